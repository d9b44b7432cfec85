import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { NEWSLETTER_PAGE_SIZE, NEWSLETTER_SENDER_NOTE } from "~/domain/newsletter";
import { pageSubscribers } from "~/models/newsletter.server";
import { apiError } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";
import { requireAdmin } from "~/web/current-user.server";
import { unsubscribeUrl } from "~/web/newsletter-links.server";

export const meta: MetaFunction = () => [{ title: "Newsletter | Admin | Shoal" }];

/**
 * /admin/newsletter: who subscribed, newest first, a page at a time (`?before={id}`), each with the consent they
 * gave and their unsubscribe link for the issue; the whole list as CSV at /admin/newsletter/export.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const before = parseRecordId(new URL(request.url).searchParams.get("before"));
  const listed = pageSubscribers(admin, { before, limit: NEWSLETTER_PAGE_SIZE });
  if (!listed.ok) apiError(listed.status, listed.message);
  return data(
    {
      total: listed.total,
      subscribers: listed.subscribers.map((row) => ({ ...row, unsubscribeUrl: unsubscribeUrl(request, row.email) })),
      olderBefore: listed.olderBefore,
      paged: before !== null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function AdminNewsletter() {
  const { total, subscribers, olderBefore, paged } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-newsletter-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-newsletter-heading" className="text-xl font-semibold text-slate-900">
            Newsletter subscribers ({total})
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {NEWSLETTER_SENDER_NOTE} Put each subscriber's own unsubscribe link in the issue you send them; it works without signing in.
          </p>
        </div>
        {total > 0 ? (
          <a href="/admin/newsletter/export" download className={buttonClasses("secondary", "sm")}>
            Download CSV
          </a>
        ) : null}
      </div>
      {subscribers.length === 0 ? (
        <EmptyState compact className="mt-6" description="Nobody has subscribed yet." />
      ) : (
        <ol aria-label="Subscribers" className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {subscribers.map((row) => (
            <li key={row.id} className="px-4 py-3">
              <p className="break-all font-medium text-slate-900">{row.email}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                Subscribed <time dateTime={row.createdAt}>{new Date(row.createdAt).toUTCString()}</time>
              </p>
              <details className="mt-1 text-sm text-slate-600">
                <summary className="cursor-pointer text-brand-700">Consent and unsubscribe link</summary>
                <p className="mt-1">Agreed to: “{row.consent}”</p>
                <p className="mt-1 break-all">
                  Unsubscribe link: <code className="text-xs">{row.unsubscribeUrl}</code>
                </p>
              </details>
            </li>
          ))}
        </ol>
      )}
      <PageNav
        label="Subscriber pages"
        newest={paged ? { href: "/admin/newsletter", text: "Newest" } : null}
        older={olderBefore ? { href: `/admin/newsletter?before=${olderBefore}`, text: "Older" } : null}
      />
    </section>
  );
}
