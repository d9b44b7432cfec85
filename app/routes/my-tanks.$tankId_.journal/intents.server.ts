import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { parseJournalCsv } from "~/domain/journal/csv";
import { journalPath } from "~/domain/journal/limits";
import { cleanMemberText } from "~/domain/member-text";
import type { Toast } from "~/domain/toast";
import {
  createJournalEntry,
  deleteJournalEntry,
  importJournalEntries,
  updateJournalEntry,
  type JournalFailure,
} from "~/models/tank-journal.server";
import type { User } from "~/models/user.server";
import { TANK_NOT_FOUND } from "~/models/tank.server";
import { redirectWithToast } from "~/services/session.server";
import { entryIdSchema, journalEntrySchema } from "~/validation/journal";
import { JOURNAL_TOASTS } from "~/web/journal-page.server";

/**
 * The forms of a tank's journal (/my-tanks/{id}/journal) as its action dispatches them: record an entry, edit
 * one, delete one, import a CSV file. Each acts only on the member's own tank, then goes back to the journal with
 * a toast (post/redirect/get); a refused form comes back with its problems beside the fields.
 */

export const JOURNAL_INTENTS = ["record", "update", "delete", "import"] as const;

export function unknownAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

function back(request: Request, tankId: number, toast: Toast) {
  return redirectWithToast(request, journalPath(tankId), toast, { headers: { "X-Remix-Replace": "true" } });
}

function refused(request: Request, tankId: number, failure: Pick<JournalFailure, "message" | "status">) {
  if (failure.status === 404 && failure.message === TANK_NOT_FOUND) throw new Response(TANK_NOT_FOUND, { status: 404 });
  const message = failure.message.endsWith(".") ? failure.message : `${failure.message}.`;
  return back(request, tankId, JOURNAL_TOASTS.refused(message));
}

export function recordIntent(request: Request, user: User, tankId: number, form: FormData) {
  const submission = parseWithZod(form, { schema: journalEntrySchema });
  if (submission.status !== "success") return data({ intent: "record" as const, result: submission.reply() }, { status: 400 });
  const result = createJournalEntry(user.id, tankId, submission.value.reading);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, JOURNAL_TOASTS.recorded(result.cycledNow));
}

export function updateIntent(request: Request, user: User, tankId: number, form: FormData) {
  const entryId = entryIdSchema.safeParse(form.get("entryId"));
  if (!entryId.success) return refused(request, tankId, { status: 404, message: entryId.error.issues[0].message });
  const submission = parseWithZod(form, { schema: journalEntrySchema });
  if (submission.status !== "success") {
    return data({ intent: "update" as const, entryId: entryId.data, result: submission.reply() }, { status: 400 });
  }
  const result = updateJournalEntry(user.id, tankId, entryId.data, submission.value.reading);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, JOURNAL_TOASTS.updated(result.cycledNow));
}

export function deleteIntent(request: Request, user: User, tankId: number, form: FormData) {
  const entryId = entryIdSchema.safeParse(form.get("entryId"));
  if (!entryId.success) return refused(request, tankId, { status: 404, message: entryId.error.issues[0].message });
  const result = deleteJournalEntry(user.id, tankId, entryId.data);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, JOURNAL_TOASTS.deleted());
}

const importRefused = (error: string) => data({ intent: "import" as const, error }, { status: 400 });

/** A CSV file, all of it or none: the first bad line is named and nothing is stored. */
export async function importIntent(request: Request, user: User, tankId: number, form: FormData) {
  const file = form.get("file");
  const text = typeof file === "string" ? file : file ? await file.text() : "";
  if (text.trim() === "") return importRefused("Choose a CSV file to import.");
  const parsed = parseJournalCsv(text, new Date(), cleanMemberText);
  if (!parsed.ok) return importRefused(`${parsed.message} Nothing was imported.`);
  const result = importJournalEntries(user.id, tankId, parsed.readings);
  if (!result.ok) return refused(request, tankId, result);
  return back(request, tankId, JOURNAL_TOASTS.imported(result.count, result.cycledNow));
}
