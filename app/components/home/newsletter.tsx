import { useState } from "react";

/**
 * The newsletter block: an e-mail box and a Subscribe Now button that is not wired to any call. It is
 * deliberately not a form, so nothing is ever submitted (not even by Enter without JavaScript), and the small
 * print says so; with JavaScript, pressing the button says again that nothing was sent.
 */
export function Newsletter() {
  const [pressed, setPressed] = useState(false);
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 px-5 py-10 text-white sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="newsletter-heading" className="text-2xl font-bold sm:text-3xl">
          Stay in the Loop
        </h2>
        <p className="mt-2 text-brand-50">We plan an occasional e-mail with new species profiles, care tips and video tutorials.</p>
        <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-describedby="newsletter-note"
            className="min-w-0 flex-1 rounded-md border border-white/40 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
          <button
            type="button"
            aria-describedby="newsletter-note"
            onClick={() => setPressed(true)}
            className="rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Subscribe Now
          </button>
        </div>
        <p id="newsletter-note" className="mt-3 text-sm text-brand-50">
          The newsletter has not started yet: this box does not send or store your address.
        </p>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-white">
          {pressed ? "Nothing was sent: the newsletter is not available yet." : ""}
        </p>
      </div>
    </section>
  );
}
