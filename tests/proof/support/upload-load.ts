import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { PNG_1X1 } from "../../support/images";
import { CLIENT_IP_HEADER } from "./server";
import { now, requestAs, type LoadMember } from "./write-load";

/**
 * The durability suite's second load: members posting gallery images through the JavaScript flow (an upload
 * address, the PUT, the registration) and editing their tanks (the tank itself, and its whole stock at once),
 * each at their own pace under the app's limits (uploads 20 per 10 minutes, tank writes 60 a minute). With it,
 * the helpers that read the uploads folder and the database after a kill: which files no record uses, and which
 * records lack a file.
 */

export type GalleryRecord = { id: number; uploadKey: string; ackAt: number };

/** One edit of a tank as it was sent: the name or the stock it set, and whether the server acknowledged it. */
export type TankEdit = { seq: number; kind: "name" | "stock"; name?: string; stock?: { fishId: number; count: number }[]; ack: boolean };
export type TankRecord = { id: number; userId: string; edits: TankEdit[] };

export type UploadLoad = {
  gallery: GalleryRecord[];
  tanks: TankRecord[];
  unanswered: number;
  otherAnswers: Map<string, number>;
  /** Gallery requests that write files (the PUT, the registration) on their way right now. */
  writingFiles(): number;
  stop(): Promise<void>;
};

const SPACING = {
  gallery: [2_000, 3_000], // at most 20 in 10 minutes per member (the limit) for a process up less than a minute
  tank: [1_200, 1_800], // at most 50 a minute per member (limit 60)
} as const;

export const tankValues = (name: string) => ({ name, units: "metric", length: 60, width: 30, height: 36, temperature: 25, ph: 7 });

/** A tank for each member, made before the load starts. */
export async function createTanks(baseUrl: string, members: LoadMember[], tag: string): Promise<TankRecord[]> {
  return Promise.all(
    members.map(async (member, index) => {
      const answer = await requestAs(baseUrl, member, "POST", "/api/tanks", tankValues(`${tag} tank ${index + 1}.0`));
      const id = answer.status === 201 ? (answer.body as { id?: number }).id : undefined;
      if (!id) throw new Error(`POST /api/tanks as ${member.email}: ${answer.status}`);
      return { id, userId: member.id, edits: [] };
    }),
  );
}

