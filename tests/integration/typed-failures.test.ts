import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { productReviews } from "../../db/schema";
import { seedProducts } from "../../db/seed/products";
import { createFish } from "../support/fish";
import { createUser } from "../support/factories";
import { USERNAME_MESSAGES } from "~/domain/username-rules";
import { addToCollection } from "~/models/collection.server";
import { flushViews, pendingViewsOf, recordView, resetPendingViews } from "~/models/gallery-views.server";
import { createReview } from "~/models/member-review.server";
import { updateProfile } from "~/models/profile.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/models/sqlite-errors.server";
import { setUsername } from "~/models/user.server";
import { getDb } from "~/services/db.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

/**
 * The models' answers to a lost race come from SQLite's result codes. Each model checks before it writes, so a
 * race is staged with a temporary trigger that writes the rival row just before the model's own write.
 */

const sqlite = () => getDb().$client;

function raceBefore(event: string, rivalWrite: string) {
  sqlite().exec(`CREATE TEMP TRIGGER race BEFORE ${event} BEGIN ${rivalWrite}; END`);
}

afterEach(() => {
  sqlite().exec("DROP TRIGGER IF EXISTS temp.race");
});

/** The error SQLite itself raises for this statement. */
function errorOf(statement: string): unknown {
  try {
    sqlite().exec(statement);
  } catch (error) {
    return error;
  }
  throw new Error(`${statement} did not fail`);
}

describe("constraint failures are told apart by SQLite's code", () => {
  test("a unique index or primary key is a unique violation, a missing parent a foreign key one", () => {
    const member = createUser();
    const duplicateKey = errorOf(`INSERT INTO users (id, auth_subject) VALUES ('${member.id}', 'other')`);
    expect(isUniqueViolation(duplicateKey)).toBe(true);
    expect(isForeignKeyViolation(duplicateKey)).toBe(false);

    const orphan = errorOf(`INSERT INTO collection_entries (user_id, fish_id) VALUES ('${member.id}', 999999)`);
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
  });

  test("a driver error wrapped by drizzle is still recognised", () => {
    const member = createUser();
    const duplicateKey = errorOf(`INSERT INTO users (id, auth_subject) VALUES ('${member.id}', 'other')`);
    expect(isUniqueViolation(new DrizzleQueryError("insert", [], duplicateKey as Error))).toBe(true);
  });

  test("an error merely worded like a constraint failure is not one", () => {
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: users.username"))).toBe(false);
    expect(isForeignKeyViolation(new Error("FOREIGN KEY constraint failed"))).toBe(false);
    expect(isUniqueViolation("UNIQUE constraint failed")).toBe(false);
  });
});

describe("a member who loses a race hears the model's answer, not an exception", () => {
  beforeAll(() => seedProducts(getDb(), DRAWING_ADDRESSES));

  test("adding a fish that a parallel save added first: 409", () => {
    const member = createUser();
    const { id: fishId } = createFish();
    raceBefore(
      "INSERT ON collection_entries",
      "INSERT INTO collection_entries (user_id, fish_id, collection_type) VALUES (NEW.user_id, NEW.fish_id, NEW.collection_type)",
    );
    expect(addToCollection(member.id, fishId, "owned")).toMatchObject({ ok: false, status: 409 });
  });

  test("a second review of a product posted in parallel: 409", () => {
    const member = createUser();
    const productId = getDb().select({ id: productReviews.id }).from(productReviews).limit(1).get()!.id;
    raceBefore(
      "INSERT ON member_reviews",
      "INSERT INTO member_reviews (product_id, user_id, rating_halves, text) VALUES (NEW.product_id, NEW.user_id, NEW.rating_halves, NEW.text)",
    );
    expect(createReview(member.id, productId, { rating: 4, text: "Quiet and easy to clean; my tetras like it." })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  test("a username another member took a moment earlier, in any letter case", async () => {
    const member = createUser();
    const rival = createUser();
    raceBefore(
      "UPDATE OF username ON users WHEN NEW.username = 'raced_name'",
      `UPDATE users SET username = 'Raced_Name' WHERE id = '${rival.id}'`,
    );
    expect(setUsername(member.id, "raced_name")).toEqual({ ok: false, message: USERNAME_MESSAGES.taken });
    // The failed statement took the trigger's write back with it, so the same race can be run again.
    const values = { firstName: "Ana", lastName: "Lima", username: "raced_name", profileImageUrl: null };
    expect(await updateProfile(member, values)).toMatchObject({ ok: false, status: 409, code: "username-taken" });
  });

  test("views of an image deleted before they are written are dropped, not retried forever", () => {
    resetPendingViews();
    const viewer = createUser();
    expect(recordView({ id: 999999, userId: createUser().id }, viewer, null)).toBe(true);
    expect(() => flushViews()).toThrow();
    expect(pendingViewsOf(999999)).toBe(0);
  });
});
