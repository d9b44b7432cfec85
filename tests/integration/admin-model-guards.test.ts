import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog, communityImages } from "../../db/schema";
import { createFish } from "../support/fish";
import { createUser } from "../support/factories";
import { listAudit, recordAudit } from "~/models/audit-log.server";
import { fishDeletionImpact, listFishForAdmin } from "~/models/fish-admin.server";
import { countMemberImages, listMemberImages, reviewMemberImage } from "~/models/moderation.server";
import { getDb } from "~/services/db.server";

/**
 * Every admin model function checks for an admin itself, so a route that forgot its guard, or a script that
 * calls the model directly, still cannot read the queue or the log, or act as an admin.
 */

const admin = createUser({ isAdmin: true });
const member = createUser();
const refused = { ok: false, status: 403, code: "not-admin", message: "You don't have permission to access the admin panel." };

function pendingImage() {
  const key = `uploads/${randomUUID()}`;
  const uploader = createUser();
  return getDb()
    .insert(communityImages)
    .values({ userId: uploader.id, title: "Pending tank", category: "aquascape", objectKey: key, imageUrl: `/objects/${key}`, tags: [] })
    .returning()
    .get();
}

describe("the moderation queue", () => {
  test("lists and counts images for an admin only", () => {
    pendingImage();
    expect(listMemberImages(member, { status: "pending", limit: 10 })).toEqual(refused);
    expect(countMemberImages(member)).toEqual(refused);
    expect(countMemberImages(member, "gallery")).toEqual(refused);
    expect(listMemberImages(admin, { status: "pending", limit: 10 })).toMatchObject({ ok: true, total: 1 });
    expect(countMemberImages(admin)).toEqual({ ok: true, pending: 1, reported: 0, all: 1 });
  });

  test("a member cannot review an image, and nothing is changed or logged", () => {
    const image = pendingImage();
    const logged = getDb().select().from(auditLog).all().length;
    expect(reviewMemberImage(member, { kind: "gallery", id: image.id }, { status: "approved", reviewNotes: "Looks fine" })).toEqual(
      refused,
    );
    expect(getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()).toMatchObject({
      status: "pending",
      reviewedBy: null,
    });
    expect(getDb().select().from(auditLog).all()).toHaveLength(logged);
  });
});

describe("the audit log", () => {
  test("is read by admins only", () => {
    expect(listAudit(member, { limit: 5 })).toEqual(refused);
    expect(listAudit(admin, { limit: 5 })).toMatchObject({ ok: true, entries: expect.any(Array) });
  });

  test("takes no entry in a member's name: the change it would record is rolled back with it", () => {
    const species = createFish({ name: "Unlogged Fish" });
    const entry = { action: "fish.updated", subjectKind: "fish", subjectId: species.id, subjectLabel: species.name } as const;
    const logged = getDb().select().from(auditLog).all().length;
    expect(() =>
      getDb().transaction((tx) => {
        tx.update(communityImages).set({ title: "changed" }).run();
        recordAudit(tx, member, entry);
      }),
    ).toThrow(/admin/);
    expect(getDb().select().from(auditLog).all()).toHaveLength(logged);
    expect(getDb().select().from(communityImages).where(eq(communityImages.title, "changed")).all()).toEqual([]);
  });
});

describe("the admin fish list and the delete step", () => {
  test("are for admins only", () => {
    const species = createFish({ name: "Guarded Guppy" });
    expect(listFishForAdmin(member, { q: "guarded", limit: 8 })).toEqual(refused);
    expect(listFishForAdmin(member, { limit: 24 })).toEqual(refused);
    expect(fishDeletionImpact(member, species.id)).toEqual(refused);
    expect(listFishForAdmin(admin, { q: "guarded", limit: 8 })).toMatchObject({ ok: true, total: 1, fish: [{ name: "Guarded Guppy" }] });
    expect(fishDeletionImpact(admin, species.id)).toEqual({ ok: true, impact: { collectionEntries: 0, comments: 0, photos: 0 } });
  });
});