export function startUploadLoad(
  baseUrl: string,
  uploaders: LoadMember[],
  tanks: { member: LoadMember; tank: TankRecord }[],
  fish: number[],
  tag: string,
): UploadLoad {
  let writing = 0;
  const load: UploadLoad = {
    gallery: [],
    tanks: tanks.map((t) => t.tank),
    unanswered: 0,
    otherAnswers: new Map(),
    writingFiles: () => writing,
    stop: async () => {},
  };
  const writes = async <T>(work: () => Promise<T>): Promise<T> => {
    writing += 1;
    try {
      return await work();
    } finally {
      writing -= 1;
    }
  };
  let stopping = false;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  const pause = (ms: number) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), stopped]);
  const other = (kind: string, status: number) => {
    const key = `${kind} ${status}`;
    load.otherAnswers.set(key, (load.otherAnswers.get(key) ?? 0) + 1);
  };
  async function paced([least, most]: readonly [number, number], step: () => Promise<void>) {
    await pause(Math.random() * most);
    while (!stopping) {
      const next = now() + least + Math.random() * (most - least);
      await step();
      await pause(Math.max(0, next - now()));
    }
  }

  const upload = (member: LoadMember, index: number) => {
    let written = 0;
    return paced(SPACING.gallery, async () => {
      written += 1;
      const address = await requestAs(baseUrl, member, "POST", "/api/objects/upload", { purpose: "gallery" });
      if (address.status === 0) return void (load.unanswered += 1);
      if (address.status !== 200) return other("upload address", address.status);
      const uploadURL = (address.body as { uploadURL: string }).uploadURL;
      const put = await writes(async () => {
        const answer = await fetch(uploadURL, {
          method: "PUT",
          headers: { Cookie: member.cookie, [CLIENT_IP_HEADER]: member.ip, "Content-Type": "image/png" },
          body: PNG_1X1,
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        await answer?.arrayBuffer().catch(() => {});
        return answer;
      });
      if (!put) return void (load.unanswered += 1);
      if (put.status !== 200) return other("upload put", put.status);
      const url = new URL(uploadURL);
      const imageUrl = `${url.origin}${url.pathname}`;
      const title = `${tag} gallery ${index + 1}.${written}`;
      const posted = await writes(() =>
        requestAs(baseUrl, member, "POST", "/api/community-images", { title, category: "setup", imageUrl, tags: ["planted"] }),
      );
      if (posted.status === 0) return void (load.unanswered += 1);
      if (posted.status !== 201) return other("gallery", posted.status);
      load.gallery.push({ id: (posted.body as { id: number }).id, uploadKey: url.pathname.replace(/^\/objects\//, ""), ackAt: now() });
    });
  };

  const edit = (member: LoadMember, tank: TankRecord, index: number) => {
    let seq = 0;
    return paced(SPACING.tank, async () => {
      seq += 1;
      const record: TankEdit =
        seq % 2 === 1
          ? { seq, kind: "name", name: `${tag} tank ${index + 1}.${seq}`, ack: false }
          : {
              seq,
              kind: "stock",
              // A different whole stock each time: two or three species, counts that name the edit.
              stock: fish
                .slice((seq / 2) % 3, ((seq / 2) % 3) + 2 + (seq % 4 === 0 ? 1 : 0))
                .map((fishId, i) => ({ fishId, count: ((seq + i) % 9) + 1 })),
              ack: false,
            };
      tank.edits.push(record);
      const answer =
        record.kind === "name"
          ? await requestAs(baseUrl, member, "PUT", `/api/tanks/${tank.id}`, tankValues(record.name!))
          : await requestAs(baseUrl, member, "PUT", `/api/tanks/${tank.id}/fish`, record.stock);
      if (answer.status === 0) load.unanswered += 1;
      else if (answer.status === 200) record.ack = true;
      else other(`tank ${record.kind}`, answer.status);
    });
  };

  let failure: unknown = null;
  const running = Promise.all(
    [...uploaders.map((member, index) => upload(member, index)), ...tanks.map(({ member, tank }, index) => edit(member, tank, index))].map(
      (work) => work.catch((error: unknown) => void (failure ??= error)),
    ),
  );
  load.stop = async () => {
    stopping = true;
    wake();
    await running;
    if (failure) throw failure;
  };
  return load;
}

export type StoredFile = { key: string; file: string; modifiedAt: number };

/** Every file in the uploads folder: stored objects and copies (by key), and unfinished writes in `.partial`. */
export function storedFiles(uploadsDir: string): { objects: StoredFile[]; unfinished: StoredFile[] } {
  const read = (folder: string, keyOf: (name: string) => string) =>
    (fs.existsSync(folder) ? fs.readdirSync(folder) : []).map((name) => {
      const file = path.join(folder, name);
      return { key: keyOf(name), file, modifiedAt: fs.statSync(file).mtimeMs };
    });
  return {
    objects: read(path.join(uploadsDir, "uploads"), (name) => `uploads/${name}`),
    unfinished: read(path.join(uploadsDir, ".partial"), (name) => `.partial/${name}`),
  };
}

const mainKey = (key: string) => key.replace(/-w\d+$/, "");
const keyOfAddress = (address: string) => /uploads\/[0-9a-f-]{36}/i.exec(address)?.[0].toLowerCase() ?? null;

/**
 * Files no record uses: an object whose main image no image column names and that is not a raw upload still
 * registered in uploaded_objects (its own sweep removes it when its address expires), and every unfinished
 * write. Read from the database as the server left it.
 */
export function orphanedFiles(db: Database.Database, uploadsDir: string): StoredFile[] {
  const used = new Set<string>();
  const columns = [
    "SELECT profile_image_url AS v FROM users",
    "SELECT object_key AS v FROM community_images",
    "SELECT image_url AS v FROM community_images",
    "SELECT object_key AS v FROM fish_photos",
    "SELECT image_url AS v FROM fish_photos",
    "SELECT image_url AS v FROM fish",
    "SELECT image_url AS v FROM product_reviews",
    "SELECT image_url AS v FROM aquascapes",
    "SELECT thumbnail_url AS v FROM videos",
    "SELECT thumbnail_url AS v FROM channel_videos",
  ];
  for (const sql of columns) {
    for (const { v } of db.prepare(sql).all() as { v: string | null }[]) {
      const key = v ? keyOfAddress(v) : null;
      if (key) used.add(key);
    }
  }
  const raw = new Set(db.prepare("SELECT key FROM uploaded_objects WHERE published_at IS NULL").pluck().all() as string[]);
  const { objects, unfinished } = storedFiles(uploadsDir);
  return [...objects.filter((object) => !used.has(mainKey(object.key)) && !raw.has(mainKey(object.key))), ...unfinished];
}

/** Records whose file is gone: gallery images (and their copies), and published images the register names. */
export function recordsWithoutFiles(db: Database.Database, uploadsDir: string): string[] {
  const exists = (key: string) => fs.existsSync(path.join(uploadsDir, key));
  const missing: string[] = [];
  for (const { id, key } of db.prepare("SELECT id, object_key AS key FROM community_images").all() as { id: number; key: string }[]) {
    for (const file of [key, `${key}-w320`, `${key}-w640`]) if (!exists(file)) missing.push(`gallery image ${id}: ${file}`);
  }
  for (const key of db.prepare("SELECT key FROM uploaded_objects WHERE published_at IS NOT NULL").pluck().all() as string[]) {
    if (!exists(key)) missing.push(`published image ${key}`);
  }
  return missing;
}
