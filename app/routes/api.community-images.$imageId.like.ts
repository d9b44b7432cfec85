import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setLike } from "~/models/gallery-reactions.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { parseRecordId } from "~/validation/record-id";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/** POST /api/community-images/{id}/like: likes the image, or takes the like back; answers `{liked, likes}`. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("like", user, context);
  const imageId = parseRecordId(params.imageId);
  if (imageId === null) apiError(404, "Image not found");
  const result = setLike(user, imageId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ liked: result.liked, likes: result.likes });
}
