import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { FISH_FORM_TOASTS } from "~/domain/fish-form-rules";
import { setMainImageFromPhoto } from "~/models/fish-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

/** Nothing to show here: the choice is made on the edit page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const fishId = parseRecordId(params.fishId);
  return redirect(fishId === null ? "/admin/fish" : `/admin/fish/${fishId}/edit`);
}

/** POST /admin/fish/{id}/main-image `photoId`: one of the species' approved community photos becomes its image. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const fishId = parseRecordId(params.fishId);
  if (fishId === null) throw new Response("Fish not found", { status: 404 });
  const photoId = parseRecordId((await readFormData(request)).get("photoId"));
  const editPage = `/admin/fish/${fishId}/edit`;
  const result = photoId === null ? null : setMainImageFromPhoto(admin, fishId, photoId);
  if (result?.ok) return redirectWithToast(request, editPage, FISH_FORM_TOASTS.updated);
  if (result?.code === "not-found") throw new Response("Fish not found", { status: 404 });
  return redirectWithToast(request, editPage, FISH_FORM_TOASTS.updateFailed);
}
