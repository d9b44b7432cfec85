import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog, discussionComments, fishPhotos } from "../../db/schema";
import { createFish } from "../support/fish";

import { listAudit } from "~/models/audit-log.server";
import { deleteComment } from "~/models/discussion.server";
import { deleteFishPhoto } from "~/models/fish-photo.server";
import { createFishProfile, deleteFishProfile, updateFishProfile } from "~/models/fish-admin.server";
import { loader as activityLoader } from "~/routes/admin.activity";
import { getDb } from "~/services/db.server";
import { createUser, request, respond } from "../support/factories";
import { fishFormSchema } from "~/validation/fish-form";

const admin = createUser({ isAdmin: true, username: "reef_admin" });

/** The log as an admin reads it. */
function entries(page: { before?: number | null; limit: number }) {
  const listed = listAudit(admin, page);
  if (!listed.ok) throw new Error(listed.message);
  return listed.entries;
}

const values = (name: string, description = "Written by an admin.") =>
  fishFormSchema.parse({
    name,
    scientificName: "Probus auditus",
    imageUrl: "/images/fish-illustration.svg",
    difficulty: "Moderate",
    temperament: "Peaceful",
    diet: "Omnivore",
    description,
  });

describe("the audit log", () => {
  test("records every admin change to a fish, newest first, with the fields before and after", async () => {
    const created = createFishProfile(admin, values("Audit Barb"));
    if (!created.ok) throw new Error(created.message);
    updateFishProfile(admin, created.fish.id, values("Audit Barb", "Corrected."));
    await deleteFishProfile(admin, created.fish.id);

    const latest = entries({ limit: 3 });
    expect(latest.map((entry) => entry.action)).toEqual(["fish.deleted", "fish.updated", "fish.created"]);
    for (const entry of latest) {
      expect(entry).toMatchObject({ actorId: admin.id, actorName: "reef_admin", subjectKind: "fish", subjectLabel: "Audit Barb" });
    }
    expect(latest[1].details).toEqual({ changes: { description: { before: "Written by an admin.", after: "Corrected." } } });
    expect(latest[0].details).toEqual({ removed: { collectionEntries: 0, comments: 0, photos: 0 } });
  });

  test("a refused change writes nothing", () => {
    const member = createUser();
    const before = getDb().select().from(auditLog).all().length;
    expect(createFishProfile({ ...member, isAdmin: false }, values("Never Made")).ok).toBe(false);
    expect(getDb().select().from(auditLog).all().length).toBe(before);
  });

  test("outlives what it describes, and refuses to be changed or emptied", async () => {
    const species = createFish({ name: "Short-lived Fish" });
    await deleteFishProfile(admin, species.id);
    const [entry] = entries({ limit: 1 });
    expect(entry).toMatchObject({ action: "fish.deleted", subjectLabel: "Short-lived Fish" });
    expect(() => getDb().update(auditLog).set({ subjectLabel: "x" }).where(eq(auditLog.id, entry.id)).run()).toThrow(/append-only/);
    expect(() => getDb().delete(auditLog).run()).toThrow(/append-only/);
  });

  test("pages by keyset: the page after a row starts just below it", () => {
    for (let i = 0; i < 5; i += 1) createFishProfile(admin, values(`Page Fish ${i}`));
    const first = entries({ limit: 2 });
    const second = entries({ before: first[1].id, limit: 2 });
    expect(second[0].id).toBeLessThan(first[1].id);
    expect(new Set([...first, ...second].map((entry) => entry.id)).size).toBe(4);
  });
});

