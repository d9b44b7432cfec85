import { Form } from "@remix-run/react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { REPORT_HELP, REPORT_REASONS, REPORT_REASON_LABELS } from "~/domain/gallery-rules";

/**
 * Report this image: a disclosure with the reason and what a report does (a plain form post to the image's page,
 * so it works without JavaScript). The help text says the rule the server applies: every report reaches the
 * admins, and only established members' reports can hide the image before they look. A fish photo's form posts
 * to its fish's page with its own intent and the photo's id.
 */
export function ReportForm({
  intent = "report",
  label = "Report this image",
  action,
  fields = {},
}: {
  intent?: string;
  label?: string;
  action?: string;
  fields?: Record<string, string | number>;
}) {
  const helpId = useId();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-600 hover:text-slate-900">{label}</summary>
      <Form method="post" action={action} preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p id={helpId} className="text-slate-600">
          {REPORT_HELP}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="block">
            <span className="block font-medium text-slate-700">Reason</span>
            <select
              name="reason"
              required
              defaultValue=""
              aria-describedby={helpId}
              className="mt-1 rounded-md border border-slate-300 px-3 py-2"
            >
              <option value="" disabled>
                Choose a reason
              </option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REPORT_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" size="sm">
            Send report
          </Button>
        </div>
      </Form>
    </details>
  );
}
