import { useRevalidator } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useToast } from "~/components/toast/toast-context";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/components/use-hydrated";
import { normalizeUsernameInput, USERNAME_MAX } from "~/domain/username-rules";
import { useUsernameAvailability } from "./use-username-availability";
import { cx } from "class-variance-authority";

/**
 * The Create Your Username overlay. Without JavaScript it is a plain form post to /username, which answers
 * with the problem beside the field. With JavaScript the input is cleaned as typed, availability is checked
 * while typing, and the name is saved through the JSON API without leaving the page.
 */
export function UsernameModal({
  returnTo,
  defaultValue = "",
  serverError,
}: {
  returnTo: string;
  defaultValue?: string;
  serverError?: string;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>(serverError);
  const availability = useUsernameAvailability(value, hydrated);
  const { show } = useToast();
  const revalidator = useRevalidator();
  const titleId = useId();
  const inputId = useId();
  const messageId = useId();

  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Whatever was typed before the page's script took over is kept, and checked like anything typed after.
    const typedEarly = inputRef.current?.value;
    if (typedEarly) setValue(normalizeUsernameInput(typedEarly));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (availability.state !== "available" || saving) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      const response = await fetch("/api/users/username", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: value.trim() }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        const message = body.message || "Failed to set username";
        setSaveError(message);
        show({ title: "Error", description: message, variant: "destructive" });
        return;
      }
      show({ title: "Username Set!", description: "Your username has been successfully created." });
      revalidator.revalidate();
    } catch {
      show({ title: "Error", description: "Failed to set username", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  const canSubmit = !hydrated || (value.trim() !== "" && availability.state === "available" && !saving);
  const message =
    saveError ?? (availability.state === "available" || availability.state === "unavailable" ? availability.message : undefined);
  const tone =
    saveError || availability.state === "unavailable"
      ? "border-red-600 focus:ring-red-100"
      : availability.state === "available"
        ? "border-green-600 focus:ring-green-100"
        : "border-slate-300 focus:ring-brand-100";

  return (
    <ModalDialog labelledBy={titleId} placement="center" size="sm">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        Create Your Username
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose a unique username for the community. It can use letters, numbers and underscores.
      </p>
      <form method="post" action="/username" onSubmit={hydrated ? onSubmit : undefined} className="mt-4" noValidate={hydrated}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Username
        </label>
        <div className="relative mt-1">
          <input
            ref={inputRef}
            id={inputId}
            name="username"
            value={value}
            onChange={(event) => {
              setSaveError(undefined);
              setValue(normalizeUsernameInput(event.target.value));
            }}
            required
            minLength={3}
            maxLength={USERNAME_MAX}
            pattern="[A-Za-z0-9_]+"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            aria-invalid={Boolean(saveError) || availability.state === "unavailable" || undefined}
            aria-describedby={messageId}
            className={cx("w-full rounded-md border px-3 py-2 pr-10 focus:outline-none focus:ring-2", tone)}
          />
          <span className="absolute inset-y-0 right-3 flex items-center" aria-hidden="true">
            {availability.state === "checking" ? (
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            ) : availability.state === "available" ? (
              <span className="text-green-700">✓</span>
            ) : availability.state === "unavailable" ? (
              <span className="text-red-700">✕</span>
            ) : null}
          </span>
        </div>
        <p
          id={messageId}
          aria-live="polite"
          className={cx("mt-1 min-h-5 text-sm", saveError || availability.state === "unavailable" ? "text-red-700" : "text-green-700")}
        >
          {availability.state === "checking" ? <span className="text-slate-600">Checking availability...</span> : message}
        </p>
        <button
          type="submit"
          disabled={!canSubmit}
          className="mt-4 w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {saving ? "Creating Username..." : "Create Username"}
        </button>
      </form>
    </ModalDialog>
  );
}
