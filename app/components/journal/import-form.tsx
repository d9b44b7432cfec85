import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";

/**
 * Import a CSV file with the export's columns. A plain multipart post: every line is checked before anything is
 * stored, and a bad one is named with its line number.
 */
export function ImportForm({ action, error, columns }: { action: string; error?: string | null; columns: string }) {
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="space-y-3">
      <input type="hidden" name="intent" value="import" />
      <div>
        <label htmlFor="journal-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="journal-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "journal-file-hint journal-file-error" : "journal-file-hint"}
          className="mt-1 block text-sm"
        />
        <p id="journal-file-hint" className="mt-1 text-xs text-slate-600">
          The columns of an export, in any order: {columns}. Times are UTC. Up to 64 KB.
        </p>
        {error ? (
          <p id="journal-file-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary">
        Import
      </Button>
    </Form>
  );
}
