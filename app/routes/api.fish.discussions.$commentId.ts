import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteComment } from "~/models/discussion.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/fish/discussions/{commentId}: the author may delete their comment, and an admin any comment. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("deleteOwnContent", user, context);
  const commentId = parseRecordId(params.commentId);
  if (commentId === null) apiError(404, "Comment not found");
  const result = deleteComment(user, commentId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ message: "Comment deleted" });
}
