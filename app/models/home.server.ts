import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { aquascapes, channelVideos, fish, productReviews, videos } from "../../db/schema";
import { matchesHomeFilter, type HomeFishFilterId } from "~/domain/fish-filters";
import { getDb } from "~/services/db.server";
import { channelVideoRouteId } from "~/domain/videos";

/**
 * The home page's small queries (SPEC section 2 "Home page" and "Landing page", counts of section 9). Each one
 * selects only the columns its section shows and returns only the rows it shows.
 */

/** SPEC section 9: 3 fish, 3 products, 3 aquascapes, 1 featured plus 3 videos; the landing shows 4 sample fish. */
export const HOME_FISH_COUNT = 3;
export const HOME_PRODUCT_COUNT = 3;
export const HOME_GUIDE_COUNT = 3;
export const HOME_OTHER_VIDEO_COUNT = 3;
export const LANDING_FISH_COUNT = 4;

/** Four well-known beginner species for the landing page, in this order, when the database holds them. */
export const LANDING_FISH_SLUGS = ["neon-tetra", "bronze-corydoras", "guppy", "betta"] as const;

/* ---------------------------------------------------------------------------------------------------------- */
/* Fish                                                                                                         */
/* ---------------------------------------------------------------------------------------------------------- */

/** A featured fish card: what app/components/home/home-fish-card.tsx shows. */
export type HomeFish = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  maxSize: number;
  minTankSize: number;
};

/** A landing sample: picture, names and the difficulty badge. */
export type SampleFish = Pick<HomeFish, "id" | "name" | "scientificName" | "imageUrl" | "difficulty">;

/**
 * The first 3 species by name that the home button's rule (domain/fish-filters matchesHomeFilter) selects. The
 * rule's extra columns (fish type, schooling flag) are read but not returned; a few hundred rows filter in well
 * under a millisecond.
 */
export function listFeaturedFish(filter: HomeFishFilterId, limit = HOME_FISH_COUNT): HomeFish[] {
  const rows = getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      imageUrl: fish.imageUrl,
      difficulty: fish.difficulty,
      temperament: fish.temperament,
      maxSize: fish.maxSize,
      minTankSize: fish.minTankSize,
      fishType: fish.fishType,
      schoolingFish: fish.schoolingFish,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all();
  const featured: HomeFish[] = [];
  for (const row of rows) {
    if (featured.length >= limit) break;
    if (!matchesHomeFilter(row, filter)) continue;
    const { fishType: _type, schoolingFish: _schooling, ...card } = row;
    featured.push(card);
  }
  return featured;
}

const sampleColumns = {
  id: fish.id,
  name: fish.name,
  scientificName: fish.scientificName,
  imageUrl: fish.imageUrl,
  difficulty: fish.difficulty,
};

/** The landing page's four species: the beginner favourites by slug, topped up with the first species by name. */
export function listLandingFish(slugs: readonly string[] = LANDING_FISH_SLUGS, limit = LANDING_FISH_COUNT): SampleFish[] {
  const db = getDb();
  const found = db
    .select({ ...sampleColumns, slug: fish.slug })
    .from(fish)
    .where(and(isNotNull(fish.slug), inArray(fish.slug, [...slugs])))
    .all();
  const chosen = slugs
    .map((slug) => found.find((row) => row.slug === slug))
    .filter((row): row is NonNullable<typeof row> => row !== undefined)
    .map(({ slug: _slug, ...sample }) => sample)
    .slice(0, limit);
  if (chosen.length < limit) {
    const have = chosen.map((sample) => sample.id);
    const rest = db
      .select(sampleColumns)
      .from(fish)
      .where(have.length > 0 ? notInArray(fish.id, have) : undefined)
      .orderBy(asc(fish.name))
      .limit(limit - chosen.length)
      .all();
    chosen.push(...rest);
  }
  return chosen;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Products and guides                                                                                          */
/* ---------------------------------------------------------------------------------------------------------- */

/** A product on the home page: no review text, which lives on /products. */
export type HomeProduct = {
  id: number;
  name: string;
  brand: string;
  description: string;
  category: string;
  imageUrl: string;
  rating: number;
  price: number | null;
};

/**
 * The 3 best-rated reviews, each from a different category so the section shows the range of equipment: by
 * rating, then the most recent review, then name. A few dozen short rows, so the one-per-category pick is done
 * here rather than in SQL.
 */
export function listTopProducts(limit = HOME_PRODUCT_COUNT): HomeProduct[] {
  const rows = getDb()
    .select({
      id: productReviews.id,
      name: productReviews.name,
      brand: productReviews.brand,
      description: productReviews.description,
      category: productReviews.category,
      imageUrl: productReviews.imageUrl,
      rating: productReviews.rating,
      price: productReviews.price,
    })
    .from(productReviews)
    .orderBy(desc(productReviews.rating), desc(productReviews.reviewDate), asc(productReviews.name))
    .all();
  const picked: HomeProduct[] = [];
  const categories = new Set<string>();
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (categories.has(row.category)) continue;
    categories.add(row.category);
    picked.push(row);
  }
  // Fewer categories than places: fill with the next best reviews.
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (!picked.includes(row)) picked.push(row);
  }
  return picked;
}

/** An aquascaping guide on the home page: no tool or plant lists, which live on /aquascaping. */
export type HomeGuide = {
  id: number;
  title: string;
  style: string;
  description: string;
  difficulty: string;
  imageUrl: string;
};

const LEVELS = ["Beginner", "Moderate", "Advanced"];

