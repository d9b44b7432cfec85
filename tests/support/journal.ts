import type { TankInput } from "~/domain/tank-input";
import { madeTankFor } from "./tanks";

/** A 54 L tank of the member's, typed at 25 °C and pH 7, its cycle not said unless given. */
export function journalTank(userId: string, overrides: Partial<TankInput> = {}) {
  return madeTankFor(userId, { name: `Journal tank ${Math.random().toString(36).slice(2, 7)}`, temperatureC: 25, ph: 7, ...overrides });
}

/** A moment `days` ago, as the journal stores it. */
export function daysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * 24 * 3600 * 1000).toISOString();
}
