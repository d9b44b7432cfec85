import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ImageReviewCard } from "~/components/admin/image-review-card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { TabLinks } from "~/components/ui/tabs";
import {
  MODERATION_PAGE_SIZE,
  parseMemberImageId,
  queueEmptyState,
  REVIEW_TOASTS,
  type MemberImageKind,
  type QueueStatus,
} from "~/domain/moderation";
import { countMemberImages, listMemberImages, reviewMemberImage } from "~/models/moderation.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { queueQueryOf, reviewSchema, type QueueQuery } from "~/validation/moderation";

export const meta: MetaFunction = () => [{ title: "Community Images | Admin | Shoal" }];

/**
 * /admin/images: the moderation queue of every member image (fish and plant photos and gallery images).
 * `?status=pending` (Pending Review, the default), `?status=reported` (Reported: approved images members reported,
 * still up) or `?status=all` (All Images), `?kind=gallery|fish-photo|plant-photo`, `?page=N`. Checked here too: this loader also runs on its own, without the layout's (a `.data` request).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = queueQueryOf(new URL(request.url).searchParams);
  const listed = listMemberImages(admin, {
    status: query.status,
    kind: query.kind,
    offset: (query.page - 1) * MODERATION_PAGE_SIZE,
    limit: MODERATION_PAGE_SIZE,
  });
  if (!listed.ok) apiError(listed.status, listed.message);
  const counted = countMemberImages(admin, query.kind);
  if (!counted.ok) apiError(counted.status, counted.message);
  const { images, total } = listed;
  return data(
    {
      query,
      images,
      total,
      counts: { pending: counted.pending, reported: counted.reported, all: counted.all },
      empty: images.length === 0 ? queueEmptyState(query) : null,
      viewerId: admin.id,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** Approve, Hide or Reject (the pressed button's `status`), with optional `reviewNotes`; back to the same view. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const back = queueHref(queueQueryOf(new URL(request.url).searchParams));
  const ref = parseMemberImageId(form.get("image"));
  const parsed = reviewSchema.safeParse({ status: form.get("status"), reviewNotes: form.get("reviewNotes") });
  if (!ref || !parsed.success) {
    const message = parsed.success ? "Image not found" : parsed.error.issues[0]?.message;
    return redirectWithToast(request, back, REVIEW_TOASTS.failed(message));
  }
  const result = reviewMemberImage(admin, ref, parsed.data);
  if (!result.ok) return redirectWithToast(request, back, REVIEW_TOASTS.failed(result.message));
  return redirectWithToast(request, back, REVIEW_TOASTS[parsed.data.status]);
}

function queueHref({ status, kind, page }: Partial<QueueQuery>): string {
  const params = new URLSearchParams();
  if (status && status !== "pending") params.set("status", status);
  if (kind) params.set("kind", kind);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/images?${search}` : "/admin/images";
}

const STATUS_TABS: Array<{ status: QueueStatus; label: string }> = [
  { status: "pending", label: "Pending Review" },
  { status: "reported", label: "Reported" },
  { status: "all", label: "All Images" },
];

const KIND_FILTERS: Array<{ kind: MemberImageKind | null; label: string }> = [
  { kind: null, label: "All kinds" },
  { kind: "fish-photo", label: "Fish photos" },
  { kind: "plant-photo", label: "Plant photos" },
  { kind: "gallery", label: "Gallery images" },
];

export default function AdminImages() {
  const { query, images, total, counts, empty, viewerId } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
  return (
    <section aria-labelledby="admin-images-heading">
      <h2 id="admin-images-heading" className="text-xl font-semibold text-slate-900">
        Community Images
      </h2>
      <TabLinks
        label="Review status"
        className="mt-4 border-b border-slate-200"
        tabs={STATUS_TABS.map((tab) => ({
          to: queueHref({ status: tab.status, kind: query.kind }),
          // In parentheses within the label, as the subtabs read: "Pending Review (3)".
          label: `${tab.label} (${counts[tab.status]})`,
          current: tab.status === query.status,
        }))}
      />
      <TabLinks
        label="Kind of image"
        look="pills"
        className="mt-3"
        tabs={KIND_FILTERS.map((filter) => ({
          to: queueHref({ status: query.status, kind: filter.kind }),
          label: filter.label,
          current: filter.kind === query.kind,
        }))}
      />
      {empty ? (
        <EmptyState className="mt-6" title={empty.title} titleAs="h3" description={empty.description} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <ImageReviewCard key={image.id} image={image} viewerId={viewerId} />
          ))}
        </ul>
      )}
      <PageNav
        label="Image pages"
        newest={query.page > 1 ? { href: queueHref({ ...query, page: query.page - 1 }), text: "Previous" } : null}
        older={query.page < pages ? { href: queueHref({ ...query, page: query.page + 1 }), text: "Next" } : null}
      />
    </section>
  );
}
