import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { productReviews, users } from "../../db/schema";
import { seedProducts } from "../../db/seed/products";
import { communityPoints, communityRank } from "~/domain/profile-rules";
import { addToCollection } from "~/models/collection.server";
import { addComment } from "~/models/discussion.server";
import { createReview } from "~/models/member-review.server";
import { upsertUserFromIdentity } from "~/models/user.server";
import { loader as authUserLoader } from "~/routes/api.auth.user";
import { action as avatarAction, loader as avatarLoader } from "~/routes/api.avatar-images";
import { action as profileApiAction, loader as profileApiLoader } from "~/routes/api.users.profile";
import { action as objectAction, loader as objectLoader } from "~/routes/objects.uploads.$key";
import { action as pageAction, loader as pageLoader } from "~/routes/profile";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { getStorage, keyFromAddress } from "~/services/storage/index.server";
import { createUser, request, respond } from "../support/factories";
import { createFish, toastOf } from "../support/fish";
import { PNG_1X1, TEXT_FILE, pngOfSize } from "../support/images";
import { issueUpload } from "../support/uploads";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

/** The member's profile as a client changes it: the JSON API, the avatar upload, and the /profile page. */

const MIB = 1024 * 1024;

beforeAll(() => {
  seedProducts(getDb(), DRAWING_ADDRESSES);
});

beforeEach(() => resetRateLimits());

type PublicUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  isAdmin: boolean;
};

const VALID = { firstName: "Ana", lastName: "Lima", username: "ana_lima", profileImageUrl: "" };

async function putProfile(userId: string | undefined, body: unknown) {
  const req = await request("/api/users/profile", { method: "PUT", userId, json: body });
  return respond(() => profileApiAction({ request: req, params: {}, context: {} }));
}

async function currentUser(userId?: string) {
  const req = await request("/api/auth/user", { userId });
  return respond(() => authUserLoader({ request: req, params: {}, context: {} }));
}

async function putAvatar(userId: string | undefined, avatarImageURL: unknown) {
  const req = await request("/api/avatar-images", { method: "PUT", userId, json: { avatarImageURL } });
  return respond(() => avatarAction({ request: req, params: {}, context: {} }));
}

