import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { moveFish, placeFish, removeFish, updateFishCount } from "~/models/tank-fish.server";
import { deleteTank, TANK_NOT_FOUND, type TankFailure } from "~/models/tank.server";
import type { User } from "~/models/user.server";
import { TANK_MESSAGES, tankPath } from "~/domain/tank-rules";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { moveFishFormSchema, placeFishFormSchema, tankFishRowSchema, updateCountFormSchema } from "~/validation/tank";
import { TANK_TOASTS } from "~/web/tank-pages.server";

/**
 * The forms of a tank's page (/my-tanks/{id}) as its action dispatches them: place a fish, change a count,
 * move fish to another tank, take them out, delete the tank. Each acts only on the member's own tank, then
 * goes back to the page (or, after a delete, to the list) with a toast: post/redirect/get.
 */

export const TANK_PAGE_INTENTS = ["place", "update-count", "move", "remove", "delete-tank", "add-plant", "remove-plant"] as const;

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

function back(request: Request, tankId: number, toast: Toast) {
  return redirectWithToast(request, tankPath(tankId), toast, { headers: { "X-Remix-Replace": "true" } });
}

function refused(request: Request, tankId: number, failure: Pick<TankFailure, "message">) {
  const message = failure.message.endsWith(".") ? failure.message : `${failure.message}.`;
  return back(request, tankId, TANK_TOASTS.refused(message));
}

/** A refused place form comes back with its problems beside the fields and what was chosen kept. */
export function placeFishIntent(request: Request, user: User, tankId: number, form: FormData) {
  const submission = parseWithZod(form, { schema: placeFishFormSchema });
  if (submission.status !== "success") return data({ intent: "place" as const, result: submission.reply() }, { status: 400 });
  const result = placeFish(user.id, tankId, submission.value);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, TANK_TOASTS.placed(result.fishName, result.count));
}

export function updateCountIntent(request: Request, user: User, tankId: number, form: FormData) {
  const parsed = updateCountFormSchema.safeParse({ rowId: form.get("rowId"), count: form.get("count") });
  if (!parsed.success) return refused(request, tankId, { message: parsed.error.issues[0]?.message ?? TANK_MESSAGES.count });
  const result = updateFishCount(user.id, tankId, parsed.data.rowId, parsed.data.count);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, TANK_TOASTS.countSaved(result.fishName, parsed.data.count));
}

export function moveFishIntent(request: Request, user: User, tankId: number, form: FormData) {
  const parsed = moveFishFormSchema.safeParse({ rowId: form.get("rowId"), toTankId: form.get("toTankId") });
  if (!parsed.success) return refused(request, tankId, { message: parsed.error.issues[0]?.message ?? "Please choose a tank." });
  const result = moveFish(user.id, tankId, parsed.data.rowId, parsed.data.toTankId);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, TANK_TOASTS.moved(result.fishName, result.tankName));
}

export function removeFishIntent(request: Request, user: User, tankId: number, form: FormData) {
  const parsed = tankFishRowSchema.safeParse({ rowId: form.get("rowId") });
  if (!parsed.success) return refused(request, tankId, { message: parsed.error.issues[0]?.message ?? TANK_NOT_FOUND });
  const result = removeFish(user.id, tankId, parsed.data.rowId);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, TANK_TOASTS.removed(result.fishName));
}

export function deleteTankIntent(request: Request, user: User, tankId: number) {
  const result = deleteTank(user.id, tankId);
  if (!result.ok) throw new Response(TANK_NOT_FOUND, { status: 404 });
  return redirectWithToast(request, "/my-tanks", TANK_TOASTS.deleted(result.tank.name));
}
