import { Form, Link, useNavigation } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DateTime } from "~/components/ui/date-time";
import { REPORT_REASON_LABELS, type ReportReason } from "~/domain/gallery-rules";
import {
  KIND_LABELS,
  REVIEW_NOTES_MAX,
  UPLOADER_ID_SHOWN,
  awaitsReview,
  type AdminMemberImage,
  type MemberLabel,
} from "~/domain/moderation";
import { ImageWithFallback } from "./image-with-fallback";

/** A photo's fish or plant page, which its title links to; a gallery image has none. */
function subjectPath(image: Pick<AdminMemberImage, "fish" | "plant">): string | null {
  if (image.fish) return `/fish/${image.fish.id}`;
  return image.plant ? `/plants/${image.plant.id}` : null;
}

const STATUS_TONES: Record<AdminMemberImage["status"], BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/**
 * A member by name (their username when they chose one), with the start of their id so two alike names can be
 * told apart. Plain text: members have no public page to link to.
 */
function Member({ member, id }: { member: MemberLabel; id: string | null }) {
  return (
    <>
      <span className="font-medium text-slate-800">{member.name}</span>
      {id ? (
        <>
          {" "}
          <code className="rounded bg-slate-100 px-1 text-xs" title={`Member id ${id}`}>
            {id.slice(0, UPLOADER_ID_SHOWN)}
          </code>
        </>
      ) : null}
    </>
  );
}

/**
 * One member image in the moderation queue: the image, what it is, who uploaded it and when, its review, and,
 * while it awaits review (pending, or approved and reported), Approve and Reject with an optional note, and Hide
 * for a reported image that is still up (a plain form; JavaScript only adds the pending state). Times are full
 * dates and times (UTC in the HTML, the reader's zone once the page runs). An admin's own upload shows no
 * controls: another admin must review it.
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
  // Only a reported image that is still up can be hidden; a pending one is hidden already.
  const hideable = image.status === "approved" && Boolean(image.reports);
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
          {subjectPath(image) ? (
            <Link to={subjectPath(image)!} className="hover:underline">
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
            {image.status === "approved" ? (
              <>
                . Still visible: Approve keeps it and clears the reports, Hide takes it down until decided, Reject takes it down for good.
              </>
            ) : null}
          </p>
        ) : null}
        <p className="text-slate-600">
          Uploaded by <Member member={image.uploader} id={image.userId} /> on <DateTime iso={image.createdAt} />
        </p>
        {image.reviewedAt && (!awaitsReview(image) || image.status === "pending") ? (
          <p className="text-slate-600">
            {/* A pending image with a review was hidden after members reported it. */}
            {image.status === "pending" ? "Hidden" : "Reviewed"} on <DateTime iso={image.reviewedAt} />
            {image.reviewer ? (
              <>
                {" "}
                by <Member member={image.reviewer} id={image.reviewedBy} />
              </>
            ) : null}
            {image.reviewNotes ? <>: “{image.reviewNotes}”</> : null}
          </p>
        ) : null}
        {!awaitsReview(image) ? null : image.userId === viewerId ? (
          <p className="mt-auto rounded-md bg-slate-50 px-3 py-2 text-slate-700">This is your upload: another admin must review it.</p>
        ) : (
          <Form method="post" className="mt-auto space-y-2" preventScrollReset>
            <input type="hidden" name="image" value={String(image.id)} />
            <label htmlFor={`notes-${image.id}`} className="block font-medium text-slate-700">
              Review notes (optional)
            </label>
            {hideable ? (
              <p id={`notes-${image.id}-help`} className="text-xs text-slate-600">
                Hide takes it down until an admin approves or rejects it; its owner sees your note.
              </p>
            ) : null}
            <textarea
              id={`notes-${image.id}`}
              name="reviewNotes"
              rows={2}
              maxLength={REVIEW_NOTES_MAX}
              aria-describedby={hideable ? `notes-${image.id}-help` : undefined}
              className="w-full rounded-md border border-slate-300 px-3 py-2"
            />
            <div className="flex gap-2">
              <Button type="submit" name="status" value="approved" disabled={reviewing} className="flex-1">
                Approve
              </Button>
              {hideable ? (
                <Button type="submit" name="status" value="hidden" variant="secondary" disabled={reviewing} className="flex-1">
                  Hide
                </Button>
              ) : null}
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