/** POST /api/objects/upload then the PUT of the bytes to the address, as the browser does; the upload URL. */
async function uploaded(userId: string, bytes: Uint8Array<ArrayBuffer>, purpose: "avatar" | "gallery" = "avatar", type = "image/png") {
  const { uploadURL } = await issueUpload(userId, purpose);
  const key = new URL(uploadURL).pathname.split("/").pop();
  const req = new Request(uploadURL, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
  expect((await respond(() => objectAction({ request: req, params: { key }, context: {} }))).status).toBe(200);
  return uploadURL;
}

/** Bytes placed straight into the uploads folder, as a bucket would take them without looking. */
function placeRawObject(uploadURL: string, bytes: Uint8Array) {
  const key = keyFromAddress(uploadURL.split("?")[0])!;
  const file = path.join(process.env.UPLOADS_DIR!, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return key;
}

/** GET of an image address as a visitor, or as the member `userId`. */
async function fetchImage(address: string, userId?: string) {
  const key = address.split("/").pop();
  const req = await request(address, { userId });
  return respond(() => objectLoader({ request: req, params: { key }, context: {} }));
}

function stored(userId: string) {
  return getDb().select().from(users).where(eq(users.id, userId)).get()!;
}

async function loadPage(userId?: string) {
  const req = await request("/profile", { userId });
  return respond(() => pageLoader({ request: req, params: {}, context: {} }));
}

type AvatarFile = { bytes: Uint8Array; type: string; name: string };

/** The Edit Profile dialog posted without JavaScript: multipart, with the file input empty unless given. */
function profileForm(fields: Record<string, string>, avatar?: AvatarFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (avatar) form.append("avatar", new Blob([Buffer.from(avatar.bytes)], { type: avatar.type }), avatar.name);
  else form.append("avatar", new Blob([], { type: "application/octet-stream" }), "");
  return form;
}

async function postPage(userId: string | undefined, fields: Record<string, string>, avatar?: AvatarFile) {
  const req = await request("/profile", { method: "POST", userId, body: profileForm(fields, avatar) });
  return respond(() => pageAction({ request: req, params: {}, context: {} }));
}

type Refusal = { lastResult: { status: string; error: Record<string, string[] | null> }; toast: { title: string; description: string } };

describe("PUT /api/users/profile", () => {
  test("a visitor gets 401", async () => {
    const response = await putProfile(undefined, VALID);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  test("answers 400 with the agreed message for each invalid field, and changes nothing", async () => {
    const member = createUser({ firstName: "Kept", lastName: "Name", username: "kept_name" });
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "" }, "First name is required"],
      [{ firstName: "   " }, "First name is required"],
      [{ firstName: undefined }, "First name is required"],
      [{ firstName: "a".repeat(51) }, "First name too long"],
      [{ lastName: "" }, "Last name is required"],
      [{ lastName: "b".repeat(51) }, "Last name too long"],
      [{ username: "bad name!" }, "Username can only contain letters, numbers, and underscores"],
      [{ username: "fish-keeper" }, "Username can only contain letters, numbers, and underscores"],
      [{ username: "ab" }, "Username must be at least 3 characters"],
      [{ username: "a".repeat(21) }, "Username must be at most 20 characters"],
      [{ profileImageUrl: "not a url" }, "Invalid image URL"],
      [{ profileImageUrl: "javascript:alert(1)" }, "Invalid image URL"],
      [{ profileImageUrl: "//evil.example/pic.png" }, "Invalid image URL"],
      // Addresses a reader's browser would request with their cookies: each would act on every reader.
      [{ profileImageUrl: "/api/logout" }, "Invalid image URL"],
      [{ profileImageUrl: "/api/login?state=s1&code=c1" }, "Invalid image URL"],
      [{ profileImageUrl: "/community-gallery/1" }, "Invalid image URL"],
      [{ profileImageUrl: "https://images.example.com/ana.png" }, "Invalid image URL"],
      [{ profileImageUrl: "/\\evil.example/x.png" }, "Invalid image URL"],
      [{ profileImageUrl: "/objects/uploads/00000000-0000-4000-8000-000000000000" }, "Invalid image URL"],
      [{ profileImageUrl: "/objects/uploads/00000000-0000-4000-8000-000000000000?x=1" }, "Invalid image URL"],
    ];
    for (const [change, message] of cases) {
      resetRateLimits();
      const response = await putProfile(member.id, { ...VALID, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json(), JSON.stringify(change)).toEqual({ message });
    }
    expect(stored(member.id)).toMatchObject({ firstName: "Kept", lastName: "Name", username: "kept_name" });
    // The limits themselves are allowed.
    const longest = await putProfile(member.id, {
      ...VALID,
      firstName: "a".repeat(50),
      lastName: "b".repeat(50),
      username: "c".repeat(20),
    });
    expect(longest.status).toBe(200);
  });

  test("answers 409 when another member holds the username, in any letter case", async () => {
    createUser({ username: "Reef_Keeper" });
    createUser({ username: "plant_lady" });
    const member = createUser({ username: "my_own_name" });
    for (const username of ["reef_keeper", "REEF_KEEPER", "Plant_Lady"]) {
      const response = await putProfile(member.id, { ...VALID, username });
      expect(response.status, username).toBe(409);
      expect(await response.json()).toEqual({ message: "Username is already taken" });
    }
    expect(stored(member.id).username).toBe("my_own_name");
    // One's own name in another case is no conflict.
    const own = await putProfile(member.id, { ...VALID, username: "My_Own_Name" });
    expect(own.status).toBe(200);
    expect((await own.json()).username).toBe("my_own_name");
  });

  test("answers the updated user, which GET /api/auth/user then shows", async () => {
    const member = createUser({ email: "ana@example.com", username: "old_name" });
    const { objectPath } = await (await putAvatar(member.id, await uploaded(member.id, PNG_1X1))).json();
    const response = await putProfile(member.id, {
      firstName: "  Ana ",
      lastName: " Lima",
      username: "Ana_Lima",
      profileImageUrl: ` ${objectPath} `,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const user: PublicUser = await response.json();
    expect(user).toEqual({
      id: member.id,
      firstName: "Ana",
      lastName: "Lima",
      username: "ana_lima",
      email: "ana@example.com",
      profileImageUrl: objectPath,
      createdAt: member.createdAt,
      isAdmin: false,
    });
    const me = await currentUser(member.id);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(user);
    // The old name is free again.
    expect((await putProfile(createUser().id, { ...VALID, username: "old_name" })).status).toBe(200);
  });

  test("an emptied picture stays empty when the member signs in again with a provider picture", async () => {
    const member = createUser({ profileImageUrl: "https://provider.example.com/first.jpg", email: "diver@example.com" });
    const response = await putProfile(member.id, { ...VALID, username: "diver_dan", profileImageUrl: "" });
    expect(response.status).toBe(200);
    expect((await response.json()).profileImageUrl).toBeNull();

    const again = upsertUserFromIdentity(
      {
        subject: member.authSubject,
        email: "diver@example.com",
        firstName: "Provider",
        lastName: "Name",
        profileImageUrl: "https://provider.example.com/latest.jpg",
      },
      [],
    );
    expect(again.id).toBe(member.id);
    expect(again.profileImageUrl).toBeNull();
    // A new session of the same member, as after the sign-in callback.
    const me: PublicUser = await (await currentUser(member.id)).json();
    expect(me).toMatchObject({ profileImageUrl: null, firstName: "Ana", lastName: "Lima", username: "diver_dan" });
  });

  test("another member's picture is refused, so it never becomes public through someone else's profile", async () => {
    const owner = createUser();
    const { objectPath } = await (await putAvatar(owner.id, await uploaded(owner.id, PNG_1X1))).json();
    // Not saved on the owner's profile: the image is still the owner's alone.
    expect((await fetchImage(objectPath)).status).toBe(404);
    const copier = createUser();
    const copied = await putProfile(copier.id, { ...VALID, username: "copy_cat", profileImageUrl: objectPath });
    expect(copied.status).toBe(400);
    expect(await copied.json()).toEqual({ message: "Invalid image URL" });
    expect((await fetchImage(objectPath)).status).toBe(404);
    expect((await fetchImage(objectPath, copier.id)).status).toBe(404);
    expect((await fetchImage(objectPath, owner.id)).status).toBe(200);
  });

  test("answers 400 for a body that is not JSON and 405 for another method", async () => {
    const member = createUser();
    const malformed = await respond(async () =>
      profileApiAction({
        request: await request("/api/users/profile", {
          method: "PUT",
          userId: member.id,
          body: "{",
          headers: { "Content-Type": "application/json" },
        }),
        params: {},
        context: {},
      }),
    );
    expect(malformed.status).toBe(400);
    const post = await respond(async () =>
      profileApiAction({
        request: await request("/api/users/profile", { method: "POST", userId: member.id, json: VALID }),
        params: {},
        context: {},
      }),
    );
    expect(post.status).toBe(405);
    const get = await respond(async () =>
      profileApiLoader({ request: await request("/api/users/profile", { userId: member.id }), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
  });
});

describe("PUT /api/avatar-images", () => {
  test("turns the member's upload into a WebP avatar at {objectPath}, which the profile then saves", async () => {
    const member = createUser();
    const uploadURL = await uploaded(member.id, PNG_1X1);
    const response = await putAvatar(member.id, uploadURL);
    expect(response.status).toBe(200);
    const { objectPath } = await response.json();
    expect(objectPath).toMatch(/^\/objects\/uploads\/[^/?]+$/);
    // The raw upload is gone; only the re-encoded picture is served.
    expect(await getStorage().head(keyFromAddress(uploadURL.split("?")[0])!)).toBeNull();
    const own = await fetchImage(objectPath, member.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/webp");
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(8, 12))).toBe("WEBP");

    // Saved on the profile, it is everyone's to see.
    const saved = await putProfile(member.id, { ...VALID, username: "avatar_owner", profileImageUrl: objectPath });
    expect((await saved.json()).profileImageUrl).toBe(objectPath);
    const seen = await fetchImage(objectPath);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/webp");

    // Replaced by another picture, the old avatar is deleted.
    const second = await (await putAvatar(member.id, await uploaded(member.id, PNG_1X1))).json();
    expect((await putProfile(member.id, { ...VALID, username: "avatar_owner", profileImageUrl: second.objectPath })).status).toBe(200);
    expect((await fetchImage(objectPath)).status).toBe(404);
    expect((await fetchImage(second.objectPath)).status).toBe(200);
  });

  test("refuses a visitor (401), another member's upload (403), a reused upload (409) and an unknown one (404)", async () => {
    const member = createUser();
    const uploadURL = await uploaded(member.id, PNG_1X1);
    expect((await putAvatar(undefined, uploadURL)).status).toBe(401);

    const stranger = await putAvatar(createUser().id, uploadURL);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toHaveProperty("message");

    expect((await putAvatar(member.id, uploadURL)).status).toBe(200);
    const reused = await putAvatar(member.id, uploadURL);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toHaveProperty("message");

    const { uploadURL: unused } = await issueUpload(member.id, "avatar");
    expect((await putAvatar(member.id, unused)).status).toBe(404);
    expect((await putAvatar(member.id, "http://localhost:3000/objects/uploads/not-a-key")).status).toBe(404);
    const missing = await putAvatar(member.id, "");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "avatarImageURL is required" });
  });

  test("answers 413 for a file over 5 MB and 415 for one that is not an image, keeping neither", async () => {
    const member = createUser();
    // A gallery address takes 10 MB; as an avatar the file is over the 5 MB limit.
    const large = await uploaded(member.id, pngOfSize(6 * MIB), "gallery");
    const tooLarge = await putAvatar(member.id, large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toHaveProperty("message");
    expect(await getStorage().head(keyFromAddress(large.split("?")[0])!)).toBeNull();

    // The app's own address refuses non-images as they arrive; a bucket would take them.
    const { uploadURL } = await issueUpload(member.id, "avatar");
    const key = placeRawObject(uploadURL, TEXT_FILE);
    const notImage = await putAvatar(member.id, uploadURL);
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toHaveProperty("message");
    expect(await getStorage().head(key)).toBeNull();
    expect(stored(member.id).profileImageUrl).toBeNull();
  });

  test("answers 405 for another method", async () => {
    const member = createUser();
    const get = await respond(async () =>
      avatarLoader({ request: await request("/api/avatar-images", { userId: member.id }), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
  });
});

describe("the /profile page", () => {
  test("a visitor gets 401 with where to sign in", async () => {
    const response = await loadPage();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized", signIn: `/api/login?returnTo=${encodeURIComponent("/profile")}` });
  });

  test("shows the member's profile and the figures counted from their own records", async () => {
    const member = createUser({ firstName: "Ana", lastName: "Lima", username: "ana_reefs", email: "ana.lima@example.com" });
    const other = createUser();
    const fishes = [createFish(), createFish(), createFish(), createFish()];
    for (const [i, species] of fishes.entries()) {
      const added = addToCollection(member.id, species.id, i === 2 ? "wishlist" : i === 3 ? "liked" : "owned");
      expect(added.ok).toBe(true);
    }
    // A fish is in one collection at a time: saving it again elsewhere is refused, and counts once.
    expect(addToCollection(member.id, fishes[0].id, "liked").ok).toBe(false);
    // Another member's records do not count.
    addToCollection(other.id, fishes[1].id, "owned");
    const products = getDb().select({ id: productReviews.id }).from(productReviews).limit(3).all();
    const text = "Quiet, easy to clean, and my tetras love the gentle flow.";
    expect(createReview(member.id, products[0].id, { rating: 4, text }).ok).toBe(true);
    createReview(other.id, products[1].id, { rating: 4, text });

    const response = await loadPage(member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const page = await response.json();
    expect(page.profile).toMatchObject({
      name: "Ana Lima",
      email: "ana.lima@example.com",
      imageUrl: null,
      firstName: "Ana",
      lastName: "Lima",
      username: "ana_reefs",
      createdAt: member.createdAt,
    });
    // 4 collection entries (1 point each) and 1 review (5 points): 9 points, still a Beginner.
    expect(communityPoints({ collectionEntries: 4, reviews: 1, comments: 0, approvedPhotos: 0 })).toBe(9);
    expect(page.stats).toEqual({ fishCollection: 4, reviewsWritten: 1, rank: "Beginner", points: 9 });

    // One comment (2 points) makes 11: a Hobbyist.
    expect(addComment(member.id, fishes[0].id, "Mine school happily in the planted tank.").ok).toBe(true);
    const after = await (await loadPage(member.id)).json();
    expect(after.stats).toEqual({ fishCollection: 4, reviewsWritten: 1, rank: communityRank(11).name, points: 11 });
    expect(after.stats.rank).toBe("Hobbyist");

    const newcomer = await (await loadPage(createUser().id)).json();
    expect(newcomer.stats).toEqual({ fishCollection: 0, reviewsWritten: 0, rank: "Beginner", points: 0 });
  });

  test("Update Profile without a file saves names and username and goes back with 'Profile Updated'", async () => {
    const member = createUser();
    const { objectPath } = await (await putAvatar(member.id, await uploaded(member.id, PNG_1X1))).json();
    getDb().update(users).set({ profileImageUrl: objectPath }).where(eq(users.id, member.id)).run();
    const response = await postPage(member.id, {
      firstName: " Bea ",
      lastName: "Costa",
      username: "Bea_Costa",
      profileImageUrl: objectPath,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(await toastOf(response)).toMatchObject({ title: "Profile Updated" });
    expect(stored(member.id)).toMatchObject({
      firstName: "Bea",
      lastName: "Costa",
      username: "bea_costa",
      profileImageUrl: objectPath,
    });
    expect((await (await loadPage(member.id)).json()).profile).toMatchObject({ name: "Bea Costa", username: "bea_costa" });

    // An emptied address removes the picture.
    const cleared = await postPage(member.id, { firstName: "Bea", lastName: "Costa", username: "bea_costa", profileImageUrl: "" });
    expect(cleared.status).toBe(302);
    expect(stored(member.id).profileImageUrl).toBeNull();
  });

  test("invalid fields answer 400 with the errors beside their fields, and change nothing", async () => {
    const member = createUser({ firstName: "Kept", lastName: "Name", username: "kept_page" });
    const response = await postPage(member.id, { firstName: "", lastName: "c".repeat(51), username: "a b", profileImageUrl: "nope" });
    expect(response.status).toBe(400);
    const body: Refusal = await response.json();
    expect(body.lastResult.error).toMatchObject({
      firstName: ["First name is required"],
      lastName: ["Last name too long"],
      username: ["Username can only contain letters, numbers, and underscores"],
      profileImageUrl: ["Invalid image URL"],
    });
    expect(body.toast).toMatchObject({ title: "Update Failed" });
    const short = (await (await postPage(member.id, { firstName: "A", lastName: "B", username: "ab" })).json()) as Refusal;
    expect(short.lastResult.error.username).toEqual(["Username must be at least 3 characters"]);
    expect(stored(member.id)).toMatchObject({ firstName: "Kept", lastName: "Name", username: "kept_page" });

    createUser({ username: "Taken_Name" });
    const taken = await postPage(member.id, { firstName: "A", lastName: "B", username: "taken_name" });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Refusal).lastResult.error.username).toEqual(["Username is already taken"]);
  });

  test("a PNG in the avatar field becomes the member's picture, a same-origin WebP", async () => {
    const member = createUser();
    const response = await postPage(
      member.id,
      { firstName: "Cy", lastName: "Reed", username: "cy_reed", profileImageUrl: "" },
      { bytes: PNG_1X1, type: "image/png", name: "me.png" },
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Profile Updated" });
    const { profileImageUrl } = stored(member.id);
    expect(profileImageUrl).toMatch(/^\/objects\/uploads\/[^/?]+$/);
    const image = await fetchImage(profileImageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(stored(member.id)).toMatchObject({ firstName: "Cy", lastName: "Reed", username: "cy_reed" });
  });

  test("a 6 MB file answers 413 'Please choose an image smaller than 5MB.' and saves nothing", async () => {
    const member = createUser({ firstName: "Kept", lastName: "Name", username: "kept_large" });
    const response = await postPage(
      member.id,
      { firstName: "Dee", lastName: "Vo", username: "dee_vo", profileImageUrl: "" },
      { bytes: pngOfSize(6 * MIB), type: "image/png", name: "huge.png" },
    );
    expect(response.status).toBe(413);
    const body: Refusal = await response.json();
    expect(body.toast).toMatchObject({ title: "File Too Large", description: "Please choose an image smaller than 5MB." });
    expect(body.lastResult.error.avatar).toEqual(["Please choose an image smaller than 5MB."]);
    expect(stored(member.id)).toMatchObject({ firstName: "Kept", username: "kept_large", profileImageUrl: null });
  });

  test("a text file answers 415 'Please choose an image file.' and saves nothing", async () => {
    const member = createUser({ firstName: "Kept", lastName: "Name", username: "kept_text" });
    const response = await postPage(
      member.id,
      { firstName: "Eli", lastName: "Moss", username: "eli_moss", profileImageUrl: "" },
      { bytes: TEXT_FILE, type: "text/plain", name: "notes.txt" },
    );
    expect(response.status).toBe(415);
    const body: Refusal = await response.json();
    expect(body.toast).toMatchObject({ title: "Invalid File Type", description: "Please choose an image file." });
    expect(body.lastResult.error.avatar).toEqual(["Please choose an image file."]);
    expect(stored(member.id)).toMatchObject({ firstName: "Kept", username: "kept_text", profileImageUrl: null });
  });

  test("a visitor's post is sent to sign in and back to /profile", async () => {
    const response = await postPage(undefined, VALID);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent("/profile")}`);
  });
});
