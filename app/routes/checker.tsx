import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckerForm } from "~/components/checker/checker-form";
import { TankReport } from "~/components/tanks/tank-report";
import { Card } from "~/components/ui/card";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { checkerQueryString, parseCheckerQuery, type CheckerQueryFish } from "~/domain/checker-query";
import type { Sex } from "~/domain/checker/types";
import { checkStock, findSpeciesByName } from "~/models/checker.server";
import { plantChoices } from "~/models/tank-plants.server";
import { listFishNames } from "~/models/fish.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor } from "~/services/http-cache.server";
import { enforcePageRateLimit } from "~/services/rate-limit.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";

export const meta: MetaFunction = () => [
  { title: "Tank Checker | Shoal" },
  {
    name: "description",
    content: "Check whether fish will get on in a tank: water, predators, fin-nippers, group sizes, space and stocking, each explained.",
  },
];

const SEXES: readonly Sex[] = ["male", "female", "mixed"];

/**
 * The anonymous checker: a GET form, so every result is a link anyone can share, with or without JavaScript and
 * without signing in. A species typed by name (`add`, with `addCount` and `addSex`) is found by the fish search
 * and the page moves to the same link with that fish in it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getOptionalUser(request);
  const preferences = unitPreferencesFor(request, user);
  const parsed = parseCheckerQuery(url.searchParams, preferences.units, preferences.hardness);
  const headers = { "Cache-Control": cacheControlFor(Boolean(user)), Vary: "Cookie" };
  const species = listFishNames();

  const added = (url.searchParams.get("add") ?? "").trim().slice(0, 100);
  if (added) {
    const found = findSpeciesByName(added);
    if (found) {
      const count = Math.min(500, Math.max(1, Number.parseInt(url.searchParams.get("addCount") ?? "1", 10) || 1));
      const sex = SEXES.find((s) => s === url.searchParams.get("addSex"));
      const entry: CheckerQueryFish = sex ? { fishId: found.id, count, sex } : { fishId: found.id, count };
      throw redirect(`/checker?${checkerQueryString(parsed.query, entry)}`);
    }
  }
  const notFound = added ? `No fish matches "${added}".` : null;
  const asked = ["length", "width", "height", "size"].some((key) => url.searchParams.has(key));
  const names = Object.fromEntries(species.map((entry) => [entry.id, entry.name]));
  const base = { query: parsed.query, species, names, notFound, plants: plantChoices() };

  if (!parsed.ok) return data({ ...base, problem: asked ? parsed.message : null, result: null }, { status: asked ? 400 : 200, headers });
  if (parsed.query.fish.length === 0) return data({ ...base, problem: null, result: null }, { headers });
  // Each check costs real work: a script varying the question cannot keep the server busy for everyone else.
  await enforcePageRateLimit("checker", user, context);
  const checked = checkStock(parsed.tank, parsed.query.fish, parsed.query.plantIds);
  if (!checked.ok) return data({ ...base, problem: checked.message, result: null }, { status: 400, headers });
  return data({ ...base, problem: null, result: checked }, { headers });
}

export default function CheckerPage() {
  const { query, species, names, notFound, problem, result, plants } = useLoaderData<typeof loader>();
  const units = useUnitPreferences();
  // The report shows the tank's own units, so the numbers read the way the form was filled in.
  const reportUnits = {
    ...units,
    units: query.units === "us" ? ("us" as const) : units.units === "us" ? ("metric" as const) : units.units,
  };
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Tank Checker</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Will these fish get on in this tank? Every verdict comes with the numbers behind it: water, predators, fin-nippers, group sizes,
        space and stocking. No sign-in needed, and the address of a result can be shared.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <CheckerForm query={query} species={species} names={names} notFound={notFound} problem={problem} plants={plants} />
      </Card>
      {result ? (
        <Card className="mt-6 p-5 sm:p-6">
          {query.rules && query.rules !== result.report.rulesVersion ? (
            <p role="note" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              This link was shared under the checker&apos;s rules {query.rules}. The report below uses today&apos;s rules (
              {result.report.rulesVersion}), so its verdict may differ from what was shared.
            </p>
          ) : null}
          <TankReport
            report={result.report}
            names={result.names}
            units={reportUnits}
            suggestionHref={({ fishId, count }) => `/checker?${checkerQueryString(query, { fishId, count })}`}
            plantSuggestionHref={({ plantId }) => `/checker?${checkerQueryString(query, undefined, plantId)}`}
          />
        </Card>
      ) : null}
    </main>
  );
}
