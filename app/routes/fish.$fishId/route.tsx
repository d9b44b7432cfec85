import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { BackToFishLink } from "~/components/fish/back-to-fish";
import { ErrorScreen } from "~/components/layout/error-screen";
import { CareRequirementsCard } from "~/components/fish/care-requirements-card";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { convertMeasuresInText } from "~/domain/units-in-text";
import { CommunityPhotos } from "~/components/fish/community-photos";
import { CompatibilityCard } from "~/components/fish/compatibility-card";
import { DiscussionCard } from "~/components/fish/discussion-card";
import { DifficultyBadge, TemperamentBadge } from "~/components/fish/fish-badges";
import { FishFacts } from "~/components/fish/fish-facts";
import { FishReferences } from "~/components/fish/fish-references";
import { FishNotFound } from "~/components/fish/fish-not-found";
import { SaveToCollection } from "~/components/collection/save-to-collection";
import { memberPart } from "~/components/member-part";
import { discussionInitials, discussionName } from "~/domain/display-name";
import { formatTimeAgo } from "~/domain/time-ago";
import {
  CONFIRM_DELETE_COMMENT_PARAM,
  DISCUSSION_PAGE_SIZE,
  FISH_PHOTO_PAGE_SIZE,
  OLDER_COMMENTS_PARAM,
  OLDER_PHOTOS_PARAM,
} from "~/domain/pagination";
import type { RateLimitedAction } from "~/domain/rate-limits";
import { collectionTypeOfFish } from "~/models/collection.server";
import { countComments, listComments } from "~/models/discussion.server";
import { getFishDetail, getFishName } from "~/models/fish.server";
import { pagePhotosForFish } from "~/models/fish-photo.server";
import { photosReportedBy } from "~/models/photo-reports.server";
import { listGalleryImagesOfFish } from "~/models/species-gallery.server";
import { FISH_GALLERY_SHOWN } from "~/domain/gallery-rules";
import { getOptionalUser } from "~/web/current-user.server";
import { postComment, removeComment, saveOrUnsave, unknownAction } from "./intents.server";
import { addToTankIntent, addToTankState } from "./tank-intents.server";
import { handlePhotoIntent as handlePhotoIntentFor } from "./photo-intents.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { pageParamsHeader } from "~/services/page-store.server";
import { CONFIRM_DELETE_PHOTO_PARAM } from "~/domain/fish-photo-rules";
import { readFormData } from "~/services/form.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { DEFAULT_COLLECTION_TYPE, parseCollectionType } from "~/validation/collection";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";
import { parseRecordId } from "~/validation/record-id";
import { cx } from "class-variance-authority";

type Species = { id: number; name: string };

/** A member's tanks and the check of this fish in one: a script of its own, which a visitor never downloads. */
const AddToTank = memberPart(() => import("~/components/fish/add-to-tank").then((module) => module.AddToTank));

const fishPath = (fishId: number) => `/fish/${fishId}`;

function notFound(): never {
  throw new Response("Fish not found", { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "Fish Not Found | Shoal" }];
  const { fish } = page;
  const summary = fish.description.length > 155 ? `${fish.description.slice(0, 152).trimEnd()}...` : fish.description;
  return [{ title: `${fish.name} (${fish.scientificName}) | Shoal` }, { name: "description", content: summary }];
};

/** Shared for a minute with visitors; private for members (and whenever a toast is waiting). */
export const headers = publicPageHeaders;

