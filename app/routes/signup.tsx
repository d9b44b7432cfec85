import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { publicPageHeaders } from "~/services/http-cache.server";

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () => [{ title: "Join Shoal" }];

/** Accounts are created by signing in with the identity provider; this page says so and sends you there. */
export default function SignUp() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Join the Shoal community</h1>
      <p className="mt-4 text-slate-700">
        Save fish to your collection, join the discussion on every species, and share photos of your tanks. Your account is created the
        first time you sign in; then you choose a username.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <a href="/api/login?returnTo=%2F" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
          Create your account
        </a>
        <Link to="/fish" className="rounded-md border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-100">
          Browse fish first
        </Link>
      </div>
    </main>
  );
}
