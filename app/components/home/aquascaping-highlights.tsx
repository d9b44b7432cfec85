import { Link } from "@remix-run/react";
import { AquascapeDifficultyBadge } from "~/components/aquascaping/aquascape-card";
import { EssentialTools } from "~/components/aquascaping/essential-tools";
import { aquascapeHref } from "~/domain/aquascapes";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import type { HomeGuide } from "~/models/home-catalogue.server";

/** What a home page guide card shows (the model's shape); tools and plants stay on /aquascaping. */
type HomeGuideCardData = HomeGuide;

/** Aquascaping: 3 guides, then the static block of four essential tools. */
export function AquascapingHighlights({ guides }: { guides: HomeGuideCardData[] }) {
  return (
    <section aria-labelledby="aquascaping-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="aquascaping-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Aquascaping Guides
          </h2>
          <p className="mt-1 text-slate-700">From a first planted tank to a competition layout.</p>
        </div>
        <Link to="/aquascaping" className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          All guides <span aria-hidden="true">→</span>
        </Link>
      </div>
      {guides.length === 0 ? (
        <EmptyState compact className="mt-6" description="No aquascaping guides in the database yet." />
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.id}>
              <HomeGuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <EssentialTools headingLevel={3} />
      </div>
    </section>
  );
}

function HomeGuideCard({ guide }: { guide: HomeGuideCardData }) {
  const headingId = `home-guide-${guide.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden">
      <img
        src={guide.imageUrl}
        alt={`Illustration of the ${guide.title} aquascape`}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full bg-brand-50 object-cover md:aspect-[8/5]"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{guide.style}</p>
            <h3 id={headingId} className="mt-0.5 font-semibold text-slate-900">
              {guide.title}
            </h3>
          </div>
          <AquascapeDifficultyBadge difficulty={guide.difficulty} />
        </div>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-700 md:line-clamp-4">{guide.description}</p>
        <Link
          to={aquascapeHref(guide.id)}
          className="mt-auto pt-2 text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          Read the guide<span className="sr-only">: {guide.title}</span>
        </Link>
      </div>
    </Card>
  );
}
