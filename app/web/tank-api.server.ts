import { TANK_NOT_FOUND, type TankWithFish } from "~/models/tank.server";
import type { TankInput } from "~/domain/tank-input";
import { fromMetric, roundForInput, type Measure, type TankUnits } from "~/domain/tank-rules";
import { parseAnswerUnits } from "~/validation/tank";
import { parseRecordId } from "~/validation/record-id";
import { apiError } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * What /api/tanks answers: a tank in the units the client wrote in (or asked for with `?units=`), hardness in
 * dGH, rounded to two decimals, with its fish. Stored values are metric; this is the edge where they convert.
 */

export const TANK_API_HEADERS = { "Cache-Control": MEMBER_CACHE_CONTROL };

export type ApiTank = {
  id: number;
  name: string;
  /** A standard tank's id, or null for a custom size. */
  size: string | null;
  units: TankUnits;
  length: number;
  width: number;
  height: number;
  volume: number;
  filterRatedVolume: number | null;
  filterFlow: number | null;
  heater: boolean | null;
  planted: boolean;
  lid: boolean | null;
  setUpOn: string | null;
  cycled: boolean | null;
  temperature: number | null;
  ph: number | null;
  gh: number | null;
  kh: number | null;
  /** The lamp's strength for plants (low, medium, high), or null when not said. */
  light: string | null;
  co2: boolean | null;
  fish: { id: number; fishId: number; name: string; count: number; sex: string | null }[];
  plants: { plantId: number; name: string }[];
  createdAt: string;
  updatedAt: string;
};

export function tankForApi(tank: TankWithFish, units: TankUnits): ApiTank {
  const shown = (measure: Measure, value: number) => roundForInput(fromMetric(measure, value, units, "dgh"));
  const optional = (measure: Measure, value: number | null) => (value === null ? null : shown(measure, value));
  return {
    id: tank.id,
    name: tank.name,
    size: tank.standardSize,
    units,
    length: shown("length", tank.lengthCm),
    width: shown("length", tank.widthCm),
    height: shown("length", tank.heightCm),
    volume: shown("volume", tank.volumeL),
    filterRatedVolume: optional("volume", tank.filterRatedVolumeL),
    filterFlow: optional("flow", tank.filterFlowLph),
    heater: tank.heater,
    planted: tank.planted,
    lid: tank.lid,
    setUpOn: tank.setUpOn,
    cycled: tank.cycled,
    temperature: optional("temperature", tank.temperatureC),
    ph: optional("ph", tank.ph),
    gh: optional("hardness", tank.ghDgh),
    kh: optional("carbonate", tank.khDkh),
    light: tank.light,
    co2: tank.co2,
    fish: tank.fish.map(({ id, fishId, name, count, sex }) => ({ id, fishId, name, count, sex })),
    plants: tank.plants.map(({ plantId, name }) => ({ plantId, name })),
    createdAt: tank.createdAt,
    updatedAt: tank.updatedAt,
  };
}

/** The units of a read's answer from `?units=`: metric unless "us"; anything else is a 400. */
export function answerUnits(request: Request): TankUnits {
  const units = parseAnswerUnits(new URL(request.url).searchParams.get("units"));
  if (!units) apiError(400, 'units must be "metric" or "us"');
  return units;
}

/** The tank id of the address; one that cannot be an id names no tank of anyone's. */
export function tankIdParam(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null) apiError(404, TANK_NOT_FOUND);
  return id;
}

/** What the model stores of a parsed tank: the parsed body without the units it was written in. */
export function storedTank({ units: _units, ...tank }: TankInput & { units: TankUnits }): TankInput {
  return tank;
}
