import { useEffect } from "react";
import { useToast } from "~/components/toast/toast-context";
import { PROTECTED_PAGE_REDIRECT_DELAY_MS } from "~/components/settings";
import { SIGNED_OUT_TOAST } from "~/domain/access";

/**
 * A member's page asked for by a visitor: 'Unauthorized' / 'You are logged out. Logging in again...', then on
 * to sign in, which brings them back. With JavaScript the same words show as a toast and the browser moves on
 * after 500 ms; without it a refresh in the page moves on after a second, and the link is there too.
 */
export function SignInRequired({ signIn }: { signIn: string }) {
  const { show } = useToast();
  useEffect(() => {
    show({ ...SIGNED_OUT_TOAST, variant: "destructive" });
    const timer = window.setTimeout(() => window.location.assign(signIn), PROTECTED_PAGE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [show, signIn]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {/* Browsers follow a refresh anywhere in the document: this is what moves a page without JavaScript. */}
      <meta httpEquiv="refresh" content={`1;url=${signIn}`} />
      <h1 className="text-3xl font-bold text-slate-900">{SIGNED_OUT_TOAST.title}</h1>
      <p role="status" className="mt-4 text-slate-700">
        {SIGNED_OUT_TOAST.description}
      </p>
      <a href={signIn} className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Sign in
      </a>
    </main>
  );
}
