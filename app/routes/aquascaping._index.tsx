import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AquascapeCard } from "~/components/aquascaping/aquascape-card";
import { AquascapeLevelFilter, AquascapeSearch } from "~/components/aquascaping/aquascape-filters";
import { EssentialTools } from "~/components/aquascaping/essential-tools";
import { ErrorScreen } from "~/components/layout/error-screen";
import { aquascapeLevelLabel, normalizeAquascapeQuery, parseAquascapeLevel } from "~/domain/aquascapes";
import { countAquascapes, findAquascapes } from "~/models/aquascape.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { cx } from "class-variance-authority";

/** Cards in the first row on a wide screen load at once; the rest are lazy. */
const EAGER_IMAGES = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `"${data.q}" in Aquascaping Guides | Shoal` : "Aquascaping Guides | Shoal" },
  {
    name: "description",
    content:
      "Aquascaping guides for every style, from Iwagumi and Dutch to jungle, biotope and nano tanks, with the tools and plants each one needs.",
  },
];

/** /aquascaping?q=…&level=…: the search and the level are query parameters; the list is filtered here, on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = normalizeAquascapeQuery(params.get("q"));
  const level = parseAquascapeLevel(params.get("level"));
  const user = await getOptionalUser(request);
  const guides = findAquascapes({ q, level });
  return data({ guides, q, level, total: countAquascapes() }, { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } });
}

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export default function AquascapingPage() {
  const { guides, q, level, total } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // While a level or search is loading, show the level the visitor chose and dim the old list.
  const pending = navigation.location?.pathname === "/aquascaping" ? new URLSearchParams(navigation.location.search) : null;
  const shownLevel = pending ? parseAquascapeLevel(pending.get("level")) : level;
  const filtered = q !== "" || level !== "all";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Aquascaping Guides</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        How the great aquascaping styles are built: the hardscape, the plants that suit them, the tools you will reach for and how much care
        each one takes.
      </p>

      <div className="mt-6 space-y-4">
        <AquascapeSearch q={q} level={level} />
        <AquascapeLevelFilter active={shownLevel} q={q} />
      </div>

      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {guides.length === 0
          ? null
          : filtered
            ? `${guides.length} of ${total} guides${q ? ` matching "${q}"` : ""}${level !== "all" ? ` · ${aquascapeLevelLabel(level)}` : ""}`
            : `${total} guides`}
      </p>

      {guides.length === 0 ? (
        <EmptyResult q={q} levelLabel={level !== "all" ? aquascapeLevelLabel(level) : null} />
      ) : (
        <ul
          className={cx(
            "mt-4 grid grid-cols-1 gap-4 [--card-height:800px] md:grid-cols-2 lg:grid-cols-3",
            pending ? "opacity-60 transition-opacity" : "",
          )}
        >
          {guides.map((guide, i) => (
            <li key={guide.id} className={i < EAGER_IMAGES ? undefined : "render-near-view"}>
              <AquascapeCard guide={guide} eager={i < EAGER_IMAGES} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10">
        <EssentialTools />
      </div>
    </main>
  );
}

/** Nothing matched: say what was asked, and offer Clear Filters, which resets the search and the level. */
function EmptyResult({ q, levelLabel }: { q: string; levelLabel: string | null }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No Guides Found</h2>
      <p className="mt-2 text-slate-700">
        {q
          ? `No aquascaping guides match "${q}"${levelLabel ? ` at the ${levelLabel} level` : ""}.`
          : levelLabel
            ? `No ${levelLabel} guides yet.`
            : "No guides yet."}
      </p>
      <p className="mt-1 text-sm text-slate-600">Try a style, plant or tool name, or clear the filters to see every guide.</p>
      <Link
        to="/aquascaping"
        replace
        preventScrollReset
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Clear Filters
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
