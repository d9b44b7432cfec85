/**
 * How often a member (or, for visitors, a client address) may repeat each write, and each read that costs the
 * server real work. Every limit is far above what a person does by hand, so no honest member meets one; they
 * stop scripts that would flood the discussion, fill the disk, guess at sign-in or keep the server busy for
 * everyone else. Each action has one or more windows, and all of them apply. Only what is let through counts:
 * a refused attempt does not push the window further.
 */
export type RateWindow = { points: number; seconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Posting a comment: a lively conversation is a few a minute. */
  comment: [
    { points: 10, seconds: MINUTE },
    { points: 200, seconds: DAY },
  ],
  /** Deleting one's own comment or photo. */
  deleteOwnContent: [{ points: 30, seconds: MINUTE }],
  /** Saving or removing a fish in a collection: a member filling their collection clicks quickly. */
  collection: [
    { points: 60, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Creating, editing or deleting a tank and placing, moving or removing its fish: a member arranging stock clicks quickly. */
  tank: [
    { points: 60, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Writing, editing or deleting a journal entry, or importing a journal: a keeper logs a few tests a day. */
  journal: [
    { points: 60, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Asking for an upload address. */
  uploadAddress: [
    { points: 20, seconds: 10 * MINUTE },
    { points: 100, seconds: DAY },
  ],
  /** Sending an image's bytes, to an upload address or with a form. */
  upload: [
    { points: 20, seconds: 10 * MINUTE },
    { points: 100, seconds: DAY },
  ],
  /** Registering an uploaded image as a photo, gallery image or avatar. */
  imageRegistration: [
    { points: 20, seconds: 10 * MINUTE },
    { points: 100, seconds: DAY },
  ],
  /** Liking a gallery image. */
  like: [
    { points: 60, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Reporting a gallery image: a member flags the odd one, not dozens a minute. */
  report: [
    { points: 10, seconds: 10 * MINUTE },
    { points: 50, seconds: DAY },
  ],
  /** Writing or editing a product review. */
  review: [
    { points: 5, seconds: 10 * MINUTE },
    { points: 30, seconds: DAY },
  ],
  /** Marking a member's review helpful: a reader going down a product's reviews clicks quickly, once each. */
  helpfulVote: [
    { points: 60, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Saving the profile (names, username, picture): a member fixes a typo or two, not hundreds. */
  profile: [
    { points: 20, seconds: 10 * MINUTE },
    { points: 100, seconds: DAY },
  ],
  /** The username overlay checks availability 500 ms after typing stops. */
  usernameCheck: [{ points: 60, seconds: MINUTE }],
  /** Claiming a username. */
  usernameClaim: [
    { points: 10, seconds: 10 * MINUTE },
    { points: 30, seconds: DAY },
  ],
  /** Sign-in callbacks, per client address (a household or an office shares one). */
  signInCallback: [{ points: 20, seconds: MINUTE }],
  /** The development provider's token endpoint, per client address (the app itself calls it). */
  devToken: [{ points: 60, seconds: MINUTE }],
  /** Subscribing to the newsletter, per client address (visitors and members alike): a person subscribes once. */
  newsletter: [
    { points: 10, seconds: 10 * MINUTE },
    { points: 50, seconds: DAY },
  ],
  /** Checking a tank anonymously (/checker with fish, GET /api/checker): a person checks a few tanks a minute. */
  checker: [
    { points: 30, seconds: MINUTE },
    { points: 1000, seconds: DAY },
  ],
  /** Searching the species by text (/fish?q=, GET /api/fish?q=): the page's own live search runs in the browser. */
  search: [
    { points: 60, seconds: MINUTE },
    { points: 3000, seconds: DAY },
  ],
} as const satisfies Record<string, readonly RateWindow[]>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * A member's action also counts against their client address, whose ceiling is this many times the member's
 * limit: a household or an office shares one address, but five accounts made by one script cannot each take a
 * full allowance.
 */
export const ADDRESS_CEILING_FACTOR = 2;

/** "30 seconds", "2 minutes", "1 hour": how long to wait, in words a toast can show. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} second${s === 1 ? "" : "s"}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** What a page refused for going too fast carries, for its error screen to say in words. */
export type TooManyRequestsData = { tooManyRequests: string };

export function isTooManyRequestsData(value: unknown): value is TooManyRequestsData {
  return typeof value === "object" && value !== null && typeof (value as { tooManyRequests?: unknown }).tooManyRequests === "string";
}
