import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { auditActionLabel, auditSummary } from "~/domain/audit-labels";
import { AUDIT_PAGE_SIZE } from "~/domain/pagination";
import { listAudit } from "~/models/audit-log.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Activity | Admin | Shoal" }];

/**
 * /admin/activity: every admin action, newest first, a page at a time (`?before={entryId}`), each with the
 * admin's username (plain text: members have no public page) and its date and time (UTC in the HTML, the reader's
 * zone once the page runs).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const before = parseRecordId(new URL(request.url).searchParams.get("before"));
  // One more than shown tells whether an older page exists.
  const listed = listAudit(admin, { before, limit: AUDIT_PAGE_SIZE + 1 });
  if (!listed.ok) apiError(listed.status, listed.message);
  const rows = listed.entries;
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    // The admin's username as it is now; the name copied at the time when they have none or are gone.
    actorName: row.actorUsername ?? row.actorName,
    action: auditActionLabel(row.action),
    subject: row.subjectLabel,
    summary: auditSummary(row.details),
  }));
  return data(
    { entries, olderBefore: rows.length > AUDIT_PAGE_SIZE ? entries[entries.length - 1].id : null, paged: before !== null },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function AdminActivity() {
  const { entries, olderBefore, paged } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-activity-heading">
      <h2 id="admin-activity-heading" className="text-xl font-semibold text-slate-900">
        Activity
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every change an admin made, newest first. Entries are never changed or removed.</p>
      {entries.length === 0 ? (
        <EmptyState compact className="mt-6" description="No admin activity yet." />
      ) : (
        <ol className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3">
              <p className="text-slate-900">
                <span className="font-medium">{entry.actorName}</span> {entry.action} <span className="font-medium">{entry.subject}</span>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">
                <DateTime iso={entry.createdAt} />
                {entry.summary ? <> · {entry.summary}</> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      <PageNav
        label="Activity pages"
        newest={paged ? { href: "/admin/activity", text: "Newest" } : null}
        older={olderBefore ? { href: `/admin/activity?before=${olderBefore}`, text: "Older" } : null}
      />
    </section>
  );
}
