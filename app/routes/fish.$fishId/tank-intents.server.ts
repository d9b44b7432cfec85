import { redirect } from "@remix-run/node";
import { z } from "zod";
import { loginUrl } from "~/domain/safe-redirect";
import { parseTankSex, readFishCount, TANK_MESSAGES, type TankSex } from "~/domain/tank-rules";
import { placeFish } from "~/models/tank-fish.server";
import { previewPlacement, type PlacementPreview } from "~/models/tank-preview.server";
import { getTank, listTanks, TANK_NOT_FOUND } from "~/models/tank.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { TANK_TOASTS } from "~/web/tank-pages.server";
import { placeFishFormSchema } from "~/validation/tank";
import { parseRecordId } from "~/validation/record-id";

/**
 * The fish page's "Add to a tank" form: "Check first" is a GET of the same page with `tank`, `count` and `sex`,
 * which the loader answers with the verdict of the change (nothing written); "Add to tank" posts the same
 * fields with the intent `add-to-tank`, which places the fish as the tank page does.
 */

type Species = { id: number; name: string };

export type AddToTankState = {
  /** The member's tanks, oldest first, for the select. */
  tanks: { id: number; name: string }[];
  /** What the form shows chosen: the link's values, else the first tank and the fish's smallest group. */
  chosen: { tankId: number | null; count: number; sex: TankSex | null };
  /** The verdict of the change the link asks about, or why it cannot be judged; null when it asks nothing. */
  preview: { ok: true; preview: PlacementPreview } | { ok: false; message: string } | null;
};

const sentence = (message: string) => (message.endsWith(".") ? message : `${message}.`);

/** For the loader: the form's choices, and the preview when the address asks for one. Members only. */
export function addToTankState(
  member: Pick<User, "id">,
  fish: { id: number; minGroupSize: number | null },
  search: URLSearchParams,
): AddToTankState {
  const tanks = listTanks(member.id).map(({ id, name }) => ({ id, name }));
  const asked = search.get("tank");
  const defaultCount = fish.minGroupSize ?? 1;
  if (asked === null || tanks.length === 0)
    return { tanks, chosen: { tankId: tanks[0]?.id ?? null, count: defaultCount, sex: null }, preview: null };

  const tankId = parseRecordId(asked);
  const count = readFishCount(search.get("count"));
  const sex = parseTankSex(search.get("sex"));
  const chosen = { tankId, count: count ?? defaultCount, sex };
  if (tankId === null || !tanks.some((tank) => tank.id === tankId))
    return { tanks, chosen, preview: { ok: false, message: sentence(TANK_NOT_FOUND) } };
  if (count === null) return { tanks, chosen, preview: { ok: false, message: TANK_MESSAGES.count } };
  const result = previewPlacement(member, tankId, fish.id, count, sex);
  return { tanks, chosen, preview: result.ok ? result : { ok: false, message: sentence(result.message) } };
}

/** The add form's fields: the count and sex as the tank page reads them, and one of the member's tanks. */
const addToTankFormSchema = placeFishFormSchema.pick({ count: true, sex: true }).extend({
  tank: z.preprocess((value) => parseRecordId(value) ?? Number.NaN, z.number({ error: "Please choose a tank." })),
});

export const ADDED_TO_TANK_TITLE = "Added to tank";

function backToFish(request: Request, species: Species, toast: Toast) {
  return redirectWithToast(request, `/fish/${species.id}`, toast, { headers: { "X-Remix-Replace": "true" } });
}

/**
 * Puts the fish in one of the member's tanks (and so in their Owned collection). A visitor is sent to sign in
 * and back; anything refused (another member's tank, a bad count, a full tank) comes back with a toast saying why.
 */
export function addToTankIntent(request: Request, species: Species, user: User | null, form: FormData) {
  if (!user) return redirect(loginUrl(`/fish/${species.id}`));
  const parsed = addToTankFormSchema.safeParse({ tank: form.get("tank"), count: form.get("count"), sex: form.get("sex") });
  if (!parsed.success)
    return backToFish(request, species, TANK_TOASTS.refused(sentence(parsed.error.issues[0]?.message ?? TANK_MESSAGES.count)));
  const { tank: tankId, count, sex } = parsed.data;
  const result = placeFish(user.id, tankId, { fishId: species.id, count, sex });
  if (!result.ok) return backToFish(request, species, TANK_TOASTS.refused(sentence(result.message)));
  const tankName = getTank(user.id, tankId)?.name ?? "your tank";
  return backToFish(request, species, {
    title: ADDED_TO_TANK_TITLE,
    description: `${result.fishName} added to ${tankName} (${result.count} there now).`,
  });
}
