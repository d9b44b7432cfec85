import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listFishCards } from "~/models/fish.server";
import { getOptionalUser } from "~/services/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Shoal: the freshwater aquarium fish encyclopedia" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const sampleFish = listFishCards().slice(0, user ? 3 : 4);
  return data(
    { signedIn: Boolean(user), sampleFish },
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } },
  );
}

export const headers = publicPageHeaders;

const FEATURES = [
  { title: "Fish profiles", text: "Care requirements, water parameters and tank size for every species." },
  { title: "Tank compatibility", text: "Which fish live well together, and which to keep apart." },
  { title: "Your collection", text: "Keep track of the fish you own, love and want next." },
  { title: "Community", text: "Discuss each species and share photos of your tanks." },
];

export default function Index() {
  const { signedIn, sampleFish } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight md:text-5xl">
            {signedIn ? "Welcome back to Shoal" : "Everything your freshwater fish need to thrive"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            {signedIn
              ? "Look up a species, check who it gets along with, and plan your next tank."
              : "Shoal is a complete guide to freshwater aquarium fish care: fish profiles, care guides and your personal collection. Start with 11+ species and growing."}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {signedIn ? (
              <>
                <Link to="/fish" className="rounded-md bg-white px-5 py-2.5 font-medium text-brand-800 hover:bg-brand-50">
                  Explore Fish Database
                </Link>
                <Link to="/videos" className="rounded-md border border-white/70 px-5 py-2.5 font-medium text-white hover:bg-white/10">
                  Watch Tutorials
                </Link>
              </>
            ) : (
              <>
                <a href="/api/login?returnTo=%2F" className="rounded-md bg-white px-5 py-2.5 font-medium text-brand-800 hover:bg-brand-50">
                  Get Started Free
                </a>
                <a href="/api/login?returnTo=%2F" className="rounded-md border border-white/70 px-5 py-2.5 font-medium text-white hover:bg-white/10">
                  Sign In
                </a>
                <Link to="/fish" className="rounded-md px-5 py-2.5 font-medium text-white underline hover:text-brand-50">
                  Browse Fish
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      {!signedIn ? (
        <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            What you'll find on Shoal
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="fish-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="fish-heading" className="text-2xl font-bold text-slate-900">
          {signedIn ? "Featured Fish" : "Popular species"}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sampleFish.map((f) => (
            <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-5">
              <img src={f.imageUrl} alt={`Illustration of a ${f.name}`} width={160} height={80} className="h-20 w-40" />
              <h3 className="mt-3 font-semibold text-slate-900">{f.name}</h3>
              <p className="text-sm italic text-slate-600">{f.scientificName}</p>
              <span className="mt-3 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {f.difficulty}
              </span>
            </li>
          ))}
        </ul>
        <Link to="/" className="sr-only">
          Home
        </Link>
      </section>
    </main>
  );
}
