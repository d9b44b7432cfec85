import { randomBytes } from "node:crypto";
import { PNG_1X1 } from "../support/images";
import {
  addToCollection,
  approveGalleryImage,
  approvePhoto,
  approvePlantPhoto,
  collectionOf,
  commentsOn,
  createFishAsAdmin,
  createGuideAsAdmin,
  createProductAsAdmin,
  guideBody,
  guideSeen,
  productBody,
  productSeen,
  must,
  createGalleryImage,
  createPhoto,
  createPlantPhoto,
  fishBody,
  fishProfile,
  galleryImagesOf,
  currentUsername,
  exchangeCode,
  pathOf,
  photosSeenBy,
  plantPhotosSeenBy,
  plantPhotoReportsOf,
  postComment,
  providerCode,
  providerRequest,
  putBytes,
  reportsOf,
  photoReportsOf,
  freshProduct,
  productFor,
  reviewBy,
  reviewSeen,
  reviewsOf,
  createTank,
  putTankFish,
  putTankPlants,
  tankSeen,
  tanksOf,
  createReading,
  readingsOf,
  sessionIsLive,
  signInAgain,
  tokenForm,
  uploadAddress,
  uploadedPng,
  withoutQuery,
  type Member,
  type Proof,
} from "./support/fixtures";
import { as, jsonOf, type Answer } from "./support/http";
import { createPlantAsAdmin, plantBody, plantListed, plantSeen } from "./support/plant-fixtures";
import {
  freshCollectionPlant,
  ownedPlantEntry,
  ownersPlantEntryIs,
  plantSavedByActor,
  type CollectionPlant,
} from "./support/plant-collection";

/**
 * Every route of the app that accepts a request body (each /api action and each page action, one row per
 * intent) and every /api read, in one table. The fuzz suite drives each row with malformed input; the
 * authorization matrix runs each mutation row as four actors and compares the outcome with the cell written
 * here. A route module that exports an action without a row fails the matrix suite, so a new mutation cannot
 * ship untested.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who acts in a cell: nobody signed in, a member who does not own the thing, the member who does, an admin. */
export type Actor = "visitor" | "other" | "owner" | "admin";
export const ACTORS: readonly Actor[] = ["visitor", "other", "owner", "admin"];

/**
 * What a cell expects:
 * - `2xx`, or an exact status such as `401`: the answer's status (JSON and resource routes, or a page that
 *   answers in place).
 * - `redirect:sign-in`: a redirect that asks a visitor to sign in: to /api/login, or back to the page with the
 *   "Please sign in" toast.
 * - `redirect:toast:<title>`: a redirect back to the page with a toast of that title (post/redirect/get).
 * - `redirect:to:<path>`: a redirect to that path.
 */
export type Outcome =
  | "2xx"
  | "400"
  | "401"
  | "403"
  | "404"
  | "405"
  | "409"
  | "413"
  | "415"
  | "redirect:sign-in"
  | `redirect:toast:${string}`
  | `redirect:to:${string}`;

/** The toasts that say a change was made: a cell expecting one expects its effect. */
export const SUCCESS_TOASTS = new Set([
  "Success!",
  "Removed",
  "Comment posted!",
  "Comment deleted",
  "Image uploaded!",
  "Image deleted",
  "Username Set!",
  "Success",
  "Image Approved",
  "Image Posted!",
  "Report sent",
  "Notes saved",
  "Moved",
  "Review posted!",
  "Review updated",
  "Review deleted",
  "Marked as helpful",
  "Profile Updated",
  "Units saved",
  "Tank created",
  "Tank saved",
  "Tank deleted",
  "Fish added",
  "Count updated",
  "Fish moved",
  "Fish removed",
  "Added to tank",
  "Entry saved",
  "Entry updated",
  "Entry deleted",
  "Journal imported",
  "Plant added",
  "Plant removed",
  "Video added",
  "Video updated",
  "Video deleted",
  "Featured",
  "Removed from the home page",
  "Subscribed",
  "Unsubscribed",
]);

/** Whether a cell's expected outcome means the request is allowed, so its change must be visible afterwards. */
export function allows(outcome: Outcome): boolean {
  if (outcome === "2xx" || outcome.startsWith("redirect:to:")) return true;
  if (outcome.startsWith("redirect:toast:")) return SUCCESS_TOASTS.has(outcome.slice("redirect:toast:".length));
  return false;
}

export type FieldType =
  /** Free text a member types (comment, caption, notes). */
  | "text"
  /** A record id (a positive whole number, as JSON number or decimal text). */
  | "id"
  | "enum"
  | "username"
  | "url"
  | "email"
  /** An opaque value the server issued (OAuth state, code, verifier, token). */
  | "token"
  /** The hidden field that picks one of a page action's forms. */
  | "intent";

export type Field = { type: FieldType; required?: boolean; max?: number; values?: readonly string[] };

export type Body =
  | { kind: "none" }
  | { kind: "json"; fields: Record<string, Field> }
  | { kind: "form"; fields: Record<string, Field> }
  | { kind: "multipart"; fields: Record<string, Field>; file: { field: string; maxBytes: number } }
  | { kind: "bytes"; contentType: string; maxBytes: number };

/** The acting side of a request: the member (null for a visitor) and the client address. */
export type Acting = { role: Actor; member: Member | null; ip: string };

/** The owner and the other member of a cell, the admin, and who is acting now. */
export type Cast = { owner: Member; other: Member; admin: Member; acting: Acting };

/** One real request of a row: the path (and query), body values, and anything that replaces the actor's defaults. */
export type Target = {
  path: string;
  values?: Record<string, unknown>;
  bytes?: Uint8Array;
  /** Another session than the actor's (e.g. a second session that signing out may end); null for none. */
  cookie?: string | null;
  headers?: Record<string, string>;
};

export type Surface =
  /** JSON under /api: errors are `{message}` with a status. */
  | "api"
  /** A page's form post: answers are redirects with toasts, or the page with a status. */
  | "page"
  /** Resource routes outside /api (uploads, the search index). */
  | "resource"
  /** The built-in development sign-in provider (OAuth2 endpoints with their own error shape). */
  | "provider";

export type Row<F = unknown> = {
  method: Method;
  /** The route's path as Remix writes it (`:param`, `*` for a splat). */
  path: string;
  /** The Remix route id (`routes/<file name without extension>`), which ties the row to app/routes. */
  routeId: string;
  /** For page actions with several forms: the `intent` this row posts. */
  intent?: string;
  surface: Surface;
  body: Body;
  /** Query parameters the route reads (the fuzz suite varies them). */
  query?: Record<string, Field>;
  /** Who may do it, in words. */
  who: string;
  /** Fuzz it as a visitor only: as a member it would end the session the suite keeps using. */
  visitorOnly?: boolean;
  /** Fresh fixtures for one request, made over HTTP by `cast.owner`. */
  arrange?(proof: Proof, cast: Cast): Promise<F>;
  /** The real request for these fixtures. */
  target(fixtures: F, cast: Cast, proof: Proof): Target;
  /** Mutations: the expected outcome for each actor. */
  expect?: Record<Actor, Outcome>;
  /** A creation route: nothing exists before, and "owner" is simply the acting member. */
  creates?: boolean;
  /**
   * An admin action: done by the admin, it changes the catalogue or changes or removes someone else's content
   * (here, the owner's), so it writes exactly one row to the audit log in its own transaction. Every row that
   * allows the admin and refuses another member must say so (`usesAdminPower`); the audit suite performs each
   * row the admin may do once as the admin and counts the rows it wrote: one for these, none for the rest (an
   * admin commenting, liking or saving acts as a member).
   */
  audited?: true;
  /**
   * Whether the change happened, read back over HTTP after the request: true when it did, false when the
   * resource is as it was, null when there is nothing to observe for this actor.
   */
  changed?(proof: Proof, fixtures: F, cast: Cast, answer: Answer): Promise<boolean | null>;
};

/**
 * Whether a mutation needs the admin's power: the admin may do it and another member may not. Such a row acts on
 * the catalogue or on the owner's content as an admin, so it must be `audited`.
 */
export function usesAdminPower(row: Row): boolean {
  return Boolean(row.expect && allows(row.expect.admin) && !allows(row.expect.other));
}

export function rowName(row: Pick<Row, "method" | "path" | "intent">): string {
  return `${row.method} ${row.path}${row.intent ? ` [intent=${row.intent}]` : ""}`;
}

/** Keeps each row's fixture type while the table holds rows of every type. */
function define<F>(row: Row<F>): Row {
  return row as unknown as Row;
}

/** A value no other cell uses, so a cell finds exactly what it made. */
function unique(prefix: string) {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

const sameForEveryone = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: outcome,
  other: outcome,
  owner: outcome,
  admin: outcome,
});

const signedInMember = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: "401",
  other: outcome,
  owner: outcome,
  admin: outcome,
});

type FishOnly = { fishId: number };
const freshFish = async (proof: Proof): Promise<FishOnly> => ({ fishId: proof.freshFish() });

/** Reads of /api: not mutations, but the fuzz suite drives them with bad ids and query parameters. */
function read(routeId: string, path: string, who: string, extra: Partial<Row<FishOnly>> = {}): Row {
  return define<FishOnly>({
    method: "GET",
    path,
    routeId,
    surface: path.startsWith("/api/") ? "api" : "resource",
    body: { kind: "none" },
    who,
    arrange: freshFish,
    target: ({ fishId }) => ({ path: path.replace(":fishId", String(fishId)) }),
    ...extra,
  });
}

/** A module whose action only says which methods it serves: every actor gets the same refusal. */
function refusesWrites(routeId: string, path: string, outcome: Outcome, samplePath?: string): Row {
  const api = path.startsWith("/api/");
  return define<FishOnly>({
    method: "POST",
    path,
    routeId,
    surface: api ? "api" : path === "/*" ? "page" : "resource",
    // What a client of each would send: JSON under /api, a form anywhere else (other bodies are refused with 415
    // before any route sees them, which the fuzz suite covers).
    body: api ? { kind: "json", fields: {} } : { kind: "form", fields: { intent: { type: "intent" } } },
    who: "nobody: the route is read-only",
    arrange: freshFish,
    target: ({ fishId }) => ({
      path: samplePath ?? path.replace(":fishId", String(fishId)),
      values: api ? {} : { intent: "anything" },
    }),
    expect: sameForEveryone(outcome),
  });
}

const comment: Field = { type: "text", required: true, max: 500 };
const profileFields: Record<string, Field> = {
  firstName: { type: "text", required: true, max: 50 },
  lastName: { type: "text", required: true, max: 50 },
  username: { type: "username", required: true, max: 20 },
  profileImageUrl: { type: "url" },
};
const profileValues = (username: string) => ({ firstName: "Matrix", lastName: "Member", username, profileImageUrl: "" });
const reviewFields: Record<string, Field> = {
  status: { type: "enum", required: true, values: ["approved", "rejected"] },
  reviewNotes: { type: "text", max: 1000 },
};
const adminImagesQuery: Record<string, Field> = {
  kind: { type: "enum", values: ["gallery", "fish-photo", "plant-photo"] },
  page: { type: "token" },
  limit: { type: "token" },
};
const collectionType: Field = { type: "enum", values: ["owned", "liked", "wishlist"] };
const PAGE_SIGN_IN = "redirect:sign-in" as const;
/** /my-fish's (and /my-plants's) tab, page and confirmation step, which its forms post back to. */
const myFishQuery: Record<string, Field> = {
  type: collectionType,
  before: { type: "id" },
  confirmRemove: { type: "id" },
};

/** The admin fish form's fields as a browser posts them: text, one name per line, a number as typed. */
function fishFormValues(name: string): Record<string, string> {
  const body = fishBody(name);
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== "careRequirements")
      .map(([key, value]) => [key, Array.isArray(value) ? value.join("\n") : value === true ? "on" : String(value)]),
  );
}

/** The admin fish body: every field of a fish (numbers may be text; what does not parse is 0). */
const adminFishFields: Record<string, Field> = {
  name: { type: "text", required: true, max: 200 },
  scientificName: { type: "text", required: true, max: 200 },
  imageUrl: { type: "url", required: true, max: 200 },
  difficulty: { type: "enum", required: true, values: ["Beginner", "Moderate", "Advanced"] },
  temperament: { type: "enum", required: true, values: ["Peaceful", "Semi-Aggressive", "Aggressive", "Community"] },
  diet: { type: "enum", required: true, values: ["Omnivore", "Herbivore", "Carnivore"] },
  description: { type: "text", max: 4000 },
};

/** The admin product review form's fields as a browser posts them: every value as typed text. */
function productFormValues(name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(productBody(name)).map(([key, value]) => [key, String(value)]));
}

/** The admin product review body: every field of a product review. */
const adminProductFields: Record<string, Field> = {
  name: { type: "text", required: true, max: 200 },
  brand: { type: "text", required: true, max: 200 },
  description: { type: "text", required: true, max: 500 },
  category: { type: "enum", required: true, values: ["Tank", "Filter", "Lighting", "Substrate", "Plants", "Accessories"] },
  imageUrl: { type: "url", max: 200 },
  rating: { type: "enum", required: true, values: ["0", "0.5", "1", "2.5", "4", "5"] },
  reviewText: { type: "text", required: true, max: 4000 },
  price: { type: "text" },
  reviewDate: { type: "text", required: true },
};

/** The admin guide form's fields as a browser posts them: tools and plants one a line. */
function guideFormValues(title: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(guideBody(title)).map(([key, value]) => [key, Array.isArray(value) ? value.join("\n") : String(value)]),
  );
}

/** The admin guide body: every field of a guide, and the drawing shown without an image. */
const adminGuideFields: Record<string, Field> = {
  title: { type: "text", required: true, max: 200 },
  style: { type: "text", required: true, max: 200 },
  description: { type: "text", required: true, max: 4000 },
  difficulty: { type: "enum", required: true, values: ["Beginner", "Moderate", "Advanced"] },
  imageUrl: { type: "url", max: 200 },
  scene: { type: "enum", values: ["nature", "iwagumi", "dutch", "jungle"] },
  tools: { type: "text", required: true },
  plants: { type: "text", required: true },
};

/** The admin page's Feature and Remove forms: which section, and which of its items. */
const featuredFields: Record<string, Field> = {
  intent: { type: "intent", required: true },
  kind: { type: "enum", required: true, values: ["fish", "product", "aquascape", "video"] },
  id: { type: "id", required: true },
};

/** Whether the members' home page, read as this member, shows a name: what an admin features comes first. */
async function homeShows(proof: Proof, reader: Member, name: string): Promise<boolean> {
  const answer = await proof.client.send({ method: "GET", path: "/", headers: as(reader, { Accept: "text/html" }) });
  if (answer.status !== 200) throw new Error(`GET / as ${reader.label}: ${answer.status}`);
  return answer.body.includes(name);
}

/** The admin's list of newsletter subscribers, as HTML. */
async function newsletterListHtml(proof: Proof, admin: Member): Promise<string> {
  const answer = await proof.client.send({ method: "GET", path: "/admin/newsletter", headers: as(admin, { Accept: "text/html" }) });
  if (answer.status !== 200) throw new Error(`GET /admin/newsletter as ${admin.label}: ${answer.status}`);
  return answer.body;
}

/** An address on the newsletter list, subscribed over HTTP, and its signed unsubscribe link as the admin page gives it. */
async function subscribedAddress(proof: Proof, owner: Member, admin: Member): Promise<{ email: string; sig: string }> {
  const email = `${unique("letter")}@example.com`;
  const body = new URLSearchParams({ email, consent: "on", returnTo: "/" }).toString();
  const answer = await proof.client.send({
    method: "POST",
    path: "/newsletter",
    headers: as(owner, { "Content-Type": "application/x-www-form-urlencoded" }),
    body,
  });
  if (answer.status !== 302) throw new Error(`Subscribing failed: ${answer.status}`);
  const html = await newsletterListHtml(proof, admin);
  const sig = new RegExp(`unsubscribe\\?email=${encodeURIComponent(email).replace(/[.]/g, "\\.")}&amp;sig=([\\w-]+)`).exec(html)?.[1];
  if (!sig) throw new Error("Making a fixture failed: no unsubscribe link on the admin page");
  return { email, sig };
}

const featuredProducts = new WeakMap<Proof, Promise<{ id: number; name: string }>>();

/**
 * One product review for every cell of the Remove row, featured again before each cell: only the admin's cell
 * takes it off, so the refused cells never fill the section (a full section would refuse the next Feature).
 */
