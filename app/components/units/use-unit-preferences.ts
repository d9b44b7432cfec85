import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_UNIT_PREFERENCES, type UnitPreferences } from "~/domain/units";
import type { RootData } from "~/root";

/** The reader's units of measure, as the root loader found them (their profile, their cookie, or the defaults). */
export function useUnitPreferences(): UnitPreferences {
  return useRouteLoaderData<RootData>("root")?.units ?? DEFAULT_UNIT_PREFERENCES;
}
