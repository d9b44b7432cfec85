import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteConfirmation, DeletionImpact } from "~/components/admin/delete-confirmation";
import { PLANT_FORM_TOASTS } from "~/domain/plant-form-rules";
import { deletePlant, getPlantForAdmin, plantDeletionImpact } from "~/models/plant-admin.server";
import type { User } from "~/models/user.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Delete Plant | Admin | Shoal" }];

/** The plant the address names (the admin was checked first, so only a missing plant is refused). */
function plantOr404(admin: User, raw: string | undefined) {
  const plantId = parseRecordId(raw);
  const found = plantId === null ? null : getPlantForAdmin(admin, plantId);
  if (!found?.ok) throw new Response("Plant not found", { status: 404 });
  return { id: found.plant.id, name: found.plant.name };
}

/**
 * The confirmation step, saying how many members' tanks would lose the plant. A plant in tanks is taken out of
 * them, not refused, as a species is when the fish admin deletes it (see deletePlant).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const plant = plantOr404(admin, params.plantId);
  const counted = plantDeletionImpact(admin, plant.id);
  if (!counted.ok) apiError(counted.status, counted.message);
  return data({ plant, impact: counted.impact }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const plant = plantOr404(admin, params.plantId);
  const result = deletePlant(admin, plant.id);
  return redirectWithToast(request, "/admin/plants", result.ok ? PLANT_FORM_TOASTS.deleted : PLANT_FORM_TOASTS.deleteFailed);
}

export default function AdminPlantDelete() {
  const { plant, impact } = useLoaderData<typeof loader>();
  const losses = impact.tanks > 0 ? [`its place in ${impact.tanks} ${impact.tanks === 1 ? "tank" : "tanks"}`] : [];
  return (
    <DeleteConfirmation
      id="admin-plant-delete"
      label={plant.name}
      cancelTo="/admin/plants"
      impact={<DeletionImpact losses={losses} none="No member's tank has this plant." />}
    />
  );
}
