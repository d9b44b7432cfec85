import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FeaturedSection } from "~/components/admin/featured-section";
import { FEATURED_KINDS, FEATURED_TOASTS } from "~/domain/featured";
import { featureItem, listFeatured, unfeatureItem } from "~/models/featured.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { recordIdSchema } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Featured | Admin | Shoal" }];

const PAGE = "/admin/featured";

/** Both forms of a section post the same three fields; `intent` tells Feature from Remove. */
const featuredFormSchema = z.object({
  intent: z.enum(["feature", "unfeature"], { error: "Choose Feature or Remove" }),
  kind: z.enum(FEATURED_KINDS, { error: "Choose a section of the home page" }),
  id: recordIdSchema("The item"),
});

/** /admin/featured: per home page section, what an admin featured and what could join it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const listed = listFeatured(admin);
  if (!listed.ok) apiError(listed.status, listed.message);
  return data({ sections: listed.sections }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/** Feature or Remove one item, then back to the page with a toast saying what happened. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const parsed = featuredFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(request, PAGE, FEATURED_TOASTS.failed(parsed.error.issues[0]?.message ?? "Invalid form"));
  const { intent, kind, id } = parsed.data;
  switch (intent) {
    case "feature": {
      const result = featureItem(admin, kind, id);
      if (!result.ok) return redirectWithToast(request, PAGE, FEATURED_TOASTS.failed(result.message));
      return redirectWithToast(request, PAGE, FEATURED_TOASTS.added(result.item.label));
    }
    case "unfeature": {
      const result = unfeatureItem(admin, kind, id);
      if (!result.ok) return redirectWithToast(request, PAGE, FEATURED_TOASTS.failed(result.message));
      return redirectWithToast(request, PAGE, FEATURED_TOASTS.removed(result.item.label));
    }
  }
}

export default function AdminFeatured() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-featured-heading">
      <h2 id="admin-featured-heading" className="text-xl font-semibold text-slate-900">
        Featured on the home page
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        What you feature comes first in its section of the members' home page, the most recently featured first. The places you leave free
        are filled automatically, so no section is ever empty.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {sections.map((section) => (
          <FeaturedSection key={section.kind} section={section} />
        ))}
      </div>
    </section>
  );
}
