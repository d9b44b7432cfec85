import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDay } from "~/domain/dates";
import { COLLECTION_TYPES, collectionTypeLabel, removeEntryConfirmation, type CollectionType } from "~/domain/collection-rules";
import { NotesForm } from "./notes-form";
import { cx } from "class-variance-authority";

/** An entry as /my-fish and /my-plants show it. */
export type CollectionEntryView = {
  id: number;
  collectionType: CollectionType;
  notes: string | null;
  createdAt: string;
};

/**
 * What an entry is of: a fish or a plant, its page, its picture, and the form field that names it (`fishId`,
 * `plantId`), so one card serves both collections.
 */
export type CollectionSubject = {
  id: number;
  field: "fishId" | "plantId";
  href: string;
  name: string;
  scientificName: string;
  imageUrl: string;
  /** What the notes box suggests writing. */
  notesPlaceholder: string;
};

const TYPE_TONES: Record<CollectionType, BadgeTone> = { owned: "success", liked: "brand", wishlist: "info" };

export function CollectionTypeBadge({ type }: { type: CollectionType }) {
  return <Badge tone={TYPE_TONES[type]}>{collectionTypeLabel(type)}</Badge>;
}

const selectClasses =
  "w-28 rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-1 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * One entry of the member's collection: the fish or plant (picture, name linking to its page, scientific name), the
 * collection it is in, when it was added and the member's notes, with three forms that each post to the
 * page's action: edit the notes, move it to another collection, remove it. With JavaScript they go through
 * fetchers and the card says what it is doing; remove asks with the browser's confirm. Without JavaScript,
 * Remove leads to `removeHref`, which renders the confirmation inside the card.
 */
export function CollectionEntryCard({
  entry,
  subject,
  action,
  removeHref,
  cancelRemoveHref,
  confirming,
  notesResult,
  eager = false,
}: {
  entry: CollectionEntryView;
  subject: CollectionSubject;
  /** Where the forms post: the page with its tab and page, so the action returns to them. */
  action: string;
  removeHref: string;
  cancelRemoveHref: string;
  confirming: boolean;
  notesResult?: SubmissionResult<string[]>;
  eager?: boolean;
}) {
  const moveFetcher = useFetcher({ key: `move-${subject.field}-${entry.id}` });
  const removeFetcher = useFetcher({ key: `remove-${subject.field}-${entry.id}` });
  const moveId = useId();
  const headingId = `entry-${entry.id}-name`;
  const moving = moveFetcher.state !== "idle";
  const removing = removeFetcher.state !== "idle";
  const others = COLLECTION_TYPES.filter((type) => type !== entry.collectionType);
  const entryFields = (
    <>
      <input type="hidden" name={subject.field} value={subject.id} />
      <input type="hidden" name="collectionType" value={entry.collectionType} />
    </>
  );

  return (
    <Card
      as="li"
      id={`entry-${entry.id}`}
      aria-labelledby={headingId}
      aria-busy={moving || removing || undefined}
      className={cx("scroll-mt-24 p-4 transition-opacity", moving || removing ? "opacity-60" : "")}
    >
      <div className="flex gap-4">
        <Link to={subject.href} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start">
          <img
            src={subject.imageUrl}
            alt=""
            width={144}
            height={84}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="aspect-[12/7] w-28 rounded-md bg-brand-50 object-cover sm:w-36"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="break-words font-semibold text-slate-900">
            <Link to={subject.href} className="hover:text-brand-800 hover:underline">
              {subject.name}
            </Link>
          </h2>
          <p className="break-words text-sm italic text-slate-600">{subject.scientificName}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <CollectionTypeBadge type={entry.collectionType} />
            <span>
              Added <time dateTime={entry.createdAt}>{formatDay(entry.createdAt) ?? ""}</time>
            </span>
          </p>
        </div>
      </div>

      {entry.notes ? (
        <div className="mt-3 rounded-md bg-slate-50 px-3 py-2">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Notes</p>
          <p className="mt-0.5 whitespace-pre-wrap break-words text-sm text-slate-800">{entry.notes}</p>
        </div>
      ) : null}
      <NotesForm
        entryId={entry.id}
        subject={subject}
        collectionType={entry.collectionType}
        notes={entry.notes}
        action={action}
        serverResult={notesResult}
      />

      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
        <moveFetcher.Form method="post" action={action} preventScrollReset className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="move" />
          {entryFields}
          <label htmlFor={moveId} className="text-sm text-slate-700">
            Move to
          </label>
          <select id={moveId} name="moveTo" defaultValue={others[0]} className={selectClasses}>
            {others.map((type) => (
              <option key={type} value={type}>
                {collectionTypeLabel(type)}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm" disabled={moving || removing}>
            {moving ? "Moving..." : "Move"}
            <span className="sr-only"> {subject.name}</span>
          </Button>
        </moveFetcher.Form>

        {removing ? (
          <span className="text-sm text-slate-600">Removing...</span>
        ) : confirming ? null : (
          <Link
            to={removeHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              if (!window.confirm(removeEntryConfirmation(subject.name, entry.collectionType))) return;
              removeFetcher.submit(
                { intent: "remove", [subject.field]: String(subject.id), collectionType: entry.collectionType },
                { method: "post", action, preventScrollReset: true },
              );
            }}
            className="rounded px-1.5 py-0.5 text-sm font-medium text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            Remove<span className="sr-only"> {subject.name}</span>
          </Link>
        )}
      </div>

      {confirming && !removing ? (
        <ConfirmRemove entry={entry} name={subject.name} action={action} cancelHref={cancelRemoveHref} entryFields={entryFields} />
      ) : null}
    </Card>
  );
}

/** The confirmation step without JavaScript: the question, a real remove button, and a way back. */
function ConfirmRemove({
  entry,
  name,
  action,
  cancelHref,
  entryFields,
}: {
  entry: CollectionEntryView;
  name: string;
  action: string;
  cancelHref: string;
  entryFields: ReactNode;
}) {
  const questionId = `confirm-remove-${entry.id}`;
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      aria-labelledby={questionId}
      className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p id={questionId} className="text-sm font-medium text-red-900">
        {removeEntryConfirmation(name, entry.collectionType)}
      </p>
      <input type="hidden" name="intent" value="remove" />
      {entryFields}
      <div className="mt-2 flex gap-2">
        <Button type="submit" variant="destructive" size="sm">
          Remove
        </Button>
        <Link to={cancelHref} preventScrollReset className={buttonClasses("secondary", "sm")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
