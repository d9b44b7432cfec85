import { createHash, randomBytes } from "node:crypto";
import { PNG_1X1 } from "../../support/images";
import { as, createClient, freshIp, jsonOf, type Answer, type Client } from "./http";
import { ADMIN_EMAIL } from "./server";
import { signInOverHttp } from "./sign-in";

/**
 * What the proof suites make over HTTP before they act: signed-in members, comments, collection entries,
 * uploads and photos. Everything goes through the public API as a client would, never into the database.
 */

export type Member = {
  label: string;
  email: string;
  id: string;
  cookie: string;
  ip: string;
  isAdmin: boolean;
};

export type Proof = {
  client: Client;
  baseUrl: string;
  /** A species id no earlier fixture used, so collections and photo lists start empty for each case. */
  freshFish(): number;
  /** The development provider's client id, for provider requests the suites build themselves. */
  devClientId: string;
  close(): void;
};

export async function openProof(baseUrl: string): Promise<Proof> {
  const client = createClient(baseUrl);
  const list = await client.send({ method: "GET", path: "/api/fish", headers: { "x-client-ip": freshIp() } });
  const fish = jsonOf<{ id: number }[]>(list);
  if (list.status !== 200 || !Array.isArray(fish) || fish.length === 0) throw new Error(`GET /api/fish: ${list.status}`);
  const ids = fish.map((f) => f.id);
  let next = 0;

  const login = await client.send({ method: "GET", path: "/api/login", headers: { "x-client-ip": freshIp() } });
  const devClientId = new URL(String(login.headers.location)).searchParams.get("client_id");
  if (!devClientId) throw new Error(`GET /api/login did not lead to the development provider: ${login.status}`);

  return {
    client,
    baseUrl,
    devClientId,
    freshFish() {
      const id = ids[next % ids.length];
      next += 1;
      return id;
    },
    close: () => client.close(),
  };
}

/** Signs a member in over HTTP (a fresh session each time) and reads their id back from the API. */
export async function signIn(proof: Proof, label: string, email: string, ip: string): Promise<Member> {
  const cookie = await signInOverHttp(proof.baseUrl, { email, firstName: label, lastName: "Proof" }, ip);
  const me = await proof.client.send({ method: "GET", path: "/api/auth/user", headers: as({ cookie, ip }) });
  const user = jsonOf<{ id: string; isAdmin: boolean }>(me);
  if (me.status !== 200 || !user?.id) throw new Error(`GET /api/auth/user after signing in ${email}: ${me.status} ${me.body}`);
  if ((email === ADMIN_EMAIL) !== Boolean(user.isAdmin)) throw new Error(`${email} has isAdmin=${user.isAdmin}`);
  return { label, email, id: user.id, cookie, ip, isAdmin: Boolean(user.isAdmin) };
}

/** A second session for the same member, for requests that end a session. */
export async function signInAgain(proof: Proof, member: Member): Promise<string> {
  return signInOverHttp(proof.baseUrl, { email: member.email, firstName: member.label, lastName: "Proof" }, member.ip);
}

export function must(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(
      `Making a fixture failed: ${what} answered ${answer.status} (expected ${status}): ${answer.error ?? answer.body.slice(0, 300)}`,
    );
  }
  return answer;
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

export async function chooseUsername(proof: Proof, member: Member, username: string) {
  const { body, headers } = json({ username });
  const answer = await proof.client.send({ method: "POST", path: "/api/users/username", headers: as(member, headers), body });
  must(answer, 200, `POST /api/users/username as ${member.label}`);
}

export async function currentUsername(proof: Proof, cookie: string | null, ip: string): Promise<string | null> {
  const answer = await proof.client.send({ method: "GET", path: "/api/auth/user", headers: as({ cookie, ip }) });
  return answer.status === 200 ? (jsonOf<{ username: string | null }>(answer)?.username ?? null) : null;
}

export async function sessionIsLive(proof: Proof, cookie: string, ip: string): Promise<boolean> {
  const answer = await proof.client.send({ method: "GET", path: "/api/auth/user", headers: as({ cookie, ip }) });
  return answer.status === 200;
}

export type Comment = { id: number; userId: string; content: string };

