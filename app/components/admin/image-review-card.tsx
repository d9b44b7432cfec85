import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDay } from "~/domain/dates";
import { REPORT_REASON_LABELS, type ReportReason } from "~/domain/gallery-rules";
import { KIND_LABELS, REVIEW_NOTES_MAX, UPLOADER_ID_SHOWN, awaitsReview, type AdminMemberImage } from "~/domain/moderation";
import { ImageWithFallback } from "./image-with-fallback";

const STATUS_TONES: Record<AdminMemberImage["status"], BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/**
 * One member image in the moderation queue: the image, what it is, who uploaded it and when, its review, and,
 * while it awaits review (pending, or approved and reported), Approve and Reject with optional notes (a plain
 * form; JavaScript only adds the pending state). An admin's own upload shows no controls: another admin must
 * review it.
 */
export function ImageReviewCard({
  image,
  viewerId,
}: {
  image: AdminMemberImage & { reports?: { count: number; reasons: ReportReason[] } | null };
  viewerId: string;
}) {
  const navigation = useNavigation();
  const reviewing = navigation.state === "submitting" && navigation.formData?.get("image") === String(image.id);
  const headingId = `image-${image.id}-title`;
  return (
    <Card as="li" className="flex flex-col overflow-hidden" aria-labelledby={headingId}>
      <a href={image.imageUrl} className="block bg-slate-100">
        <ImageWithFallback
          src={image.imageUrl}
          alt={image.description ?? image.title}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[image.status]} className="capitalize">
            {image.status}
          </Badge>
          <Badge>{KIND_LABELS[image.kind]}</Badge>
        </div>
        <h3 id={headingId} className="break-words text-base font-semibold text-slate-900">
          {image.fish ? (
            <Link to={`/fish/${image.fish.id}`} className="hover:underline">
              {image.title}
            </Link>
          ) : (
            image.title
          )}
        </h3>
        {image.description ? <p className="break-words text-slate-700">{image.description}</p> : null}
        {image.tags.length > 0 ? <p className="text-slate-600">Tags: {image.tags.join(", ")}</p> : null}
        {image.reports ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            Reported by {image.reports.count} {image.reports.count === 1 ? "member" : "members"}
            {image.reports.reasons.length > 0 ? (
              <>: {image.reports.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(", ")}</>
            ) : null}
            {image.status === "approved" ? <>. Still visible: Approve keeps it and clears the reports, Reject takes it down.</> : null}
          </p>
        ) : null}
        <p className="text-slate-600">
          Uploaded by <code className="rounded bg-slate-100 px-1">{image.userId.slice(0, UPLOADER_ID_SHOWN)}</code> on{" "}
          <time dateTime={image.createdAt}>{formatDay(image.createdAt) ?? ""}</time>
        </p>
        {!awaitsReview(image) ? (
          <p className="text-slate-600">
            Reviewed
            {image.reviewedAt ? (
              <>
                {" "}
                on <time dateTime={image.reviewedAt}>{formatDay(image.reviewedAt) ?? ""}</time>
              </>
            ) : null}
            {image.reviewedBy ? (
              <>
                {" "}
                by <code className="rounded bg-slate-100 px-1">{image.reviewedBy.slice(0, UPLOADER_ID_SHOWN)}</code>
              </>
            ) : null}
            {image.reviewNotes ? <>: “{image.reviewNotes}”</> : null}
          </p>
        ) : image.userId === viewerId ? (
          <p className="mt-auto rounded-md bg-slate-50 px-3 py-2 text-slate-700">This is your upload: another admin must review it.</p>
        ) : (
          <Form method="post" className="mt-auto space-y-2" preventScrollReset>
            <input type="hidden" name="image" value={String(image.id)} />
            <label htmlFor={`notes-${image.id}`} className="block font-medium text-slate-700">
              Review notes (optional)
            </label>
            <textarea
              id={`notes-${image.id}`}
              name="reviewNotes"
              rows={2}
              maxLength={REVIEW_NOTES_MAX}
              className="w-full rounded-md border border-slate-300 px-3 py-2"
            />
            <div className="flex gap-2">
              <Button type="submit" name="status" value="approved" disabled={reviewing} className="flex-1">
                Approve
              </Button>
              <Button type="submit" name="status" value="rejected" variant="destructive" disabled={reviewing} className="flex-1">
                Reject
              </Button>
            </div>
            {reviewing ? (
              <p role="status" className="text-slate-600">
                Reviewing...
              </p>
            ) : null}
          </Form>
        )}
      </div>
    </Card>
  );
}
