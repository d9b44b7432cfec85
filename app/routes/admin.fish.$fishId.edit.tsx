import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FishForm } from "~/components/admin/fish-form";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { MainImageChoices } from "~/components/admin/main-image-choices";
import { withApiNames } from "~/domain/fish-fields";
import { FISH_FORM_TOASTS } from "~/domain/fish-form-rules";
import { updateFishProfile } from "~/models/fish-admin.server";
import { getFishDrawing, getFishProfile } from "~/models/fish.server";
import { listPhotosForFish } from "~/models/fish-photo.server";
import { requireAdmin } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { fishFormSchema } from "~/validation/fish-form";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${page.fish.name} | Admin | Shoal` : "Edit Fish | Admin | Shoal" },
];

function fishOr404(raw: string | undefined) {
  const fishId = parseRecordId(raw);
  const fish = fishId === null ? undefined : getFishProfile(fishId);
  if (!fish) throw new Response("Fish not found", { status: 404 });
  return fish;
}

/** Approved community photos the admin may make the main image: the newest few. */
const MAIN_IMAGE_CHOICES = 12;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const fish = fishOr404(params.fishId);
  // As a visitor sees them: approved photos only.
  const photos = listPhotosForFish(fish.id, null, MAIN_IMAGE_CHOICES);
  const illustration = getFishDrawing(fish.id)?.illustration ?? null;
  return data({ fish, illustration, photos }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Saves every field, or answers with each problem beside its field (nothing typed is lost) and the
 * 'Failed to update fish' toast.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const fish = fishOr404(params.fishId);
  const submission = parseWithZod(await readFormData(request), { schema: fishFormSchema });
  const toast = FISH_FORM_TOASTS.updateFailed;
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  const result = updateFishProfile(admin, fish.id, submission.value);
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] }), toast },
      { status: result.status },
    );
  }
  return redirectWithToast(request, "/admin/fish", FISH_FORM_TOASTS.updated);
}

export default function AdminFishEdit() {
  const { fish, illustration, photos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-fish-edit-heading">
      <h2 id="admin-fish-edit-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Edit {fish.name}
      </h2>
      <FishForm lastResult={actionData?.result} submitLabel="Update Fish" defaults={{ ...withApiNames(fish), illustration }} />
      <MainImageChoices fishId={fish.id} fishName={fish.name} currentImage={fish.imageUrl} photos={photos} />
    </section>
  );
}