export async function postComment(proof: Proof, member: Member, fishId: number, content: string): Promise<Comment> {
  const { body, headers } = json({ content });
  const path = `/api/fish/${fishId}/discussions`;
  const answer = must(await proof.client.send({ method: "POST", path, headers: as(member, headers), body }), 201, `POST ${path}`);
  return jsonOf<Comment>(answer)!;
}

/** A fish's comments, read as a member so no shared cache can answer. */
export async function commentsOn(proof: Proof, reader: Member, fishId: number): Promise<Comment[]> {
  const path = `/api/fish/${fishId}/discussions`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(reader) }), 200, `GET ${path}`);
  return jsonOf<Comment[]>(answer)!;
}

export type Entry = { id: number; fishId: number; collectionType: string; notes: string | null };

export async function addToCollection(proof: Proof, member: Member, fishId: number, collectionType: string) {
  const { body, headers } = json({ fishId, collectionType, notes: "made by the proof suite" });
  must(await proof.client.send({ method: "POST", path: "/api/my-fish", headers: as(member, headers), body }), 201, "POST /api/my-fish");
}

export async function collectionOf(proof: Proof, member: Member): Promise<Entry[]> {
  const answer = must(await proof.client.send({ method: "GET", path: "/api/my-fish", headers: as(member) }), 200, "GET /api/my-fish");
  return jsonOf<Entry[]>(answer)!;
}

/** An upload address from POST /api/objects/upload: the full signed URL, as the API returns it. */
export async function uploadAddress(proof: Proof, member: Member): Promise<string> {
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/objects/upload", headers: as(member) }),
    200,
    `POST /api/objects/upload as ${member.label}`,
  );
  return jsonOf<{ uploadURL: string }>(answer)!.uploadURL;
}

/** The path and query of an upload address, to PUT to on the server under test. */
export function pathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

export function withoutQuery(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`;
}

export function putBytes(proof: Proof, address: string, who: { cookie: string | null; ip: string }, bytes: Uint8Array = PNG_1X1) {
  return proof.client.send({
    method: "PUT",
    path: pathOf(address),
    headers: as(who, { "Content-Type": "image/png" }),
    body: bytes,
  });
}

/** Asks for an address and uploads a real PNG to it; returns the address without its query (what is registered). */
export async function uploadedPng(proof: Proof, member: Member): Promise<string> {
  const address = await uploadAddress(proof, member);
  must(await putBytes(proof, address, member), 200, `PUT ${new URL(address).pathname}`);
  return withoutQuery(address);
}

export type Photo = { id: number; userId: string; imageUrl: string };

/** The JavaScript flow of the fish page: address, PUT, register. The photo waits for approval. */
export async function createPhoto(proof: Proof, member: Member, fishId: number): Promise<Photo> {
  const imageUrl = await uploadedPng(proof, member);
  const { body, headers } = json({ imageUrl, caption: "made by the proof suite" });
  const path = `/api/fish/${fishId}/images`;
  const answer = must(await proof.client.send({ method: "POST", path, headers: as(member, headers), body }), 201, `POST ${path}`);
  return jsonOf<Photo>(answer)!;
}

/** An admin approves a member's photo through the review API. */
export async function approvePhoto(proof: Proof, admin: Member, photoId: number): Promise<void> {
  const { body, headers } = json({ status: "approved" });
  const path = `/api/admin/community-images/fish-photo-${photoId}/review`;
  must(await proof.client.send({ method: "POST", path, headers: as(admin, headers), body }), 200, `POST ${path}`);
}

/** The photos a member sees on a fish: approved ones and their own pending ones. */
export async function photosSeenBy(proof: Proof, member: Member, fishId: number): Promise<Photo[]> {
  const path = `/api/fish/${fishId}/images`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(member) }), 200, `GET ${path}`);
  return jsonOf<Photo[]>(answer)!;
}

/** The JavaScript flow of a plant's page: address, PUT, register. The photo waits for approval. */
export async function createPlantPhoto(proof: Proof, member: Member, plantId: number): Promise<Photo> {
  const imageUrl = await uploadedPng(proof, member);
  const { body, headers } = json({ imageUrl, caption: "made by the proof suite" });
  const path = `/api/plants/${plantId}/images`;
  const answer = must(await proof.client.send({ method: "POST", path, headers: as(member, headers), body }), 201, `POST ${path}`);
  return jsonOf<Photo>(answer)!;
}

/** An admin approves a member's plant photo through the review API. */
export async function approvePlantPhoto(proof: Proof, admin: Member, photoId: number): Promise<void> {
  const { body, headers } = json({ status: "approved" });
  const path = `/api/admin/community-images/plant-photo-${photoId}/review`;
  must(await proof.client.send({ method: "POST", path, headers: as(admin, headers), body }), 200, `POST ${path}`);
}

/** The photos a member sees on a plant: approved ones and their own pending ones (the newest 100). */
export async function plantPhotosSeenBy(proof: Proof, member: Member, plantId: number): Promise<Photo[]> {
  const path = `/api/plants/${plantId}/images?limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(member) }), 200, `GET ${path}`);
  return jsonOf<Photo[]>(answer)!;
}

