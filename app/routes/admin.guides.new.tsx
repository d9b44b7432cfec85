import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GuideForm } from "~/components/admin/guide-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { DEFAULT_GUIDE_SCENE, GUIDE_FORM_TOASTS } from "~/domain/guide-form-rules";
import { createGuide, guideSceneChoices } from "~/models/guide-admin.server";
import { savePicturedForm } from "~/web/admin-image-form.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { guidePageFormSchema } from "~/validation/guide-form";

export const meta: MetaFunction = () => [{ title: "Add Guide | Admin | Shoal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ scenes: guideSceneChoices() }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Creates the guide with its uploaded picture (or the chosen drawing), or answers with each problem beside its
 * field (nothing typed is lost) and a failure toast. The picture is published only once the fields are valid.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { saved, answer } = await savePicturedForm(request, admin, {
    schema: guidePageFormSchema,
    toast: GUIDE_FORM_TOASTS.createFailed,
    taken: { code: "title-taken", field: "title" },
    save: (values, image) => createGuide(admin, values, image),
  });
  if (!saved) return answer;
  return redirectWithToast(request, "/admin/guides", GUIDE_FORM_TOASTS.created);
}

export default function AdminGuideNew() {
  const { scenes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-guide-new-heading">
      <h2 id="admin-guide-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Guide
      </h2>
      <GuideForm
        lastResult={actionData?.result}
        submitLabel="Create Guide"
        scenes={scenes}
        defaults={{ difficulty: "Beginner", scene: DEFAULT_GUIDE_SCENE }}
      />
    </section>
  );
}
