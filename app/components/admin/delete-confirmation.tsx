import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "~/components/ui/button";

/**
 * The confirmation step before an admin deletes a catalogue record: the question in the admin panel's words,
 * what members would lose with it (`impact`), and a plain form post, so it works without JavaScript.
 */
export function DeleteConfirmation({ id, label, cancelTo, impact }: { id: string; label: string; cancelTo: string; impact?: ReactNode }) {
  const deleting = useNavigation().state === "submitting";
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="max-w-xl">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Delete {label}
      </h2>
      <p className="mt-3 text-slate-800">Are you sure you want to delete {label}? This action cannot be undone.</p>
      {impact}
      <Form method="post" className="mt-6 flex gap-3">
        <Link to={cancelTo} className={buttonClasses("ghost", "lg")}>
          Cancel
        </Link>
        <Button type="submit" variant="destructive" size="lg" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </Form>
    </section>
  );
}

/** The warning of what goes with a record, or the reassurance that nothing does. */
export function DeletionImpact({ losses, none }: { losses: string[]; none: string }) {
  if (losses.length === 0) return <p className="mt-2 text-sm text-slate-600">{none}</p>;
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <p className="font-medium">Members&apos; data that will be deleted with it:</p>
      <ul className="mt-1 list-inside list-disc">
        {losses.map((loss) => (
          <li key={loss}>{loss}</li>
        ))}
      </ul>
    </div>
  );
}
