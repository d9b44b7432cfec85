import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PlantForm } from "~/components/admin/plant-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { PLANT_FORM_TOASTS } from "~/domain/plant-form-rules";
import { getPlantForAdmin, updatePlant } from "~/models/plant-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import type { User } from "~/models/user.server";
import { plantFormSchema } from "~/validation/plant-form";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${page.plant.name} | Admin | Shoal` : "Edit Plant | Admin | Shoal" },
];

/** The plant the address names (the admin was checked first, so only a missing plant is refused). */
function plantOr404(admin: User, raw: string | undefined) {
  const plantId = parseRecordId(raw);
  const found = plantId === null ? null : getPlantForAdmin(admin, plantId);
  if (!found?.ok) throw new Response("Plant not found", { status: 404 });
  return found.plant;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // The references and their notes are not edited here (an edit keeps them), so the page is not sent them.
  const { factNotes: _notes, sources: _sources, ...plant } = plantOr404(admin, params.plantId);
  return data({ plant }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Saves every field, or answers with each problem beside its field (nothing typed is lost) and the
 * 'Failed to update plant' toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const plant = plantOr404(admin, params.plantId);
  const submission = parseWithZod(await readFormData(request), { schema: plantFormSchema });
  const toast = PLANT_FORM_TOASTS.updateFailed;
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  const result = updatePlant(admin, plant.id, submission.value);
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  return redirectWithToast(request, "/admin/plants", PLANT_FORM_TOASTS.updated);
}

export default function AdminPlantEdit() {
  const { plant } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-plant-edit-heading">
      <div className="mb-6 flex items-center gap-4">
        <img src={plant.imageUrl} alt="" width={96} height={96} className="size-24 rounded-md bg-brand-50 object-contain" />
        <h2 id="admin-plant-edit-heading" className="text-xl font-semibold text-slate-900">
          Edit {plant.name}
        </h2>
      </div>
      <PlantForm lastResult={actionData?.result} submitLabel="Update Plant" defaults={plant} />
    </section>
  );
}
