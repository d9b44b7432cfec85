import { redirectWithToast } from "~/services/session.server";
import { tankPath } from "~/domain/tank-rules";
import type { Toast } from "~/domain/toast";
import { addTankPlant, removeTankPlant } from "~/models/tank-plants.server";
import type { User } from "~/models/user.server";
import { parseRecordId } from "~/validation/record-id";
import { TANK_TOASTS } from "~/web/tank-pages.server";

/**
 * The plant forms of a tank's page: add a plant (chosen from the encyclopedia) and take one out. Each changes
 * only the member's own tank and goes back to its page with a toast.
 */

function back(request: Request, tankId: number, toast: Toast) {
  return redirectWithToast(request, tankPath(tankId), toast, { headers: { "X-Remix-Replace": "true" } });
}

export function addPlantIntent(request: Request, user: User, tankId: number, form: FormData) {
  const plantId = parseRecordId(form.get("plantId"));
  if (plantId === null) return back(request, tankId, TANK_TOASTS.refused("Please choose a plant."));
  const result = addTankPlant(user.id, tankId, plantId);
  if (!result.ok) return back(request, tankId, TANK_TOASTS.refused(result.message));
  return back(request, tankId, TANK_TOASTS.plantAdded(result.plantName));
}

export function removePlantIntent(request: Request, user: User, tankId: number, form: FormData) {
  const plantId = parseRecordId(form.get("plantId"));
  const result = plantId === null ? null : removeTankPlant(user.id, tankId, plantId);
  if (!result?.ok) return back(request, tankId, TANK_TOASTS.refused(result?.message ?? "That plant is not in this tank."));
  return back(request, tankId, TANK_TOASTS.plantRemoved(result.plantName));
}
