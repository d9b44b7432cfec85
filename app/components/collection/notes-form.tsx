import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Button } from "~/components/ui/button";
import { NOTES_MAX_LENGTH, notesCounterLabel, notesProblem, type CollectionType } from "~/domain/collection-rules";
import type { CollectionSubject } from "./collection-entry-card";
import { cx } from "class-variance-authority";

/** What the page's action answers to notes it did not accept (too long): the card's key and the field errors. */
export type NotesFormData = { intent: "update-notes"; entry: string; result: SubmissionResult<string[]> };

function textOf(result: SubmissionResult<string[]> | undefined, saved: string | null): string {
  const value = result?.initialValue?.notes;
  return typeof value === "string" ? value : (saved ?? "");
}

/**
 * The notes of one entry, behind an "Edit notes" (or "Add notes") disclosure: a `<details>`, so it opens
 * without JavaScript. The form posts to the page's action; with JavaScript through a fetcher, with a live
 * counter, and it closes again once the notes are saved. Refused notes (too long) come back open, with what
 * was typed and the message beside the box.
 */
export function NotesForm({
  entryId,
  subject,
  collectionType,
  notes,
  action,
  serverResult,
}: {
  entryId: number;
  subject: CollectionSubject;
  collectionType: CollectionType;
  notes: string | null;
  action: string;
  serverResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<NotesFormData>({ key: `notes-${subject.field}-${entryId}` });
  const fetcherResult = fetcher.data?.intent === "update-notes" ? fetcher.data.result : undefined;
  const lastResult = fetcherResult ?? serverResult;
  const [form, fields] = useForm({
    id: `notes-form-${entryId}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The server's rule, without shipping a schema library to the browser.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const text = typeof payload.notes === "string" ? payload.notes : "";
          const problem = notesProblem(text);
          return problem ? { error: { notes: [problem] } } : { value: { notes: text.trim() } };
        },
      }),
  });
  const [text, setText] = useState(() => textOf(lastResult, notes));
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const wasSaving = useRef(false);
  const saving = fetcher.state !== "idle";

  // Saved notes arrive with the page's fresh data: the box follows them. Only when they change: at first the box
  // holds what the server answered, which after a refusal is what was typed, not what was saved.
  const notesShown = useRef(notes);
  useEffect(() => {
    if (notesShown.current === notes) return;
    notesShown.current = notes;
    setText(notes ?? "");
  }, [notes]);
  // An accepted save redirects, which leaves the fetcher without data: then the disclosure closes.
  useEffect(() => {
    if (saving) {
      wasSaving.current = true;
      return;
    }
    if (!wasSaving.current) return;
    wasSaving.current = false;
    if (fetcher.data === undefined && detailsRef.current) detailsRef.current.open = false;
  }, [saving, fetcher.data]);

  const error = fields.notes.errors?.[0];
  const over = text.length > NOTES_MAX_LENGTH;
  const counterId = `${fields.notes.id}-counter`;

  return (
    <details ref={detailsRef} open={Boolean(serverResult) || undefined} className="group mt-3">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-brand-800 hover:text-brand-900 hover:underline [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {notes ? "Edit notes" : "Add notes"}
        <span className="sr-only"> for {subject.name}</span>
      </summary>
      <fetcher.Form method="post" action={action} preventScrollReset className="mt-2" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="update-notes" />
        <input type="hidden" name={subject.field} value={subject.id} />
        <input type="hidden" name="collectionType" value={collectionType} />
        <label htmlFor={fields.notes.id} className="sr-only">
          Notes on {subject.name}
        </label>
        <textarea
          id={fields.notes.id}
          name={fields.notes.name}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={subject.notesPlaceholder}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${counterId} ${fields.notes.errorId}`}
          className={cx(
            "w-full resize-y rounded-md border px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2",
            error || over ? "border-red-600 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100",
          )}
        />
        <p id={fields.notes.errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
          {error}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p id={counterId} className={cx("text-xs", over ? "font-medium text-red-700" : "text-slate-500")}>
            {hydrated ? notesCounterLabel(text) : `Up to ${NOTES_MAX_LENGTH} characters; leave empty to clear`}
          </p>
          <Button type="submit" size="sm" disabled={saving || (hydrated && over)}>
            {saving ? "Saving..." : "Save notes"}
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}
