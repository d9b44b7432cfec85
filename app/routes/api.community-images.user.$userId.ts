import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageMemberImages } from "~/models/gallery.server";
import { allowMethods, apiError, apiJson, readOnly } from "~/services/api.server";
import { getOptionalUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";

/**
 * GET /api/community-images/user/{userId}[?before={id}&limit={n}]: a member's uploads, newest first, as
 * `{ images, totalLikes, totalViews }`. The member themselves (and admins) see their pending and rejected
 * images too; everyone else sees the approved ones. The totals sum the likes and views of every image the
 * asker may see, not only this page's; older pages are named by a `Link: <…>; rel="next"` header.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const memberId = params.userId ?? "";
  if (!/^[\w-]{1,100}$/.test(memberId)) apiError(404, "Member not found");
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const user = await getOptionalUser(request);
  const result = pageMemberImages(user, memberId, { before, limit });
  if (!result) apiError(400, "before must be the id of an image of this list");
  const headers = new Headers({ "Cache-Control": user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL });
  if (result.page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, result.page.olderBefore, limit));
  return apiJson({ images: result.page.items, totalLikes: result.totalLikes, totalViews: result.totalViews }, { headers });
}

export const action = readOnly;
