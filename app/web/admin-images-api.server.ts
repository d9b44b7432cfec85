import type { AdminActor } from "~/models/audit-log.server";
import { listMemberImages } from "~/models/moderation.server";
import { apiError, apiJson } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseAdminImagesQuery } from "~/validation/moderation";
import type { QueueStatus } from "~/domain/moderation";

/**
 * GET /api/admin/community-images[/pending]: a page of the queue, each image as an admin sees it,
 * plus `kind` (and `fish` for a fish photo), with `Link: <…>; rel="next"` when there is a next page and the
 * total in `X-Total-Count`.
 */
export function adminImagesAnswer(admin: AdminActor, request: Request, status: QueueStatus): Response {
  const query = parseAdminImagesQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { kind, page, limit } = query.value;
  const listed = listMemberImages(admin, { status, kind, offset: (page - 1) * limit, limit });
  if (!listed.ok) apiError(listed.status, listed.message);
  const { images, total } = listed;
  const headers = new Headers({ "Cache-Control": MEMBER_CACHE_CONTROL, "X-Total-Count": String(total) });
  if (page * limit < total) {
    const next = new URL(request.url);
    next.searchParams.set("page", String(page + 1));
    next.searchParams.set("limit", String(limit));
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return apiJson(images, { headers });
}
