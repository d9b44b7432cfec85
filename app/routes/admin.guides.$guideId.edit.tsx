import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GuideForm } from "~/components/admin/guide-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { DEFAULT_GUIDE_SCENE, GUIDE_FORM_TOASTS } from "~/domain/guide-form-rules";
import { isCatalogueImageUrl } from "~/domain/product-form-rules";
import { getGuide, guideSceneChoices, sceneOf, updateGuide } from "~/models/guide-admin.server";
import { forgetReplacedPicture, savePicturedForm } from "~/web/admin-image-form.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { guidePageFormSchema } from "~/validation/guide-form";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${page.guide.title} | Admin | Shoal` : "Edit Guide | Admin | Shoal" },
];

function guideOr404(raw: string | undefined) {
  const guideId = parseRecordId(raw);
  const guide = guideId === null ? undefined : getGuide(guideId);
  if (!guide) throw new Response("Guide not found", { status: 404 });
  return guide;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const guide = guideOr404(params.guideId);
  // A guide showing a drawing starts with that scene chosen and no address of its own; so does one linking to
  // another site, which the site's images policy no longer lets a page show.
  const scene = sceneOf(guide.imageUrl);
  const ownImage = !scene && isCatalogueImageUrl(guide.imageUrl);
  const defaults = { ...guide, imageUrl: ownImage ? guide.imageUrl : "", scene: scene ?? DEFAULT_GUIDE_SCENE };
  return data({ guide: defaults, scenes: guideSceneChoices() }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Saves every field, and the uploaded picture in place of the old one (which goes, unless something else shows
 * it), or answers with each problem beside its field (nothing typed is lost) and a failure toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const guide = guideOr404(params.guideId);
  const { saved, answer } = await savePicturedForm(request, admin, {
    schema: guidePageFormSchema,
    toast: GUIDE_FORM_TOASTS.updateFailed,
    taken: { code: "title-taken", field: "title" },
    save: (values, image) => updateGuide(admin, guide.id, values, image),
  });
  if (!saved) return answer;
  await forgetReplacedPicture(saved.before.imageUrl, saved.guide.imageUrl);
  return redirectWithToast(request, "/admin/guides", GUIDE_FORM_TOASTS.updated);
}

export default function AdminGuideEdit() {
  const { guide, scenes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-guide-edit-heading">
      <h2 id="admin-guide-edit-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Edit {guide.title}
      </h2>
      <GuideForm lastResult={actionData?.result} submitLabel="Update Guide" scenes={scenes} defaults={guide} />
    </section>
  );
}
