import { hasTank, TANK_NOT_FOUND } from "~/models/tank.server";
import type { Toast } from "~/domain/toast";
import { parseRecordId } from "~/validation/record-id";

/** What the tank pages (the list, a tank, its edit form) and the fish page's add-to-tank form share. */

export const TANK_TOASTS = {
  created: (name: string): Toast => ({ title: "Tank created", description: `${name} is ready. Add some fish to see how they'd get on.` }),
  saved: (name: string): Toast => ({ title: "Tank saved", description: `Your changes to ${name} are saved.` }),
  deleted: (name: string): Toast => ({ title: "Tank deleted", description: `${name} is gone. Its fish are still in your collection.` }),
  placed: (fishName: string, count: number): Toast => ({
    title: "Fish added",
    description: `${fishName} added to this tank (${count} now).`,
  }),
  countSaved: (fishName: string, count: number): Toast => ({
    title: "Count updated",
    description: `${fishName}: ${count} in this tank now.`,
  }),
  moved: (fishName: string, tankName: string): Toast => ({ title: "Fish moved", description: `${fishName} moved to ${tankName}.` }),
  removed: (fishName: string): Toast => ({
    title: "Fish removed",
    description: `${fishName} taken out of this tank. It's still in your collection.`,
  }),
  plantAdded: (plantName: string): Toast => ({ title: "Plant added", description: `${plantName} is growing in this tank.` }),
  plantRemoved: (plantName: string): Toast => ({ title: "Plant removed", description: `${plantName} taken out of this tank.` }),
  refused: (message: string): Toast => ({ title: "Not changed", description: message, variant: "destructive" }),
};

/**
 * The member's tank named by the address, or the page's 404: another member's tank answers exactly as one
 * that does not exist.
 */
export function ownTankIdOr404(userId: string, param: string | undefined): number {
  const tankId = parseRecordId(param);
  if (tankId === null || !hasTank(userId, tankId)) throw new Response(TANK_NOT_FOUND, { status: 404 });
  return tankId;
}
