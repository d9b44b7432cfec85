import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MAX_PLANTS_PER_TANK } from "~/domain/tank-rules";

export type TankPlantView = { plantId: number; name: string; scientificName: string; imageUrl: string };

const control =
  "min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

type PlantChoice = { id: number; name: string };

/**
 * The plants growing in a tank: a form to add one from the encyclopedia (the member's owned plants first) and a
 * Remove button for each. Plain
 * posts to the tank page's action, so they work the same without JavaScript; the report below judges them with
 * the fish.
 */
export function TankPlants({
  plants,
  choices,
  action,
}: {
  plants: TankPlantView[];
  choices: { owned: PlantChoice[]; others: PlantChoice[] };
  action: string;
}) {
  const busy = useNavigation().state === "submitting";
  const growing = new Set(plants.map((plant) => plant.plantId));
  const owned = choices.owned.filter((choice) => !growing.has(choice.id));
  const others = choices.others.filter((choice) => !growing.has(choice.id));
  return (
    <section aria-labelledby="tank-plants-heading">
      <h2 id="tank-plants-heading" className="text-xl font-semibold text-slate-900">
        Plants in this tank
      </h2>
      <Card className="mt-3 p-4">
        {plants.length >= MAX_PLANTS_PER_TANK ? (
          <p className="text-sm text-slate-700">This tank lists {MAX_PLANTS_PER_TANK} plants, the most a tank can list here.</p>
        ) : (
          <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add-plant" />
            <label htmlFor="tank-plant-choice" className="w-full text-sm font-medium text-slate-800">
              Add a plant
            </label>
            <select id="tank-plant-choice" name="plantId" required defaultValue="" className={control}>
              <option value="" disabled>
                Choose a plant
              </option>
              {owned.length > 0 ? (
                <optgroup label="Plants you own">
                  {owned.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label={owned.length > 0 ? "Every other plant" : "Every plant"}>
                {others.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </optgroup>
            </select>
            <Button type="submit" disabled={busy}>
              Add plant
            </Button>
          </Form>
        )}
        <p className="mt-2 text-xs text-slate-600">
          Not sure which?{" "}
          <Link to="/plants" className="font-medium text-brand-700 underline">
            Browse the plants
          </Link>
          , or see the report&apos;s suggestions below.
        </p>
      </Card>
      {plants.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No plants listed for this tank.</p>
      ) : (
        <ul aria-label="Plants in this tank" className="mt-4 grid gap-3 sm:grid-cols-2">
          {plants.map((plant) => (
            <Card as="li" key={plant.plantId} className="flex items-center gap-3 p-3">
              <img src={plant.imageUrl} alt="" width={64} height={37} loading="lazy" className="h-9 w-16 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <Link to={`/plants/${plant.plantId}`} className="block truncate font-medium text-slate-900 hover:underline">
                  {plant.name}
                </Link>
                <p className="truncate text-xs italic text-slate-600">{plant.scientificName}</p>
              </div>
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="remove-plant" />
                <input type="hidden" name="plantId" value={plant.plantId} />
                <Button type="submit" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${plant.name}`}>
                  Remove
                </Button>
              </Form>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
