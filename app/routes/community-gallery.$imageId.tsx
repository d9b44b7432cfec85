import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { viewsLabel } from "~/components/gallery/format";
import { formatDay } from "~/domain/dates";
import { LikeButton } from "~/components/gallery/like-button";
import { ReportForm } from "~/components/gallery/report-form";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  GALLERY_CONFIRM_DELETE_PARAM,
  GALLERY_DELETE_CONFIRM,
  GALLERY_NOTICES,
  GALLERY_TOASTS,
  TANK_SPEC_FIELDS,
  categoryLabel,
  isReportReason,
} from "~/domain/gallery-rules";
import { responsiveSrcSet } from "~/domain/responsive-image";
import { getGalleryImage } from "~/models/gallery.server";
import { hasReported, reportImage } from "~/models/gallery-reactions.server";
import { deleteGalleryImage } from "~/models/gallery-uploads.server";
import { recordView } from "~/models/gallery-views.server";
import { getOptionalUser, requireMemberPage } from "~/web/current-user.server";
import { likeIntent, signInFirst } from "~/web/gallery-intents.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

const imagePath = (id: number) => `/community-gallery/${id}`;

function notFound(): never {
  throw new Response("Image not found", { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.image.title} | Community Gallery | Shoal` : "Image Not Found | Shoal" },
  ...(page ? [{ name: "description", content: `${page.image.title}: a photo shared in the Shoal community gallery.` }] : []),
];

/**
 * One gallery image, for whoever may see it: an approved image for every member; a pending or rejected one
 * for its member and admins. Anyone else gets 404, as for an image that does not exist. Opening it counts a
 * view (once a member a day, never the owner's, never a bot's), kept in memory and written in batches.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const imageId = parseRecordId(params.imageId);
  const found = imageId === null ? null : getGalleryImage(user, imageId);
  if (!found) notFound();
  const counted = recordView(found, user, request.headers.get("User-Agent"));
  const image = counted ? { ...found, views: found.views + 1 } : found;
  const own = image.userId === user.id;
  const confirmingDelete = own && new URL(request.url).searchParams.get(GALLERY_CONFIRM_DELETE_PARAM) === "1";
  return data(
    { image, own, confirmingDelete, reported: own ? false : hasReported(user.id, image.id) },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** Intents: like, delete (the owner, after the confirmation step), report (anyone else, once). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const imageId = parseRecordId(params.imageId);
  if (imageId === null) notFound();
  const path = imagePath(imageId);
  const user = await getOptionalUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "like") {
    const limited = user ? await formRateLimitRedirect(request, "like", user, context, path) : null;
    return limited ?? likeIntent(request, user, form, path);
  }
  if (!user) return signInFirst(request, path);
  if (intent === "delete") {
    const limited = await formRateLimitRedirect(request, "deleteOwnContent", user, context, path);
    if (limited) return limited;
    const result = await deleteGalleryImage(user, imageId);
    return result.ok
      ? redirectWithToast(request, "/community-gallery", GALLERY_TOASTS.deleted)
      : redirectWithToast(request, path, GALLERY_TOASTS.deleteFailed);
  }
  if (intent === "report") {
    const limited = await formRateLimitRedirect(request, "report", user, context, path);
    if (limited) return limited;
    const reason = form.get("reason");
    if (!isReportReason(reason)) return redirectWithToast(request, path, GALLERY_TOASTS.reportFailed);
    const result = reportImage(user, imageId, reason);
    if (result.ok) return redirectWithToast(request, result.hidden ? "/community-gallery" : path, GALLERY_TOASTS.reported);
    if (result.code === "already-reported") return redirectWithToast(request, path, GALLERY_NOTICES.alreadyReported);
    if (result.code === "own-image") return redirectWithToast(request, path, GALLERY_NOTICES.ownImage);
    return redirectWithToast(request, "/community-gallery", GALLERY_TOASTS.reportFailed);
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function GalleryImagePage() {
  const { image, own, confirmingDelete, reported } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const specs = TANK_SPEC_FIELDS.filter((spec) => image.tankSpecs?.[spec.key]);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/community-gallery" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to the gallery
      </Link>
      <article className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="self-start overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          <img
            src={image.imageUrl}
            srcSet={responsiveSrcSet(image.imageUrl)}
            sizes="(min-width: 1024px) 680px, 100vw"
            alt={image.description ?? image.title}
            width={1280}
            height={960}
            className="block h-auto w-full object-contain"
          />
        </div>
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{categoryLabel(image.category)}</Badge>
            {image.status === "pending" ? <Badge tone="warning">{GALLERY_NOTICES.pending}</Badge> : null}
            {image.status === "rejected" ? <Badge tone="danger">{GALLERY_NOTICES.rejected}</Badge> : null}
          </div>
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{image.title}</h1>
          {image.status !== "approved" && image.reviewNotes ? (
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">Reviewer's notes: {image.reviewNotes}</p>
          ) : null}
          <p className="text-sm text-slate-600">
            Posted by <span className="font-medium text-slate-800">{image.uploaderName}</span> on{" "}
            <time dateTime={image.createdAt}>{formatDay(image.createdAt) ?? ""}</time>
          </p>
          {image.description ? <p className="whitespace-pre-line break-words leading-relaxed text-slate-700">{image.description}</p> : null}
          {image.fish ? (
            <p className="text-sm text-slate-700">
              Species:{" "}
              <Link to={`/fish/${image.fish.id}`} className="font-medium text-brand-700 hover:underline">
                {image.fish.name}
              </Link>
            </p>
          ) : null}
          {image.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {image.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-4 border-y border-slate-100 py-3 text-sm text-slate-600">
            {image.status === "approved" ? (
              <LikeButton imageId={image.id} liked={image.liked} likes={image.likes} action={imagePath(image.id)} />
            ) : (
              <span>{image.likes} likes</span>
            )}
            <span>{viewsLabel(image.views)}</span>
          </div>
          {specs.length > 0 ? (
            <Card as="section" className="p-4" aria-labelledby="tank-specs">
              <h2 id="tank-specs" className="text-base font-semibold text-slate-900">
                Tank specifications
              </h2>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                {specs.map((spec) => (
                  <div key={spec.key} className="contents">
                    <dt className="font-medium text-slate-700">{spec.label}</dt>
                    <dd className="break-words text-slate-600">{image.tankSpecs?.[spec.key]}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ) : null}
          {own ? (
            confirmingDelete ? (
              <Form method="post" className="rounded-md border border-red-200 bg-red-50 p-4">
                <input type="hidden" name="intent" value="delete" />
                <p className="text-sm font-medium text-red-900">{GALLERY_DELETE_CONFIRM}</p>
                <div className="mt-3 flex gap-2">
                  <Button type="submit" variant="destructive" size="sm" disabled={deleting}>
                    {deleting ? "Deleting..." : "Delete image"}
                  </Button>
                  <Link to={imagePath(image.id)} preventScrollReset className={buttonClasses("secondary", "sm")}>
                    Cancel
                  </Link>
                </div>
              </Form>
            ) : (
              <Link to={`?${GALLERY_CONFIRM_DELETE_PARAM}=1`} preventScrollReset className={buttonClasses("secondary", "sm")}>
                Delete image
              </Link>
            )
          ) : reported ? (
            <p className="text-sm text-slate-600">You have reported this image. An admin will look at it.</p>
          ) : image.status === "approved" ? (
            <ReportForm />
          ) : null}
        </div>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <ErrorScreen notFound={{ title: "Image Not Found", message: "The image you're looking for doesn't exist or has been removed." }} />
  );
}
