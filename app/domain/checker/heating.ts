import { fahrenheitToCelsius } from "../units";
import type { Finding } from "./types";
import { mixesColdAndTropical, sharedTemperature } from "./water";
import {
  capitalise,
  celsius,
  COLDWATER_MAX_F,
  finding,
  isColdwater,
  kindNoun,
  needsHeater,
  listNames,
  roundTo,
  temperatureRangeC,
  the,
  UNHEATED_MAX_MIN_F,
  type Context,
  type Group,
} from "./measure";

/**
 * Heating and stability: tropical fish without a heater, coldwater fish with tropical ones, the heater's setting
 * (or none needed), and soft water whose pH has little to hold it. See docs/decisions/047.
 */

/** Below this carbonate hardness the pH has little to hold it and can drop suddenly. */
export const LOW_KH_DKH = 2;

const EPSILON = 1e-9;

/**
 * A tropical species in a tank said to have no heater: won't work, unless the water's measured temperature is
 * given and suits it (a warm room, or a heated house in the tropics).
 */
function noHeater(ctx: Context): Finding[] {
  if (ctx.tank.heater !== false) return [];
  const current = ctx.tank.temperatureC;
  const cold = ctx.groups.filter(
    (group) => needsHeater(group.species) && !(current !== undefined && current >= temperatureRangeC(group.species)[0] - EPSILON),
  );
  if (cold.length === 0) return [];
  const species = cold.map((group) => group.species);
  const lowest = Math.max(...species.map((s) => temperatureRangeC(s)[0]));
  return [
    finding(
      "no-heater",
      "wont-work",
      `${capitalise(listNames(species))} ${species.length === 1 ? `is a tropical ${kindNoun(species[0])} that needs` : `are tropical ${species.every((s) => kindNoun(s) === "fish") ? "fish" : "animals"} that need`} ` +
        `water of at least ${celsius(lowest)}, and this tank has no heater: ${current === undefined ? "a room is usually cooler than that" : `its water is ${celsius(current)}`}. ` +
        `Fit a heater, or give the water's temperature if the room keeps it warm enough.`,
      { unheatedMaxMinC: fahrenheitToCelsius(UNHEATED_MAX_MIN_F), ...(current !== undefined ? { currentC: current } : {}) },
      species,
      species.map((s) => [s, ["minTemperature"]]),
    ),
  ];
}

/**
 * Coldwater fish with tropical fish: where their ranges meet at all, it is at the warm end of one and the cool end
 * of the other, so one of them always lives near its limit.
 */
function coldWithTropical(ctx: Context): Finding[] {
  const cold = ctx.groups.filter((group) => isColdwater(group.species)).map((group) => group.species);
  const warm = ctx.groups.filter((group) => needsHeater(group.species)).map((group) => group.species);
  if (cold.length === 0 || warm.length === 0) return [];
  const both = [...cold, ...warm];
  // What the whole stock shares: the water-temperature rule leaves this stock to this finding.
  const all = ctx.groups.map((group) => group.species);
  const sharedMinC = Math.max(...all.map((s) => temperatureRangeC(s)[0]));
  const sharedMaxC = Math.min(...all.map((s) => temperatureRangeC(s)[1]));
  const meet =
    sharedMaxC < sharedMinC - EPSILON
      ? "they share no temperature at all"
      : `they share only ${roundTo(sharedMinC, 0.1)}-${celsius(sharedMaxC)}, the warm end of what ` +
        `${cold.length === 1 ? "the coldwater fish takes" : "the coldwater fish take"} and the cool end of what ` +
        `${warm.length === 1 ? "the tropical one needs" : "the tropical ones need"}, so one of them would always live near its limit`;
  return [
    finding(
      "coldwater-tropical",
      "wont-work",
      `${capitalise(listNames(cold))} ${cold.length === 1 ? "is a coldwater fish" : "are coldwater fish"} and ${listNames(warm)} ` +
        `${warm.length === 1 ? "is tropical" : "are tropical"}: ${meet}. Keep them in separate tanks.`,
      {
        coldwaterMaxC: fahrenheitToCelsius(COLDWATER_MAX_F),
        unheatedMaxMinC: fahrenheitToCelsius(UNHEATED_MAX_MIN_F),
        sharedMinC,
        sharedMaxC,
      },
      both,
      both.map((s) => [s, ["minTemperature", "maxTemperature"]]),
    ),
  ];
}

