import { Link } from "@remix-run/react";
import { checkerQueryString, type CheckerQuery } from "~/domain/checker-query";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * The tank's plants in the checker's GET form: each listed one kept as a hidden `plant` value with a link that
 * removes it, and a choice that adds one when the form is sent. Optional: with none, plants are not judged.
 */
export function CheckerPlants({ query, plants }: { query: CheckerQuery; plants: { id: number; name: string }[] }) {
  const names = new Map(plants.map((plant) => [plant.id, plant.name]));
  const without = (id: number) => `/checker?${checkerQueryString({ ...query, plantIds: query.plantIds.filter((other) => other !== id) })}`;
  const listed = new Set(query.plantIds);
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">The plants (optional)</legend>
      {query.plantIds.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
          {query.plantIds.map((id) => (
            <li key={id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <input type="hidden" name="plant" value={id} />
              <Link to={`/plants/${id}`} className="text-brand-700 underline hover:text-brand-800">
                {names.get(id) ?? `Plant #${id}`}
              </Link>
              <Link
                to={without(id)}
                className="text-sm text-slate-600 underline hover:text-red-700"
                aria-label={`Remove ${names.get(id) ?? "this plant"}`}
              >
                Remove
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Add plants to hear which the fish will eat, and which suit the tank&apos;s light.</p>
      )}
      <label className="mt-3 block text-sm font-medium text-slate-800 sm:w-2/3">
        Add a plant
        <select name="plant" defaultValue="" className={input}>
          <option value="">None</option>
          {plants
            .filter((plant) => !listed.has(plant.id))
            .map((plant) => (
              <option key={plant.id} value={plant.id}>
                {plant.name}
              </option>
            ))}
        </select>
      </label>
    </fieldset>
  );
}
