import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { FISH_FORM_TOASTS } from "~/domain/fish-form-rules";
import { deleteFishProfile, fishDeletionImpact } from "~/models/fish-admin.server";
import { getFishName } from "~/models/fish.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Delete Fish | Admin | Shoal" }];

function fishOr404(raw: string | undefined) {
  const fishId = parseRecordId(raw);
  const fish = fishId === null ? undefined : getFishName(fishId);
  if (!fish) throw new Response("Fish not found", { status: 404 });
  return fish;
}

/** The confirmation step (SPEC section 5's question), saying what members' data would go with the fish. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const fish = fishOr404(params.fishId);
  const counted = fishDeletionImpact(admin, fish.id);
  if (!counted.ok) apiError(counted.status, counted.message);
  return data({ fish, impact: counted.impact }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const fish = fishOr404(params.fishId);
  const result = await deleteFishProfile(admin, fish.id);
  return redirectWithToast(request, "/admin/fish", result.ok ? FISH_FORM_TOASTS.deleted : FISH_FORM_TOASTS.deleteFailed);
}

export default function AdminFishDelete() {
  const { fish, impact } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  const memberData = [
    [impact.collectionEntries, "collection entry", "collection entries"],
    [impact.comments, "comment", "comments"],
    [impact.photos, "community photo", "community photos"],
  ] as const;
  const goesWithIt = memberData.filter(([n]) => n > 0);
  return (
    <section aria-labelledby="admin-fish-delete-heading" className="max-w-xl">
      <h2 id="admin-fish-delete-heading" className="text-xl font-semibold text-slate-900">
        Delete {fish.name}
      </h2>
      <p className="mt-3 text-slate-800">Are you sure you want to delete {fish.name}? This action cannot be undone.</p>
      {goesWithIt.length > 0 ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-medium">Members' data that will be deleted with it:</p>
          <ul className="mt-1 list-inside list-disc">
            {goesWithIt.map(([n, one, many]) => (
              <li key={one}>
                {n} {n === 1 ? one : many}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No member has saved, discussed or photographed this fish.</p>
      )}
      <Form method="post" className="mt-6 flex gap-3">
        <Link to="/admin/fish" className={buttonClasses("ghost", "lg")}>
          Cancel
        </Link>
        <Button type="submit" variant="destructive" size="lg" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      </Form>
    </section>
  );
}
