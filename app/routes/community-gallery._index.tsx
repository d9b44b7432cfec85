import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { GalleryCard } from "~/components/gallery/gallery-card";
import { GallerySkeleton } from "~/components/gallery/gallery-skeleton";
import { GalleryStats } from "~/components/gallery/gallery-stats";
import { PhotoGuidelines } from "~/components/gallery/photo-guidelines";
import { buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { TabLinks } from "~/components/ui/tabs";
import { useHydrated } from "~/components/use-hydrated";
import {
  GALLERY_BEFORE_PARAM,
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_LABELS,
  GALLERY_CATEGORY_PARAM,
  GALLERY_PAGE_SIZE,
  GALLERY_UPLOAD_PATH,
  isGalleryCategory,
  type GalleryCategory,
} from "~/domain/gallery-rules";
import { hrefWithParams } from "~/domain/pagination";
import { listFishNames } from "~/models/fish.server";
import { galleryStats, pageGallery } from "~/models/gallery.server";
import { likeIntent } from "~/web/gallery-intents.server";
import { getOptionalUser, requireMemberPage } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { parseRecordId } from "~/validation/record-id";

const GALLERY_PATH = "/community-gallery";

// The upload form, and the form library and upload steps behind it, load when its dialog first opens: most
// visits only look.
const GalleryUploadForm = lazy(() => import("~/components/gallery/upload-form").then((module) => ({ default: module.GalleryUploadForm })));

export const meta: MetaFunction = () => [
  { title: "Community Gallery | Shoal" },
  { name: "description", content: "Aquariums, fish close-ups, aquascapes and equipment photographed and shared by Shoal members." },
];

/**
 * Members only: a visitor is told they are signed out and taken to sign in, then back here. The grid is a
 * page of approved images and the member's own, newest first (`?before=`), of one category (`?category=`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const search = new URL(request.url).searchParams;
  const rawCategory = search.get(GALLERY_CATEGORY_PARAM);
  const category: GalleryCategory | null = isGalleryCategory(rawCategory) ? rawCategory : null;
  const before = parseRecordId(search.get(GALLERY_BEFORE_PARAM));
  // A cursor that leads nowhere (deleted, hidden, mistyped) shows the newest page, never an error.
  const older = before ? pageGallery(user, { category, before, limit: GALLERY_PAGE_SIZE }) : null;
  const page = older?.items.length ? older : pageGallery(user, { category, limit: GALLERY_PAGE_SIZE })!;
  return data(
    {
      images: page.items,
      olderBefore: page.olderBefore,
      showingNewest: !older?.items.length,
      category,
      stats: galleryStats(user.id),
      species: listFishNames(),
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** The grid's like buttons (intent like): parse, authorize, like or unlike, and back to the same page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "like") {
    const limited = user ? await formRateLimitRedirect(request, "like", user, context, GALLERY_PATH) : null;
    return limited ?? likeIntent(request, user, form, GALLERY_PATH);
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function CommunityGalleryPage() {
  const { images, olderBefore, showingNewest, category, stats, species } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Only the script shows a pending state: another chip or page of this gallery is on its way.
  const loadingGrid =
    hydrated && navigation.state === "loading" && navigation.location.pathname === GALLERY_PATH && navigation.location.search !== search;
  const chipHref = (value: GalleryCategory | null) => (value ? `${GALLERY_PATH}?${GALLERY_CATEGORY_PARAM}=${value}` : GALLERY_PATH);
  const pageHref = (value: number | null) => hrefWithParams(pathname, search, { [GALLERY_BEFORE_PARAM]: value });
  const likeAction = `${GALLERY_PATH}?index`;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Community Gallery</h1>
          <p className="mt-1 text-slate-600">Members' aquariums, aquascapes, fish and equipment.</p>
        </div>
        {hydrated ? (
          <Dialog title="Upload Image" trigger="Upload Image" triggerClassName={buttonClasses("primary")} contentOnceOpened>
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the form…</p>}>
              <GalleryUploadForm species={species} />
            </Suspense>
          </Dialog>
        ) : (
          <Link to={GALLERY_UPLOAD_PATH} className={buttonClasses("primary")}>
            Upload Image
          </Link>
        )}
      </div>

      <div className="mt-6">
        <GalleryStats stats={stats} />
      </div>

      <TabLinks
        label="Categories"
        look="pills"
        className="mt-8"
        preventScrollReset
        tabs={[
          { to: chipHref(null), label: "All", current: category === null },
          ...GALLERY_CATEGORIES.map((value) => ({
            to: chipHref(value),
            label: GALLERY_CATEGORY_LABELS[value],
            current: category === value,
          })),
        ]}
      />

      <section className="mt-6" aria-label="Images" aria-busy={loadingGrid || undefined}>
        {loadingGrid ? (
          <GallerySkeleton />
        ) : images.length === 0 ? (
          <EmptyState
            title="No images yet"
            description={
              category ? `Nobody has shared a ${GALLERY_CATEGORY_LABELS[category]} photo yet.` : "Nobody has shared a photo yet."
            }
            hint="Be the first: upload a photo of your tank, fish or equipment."
            action={
              <Link to={GALLERY_UPLOAD_PATH} className={buttonClasses("primary")}>
                Upload Image
              </Link>
            }
          />
        ) : (
          <ul role="list" className="grid gap-6 [--card-height:480px] sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image, index) => (
              <GalleryCard key={image.id} image={image} likeAction={likeAction} eager={index < 3} />
            ))}
          </ul>
        )}
        <PageNav
          label="Gallery pages"
          newest={showingNewest ? null : { href: pageHref(null), text: "Newest images" }}
          older={olderBefore === null ? null : { href: pageHref(olderBefore), text: "Older images" }}
        />
      </section>

      <div className="mt-10">
        <PhotoGuidelines />
      </div>
    </main>
  );
}