describe("/admin/activity", () => {
  test("lists entries newest first in words, 50 a page, with a link to older ones", async () => {
    for (let i = 0; i < 55; i += 1) createFishProfile(admin, values(`Activity Fish ${i}`));
    const page = async (url: string) =>
      (await (
        await respond(async () => activityLoader({ request: await request(url, { userId: admin.id }), params: {}, context: {} }))
      ).json()) as { entries: { id: number; actorName: string; action: string; subject: string }[]; olderBefore: number | null };
    const first = await page("/admin/activity");
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ actorName: "reef_admin", action: "created the fish", subject: "Activity Fish 54" });
    expect(first.olderBefore).toBe(first.entries[49].id);
    const second = await page(`/admin/activity?before=${first.olderBefore}`);
    expect(second.entries[0].id).toBeLessThan(first.entries[49].id);
  });
});

describe("admins removing members' content", () => {
  const activity = async () =>
    (await (
      await respond(async () =>
        activityLoader({ request: await request("/admin/activity", { userId: admin.id }), params: {}, context: {} }),
      )
    ).json()) as { entries: { actorName: string; action: string; subject: string; summary: string | null }[] };
  const rows = () => getDb().select().from(auditLog).all().length;

  function comment(userId: string, fishId: number, content: string) {
    return getDb().insert(discussionComments).values({ userId, fishId, content }).returning().get();
  }

  function photo(userId: string, fishId: number, caption: string | null = null) {
    const key = `uploads/${randomUUID()}`;
    return getDb()
      .insert(fishPhotos)
      .values({ fishId, userId, objectKey: key, imageUrl: `/objects/${key}`, caption, status: "approved" })
      .returning()
      .get();
  }

  test("an admin deleting a member's comment is audited with what it said; the member deleting their own, or the admin theirs, is not", async () => {
    const species = createFish({ name: "Comment Tetra" });
    const member = createUser();
    const before = rows();
    expect(deleteComment(admin, comment(member.id, species.id, "Buy cheap pumps at example.com").id)).toEqual({ ok: true });
    expect(rows()).toBe(before + 1);
    expect(deleteComment(member, comment(member.id, species.id, "my own").id)).toEqual({ ok: true });
    expect(deleteComment(admin, comment(admin.id, species.id, "the admin's own, as a member").id)).toEqual({ ok: true });
    expect(deleteComment(createUser(), comment(member.id, species.id, "not theirs").id)).toMatchObject({ ok: false, status: 403 });
    expect(rows()).toBe(before + 1);

    const [entry] = entries({ limit: 1 });
    expect(entry).toMatchObject({ action: "comment.deleted", subjectKind: "comment", subjectLabel: "Comment on Comment Tetra" });
    expect(entry.details).toMatchObject({ authorId: member.id, fishId: species.id, content: "Buy cheap pumps at example.com" });
    expect((await activity()).entries[0]).toMatchObject({
      actorName: "reef_admin",
      action: "deleted the comment",
      subject: "Comment on Comment Tetra",
      summary: "Said: Buy cheap pumps at example.com",
    });
  });

  test("an admin deleting a member's fish photo is audited; the member deleting their own is not", async () => {
    const species = createFish({ name: "Photo Rasbora" });
    const member = createUser();
    const before = rows();
    expect(await deleteFishPhoto(admin, photo(member.id, species.id, "my rasboras").id)).toEqual({ ok: true });
    expect(rows()).toBe(before + 1);
    expect(await deleteFishPhoto(member, photo(member.id, species.id).id)).toEqual({ ok: true });
    expect(await deleteFishPhoto(createUser(), photo(member.id, species.id).id)).toMatchObject({ ok: false, status: 403 });
    expect(rows()).toBe(before + 1);

    const [entry] = entries({ limit: 1 });
    expect(entry).toMatchObject({ action: "photo.deleted", subjectKind: "fish-photo", subjectLabel: "Photo of Photo Rasbora" });
    expect(entry.details).toMatchObject({ uploaderId: member.id, fishId: species.id, status: "approved", caption: "my rasboras" });
    expect((await activity()).entries[0]).toMatchObject({
      action: "deleted the photo",
      subject: "Photo of Photo Rasbora",
      summary: "Caption: my rasboras",
    });
  });
});
