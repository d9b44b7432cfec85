import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** An honest placeholder for a section that is being built: no sample content pretending to be real. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-700">
        {children}
        <p>This part of Shoal is coming soon.</p>
      </div>
      <Link to="/fish" className="mt-8 inline-block font-medium text-brand-700 underline hover:text-brand-800">
        Browse the fish database
      </Link>
    </main>
  );
}