/** Every query parameter the page and its parts read; any other leaves the page as it is (see pageParamsHeader). */
const FISH_PAGE_PARAMS = [
  OLDER_COMMENTS_PARAM,
  CONFIRM_DELETE_COMMENT_PARAM,
  OLDER_PHOTOS_PARAM,
  CONFIRM_DELETE_PHOTO_PARAM,
  "collection",
] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const fishId = parseRecordId(params.fishId);
  const fish = fishId === null ? undefined : getFishDetail(fishId);
  if (!fish) notFound();
  const user = await getOptionalUser(request, context);
  const search = new URL(request.url).searchParams;

  const commentPage = commentPageFor(fish.id, parseRecordId(search.get(OLDER_COMMENTS_PARAM)));
  const comments = commentPage.items.map((comment) => ({
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    timeAgo: formatTimeAgo(comment.createdAt),
    own: user?.id === comment.userId,
    author: {
      name: discussionName(comment.user),
      initials: discussionInitials(comment.user),
      imageUrl: comment.user.profileImageUrl,
    },
  }));
  // The confirmation step of a delete without JavaScript; only ever for the member's own comment.
  const confirmDeleteId = parseRecordId(search.get(CONFIRM_DELETE_COMMENT_PARAM));
  const confirming = comments.some((comment) => comment.own && comment.id === confirmDeleteId) ? confirmDeleteId : null;
  const photoPage = photoPageFor(fish.id, user?.id ?? null, parseRecordId(search.get(OLDER_PHOTOS_PARAM)));
  const savedType = user ? collectionTypeOfFish(user.id, fish.id) : null;

  return data(
    {
      fish,
      signedIn: Boolean(user),
      savedType,
      // The picker opens on the collection the fish is in; else on the one chosen last (kept in the address).
      selectedType: savedType ?? parseCollectionType(search.get("collection")) ?? DEFAULT_COLLECTION_TYPE,
      comments,
      // Counted, not the length of the page: the title names the whole discussion.
      commentCount: countComments(fish.id),
      olderCommentsBefore: commentPage.olderBefore,
      showingNewestComments: commentPage.newest,
      confirmDeleteId: confirming,
      // Approved photos, plus the member's own pending ones: which is why members' pages are private.
      photos: photoPage.items,
      olderPhotosBefore: photoPage.olderBefore,
      showingNewestPhotos: photoPage.newest,
      // Approved gallery images that name this species: the newest few, beside the photos' own pages.
      galleryImages: listGalleryImagesOfFish(fish.id, FISH_GALLERY_SHOWN),
      currentUserId: user?.id ?? null,
      // The photos on this page the member has reported already: theirs offer no second report.
      reportedPhotoIds: user
        ? [
            ...photosReportedBy(
              user.id,
              photoPage.items.map((photo) => photo.id),
            ),
          ]
        : [],
      // A member's tanks and the check `?tank=` asks for; a visitor's page stays the same whatever the query.
      addToTank: user ? addToTankState(user, { id: fish.id, minGroupSize: fish.facts.minGroupSize }, search) : null,
    },
    // Private for members, so a member's tanks and checks never reach the visitors' page store.
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)), ...pageParamsHeader(FISH_PAGE_PARAMS) } },
  );
}

/**
 * The comments `?before=` asks for. One that names no comment of this fish (deleted since, another fish's,
 * mistyped), or leads to an empty page, shows the newest page: an old link leads somewhere, never to an error.
 */
