import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DEFAULT_UPLOAD_PURPOSE, requestUpload, UPLOAD_PURPOSE_NAMES, type UploadPurpose } from "~/models/upload.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { appOrigin } from "~/services/env.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

const bodySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSE_NAMES, { error: "Unknown upload purpose" }).optional(),
});

export function loader({ request }: ActionFunctionArgs) {
  return apiError(405, `Method ${request.method} not allowed`, { Allow: "POST" });
}

/**
 * POST /api/objects/upload: an address to PUT one image to, `{ uploadURL }`. A member whose unregistered
 * uploads of the last day (each address counted at its full limit until it expires) leave no room for another
 * gets 429 with Retry-After and `{ message }`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("uploadAddress", user, context);
  const purpose = await readPurpose(request);
  const upload = await requestUpload(user.id, purpose, appOrigin(request));
  if (!upload.ok) apiError(upload.status, upload.message, { "Retry-After": String(upload.retryAfterSeconds) });
  return apiJson({ uploadURL: upload.uploadURL });
}

/** A client may post no body (the default purpose); a JSON body `{ purpose }` may pick another. */
async function readPurpose(request: Request): Promise<UploadPurpose> {
  if ((await request.clone().text()).trim() === "") return DEFAULT_UPLOAD_PURPOSE;
  const { purpose } = await parseJsonBody(request, bodySchema);
  return purpose ?? DEFAULT_UPLOAD_PURPOSE;
}
