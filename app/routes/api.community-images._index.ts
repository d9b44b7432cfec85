import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pageApprovedImages } from "~/models/gallery.server";
import { postGalleryImage } from "~/models/gallery-uploads.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { getOptionalUser, requireApiUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { galleryCategorySchema, postGalleryImageSchema } from "~/validation/gallery";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";

/**
 * GET /api/community-images[?category=…&before={id}&limit={n}]: approved gallery images, newest first, at
 * most `limit` (1 to 100, default 50), with a `Link: <…>; rel="next"` header when there are older ones. An
 * unknown category, a bad limit, or a `before` that is not an image of this list is 400 `{message}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const search = new URL(request.url).searchParams;
  const query = parsePageQuery(search);
  if (!query.ok) apiError(400, query.message);
  const rawCategory = search.get("category");
  const category = rawCategory === null || rawCategory === "" ? null : galleryCategorySchema.safeParse(rawCategory);
  if (category && !category.success) apiError(400, category.error.issues[0]?.message ?? "Unknown category");
  const { before, limit } = query.value;
  const user = await getOptionalUser(request);
  const page = pageApprovedImages(user?.id ?? null, { category: category?.data ?? null, before, limit });
  if (!page) apiError(400, "before must be the id of an image of this list");
  // A member's answer says which images they liked, so it is theirs alone.
  const headers = new Headers({ "Cache-Control": user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
}

/**
 * POST /api/community-images {title, description?, category, imageUrl, tags?, tankSpecs?, fishId?}: posts the
 * image the member uploaded to `imageUrl` (their upload address); 201 with the image, which waits for approval.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("imageRegistration", user, context);
  const body = await parseJsonBody(request, postGalleryImageSchema);
  const { imageUrl, ...fields } = body;
  const result = await postGalleryImage(user, { uploadAddress: imageUrl }, fields);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.image, 201);
}
