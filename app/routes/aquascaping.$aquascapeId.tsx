import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { AquascapeDifficultyBadge } from "~/components/aquascaping/aquascape-card";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Card } from "~/components/ui/card";
import { aquascapingHref } from "~/domain/aquascapes";
import { plantMentions, plantNamedIn, type MentionSegment } from "~/domain/plant-mentions";
import { getAquascape } from "~/models/aquascape.server";
import { guidePlantMatcher } from "~/models/plant.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "Guide Not Found | Shoal" }];
  const { guide } = page;
  const summary = guide.description.length > 155 ? `${guide.description.slice(0, 152).trimEnd()}...` : guide.description;
  return [{ title: `${guide.title} | Shoal Aquascaping` }, { name: "description", content: summary }];
};

/**
 * /aquascaping/{id}: one guide in full, the page "Read the guide" opens: its advice, every tool and every plant
 * (the cards show the first few). An id that is not a guide is 404 'Guide Not Found'. Each plant the guide
 * names, in its list or its advice, links to the plant's page where the encyclopedia has it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseRecordId(params.aquascapeId);
  const guide = id === null ? null : getAquascape(id);
  if (!guide) throw new Response("Guide not found", { status: 404 });
  const user = await getOptionalUser(request);
  const plants = guidePlantMatcher();
  const linked = {
    description: plantMentions(guide.description, plants),
    plants: guide.plants.map((name) => ({ name, plantId: plantNamedIn(name, plants) })),
  };
  return data({ guide, linked }, { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } });
}

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export default function AquascapePage() {
  const { guide, linked } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToGuides />
      <article aria-labelledby="guide-title" className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{guide.style}</p>
        <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
          <h1 id="guide-title" className="text-3xl font-bold leading-tight text-slate-900">
            {guide.title}
          </h1>
          <AquascapeDifficultyBadge difficulty={guide.difficulty} />
        </div>
        <img
          src={guide.imageUrl}
          alt={`Illustration of the ${guide.title} aquascape`}
          width={800}
          height={500}
          decoding="async"
          className="mt-6 aspect-[8/5] w-full rounded-xl bg-brand-50 object-cover"
        />
        <p className="mt-6 max-w-prose leading-relaxed text-slate-800">
          <LinkedText segments={linked.description} />
        </p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <GuideList id="guide-tools" title="Tools" items={guide.tools} empty="No special tools." />
          <GuideList id="guide-plants" title="Plants" items={linked.plants} empty="No plants: a hardscape on its own." />
        </div>
      </article>
    </main>
  );
}

const plantLinkClass = "font-medium text-brand-700 underline hover:text-brand-800";

/** Guide text with each plant it names (the first time) linked to the plant's page. */
function LinkedText({ segments }: { segments: MentionSegment[] }) {
  return segments.map((segment, i) =>
    segment.plantId ? (
      <Link key={i} to={`/plants/${segment.plantId}`} className={plantLinkClass}>
        {segment.text}
      </Link>
    ) : (
      segment.text
    ),
  );
}

function GuideList({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: (string | { name: string; plantId: number | null })[];
  empty: string;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {items.map((item) =>
            typeof item === "string" ? (
              <li key={item}>{item}</li>
            ) : (
              <li key={item.name}>
                {item.plantId ? (
                  <Link to={`/plants/${item.plantId}`} className={plantLinkClass}>
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </Card>
  );
}

function BackToGuides() {
  return (
    <Link
      to={aquascapingHref()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Aquascaping Guides
    </Link>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Guide Not Found</h1>
        <p className="mt-4 text-slate-600">The aquascaping guide you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <Link to={aquascapingHref()} className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          Back to Aquascaping Guides
        </Link>
      </main>
    );
  }
  return <ErrorScreen />;
}
