import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_CONSENT,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_SENDER_NOTE,
  newsletterFormProblems,
  type NewsletterFormProblems,
} from "~/domain/newsletter";

/** What POST /newsletter answers to a form it did not accept. */
export type NewsletterActionData = { result: SubmissionResult<string[]> };

const errorText = "mt-1 text-left text-sm font-medium text-amber-100";

/** The first message the server gave for each field. */
function serverProblems(result: SubmissionResult<string[]> | undefined): NewsletterFormProblems {
  return { email: result?.error?.email?.[0], consent: result?.error?.consent?.[0] };
}

function problemsOf(form: HTMLFormElement): NewsletterFormProblems {
  const fields = new FormData(form);
  return newsletterFormProblems(String(fields.get("email") ?? ""), fields.get("consent") === "on");
}

/**
 * The newsletter block: an address and a consent box. A plain form post to /newsletter, which stores the
 * subscription and comes back here with a toast (post/redirect/get); with JavaScript the same form goes through a
 * fetcher, checks the fields first, and says here that the address is on the list. The block says who sends the
 * issues: the editors, by hand; the site sends no mail. It uses no form library: the home page is the first page
 * most visitors load, and two fields do not need one.
 */
export function Newsletter({
  subscribedAs,
  defaultEmail,
  returnTo = "/",
  serverResult,
}: {
  /** The member's own address when it is on the list. */
  subscribedAs?: string | null;
  defaultEmail?: string | null;
  returnTo?: string;
  /** The action's answer when this block is rendered by /newsletter itself (without JavaScript). */
  serverResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  const lastResult = fetcher.data?.result ?? serverResult;
  const [checked, setChecked] = useState<NewsletterFormProblems | null>(null);
  // Once the browser has checked the form, its answer is shown until the server answers again.
  useEffect(() => setChecked(null), [lastResult]);
  const problems = checked ?? serverProblems(lastResult);
  const kept = lastResult?.initialValue?.email;
  const keptEmail = typeof kept === "string" ? kept : undefined;
  const sending = fetcher.state !== "idle";
  const sentEmail = useRef<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  // An accepted post redirects, which leaves the fetcher without data: the address it sent is on the list.
  useEffect(() => {
    if (sending) {
      sentEmail.current = String(fetcher.formData?.get("email") ?? "")
        .trim()
        .toLowerCase();
      return;
    }
    if (sentEmail.current && fetcher.data === undefined) setConfirmed(sentEmail.current);
    sentEmail.current = null;
  }, [sending, fetcher.data, fetcher.formData]);
  const onList = confirmed ?? subscribedAs ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = problemsOf(event.currentTarget);
    setChecked(found);
    if (!found.email && !found.consent) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>(found.email ? "#newsletter-email" : "#newsletter-consent")?.focus();
  }

  // After a refused send, each change checks again, so a message goes as soon as its field is right.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (problems.email || problems.consent) setChecked(problemsOf(event.currentTarget));
  }

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 px-5 py-10 text-white sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-heading" className="text-2xl font-bold sm:text-3xl">
          Stay in the Loop
        </h2>
        <p className="mt-2 text-brand-50">An occasional e-mail with new species profiles, care tips and video tutorials.</p>
        <fetcher.Form
          id="newsletter-form"
          method="post"
          action="/newsletter"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          className="mx-auto mt-6 max-w-md"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          {/* A field people never see or fill: a script that fills every field gives itself away. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="newsletter-website">Leave this empty</label>
            <input id="newsletter-website" name={NEWSLETTER_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={EMAIL_MAX_LENGTH}
                key={keptEmail ?? ""}
                defaultValue={keptEmail ?? defaultEmail ?? ""}
                aria-invalid={problems.email ? true : undefined}
                aria-describedby={problems.email ? "newsletter-email-error" : undefined}
                autoComplete="email"
                placeholder="you@example.com"
                className="w-full rounded-md border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              />
              {problems.email ? (
                <p id="newsletter-email-error" className={errorText}>
                  {problems.email}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={sending}
              className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
            >
              {sending ? "Subscribing..." : "Subscribe Now"}
            </button>
          </div>
          <div className="mt-3 flex items-start gap-2 text-left text-sm text-brand-50">
            <input
              id="newsletter-consent"
              name="consent"
              type="checkbox"
              value="on"
              required
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? "newsletter-consent-error" : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 rounded border-white/60 accent-white"
            />
            <label htmlFor="newsletter-consent">{NEWSLETTER_CONSENT}</label>
          </div>
          {problems.consent ? (
            <p id="newsletter-consent-error" className={errorText}>
              {problems.consent}
            </p>
          ) : null}
        </fetcher.Form>
        <p className="mt-3 text-sm text-brand-50">{NEWSLETTER_SENDER_NOTE}</p>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-white">
          {onList ? `${onList} is on the newsletter list.` : ""}
        </p>
      </div>
    </section>
  );
}
