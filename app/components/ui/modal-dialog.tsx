import { cva, cx } from "class-variance-authority";
import { useEffect, useRef, type KeyboardEventHandler, type ReactNode } from "react";

/**
 * The dialog element itself is the dimmed layer over the page, and the panel sits inside it, so the dialog
 * looks the same in the server's HTML (open, not yet modal) as once the script has made it modal; a click on
 * the dim is a click on the dialog, not on the panel. The browser's own backdrop stays clear. Until it is modal
 * (in the top layer) it needs a z-index above the page's header and menus; the toasts stay above it.
 */
const layer = cva(
  "fixed inset-0 z-[90] m-0 flex h-full max-h-none w-full max-w-none justify-center border-0 bg-slate-900/60 p-4 backdrop:bg-transparent",
  {
    variants: {
      placement: {
        top: "items-start overflow-y-auto pt-[8vh]",
        center: "items-center",
      },
    },
  },
);

const panel = cva("w-full rounded-xl bg-white shadow-2xl", {
  variants: {
    size: {
      sm: "max-w-md p-6",
      md: "flex max-h-[80vh] max-w-lg flex-col overflow-hidden",
      lg: "max-w-3xl",
    },
  },
});

/**
 * A modal dialog on the platform's `<dialog>`: shown while it is rendered. `showModal()` keeps focus inside,
 * makes the page behind inert and closes on Escape; a click on the dim closes it too. Every way of closing
 * goes through the element's `close()`, so the browser gives focus back to what had it, and then `onClose`
 * lets the page stop rendering it (and focus its trigger, for browsers that do not focus a clicked link).
 *
 * It arrives open in the HTML, so a dialog the server renders (the username form) is there without a script,
 * as a plain layer over the page. Without `onClose` it cannot be dismissed: it is a step the page requires.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  placement = "top",
  size,
  onKeyDown,
  children,
}: {
  labelledBy: string;
  onClose?: () => void;
  placement?: "top" | "center";
  size: "sm" | "md" | "lg";
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Open as HTML, it is not modal yet; showModal() refuses a dialog that is already open.
    dialog.removeAttribute("open");
    dialog.showModal();
    // showModal() does not stop the page behind from scrolling under the wheel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onCancel = (event: Event) => {
      if (!onCloseRef.current) event.preventDefault();
    };
    const onClosed = () => {
      if (onCloseRef.current) onCloseRef.current();
      // The browser closes even a required dialog on a repeated Escape; it opens again.
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosed);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      // The implicit role, written out so the dialog can be found as [role=dialog] like any other.
      role="dialog"
      aria-labelledby={labelledBy}
      onKeyDown={(event) => {
        // A search box spends Escape on clearing itself, and the browser then keeps the dialog open: here
        // Escape closes the dialog from any control in it.
        if (onClose && event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          event.currentTarget.close();
        }
        onKeyDown?.(event);
      }}
      onPointerDown={(event) => {
        if (onClose && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={layer({ placement })}
    >
      <div className={panel({ size })}>{children}</div>
    </dialog>
  );
}

/** Closes the dialog it is in; the dialog's `onClose` follows. */
export function DialogClose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={(event) => event.currentTarget.closest("dialog")?.close()}
      className={cx("rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900", className)}
    >
      {children}
    </button>
  );
}