/** How many reports a plant photo has, as the admins' queue shows them. */
export async function plantPhotoReportsOf(proof: Proof, admin: Member, photoId: number): Promise<number> {
  const path = `/api/admin/community-images?kind=plant-photo&limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(admin) }), 200, `GET ${path}`);
  const list = jsonOf<{ id: number | string; reports?: { count: number } | null }[]>(answer) ?? [];
  return list.find((image) => image.id === `plant-photo-${photoId}`)?.reports?.count ?? 0;
}

/** What the app sends the development provider, made here so the suites hold the PKCE verifier themselves. */
export function providerRequest(proof: Proof) {
  const verifier = randomBytes(32).toString("base64url");
  return {
    verifier,
    params: {
      client_id: proof.devClientId,
      redirect_uri: `${proof.baseUrl}/api/login`,
      response_type: "code",
      state: randomBytes(16).toString("base64url"),
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      scope: "openid email profile",
    },
  };
}

/** Approves a provider request for `email` and returns the one-time code from the redirect back to the app. */
export async function providerCode(proof: Proof, params: Record<string, string>, email: string): Promise<string> {
  const answer = await proof.client.send({
    method: "POST",
    path: "/dev-idp/authorize",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": freshIp() },
    body: new URLSearchParams({ ...params, email, intent: "sign-in" }).toString(),
  });
  const location = answer.headers.location;
  const code = location ? new URL(location, proof.baseUrl).searchParams.get("code") : null;
  if (!code) throw new Error(`Making a fixture failed: POST /dev-idp/authorize answered ${answer.status} without a code`);
  return code;
}

export function tokenForm(proof: Proof, code: string, verifier: string): string {
  return new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: `${proof.baseUrl}/api/login`,
    client_id: proof.devClientId,
    code_verifier: verifier,
  }).toString();
}

export async function exchangeCode(proof: Proof, code: string, verifier: string): Promise<Answer> {
  return proof.client.send({
    method: "POST",
    path: "/dev-idp/token",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": freshIp() },
    body: tokenForm(proof, code, verifier),
  });
}

/** Every field of a fish body for POST and PUT /api/admin/fish, under a name no other fixture uses. */
export function fishBody(name: string) {
  return {
    name,
    scientificName: "Probus fixturus",
    imageUrl: "/images/fish-illustration.svg",
    difficulty: "Beginner",
    temperament: "Peaceful",
    fishType: "Schooling",
    minTankSize: 10,
    maxSize: 1.5,
    minTemperature: 72,
    maxTemperature: 80,
    minPh: 6,
    maxPh: 7.5,
    lifespan: "5 years",
    diet: "Omnivore",
    schoolingFish: true,
    compatibleWith: [],
    incompatibleWith: [],
    description: "Made by the proof suites.",
    careRequirements: {},
  };
}

/** A species the admin makes for one cell, so editing or deleting it never touches the seeded catalogue. */
export async function createFishAsAdmin(proof: Proof, admin: Member, name: string): Promise<{ id: number; name: string }> {
  const { body, headers } = json(fishBody(name));
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/admin/fish", headers: as(admin, headers), body }),
    201,
    "POST /api/admin/fish",
  );
  return jsonOf<{ id: number; name: string }>(answer)!;
}

type FishProfileSeen = { id: number; name: string; description: string; imageUrl: string };

/** A species as GET /api/fish/{id} shows it, or null when there is none. */
export async function fishProfile(proof: Proof, fishId: number): Promise<FishProfileSeen | null> {
  const answer = await proof.client.send({ method: "GET", path: `/api/fish/${fishId}`, headers: { Accept: "application/json" } });
  return answer.status === 200 ? jsonOf<FishProfileSeen>(answer)! : null;
}

export type GalleryImageSeen = { id: number; userId: string; title: string; status: string; liked: boolean; likes: number; views: number };

/** The gallery's JavaScript flow: a gallery upload address, PUT, then POST /api/community-images. It waits for approval. */
export async function createGalleryImage(proof: Proof, member: Member, title = "Made by the proof suite"): Promise<GalleryImageSeen> {
  const address = must(
    await proof.client.send({
      method: "POST",
      path: "/api/objects/upload",
      headers: as(member, json({ purpose: "gallery" }).headers),
      body: json({ purpose: "gallery" }).body,
    }),
    200,
    "POST /api/objects/upload (gallery)",
  );
  const uploadURL = jsonOf<{ uploadURL: string }>(address)!.uploadURL;
  must(await putBytes(proof, uploadURL, member), 200, `PUT ${new URL(uploadURL).pathname}`);
  const { body, headers } = json({ title, category: "setup", imageUrl: withoutQuery(uploadURL), tags: ["planted"] });
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/community-images", headers: as(member, headers), body }),
    201,
    "POST /api/community-images",
  );
  return jsonOf<GalleryImageSeen>(answer)!;
}

/** An admin approves a gallery image through the review API. */
export async function approveGalleryImage(proof: Proof, admin: Member, imageId: number): Promise<void> {
  const { body, headers } = json({ status: "approved" });
  const path = `/api/admin/community-images/${imageId}/review`;
  must(await proof.client.send({ method: "POST", path, headers: as(admin, headers), body }), 200, `POST ${path}`);
}

/** A member's gallery images as `reader` sees them (their own include the unapproved ones). */
export async function galleryImagesOf(proof: Proof, reader: Member, memberId: string): Promise<GalleryImageSeen[]> {
  const path = `/api/community-images/user/${memberId}?limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(reader) }), 200, `GET ${path}`);
  return jsonOf<{ images: GalleryImageSeen[] }>(answer)!.images;
}

