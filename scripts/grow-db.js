// Grows a Shoal database (seeded, with its species) to the size of a busy site, in seconds: every table of
// members' content is filled with INSERT … SELECT over recursive counters, in one transaction, with foreign keys
// that hold. The spread is a busy site's: a few species, images and members draw most of the saves, likes,
// views and comments (a random number cubed picks from the head of the list), most get few.
//
// Used by `npm run bench:scale` at full size and by the query-plan test at a fraction of it.

/** The sizes `npm run bench:scale` measures at. */
export const FULL_SIZE = {
  members: 50_000,
  collectionEntries: 500_000,
  tanks: 20_000,
  /** Journal entries, spread evenly over the tanks (ten each: a few weeks of tests). */
  tankReadings: 200_000,
  comments: 300_000,
  /** Of the comments, how many are on one species (the long discussion). */
  commentsOnOneFish: 20_000,
  approvedImages: 50_000,
  /** Waiting for review, and turned down, beside the approved ones. */
  pendingImages: 2_000,
  rejectedImages: 1_000,
  likes: 250_000,
  views: 500_000,
  /** Approved images members reported (still up, in the admins' queue). */
  reportedImages: 200,
  fishPhotos: 50_000,
  pendingFishPhotos: 25_000,
  auditRows: 100_000,
};

/**
 * The sizes times `factor` (at least 1 of each, at least 200 members).
 * @returns {typeof FULL_SIZE}
 */
export function sizesTimes(factor) {
  return /** @type {typeof FULL_SIZE} */ (
    Object.fromEntries(Object.entries(FULL_SIZE).map(([key, n]) => [key, Math.max(key === "members" ? 200 : 1, Math.round(n * factor))]))
  );
}

const GALLERY_CATEGORIES = ["setup", "fish", "aquascape", "equipment", "before-after"];
const REPORT_REASONS = ["spam", "not-theirs", "inappropriate", "wrong-species", "other"];
const COLLECTION_TYPES = ["owned", "liked", "wishlist"];

/**
 * A counter of `n` rows, each with three random numbers `a`, `b` and `c` drawn once (a random() written in a
 * lookup's condition would be drawn again for every row it is compared with).
 */
const counter = (n) =>
  `with recursive n(i, a, b, c) as (select 0, random(), random(), random()
     union all select i + 1, random(), random(), random() from n where i < ${n - 1})`;
