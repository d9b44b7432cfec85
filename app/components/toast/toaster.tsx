import { useEffect, useRef, useState } from "react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "~/components/settings";
import { useToast, type ToastMessage } from "./toast-context";
import { cx } from "class-variance-authority";

/** Shows the server's next flash toast when a navigation brings one. */
export function useServerToast(toast: ToastMessage | null) {
  const { show } = useToast();
  const lastShown = useRef<string | null>(toast?.id ?? null);
  useEffect(() => {
    if (toast && toast.id !== lastShown.current) {
      lastShown.current = toast.id;
      show(toast);
    }
  }, [toast, show]);
}

export function Toaster() {
  const { current, dismiss } = useToast();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) viewport.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`}>
      <div
        ref={viewport}
        tabIndex={-1}
        className="pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      >
        {current ? <ToastItem key={current.id} toast={current} onDismiss={() => dismiss(current.id)} /> : null}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      // Without JavaScript the CSS animation hides it after the same 5 seconds.
      className={cx(
        "pointer-events-auto relative rounded-lg border p-4 pr-10 shadow-lg transition-transform",
        hydrated ? "" : "toast-auto-hide",
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
      )}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={(event) => {
        start.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      }}
      onPointerUp={() => {
        if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
        start.current = null;
        setOffset(0);
      }}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
      {hydrated ? (
        <button
          type="button"
          onClick={onDismiss}
          className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100"
          aria-label="Dismiss notification"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