/** The reports the moderation queue shows for a gallery image (0 when it has none). */
export async function reportsOf(proof: Proof, admin: Member, imageId: number): Promise<number> {
  const path = `/api/admin/community-images?kind=gallery&limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(admin) }), 200, `GET ${path}`);
  const images = jsonOf<
    | { images?: { id: number | string; reports?: { count: number } | null }[] }
    | { id: number | string; reports?: { count: number } | null }[]
  >(answer);
  const list = Array.isArray(images) ? images : (images?.images ?? []);
  return list.find((image) => image.id === imageId)?.reports?.count ?? 0;
}

/** How many members have reported a fish photo, as the admins' queue shows it. */
export async function photoReportsOf(proof: Proof, admin: Member, photoId: number): Promise<number> {
  const path = `/api/admin/community-images?kind=fish-photo&limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(admin) }), 200, `GET ${path}`);
  const list = jsonOf<{ id: number | string; reports?: { count: number } | null }[]>(answer) ?? [];
  return list.find((image) => image.id === `fish-photo-${photoId}`)?.reports?.count ?? 0;
}

export type MemberReviewSeen = { id: number; productId: number; userId: string; rating: number; text: string; helpfulCount: number };

/** The seeded products, and which one each labelled fixture took. */
const productsByProof = new WeakMap<Proof, { ids: number[]; next: number; byLabel: Map<string, number> }>();

async function productList(proof: Proof) {
  let list = productsByProof.get(proof);
  if (!list) {
    const answer = must(
      await proof.client.send({ method: "GET", path: "/api/products", headers: { "x-client-ip": freshIp() } }),
      200,
      "GET /api/products",
    );
    const ids = (jsonOf<{ id: number }[]>(answer) ?? []).map((product) => product.id);
    if (ids.length === 0) throw new Error("Making a fixture failed: GET /api/products listed no products");
    list = { ids, next: 0, byLabel: new Map() };
    productsByProof.set(proof, list);
  }
  return list;
}