/** Soft water with little carbonate hardness: a note on the pH's stability. */
function lowKh(ctx: Context): Finding[] {
  const kh = ctx.tank.khDkh;
  if (kh === undefined || kh >= LOW_KH_DKH || ctx.groups.length === 0) return [];
  return [
    finding(
      "low-kh",
      "note",
      `The carbonate hardness is ${roundTo(kh, 0.5)} dKH: with under ${LOW_KH_DKH} dKH little holds the pH, and it can drop ` +
        `suddenly as waste builds up. Test the pH weekly and keep to regular water changes.`,
      { khDkh: kh, lowKhDkh: LOW_KH_DKH },
      [],
    ),
  ];
}

/**
 * The heater's setting: the middle of the shared temperature range, with the range it sits in. Fish that all live
 * at room temperature need no heater, and a tank not said to have one is told so rather than sent to buy one.
 * Coldwater fish with tropical ones get no setting at all: the coldwater rule tells the keeper to part them.
 */
function heaterFinding(ctx: Context): Finding[] {
  if (ctx.tank.heater === false || mixesColdAndTropical(ctx)) return [];
  const species = ctx.groups.map((group) => group.species);
  const temperature = sharedTemperature(ctx.groups);
  if (!temperature || temperature.shared.max < temperature.shared.min - EPSILON) return [];
  const { shared, text: range } = temperature;
  const middle = (shared.min + shared.max) / 2;
  const sharedNumbers = { sharedMinC: shared.min, sharedMaxC: shared.max };
  const bounds = [shared.highestMin.species, shared.lowestMax.species];
  const facts: [Group["species"], string[]][] = [shared.highestMin, shared.lowestMax].map((group) => [
    group.species,
    ["minTemperature", "maxTemperature"],
  ]);
  const current = ctx.tank.temperatureC;
  // Water measured colder than the fish take needs a heater after all, room-temperature fish or not.
  const measuredCold = current !== undefined && current < shared.min - EPSILON;
  if (ctx.tank.heater === undefined && !species.some(needsHeater) && !measuredCold) {
    const who =
      species.length === 1
        ? `${capitalise(the(species[0]))} takes`
        : `${capitalise(listNames(species))} ${species.length === 2 ? "both" : "all"} take`;
    // A measured temperature replaces what a room usually does; water warmer than the range is a problem of its own.
    const room =
      current === undefined
        ? `no heater is needed, since a tank in a heated home stays at room temperature, about 18-22 °C.`
        : current > shared.max + EPSILON
          ? `no heater is needed, but the water is ${celsius(current)}, warmer than that.`
          : `no heater is needed, and the water, at ${celsius(current)}, is within it.`;
    return [
      finding(
        "heater-setting",
        "fine",
        `${who} ${range}: ${room} Keep it out of direct sun and away from radiators.`,
        current === undefined ? sharedNumbers : { ...sharedNumbers, currentC: current },
        bounds,
        facts,
      ),
    ];
  }
  return [
    finding(
      "heater-setting",
      "fine",
      `Set the heater to about ${roundTo(middle, 0.5)} °C, the middle of the ${range} ` +
        (shared.highestMin === shared.lowestMax
          ? `${the(shared.highestMin.species)} needs.`
          : `${species.every((s) => kindNoun(s) === "fish") ? "these fish" : "they"} share (${the(shared.highestMin.species)} needs at least ${celsius(shared.min)}, ` +
            `${the(shared.lowestMax.species)} at most ${celsius(shared.max)}).`),
      { heaterC: middle, ...sharedNumbers },
      bounds,
      facts,
    ),
  ];
}

export function heatingRules(ctx: Context): Finding[] {
  if (ctx.groups.length === 0) return [];
  return [...coldWithTropical(ctx), ...noHeater(ctx), ...heaterFinding(ctx), ...lowKh(ctx)];
}
