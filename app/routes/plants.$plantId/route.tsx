import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SaveToCollection } from "~/components/collection/save-to-collection";
import { DifficultyBadge } from "~/components/fish/fish-badges";
import { ErrorScreen } from "~/components/layout/error-screen";
import { PlantFacts } from "~/components/plants/plant-facts";
import { PlantReferences } from "~/components/plants/plant-references";
import { PhotosSection } from "~/components/photos/photos-section";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { plantValueLabel } from "~/domain/plant-filters";
import { getPlant } from "~/models/plant.server";
import { collectionTypeOfPlant, getPlantName } from "~/models/plant-collection.server";
import { firstApprovedPhotos } from "~/models/plant-photo.server";
import { photosReportedBy } from "~/models/photo-reports.server";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";
import { CONFIRM_DELETE_PHOTO_PARAM } from "~/domain/fish-photo-rules";
import { OLDER_PHOTOS_PARAM } from "~/domain/pagination";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { pageParamsHeader } from "~/services/page-store.server";
import { readFormData } from "~/services/form.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { DEFAULT_COLLECTION_TYPE, parseCollectionType } from "~/validation/collection";
import { parseRecordId } from "~/validation/record-id";
import { getOptionalUser } from "~/web/current-user.server";
import { saveOrUnsavePlant, unknownAction } from "./intents.server";
import { isPhotoIntent, photoPageFor, plantPhotoIntent, uploadPlantPhoto } from "./photo-intents.server";

const plantPath = (plantId: number) => `/plants/${plantId}`;

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "404 Page Not Found | Shoal" }];
  const { plant } = page;
  const summary = plant.description.length > 155 ? `${plant.description.slice(0, 152).trimEnd()}...` : plant.description;
  return [{ title: `${plant.name} (${plant.scientificName}) | Shoal` }, { name: "description", content: summary }];
};

/** Every query parameter the page reads (its photos'); any other leaves the page as it is (see pageParamsHeader). */
const PLANT_PAGE_PARAMS = [OLDER_PHOTOS_PARAM, CONFIRM_DELETE_PHOTO_PARAM] as const;

/**
 * /plants/{id}: one plant in full, with the notes where its references spread, the references themselves, the
 * member's save button and members' photos of it. An id that is no plant is the site's 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseRecordId(params.plantId);
  const found = id === null ? null : getPlant(id);
  if (!found?.ok) notFound();
  const user = await getOptionalUser(request);
  const search = new URL(request.url).searchParams;
  const savedType = user ? collectionTypeOfPlant(user.id, found.plant.id) : null;
  const photoPage = photoPageFor(found.plant.id, user?.id ?? null, parseRecordId(search.get(OLDER_PHOTOS_PARAM)));
  return data(
    {
      plant: found.plant,
      signedIn: Boolean(user),
      savedType,
      // The picker opens on the collection the plant is in; else on the one chosen last (kept in the address).
      selectedType: savedType ?? parseCollectionType(search.get("collection")) ?? DEFAULT_COLLECTION_TYPE,
      // The first approved photo stands for the plant; without one, its drawing does.
      picture: firstApprovedPhotos([found.plant.id]).get(found.plant.id) ?? null,
      // Approved photos, plus the member's own pending ones: which is why members' pages are private.
      photos: photoPage.items,
      olderPhotosBefore: photoPage.olderBefore,
      showingNewestPhotos: photoPage.newest,
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
    },
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)), ...pageParamsHeader(PLANT_PAGE_PARAMS) } },
  );
}

/**
 * One action, told apart by `intent`: save and unsave, as on a fish's page, and the photos' forms (an upload is
 * a multipart body, told apart by its type before anything reads it). Each authorizes, changes what the member
 * may change and redirects back with a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseRecordId(params.plantId);
  const plant = id === null ? undefined : getPlantName(id);
  if (!plant) notFound();
  const user = await getOptionalUser(request);
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    return uploadPlantPhoto(request, plant.id, user, context);
  }
  const form = await readFormData(request);
  const intent = form.get("intent");
  switch (intent) {
    case "save":
    case "unsave": {
      const limited = await formRateLimitRedirect(request, "collection", user, context, plantPath(plant.id));
      return limited ?? saveOrUnsavePlant(request, plant, user, form, intent);
    }
    default:
      return isPhotoIntent(intent) ? plantPhotoIntent(request, plant.id, user, context, form) : unknownAction();
  }
}

/** Shared for a minute with visitors, as a fish's page is; private for members (and whenever a toast is waiting). */
export const headers = publicPageHeaders;

export default function PlantPage() {
  const page = useLoaderData<typeof loader>();
  const { plant, signedIn, savedType, selectedType } = page;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/plants" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
        <span aria-hidden="true">←</span> Back to Aquarium Plants
      </Link>

      <article className="mt-4">
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <div className="self-start overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
            {page.picture ? (
              <img
                src={page.picture}
                srcSet={responsiveSrcSet(page.picture)}
                sizes={IMAGE_SIZES.fishProfile}
                alt={`${plant.name}, a member's photo`}
                width={600}
                height={350}
                className="block aspect-[12/7] h-auto w-full object-cover"
              />
            ) : (
              <img
                src={plant.imageUrl}
                alt={`Drawing of ${plant.name}`}
                width={600}
                height={350}
                className="block aspect-[12/7] h-auto w-full object-contain"
              />
            )}
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{plant.name}</h1>
            <p className="mt-1 text-lg italic text-slate-600">{plant.scientificName}</p>
            {plant.synonyms.length > 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                <span className="font-medium text-slate-700">Also known as </span>
                {plant.synonyms.join(", ")}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <DifficultyBadge difficulty={plantValueLabel(plant.difficulty)} srLabel="Difficulty: " />
              <Badge tone="calm">{plantValueLabel(plant.type)}</Badge>
              <Badge tone="warning">{plantValueLabel(plant.light)} light</Badge>
            </div>
            <p className="mt-4 leading-relaxed text-slate-700">{plant.description}</p>
            <div className="mt-6">
              <SaveToCollection
                path={plantPath(plant.id)}
                noun="Plant"
                signedIn={signedIn}
                savedType={savedType}
                initialType={selectedType}
              />
            </div>
          </div>
        </div>

        <div className="mt-8">
          <h2 className="sr-only">Quick facts</h2>
          <PlantFacts plant={plant} />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <Card as="section" aria-labelledby="care-heading" className="p-5 sm:p-6">
            <h2 id="care-heading" className="text-lg font-semibold text-slate-900">
              Care
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{plant.care}</p>
          </Card>
          <Card as="section" aria-labelledby="propagation-heading" className="p-5 sm:p-6">
            <h2 id="propagation-heading" className="text-lg font-semibold text-slate-900">
              Propagation
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{plant.propagation}</p>
          </Card>
        </div>

        <div className="mt-6">
          <PlantReferences notes={plant.factNotes} sources={plant.sources} />
        </div>
      </article>

      <div className="mt-8">
        <PhotosSection
          id="plant-photos"
          title="Photos"
          pagesLabel="Plant photo pages"
          emptyText="No photos of this plant yet."
          pagePath={`/plants/${plant.id}`}
          api="/api/plants"
          subjectId={plant.id}
          subjectName={plant.name}
          photos={page.photos}
          olderBefore={page.olderPhotosBefore}
          showingNewest={page.showingNewestPhotos}
          currentUserId={page.currentUserId}
          reportedPhotoIds={page.reportedPhotoIds}
        />
      </div>
    </main>
  );
}

/** A plant that is not there, or anything else that went wrong: the site's own error screens. */
export function ErrorBoundary() {
  return <ErrorScreen />;
}