/** A product no earlier fixture took, so no member has reviewed it yet (a member reviews a product once). */
export async function freshProduct(proof: Proof): Promise<number> {
  const list = await productList(proof);
  const id = list.ids[list.next % list.ids.length];
  list.next += 1;
  return id;
}

/** The same product every time for one label, so the cells of a row share their fixtures. */
export async function productFor(proof: Proof, label: string): Promise<number> {
  const list = await productList(proof);
  if (!list.byLabel.has(label)) list.byLabel.set(label, await freshProduct(proof));
  return list.byLabel.get(label)!;
}

/** A product's members' reviews (the newest 100), read as a member so no shared cache can answer. */
export async function reviewsOf(proof: Proof, reader: Member, productId: number): Promise<MemberReviewSeen[]> {
  const path = `/api/products/${productId}/reviews?limit=100`;
  const answer = must(await proof.client.send({ method: "GET", path, headers: as(reader) }), 200, `GET ${path}`);
  return jsonOf<MemberReviewSeen[]>(answer)!;
}

/** One review as GET /api/reviews/{id} shows it, or null when there is none. */
export async function reviewSeen(proof: Proof, reader: Member, reviewId: number): Promise<MemberReviewSeen | null> {
  const answer = await proof.client.send({ method: "GET", path: `/api/reviews/${reviewId}`, headers: as(reader) });
  return answer.status === 200 ? jsonOf<MemberReviewSeen>(answer)! : null;
}

/**
 * The member's review of a product, written through the API if they have none yet. Writing counts against
 * the member's review limit (a few an hour), so the cells of a row share one review wherever they can.
 */
export async function reviewBy(proof: Proof, member: Member, productId: number): Promise<MemberReviewSeen> {
  const mine = (await reviewsOf(proof, member, productId)).find((review) => review.userId === member.id);
  if (mine) return mine;
  const { body, headers } = json({ rating: 4, text: `Written by the proof suite for ${member.label}.` });
  const path = `/api/products/${productId}/reviews`;
  const answer = must(await proof.client.send({ method: "POST", path, headers: as(member, headers), body }), 201, `POST ${path}`);
  return jsonOf<MemberReviewSeen>(answer)!;
}

export type TankSeen = {
  id: number;
  name: string;
  fish: { id: number; fishId: number; count: number; sex: string | null }[];
  plants: { plantId: number; name: string }[];
};

/** A member's tank through POST /api/tanks: a small metric tank with the given name. */
export async function createTank(proof: Proof, member: Member, name: string): Promise<TankSeen> {
  const { body, headers } = json({ name, units: "metric", length: 60, width: 30, height: 36 });
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/tanks", headers: as(member, headers), body }),
    201,
    "POST /api/tanks",
  );
  return jsonOf<TankSeen>(answer)!;
}

/** The member's tanks as GET /api/tanks lists them. */
export async function tanksOf(proof: Proof, member: Member): Promise<TankSeen[]> {
  const answer = must(await proof.client.send({ method: "GET", path: "/api/tanks", headers: as(member) }), 200, "GET /api/tanks");
  return jsonOf<TankSeen[]>(answer)!;
}

/** One of the member's tanks, or null when they have no such tank (any longer). */
export async function tankSeen(proof: Proof, member: Member, tankId: number): Promise<TankSeen | null> {
  const answer = await proof.client.send({ method: "GET", path: `/api/tanks/${tankId}`, headers: as(member) });
  return answer.status === 200 ? jsonOf<TankSeen>(answer)! : null;
}

/** A journal entry as GET /api/tanks/{id}/readings lists it (metric). */
export type ReadingSeen = { id: number; takenAt: string; ph: number | null; nitrate: number | null; note: string | null };

/** A journal entry of the member's tank through POST /api/tanks/{id}/readings. */
export async function createReading(proof: Proof, member: Member, tankId: number, values: Record<string, unknown>): Promise<ReadingSeen> {
  const { body, headers } = json(values);
  const path = `/api/tanks/${tankId}/readings`;
  const answer = must(await proof.client.send({ method: "POST", path, headers: as(member, headers), body }), 201, `POST ${path}`);
  return jsonOf<ReadingSeen>(answer)!;
}

