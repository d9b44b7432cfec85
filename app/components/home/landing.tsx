import { Link } from "@remix-run/react";
import { FishCard, type FishCardData } from "~/components/fish/fish-card";
import { Card } from "~/components/ui/card";
import { LineIcon } from "~/components/ui/line-icon";

type FeatureIcon = "profile" | "compatibility" | "collection" | "community";

/** The four feature cards of the landing page: what a member gets, each something Shoal really does. */
export const LANDING_FEATURES: ReadonlyArray<{ icon: FeatureIcon; title: string; text: string }> = [
  { icon: "profile", title: "Fish profiles", text: "Care requirements, water parameters and tank size for every species." },
  { icon: "compatibility", title: "Tank compatibility", text: "Which fish live well together, and which to keep apart." },
  { icon: "collection", title: "Your collection", text: "Keep track of the fish you own, love and want next." },
  { icon: "community", title: "Community", text: "Discuss each species and share photos of your tanks." },
];

const ICONS: Record<FeatureIcon, string> = {
  profile: "M4 5h16v14H4zM8 9h8M8 13h5",
  compatibility: "M9 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM23 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM9 12h6",
  collection: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  community: "M4 5h16v10H9l-5 4zM8 9h8M8 12h5",
};

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        What you will find on Shoal
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LANDING_FEATURES.map((feature) => (
          <Card as="li" key={feature.title} className="flex gap-4 p-4 sm:block sm:p-5">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <LineIcon path={ICONS[feature.icon]} />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900 sm:mt-3">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** Four real species from the database, each with its difficulty badge, linking to its profile. */
export function SampleFish({ fish }: { fish: FishCardData[] }) {
  return (
    <section aria-labelledby="sample-fish-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sample-fish-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Popular species
          </h2>
          <p className="mt-1 text-slate-700">Hardy favourites that many keepers start with.</p>
        </div>
        <Link to="/fish" className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          Browse all fish <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {fish.map((f) => (
          <li key={f.id}>
            <FishCard fish={f} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call to action: the same sign-up and login, and the link home (to the top of this page). */
export function LandingCallToAction() {
  return (
    <section aria-labelledby="join-heading" className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-10 text-center sm:px-10">
      <h2 id="join-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Start your collection
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">
        Signing up is free. Save the fish you keep and the ones you want next, join the discussions and share photos of your tanks.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/api/login?returnTo=%2F" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Create a free account
        </a>
        <Link
          to="/fish"
          className="rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-100"
        >
          Browse the fish database
        </Link>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Back to the top
        </Link>
      </p>
    </section>
  );
}
