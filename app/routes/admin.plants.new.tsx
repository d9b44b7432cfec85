import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PlantForm } from "~/components/admin/plant-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { PLANT_FORM_TOASTS } from "~/domain/plant-form-rules";
import { createPlant } from "~/models/plant-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { plantFormSchema } from "~/validation/plant-form";

export const meta: MetaFunction = () => [{ title: "Add Plant | Admin | Shoal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(null, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Creates the plant, or answers with each problem beside its field (nothing typed is lost) and the
 * 'Failed to create plant' toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: plantFormSchema });
  const toast = PLANT_FORM_TOASTS.createFailed;
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  const result = createPlant(admin, submission.value);
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  return redirectWithToast(request, "/admin/plants", PLANT_FORM_TOASTS.created);
}

export default function AdminPlantNew() {
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-plant-new-heading">
      <h2 id="admin-plant-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Plant
      </h2>
      <PlantForm
        lastResult={actionData?.result}
        submitLabel="Create Plant"
        defaults={{ type: "stem", placement: ["midground"], light: "low", co2: "not needed", growthRate: "moderate", difficulty: "easy" }}
      />
    </section>
  );
}
