import type { ActionFunctionArgs } from "@remix-run/node";
import type { ReportReason } from "~/domain/gallery-rules";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { reportSchema } from "~/validation/gallery";
import { parseRecordId } from "~/validation/record-id";
import { requireApiUser } from "./current-user.server";

type ReportAnswer = { ok: true; reports: number; hidden: boolean } | { ok: false; status: number; message: string };

/**
 * POST /api/.../{id}/report {reason} for any kind of image members report: a signed-in member, counted by the
 * report limit, reports the image once through `report`; answers 201 `{reports, hidden}` or the model's failure.
 */
export async function reportImageAction(
  { request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">,
  notFound: string,
  report: (member: { id: string; isAdmin?: boolean }, id: number, reason: ReportReason) => ReportAnswer,
) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("report", user, context);
  const id = parseRecordId(params.imageId);
  if (id === null) apiError(404, notFound);
  const { reason } = await parseJsonBody(request, reportSchema);
  const result = report(user, id, reason);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ reports: result.reports, hidden: result.hidden }, 201);
}
