import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { FishForm } from "~/components/admin/fish-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { FISH_FORM_TOASTS } from "~/domain/fish-form-rules";
import { createFishProfile } from "~/models/fish-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { fishFormSchema } from "~/validation/fish-form";

export const meta: MetaFunction = () => [{ title: "Add Fish | Admin | Shoal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data(null, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Creates the species, or answers with each problem beside its field (nothing typed is lost) and the
 * 'Failed to create fish' toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: fishFormSchema });
  const toast = FISH_FORM_TOASTS.createFailed;
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  const result = createFishProfile(admin, submission.value);
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  return redirectWithToast(request, "/admin/fish", FISH_FORM_TOASTS.created);
}

export default function AdminFishNew() {
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-fish-new-heading">
      <h2 id="admin-fish-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Fish
      </h2>
      <FishForm
        lastResult={actionData?.result}
        submitLabel="Create Fish"
        defaults={{ difficulty: "Beginner", temperament: "Peaceful", diet: "Omnivore" }}
      />
    </section>
  );
}
