import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GuideForm } from "~/components/admin/guide-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { DEFAULT_GUIDE_SCENE, GUIDE_FORM_TOASTS } from "~/domain/guide-form-rules";
import { createGuide, guideSceneChoices } from "~/models/guide-admin.server";
import { pictureProblemOnArrival, publishPicture, readImageForm, saveWithPicture, UNREAD_FORM } from "~/services/admin-image-form.server";
import { requireAdmin } from "~/services/current-user.server";
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
  const toast = GUIDE_FORM_TOASTS.createFailed;
  const posted = await readImageForm(request);
  if (!posted) return data({ result: UNREAD_FORM, toast }, { status: 413 });
  const submission = parseWithZod(posted.form, { schema: guidePageFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ fieldErrors: pictureProblemOnArrival(posted.file) }), toast }, { status: 400 });
  }
  const picture = await publishPicture(admin, posted.file);
  if (!picture.ok) return data({ result: submission.reply({ fieldErrors: { image: [picture.message] } }), toast }, { status: picture.status });

  const { useDrawing, ...values } = submission.value;
  const result = await saveWithPicture(picture.image, () =>
    createGuide(admin, { ...values, imageUrl: useDrawing ? "" : values.imageUrl }, picture.image),
  );
  if (!result.ok) {
    const fieldErrors = result.code === "title-taken" ? { title: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
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
      <GuideForm lastResult={actionData?.result} submitLabel="Create Guide" scenes={scenes} defaults={{ difficulty: "Beginner", scene: DEFAULT_GUIDE_SCENE }} />
    </section>
  );
}
