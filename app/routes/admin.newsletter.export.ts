import type { LoaderFunctionArgs } from "@remix-run/node";
import { allSubscribers } from "~/models/newsletter.server";
import { apiError } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { requireAdmin } from "~/web/current-user.server";
import { unsubscribeUrl } from "~/web/newsletter-links.server";

/** A CSV field: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** GET /admin/newsletter/export: every subscriber, oldest first, with the consent and the unsubscribe link. Admins only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const listed = allSubscribers(admin);
  if (!listed.ok) apiError(listed.status, listed.message);
  const lines = [
    ["email", "subscribed_at", "consent", "unsubscribe_url"].join(","),
    ...listed.subscribers.map((row) => [row.email, row.createdAt, row.consent, unsubscribeUrl(request, row.email)].map(csvField).join(",")),
  ];
  return new Response(`${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": MEMBER_CACHE_CONTROL,
    },
  });
}