/** The newest entries of the member's tank's journal, or null when they have no such tank. */
export async function readingsOf(proof: Proof, member: Member, tankId: number): Promise<ReadingSeen[] | null> {
  const answer = await proof.client.send({ method: "GET", path: `/api/tanks/${tankId}/readings?limit=100`, headers: as(member) });
  return answer.status === 200 ? jsonOf<{ items: ReadingSeen[] }>(answer)!.items : null;
}

/** Replaces a tank's fish through PUT /api/tanks/{id}/fish and answers the tank as it is then. */
export async function putTankFish(
  proof: Proof,
  member: Member,
  tankId: number,
  stock: { fishId: number; count: number; sex?: string }[],
): Promise<TankSeen> {
  const { body, headers } = json(stock);
  const path = `/api/tanks/${tankId}/fish`;
  const answer = must(await proof.client.send({ method: "PUT", path, headers: as(member, headers), body }), 200, `PUT ${path}`);
  return jsonOf<TankSeen>(answer)!;
}

/** PUT /api/tanks/{id}/plants as the member: the tank's whole list of plants. */
export async function putTankPlants(proof: Proof, member: Member, tankId: number, plantIds: number[]): Promise<TankSeen> {
  const { body, headers } = json({ plantIds });
  const path = `/api/tanks/${tankId}/plants`;
  const answer = must(await proof.client.send({ method: "PUT", path, headers: as(member, headers), body }), 200, `PUT ${path}`);
  return jsonOf<TankSeen>(answer)!;
}

/** An admin product review body: every field of a product review (no image: the category's drawing). */
export function productBody(name: string) {
  return {
    name,
    brand: "Proofware",
    description: "A product made by the proof suite.",
    category: "Accessories",
    imageUrl: "",
    rating: 3.5,
    reviewText: "Reviewed by the proof suite.",
    price: 19.99,
    reviewDate: "2025-01-15",
  };
}

/** A product review an admin made through POST /api/admin/products. */
export async function createProductAsAdmin(proof: Proof, admin: Member, name: string): Promise<{ id: number; name: string }> {
  const { body, headers } = json(productBody(name));
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/admin/products", headers: as(admin, headers), body }),
    201,
    "POST /api/admin/products",
  );
  return jsonOf<{ id: number; name: string }>(answer)!;
}

/** A product review as GET /api/products lists it (asked afresh each time), or null when there is none. */
export async function productSeen(proof: Proof, match: (product: { id: number; name: string; reviewText: string }) => boolean) {
  const answer = await proof.client.send({ method: "GET", path: `/api/products?fresh=${randomBytes(4).toString("hex")}` });
  return (jsonOf<{ id: number; name: string; reviewText: string }[]>(answer) ?? []).find(match) ?? null;
}

/** An admin aquascaping guide body: every field of a guide (no image: the chosen drawing). */
export function guideBody(title: string) {
  return {
    title,
    style: "Nature",
    description: "A guide made by the proof suite.",
    difficulty: "Beginner",
    imageUrl: "",
    scene: "nature",
    tools: ["Tweezers"],
    plants: ["Java Moss"],
  };
}

/** A guide an admin made through POST /api/admin/aquascapes. */
export async function createGuideAsAdmin(proof: Proof, admin: Member, title: string): Promise<{ id: number; title: string }> {
  const { body, headers } = json(guideBody(title));
  const answer = must(
    await proof.client.send({ method: "POST", path: "/api/admin/aquascapes", headers: as(admin, headers), body }),
    201,
    "POST /api/admin/aquascapes",
  );
  return jsonOf<{ id: number; title: string }>(answer)!;
}

/** A guide as GET /api/aquascapes lists it (asked afresh each time), or null when there is none. */
export async function guideSeen(proof: Proof, match: (guide: { id: number; title: string; description: string }) => boolean) {
  const answer = await proof.client.send({ method: "GET", path: `/api/aquascapes?fresh=${randomBytes(4).toString("hex")}` });
  return (jsonOf<{ id: number; title: string; description: string }[]>(answer) ?? []).find(match) ?? null;
}
