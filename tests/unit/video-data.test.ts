import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { VERIFIED_VIDEO_URLS, defaultVideosDir, loadVideos, videoFileSchema } from "../../db/seed/videos";
import { VIDEO_CATEGORY_VALUES, isYouTubeChannelUrl, youtubeVideoId } from "~/domain/videos";

// Checks on the real library files. loadVideos already enforces the schema (slug = file name, unique titles and
// addresses); these are the rules of honesty a reader of /videos relies on.
const entries = loadVideos();

/**
 * Every address the library uses, and why we are sure it exists. Adding an address means adding it here too,
 * after opening it: a test failing here is a reminder, not a nuisance.
 */
const KNOWN_ADDRESSES = new Set([
  // The official channel of Aquarium Co-Op (Cory McElroy's aquarium store); handle as the channel shows it.
  "https://www.youtube.com/@AquariumCoOp",
  // Tanner Serpa's channel, linked from serpadesign.com and in public write-ups about him.
  "https://www.youtube.com/@SerpaDesign",
  // The MD Fish Tanks aquascaping channel.
  "https://www.youtube.com/@MDFishTanks",
]);

describe("our video library", () => {
  it("has 8 to 12 entries, with every file valid", () => {
    const files = fs.readdirSync(defaultVideosDir()).filter((file) => file.endsWith(".json"));
    expect(entries).toHaveLength(files.length);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.length).toBeLessThanOrEqual(12);
  });

  it("uses unique slugs, titles and addresses", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(entries.map((entry) => entry.slug))).toBe(true);
    expect(unique(entries.map((entry) => entry.title.toLowerCase()))).toBe(true);
    expect(unique(entries.flatMap((entry) => (entry.videoUrl ? [entry.videoUrl.toLowerCase()] : [])))).toBe(true);
  });

  it("covers every category, each from the list", () => {
    for (const entry of entries) expect(VIDEO_CATEGORY_VALUES).toContain(entry.category);
    for (const category of VIDEO_CATEGORY_VALUES) {
      expect(
        entries.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });

  it("names no single YouTube video: those ids cannot be checked from here", () => {
    expect(VERIFIED_VIDEO_URLS.size).toBe(0);
    for (const entry of entries) {
      expect(youtubeVideoId(entry.videoUrl), entry.slug).toBeNull();
      expect(entry.videoUrl ?? "", entry.slug).not.toMatch(/youtube\.com\/watch|youtu\.be\//i);
    }
  });

  it("links only to https pages we are sure exist", () => {
    for (const entry of entries) {
      if (!entry.videoUrl) continue;
      expect(entry.videoUrl, entry.slug).toMatch(/^https:\/\//);
      expect(KNOWN_ADDRESSES.has(entry.videoUrl), `${entry.slug}: ${entry.videoUrl} is not in KNOWN_ADDRESSES`).toBe(true);
    }
  });

  it("lets recommended channels lead to their channel page, with its name", () => {
    const channels = entries.filter((entry) => entry.category === "YouTube");
    expect(channels.length).toBeGreaterThan(0);
    for (const entry of channels) {
      expect(isYouTubeChannelUrl(entry.videoUrl), entry.slug).toBe(true);
      expect(entry.channelTitle, entry.slug).toBeTruthy();
    }
  });

  it("claims no running time for a video that is not published, and no views at all", () => {
    for (const entry of entries) {
      if (!entry.videoUrl) expect(entry.duration, entry.slug).toBeUndefined();
      expect(Object.keys(entry)).not.toContain("views");
    }
  });

  it.each(entries.map((entry) => [entry.slug, entry] as const))("%s is dated and written in our words", (_slug, entry) => {
    expect(entry.addedOn >= "2026-01-01" && entry.addedOn <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(entry.description).not.toMatch(/\n/);
    expect(entry.description).not.toMatch(/\b(subscribe now|best channel|#1|guaranteed)\b/i);
  });
});

describe("video file schema", () => {
  const valid = {
    slug: "test-video",
    title: "Test Video",
    description: "A tutorial about something useful for a freshwater tank, long enough to say what it teaches.",
    category: "Fish Care",
    addedOn: "2026-11-22",
  };
  const tempDirs: string[] = [];

  afterEach(() => {
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function dirWith(files: Record<string, unknown>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-video-files-"));
    tempDirs.push(dir);
    for (const [name, body] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), typeof body === "string" ? body : JSON.stringify(body));
    }
    return dir;
  }

  it("accepts a coming-soon tutorial and a channel recommendation", () => {
    expect(videoFileSchema.safeParse(valid).success).toBe(true);
    expect(
      videoFileSchema.safeParse({
        ...valid,
        category: "YouTube",
        videoUrl: "https://www.youtube.com/@SerpaDesign",
        channelTitle: "SerpaDesign",
      }).success,
    ).toBe(true);
  });

  it.each([
    ["an unknown category", { category: "Cooking" }],
    ["an unknown field", { views: 1000 }],
    ["a plain http address", { videoUrl: "http://example.com/video" }],
    ["a single YouTube video's address", { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
    ["a youtu.be address", { videoUrl: "https://youtu.be/dQw4w9WgXcQ" }],
    ["a running time without a video", { duration: "12:34" }],
    ["a malformed running time", { videoUrl: "https://example.com/v", duration: "12 minutes" }],
    ["a date that does not exist", { addedOn: "2026-02-30" }],
    ["a short description", { description: "Too short." }],
    ["a channel entry without a channel page", { category: "YouTube", channelTitle: "Someone" }],
    ["a channel entry without a name", { category: "YouTube", videoUrl: "https://www.youtube.com/@SerpaDesign" }],
    ["a channel entry leading off YouTube", { category: "YouTube", channelTitle: "X", videoUrl: "https://example.com/x" }],
  ])("refuses %s", (_label, change) => {
    expect(videoFileSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("reports every problem at once, each naming its file", () => {
    const dir = dirWith({
      "test-video.json": valid,
      "other.json": { ...valid, slug: "misnamed", title: "Test Video" },
      "broken.json": "{ not json",
    });
    expect(() => loadVideos(dir)).toThrow(
      /broken\.json: not valid JSON[\s\S]*other\.json: slug "misnamed" must match[\s\S]*test-video\.json: title "Test Video" is already used by other\.json/,
    );
  });
});
