import { z } from "zod";
import { API_PAGE_SIZE_DEFAULT, API_PAGE_SIZE_MAX, PAGE_NUMBER_MAX } from "~/domain/pagination";
import {
  MEMBER_IMAGE_KINDS,
  MODERATION_MESSAGES,
  QUEUE_STATUSES,
  REVIEW_DECISIONS,
  REVIEW_NOTES_MAX,
  type MemberImageKind,
  type QueueStatus,
} from "~/domain/moderation";

/** POST /api/admin/community-images/{id}/review and the queue's Approve / Reject form. */
export const reviewSchema = z.object({
  status: z.enum(REVIEW_DECISIONS, { error: MODERATION_MESSAGES.invalidStatus }),
  reviewNotes: z.string({ error: "reviewNotes must be text" }).max(REVIEW_NOTES_MAX, MODERATION_MESSAGES.notesTooLong).nullish(),
});

export type QueueQuery = { status: QueueStatus; kind: MemberImageKind | null; page: number };

/**
 * The queue page's address: `?status=pending|all` (pending by default), `?kind=gallery|fish-photo|plant-photo`
 * (every kind by default), `?page=N`. A page shows what it can of a hand-edited address rather than an error.
 */
export function queueQueryOf(search: URLSearchParams): QueueQuery {
  const status = search.get("status");
  const kind = search.get("kind");
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    status: (QUEUE_STATUSES as readonly string[]).includes(status ?? "") ? (status as QueueStatus) : "pending",
    kind: (MEMBER_IMAGE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as MemberImageKind) : null,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, PAGE_NUMBER_MAX) : 1,
  };
}

const WHOLE = /^[0-9]{1,6}$/;

/**
 * The admin image lists' JSON query: `?kind=`, `?page=` (from 1) and `?limit=` (1 to 100, default 50). The
 * API refuses what it does not understand, so a client's bug shows.
 */
export function parseAdminImagesQuery(
  search: URLSearchParams,
): { ok: true; value: { kind: MemberImageKind | null; page: number; limit: number } } | { ok: false; message: string } {
  const kind = search.get("kind");
  if (kind !== null && !(MEMBER_IMAGE_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, message: `kind must be one of ${MEMBER_IMAGE_KINDS.join(", ")}` };
  }
  const pageText = search.get("page");
  const page = pageText === null ? 1 : WHOLE.test(pageText) ? Number(pageText) : NaN;
  if (!(page >= 1 && page <= PAGE_NUMBER_MAX)) return { ok: false, message: `page must be a whole number from 1 to ${PAGE_NUMBER_MAX}` };
  const limitText = search.get("limit");
  const limit = limitText === null ? API_PAGE_SIZE_DEFAULT : WHOLE.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= API_PAGE_SIZE_MAX)) {
    return { ok: false, message: `limit must be a whole number from 1 to ${API_PAGE_SIZE_MAX}` };
  }
  return { ok: true, value: { kind: kind as MemberImageKind | null, page, limit } };
}
