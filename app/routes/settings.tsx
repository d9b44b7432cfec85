import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { safeReturnTo } from "~/domain/safe-redirect";
import {
  HARDNESS_LABELS,
  HARDNESS_UNITS,
  isHardnessUnit,
  isUnitSystem,
  UNIT_SYSTEM_LABELS,
  UNIT_SYSTEMS,
  UNITS_SAVED_TOAST,
  type UnitPreferences,
} from "~/domain/units";
import { saveUnitPreferences } from "~/models/profile.server";
import { getOptionalUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { unitPreferencesCookie, unitPreferencesFor } from "~/services/unit-preferences.server";

export const meta: MetaFunction = () => [{ title: "Settings | Shoal" }];

const CHOOSE_MESSAGE = "Please choose a system of units and a hardness unit.";

/**
 * Settings for everyone: the units every page shows measurements in. A visitor's choice is kept in a cookie, a
 * member's on their profile (so every device agrees). `returnTo` is where the header's control came from.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "/");
  return data(
    { preferences: unitPreferencesFor(request, user), signedIn: Boolean(user), returnTo },
    // The page shows this reader's choice: never shared.
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

/** Saves the choice and goes back where the reader came from; an unknown value is refused with the form again. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  const form = await readFormData(request);
  const units = form.get("units");
  const hardness = form.get("hardness");
  if (!isUnitSystem(units) || !isHardnessUnit(hardness)) {
    return data({ message: CHOOSE_MESSAGE }, { status: 400, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
  }
  const preferences: UnitPreferences = { units, hardness };
  if (user) saveUnitPreferences(user, preferences);
  // The cookie too for a member: the choice stays after signing out on this device.
  const headers = new Headers({ "Set-Cookie": unitPreferencesCookie(preferences) });
  return redirectWithToast(request, safeReturnTo(form.get("returnTo"), "/settings"), UNITS_SAVED_TOAST, { headers });
}

export default function SettingsPage() {
  const { preferences, signedIn, returnTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-2 text-slate-700">
        {signedIn
          ? "Your choice is saved on your profile, so every device you sign in on shows the same units."
          : "Your choice is kept in this browser. Members keep theirs on their profile."}
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <Form method="post" className="space-y-6">
          <input type="hidden" name="returnTo" value={returnTo === "/settings" ? "/" : returnTo} />
          {answer?.message ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {answer.message}
            </p>
          ) : null}
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">Units of measure</legend>
            <p className="text-sm text-slate-600">Temperatures, fish sizes and tank volumes.</p>
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              {UNIT_SYSTEMS.map((system) => (
                <Choice
                  key={system}
                  group="units"
                  value={system}
                  checked={preferences.units === system}
                  label={UNIT_SYSTEM_LABELS[system].name}
                  detail={UNIT_SYSTEM_LABELS[system].detail}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">Water hardness</legend>
            <p className="text-sm text-slate-600">1 dGH is 17.848 ppm (mg/L as CaCO3).</p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {HARDNESS_UNITS.map((unit) => (
                <Choice
                  key={unit}
                  group="hardness"
                  value={unit}
                  checked={preferences.hardness === unit}
                  label={HARDNESS_LABELS[unit].name}
                  detail={HARDNESS_LABELS[unit].detail}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
            {signedIn ? (
              <Link to="/profile" className={buttonClasses("ghost")}>
                Edit your profile
              </Link>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </Form>
      </Card>
    </main>
  );
}

/** One radio choice as a card: the name of the option and what it means. */
function Choice({
  group,
  value,
  checked,
  label,
  detail,
}: {
  group: string;
  value: string;
  checked: boolean;
  label: string;
  detail: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="radio" name={group} value={value} defaultChecked={checked} className="mt-1" />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{detail}</span>
      </span>
    </label>
  );
}
