import { Link, useLocation } from "@remix-run/react";
import { UNIT_SYSTEM_LABELS } from "~/domain/units";
import { useUnitPreferences } from "./use-unit-preferences";

/**
 * The frame's units control: the reader's current scale ("°F" or "°C"), leading to /settings and back to this
 * page. A link, so it works the same with or without JavaScript.
 */
export function UnitsLink({ className, long = false }: { className: string; long?: boolean }) {
  const preferences = useUnitPreferences();
  const { pathname, search } = useLocation();
  const system = UNIT_SYSTEM_LABELS[preferences.units];
  const scale = preferences.units === "us" ? "°F" : "°C";
  const returnTo = pathname === "/settings" ? "/" : `${pathname}${search}`;
  return (
    <Link
      to={`/settings?returnTo=${encodeURIComponent(returnTo)}`}
      className={className}
      aria-label={long ? undefined : `Units: ${system.name} (${system.detail}). Change units`}
      title={long ? undefined : `Units: ${system.name} (${system.detail})`}
    >
      {long ? `Units: ${system.name} (${system.detail})` : scale}
    </Link>
  );
}
