import { Link, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";

/** The foot of an admin form: Cancel back to the section's list, and the submit button, which says when it is saving. */
export function AdminFormActions({ cancelTo, submitLabel }: { cancelTo: string; submitLabel: string }) {
  const saving = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-6">
      <Link to={cancelTo} className={buttonClasses("ghost", "lg")}>
        Cancel
      </Link>
      <Button type="submit" size="lg" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}