/**
 * 3 guides, one per level (Beginner, Moderate, Advanced; the first by title in each), so a member sees where to
 * start and where it leads. A level without guides leaves its place to the next guides, easiest first.
 */
export function listHomeGuides(limit = HOME_GUIDE_COUNT): HomeGuide[] {
  const levelOrder = sql`case ${aquascapes.difficulty} when 'Beginner' then 0 when 'Moderate' then 1 when 'Advanced' then 2 else 3 end`;
  const rows = getDb()
    .select({
      id: aquascapes.id,
      title: aquascapes.title,
      style: aquascapes.style,
      description: aquascapes.description,
      difficulty: aquascapes.difficulty,
      imageUrl: aquascapes.imageUrl,
    })
    .from(aquascapes)
    .orderBy(levelOrder, asc(aquascapes.title))
    .all();
  const picked = LEVELS.map((level) => rows.find((row) => row.difficulty === level)).filter(
    (row): row is HomeGuide => row !== undefined,
  );
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (!picked.includes(row)) picked.push(row);
  }
  return picked.slice(0, limit);
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Videos                                                                                                       */
/* ---------------------------------------------------------------------------------------------------------- */

/**
 * A video card. Our library's entries open at /videos/{id}; a channel video of the stored YouTube snapshot opens
 * on YouTube. A library entry without an address is a tutorial still being made (coming soon). Views and
 * duration are passed as stored; the card shows them only when they are real (more than 0 views, a running time
 * that is not 0:00).
 */
export type HomeVideo =
  | {
      source: "library";
      id: number;
      href: string;
      title: string;
      thumbnailUrl: string;
      category: string;
      channelTitle: string | null;
      duration: string;
      views: number;
      date: string;
      comingSoon: boolean;
      description: string | null;
    }
  | {
      source: "channel";
      id: string;
      href: string;
      title: string;
      thumbnailUrl: string;
      channelTitle: string;
      date: string;
      description: string | null;
    };

export type HomeVideos = { featured: HomeVideo | null; others: HomeVideo[] };

const HOME_VIDEO_COUNT = 1 + HOME_OTHER_VIDEO_COUNT;

/** Only a description of the featured video is shown, and only its opening. */
const FEATURED_DESCRIPTION_MAX = 240;

function shorten(text: string, max = FEATURED_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[\s.,;:!?–—-]+$/, "")}…`;
}

/** An address we are willing to link to: https only, never javascript: or data:. */
function isSafeHttps(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** A library entry leads somewhere when it has a web address; without one it is a tutorial still being made. */
const hasAddress = sql`(${videos.videoUrl} like 'https://%' or ${videos.videoUrl} like 'http://%')`;

/**
 * The video section, in the order of /videos so its first video is the featured one there too: the channel
 * snapshot's videos, newest first; then our library's entries that lead somewhere; then the tutorials still in
 * production; newest added first within each (/videos also groups library entries by category; here the newest
 * come first). 4 rows at most are read. With no videos at all, both parts are empty and the page says so.
 */
export function listHomeVideos(): HomeVideos {
  const db = getDb();
  const channel: HomeVideo[] = db
    .select({
      id: channelVideos.id,
      title: channelVideos.title,
      thumbnailUrl: channelVideos.thumbnailUrl,
      videoUrl: channelVideos.videoUrl,
      channelTitle: channelVideos.channelTitle,
      publishedAt: channelVideos.publishedAt,
    })
    .from(channelVideos)
    .orderBy(desc(channelVideos.publishedAt), asc(channelVideos.id))
    .limit(HOME_VIDEO_COUNT * 2)
    .all()
    .filter((video) => isSafeHttps(video.videoUrl))
    .slice(0, HOME_VIDEO_COUNT)
    .map((video) => ({
      source: "channel",
      id: video.id,
      href: `/videos/${channelVideoRouteId(video.id)}`,
      title: video.title,
      thumbnailUrl: video.thumbnailUrl,
      channelTitle: video.channelTitle,
      date: video.publishedAt,
      description: null,
    }));

  const wanted = HOME_VIDEO_COUNT - channel.length;
  const library: HomeVideo[] =
    wanted <= 0
      ? []
      : db
          .select({
            id: videos.id,
            title: videos.title,
            thumbnailUrl: videos.thumbnailUrl,
            category: videos.category,
            channelTitle: videos.channelTitle,
            duration: videos.duration,
            views: videos.views,
            uploadDate: videos.uploadDate,
            leadsSomewhere: sql<number>`${hasAddress}`,
          })
          .from(videos)
          .orderBy(desc(hasAddress), desc(videos.uploadDate), asc(videos.title))
          .limit(wanted)
          .all()
          .map(({ uploadDate, leadsSomewhere, ...video }) => ({
            source: "library",
            ...video,
            href: `/videos/${video.id}`,
            date: uploadDate,
            comingSoon: !leadsSomewhere,
            description: null,
          }));

  const [featured, ...others] = [...channel, ...library];
  if (!featured) return { featured: null, others: [] };
  return { featured: { ...featured, description: featuredDescription(featured) }, others };
}

/** The one long text of the section, read only for the featured video. */
function featuredDescription(video: HomeVideo): string | null {
  const db = getDb();
  const row =
    video.source === "library"
      ? db.select({ description: videos.description }).from(videos).where(eq(videos.id, video.id)).get()
      : db.select({ description: channelVideos.description }).from(channelVideos).where(eq(channelVideos.id, video.id)).get();
  const text = row?.description ? shorten(row.description) : "";
  return text === "" ? null : text;
}
