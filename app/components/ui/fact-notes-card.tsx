import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { factNoteAnchor } from "~/domain/fact-note-links";

/** One note on one fact: which references said what, and why the value shown was kept. */
export type FactNote = { fact: string; label: string; text: string };

/**
 * For each fact a note was written on, who said what and why the value shown was kept: "Where the references
 * differ" where the notes are only on spreads (plants). Nothing when there are none. `folded` keeps the notes
 * behind a native disclosure (it opens without JavaScript) for a page whose notes run long.
 */
export function FactNotesCard({
  notes,
  title = "Where the references differ",
  folded = false,
}: {
  notes: readonly FactNote[];
  title?: string;
  folded?: boolean;
}) {
  const details = useOpenAtNote();
  if (notes.length === 0) return null;
  const list = (
    <dl className="mt-3 space-y-2 text-sm">
      {notes.map((note) => (
        <div key={note.fact} id={factNoteAnchor(note.fact)} className="scroll-mt-20">
          <dt className="inline font-medium text-slate-900">{note.label}: </dt>
          <dd className="inline text-slate-700">{note.text}</dd>
        </div>
      ))}
    </dl>
  );
  const count = notes.length === 1 ? "the note on 1 fact" : `the notes on ${notes.length} facts`;
  return (
    <section aria-labelledby="notes-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {folded ? (
        <details ref={details} className="group mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 underline hover:text-brand-800">
            <span className="group-open:hidden">Show {count}</span>
            <span className="hidden group-open:inline">Hide {count}</span>
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  );
}

/**
 * Opens the folded notes at the note a link points to (`/fish/12#note-eatsSnails`, from a checker finding). The
 * browser does it on a page load; after a navigation within the site it is this, since the note is hidden in a
 * closed disclosure when the router scrolls.
 */
function useOpenAtNote() {
  const details = useRef<HTMLDetailsElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    const note = hash.length > 1 ? details.current?.querySelector<HTMLElement>(`[id="${CSS.escape(hash.slice(1))}"]`) : null;
    if (!details.current || !note) return;
    details.current.open = true;
    note.scrollIntoView();
  }, [hash]);
  return details;
}
