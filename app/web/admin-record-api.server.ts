import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { User } from "~/models/user.server";
import type { Failure, Success } from "~/models/result";
import { parseRecordId } from "~/validation/record-id";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "./current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const METHODS = ["PUT", "DELETE"];
const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

/** A model's refusal answered as the API's error body; anything else passes through. */
export function orRefuse<R extends Success | Failure>(result: R): Exclude<R, Failure> {
  if (!result.ok) apiError(result.status, result.message);
  return result as Exclude<R, Failure>;
}

type RecordApi<S extends z.ZodType> = {
  /** The route's parameter that names the record, e.g. "videoId" for /api/admin/videos/$videoId. */
  param: string;
  /** The 404 message for an id that names no record. */
  notFound: string;
  schema: S;
  /** Saves the body; answers what the 200 carries. A refusal goes through `orRefuse`. */
  update(admin: User, id: number, values: z.infer<S>): unknown;
  /** Deletes the record; answers what the 200 carries. */
  remove(admin: User, id: number): unknown;
  /** Answers GET with the record (a refusal goes through `orRefuse`); without it, GET is 405. */
  read?(admin: User, id: number): unknown;
};

/**
 * PUT and DELETE (and GET, for a record that can be read here) on one catalogue record under /api/admin: the
 * same steps for fish, plants, product reviews, guides and videos, in this order: only those methods (405
 * otherwise), an admin (401, 403), an id that can name a record (404), a body the schema accepts (400), then the
 * model, whose refusals carry their own status.
 */
export function adminRecordApi<S extends z.ZodType>(api: RecordApi<S>) {
  const allowed = api.read ? ["GET", ...METHODS] : METHODS;
  async function adminAndId(request: Request, params: LoaderFunctionArgs["params"]) {
    const admin = await requireAdmin(request);
    const id = parseRecordId(params[api.param]);
    if (id === null) apiError(404, api.notFound);
    return { admin, id };
  }
  return {
    async loader({ request, params }: LoaderFunctionArgs) {
      if (!api.read) methodNotAllowed(request, allowed);
      const { admin, id } = await adminAndId(request, params);
      return apiJson(await api.read(admin, id), { headers });
    },
    async action({ request, params }: ActionFunctionArgs) {
      if (!METHODS.includes(request.method)) methodNotAllowed(request, allowed);
      const { admin, id } = await adminAndId(request, params);
      if (request.method === "DELETE") return apiJson(await api.remove(admin, id), { headers });
      const values = await parseJsonBody(request, api.schema);
      return apiJson(await api.update(admin, id, values), { headers });
    },
  };
}
