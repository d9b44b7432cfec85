import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addComment, listComments } from "~/models/discussion.server";
import { getFishName } from "~/models/fish.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { commentSchema } from "~/validation/comment";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { SHARED_ONLY_CACHE_CONTROL } from "~/services/http-cache.server";

function requireFishId(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null || !getFishName(id)) apiError(404, "Fish not found");
  return id;
}

/**
 * GET /api/fish/{fishId}/discussions[?before={commentId}&limit={n}]: the fish's comments, newest first, each
 * with its author's public name parts; at most `limit` (1 to 100, default 50) of them, older than comment
 * `before` when given. When there are older ones, a `Link: <…>; rel="next"` header names the next page.
 * A bad limit or before is 400 `{message}`, and so is a `before` that is no comment of this fish (another
 * fish's, or one deleted since): an error, rather than an empty page a client would take for the end.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const fishId = requireFishId(params.fishId);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const page = listComments(fishId, { before, limit });
  if (!page) apiError(400, `before must be the id of a comment on fish ${fishId}`);
  const headers = new Headers({
    // Shared caches may keep it (every write empties them); browsers ask again each time, so a re-fetch after posting is fresh.
    "Cache-Control": SHARED_ONLY_CACHE_CONTROL,
  });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
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