async function featuredProduct(proof: Proof, admin: Member): Promise<{ id: number; name: string }> {
  if (!featuredProducts.has(proof)) featuredProducts.set(proof, createProductAsAdmin(proof, admin, unique("Featured Product ")));
  const product = await featuredProducts.get(proof)!;
  const body = new URLSearchParams({ intent: "feature", kind: "product", id: String(product.id) }).toString();
  const headers = as(admin, { "Content-Type": "application/x-www-form-urlencoded" });
  // Already featured (a refused cell left it so) answers with an error toast, which is fine here.
  const answer = await proof.client.send({ method: "POST", path: "/admin/featured", headers, body });
  if (answer.status !== 302) throw new Error(`Featuring a product failed: ${answer.status}`);
  return product;
}

/** The admin video body: every field of a video in our own library, and where its picture comes from. */
const adminVideoFields: Record<string, Field> = {
  title: { type: "text", required: true, max: 100 },
  description: { type: "text", required: true, max: 2000 },
  category: {
    type: "enum",
    required: true,
    values: ["Beginner Setup", "Fish Care", "Plant Maintenance", "Aquascaping", "Equipment Reviews", "YouTube"],
  },
  videoUrl: { type: "url", max: 500 },
  duration: { type: "text" },
  uploadDate: { type: "text", required: true },
  views: { type: "text" },
  channelTitle: { type: "text", max: 60 },
  thumbnail: { type: "enum", values: ["provider", "drawing", "keep"] },
};

/** The admin page's video form adds the uploaded picture to the choices. */
const adminVideoFormFields: Record<string, Field> = {
  ...adminVideoFields,
  thumbnail: { type: "enum", values: ["provider", "upload", "drawing", "keep"] },
};

/**
 * A video no provider is asked about: a video file's address of its own (a video without one is a draft, which
 * visitors and GET /api/videos never see), shown with its category's drawing.
 */
function videoBody(title: string) {
  return {
    title,
    description: "A video made by the proof suite.",
    category: "Fish Care",
    videoUrl: `https://videos.example.com/${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.mp4`,
    duration: "",
    uploadDate: "2025-01-15",
    views: 0,
    channelTitle: "Proof Channel",
    thumbnail: "drawing",
  };
}

/** The admin video form's fields as a browser posts them: every value as typed text. */
function videoFormValues(title: string): Record<string, string> {
  return Object.fromEntries(Object.entries(videoBody(title)).map(([key, value]) => [key, String(value)]));
}

/** A video an admin made through POST /api/admin/videos. */
async function createVideoAsAdmin(proof: Proof, admin: Member, title: string): Promise<{ id: number; title: string }> {
  const body = JSON.stringify(videoBody(title));
  const headers = as(admin, { "Content-Type": "application/json" });
  const answer = must(await proof.client.send({ method: "POST", path: "/api/admin/videos", headers, body }), 201, "POST /api/admin/videos");
  return jsonOf<{ id: number; title: string }>(answer)!;
}

/** A library video as GET /api/videos lists it (asked afresh each time), or null when there is none. */
async function videoSeen(proof: Proof, match: (video: { id: number; title: string; description: string }) => boolean) {
  const answer = await proof.client.send({ method: "GET", path: `/api/videos?fresh=${randomBytes(4).toString("hex")}` });
  return (jsonOf<{ id: number; title: string; description: string }[]>(answer) ?? []).find(match) ?? null;
}

/** Whether the acting member (or, for a visitor, any of the cast) now has this fish in a collection. */
async function inCollection(proof: Proof, cast: Cast, fishId: number, type: string): Promise<boolean> {
  const members = cast.acting.member ? [cast.acting.member] : [cast.owner, cast.other, cast.admin];
  for (const member of members) {
    if ((await collectionOf(proof, member)).some((e) => e.fishId === fishId && e.collectionType === type)) return true;
  }
  return false;
}

async function commentPosted(proof: Proof, cast: Cast, fishId: number, content: string): Promise<boolean> {
  const comments = await commentsOn(proof, cast.owner, fishId);
  return comments.some((c) => c.content === content && (!cast.acting.member || c.userId === cast.acting.member.id));
}

async function commentGone(proof: Proof, cast: Cast, fishId: number, commentId: number): Promise<boolean> {
  return !(await commentsOn(proof, cast.owner, fishId)).some((c) => c.id === commentId);
}

async function photoGone(proof: Proof, cast: Cast, fishId: number, photoId: number): Promise<boolean> {
  return !(await photosSeenBy(proof, cast.owner, fishId)).some((p) => p.id === photoId);
}

/** A member's new photo is pending, so only that member sees it; a visitor cannot own one. */
async function photoAddedBy(proof: Proof, member: Member | null, fishId: number): Promise<boolean | null> {
  if (!member) return null;
  return (await photosSeenBy(proof, member, fishId)).some((p) => p.userId === member.id);
}

type FishNotes = { fishId: number; notes: string };

/** The owner's entry of a fresh fish in Owned, and notes no other cell uses. */
async function ownedEntry(proof: Proof, { owner }: Cast): Promise<FishNotes> {
  const fishId = proof.freshFish();
  await addToCollection(proof, owner, fishId, "owned");
  return { fishId, notes: unique("matrix notes ") };
}

/** Whether the owner's collection now holds this fish in this collection (with these notes, when given). */
async function entryNow(proof: Proof, cast: Cast, fishId: number, type: string, notes?: string): Promise<boolean> {
  return (await collectionOf(proof, cast.owner)).some(
    (e) => e.fishId === fishId && e.collectionType === type && (notes === undefined || e.notes === notes),
  );
}

type FishComment = { fishId: number; commentId: number };
type FishPhoto = { fishId: number; photoId: number };
type Posting = { fishId: number; content: string };
type Upload = { fishId: number; imageUrl: string };
type Address = { address: string };
type Claim = { username: string };
type Session = { cookie: string | null };
type ProviderRequest = { params: Record<string, string>; verifier: string };
type CodeGrant = { code: string; verifier: string };
type Token = { accessToken: string };

// ---- members' product reviews ---------------------------------------------------------------------------------
// Writing or editing a review counts against a small limit (5 in 10 minutes per member), and each row's owner
// writes its fixtures: the cells of a row share one review of one labelled product (`reviewBy` writes it only
// when the owner has none), and the editing rows of the API and the page share the owner's "edited" review.
type ReviewPosting = { productId: number; text: string };
type ReviewEdit = { reviewId: number; productId: number; text: string };
type ReviewVote = { reviewId: number; productId: number; votesBefore: number };
type ReviewFixture = { reviewId: number; productId: number };

const memberReview: Record<string, Field> = {
  rating: { type: "text", required: true },
  text: { type: "text", required: true, max: 2000 },
};
const reviewPageQuery: Record<string, Field> = { before: { type: "id" }, limit: { type: "token" } };
const reviewText = (prefix: string) => unique(`${prefix} written by the matrix `);

/** Whether the acting member (for a visitor, anyone of the cast) now has a review of the product with this text. */
async function reviewPosted(proof: Proof, cast: Cast, productId: number, text: string): Promise<boolean> {
  const reviews = await reviewsOf(proof, cast.owner, productId);
  return reviews.some((r) => r.text === text && (!cast.acting.member || r.userId === cast.acting.member.id));
}

async function ownersReview(proof: Proof, cast: Cast, label: string): Promise<ReviewFixture> {
  const productId = await productFor(proof, label);
  return { productId, reviewId: (await reviewBy(proof, cast.owner, productId)).id };
}

async function reviewToVoteOn(proof: Proof, cast: Cast, label: string): Promise<ReviewVote> {
  const { productId, reviewId } = await ownersReview(proof, cast, label);
  return { productId, reviewId, votesBefore: (await reviewSeen(proof, cast.owner, reviewId))?.helpfulCount ?? 0 };
}

async function votesGrew(proof: Proof, cast: Cast, { reviewId, votesBefore }: ReviewVote): Promise<boolean> {
  return ((await reviewSeen(proof, cast.owner, reviewId))?.helpfulCount ?? 0) > votesBefore;
}

async function reviewGone(proof: Proof, cast: Cast, reviewId: number): Promise<boolean> {
  return (await reviewSeen(proof, cast.owner, reviewId)) === null;
}

async function reviewReads(proof: Proof, cast: Cast, reviewId: number, text: string): Promise<boolean> {
  return (await reviewSeen(proof, cast.owner, reviewId))?.text === text;
}

type GalleryImage = { imageId: number; reportsBefore?: number };

const reportReason: Field = { type: "enum", required: true, values: ["spam", "not-theirs", "inappropriate", "wrong-species", "other"] };
const galleryTags = [
  "freshwater",
  "planted",
  "cichlid",
  "community-tank",
  "nano-tank",
  "beginner-friendly",
  "driftwood",
  "live-plants",
  "filtration",
  "lighting",
];
const galleryFormFields: Record<string, Field> = {
  title: { type: "text", required: true, max: 100 },
  category: { type: "enum", required: true, values: ["setup", "fish", "aquascape", "equipment", "before-after"] },
  description: { type: "text", max: 1000 },
  tags: { type: "enum", values: galleryTags },
  fishId: { type: "id" },
};
const galleryFields: Record<string, Field> = { ...galleryFormFields, imageUrl: { type: "url", required: true, max: 2048 } };

/** A gallery image of the owner's that an admin approved, so every member may see, like and report it. */
async function approvedGalleryImage(proof: Proof, { owner, admin }: Cast): Promise<GalleryImage> {
  const image = await createGalleryImage(proof, owner, unique("Matrix gallery "));
  await approveGalleryImage(proof, admin, image.id);
  return { imageId: image.id };
}

/**
 * One approved image per owner and purpose, shared by the cells that leave it in place (likes are each
 * member's own; a refused delete leaves it), so fixtures alone stay within the members' upload limits.
 */
const sharedGalleryImages = new Map<string, Promise<GalleryImage>>();
function sharedGalleryImage(purpose: string) {
  return (proof: Proof, cast: Cast): Promise<GalleryImage> => {
    const key = `${purpose}:${cast.owner.id}`;
    if (!sharedGalleryImages.has(key)) sharedGalleryImages.set(key, approvedGalleryImage(proof, cast));
    return sharedGalleryImages.get(key)!;
  };
}

const sharedUploads = new Map<string, Promise<string>>();
/** One upload per owner for the cells that may not take it (a visitor, another member, an admin). */
function sharedUpload(proof: Proof, owner: Member): Promise<string> {
  if (!sharedUploads.has(owner.id)) sharedUploads.set(owner.id, uploadedPng(proof, owner));
  return sharedUploads.get(owner.id)!;
}

/** The image a delete cell acts on: a fresh one for the owner (who deletes it), the shared one otherwise. */
function galleryImageToDelete(purpose: string) {
  const shared = sharedGalleryImage(purpose);
  return (proof: Proof, cast: Cast) => (cast.acting.role === "owner" ? approvedGalleryImage(proof, cast) : shared(proof, cast));
}

/** The image a report cell acts on (shared by the row's cells), with its count of reports before the cell. */
function galleryImageToReport(purpose: string) {
  const shared = sharedGalleryImage(purpose);
  return async (proof: Proof, cast: Cast): Promise<GalleryImage> => {
    const image = await shared(proof, cast);
    return { ...image, reportsBefore: await reportsOf(proof, cast.admin, image.imageId) };
  };
}

/**
 * An approved photo of the owner's, shared by a report row's cells (each member reports it once), with its
 * count of reports before the cell.
 */
const sharedReportedPhotos = new Map<string, Promise<FishPhoto>>();
function photoToReport(purpose: string) {
  return async (proof: Proof, cast: Cast): Promise<FishPhoto & { reportsBefore: number }> => {
    const key = `${purpose}:${cast.owner.id}`;
    if (!sharedReportedPhotos.has(key))
      sharedReportedPhotos.set(
        key,
        (async () => {
          const fishId = proof.freshFish();
          const photoId = (await createPhoto(proof, cast.owner, fishId)).id;
          await approvePhoto(proof, cast.admin, photoId);
          return { fishId, photoId };
        })(),
      );
    const photo = await sharedReportedPhotos.get(key)!;
    return { ...photo, reportsBefore: await photoReportsOf(proof, cast.admin, photo.photoId) };
  };
}

type PlantPhoto = { plantId: number; photoId: number };
type PlantUpload = { plantId: number; imageUrl: string };

/** A pending photo of a seeded plant, made by the owner. */
async function ownersPlantPhoto(proof: Proof, { owner }: Cast): Promise<PlantPhoto> {
  const plantId = nextPlantId();
  return { plantId, photoId: (await createPlantPhoto(proof, owner, plantId)).id };
}

async function plantPhotoGone(proof: Proof, cast: Cast, plantId: number, photoId: number): Promise<boolean> {
  return !(await plantPhotosSeenBy(proof, cast.owner, plantId)).some((p) => p.id === photoId);
}

/** A member's new plant photo is pending, so only that member sees it; a visitor cannot own one. */
async function plantPhotoAddedBy(proof: Proof, member: Member | null, plantId: number): Promise<boolean | null> {
  if (!member) return null;
  return (await plantPhotosSeenBy(proof, member, plantId)).some((p) => p.userId === member.id);
}

/** An approved plant photo of the owner's, shared by a report row's cells, with its count of reports before the cell. */
const sharedReportedPlantPhotos = new Map<string, Promise<PlantPhoto>>();
function plantPhotoToReport(purpose: string) {
  return async (proof: Proof, cast: Cast): Promise<PlantPhoto & { reportsBefore: number }> => {
    const key = `${purpose}:${cast.owner.id}`;
    if (!sharedReportedPlantPhotos.has(key))
      sharedReportedPlantPhotos.set(
        key,
        (async () => {
          const photo = await ownersPlantPhoto(proof, cast);
          await approvePlantPhoto(proof, cast.admin, photo.photoId);
          return photo;
        })(),
      );
    const photo = await sharedReportedPlantPhotos.get(key)!;
    return { ...photo, reportsBefore: await plantPhotoReportsOf(proof, cast.admin, photo.photoId) };
  };
}

/** Whether the acting member now likes the image (its owner lists it with the viewer's `liked`). */
async function likedBy(proof: Proof, cast: Cast, imageId: number): Promise<boolean | null> {
  if (!cast.acting.member) return null;
  const images = await galleryImagesOf(proof, cast.acting.member, cast.owner.id);
  return images.find((image) => image.id === imageId)?.liked ?? false;
}

async function galleryImageGone(proof: Proof, cast: Cast, imageId: number): Promise<boolean> {
  return !(await galleryImagesOf(proof, cast.owner, cast.owner.id)).some((image) => image.id === imageId);
}

// ---- members' tanks ---------------------------------------------------------------------------------------------
// A member keeps at most 20 tanks, and tank writes count against a per-member limit, so the cells of a row
// share one tank of the owner's wherever the cell leaves it standing (a refused cell changes nothing), and
// only an owner's delete gets a tank of its own.
type TankFixture = { tankId: number; name: string };
type TankRow = TankFixture & { rowId: number; fishId: number };
type TankMove = TankRow & { toTankId: number };

const tankName = () => unique("Matrix tank ");
const tankFormFields: Record<string, Field> = {
  name: { type: "text", required: true, max: 60 },
  units: { type: "enum", required: true, values: ["metric", "us"] },
  hardness: { type: "enum", values: ["dgh", "ppm"] },
  length: { type: "text", required: true },
  width: { type: "text", required: true },
  height: { type: "text", required: true },
  volume: { type: "text" },
  filterRatedVolume: { type: "text" },
  filterFlow: { type: "text" },
  temperature: { type: "text" },
  ph: { type: "text" },
  gh: { type: "text" },
  heater: { type: "enum", values: ["on"] },
  planted: { type: "enum", values: ["on"] },
};
const tankJsonFields: Record<string, Field> = {
  ...tankFormFields,
  heater: { type: "enum", values: ["true", "false"] },
  planted: { type: "enum", values: ["true", "false"] },
};
const tankValues = (name: string) => ({ name, units: "metric", length: 60, width: 30, height: 36, temperature: 25, ph: 7 });
const tankPageIntent = (intent: string, fields: Record<string, Field>): Body => ({
  kind: "form",
  fields: { intent: { type: "intent", required: true }, ...fields },
});
const NOT_THEIRS = { visitor: PAGE_SIGN_IN, other: "404", admin: "404" } as const;

const sharedTanks = new Map<string, Promise<TankFixture>>();
/** One tank of the owner's per purpose, shared by the cells of a row. */
function sharedTank(purpose: string) {
  return (proof: Proof, { owner }: Cast): Promise<TankFixture> => {
    const key = `${purpose}:${owner.id}`;
    if (!sharedTanks.has(key)) {
      const name = tankName();
      sharedTanks.set(
        key,
        createTank(proof, owner, name).then((tank) => ({ tankId: tank.id, name })),
      );
    }
    return sharedTanks.get(key)!;
  };
}

