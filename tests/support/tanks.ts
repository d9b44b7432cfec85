import type { TankInput } from "~/domain/tank-input";
import { createTank } from "~/models/tank.server";

/**
 * A tank as the model stores it: metric, 60 × 30 × 36 cm holding 54 L, heated, and nothing else said. Each
 * test overrides what it is about.
 */
export function tankInput(overrides: Partial<TankInput> = {}): TankInput {
  return {
    name: `Tank ${Math.random().toString(36).slice(2, 7)}`,
    lengthCm: 60,
    widthCm: 30,
    heightCm: 36,
    volumeL: 54,
    filterRatedVolumeL: null,
    filterFlowLph: null,
    heater: true,
    planted: false,
    temperatureC: null,
    ph: null,
    ghDgh: null,
    khDkh: null,
    lid: null,
    setUpOn: null,
    cycled: null,
    standardSize: null,
    light: null,
    co2: null,
    ...overrides,
  };
}

/** The member's new tank, or the test fails with the model's refusal. */
export function madeTankFor(userId: string, overrides: Partial<TankInput> = {}) {
  const result = createTank(userId, tankInput(overrides));
  if (!result.ok) throw new Error(result.message);
  return result.tank;
}
