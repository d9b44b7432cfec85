import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteConfirmation, DeletionImpact } from "~/components/admin/delete-confirmation";
import { FISH_FORM_TOASTS } from "~/domain/fish-form-rules";
import { deleteFishProfile, fishDeletionImpact } from "~/models/fish-admin.server";
import { getFishName } from "~/models/fish.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
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

/** The confirmation step, saying what members' data would go with the fish. */
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
  const memberData = [
    [impact.collectionEntries, "collection entry", "collection entries"],
    [impact.comments, "comment", "comments"],
    [impact.photos, "community photo", "community photos"],
  ] as const;
  const losses = memberData.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return (
    <DeleteConfirmation
      id="admin-fish-delete"
      label={fish.name}
      cancelTo="/admin/fish"
      impact={<DeletionImpact losses={losses} none="No member has saved, discussed or photographed this fish." />}
    />
  );
}