/** The column's random number as a fraction in [0, 1). */
const unit = (column) => `((abs(${column}) % 1000000) / 1000000.0)`;
/** An index in [0, n) weighted toward 0 (the fraction cubed): a few popular ones, a long tail. */
const skewed = (n, column) => `cast(${n} * ${unit(column)} * ${unit(column)} * ${unit(column)} as integer)`;
/** An index in [0, n), weighted less (the fraction squared). */
const leaning = (n, column) => `cast(${n} * ${unit(column)} * ${unit(column)} as integer)`;
/** An index in [0, n), even. */
const even = (n, column) => `(abs(${column}) % ${n})`;
/** An ISO timestamp `i` steps of `minutes` after 2024-01-01, so ids and dates rise together. */
const at = (i, minutes) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (${i} * ${minutes}) || ' minutes')`;
const list = (values) => `json_array(${values.map((v) => `'${v}'`).join(", ")})`;
const pick = (values, index) => `json_extract(${list(values)}, '$[' || (${index}) || ']')`;

/**
 * Grows `db` (a better-sqlite3 connection to a migrated, seeded file) by `sizes`; returns the ids a benchmark
 * needs: the species with the long discussion, a popular image, a heavy member.
 */
export function growDatabase(db, sizes = FULL_SIZE) {
  const s = sizes;
  const fishCount = db.prepare("select count(*) from fish").pluck().get();
  if (fishCount < 2) throw new Error("Growing needs a seeded database (at least two species)");
  const timings = process.env.GROW_TIMINGS ? [] : null;
  const run = (sql, ...params) => {
    const start = performance.now();
    const result = db.prepare(sql).run(...params);
    timings?.push([sql.replace(/\s+/g, " ").slice(0, 90), Math.round(performance.now() - start), result.changes]);
    return result;
  };
  const imageBase = db.prepare("select coalesce(max(id), 0) from community_images").pluck().get();
  // Inserts land all over each index: a cache of 256 MB keeps them in memory until the commit.
  const cacheSize = db.pragma("cache_size", { simple: true });
  db.pragma("cache_size = -262144");
  db.transaction(() => {
    // Species by position, so a skewed index finds an id.
    run("drop table if exists temp.grow_fish");
    run("create temp table grow_fish (n integer primary key, id integer not null)");
    run("insert into temp.grow_fish (n, id) select row_number() over (order by id) - 1, id from fish");
    const fishAt = (index) => `(select id from temp.grow_fish where n = ${index})`;
    const member = (index) => `'grow-member-' || (${index})`;

    run(
      `${counter(s.members)}
       insert into users (id, auth_subject, email, first_name, last_name, username, created_at)
       select 'grow-member-' || i, 'grow|' || i, 'member' || i || '@example.com', 'Member', 'No. ' || i, 'grow_member_' || i,
              ${at("i", 10)}
       from n`,
    );

    // Saves: most members keep a few, a few keep hundreds; a few species are everyone's favourites. Duplicates of
    // (member, species, collection) are skipped, so top up until the count is reached.
    const entriesBefore = db.prepare("select count(*) from collection_entries").pluck().get();
    const entries = () => db.prepare("select count(*) from collection_entries").pluck().get() - entriesBefore;
    for (let tries = 0; tries < 20 && entries() < s.collectionEntries; tries += 1) {
      run(
        `${counter(s.collectionEntries - entries())}
         insert or ignore into collection_entries (user_id, fish_id, collection_type, notes, created_at)
         select * from (
           select ${member(`case when i % 10 = 0 then ${skewed(s.members, "a")} else ${even(s.members, "a")} end`)},
                  ${fishAt(leaning(fishCount, "b"))}, ${pick(COLLECTION_TYPES, even(3, "c"))},
                  case when i % 5 = 0 then 'Bought from the local shop' end, ${at("i", 1)}
           from n)
         order by 1, 2`,
      );
    }

    run(
      `${counter(s.tanks)}
       insert into tanks (user_id, name, length_cm, width_cm, height_cm, volume_l, heater, planted, temperature_c, ph, created_at)
       select ${member(`i % ${s.members}`)}, 'Tank ' || i, 60 + i % 60, 30 + i % 20, 35 + i % 15, 54 + i % 200, i % 2, i % 3 = 0,
              24 + i % 4, 6.5 + (i % 10) / 10.0, ${at("i", 30)}
       from n`,
    );
    run(
      `insert or ignore into tank_fish (tank_id, fish_id, count, created_at)
       select t.id, ${fishAt(`(t.id * 7 + k.k * 13) % ${fishCount}`)}, 1 + t.id % 8, t.created_at
       from tanks t, (select 0 as k union all select 1 union all select 2) k
       where t.user_id like 'grow-member-%'`,
    );
    // Each tank's journal: a test every three days, going back from now, with a water change every week or so.
    run(
      `with recursive k(j) as (select 0 union all select j + 1 from k where j < ${Math.max(1, Math.round(s.tankReadings / s.tanks)) - 1})
       insert into tank_readings (tank_id, taken_at, temperature_c, ph, ammonia_ppm, nitrite_ppm, nitrate_ppm, water_change_pct)
       select t.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (k.j * 3) || ' days'), 24 + (t.id + k.j) % 4,
              6.5 + ((t.id + k.j) % 10) / 10.0, 0, 0, 5 + (t.id * 3 + k.j) % 40, case when k.j % 2 = 0 then 25 end
       from tanks t, k
       where t.user_id like 'grow-member-%'`,
    );

    // Comments: one species has a long discussion; the rest spread, most species with a few.
    const busyFish = db.prepare("select id from temp.grow_fish where n = 1").pluck().get();
    run(
      `${counter(s.commentsOnOneFish)}
       insert into discussion_comments (fish_id, user_id, content, created_at)
       select ?, ${member(`i % 50`)},
              'Comment ' || i || ': mine school tightly in a planted tank with soft water and dim light, and colour up at dusk.',
              ${at("i", 2)}
       from n`,
      busyFish,
    );
    run(
      `${counter(Math.max(1, s.comments - s.commentsOnOneFish))}
       insert into discussion_comments (fish_id, user_id, content, created_at)
       select * from (
         select ${fishAt(skewed(fishCount, "a"))}, ${member(skewed(s.members, "b"))},
                'Comment ' || i || ': how many would you keep in a 60 litre tank with a pair of dwarf gouramis?', ${at("i", 3)}
         from n)
       order by 1, 4`,
    );

    // Gallery images: approved ones over two years, then the pending and rejected ones of the last weeks. Ids
    // are given, so likes and views can name them.
    const images = s.approvedImages + s.pendingImages + s.rejectedImages;
    run(
      `${counter(images)}
       insert into community_images (id, user_id, title, description, category, image_url, tags, fish_id, status, reviewed_at, created_at)
       select ${imageBase} + 1 + i, ${member(skewed(s.members, "a"))}, 'Tank shot ' || i,
              case when i % 3 = 0 then 'Three months after planting.' end, ${pick(GALLERY_CATEGORIES, `i % 5`)},
              '/images/gallery-placeholder.jpg', '["planted","nano"]',
              case when i % 4 = 0 then ${fishAt(skewed(fishCount, "b"))} end,
              case when i < ${s.approvedImages} then 'approved' when i < ${s.approvedImages + s.pendingImages} then 'pending' else 'rejected' end,
              case when i < ${s.approvedImages} or i >= ${s.approvedImages + s.pendingImages} then ${at("i", 20)} end,
              ${at("i", 20)}
       from n`,
    );
    const image = (index) => `${imageBase} + 1 + (${index})`;
    const approvedImage = (index) => image(`${s.approvedImages} - 1 - ${index}`);
    // Likes and views: the newest approved images are also the most seen (the head of the skew is the newest).
    for (const [table, target, insert] of [
      [
        "image_likes",
        s.likes,
        (n) => `${counter(n)} insert or ignore into image_likes (image_id, user_id, created_at)
                select * from (select ${approvedImage(skewed(s.approvedImages, "a"))}, ${member(leaning(s.members, "b"))}, ${at("i", 1)} from n)
                order by 1, 2`,
      ],
      [
        "image_views",
        s.views,
        (n) => `${counter(n)} insert or ignore into image_views (image_id, user_id, day)
                select * from (select ${approvedImage(skewed(s.approvedImages, "a"))}, ${member(even(s.members, "b"))},
                       date('2026-01-01', '+' || ${even(300, "c")} || ' days') from n)
                order by 1, 2, 3`,
      ],
    ]) {
      const have = () => db.prepare(`select count(*) from ${table} where image_id > ?`).pluck().get(imageBase);
      for (let tries = 0; tries < 20 && have() < target; tries += 1) run(insert(target - have()));
    }
    run(
      `update community_images set views = (select count(*) from image_views v where v.image_id = community_images.id)
       where id > ?`,
      imageBase,
    );
    run(
      `${counter(s.reportedImages)}
       insert or ignore into image_reports (image_id, user_id, reason, created_at)
       select ${approvedImage(`i * 7 % ${s.approvedImages}`)}, ${member(`(i * 31 + 1) % ${s.members}`)},
              ${pick(REPORT_REASONS, "i % 5")}, ${at("i", 60)}
       from n`,
    );

    // Fish photos: the older ones approved, the rest waiting.
    run(
      `${counter(s.fishPhotos)}
       insert into fish_photos (fish_id, user_id, object_key, image_url, caption, status, reviewed_at, created_at)
       select ${fishAt(skewed(fishCount, "a"))}, ${member(skewed(s.members, "b"))}, 'grow/photo-' || i || '.jpg',
              '/images/fish-illustration.svg', case when i % 2 = 0 then 'In my tank' end,
              case when i < ${s.fishPhotos - s.pendingFishPhotos} then 'approved' else 'pending' end,
              case when i < ${s.fishPhotos - s.pendingFishPhotos} then ${at("i", 15)} end,
              ${at("i", 15)}
       from n`,
    );

    run(
      `${counter(s.auditRows)}
       insert into audit_log (actor_id, actor_name, action, subject_kind, subject_id, subject_label, details, created_at)
       select 'grow-admin', 'Grown Admin', case when i % 2 = 0 then 'image.approved' else 'fish.updated' end,
              case when i % 2 = 0 then 'gallery-image' else 'fish' end, cast(i as text), 'Subject ' || i,
              '{"reviewNotes":null}', ${at("i", 5)}
       from n`,
    );
    run("drop table temp.grow_fish");
  })();
  db.pragma(`cache_size = ${cacheSize}`);
  if (timings) console.table(timings);
  const popularImageId = db
    .prepare("select image_id from image_likes where image_id > ? group by image_id order by count(*) desc limit 1")
    .pluck()
    .get(imageBase);
  const heavyMemberId = "grow-member-0";
  return { busyFishId: busyFish(db), popularImageId, heavyMemberId };
}

function busyFish(db) {
  return db.prepare("select id from fish order by id limit 1 offset 1").pluck().get();
}

/** The tables growDatabase fills: a big site's big tables. */
export const GROWN_TABLES = [
  "users",
  "collection_entries",
  "tanks",
  "tank_readings",
  "discussion_comments",
  "community_images",
  "image_likes",
  "image_views",
  "fish_photos",
  "audit_log",
];

/** Row counts of the tables grown, for a report. */
export function tableSizes(db) {
  return Object.fromEntries(GROWN_TABLES.map((table) => [table, db.prepare(`select count(*) from ${table}`).pluck().get()]));
}
