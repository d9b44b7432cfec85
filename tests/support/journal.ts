import type { TankInput } from "~/domain/tank-input";
import { createTank } from "~/models/tank.server";

/** A 54 L tank of the member's, typed at 25 °C and pH 7, its cycle not said unless given. */
export function journalTank(userId: string, overrides: Partial<TankInput> = {}) {
  const result = createTank(userId, {
    name: `Journal tank ${Math.random().toString(36).slice(2, 7)}`,
    lengthCm: 60,
    widthCm: 30,
    heightCm: 36,
    volumeL: 54,
    filterRatedVolumeL: null,
    filterFlowLph: null,
    heater: true,
    planted: false,
    temperatureC: 25,
    ph: 7,
    ghDgh: null,
    lid: null,
    setUpOn: null,
    cycled: null,
    khDkh: null,
    light: null,
    co2: null,
    standardSize: null,
    ...overrides,
  });
  if (!result.ok) throw new Error(result.message);
  return result.tank;
}

/** A moment `days` ago, as the journal stores it. */
export function daysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * 24 * 3600 * 1000).toISOString();
}
