import { useId, useRef, useState, type ReactNode } from "react";
import { useDismissableDetails } from "~/components/layout/use-dismissable-details";
import { buttonClasses } from "./button";
import { cx } from "class-variance-authority";

/**
 * A dialog that opens and closes without JavaScript. It is a `<details>`: its `<summary>` is the trigger, and the
 * panel is the disclosed content, laid over the page. While it is open, the summary also draws the dimmed
 * backdrop and the Close label above the panel (both are inside the summary), so a click on either toggles the
 * `<details>` shut with no script at all; from the keyboard, the summary toggles it like any disclosure.
 *
 * The panel opens at least 7rem down: the Close label sits 2.5rem above it, so on a phone, where 8vh is less than
 * the 4rem header, it stays below the header's menu button instead of lying over it.
 *
 * With JavaScript it also closes on Escape (focus returns to the trigger), on a click outside and after a
 * navigation, and focus moves into the panel when it opens. It is not modal: without a script nothing could keep
 * focus inside, so it does not claim `aria-modal`.
 *
 * `contentOnceOpened` renders the panel's content only from the first time the dialog opens: for a dialog that
 * only a script shows, whose content loads its own script on demand, so a page's first load does not carry it.
 */
export function Dialog({
  trigger,
  title,
  children,
  triggerClassName = buttonClasses("secondary"),
  defaultOpen = false,
  contentOnceOpened = false,
}: {
  /** What the closed dialog shows: a label, or an icon with a label. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  triggerClassName?: string;
  /** Open as the page arrives: a form posted without JavaScript comes back open, with its problems. */
  defaultOpen?: boolean;
  /** Render the content only once the dialog has been opened (never for a dialog the server renders). */
  contentOnceOpened?: boolean;
}) {
  const ref = useDismissableDetails<HTMLDetailsElement>(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen || !contentOnceOpened);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  return (
    <details
      ref={ref}
      open={defaultOpen || undefined}
      className="group/dialog"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        panelRef.current?.focus();
      }}
    >
      <summary className={cx("cursor-pointer", triggerClassName)}>
        {trigger}
        <span
          aria-hidden="true"
          className="fixed inset-0 z-40 hidden cursor-default bg-slate-900/50 px-4 pt-[max(8vh,7rem)] group-open/dialog:flex group-open/dialog:justify-center"
        >
          <span className="-mt-10 flex h-8 w-full max-w-lg justify-end">
            <span className="cursor-pointer rounded-md bg-white px-3 py-1 text-sm font-medium text-slate-700 shadow hover:bg-slate-100">
              Close
            </span>
          </span>
        </span>
      </summary>
      <div
        ref={panelRef}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="fixed inset-x-4 top-[max(8vh,7rem)] z-50 mx-auto max-h-[calc(100vh_-_max(8vh,7rem)_-_1rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-5 text-left shadow-2xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3">{opened ? children : null}</div>
      </div>
    </details>
  );
}