function commentPageFor(fishId: number, before: number | null) {
  const older = before ? listComments(fishId, { before, limit: DISCUSSION_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...listComments(fishId, { limit: DISCUSSION_PAGE_SIZE })!, newest: true };
}

/** The photos `?photosBefore=` asks for, the same way; one the viewer may not see also leads to the newest. */
function photoPageFor(fishId: number, viewerId: string | null, before: number | null) {
  const older = before ? pagePhotosForFish(fishId, viewerId, { before, limit: FISH_PHOTO_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...pagePhotosForFish(fishId, viewerId, { limit: FISH_PHOTO_PAGE_SIZE })!, newest: true };
}

/**
 * One action, told apart by `intent`: save, unsave, comment, delete-comment, add-to-tank (and the community
 * photos' own intents). Each reads: parse, authorize, mutate, then redirect back with a toast, or answer with
 * the problem.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const fishId = parseRecordId(params.fishId);
  const species = fishId === null ? undefined : getFishName(fishId);
  if (!species) notFound();
  const user = await getOptionalUser(request);

  // Uploads arrive as multipart bodies, which the photos module streams itself: never read them here.
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    const limited = await formRateLimitRedirect(request, "upload", user, context, fishPath(species.id));
    return limited ?? handlePhotoIntent(request, species);
  }

  const form = await readFormData(request);
  const intent = form.get("intent");
  const limit = typeof intent === "string" && Object.hasOwn(INTENT_RATE_LIMITS, intent) ? INTENT_RATE_LIMITS[intent] : null;
  if (limit) {
    const limited = await formRateLimitRedirect(request, limit, user, context, fishPath(species.id));
    if (limited) return limited;
  }
  switch (intent) {
    case "save":
    case "unsave":
      return saveOrUnsave(request, species, user, form, intent);
    case "comment":
      return postComment(request, species, user, form);
    case "delete-comment":
      return removeComment(request, species, user, form);
    case "add-to-tank":
      return addToTankIntent(request, species, user, form);
    case "upload-photo":
    case "delete-photo":
    case "report-photo":
      return handlePhotoIntent(request, species, form);
    default:
      return unknownAction();
  }
}

/** Which rate limit each repeatable intent counts against (a refused attempt stores nothing). */
const INTENT_RATE_LIMITS: Record<string, RateLimitedAction> = {
  save: "collection",
  unsave: "collection",
  comment: "comment",
  "delete-comment": "deleteOwnContent",
  "upload-photo": "upload",
  "delete-photo": "deleteOwnContent",
  "report-photo": "report",
  "add-to-tank": "tank",
};

/**
 * Community photos have their own module: multipart uploads arrive with the body still unread (it is streamed
 * with a size limit), url-encoded delete-photo posts arrive with the parsed form.
 */
function handlePhotoIntent(request: Request, species: Species, form?: FormData) {
  return handlePhotoIntentFor({ request, fishId: species.id, fishName: species.name, formData: form });
}

export default function FishDetailPage() {
  const page = useLoaderData<typeof loader>();
  const { fish, signedIn, savedType, selectedType, comments, confirmDeleteId, photos, currentUserId } = page;
  const actionData = useActionData<typeof action>();
  const units = useUnitPreferences();
  const navigation = useNavigation();
  const location = useLocation();
  // Following a compatibility link: the current fish fades until the next one arrives.
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname && !navigation.formMethod;

  return (
    <main
      id="main"
      key={fish.id}
      aria-busy={leaving || undefined}
      className={cx("mx-auto max-w-6xl px-4 py-6 transition-opacity sm:px-6 sm:py-10", leaving ? "opacity-60" : "")}
    >
      <BackToFishLink />

      <article className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div className="self-start overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
            <img
              src={fish.imageUrl}
              srcSet={responsiveSrcSet(fish.imageUrl)}
              sizes={IMAGE_SIZES.fishProfile}
              alt={fish.name}
              width={600}
              height={350}
              className="block aspect-[12/7] h-auto w-full object-contain"
            />
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{fish.name}</h1>
            <p className="mt-1 text-lg italic text-slate-600">{fish.scientificName}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <DifficultyBadge difficulty={fish.difficulty} />
              <TemperamentBadge temperament={fish.temperament} />
            </div>
            <p className="mt-4 leading-relaxed text-slate-700">{convertMeasuresInText(fish.description, units)}</p>
            <div className="mt-6">
              <SaveToCollection path={fishPath(fish.id)} noun="Fish" signedIn={signedIn} savedType={savedType} initialType={selectedType} />
            </div>
            {page.addToTank ? (
              <div className="mt-4">
                <AddToTank fishId={fish.id} data={page.addToTank} units={units} />
              </div>
            ) : null}
          </div>
        </div>

        <div className="mt-8">
          <h2 className="sr-only">Quick facts</h2>
          <FishFacts fish={fish} />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <CareRequirementsCard diet={fish.diet} items={fish.care} />
          <CompatibilityCard
            compatibleWith={fish.compatibleWith}
            incompatibleWith={fish.incompatibleWith}
            schoolingFish={fish.schoolingFish}
          />
        </div>

        <div className="mt-6">
          <FishReferences sources={fish.sources} notes={fish.factNotes} />
        </div>
      </article>

      <div className="mt-8 space-y-8">
        <DiscussionCard
          fishId={fish.id}
          comments={comments}
          total={page.commentCount}
          olderBefore={page.olderCommentsBefore}
          showingNewest={page.showingNewestComments}
          signedIn={signedIn}
          confirmDeleteId={confirmDeleteId}
          commentResult={actionData?.intent === "comment" ? actionData.result : undefined}
          deleteFailure={actionData?.intent === "delete-comment" ? actionData.toast : undefined}
        />
        <CommunityPhotos
          fishId={fish.id}
          fishName={fish.name}
          photos={photos}
          olderBefore={page.olderPhotosBefore}
          showingNewest={page.showingNewestPhotos}
          galleryImages={page.galleryImages}
          reportedPhotoIds={page.reportedPhotoIds}
          currentUserId={currentUserId}
        />
      </div>
    </main>
  );
}

/** Not found, or anything else that went wrong: the 'Fish Not Found' screen with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  // A form the server could not read is the sender's mistake, not a missing fish.
  if (isRouteErrorResponse(error) && error.status === 400) return <ErrorScreen />;
  return <FishNotFound />;
}
