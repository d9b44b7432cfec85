import {
  DEFAULT_UNIT_PREFERENCES,
  parseUnitCookieValue,
  parseUnitPreferences,
  unitCookieValue,
  type UnitPreferences,
} from "~/domain/units";
import { getEnv } from "./env.server";

/**
 * Where a reader's units of measure live: a member's on their profile (so every device agrees), a visitor's in
 * a plain cookie. The cookie holds nothing secret and no identity, so the visitors' page store can key on it
 * and keep serving visitors from memory, one copy per choice.
 */

export const UNITS_COOKIE_NAME = "shoal_units";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's choice from the request's cookies, or the defaults. */
export function unitPreferencesFromCookie(cookieHeader: string | null | undefined): UnitPreferences {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === UNITS_COOKIE_NAME) return parseUnitCookieValue(decodeURIComponent(value.join("=")));
  }
  return DEFAULT_UNIT_PREFERENCES;
}

/** What a member's profile keeps of the choice (either may be unset). */
type SavedUnits = { unitSystem: string | null; hardnessUnit: string | null };

/** The choice that applies to this reader: the member's saved one, else the cookie's, else the defaults. */
export function unitPreferencesFor(request: Request, user: SavedUnits | null): UnitPreferences {
  const fromCookie = unitPreferencesFromCookie(request.headers.get("Cookie"));
  if (!user || (!user.unitSystem && !user.hardnessUnit)) return fromCookie;
  return parseUnitPreferences(user.unitSystem ?? fromCookie.units, user.hardnessUnit ?? fromCookie.hardness);
}

/** The Set-Cookie header that keeps a visitor's choice for a year. */
export function unitPreferencesCookie(preferences: UnitPreferences): string {
  const secure = getEnv().APP_URL?.startsWith("https:") ? "; Secure" : "";
  return `${UNITS_COOKIE_NAME}=${unitCookieValue(preferences)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The key the visitors' page store files a page under: its address, plus the units it was drawn in when they
 * are not the defaults (so the common case keeps its plain key).
 */
export function visitorCacheKey(url: string, cookieHeader: string | null | undefined): string {
  const preferences = unitPreferencesFromCookie(cookieHeader);
  const value = unitCookieValue(preferences);
  return value === unitCookieValue(DEFAULT_UNIT_PREFERENCES) ? url : `${url}#units=${value}`;
}
