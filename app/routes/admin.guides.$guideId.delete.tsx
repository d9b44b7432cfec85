import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { GUIDE_FORM_TOASTS } from "~/domain/guide-form-rules";
import { deleteGuide, getGuide } from "~/models/guide-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";
import { forgetReplacedPicture } from "~/web/admin-image-form.server";

export const meta: MetaFunction = () => [{ title: "Delete Guide | Admin | Shoal" }];

function guideOr404(raw: string | undefined) {
  const guideId = parseRecordId(raw);
  const guide = guideId === null ? undefined : getGuide(guideId);
  if (!guide) throw new Response("Guide not found", { status: 404 });
  return { id: guide.id, title: guide.title };
}

/** The confirmation step; nothing else refers to a guide, so nothing goes with it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ guide: guideOr404(params.guideId) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const guide = guideOr404(params.guideId);
  const result = deleteGuide(admin, guide.id);
  // Its uploaded picture goes with it, unless something else still shows it.
  if (result.ok) await forgetReplacedPicture(result.guide.imageUrl, "");
  return redirectWithToast(request, "/admin/guides", result.ok ? GUIDE_FORM_TOASTS.deleted : GUIDE_FORM_TOASTS.deleteFailed);
}

export default function AdminGuideDelete() {
  const { guide } = useLoaderData<typeof loader>();
  return <DeleteConfirmation id="admin-guide-delete" label={guide.title} cancelTo="/admin/guides" />;
}
