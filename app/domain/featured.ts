/**
 * What an admin may feature on the home page, and how many of each (3 fish, 3 products,
 * 3 aquascapes, 1 featured video and 3 others). Featured items come first in their section; the section's own
 * automatic choice fills the places left, so the home page never has an empty place.
 */

export const FEATURED_KINDS = ["fish", "product", "aquascape", "video"] as const;

export type FeaturedKind = (typeof FEATURED_KINDS)[number];

/** As many featured items as the section has places: one more would never be shown. */
export const FEATURED_LIMITS: Record<FeaturedKind, number> = { fish: 3, product: 3, aquascape: 3, video: 4 };

/** The home page sections, named as the home page and the admin tabs name them; `one` is a noun with its article. */
export const FEATURED_SECTIONS: Record<FeaturedKind, { title: string; noun: string; one: string; plural: string }> = {
  fish: { title: "Fish", noun: "fish", one: "a fish", plural: "fish" },
  product: { title: "Product Reviews", noun: "product review", one: "a product review", plural: "product reviews" },
  aquascape: { title: "Aquascaping Guides", noun: "aquascaping guide", one: "an aquascaping guide", plural: "aquascaping guides" },
  video: { title: "Videos", noun: "video", one: "a video", plural: "videos" },
};

/** What fills the places no admin chose, in the words the admin page shows. */
export const FEATURED_FILL_RULES: Record<FeaturedKind, string> = {
  fish:
    "Species that match the filter button a member chose (All Fish, Community Fish and so on), chosen for variety " +
    "and interest: those members saved most lately, of different kinds, in an order that changes daily. " +
    "A featured fish shows only under the buttons it matches.",
  product: "The best-rated reviews, each from an equipment category not shown yet, then the next best.",
  aquascape: "One guide for each level not shown yet (Beginner, Moderate, Advanced), the first by title in each.",
  video:
    "The channels' newest uploads, then the newest library videos that can be watched. Drafts (planned videos " +
    "without an address) are never shown. Only library videos that can be watched can be featured.",
};

/** How many places a section has: the video section's first place is its one large featured video. */
export function placesLabel(kind: FeaturedKind): string {
  if (kind === "video") return "1 featured video and 3 others";
  const { noun, plural } = FEATURED_SECTIONS[kind];
  const limit = FEATURED_LIMITS[kind];
  return `${limit} ${limit === 1 ? noun : plural}`;
}

export const FEATURED_MESSAGES = {
  adminsOnly: "Only admins can choose what the home page features",
  notFound: (kind: FeaturedKind) => `${capitalise(FEATURED_SECTIONS[kind].noun)} not found`,
  full: (kind: FeaturedKind) => `The home page shows ${placesLabel(kind)}; remove one first.`,
  alreadyFeatured: (label: string) => `${label} is already featured on the home page.`,
  notFeatured: (label: string) => `${label} is not featured on the home page.`,
  draft: (label: string) => `${label} is a draft with no address yet: only a video visitors can watch can be featured.`,
};

export const FEATURED_TOASTS = {
  added: (label: string) => ({ title: "Featured", description: `${label} is now featured on the home page.` }),
  removed: (label: string) => ({ title: "Removed from the home page", description: `${label} is no longer featured.` }),
  failed: (message: string) => ({ title: "Error", description: message, variant: "destructive" as const }),
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
