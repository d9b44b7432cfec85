import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { FISH_PHOTO_PAGE_SIZE } from "~/domain/pagination";
import type { RateLimitedAction } from "~/domain/rate-limits";
import { reportPlantPhoto } from "~/models/photo-reports.server";
import { createPlantPhotoFromFile, deletePlantPhoto, pagePhotosForPlant } from "~/models/plant-photo.server";
import type { User } from "~/models/user.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { handlePhotoIntent, type PhotoPage } from "~/web/photo-intents.server";

/**
 * The photos `?photosBefore=` asks for; one that names no photo of this plant the viewer may see, or leads to
 * an empty page, shows the newest: an old link leads somewhere, never to an error.
 */
export function photoPageFor(plantId: number, viewerId: string | null, before: number | null) {
  const older = before ? pagePhotosForPlant(plantId, viewerId, { before, limit: FISH_PHOTO_PAGE_SIZE }) : null;
  if (older?.items.length) return { ...older, newest: false };
  return { ...pagePhotosForPlant(plantId, viewerId, { limit: FISH_PHOTO_PAGE_SIZE })!, newest: true };
}

/** Which rate limit each photo intent counts against, as on a fish's page. */
const INTENT_RATE_LIMITS: Record<string, RateLimitedAction> = {
  "delete-photo": "deleteOwnContent",
  "report-photo": "report",
};

export const isPhotoIntent = (intent: unknown): intent is string => typeof intent === "string" && Object.hasOwn(INTENT_RATE_LIMITS, intent);

function photoPage(plantId: number): PhotoPage {
  return {
    path: `/plants/${plantId}`,
    create: (userId, bytes, caption) => createPlantPhotoFromFile(userId, plantId, bytes, caption),
    remove: deletePlantPhoto,
    report: reportPlantPhoto,
  };
}

/**
 * The photos' forms without JavaScript, as on a fish's page. An upload is a multipart body, streamed with its
 * limit by the photo intents and never read here; delete-photo and report-photo come as a read form. Each
 * redirects back to the plant with a toast.
 */
export async function uploadPlantPhoto(request: Request, plantId: number, user: User | null, context: AppLoadContext) {
  const page = photoPage(plantId);
  const limited = await formRateLimitRedirect(request, "upload", user, context, page.path);
  return limited ?? handlePhotoIntent(page, { request });
}

export async function plantPhotoIntent(request: Request, plantId: number, user: User | null, context: AppLoadContext, form: FormData) {
  const intent = form.get("intent");
  if (!isPhotoIntent(intent)) return data({ message: "Unknown action" }, { status: 400 });
  const page = photoPage(plantId);
  const limited = await formRateLimitRedirect(request, INTENT_RATE_LIMITS[intent], user, context, page.path);
  return limited ?? handlePhotoIntent(page, { request, formData: form });
}
