import { Link } from "@remix-run/react";

/** The fish page's not-found screen, with the way back to the list. */
export function FishNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Fish Not Found</h1>
      <p className="mt-4 text-slate-600">The fish you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link to="/fish" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Back to Fish Database
      </Link>
    </main>
  );
}
