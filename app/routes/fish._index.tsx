import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listFishCards } from "~/models/fish.server";

export const meta: MetaFunction = () => [{ title: "Fish Database | Shoal" }];

export function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  const needle = q.toLowerCase();
  const all = listFishCards();
  const fish = needle
    ? all.filter((f) => f.name.toLowerCase().includes(needle) || f.scientificName.toLowerCase().includes(needle))
    : all;
  return { fish, q };
}

/** The species in the database. Profiles, filters and live search are being built. */
export default function FishDatabase() {
  const { fish, q } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Fish Database</h1>
      <p className="mt-2 text-slate-700">Full profiles with care and compatibility are coming soon.</p>
      {q ? <p className="mt-4 text-sm text-slate-600">Results for “{q}”</p> : null}
      {fish.length === 0 ? (
        <p className="mt-6 text-slate-700">No fish found matching “{q}”</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fish.map((f) => (
            <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{f.name}</p>
              <p className="text-sm italic text-slate-600">{f.scientificName}</p>
              <p className="mt-2 text-xs text-slate-600">
                {f.difficulty} · {f.temperament}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