/** The tank a delete cell acts on: a fresh one for the owner (who deletes it), the shared one otherwise. */
function tankToDelete(purpose: string) {
  const shared = sharedTank(purpose);
  return async (proof: Proof, cast: Cast): Promise<TankFixture> => {
    if (cast.acting.role !== "owner") return shared(proof, cast);
    const name = tankName();
    return { tankId: (await createTank(proof, cast.owner, name)).id, name };
  };
}

/** The owner's shared tank holding just one fresh fish (two of them), and that fish's row. */
function tankWithFish(purpose: string) {
  const shared = sharedTank(purpose);
  return async (proof: Proof, cast: Cast): Promise<TankRow> => {
    const tank = await shared(proof, cast);
    const fishId = proof.freshFish();
    const seen = await putTankFish(proof, cast.owner, tank.tankId, [{ fishId, count: 2 }]);
    return { ...tank, fishId, rowId: seen.fish[0].id };
  };
}

/** Seeded plants, a different one for each cell that adds one (plant ids start at 1; there are more than 80). */
let plantTurn = 0;
const nextPlantId = () => (plantTurn++ % 60) + 1;

/** The owner's tank with one plant growing in it. */
function tankWithPlant(purpose: string) {
  const shared = sharedTank(purpose);
  return async (proof: Proof, cast: Cast): Promise<TankFixture & { plantId: number }> => {
    const tank = await shared(proof, cast);
    const plantId = nextPlantId();
    await putTankPlants(proof, cast.owner, tank.tankId, [plantId]);
    return { ...tank, plantId };
  };
}

/** Whether the acting member (for a visitor, anyone of the cast) now has a tank of this name. */
async function tankNamed(proof: Proof, cast: Cast, name: string): Promise<boolean> {
  const members = cast.acting.member ? [cast.acting.member] : [cast.owner, cast.other, cast.admin];
  for (const member of members) if ((await tanksOf(proof, member)).some((tank) => tank.name === name)) return true;
  return false;
}

async function ownersTank(proof: Proof, cast: Cast, tankId: number) {
  return tankSeen(proof, cast.owner, tankId);
}

// ---- tanks' journals ---------------------------------------------------------------------------------------------
// Cells share one tank of the owner's per row; each cell that acts on an entry gets a fresh entry of its own
// (with a note no other cell uses), so an owner's delete never leaves the next cell without one.
type JournalFixture = TankFixture & { note: string };
type EntryFixture = JournalFixture & { entryId: number };

const journalNote = () => unique("Matrix note ");
const entryFields: Record<string, Field> = {
  units: { type: "enum", values: ["metric", "us"] },
  hardness: { type: "enum", values: ["dgh", "ppm"] },
  takenAt: { type: "text" },
  temperature: { type: "text" },
  ph: { type: "text" },
  gh: { type: "text" },
  kh: { type: "text" },
  ammonia: { type: "text" },
  nitrite: { type: "text" },
  nitrate: { type: "text" },
  phosphate: { type: "text" },
  tds: { type: "text" },
  waterChangePct: { type: "text" },
  note: { type: "text", max: 500 },
};
const entryValues = (note: string) => ({ units: "metric", hardness: "dgh", ph: "7.1", nitrate: "10", note });

function journalOf(purpose: string) {
  const shared = sharedTank(purpose);
  return async (proof: Proof, cast: Cast): Promise<JournalFixture> => ({ ...(await shared(proof, cast)), note: journalNote() });
}

function entryOf(purpose: string) {
  const journal = journalOf(purpose);
  return async (proof: Proof, cast: Cast): Promise<EntryFixture> => {
    const fixture = await journal(proof, cast);
    const entry = await createReading(proof, cast.owner, fixture.tankId, { ph: 7, note: journalNote() });
    return { ...fixture, entryId: entry.id };
  };
}

/** Whether the owner's tank's journal now has an entry with this note. */
async function journalHasNote(proof: Proof, cast: Cast, tankId: number, note: string): Promise<boolean> {
  return Boolean((await readingsOf(proof, cast.owner, tankId))?.some((entry) => entry.note === note));
}

async function entryGone(proof: Proof, cast: Cast, tankId: number, entryId: number): Promise<boolean> {
  return !(await readingsOf(proof, cast.owner, tankId))?.some((entry) => entry.id === entryId);
}

const importCsv = (note: string) => `taken_at,ph,nitrate_ppm,note\n2026-01-01T08:00,7,10,${note}\n`;

/** The admin plant form's fields as a browser posts them: text, one synonym a line, one ticked place, "" for none. */
function plantFormValues(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(plantBody(name)).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join("\n") : value === null ? "" : String(value),
    ]),
  );
}

/** The admin plant body: every fact of a plant a keeper reads (numbers may be text), and the drawing hints. */
const adminPlantFields: Record<string, Field> = {
  name: { type: "text", required: true, max: 200 },
  scientificName: { type: "text", required: true, max: 200 },
  type: { type: "enum", required: true, values: ["stem", "rosette", "rhizome", "carpeting", "moss", "floating", "bulb"] },
  placement: { type: "enum", required: true, values: ["foreground", "midground", "background", "floating", "epiphyte"] },
  light: { type: "enum", required: true, values: ["low", "medium", "high"] },
  co2: { type: "enum", required: true, values: ["not needed", "helps", "needed"] },
  growthRate: { type: "enum", required: true, values: ["slow", "moderate", "fast"] },
  difficulty: { type: "enum", required: true, values: ["easy", "moderate", "demanding"] },
  minTemperatureC: { type: "text", required: true },
  maxTemperatureC: { type: "text", required: true },
  minPh: { type: "text", required: true },
  maxPh: { type: "text", required: true },
  maxHeightCm: { type: "text" },
  propagation: { type: "text", required: true, max: 200 },
  description: { type: "text", required: true, max: 4000 },
  care: { type: "text", required: true, max: 4000 },
  colour: { type: "enum", values: ["green", "red", "pink", "bronze", "purple", "gold"] },
  leafShape: {
    type: "enum",
    values: [
      "sword",
      "strap",
      "round",
      "fine",
      "grass",
      "thread",
      "rosette",
      "tiny",
      "heart",
      "hairy",
      "lobed",
      "upright",
      "hanging",
      "fan",
      "star",
      "vine",
      "spiral",
      "net",
      "ribbon",
    ],
  },
};

/** A plant the admin made for one cell: the seeded plants stay as the tank rows use them. */
const adminsPlant =
  (prefix: string) =>
  async (proof: Proof, { admin }: Cast) => {
    const created = await createPlantAsAdmin(proof, admin, unique(prefix));
    return { plantId: created.id, name: created.name };
  };

