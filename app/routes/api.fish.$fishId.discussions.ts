import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addComment, listComments } from "~/models/discussion.server";
import { getFishName } from "~/models/fish-detail.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/services/current-user.server";
import { commentSchema } from "~/validation/comment";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

function requireFishId(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null || !getFishName(id)) apiError(404, "Fish not found");
  return id;
}

/** GET /api/fish/{fishId}/discussions: the fish's comments, newest first, each with its author's public name parts. */
export function loader({ params }: LoaderFunctionArgs) {
  const fishId = requireFishId(params.fishId);
  // Shared caches may keep it (every write empties them); browsers ask again each time, so a re-fetch after posting is fresh.
  return apiJson(listComments(fishId), { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
}

/** POST /api/fish/{fishId}/discussions {content}: 201 with the created comment. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("comment", user, context);
  const fishId = requireFishId(params.fishId);
  const { content } = await parseJsonBody(request, commentSchema);
  const result = addComment(user.id, fishId, content);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.comment, 201);
}