export const ROUTES: readonly Row[] = [
  // ---- the JSON API --------------------------------------------------------------------------------------
  read("routes/api.auth.user", "/api/auth/user", "anyone: the current member, or 401"),
  read("routes/api.fish._index", "/api/fish", "anyone"),
  read("routes/api.checker", "/api/checker", "anyone: the anonymous checker", {
    query: {
      units: { type: "enum", values: ["metric", "us"] },
      length: { type: "token" },
      width: { type: "token" },
      height: { type: "token" },
      volume: { type: "token" },
      fish: { type: "token" },
      plant: { type: "id" },
      light: { type: "enum", values: ["low", "medium", "high"] },
      co2: { type: "enum", values: ["yes", "no"] },
    },
    target: ({ fishId }) => ({ path: `/api/checker?units=metric&length=60&width=30&height=35&fish=${fishId}:6&plant=1&light=low` }),
  }),
  read("routes/api.fish.$fishId", "/api/fish/:fishId", "anyone"),
  read("routes/api.fish.$fishId.discussions", "/api/fish/:fishId/discussions", "anyone"),
  read("routes/api.fish.$fishId.images", "/api/fish/:fishId/images", "anyone; members also see their own pending photos"),
  read("routes/api.products", "/api/products", "anyone", { query: { category: { type: "enum", values: ["Tank", "Filter"] } } }),
  read("routes/api.videos", "/api/videos", "anyone"),
  read("routes/api.youtube.videos", "/api/youtube/videos", "anyone"),
  read("routes/api.aquascapes", "/api/aquascapes", "anyone"),
  read("routes/api.plants._index", "/api/plants", "anyone", {
    query: {
      q: { type: "text", max: 100 },
      light: { type: "enum", values: ["low", "medium", "high"] },
      co2: { type: "enum", values: ["not needed", "helps", "needed"] },
      placement: { type: "enum", values: ["foreground", "midground", "background", "floating", "epiphyte"] },
      difficulty: { type: "enum", values: ["easy", "moderate", "demanding"] },
      temp: { type: "token" },
      units: { type: "enum", values: ["metric", "us"] },
      page: { type: "id" },
      limit: { type: "id" },
    },
    target: () => ({ path: "/api/plants?light=low&page=1&limit=10" }),
  }),
  read("routes/api.plants.$plantId", "/api/plants/:plantId", "anyone", { target: () => ({ path: "/api/plants/1" }) }),
  read("routes/api.aquascapes.$aquascapeId", "/api/aquascapes/:aquascapeId", "anyone; 404 for an id that is not a guide", {
    target: () => ({ path: "/api/aquascapes/1" }),
  }),
  read("routes/api.my-fish._index", "/api/my-fish", "a member: their own collection"),
  read("routes/api.admin.community-images._index", "/api/admin/community-images", "an admin", { query: adminImagesQuery }),
  read("routes/api.admin.community-images.pending", "/api/admin/community-images/pending", "an admin", { query: adminImagesQuery }),
  read("routes/api.admin.community-images.$imageId.review", "/api/admin/community-images/:imageId/review", "nobody: POST only", {
    target: () => ({ path: "/api/admin/community-images/1/review" }),
  }),
  define<Claim>({
    method: "GET",
    path: "/api/users/username-available/:username",
    routeId: "routes/api.users.username-available.$username",
    surface: "api",
    body: { kind: "none" },
    who: "anyone",
    arrange: async () => ({ username: unique("free_") }),
    target: ({ username }) => ({ path: `/api/users/username-available/${username}` }),
  }),
  // Routes that only take writes answer a read with 405 (or 404 for an /api path that does not exist).
  read("routes/api.fish.discussions.$commentId", "/api/fish/discussions/:commentId", "nobody: DELETE only", {
    target: () => ({ path: "/api/fish/discussions/1" }),
  }),
  read("routes/api.fish.images.$imageId", "/api/fish/images/:imageId", "nobody: DELETE only", {
    target: () => ({ path: "/api/fish/images/1" }),
  }),
  read("routes/api.my-fish.$fishId.$collectionType", "/api/my-fish/:fishId/:collectionType", "nobody: PATCH and DELETE only", {
    target: ({ fishId }) => ({ path: `/api/my-fish/${fishId}/liked` }),
  }),
  read("routes/api.objects.upload", "/api/objects/upload", "nobody: POST only"),
  read("routes/api.users.username", "/api/users/username", "nobody: POST only"),
  read("routes/api.$", "/api/*", "nobody: no such route", { target: () => ({ path: "/api/no-such-route" }) }),
  read("routes/api.login", "/api/login", "anyone: starts or finishes signing in", {
    query: {
      returnTo: { type: "url" },
      state: { type: "token" },
      code: { type: "token" },
      error: { type: "text" },
    },
  }),
  read("routes/api.logout", "/api/logout", "anyone: signs out (a cross-site navigation is asked first)", { visitorOnly: true }),

  define<FishOnly & Posting>({
    method: "POST",
    path: "/api/fish/:fishId/discussions",
    routeId: "routes/api.fish.$fishId.discussions",
    surface: "api",
    body: { kind: "json", fields: { content: comment } },
    who: "a member, posting as themselves",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async (proof) => ({ fishId: proof.freshFish(), content: unique("matrix comment ") }),
    target: ({ fishId, content }) => ({ path: `/api/fish/${fishId}/discussions`, values: { content } }),
    changed: (proof, { fishId, content }, cast) => commentPosted(proof, cast, fishId, content),
  }),
  define<FishComment>({
    method: "DELETE",
    path: "/api/fish/discussions/:commentId",
    routeId: "routes/api.fish.discussions.$commentId",
    surface: "api",
    body: { kind: "none" },
    who: "the comment's author, or an admin (moderation)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "2xx" },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      const { id } = await postComment(proof, owner, fishId, unique("to be deleted "));
      return { fishId, commentId: id };
    },
    target: ({ commentId }) => ({ path: `/api/fish/discussions/${commentId}` }),
    changed: (proof, { fishId, commentId }, cast) => commentGone(proof, cast, fishId, commentId),
  }),
  define<Upload>({
    method: "POST",
    path: "/api/fish/:fishId/images",
    routeId: "routes/api.fish.$fishId.images",
    surface: "api",
    body: { kind: "json", fields: { imageUrl: { type: "url", required: true, max: 2048 }, caption: { type: "text", max: 200 } } },
    who: "a member, registering an upload they made themselves (an admin may not take a member's upload)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: async (proof, { owner }) => ({ fishId: proof.freshFish(), imageUrl: await uploadedPng(proof, owner) }),
    target: ({ fishId, imageUrl }) => ({ path: `/api/fish/${fishId}/images`, values: { imageUrl, caption: "matrix photo" } }),
    changed: (proof, { fishId }, cast) => photoAddedBy(proof, cast.owner, fishId),
  }),
  define<FishPhoto>({
    method: "DELETE",
    path: "/api/fish/images/:imageId",
    routeId: "routes/api.fish.images.$imageId",
    surface: "api",
    body: { kind: "none" },
    who: "the photo's owner, or an admin (moderation)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "2xx" },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      return { fishId, photoId: (await createPhoto(proof, owner, fishId)).id };
    },
    target: ({ photoId }) => ({ path: `/api/fish/images/${photoId}` }),
    changed: (proof, { fishId, photoId }, cast) => photoGone(proof, cast, fishId, photoId),
  }),
  define<FishOnly>({
    method: "POST",
    path: "/api/my-fish",
    routeId: "routes/api.my-fish._index",
    surface: "api",
    body: {
      kind: "json",
      fields: { fishId: { type: "id", required: true }, collectionType, notes: { type: "text", max: 1000 } },
    },
    who: "a member, into their own collection",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: freshFish,
    target: ({ fishId }) => ({ path: "/api/my-fish", values: { fishId, collectionType: "wishlist", notes: "matrix" } }),
    changed: (proof, { fishId }, cast) => inCollection(proof, cast, fishId, "wishlist"),
  }),
  define<FishOnly>({
    method: "DELETE",
    path: "/api/my-fish/:fishId/:collectionType",
    routeId: "routes/api.my-fish.$fishId.$collectionType",
    surface: "api",
    body: { kind: "none" },
    who: "a member, from their own collection (anyone else's entry is not theirs to find)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      await addToCollection(proof, owner, fishId, "owned");
      return { fishId };
    },
    target: ({ fishId }) => ({ path: `/api/my-fish/${fishId}/owned` }),
    changed: async (proof, { fishId }, cast) =>
      !(await collectionOf(proof, cast.owner)).some((e) => e.fishId === fishId && e.collectionType === "owned"),
  }),
  define<FishNotes>({
    method: "PATCH",
    path: "/api/my-fish/:fishId/:collectionType",
    routeId: "routes/api.my-fish.$fishId.$collectionType",
    surface: "api",
    body: { kind: "json", fields: { notes: { type: "text", max: 1000 }, collectionType } },
    who: "a member, in their own collection (anyone else's entry is not theirs to find)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: ownedEntry,
    target: ({ fishId, notes }) => ({ path: `/api/my-fish/${fishId}/owned`, values: { notes, collectionType: "wishlist" } }),
    changed: (proof, { fishId, notes }, cast) => entryNow(proof, cast, fishId, "wishlist", notes),
  }),
  define<TankFixture>({
    method: "GET",
    path: "/api/tanks/:tankId",
    routeId: "routes/api.tanks.$tankId",
    surface: "api",
    body: { kind: "none" },
    query: { units: { type: "enum", values: ["metric", "us"] } },
    who: "the tank's member (anyone else's tank is not found)",
    arrange: sharedTank("api read"),
    target: ({ tankId }) => ({ path: `/api/tanks/${tankId}` }),
  }),
  define<TankFixture>({
    method: "GET",
    path: "/api/tanks/:tankId/report",
    routeId: "routes/api.tanks.$tankId.report",
    surface: "api",
    body: { kind: "none" },
    who: "the tank's member (anyone else's tank is not found)",
    arrange: sharedTank("api read"),
    target: ({ tankId }) => ({ path: `/api/tanks/${tankId}/report` }),
  }),
  read("routes/api.tanks._index", "/api/tanks", "a member: their own tanks", {
    query: { units: { type: "enum", values: ["metric", "us"] } },
  }),
  read("routes/api.tanks.$tankId.fish", "/api/tanks/:tankId/fish", "nobody: PUT only", { target: () => ({ path: "/api/tanks/1/fish" }) }),
  refusesWrites("routes/api.tanks.$tankId.report", "/api/tanks/:tankId/report", "405", "/api/tanks/1/report"),
  define<{ name: string }>({
    method: "POST",
    path: "/api/tanks",
    routeId: "routes/api.tanks._index",
    surface: "api",
    body: { kind: "json", fields: tankJsonFields },
    who: "a member, for themselves",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async () => ({ name: tankName() }),
    target: ({ name }) => ({ path: "/api/tanks", values: tankValues(name) }),
    changed: (proof, { name }, cast) => tankNamed(proof, cast, name),
  }),
  define<TankFixture>({
    method: "PUT",
    path: "/api/tanks/:tankId",
    routeId: "routes/api.tanks.$tankId",
    surface: "api",
    body: { kind: "json", fields: tankJsonFields },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: async (proof, cast) => ({ ...(await sharedTank("api edit")(proof, cast)), name: tankName() }),
    target: ({ tankId, name }) => ({ path: `/api/tanks/${tankId}`, values: tankValues(name) }),
    changed: async (proof, { tankId, name }, cast) => (await ownersTank(proof, cast, tankId))?.name === name,
  }),
  define<TankFixture>({
    method: "DELETE",
    path: "/api/tanks/:tankId",
    routeId: "routes/api.tanks.$tankId",
    surface: "api",
    body: { kind: "none" },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: tankToDelete("api delete"),
    target: ({ tankId }) => ({ path: `/api/tanks/${tankId}` }),
    changed: async (proof, { tankId }, cast) => (await ownersTank(proof, cast, tankId)) === null,
  }),
  define<TankFixture & { fishId: number }>({
    method: "PUT",
    path: "/api/tanks/:tankId/fish",
    routeId: "routes/api.tanks.$tankId.fish",
    surface: "api",
    // The body is a JSON array of {fishId, count, sex?}: no named fields to vary, so the sample goes as it is.
    body: { kind: "json", fields: {} },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: async (proof, cast) => ({ ...(await sharedTank("api fish")(proof, cast)), fishId: proof.freshFish() }),
    target: ({ tankId, fishId }) => ({
      path: `/api/tanks/${tankId}/fish`,
      values: [{ fishId, count: 4, sex: "mixed" }] as unknown as Record<string, unknown>,
    }),
    changed: async (proof, { tankId, fishId }, cast) =>
      Boolean((await ownersTank(proof, cast, tankId))?.fish.some((f) => f.fishId === fishId)),
  }),
  define<TankFixture>({
    method: "GET",
    path: "/api/tanks/:tankId/readings",
    routeId: "routes/api.tanks.$tankId.readings",
    surface: "api",
    body: { kind: "none" },
    query: {
      units: { type: "enum", values: ["metric", "us"] },
      hardness: { type: "enum", values: ["dgh", "ppm"] },
      before: { type: "id" },
      limit: { type: "token" },
    },
    who: "the tank's member (anyone else's tank is not found)",
    arrange: sharedTank("api journal read"),
    target: ({ tankId }) => ({ path: `/api/tanks/${tankId}/readings` }),
  }),
  define<TankFixture>({
    method: "GET",
    path: "/api/tanks/:tankId/journal.csv",
    routeId: "routes/api.tanks.$tankId.journal[.]csv",
    surface: "api",
    body: { kind: "none" },
    query: { units: { type: "enum", values: ["metric", "us"] }, hardness: { type: "enum", values: ["dgh", "ppm"] } },
    who: "the tank's member (anyone else's tank is not found)",
    arrange: sharedTank("api journal read"),
    target: ({ tankId }) => ({ path: `/api/tanks/${tankId}/journal.csv` }),
  }),
  read("routes/api.tanks.$tankId.readings.$readingId", "/api/tanks/:tankId/readings/:readingId", "nobody: PUT and DELETE only", {
    target: () => ({ path: "/api/tanks/1/readings/1" }),
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/api/admin/fish",
    routeId: "routes/api.admin.fish._index",
    surface: "api",
    body: { kind: "json", fields: adminFishFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async () => ({ name: unique("Matrix Fish ") }),
    target: ({ name }) => ({ path: "/api/admin/fish", values: fishBody(name) }),
    changed: async (proof, { name }) => {
      const list = jsonOf<{ name: string }[]>(await proof.client.send({ method: "GET", path: `/api/fish?fresh=${unique("")}` })) ?? [];
      return list.some((entry) => entry.name === name);
    },
  }),
  define<{ fishId: number; name: string }>({
    method: "PUT",
    path: "/api/admin/fish/:fishId",
    routeId: "routes/api.admin.fish.$fishId",
    surface: "api",
    body: { kind: "json", fields: adminFishFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => {
      const created = await createFishAsAdmin(proof, admin, unique("Matrix Fish "));
      return { fishId: created.id, name: created.name };
    },
    target: ({ fishId, name }) => ({
      path: `/api/admin/fish/${fishId}`,
      values: { ...fishBody(name), description: "Edited in the matrix." },
    }),
    changed: async (proof, { fishId }) => (await fishProfile(proof, fishId))?.description === "Edited in the matrix.",
  }),
  define<{ fishId: number }>({
    method: "DELETE",
    path: "/api/admin/fish/:fishId",
    routeId: "routes/api.admin.fish.$fishId",
    surface: "api",
    body: { kind: "none" },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => ({ fishId: (await createFishAsAdmin(proof, admin, unique("Matrix Fish "))).id }),
    target: ({ fishId }) => ({ path: `/api/admin/fish/${fishId}` }),
    changed: async (proof, { fishId }) => (await fishProfile(proof, fishId)) === null,
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/api/admin/products",
    routeId: "routes/api.admin.products._index",
    surface: "api",
    body: { kind: "json", fields: adminProductFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async () => ({ name: unique("Matrix Product ") }),
    target: ({ name }) => ({ path: "/api/admin/products", values: productBody(name) }),
    changed: async (proof, { name }) => (await productSeen(proof, (entry) => entry.name === name)) !== null,
  }),
  define<{ id: number; name: string }>({
    method: "PUT",
    path: "/api/admin/products/:productId",
    routeId: "routes/api.admin.products.$productId",
    surface: "api",
    body: { kind: "json", fields: adminProductFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => createProductAsAdmin(proof, admin, unique("Matrix Product ")),
    target: ({ id, name }) => ({
      path: `/api/admin/products/${id}`,
      values: { ...productBody(name), reviewText: "Edited in the matrix." },
    }),
    changed: async (proof, { id }) => (await productSeen(proof, (entry) => entry.id === id))?.reviewText === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "DELETE",
    path: "/api/admin/products/:productId",
    routeId: "routes/api.admin.products.$productId",
    surface: "api",
    body: { kind: "none" },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createProductAsAdmin(proof, admin, unique("Matrix Product "))).id }),
    target: ({ id }) => ({ path: `/api/admin/products/${id}` }),
    changed: async (proof, { id }) => (await productSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<{ title: string }>({
    method: "POST",
    path: "/api/admin/videos",
    routeId: "routes/api.admin.videos._index",
    surface: "api",
    body: { kind: "json", fields: adminVideoFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async () => ({ title: unique("Matrix Video ") }),
    target: ({ title }) => ({ path: "/api/admin/videos", values: videoBody(title) }),
    changed: async (proof, { title }) => (await videoSeen(proof, (entry) => entry.title === title)) !== null,
  }),
  define<{ id: number; title: string }>({
    method: "PUT",
    path: "/api/admin/videos/:videoId",
    routeId: "routes/api.admin.videos.$videoId",
    surface: "api",
    body: { kind: "json", fields: adminVideoFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => createVideoAsAdmin(proof, admin, unique("Matrix Video ")),
    target: ({ id, title }) => ({ path: `/api/admin/videos/${id}`, values: { ...videoBody(title), description: "Edited in the matrix." } }),
    changed: async (proof, { id }) => (await videoSeen(proof, (entry) => entry.id === id))?.description === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "DELETE",
    path: "/api/admin/videos/:videoId",
    routeId: "routes/api.admin.videos.$videoId",
    surface: "api",
    body: { kind: "none" },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createVideoAsAdmin(proof, admin, unique("Matrix Video "))).id }),
    target: ({ id }) => ({ path: `/api/admin/videos/${id}` }),
    changed: async (proof, { id }) => (await videoSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<{ title: string }>({
    method: "POST",
    path: "/api/admin/aquascapes",
    routeId: "routes/api.admin.aquascapes._index",
    surface: "api",
    body: { kind: "json", fields: adminGuideFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async () => ({ title: unique("Matrix Guide ") }),
    target: ({ title }) => ({ path: "/api/admin/aquascapes", values: guideBody(title) }),
    changed: async (proof, { title }) => (await guideSeen(proof, (entry) => entry.title === title)) !== null,
  }),
  define<{ id: number; title: string }>({
    method: "PUT",
    path: "/api/admin/aquascapes/:aquascapeId",
    routeId: "routes/api.admin.aquascapes.$aquascapeId",
    surface: "api",
    body: { kind: "json", fields: adminGuideFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => createGuideAsAdmin(proof, admin, unique("Matrix Guide ")),
    target: ({ id, title }) => ({
      path: `/api/admin/aquascapes/${id}`,
      values: { ...guideBody(title), description: "Edited in the matrix." },
    }),
    changed: async (proof, { id }) => (await guideSeen(proof, (entry) => entry.id === id))?.description === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "DELETE",
    path: "/api/admin/aquascapes/:aquascapeId",
    routeId: "routes/api.admin.aquascapes.$aquascapeId",
    surface: "api",
    body: { kind: "none" },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createGuideAsAdmin(proof, admin, unique("Matrix Guide "))).id }),
    target: ({ id }) => ({ path: `/api/admin/aquascapes/${id}` }),
    changed: async (proof, { id }) => (await guideSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<FishPhoto>({
    method: "POST",
    path: "/api/admin/community-images/:imageId/review",
    routeId: "routes/api.admin.community-images.$imageId.review",
    surface: "api",
    body: { kind: "json", fields: reviewFields },
    who: "an admin, reviewing another member's image",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      return { fishId, photoId: (await createPhoto(proof, owner, fishId)).id };
    },
    target: ({ photoId }) => ({
      path: `/api/admin/community-images/fish-photo-${photoId}/review`,
      values: { status: "approved", reviewNotes: "Approved in the matrix" },
    }),
    changed: async (proof, { fishId, photoId }, cast) => (await photosSeenBy(proof, cast.other, fishId)).some((p) => p.id === photoId),
  }),
  define<Record<string, never>>({
    method: "POST",
    path: "/api/objects/upload",
    routeId: "routes/api.objects.upload",
    surface: "api",
    // A client may send no body; a JSON body may choose the purpose.
    body: { kind: "json", fields: { purpose: { type: "enum", values: ["fish-photo", "gallery", "avatar"] } } },
    who: "a member, for their own upload",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async () => ({}),
    target: () => ({ path: "/api/objects/upload" }),
    changed: async (proof, _fixtures, cast, answer) => {
      const address = jsonOf<{ uploadURL?: string }>(answer)?.uploadURL;
      if (!address) return cast.acting.member ? false : null;
      const { member, ip } = cast.acting;
      return (await putBytes(proof, address, { cookie: member?.cookie ?? null, ip })).status === 200;
    },
  }),
  define<Claim>({
    method: "PUT",
    path: "/api/users/profile",
    routeId: "routes/api.users.profile",
    surface: "api",
    body: { kind: "json", fields: profileFields },
    who: "a member, editing their own profile",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async () => ({ username: unique("apiprof_") }),
    target: ({ username }) => ({ path: "/api/users/profile", values: profileValues(username) }),
    changed: async (proof, { username }, cast) =>
      cast.acting.member ? (await currentUsername(proof, cast.acting.member.cookie, cast.acting.ip)) === username : null,
  }),
  define<Address>({
    method: "PUT",
    path: "/api/avatar-images",
    routeId: "routes/api.avatar-images",
    surface: "api",
    body: { kind: "json", fields: { avatarImageURL: { type: "url", required: true } } },
    who: "a member, with a picture they uploaded themselves",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: async (proof, { owner }) => ({ address: withoutQuery(await uploadedPng(proof, owner)) }),
    target: ({ address }) => ({ path: "/api/avatar-images", values: { avatarImageURL: address } }),
    // The upload is taken: a second use of it is refused as used.
    changed: async (proof, { address }, cast) => {
      if (!cast.acting.member) return null;
      const again = await proof.client.send({
        method: "PUT",
        path: "/api/avatar-images",
        headers: as(cast.owner, { "Content-Type": "application/json" }),
        body: JSON.stringify({ avatarImageURL: address }),
      });
      return again.status === 409;
    },
  }),
  define<Claim>({
    method: "POST",
    path: "/api/users/username",
    routeId: "routes/api.users.username",
    surface: "api",
    body: { kind: "json", fields: { username: { type: "username", required: true, max: 20 } } },
    who: "a member, naming themselves",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async () => ({ username: unique("api_") }),
    target: ({ username }) => ({ path: "/api/users/username", values: { username } }),
    changed: async (proof, { username }, cast) =>
      cast.acting.member ? (await currentUsername(proof, cast.acting.member.cookie, cast.acting.ip)) === username : null,
  }),
  define<Session>({
    method: "POST",
    path: "/api/logout",
    routeId: "routes/api.logout",
    surface: "api",
    body: { kind: "none" },
    who: "anyone: ends their own session",
    visitorOnly: true,
    expect: sameForEveryone("redirect:to:/"),
    // A second session of the acting member, so the one the suite uses stays signed in.
    arrange: async (proof, { acting }) => ({ cookie: acting.member ? await signInAgain(proof, acting.member) : null }),
    target: ({ cookie }) => ({ path: "/api/logout", cookie }),
    changed: async (proof, { cookie }, cast) => (cookie ? !(await sessionIsLive(proof, cookie, cast.acting.ip)) : null),
  }),

  // ---- the community gallery's API ------------------------------------------------------------------------
  read("routes/api.community-images._index", "/api/community-images", "anyone: approved images", {
    query: {
      category: { type: "enum", values: ["setup", "fish", "aquascape", "equipment", "before-after"] },
      before: { type: "id" },
      limit: { type: "token" },
    },
    target: () => ({ path: "/api/community-images" }),
  }),
  read("routes/api.community-images.user.$userId", "/api/community-images/user/:userId", "anyone: approved ones; a member also their own", {
    query: { before: { type: "id" }, limit: { type: "token" } },
    target: (_fixtures, cast) => ({ path: `/api/community-images/user/${cast.owner.id}` }),
  }),
  read("routes/api.community-images.$imageId", "/api/community-images/:imageId", "nobody: DELETE only", {
    target: () => ({ path: "/api/community-images/1" }),
  }),
  read("routes/api.community-images.$imageId.like", "/api/community-images/:imageId/like", "nobody: POST only", {
    target: () => ({ path: "/api/community-images/1/like" }),
  }),
  read("routes/api.community-images.$imageId.report", "/api/community-images/:imageId/report", "nobody: POST only", {
    target: () => ({ path: "/api/community-images/1/report" }),
  }),
  read("routes/api.fish.images.$imageId.report", "/api/fish/images/:imageId/report", "nobody: POST only", {
    target: () => ({ path: "/api/fish/images/1/report" }),
  }),
  define<{ imageUrl: string; title: string }>({
    method: "POST",
    path: "/api/community-images",
    routeId: "routes/api.community-images._index",
    surface: "api",
    body: { kind: "json", fields: galleryFields },
    who: "a member, posting an upload they made themselves (an admin may not take a member's upload)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    // Only the owner's cell uses its upload; the refused cells share one, so fixtures stay within upload limits.
    arrange: async (proof, { owner, acting }) => ({
      imageUrl: acting.role === "owner" ? await uploadedPng(proof, owner) : await sharedUpload(proof, owner),
      title: unique("Matrix gallery "),
    }),
    target: ({ imageUrl, title }) => ({
      path: "/api/community-images",
      values: { title, category: "aquascape", imageUrl, tags: ["planted", "driftwood"], tankSpecs: { size: "20 gallons" } },
    }),
    changed: async (proof, { title }, cast) =>
      (await galleryImagesOf(proof, cast.owner, cast.owner.id)).some((image) => image.title === title),
  }),
  refusesWrites(
    "routes/api.community-images.user.$userId",
    "/api/community-images/user/:userId",
    "405",
    "/api/community-images/user/anyone",
  ),
  define<GalleryImage>({
    method: "POST",
    path: "/api/community-images/:imageId/like",
    routeId: "routes/api.community-images.$imageId.like",
    surface: "api",
    body: { kind: "none" },
    who: "a member, liking any approved image",
    expect: signedInMember("2xx"),
    arrange: sharedGalleryImage("api like"),
    target: ({ imageId }) => ({ path: `/api/community-images/${imageId}/like` }),
    changed: (proof, { imageId }, cast) => likedBy(proof, cast, imageId),
  }),
  define<GalleryImage>({
    method: "POST",
    path: "/api/community-images/:imageId/report",
    routeId: "routes/api.community-images.$imageId.report",
    surface: "api",
    body: { kind: "json", fields: { reason: reportReason } },
    who: "a member, reporting another member's image once",
    expect: { visitor: "401", other: "2xx", owner: "403", admin: "2xx" },
    arrange: galleryImageToReport("api report"),
    target: ({ imageId }) => ({ path: `/api/community-images/${imageId}/report`, values: { reason: "spam" } }),
    changed: async (proof, { imageId, reportsBefore }, cast) => (await reportsOf(proof, cast.admin, imageId)) > (reportsBefore ?? 0),
  }),
  define<GalleryImage>({
    method: "DELETE",
    path: "/api/community-images/:imageId",
    routeId: "routes/api.community-images.$imageId",
    surface: "api",
    body: { kind: "none" },
    who: "the image's member only",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: galleryImageToDelete("api delete"),
    target: ({ imageId }) => ({ path: `/api/community-images/${imageId}` }),
    changed: (proof, { imageId }, cast) => galleryImageGone(proof, cast, imageId),
  }),
  // Members' reviews, in this order (create, edit, helpful, delete): each row's owner is the next row's "other",
  // which keeps every member within the review limit across the API rows and the page rows below.
  read("routes/api.products.$productId.reviews", "/api/products/:productId/reviews", "anyone", {
    query: reviewPageQuery,
    target: () => ({ path: "/api/products/1/reviews" }),
  }),
  read("routes/api.reviews.$reviewId", "/api/reviews/:reviewId", "anyone", { target: () => ({ path: "/api/reviews/1" }) }),
  read("routes/api.reviews.$reviewId.helpful", "/api/reviews/:reviewId/helpful", "nobody: POST only", {
    target: () => ({ path: "/api/reviews/1/helpful" }),
  }),
  read("routes/api.my-reviews", "/api/my-reviews", "a member: their own reviews and figures", { query: reviewPageQuery }),
  refusesWrites("routes/api.my-reviews", "/api/my-reviews", "405"),
  define<ReviewPosting>({
    method: "POST",
    path: "/api/products/:productId/reviews",
    routeId: "routes/api.products.$productId.reviews",
    surface: "api",
    body: { kind: "json", fields: memberReview },
    who: "a member, reviewing as themselves (once per product)",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: async (proof) => ({ productId: await freshProduct(proof), text: reviewText("API review") }),
    target: ({ productId, text }) => ({ path: `/api/products/${productId}/reviews`, values: { rating: 4.5, text } }),
    changed: (proof, { productId, text }, cast) => reviewPosted(proof, cast, productId, text),
  }),
  define<ReviewEdit>({
    method: "PUT",
    path: "/api/reviews/:reviewId",
    routeId: "routes/api.reviews.$reviewId",
    surface: "api",
    body: { kind: "json", fields: memberReview },
    who: "the review's author (an admin moderates comments and images, not opinions)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: async (proof, cast) => ({ ...(await ownersReview(proof, cast, "edited")), text: reviewText("API edit") }),
    target: ({ reviewId, text }) => ({ path: `/api/reviews/${reviewId}`, values: { rating: 3.5, text } }),
    changed: (proof, { reviewId, text }, cast) => reviewReads(proof, cast, reviewId, text),
  }),
  define<ReviewVote>({
    method: "POST",
    path: "/api/reviews/:reviewId/helpful",
    routeId: "routes/api.reviews.$reviewId.helpful",
    surface: "api",
    body: { kind: "none" },
    who: "any member but the review's author, once",
    expect: { visitor: "401", other: "2xx", owner: "403", admin: "2xx" },
    arrange: (proof, cast) => reviewToVoteOn(proof, cast, "helpful over the API"),
    target: ({ reviewId }) => ({ path: `/api/reviews/${reviewId}/helpful` }),
    changed: (proof, fixtures, cast) => votesGrew(proof, cast, fixtures),
  }),
  define<ReviewFixture>({
    method: "DELETE",
    path: "/api/reviews/:reviewId",
    routeId: "routes/api.reviews.$reviewId",
    surface: "api",
    body: { kind: "none" },
    who: "the review's author",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: (proof, cast) => ownersReview(proof, cast, "deleted over the API"),
    target: ({ reviewId }) => ({ path: `/api/reviews/${reviewId}` }),
    changed: (proof, { reviewId }, cast) => reviewGone(proof, cast, reviewId),
  }),
  refusesWrites("routes/api.login", "/api/login", "405"),
  refusesWrites("routes/api.auth.user", "/api/auth/user", "405"),
  refusesWrites("routes/api.fish._index", "/api/fish", "405"),
  refusesWrites("routes/api.checker", "/api/checker", "405"),
  refusesWrites("routes/api.fish.$fishId", "/api/fish/:fishId", "405"),
  refusesWrites("routes/api.products", "/api/products", "405"),
  refusesWrites("routes/api.videos", "/api/videos", "405"),
  refusesWrites("routes/api.aquascapes", "/api/aquascapes", "405"),
  refusesWrites("routes/api.plants._index", "/api/plants", "405"),
  refusesWrites("routes/api.plants.$plantId", "/api/plants/:plantId", "405", "/api/plants/1"),
  refusesWrites("routes/api.$", "/api/*", "404", "/api/no-such-route"),

  // ---- resource routes outside /api -------------------------------------------------------------------------
  read("routes/fish.search-index", "/fish/search-index", "anyone"),
  refusesWrites("routes/fish.search-index", "/fish/search-index", "405"),
  define<FishPhoto & { path: string }>({
    method: "GET",
    path: "/objects/uploads/:key",
    routeId: "routes/objects.uploads.$key",
    surface: "resource",
    body: { kind: "none" },
    who: "anyone: published images only",
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      const photo = await createPhoto(proof, owner, fishId);
      return { fishId, photoId: photo.id, path: new URL(photo.imageUrl, proof.baseUrl).pathname };
    },
    target: ({ path }) => ({ path }),
  }),
  define<Address>({
    method: "PUT",
    path: "/objects/uploads/:key",
    routeId: "routes/objects.uploads.$key",
    surface: "resource",
    body: { kind: "bytes", contentType: "image/png", maxBytes: 10485760 },
    query: { expires: { type: "token" }, max: { type: "token" }, sig: { type: "token" } },
    who: "whoever holds the signed address (a capability), once",
    expect: sameForEveryone("2xx"),
    arrange: async (proof, { owner }) => ({ address: await uploadAddress(proof, owner) }),
    target: ({ address }) => ({ path: pathOf(address), bytes: PNG_1X1, headers: { "Content-Type": "image/png" } }),
    // The address holds the bytes now: a second PUT is refused as used.
    changed: async (proof, { address }, cast) => (await putBytes(proof, address, cast.owner)).status === 409,
  }),

  // ---- page actions (forms that work without JavaScript) ---------------------------------------------------
  define<FishOnly>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "save",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, collectionType } },
    who: "a member, into their own collection",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Success!",
      owner: "redirect:toast:Success!",
      admin: "redirect:toast:Success!",
    },
    arrange: freshFish,
    target: ({ fishId }) => ({ path: `/fish/${fishId}`, values: { intent: "save", collectionType: "owned" } }),
    changed: (proof, { fishId }, cast) => inCollection(proof, cast, fishId, "owned"),
  }),
  define<FishOnly>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "unsave",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, collectionType } },
    who: "a member, from their own collection",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Error",
      owner: "redirect:toast:Removed",
      admin: "redirect:toast:Error",
    },
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      await addToCollection(proof, owner, fishId, "owned");
      return { fishId };
    },
    target: ({ fishId }) => ({ path: `/fish/${fishId}`, values: { intent: "unsave", collectionType: "owned" } }),
    changed: async (proof, { fishId }, cast) =>
      !(await collectionOf(proof, cast.owner)).some((e) => e.fishId === fishId && e.collectionType === "owned"),
  }),
  define<Posting>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "comment",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, content: comment } },
    who: "a member, posting as themselves",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Comment posted!",
      owner: "redirect:toast:Comment posted!",
      admin: "redirect:toast:Comment posted!",
    },
    arrange: async (proof) => ({ fishId: proof.freshFish(), content: unique("matrix page comment ") }),
    target: ({ fishId, content }) => ({ path: `/fish/${fishId}`, values: { intent: "comment", content } }),
    changed: (proof, { fishId, content }, cast) => commentPosted(proof, cast, fishId, content),
  }),
  define<FishComment>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "delete-comment",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, commentId: { type: "id", required: true } } },
    who: "the comment's author, or an admin (moderation)",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "403",
      owner: "redirect:toast:Comment deleted",
      admin: "redirect:toast:Comment deleted",
    },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      const { id } = await postComment(proof, owner, fishId, unique("page delete "));
      return { fishId, commentId: id };
    },
    target: ({ fishId, commentId }) => ({ path: `/fish/${fishId}`, values: { intent: "delete-comment", commentId } }),
    changed: (proof, { fishId, commentId }, cast) => commentGone(proof, cast, fishId, commentId),
  }),
  define<FishOnly>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "upload-photo",
    surface: "page",
    body: {
      kind: "multipart",
      fields: { intent: { type: "intent", required: true }, caption: { type: "text", max: 200 } },
      file: { field: "photo", maxBytes: 10485760 },
    },
    who: "a member, uploading their own photo",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Image uploaded!",
      owner: "redirect:toast:Image uploaded!",
      admin: "redirect:toast:Image uploaded!",
    },
    arrange: freshFish,
    target: ({ fishId }) => ({
      path: `/fish/${fishId}`,
      values: { intent: "upload-photo", caption: "matrix upload" },
      bytes: PNG_1X1,
    }),
    changed: (proof, { fishId }, cast) => photoAddedBy(proof, cast.acting.member, fishId),
  }),
  define<FishPhoto>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "delete-photo",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, photoId: { type: "id", required: true } } },
    who: "the photo's owner, or an admin (moderation)",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Error",
      owner: "redirect:toast:Image deleted",
      admin: "redirect:toast:Image deleted",
    },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      return { fishId, photoId: (await createPhoto(proof, owner, fishId)).id };
    },
    target: ({ fishId, photoId }) => ({ path: `/fish/${fishId}`, values: { intent: "delete-photo", photoId } }),
    changed: (proof, { fishId, photoId }, cast) => photoGone(proof, cast, fishId, photoId),
  }),
  define<TankFixture & { fishId: number }>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "add-to-tank",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        tank: { type: "id", required: true },
        count: { type: "text", required: true },
        sex: { type: "enum", values: ["male", "female", "mixed"] },
      },
    },
    who: "the tank's member, with this fish (it joins their Owned collection); anyone else's tank is refused",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Not changed",
      owner: "redirect:toast:Added to tank",
      admin: "redirect:toast:Not changed",
    },
    arrange: async (proof, cast) => ({ ...(await sharedTank("fish page add")(proof, cast)), fishId: proof.freshFish() }),
    target: ({ tankId, fishId }) => ({
      path: `/fish/${fishId}`,
      values: { intent: "add-to-tank", tank: tankId, count: "3", sex: "female" },
    }),
    changed: async (proof, { tankId, fishId }, cast) =>
      Boolean((await ownersTank(proof, cast, tankId))?.fish.some((f) => f.fishId === fishId)),
  }),
  define<FishNotes>({
    method: "POST",
    path: "/my-fish",
    routeId: "routes/my-fish",
    intent: "update-notes",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        fishId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
        notes: { type: "text", max: 1000 },
      },
    },
    query: myFishQuery,
    who: "a member, on their own entry (anyone else's is not in their collection)",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Notes saved", admin: "redirect:toast:Error" },
    arrange: ownedEntry,
    target: ({ fishId, notes }) => ({ path: "/my-fish", values: { intent: "update-notes", fishId, collectionType: "owned", notes } }),
    changed: (proof, { fishId, notes }, cast) => entryNow(proof, cast, fishId, "owned", notes),
  }),
  define<FishNotes>({
    method: "POST",
    path: "/my-fish",
    routeId: "routes/my-fish",
    intent: "move",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        fishId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
        moveTo: { ...collectionType, required: true },
      },
    },
    query: myFishQuery,
    who: "a member, on their own entry (anyone else's is not in their collection)",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Moved", admin: "redirect:toast:Error" },
    arrange: ownedEntry,
    target: ({ fishId }) => ({
      path: "/my-fish?type=owned",
      values: { intent: "move", fishId, collectionType: "owned", moveTo: "wishlist" },
    }),
    changed: (proof, { fishId }, cast) => entryNow(proof, cast, fishId, "wishlist"),
  }),
  define<FishNotes>({
    method: "POST",
    path: "/my-fish",
    routeId: "routes/my-fish",
    intent: "remove",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        fishId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
      },
    },
    query: myFishQuery,
    who: "a member, from their own collection",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Removed", admin: "redirect:toast:Error" },
    arrange: ownedEntry,
    target: ({ fishId }) => ({ path: "/my-fish", values: { intent: "remove", fishId, collectionType: "owned" } }),
    changed: async (proof, { fishId }, cast) => !(await entryNow(proof, cast, fishId, "owned")),
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/my-tanks/new",
    routeId: "routes/my-tanks.new",
    surface: "page",
    body: { kind: "form", fields: tankFormFields },
    who: "a member, for themselves",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Tank created",
      owner: "redirect:toast:Tank created",
      admin: "redirect:toast:Tank created",
    },
    arrange: async () => ({ name: tankName() }),
    target: ({ name }) => ({ path: "/my-tanks/new", values: { ...tankValues(name), hardness: "dgh", heater: "on" } }),
    changed: (proof, { name }, cast) => tankNamed(proof, cast, name),
  }),
  define<TankFixture>({
    method: "POST",
    path: "/my-tanks/:tankId/edit",
    routeId: "routes/my-tanks.$tankId_.edit",
    surface: "page",
    body: { kind: "form", fields: tankFormFields },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Tank saved" },
    arrange: async (proof, cast) => ({ ...(await sharedTank("page edit")(proof, cast)), name: tankName() }),
    target: ({ tankId, name }) => ({ path: `/my-tanks/${tankId}/edit`, values: { ...tankValues(name), hardness: "ppm", gh: "140" } }),
    changed: async (proof, { tankId, name }, cast) => (await ownersTank(proof, cast, tankId))?.name === name,
  }),
  define<TankFixture & { fishId: number }>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "place",
    surface: "page",
    body: tankPageIntent("place", {
      fishId: { type: "id", required: true },
      count: { type: "text", required: true },
      sex: { type: "enum", values: ["male", "female", "mixed"] },
    }),
    who: "the tank's member, with any fish (it joins their Owned collection)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Fish added" },
    arrange: async (proof, cast) => ({ ...(await sharedTank("page place")(proof, cast)), fishId: proof.freshFish() }),
    target: ({ tankId, fishId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "place", fishId, count: "3", sex: "female" } }),
    changed: async (proof, { tankId, fishId }, cast) =>
      Boolean((await ownersTank(proof, cast, tankId))?.fish.some((f) => f.fishId === fishId)),
  }),
  define<TankRow>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "update-count",
    surface: "page",
    body: tankPageIntent("update-count", { rowId: { type: "id", required: true }, count: { type: "text", required: true } }),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Count updated" },
    arrange: tankWithFish("page count"),
    target: ({ tankId, rowId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "update-count", rowId, count: "7" } }),
    changed: async (proof, { tankId, rowId }, cast) =>
      (await ownersTank(proof, cast, tankId))?.fish.find((f) => f.id === rowId)?.count === 7,
  }),
  define<TankMove>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "move",
    surface: "page",
    body: tankPageIntent("move", { rowId: { type: "id", required: true }, toTankId: { type: "id", required: true } }),
    who: "the tank's member, to another of their tanks (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Fish moved" },
    arrange: async (proof, cast) => ({
      ...(await tankWithFish("page move from")(proof, cast)),
      toTankId: (await sharedTank("page move to")(proof, cast)).tankId,
    }),
    target: ({ tankId, rowId, toTankId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "move", rowId, toTankId } }),
    changed: async (proof, { toTankId, fishId }, cast) =>
      Boolean((await ownersTank(proof, cast, toTankId))?.fish.some((f) => f.fishId === fishId)),
  }),
  define<TankRow>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "remove",
    surface: "page",
    body: tankPageIntent("remove", { rowId: { type: "id", required: true } }),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Fish removed" },
    arrange: tankWithFish("page remove"),
    target: ({ tankId, rowId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "remove", rowId } }),
    changed: async (proof, { tankId, rowId }, cast) => !(await ownersTank(proof, cast, tankId))?.fish.some((f) => f.id === rowId),
  }),
  define<TankFixture>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "delete-tank",
    surface: "page",
    body: tankPageIntent("delete-tank", {}),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Tank deleted" },
    arrange: tankToDelete("page delete"),
    target: ({ tankId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "delete-tank" } }),
    changed: async (proof, { tankId }, cast) => (await ownersTank(proof, cast, tankId)) === null,
  }),
  define<Claim>({
    method: "POST",
    path: "/username",
    routeId: "routes/username",
    surface: "page",
    body: { kind: "form", fields: { username: { type: "username", required: true, max: 20 }, returnTo: { type: "url" } } },
    who: "a member, naming themselves",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Username Set!",
      owner: "redirect:toast:Username Set!",
      admin: "redirect:toast:Username Set!",
    },
    arrange: async () => ({ username: unique("page_") }),
    target: ({ username }) => ({ path: "/username", values: { username, returnTo: "/" } }),
    changed: async (proof, { username }, cast) =>
      cast.acting.member ? (await currentUsername(proof, cast.acting.member.cookie, cast.acting.ip)) === username : null,
  }),
  define<null>({
    method: "POST",
    path: "/settings",
    routeId: "routes/settings",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        units: { type: "enum", required: true, values: ["metric", "us", "uk"] },
        hardness: { type: "enum", required: true, values: ["dgh", "ppm"] },
        returnTo: { type: "url" },
      },
    },
    query: { returnTo: { type: "url" } },
    who: "anyone: a visitor's choice goes in a cookie, a member's on their profile",
    creates: true,
    expect: sameForEveryone("redirect:toast:Units saved"),
    arrange: async () => null,
    target: () => ({ path: "/settings", values: { units: "metric", hardness: "ppm", returnTo: "/fish" } }),
    // What the browser keeps: the choice comes back in the units cookie (a member's is also on their profile).
    changed: async (_proof, _fixtures, _cast, answer) =>
      [answer.headers["set-cookie"] ?? []].flat().some((cookie) => cookie.startsWith("shoal_units=metric.ppm;")),
  }),
  define<Claim>({
    method: "POST",
    path: "/profile",
    routeId: "routes/profile",
    surface: "page",
    body: { kind: "multipart", fields: profileFields, file: { field: "avatar", maxBytes: 5242880 } },
    who: "a member, editing their own profile",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Profile Updated",
      owner: "redirect:toast:Profile Updated",
      admin: "redirect:toast:Profile Updated",
    },
    arrange: async () => ({ username: unique("pageprof_") }),
    target: ({ username }) => ({ path: "/profile", values: profileValues(username), bytes: PNG_1X1 }),
    changed: async (proof, { username }, cast) =>
      cast.acting.member ? (await currentUsername(proof, cast.acting.member.cookie, cast.acting.ip)) === username : null,
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/admin/fish/new",
    routeId: "routes/admin.fish.new",
    surface: "page",
    body: { kind: "form", fields: adminFishFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async () => ({ name: unique("Page Fish ") }),
    target: ({ name }) => ({ path: "/admin/fish/new", values: fishFormValues(name) }),
    changed: async (proof, { name }) => {
      const list = jsonOf<{ name: string }[]>(await proof.client.send({ method: "GET", path: `/api/fish?fresh=${unique("")}` })) ?? [];
      return list.some((entry) => entry.name === name);
    },
  }),
  define<{ fishId: number; name: string }>({
    method: "POST",
    path: "/admin/fish/:fishId/edit",
    routeId: "routes/admin.fish.$fishId.edit",
    surface: "page",
    body: { kind: "form", fields: adminFishFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => {
      const created = await createFishAsAdmin(proof, admin, unique("Page Fish "));
      return { fishId: created.id, name: created.name };
    },
    target: ({ fishId, name }) => ({
      path: `/admin/fish/${fishId}/edit`,
      values: { ...fishFormValues(name), description: "Edited in the matrix." },
    }),
    changed: async (proof, { fishId }) => (await fishProfile(proof, fishId))?.description === "Edited in the matrix.",
  }),
  define<{ fishId: number }>({
    method: "POST",
    path: "/admin/fish/:fishId/delete",
    routeId: "routes/admin.fish.$fishId.delete",
    surface: "page",
    body: { kind: "form", fields: {} },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => ({ fishId: (await createFishAsAdmin(proof, admin, unique("Page Fish "))).id }),
    target: ({ fishId }) => ({ path: `/admin/fish/${fishId}/delete`, values: {} }),
    changed: async (proof, { fishId }) => (await fishProfile(proof, fishId)) === null,
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/admin/products/new",
    routeId: "routes/admin.products.new",
    surface: "page",
    body: { kind: "form", fields: adminProductFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async () => ({ name: unique("Page Product ") }),
    target: ({ name }) => ({ path: "/admin/products/new", values: productFormValues(name) }),
    changed: async (proof, { name }) => (await productSeen(proof, (entry) => entry.name === name)) !== null,
  }),
  define<{ id: number; name: string }>({
    method: "POST",
    path: "/admin/products/:productId/edit",
    routeId: "routes/admin.products.$productId.edit",
    surface: "page",
    body: { kind: "form", fields: adminProductFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => createProductAsAdmin(proof, admin, unique("Page Product ")),
    target: ({ id, name }) => ({
      path: `/admin/products/${id}/edit`,
      values: { ...productFormValues(name), reviewText: "Edited in the matrix." },
    }),
    changed: async (proof, { id }) => (await productSeen(proof, (entry) => entry.id === id))?.reviewText === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "POST",
    path: "/admin/products/:productId/delete",
    routeId: "routes/admin.products.$productId.delete",
    surface: "page",
    body: { kind: "form", fields: {} },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createProductAsAdmin(proof, admin, unique("Page Product "))).id }),
    target: ({ id }) => ({ path: `/admin/products/${id}/delete`, values: {} }),
    changed: async (proof, { id }) => (await productSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<{ title: string }>({
    method: "POST",
    path: "/admin/videos/new",
    routeId: "routes/admin.videos.new",
    surface: "page",
    // The page's form is multipart, with the picture an admin may upload.
    body: { kind: "multipart", fields: adminVideoFormFields, file: { field: "thumbnailImage", maxBytes: 10485760 } },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Video added" },
    audited: true,
    arrange: async () => ({ title: unique("Page Video ") }),
    target: ({ title }) => ({ path: "/admin/videos/new", values: { ...videoFormValues(title), thumbnail: "upload" }, bytes: PNG_1X1 }),
    changed: async (proof, { title }) => (await videoSeen(proof, (entry) => entry.title === title)) !== null,
  }),
  define<{ id: number; title: string }>({
    method: "POST",
    path: "/admin/videos/:videoId/edit",
    routeId: "routes/admin.videos.$videoId.edit",
    surface: "page",
    body: { kind: "multipart", fields: adminVideoFormFields, file: { field: "thumbnailImage", maxBytes: 10485760 } },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Video updated" },
    audited: true,
    arrange: async (proof, { admin }) => createVideoAsAdmin(proof, admin, unique("Page Video ")),
    target: ({ id, title }) => ({
      path: `/admin/videos/${id}/edit`,
      values: { ...videoFormValues(title), thumbnail: "keep", description: "Edited in the matrix." },
    }),
    changed: async (proof, { id }) => (await videoSeen(proof, (entry) => entry.id === id))?.description === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "POST",
    path: "/admin/videos/:videoId/delete",
    routeId: "routes/admin.videos.$videoId.delete",
    surface: "page",
    body: { kind: "form", fields: {} },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Video deleted" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createVideoAsAdmin(proof, admin, unique("Page Video "))).id }),
    target: ({ id }) => ({ path: `/admin/videos/${id}/delete`, values: {} }),
    changed: async (proof, { id }) => (await videoSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<{ title: string }>({
    method: "POST",
    path: "/admin/guides/new",
    routeId: "routes/admin.guides.new",
    surface: "page",
    body: { kind: "form", fields: adminGuideFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async () => ({ title: unique("Page Guide ") }),
    target: ({ title }) => ({ path: "/admin/guides/new", values: guideFormValues(title) }),
    changed: async (proof, { title }) => (await guideSeen(proof, (entry) => entry.title === title)) !== null,
  }),
  define<{ id: number; title: string }>({
    method: "POST",
    path: "/admin/guides/:guideId/edit",
    routeId: "routes/admin.guides.$guideId.edit",
    surface: "page",
    body: { kind: "form", fields: adminGuideFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => createGuideAsAdmin(proof, admin, unique("Page Guide ")),
    target: ({ id, title }) => ({
      path: `/admin/guides/${id}/edit`,
      values: { ...guideFormValues(title), description: "Edited in the matrix." },
    }),
    changed: async (proof, { id }) => (await guideSeen(proof, (entry) => entry.id === id))?.description === "Edited in the matrix.",
  }),
  define<{ id: number }>({
    method: "POST",
    path: "/admin/guides/:guideId/delete",
    routeId: "routes/admin.guides.$guideId.delete",
    surface: "page",
    body: { kind: "form", fields: {} },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { admin }) => ({ id: (await createGuideAsAdmin(proof, admin, unique("Page Guide "))).id }),
    target: ({ id }) => ({ path: `/admin/guides/${id}/delete`, values: {} }),
    changed: async (proof, { id }) => (await guideSeen(proof, (entry) => entry.id === id)) === null,
  }),
  define<{ fishId: number; name: string }>({
    method: "POST",
    path: "/admin/featured",
    routeId: "routes/admin.featured",
    intent: "feature",
    surface: "page",
    body: { kind: "form", fields: featuredFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Featured" },
    audited: true,
    // A fish of its own for each cell; only the admin's cell features one, so the section never fills up.
    arrange: async (proof, { admin }) => {
      const created = await createFishAsAdmin(proof, admin, unique("Featured Fish "));
      return { fishId: created.id, name: created.name };
    },
    target: ({ fishId }) => ({ path: "/admin/featured", values: { intent: "feature", kind: "fish", id: fishId } }),
    changed: async (proof, { name }, cast) => homeShows(proof, cast.admin, name),
  }),
  define<{ id: number; name: string }>({
    method: "POST",
    path: "/admin/featured",
    routeId: "routes/admin.featured",
    intent: "unfeature",
    surface: "page",
    body: { kind: "form", fields: featuredFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Removed from the home page" },
    audited: true,
    arrange: async (proof, { admin }) => featuredProduct(proof, admin),
    target: ({ id }) => ({ path: "/admin/featured", values: { intent: "unfeature", kind: "product", id } }),
    changed: async (proof, { name }, cast) => !(await homeShows(proof, cast.admin, name)),
  }),
  define<FishPhoto & { imageUrl: string }>({
    method: "POST",
    path: "/admin/fish/:fishId/main-image",
    routeId: "routes/admin.fish.$fishId.main-image",
    surface: "page",
    body: { kind: "form", fields: { photoId: { type: "id", required: true } } },
    who: "an admin, choosing one of the species' approved photos",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async (proof, { owner, admin }) => {
      const fishId = proof.freshFish();
      const photo = await createPhoto(proof, owner, fishId);
      await approvePhoto(proof, admin, photo.id);
      return { fishId, photoId: photo.id, imageUrl: photo.imageUrl };
    },
    target: ({ fishId, photoId }) => ({ path: `/admin/fish/${fishId}/main-image`, values: { photoId } }),
    changed: async (proof, { fishId, imageUrl }) => (await fishProfile(proof, fishId))?.imageUrl === imageUrl,
  }),
  define<FishPhoto>({
    method: "POST",
    path: "/admin/images",
    routeId: "routes/admin.images",
    surface: "page",
    body: { kind: "form", fields: { image: { type: "token", required: true }, ...reviewFields } },
    who: "an admin, reviewing another member's image",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Image Approved" },
    audited: true,
    arrange: async (proof, { owner }) => {
      const fishId = proof.freshFish();
      return { fishId, photoId: (await createPhoto(proof, owner, fishId)).id };
    },
    target: ({ photoId }) => ({
      path: "/admin/images",
      values: { image: `fish-photo-${photoId}`, status: "approved", reviewNotes: "" },
    }),
    changed: async (proof, { fishId, photoId }, cast) => (await photosSeenBy(proof, cast.other, fishId)).some((p) => p.id === photoId),
  }),
  define<GalleryImage>({
    method: "POST",
    path: "/community-gallery",
    routeId: "routes/community-gallery._index",
    intent: "like",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        imageId: { type: "id", required: true },
        like: { type: "enum", values: ["1", "0"] },
        redirectTo: { type: "url" },
      },
    },
    who: "a member, liking any approved image",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:to:/community-gallery",
      owner: "redirect:to:/community-gallery",
      admin: "redirect:to:/community-gallery",
    },
    arrange: sharedGalleryImage("page like"),
    target: ({ imageId }) => ({
      path: "/community-gallery?index",
      values: { intent: "like", imageId, like: "1", redirectTo: "/community-gallery" },
    }),
    changed: (proof, { imageId }, cast) => likedBy(proof, cast, imageId),
  }),
  define<GalleryImage>({
    method: "POST",
    path: "/community-gallery/:imageId",
    routeId: "routes/community-gallery.$imageId",
    intent: "like",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        imageId: { type: "id", required: true },
        like: { type: "enum", values: ["1", "0"] },
        redirectTo: { type: "url" },
      },
    },
    who: "a member, liking any approved image",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:to:/community-gallery",
      owner: "redirect:to:/community-gallery",
      admin: "redirect:to:/community-gallery",
    },
    arrange: sharedGalleryImage("page like"),
    target: ({ imageId }) => ({
      path: `/community-gallery/${imageId}`,
      values: { intent: "like", imageId, like: "1", redirectTo: "/community-gallery" },
    }),
    changed: (proof, { imageId }, cast) => likedBy(proof, cast, imageId),
  }),
  define<GalleryImage>({
    method: "POST",
    path: "/community-gallery/:imageId",
    routeId: "routes/community-gallery.$imageId",
    intent: "report",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, reason: reportReason } },
    who: "a member, reporting another member's image once",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Report sent",
      owner: "redirect:toast:Error",
      admin: "redirect:toast:Report sent",
    },
    arrange: galleryImageToReport("page report"),
    target: ({ imageId }) => ({ path: `/community-gallery/${imageId}`, values: { intent: "report", reason: "wrong-species" } }),
    changed: async (proof, { imageId, reportsBefore }, cast) => (await reportsOf(proof, cast.admin, imageId)) > (reportsBefore ?? 0),
  }),
  define<GalleryImage>({
    method: "POST",
    path: "/community-gallery/:imageId",
    routeId: "routes/community-gallery.$imageId",
    intent: "delete",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true } } },
    who: "the image's member only",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Image deleted", admin: "redirect:toast:Error" },
    arrange: galleryImageToDelete("page delete"),
    target: ({ imageId }) => ({ path: `/community-gallery/${imageId}`, values: { intent: "delete" } }),
    changed: (proof, { imageId }, cast) => galleryImageGone(proof, cast, imageId),
  }),
  define<{ title: string }>({
    method: "POST",
    path: "/community-gallery/new",
    routeId: "routes/community-gallery.new",
    surface: "page",
    body: {
      kind: "multipart",
      fields: { ...galleryFormFields },
      file: { field: "image", maxBytes: 10485760 },
    },
    who: "a member, posting their own image",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Image Posted!",
      owner: "redirect:toast:Image Posted!",
      admin: "redirect:toast:Image Posted!",
    },
    arrange: async () => ({ title: unique("Matrix page gallery ") }),
    target: ({ title }) => ({
      path: "/community-gallery/new",
      values: { title, category: "fish", description: "Posted without JavaScript", tags: "nano-tank", "tankSpecs.lighting": "LED" },
      bytes: PNG_1X1,
    }),
    changed: async (proof, { title }, cast) =>
      cast.acting.member
        ? (await galleryImagesOf(proof, cast.acting.member, cast.acting.member.id)).some((image) => image.title === title)
        : null,
  }),
  // Members' reviews on the product page, in the API rows' order (see there).
  define<ReviewPosting>({
    method: "POST",
    path: "/products/:productId",
    routeId: "routes/products.$productId",
    intent: "create-review",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, ...memberReview } },
    who: "a member, reviewing as themselves (once per product)",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Review posted!",
      owner: "redirect:toast:Review posted!",
      admin: "redirect:toast:Review posted!",
    },
    arrange: async (proof) => ({ productId: await freshProduct(proof), text: reviewText("Page review") }),
    target: ({ productId, text }) => ({ path: `/products/${productId}`, values: { intent: "create-review", rating: "4.5", text } }),
    changed: (proof, { productId, text }, cast) => reviewPosted(proof, cast, productId, text),
  }),
  define<ReviewEdit>({
    method: "POST",
    path: "/products/:productId",
    routeId: "routes/products.$productId",
    intent: "update-review",
    surface: "page",
    body: {
      kind: "form",
      fields: { intent: { type: "intent", required: true }, reviewId: { type: "id", required: true }, ...memberReview },
    },
    who: "the review's author",
    expect: { visitor: PAGE_SIGN_IN, other: "403", owner: "redirect:toast:Review updated", admin: "403" },
    arrange: async (proof, cast) => ({ ...(await ownersReview(proof, cast, "edited")), text: reviewText("Page edit") }),
    target: ({ productId, reviewId, text }) => ({
      path: `/products/${productId}`,
      values: { intent: "update-review", reviewId, rating: "2.5", text },
    }),
    changed: (proof, { reviewId, text }, cast) => reviewReads(proof, cast, reviewId, text),
  }),
  define<ReviewVote>({
    method: "POST",
    path: "/products/:productId",
    routeId: "routes/products.$productId",
    intent: "helpful",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, reviewId: { type: "id", required: true } } },
    who: "any member but the review's author, once",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Marked as helpful",
      owner: "403",
      admin: "redirect:toast:Marked as helpful",
    },
    arrange: (proof, cast) => reviewToVoteOn(proof, cast, "helpful on the page"),
    target: ({ productId, reviewId }) => ({ path: `/products/${productId}`, values: { intent: "helpful", reviewId } }),
    changed: (proof, fixtures, cast) => votesGrew(proof, cast, fixtures),
  }),
  define<ReviewFixture>({
    method: "POST",
    path: "/products/:productId",
    routeId: "routes/products.$productId",
    intent: "delete-review",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, reviewId: { type: "id", required: true } } },
    who: "the review's author",
    expect: { visitor: PAGE_SIGN_IN, other: "403", owner: "redirect:toast:Review deleted", admin: "403" },
    arrange: (proof, cast) => ownersReview(proof, cast, "deleted on the page"),
    target: ({ productId, reviewId }) => ({ path: `/products/${productId}`, values: { intent: "delete-review", reviewId } }),
    changed: (proof, { reviewId }, cast) => reviewGone(proof, cast, reviewId),
  }),
  refusesWrites("routes/$", "/*", "404", "/no-such-page"),

  // ---- the built-in development sign-in provider -------------------------------------------------------------
  define<ProviderRequest>({
    method: "GET",
    path: "/dev-idp/authorize",
    routeId: "routes/dev-idp.authorize",
    surface: "provider",
    body: { kind: "none" },
    query: {
      client_id: { type: "token" },
      redirect_uri: { type: "url" },
      response_type: { type: "enum", values: ["code"] },
      state: { type: "token" },
      code_challenge: { type: "token" },
      code_challenge_method: { type: "enum", values: ["S256"] },
    },
    who: "anyone: the provider's sign-in form",
    arrange: async (proof) => providerRequest(proof),
    target: ({ params }) => ({ path: `/dev-idp/authorize?${new URLSearchParams(params)}` }),
  }),
  define<ProviderRequest>({
    method: "POST",
    path: "/dev-idp/authorize",
    routeId: "routes/dev-idp.authorize",
    intent: "sign-in",
    surface: "provider",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent" },
        client_id: { type: "token", required: true },
        redirect_uri: { type: "url", required: true },
        response_type: { type: "enum", values: ["code"], required: true },
        state: { type: "token", required: true },
        code_challenge: { type: "token", required: true },
        code_challenge_method: { type: "enum", values: ["S256"], required: true },
        email: { type: "email", required: true },
      },
    },
    who: "anyone: the provider's form issues a one-time code for the e-mail typed",
    expect: sameForEveryone("redirect:to:/api/login"),
    arrange: async (proof) => providerRequest(proof),
    target: ({ params }, { acting }) => ({
      path: "/dev-idp/authorize",
      values: {
        ...params,
        intent: "sign-in",
        email: `provider-${acting.role}@example.com`,
        firstName: "Matrix",
        lastName: "Cell",
      },
    }),
    // The code in the redirect is real: it exchanges for a token.
    changed: async (proof, { verifier }, _cast, answer) => {
      const code = answer.headers.location ? new URL(answer.headers.location, proof.baseUrl).searchParams.get("code") : null;
      return code ? (await exchangeCode(proof, code, verifier)).status === 200 : false;
    },
  }),
  define<ProviderRequest>({
    method: "POST",
    path: "/dev-idp/authorize",
    routeId: "routes/dev-idp.authorize",
    intent: "cancel",
    surface: "provider",
    body: {
      kind: "form",
      fields: { intent: { type: "intent", required: true }, client_id: { type: "token" }, state: { type: "token" } },
    },
    who: "anyone: cancelling goes back to the app with access_denied",
    expect: sameForEveryone("redirect:to:/api/login"),
    arrange: async (proof) => providerRequest(proof),
    target: ({ params }) => ({ path: "/dev-idp/authorize", values: { ...params, intent: "cancel" } }),
  }),
  define<CodeGrant>({
    method: "POST",
    path: "/dev-idp/token",
    routeId: "routes/dev-idp.token",
    surface: "provider",
    body: {
      kind: "form",
      fields: {
        grant_type: { type: "enum", values: ["authorization_code"], required: true },
        code: { type: "token", required: true },
        redirect_uri: { type: "url", required: true },
        client_id: { type: "token", required: true },
        code_verifier: { type: "token", required: true },
      },
    },
    who: "whoever holds the one-time code and its PKCE verifier (the session cookie plays no part)",
    expect: sameForEveryone("2xx"),
    arrange: async (proof) => {
      const { params, verifier } = providerRequest(proof);
      return { code: await providerCode(proof, params, "token-cell@example.com"), verifier };
    },
    target: ({ code, verifier }, _cast, proof) => ({
      path: "/dev-idp/token",
      values: Object.fromEntries(new URLSearchParams(tokenForm(proof, code, verifier))),
    }),
    // A code is spent by its first exchange.
    changed: async (proof, { code, verifier }) => (await exchangeCode(proof, code, verifier)).status === 400,
  }),
  read("routes/dev-idp.token", "/dev-idp/token", "nobody: POST only"),
  define<Token>({
    method: "POST",
    path: "/dev-idp/userinfo",
    routeId: "routes/dev-idp.userinfo",
    surface: "provider",
    // An OIDC client that posts sends a form body (here empty: the token travels in the Authorization header).
    body: { kind: "form", fields: {} },
    who: "whoever holds the access token",
    expect: sameForEveryone("2xx"),
    arrange: async (proof) => {
      const { params, verifier } = providerRequest(proof);
      const code = await providerCode(proof, params, "userinfo-cell@example.com");
      const token = jsonOf<{ access_token: string }>(await exchangeCode(proof, code, verifier));
      if (!token?.access_token) throw new Error("Making a fixture failed: no access token");
      return { accessToken: token.access_token };
    },
    target: ({ accessToken }) => ({ path: "/dev-idp/userinfo", headers: { Authorization: `Bearer ${accessToken}` } }),
  }),
  read("routes/dev-idp.userinfo", "/dev-idp/userinfo", "whoever holds the access token"),

  // ---- added after the others ---------------------------------------------------------------------------------
  // Rows' owners are chosen by the writes sent so far (authorization-matrix.test.ts), so a new row placed among
  // the others changes who owns every row after it and can bunch one member's product reviews past their limit.
  // New rows go here, at the end, and leave the owners of the rows above as they were.
  refusesWrites("routes/api.aquascapes.$aquascapeId", "/api/aquascapes/:aquascapeId", "405", "/api/aquascapes/1"),
  define<FishPhoto & { reportsBefore: number }>({
    method: "POST",
    path: "/api/fish/images/:imageId/report",
    routeId: "routes/api.fish.images.$imageId.report",
    surface: "api",
    body: { kind: "json", fields: { reason: reportReason } },
    who: "a member, reporting another member's approved photo once",
    expect: { visitor: "401", other: "2xx", owner: "403", admin: "2xx" },
    arrange: photoToReport("api photo report"),
    target: ({ photoId }) => ({ path: `/api/fish/images/${photoId}/report`, values: { reason: "spam" } }),
    changed: async (proof, { photoId, reportsBefore }, cast) => (await photoReportsOf(proof, cast.admin, photoId)) > reportsBefore,
  }),
  define<FishPhoto & { reportsBefore: number }>({
    method: "POST",
    path: "/fish/:fishId",
    routeId: "routes/fish.$fishId",
    intent: "report-photo",
    surface: "page",
    body: {
      kind: "form",
      fields: { intent: { type: "intent", required: true }, photoId: { type: "id", required: true }, reason: reportReason },
    },
    who: "a member, reporting another member's approved photo once",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Report sent",
      owner: "redirect:toast:Error",
      admin: "redirect:toast:Report sent",
    },
    arrange: photoToReport("page photo report"),
    target: ({ fishId, photoId }) => ({ path: `/fish/${fishId}`, values: { intent: "report-photo", photoId, reason: "not-theirs" } }),
    changed: async (proof, { photoId, reportsBefore }, cast) => (await photoReportsOf(proof, cast.admin, photoId)) > reportsBefore,
  }),
  define<{ email: string }>({
    method: "POST",
    path: "/newsletter",
    routeId: "routes/newsletter",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        email: { type: "email", required: true, max: 254 },
        consent: { type: "enum", required: true, values: ["on"] },
        returnTo: { type: "url" },
        website: { type: "text" },
      },
    },
    who: "anyone: an address and the consent line, counted per client address",
    creates: true,
    expect: sameForEveryone("redirect:toast:Subscribed"),
    arrange: async () => ({ email: `${unique("cell")}@example.com` }),
    target: ({ email }) => ({ path: "/newsletter", values: { email, consent: "on", returnTo: "/" } }),
    changed: async (proof, { email }, cast) => (await newsletterListHtml(proof, cast.admin)).includes(email),
  }),
  define<{ email: string; sig: string }>({
    method: "POST",
    path: "/newsletter/unsubscribe",
    routeId: "routes/newsletter_.unsubscribe",
    surface: "page",
    body: { kind: "form", fields: { email: { type: "email", required: true, max: 254 }, sig: { type: "token", required: true } } },
    query: { email: { type: "email" }, sig: { type: "token" } },
    who: "whoever holds the signed link: no sign-in",
    expect: sameForEveryone("redirect:toast:Unsubscribed"),
    arrange: async (proof, { owner, admin }) => subscribedAddress(proof, owner, admin),
    target: ({ email, sig }) => ({ path: "/newsletter/unsubscribe", values: { email, sig } }),
    changed: async (proof, { email }, cast) => !(await newsletterListHtml(proof, cast.admin)).includes(email),
  }),
  // The journal's writes come last: the matrix gives each row the owner who has written least so far, and the
  // product review rows before need every owner's review allowance as it was.
  refusesWrites("routes/api.tanks.$tankId.journal[.]csv", "/api/tanks/:tankId/journal.csv", "405", "/api/tanks/1/journal.csv"),
  define<JournalFixture>({
    method: "POST",
    path: "/api/tanks/:tankId/readings",
    routeId: "routes/api.tanks.$tankId.readings",
    surface: "api",
    // One entry as JSON; the same address imports a CSV file sent as text/csv (covered by the integration tests).
    body: { kind: "json", fields: entryFields },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: journalOf("api journal write"),
    target: ({ tankId, note }) => ({ path: `/api/tanks/${tankId}/readings`, values: entryValues(note) }),
    changed: (proof, { tankId, note }, cast) => journalHasNote(proof, cast, tankId, note),
  }),
  define<EntryFixture>({
    method: "PUT",
    path: "/api/tanks/:tankId/readings/:readingId",
    routeId: "routes/api.tanks.$tankId.readings.$readingId",
    surface: "api",
    body: { kind: "json", fields: entryFields },
    who: "the tank's member (anyone else's entry is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: entryOf("api journal edit"),
    target: ({ tankId, entryId, note }) => ({ path: `/api/tanks/${tankId}/readings/${entryId}`, values: entryValues(note) }),
    changed: (proof, { tankId, note }, cast) => journalHasNote(proof, cast, tankId, note),
  }),
  define<EntryFixture>({
    method: "DELETE",
    path: "/api/tanks/:tankId/readings/:readingId",
    routeId: "routes/api.tanks.$tankId.readings.$readingId",
    surface: "api",
    body: { kind: "none" },
    who: "the tank's member (anyone else's entry is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: entryOf("api journal delete"),
    target: ({ tankId, entryId }) => ({ path: `/api/tanks/${tankId}/readings/${entryId}` }),
    changed: (proof, { tankId, entryId }, cast) => entryGone(proof, cast, tankId, entryId),
  }),
  define<JournalFixture>({
    method: "POST",
    path: "/my-tanks/:tankId/journal",
    routeId: "routes/my-tanks.$tankId_.journal",
    intent: "record",
    surface: "page",
    body: tankPageIntent("record", entryFields),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Entry saved" },
    arrange: journalOf("page journal record"),
    target: ({ tankId, note }) => ({ path: `/my-tanks/${tankId}/journal`, values: { intent: "record", ...entryValues(note) } }),
    changed: (proof, { tankId, note }, cast) => journalHasNote(proof, cast, tankId, note),
  }),
  define<EntryFixture>({
    method: "POST",
    path: "/my-tanks/:tankId/journal",
    routeId: "routes/my-tanks.$tankId_.journal",
    intent: "update",
    surface: "page",
    body: tankPageIntent("update", { entryId: { type: "id", required: true }, ...entryFields }),
    who: "the tank's member (anyone else's entry is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Entry updated" },
    arrange: entryOf("page journal update"),
    target: ({ tankId, entryId, note }) => ({
      path: `/my-tanks/${tankId}/journal`,
      values: { intent: "update", entryId, ...entryValues(note) },
    }),
    changed: (proof, { tankId, note }, cast) => journalHasNote(proof, cast, tankId, note),
  }),
  define<EntryFixture>({
    method: "POST",
    path: "/my-tanks/:tankId/journal",
    routeId: "routes/my-tanks.$tankId_.journal",
    intent: "delete",
    surface: "page",
    body: tankPageIntent("delete", { entryId: { type: "id", required: true } }),
    who: "the tank's member (anyone else's entry is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Entry deleted" },
    arrange: entryOf("page journal delete"),
    target: ({ tankId, entryId }) => ({ path: `/my-tanks/${tankId}/journal`, values: { intent: "delete", entryId } }),
    changed: (proof, { tankId, entryId }, cast) => entryGone(proof, cast, tankId, entryId),
  }),
  define<JournalFixture>({
    method: "POST",
    path: "/my-tanks/:tankId/journal",
    routeId: "routes/my-tanks.$tankId_.journal",
    intent: "import",
    surface: "page",
    // The page posts the file as multipart; the action reads the same field sent as form text, which is what the
    // table sends (its multipart bodies are images).
    body: tankPageIntent("import", { file: { type: "text", required: true } }),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Journal imported" },
    arrange: journalOf("page journal import"),
    target: ({ tankId, note }) => ({ path: `/my-tanks/${tankId}/journal`, values: { intent: "import", file: importCsv(note) } }),
    changed: (proof, { tankId, note }, cast) => journalHasNote(proof, cast, tankId, note),
  }),
  // Plants in tanks.
  define<TankFixture & { plantId: number }>({
    method: "PUT",
    path: "/api/tanks/:tankId/plants",
    routeId: "routes/api.tanks.$tankId.plants",
    surface: "api",
    // A list of ids: the fuzz replaces it with odd single values and hostile input.
    body: { kind: "json", fields: { plantIds: { type: "id", required: true } } },
    who: "the tank's member (anyone else's tank is not found)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    // The fish row's tank: a member may keep only 20 tanks, and the suites make many.
    arrange: async (proof, cast) => ({ ...(await sharedTank("api fish")(proof, cast)), plantId: nextPlantId() }),
    target: ({ tankId, plantId }) => ({ path: `/api/tanks/${tankId}/plants`, values: { plantIds: [plantId] } }),
    changed: async (proof, { tankId, plantId }, cast) =>
      Boolean((await ownersTank(proof, cast, tankId))?.plants.some((p) => p.plantId === plantId)),
  }),
  define<TankFixture & { plantId: number }>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "add-plant",
    surface: "page",
    body: tankPageIntent("add-plant", { plantId: { type: "id", required: true } }),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Plant added" },
    arrange: async (proof, cast) => ({ ...(await sharedTank("page remove")(proof, cast)), plantId: nextPlantId() }),
    target: ({ tankId, plantId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "add-plant", plantId } }),
    changed: async (proof, { tankId, plantId }, cast) =>
      Boolean((await ownersTank(proof, cast, tankId))?.plants.some((p) => p.plantId === plantId)),
  }),
  define<TankFixture & { plantId: number }>({
    method: "POST",
    path: "/my-tanks/:tankId",
    routeId: "routes/my-tanks.$tankId",
    intent: "remove-plant",
    surface: "page",
    body: tankPageIntent("remove-plant", { plantId: { type: "id", required: true } }),
    who: "the tank's member (anyone else's tank is not found)",
    expect: { ...NOT_THEIRS, owner: "redirect:toast:Plant removed" },
    arrange: tankWithPlant("page remove"),
    target: ({ tankId, plantId }) => ({ path: `/my-tanks/${tankId}`, values: { intent: "remove-plant", plantId } }),
    changed: async (proof, { tankId, plantId }, cast) =>
      !(await ownersTank(proof, cast, tankId))?.plants.some((p) => p.plantId === plantId),
  }),
  // The plant admin: its JSON API and its pages.
  read("routes/api.admin.plants._index", "/api/admin/plants", "an admin", {
    query: { q: { type: "text", max: 100 }, page: { type: "token" }, limit: { type: "token" } },
  }),
  read("routes/api.admin.plants.$plantId", "/api/admin/plants/:plantId", "an admin", {
    target: () => ({ path: "/api/admin/plants/1" }),
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/api/admin/plants",
    routeId: "routes/api.admin.plants._index",
    surface: "api",
    body: { kind: "json", fields: adminPlantFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: async () => ({ name: unique("Matrix Plant ") }),
    target: ({ name }) => ({ path: "/api/admin/plants", values: plantBody(name) }),
    changed: (proof, { name }, cast) => plantListed(proof, cast.admin, name),
  }),
  define<{ plantId: number; name: string }>({
    method: "PUT",
    path: "/api/admin/plants/:plantId",
    routeId: "routes/api.admin.plants.$plantId",
    surface: "api",
    body: { kind: "json", fields: adminPlantFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: adminsPlant("Matrix Plant "),
    target: ({ plantId, name }) => ({
      path: `/api/admin/plants/${plantId}`,
      values: { ...plantBody(name), description: "Edited in the matrix." },
    }),
    changed: async (proof, { plantId }) => (await plantSeen(proof, plantId))?.description === "Edited in the matrix.",
  }),
  define<{ plantId: number; name: string }>({
    method: "DELETE",
    path: "/api/admin/plants/:plantId",
    routeId: "routes/api.admin.plants.$plantId",
    surface: "api",
    body: { kind: "none" },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "2xx" },
    audited: true,
    arrange: adminsPlant("Matrix Plant "),
    target: ({ plantId }) => ({ path: `/api/admin/plants/${plantId}` }),
    changed: async (proof, { plantId }) => (await plantSeen(proof, plantId)) === null,
  }),
  define<{ name: string }>({
    method: "POST",
    path: "/admin/plants/new",
    routeId: "routes/admin.plants.new",
    surface: "page",
    body: { kind: "form", fields: adminPlantFields },
    who: "an admin",
    creates: true,
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: async () => ({ name: unique("Page Plant ") }),
    target: ({ name }) => ({ path: "/admin/plants/new", values: plantFormValues(name) }),
    changed: (proof, { name }, cast) => plantListed(proof, cast.admin, name),
  }),
  define<{ plantId: number; name: string }>({
    method: "POST",
    path: "/admin/plants/:plantId/edit",
    routeId: "routes/admin.plants.$plantId.edit",
    surface: "page",
    body: { kind: "form", fields: adminPlantFields },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: adminsPlant("Page Plant "),
    target: ({ plantId, name }) => ({
      path: `/admin/plants/${plantId}/edit`,
      values: { ...plantFormValues(name), description: "Edited in the matrix." },
    }),
    changed: async (proof, { plantId }) => (await plantSeen(proof, plantId))?.description === "Edited in the matrix.",
  }),
  define<{ plantId: number; name: string }>({
    method: "POST",
    path: "/admin/plants/:plantId/delete",
    routeId: "routes/admin.plants.$plantId.delete",
    surface: "page",
    body: { kind: "form", fields: {} },
    who: "an admin",
    expect: { visitor: "401", other: "403", owner: "403", admin: "redirect:toast:Success" },
    audited: true,
    arrange: adminsPlant("Page Plant "),
    target: ({ plantId }) => ({ path: `/admin/plants/${plantId}/delete`, values: {} }),
    changed: async (proof, { plantId }) => (await plantSeen(proof, plantId)) === null,
  }),
  // Members' plant collections: the plant page's save button, /my-plants and /api/my-plants, as for fish.
  define<CollectionPlant>({
    method: "GET",
    path: "/api/my-plants",
    routeId: "routes/api.my-plants._index",
    surface: "api",
    body: { kind: "none" },
    who: "a member: their own plant collection",
    target: () => ({ path: "/api/my-plants" }),
  }),
  define<CollectionPlant>({
    method: "GET",
    path: "/api/my-plants/:plantId/:collectionType",
    routeId: "routes/api.my-plants.$plantId.$collectionType",
    surface: "api",
    body: { kind: "none" },
    who: "nobody: PATCH and DELETE only",
    target: () => ({ path: "/api/my-plants/1/liked" }),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/plants/:plantId",
    routeId: "routes/plants.$plantId",
    intent: "save",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, collectionType } },
    query: { collection: collectionType },
    who: "a member, into their own collection",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Success!",
      owner: "redirect:toast:Success!",
      admin: "redirect:toast:Success!",
    },
    arrange: freshCollectionPlant,
    target: ({ plantId }) => ({ path: `/plants/${plantId}`, values: { intent: "save", collectionType: "owned" } }),
    changed: (proof, { plantId }, cast) => plantSavedByActor(proof, cast, plantId, "owned"),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/plants/:plantId",
    routeId: "routes/plants.$plantId",
    intent: "unsave",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, collectionType } },
    query: { collection: collectionType },
    who: "a member, from their own collection",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Removed", admin: "redirect:toast:Error" },
    arrange: ownedPlantEntry,
    target: ({ plantId }) => ({ path: `/plants/${plantId}`, values: { intent: "unsave", collectionType: "owned" } }),
    changed: async (proof, { plantId }, cast) => !(await ownersPlantEntryIs(proof, cast, plantId, "owned")),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/api/my-plants",
    routeId: "routes/api.my-plants._index",
    surface: "api",
    body: {
      kind: "json",
      fields: { plantId: { type: "id", required: true }, collectionType, notes: { type: "text", max: 1000 } },
    },
    who: "a member, into their own collection",
    creates: true,
    expect: signedInMember("2xx"),
    arrange: freshCollectionPlant,
    target: ({ plantId }) => ({ path: "/api/my-plants", values: { plantId, collectionType: "wishlist", notes: "matrix" } }),
    changed: (proof, { plantId }, cast) => plantSavedByActor(proof, cast, plantId, "wishlist"),
  }),
  define<CollectionPlant>({
    method: "DELETE",
    path: "/api/my-plants/:plantId/:collectionType",
    routeId: "routes/api.my-plants.$plantId.$collectionType",
    surface: "api",
    body: { kind: "none" },
    who: "a member, from their own collection (anyone else's entry is not theirs to find)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: ownedPlantEntry,
    target: ({ plantId }) => ({ path: `/api/my-plants/${plantId}/owned` }),
    changed: async (proof, { plantId }, cast) => !(await ownersPlantEntryIs(proof, cast, plantId, "owned")),
  }),
  define<CollectionPlant>({
    method: "PATCH",
    path: "/api/my-plants/:plantId/:collectionType",
    routeId: "routes/api.my-plants.$plantId.$collectionType",
    surface: "api",
    body: { kind: "json", fields: { notes: { type: "text", max: 1000 }, collectionType } },
    who: "a member, in their own collection (anyone else's entry is not theirs to find)",
    expect: { visitor: "401", other: "404", owner: "2xx", admin: "404" },
    arrange: ownedPlantEntry,
    target: ({ plantId, notes }) => ({ path: `/api/my-plants/${plantId}/owned`, values: { notes, collectionType: "wishlist" } }),
    changed: (proof, { plantId, notes }, cast) => ownersPlantEntryIs(proof, cast, plantId, "wishlist", notes),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/my-plants",
    routeId: "routes/my-plants",
    intent: "update-notes",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        plantId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
        notes: { type: "text", max: 1000 },
      },
    },
    query: myFishQuery,
    who: "a member, on their own entry (anyone else's is not in their collection)",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Notes saved", admin: "redirect:toast:Error" },
    arrange: ownedPlantEntry,
    target: ({ plantId, notes }) => ({ path: "/my-plants", values: { intent: "update-notes", plantId, collectionType: "owned", notes } }),
    changed: (proof, { plantId, notes }, cast) => ownersPlantEntryIs(proof, cast, plantId, "owned", notes),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/my-plants",
    routeId: "routes/my-plants",
    intent: "move",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        plantId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
        moveTo: { ...collectionType, required: true },
      },
    },
    query: myFishQuery,
    who: "a member, on their own entry (anyone else's is not in their collection)",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Moved", admin: "redirect:toast:Error" },
    arrange: ownedPlantEntry,
    target: ({ plantId }) => ({
      path: "/my-plants?type=owned",
      values: { intent: "move", plantId, collectionType: "owned", moveTo: "wishlist" },
    }),
    changed: (proof, { plantId }, cast) => ownersPlantEntryIs(proof, cast, plantId, "wishlist"),
  }),
  define<CollectionPlant>({
    method: "POST",
    path: "/my-plants",
    routeId: "routes/my-plants",
    intent: "remove",
    surface: "page",
    body: {
      kind: "form",
      fields: {
        intent: { type: "intent", required: true },
        plantId: { type: "id", required: true },
        collectionType: { ...collectionType, required: true },
      },
    },
    query: myFishQuery,
    who: "a member, from their own collection",
    expect: { visitor: PAGE_SIGN_IN, other: "redirect:toast:Error", owner: "redirect:toast:Removed", admin: "redirect:toast:Error" },
    arrange: ownedPlantEntry,
    target: ({ plantId }) => ({ path: "/my-plants", values: { intent: "remove", plantId, collectionType: "owned" } }),
    changed: async (proof, { plantId }, cast) => !(await ownersPlantEntryIs(proof, cast, plantId, "owned")),
  }),

  // ---- members' photos of plants -------------------------------------------------------------------------------
  read("routes/api.plants.$plantId.images", "/api/plants/:plantId/images", "anyone; members also see their own pending photos", {
    query: { before: { type: "id" }, limit: { type: "id" } },
    target: () => ({ path: "/api/plants/1/images" }),
  }),
  read("routes/api.plants.images.$imageId", "/api/plants/images/:imageId", "nobody: DELETE only", {
    target: () => ({ path: "/api/plants/images/1" }),
  }),
  read("routes/api.plants.images.$imageId.report", "/api/plants/images/:imageId/report", "nobody: POST only", {
    target: () => ({ path: "/api/plants/images/1/report" }),
  }),
  define<PlantUpload>({
    method: "POST",
    path: "/api/plants/:plantId/images",
    routeId: "routes/api.plants.$plantId.images",
    surface: "api",
    body: { kind: "json", fields: { imageUrl: { type: "url", required: true, max: 2048 }, caption: { type: "text", max: 200 } } },
    who: "a member, registering an upload they made themselves (an admin may not take a member's upload)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "403" },
    arrange: async (proof, { owner }) => ({ plantId: nextPlantId(), imageUrl: await uploadedPng(proof, owner) }),
    target: ({ plantId, imageUrl }) => ({ path: `/api/plants/${plantId}/images`, values: { imageUrl, caption: "matrix photo" } }),
    changed: (proof, { plantId }, cast) => plantPhotoAddedBy(proof, cast.owner, plantId),
  }),
  define<PlantPhoto>({
    method: "DELETE",
    path: "/api/plants/images/:imageId",
    routeId: "routes/api.plants.images.$imageId",
    surface: "api",
    body: { kind: "none" },
    who: "the photo's owner, or an admin (moderation)",
    expect: { visitor: "401", other: "403", owner: "2xx", admin: "2xx" },
    audited: true,
    arrange: ownersPlantPhoto,
    target: ({ photoId }) => ({ path: `/api/plants/images/${photoId}` }),
    changed: (proof, { plantId, photoId }, cast) => plantPhotoGone(proof, cast, plantId, photoId),
  }),
  define<PlantPhoto & { reportsBefore: number }>({
    method: "POST",
    path: "/api/plants/images/:imageId/report",
    routeId: "routes/api.plants.images.$imageId.report",
    surface: "api",
    body: { kind: "json", fields: { reason: reportReason } },
    who: "a member, reporting another member's approved photo once",
    expect: { visitor: "401", other: "2xx", owner: "403", admin: "2xx" },
    arrange: plantPhotoToReport("api plant photo report"),
    target: ({ photoId }) => ({ path: `/api/plants/images/${photoId}/report`, values: { reason: "spam" } }),
    changed: async (proof, { photoId, reportsBefore }, cast) => (await plantPhotoReportsOf(proof, cast.admin, photoId)) > reportsBefore,
  }),
  define<{ plantId: number }>({
    method: "POST",
    path: "/plants/:plantId",
    routeId: "routes/plants.$plantId",
    intent: "upload-photo",
    surface: "page",
    body: {
      kind: "multipart",
      fields: { intent: { type: "intent", required: true }, caption: { type: "text", max: 200 } },
      file: { field: "photo", maxBytes: 10485760 },
    },
    who: "a member, uploading their own photo",
    creates: true,
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Image uploaded!",
      owner: "redirect:toast:Image uploaded!",
      admin: "redirect:toast:Image uploaded!",
    },
    arrange: async () => ({ plantId: nextPlantId() }),
    target: ({ plantId }) => ({
      path: `/plants/${plantId}`,
      values: { intent: "upload-photo", caption: "matrix upload" },
      bytes: PNG_1X1,
    }),
    changed: (proof, { plantId }, cast) => plantPhotoAddedBy(proof, cast.acting.member, plantId),
  }),
  define<PlantPhoto>({
    method: "POST",
    path: "/plants/:plantId",
    routeId: "routes/plants.$plantId",
    intent: "delete-photo",
    surface: "page",
    body: { kind: "form", fields: { intent: { type: "intent", required: true }, photoId: { type: "id", required: true } } },
    who: "the photo's owner, or an admin (moderation)",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Error",
      owner: "redirect:toast:Image deleted",
      admin: "redirect:toast:Image deleted",
    },
    audited: true,
    arrange: ownersPlantPhoto,
    target: ({ plantId, photoId }) => ({ path: `/plants/${plantId}`, values: { intent: "delete-photo", photoId } }),
    changed: (proof, { plantId, photoId }, cast) => plantPhotoGone(proof, cast, plantId, photoId),
  }),
  define<PlantPhoto & { reportsBefore: number }>({
    method: "POST",
    path: "/plants/:plantId",
    routeId: "routes/plants.$plantId",
    intent: "report-photo",
    surface: "page",
    body: {
      kind: "form",
      fields: { intent: { type: "intent", required: true }, photoId: { type: "id", required: true }, reason: reportReason },
    },
    who: "a member, reporting another member's approved photo once",
    expect: {
      visitor: PAGE_SIGN_IN,
      other: "redirect:toast:Report sent",
      owner: "redirect:toast:Error",
      admin: "redirect:toast:Report sent",
    },
    arrange: plantPhotoToReport("page plant photo report"),
    target: ({ plantId, photoId }) => ({ path: `/plants/${plantId}`, values: { intent: "report-photo", photoId, reason: "not-theirs" } }),
    changed: async (proof, { photoId, reportsBefore }, cast) => (await plantPhotoReportsOf(proof, cast.admin, photoId)) > reportsBefore,
  }),
];

/** The rows the authorization matrix runs: every row with expected outcomes. */
export const MUTATIONS = ROUTES.filter((row) => row.expect);

/** Request bodies as each row's route takes them. */
export async function encodeBody(body: Body, target: Target): Promise<{ type?: string; bytes?: Uint8Array }> {
  const values = target.values ?? {};
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return Object.keys(values).length === 0 && !target.values
        ? {}
        : { type: "application/json", bytes: Buffer.from(JSON.stringify(values)) };
    case "form":
      return {
        type: "application/x-www-form-urlencoded",
        bytes: Buffer.from(new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()),
      };
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.append(name, String(value));
      if (target.bytes) form.append(body.file.field, new Blob([Buffer.from(target.bytes)], { type: "image/png" }), "photo.png");
      const encoded = new Response(form);
      return { type: encoded.headers.get("Content-Type") ?? undefined, bytes: new Uint8Array(await encoded.arrayBuffer()) };
    }
    case "bytes":
      return { type: body.contentType, bytes: target.bytes ?? new Uint8Array() };
  }
}
