import { describe, expect, it } from "vitest";
import {
  VIDEO_CATEGORY_FILTERS,
  channelVideoAsVideo,
  isComingSoon,
  isYouTubeChannelUrl,
  parseVideoRouteId,
  videoByline,
  videoDateLabel,
  videoHref,
  watchLink,
  embedUrlOf,
  youtubeVideoId,
  type ChannelVideoInput,
  type Video,
} from "~/domain/videos";
import { durationLabel, formatViews, viewsLabel } from "~/domain/video-labels";
import {
  countVideosByCategory,
  filterVideos,
  isVideoQueryActive,
  normalizeVideoQuery,
  parseVideoCategory,
  parseVideoSource,
  shownVideoSources,
  sortVideos,
  videoSources,
  videosHref,
} from "~/domain/video-filters";

function libraryVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: "1",
    source: "library",
    channelId: null,
    title: "Setting Up Your First Aquarium",
    description: "Filling the tank and fitting the filter.",
    category: "Beginner Setup",
    thumbnailUrl: "/illustrations/videos/beginner-setup?v=1",
    videoUrl: "",
    duration: "",
    views: 0,
    uploadDate: "2026-11-22",
    channelTitle: null,
    ...overrides,
  };
}

function channelRow(overrides: Partial<ChannelVideoInput> = {}): ChannelVideoInput {
  return {
    id: "dQw4w9WgXcQ",
    channelId: "UCchannelAAAAAAAAAAAAAAA",
    channelTitle: "Channel A",
    title: "Planted tank basics",
    description: "About plants",
    thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    publishedAt: "2026-10-01T10:00:00Z",
    ...overrides,
  };
}

describe("formatViews", () => {
  it.each([
    [0, "0 views"],
    [1, "1 view"],
    [2, "2 views"],
    [999, "999 views"],
    [1000, "1K views"],
    [1234, "1.2K views"],
    [1500, "1.5K views"],
    [1999, "1.9K views"],
    [2000, "2K views"],
    [9_999, "9.9K views"],
    [10_000, "10K views"],
    [12_345, "12K views"],
    [999_999, "999K views"],
    [1_000_000, "1.0M views"],
    [1_049_999, "1.0M views"],
    [1_999_999, "1.9M views"],
    [2_500_000, "2.5M views"],
    [123_456_789, "123.4M views"],
  ])("%i → %s", (views, expected) => {
    expect(formatViews(views)).toBe(expected);
  });

  it("reads a count that is not a finite, positive number as 0", () => {
    expect(formatViews(Number.NaN)).toBe("0 views");
    expect(formatViews(-5)).toBe("0 views");
    expect(formatViews(Number.POSITIVE_INFINITY)).toBe("0 views");
    expect(formatViews(12.9)).toBe("12 views");
  });
});

describe("what the page may show", () => {
  it("hides views that are 0 or unknown, and shows real counts formatted", () => {
    expect(viewsLabel(0)).toBeNull();
    expect(viewsLabel(null)).toBeNull();
    expect(viewsLabel(undefined)).toBeNull();
    expect(viewsLabel(Number.NaN)).toBeNull();
    expect(viewsLabel(0.5)).toBeNull();
    expect(viewsLabel(1)).toBe("1 view");
    expect(viewsLabel(2_500_000)).toBe("2.5M views");
  });

  it("hides the 0:00 placeholder and anything that is not a running time", () => {
    for (const value of ["", "0:00", "00:00", "0:00:00", "abc", "12", "1:5", "1:60", null, undefined]) {
      expect(durationLabel(value), String(value)).toBeNull();
    }
    expect(durationLabel("0:07")).toBe("0:07");
    expect(durationLabel("12:34")).toBe("12:34");
    expect(durationLabel("1:02:03")).toBe("1:02:03");
  });

  it("says what a video's date means", () => {
    expect(videoDateLabel(libraryVideo())).toBe("Added Nov 22, 2026");
    expect(videoDateLabel(channelVideoAsVideo(channelRow()))).toBe("Uploaded Oct 1, 2026");
  });

  it("names the channel when there is one, else the category", () => {
    expect(videoByline(libraryVideo())).toBe("Beginner Setup");
    expect(videoByline(libraryVideo({ channelTitle: "SerpaDesign", category: "YouTube" }))).toBe("SerpaDesign");
    expect(videoByline(libraryVideo({ channelTitle: null, category: "YouTube" }))).toBe("YouTube Channels");
  });
});

describe("embedUrlOf", () => {
  it("embeds watch?v= and youtu.be addresses through youtube-nocookie, autoplaying", () => {
    expect(embedUrlOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(embedUrlOf("https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(embedUrlOf("https://m.youtube.com/watch?feature=share&v=a-b_c1D2e3F")).toBe(
      "https://www.youtube-nocookie.com/embed/a-b_c1D2e3F?autoplay=1",
    );
    expect(embedUrlOf("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(embedUrlOf("https://youtu.be/dQw4w9WgXcQ?si=abc")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(embedUrlOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ", { autoplay: false })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("refuses other sites, channel pages, other YouTube paths and malformed ids", () => {
    for (const url of [
      "",
      null,
      undefined,
      "not a url",
      "https://www.youtube.com/@AquariumCoOp",
      "https://www.youtube.com/channel/UC1234567890123456789012",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/watch?v=",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQx",
      "https://www.youtube.com/watch?v=dQw4w9WgX%22Q",
      'https://www.youtube.com/watch?v=dQw4w9"gXcQ',
      "https://youtu.be/",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "ftp://youtu.be/dQw4w9WgXcQ",
    ]) {
      expect(embedUrlOf(url), String(url)).toBeNull();
      expect(youtubeVideoId(url), String(url)).toBeNull();
    }
  });
});

describe("links", () => {
  it("tells a channel page from a video", () => {
    expect(isYouTubeChannelUrl("https://www.youtube.com/@AquariumCoOp")).toBe(true);
    expect(isYouTubeChannelUrl("https://www.youtube.com/channel/UC1234567890123456789012")).toBe(true);
    expect(isYouTubeChannelUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(false);
    expect(isYouTubeChannelUrl("https://example.com/@someone")).toBe(false);
  });

  it("offers Watch Video for a video, Visit Channel for a channel, and nothing without an address", () => {
    expect(watchLink({ videoUrl: "https://vimeo.com/123456789" })).toEqual({ href: "https://vimeo.com/123456789", label: "Watch Video" });
    expect(watchLink({ videoUrl: "https://www.youtube.com/@SerpaDesign" })).toEqual({
      href: "https://www.youtube.com/@SerpaDesign",
      label: "Visit Channel",
    });
    expect(watchLink({ videoUrl: "" })).toBeNull();
    expect(watchLink({ videoUrl: "javascript:alert(1)" })).toBeNull();
    expect(isComingSoon(libraryVideo())).toBe(true);
    expect(isComingSoon(libraryVideo({ videoUrl: "https://www.youtube.com/@SerpaDesign" }))).toBe(false);
  });

  it("addresses each video by row id or yt-{YouTube id}, and reads those back", () => {
    expect(videoHref(libraryVideo({ id: "12" }))).toBe("/videos/12");
    expect(videoHref(channelVideoAsVideo(channelRow()))).toBe("/videos/yt-dQw4w9WgXcQ");
    expect(parseVideoRouteId("12")).toEqual({ kind: "library", id: 12 });
    expect(parseVideoRouteId("yt-dQw4w9WgXcQ")).toEqual({ kind: "channel", youtubeId: "dQw4w9WgXcQ" });
    for (const bad of ["", "0", "-1", "1.5", "012", "abc", "yt-", "yt-bad id", "yt-<x>", "99999999999", undefined, null]) {
      expect(parseVideoRouteId(bad), String(bad)).toBeNull();
    }
  });
});

describe("channelVideoAsVideo", () => {
  it("maps a channel's upload to category YouTube, duration 0:00 and views 0", () => {
    expect(channelVideoAsVideo(channelRow())).toEqual({
      id: "yt-dQw4w9WgXcQ",
      source: "channel",
      channelId: "UCchannelAAAAAAAAAAAAAAA",
      title: "Planted tank basics",
      description: "About plants",
      category: "YouTube",
      // Our own copy of YouTube's thumbnail, so the page asks YouTube for nothing before play.
      thumbnailUrl: "/video-thumbnails/dQw4w9WgXcQ",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      duration: "0:00",
      views: 0,
      uploadDate: "2026-10-01T10:00:00Z",
      channelTitle: "Channel A",
    });
  });

  it("and those placeholders are never shown", () => {
    const video = channelVideoAsVideo(channelRow());
    expect(durationLabel(video.duration)).toBeNull();
    expect(viewsLabel(video.views)).toBeNull();
  });
});

describe("filters", () => {
  const library = [
    libraryVideo({ id: "1" }),
    libraryVideo({ id: "2", title: "Trimming Stem Plants", description: "Cut above a node.", category: "Plant Maintenance" }),
    libraryVideo({
      id: "3",
      title: "SerpaDesign on YouTube",
      description: "Naturalistic builds.",
      category: "YouTube",
      channelTitle: "SerpaDesign",
      videoUrl: "https://www.youtube.com/@SerpaDesign",
    }),
  ];
  const channel = [
    channelVideoAsVideo(channelRow({ id: "aaaaaaaaaa1", title: "Old upload", publishedAt: "2026-09-01T00:00:00Z" })),
    channelVideoAsVideo(
      channelRow({ id: "aaaaaaaaaa2", title: "New upload", channelTitle: "Channel A (renamed)", publishedAt: "2026-11-01T00:00:00Z" }),
    ),
    channelVideoAsVideo(
      channelRow({
        id: "bbbbbbbbbb1",
        channelId: "UCchannelBBBBBBBBBBBBBBB",
        channelTitle: "Breeder B",
        title: "Shrimp colonies",
        description: "Neocaridina",
      }),
    ),
  ];
  const all = sortVideos([...library, ...channel]);

  it("lists the categories in the agreed order and wording", () => {
    expect(VIDEO_CATEGORY_FILTERS.map((entry) => entry.label)).toEqual([
      "All Videos",
      "Beginner Setup",
      "Fish Care",
      "Plant Maintenance",
      "Aquascaping",
      "Equipment Reviews",
      "YouTube Channels",
    ]);
    expect(VIDEO_CATEGORY_FILTERS.map((entry) => entry.id)).toEqual([
      "all",
      "beginner-setup",
      "fish-care",
      "plant-maintenance",
      "aquascaping",
      "equipment-reviews",
      "youtube",
    ]);
  });

  it("offers All Sources, Our Library and each channel of the snapshot with its count, named by its newest upload", () => {
    expect(videoSources(all)).toEqual([
      { id: "all", label: "All Sources", count: 6 },
      { id: "library", label: "Our Library", count: 3 },
      { id: "UCchannelBBBBBBBBBBBBBBB", label: "Breeder B", count: 1 },
      { id: "UCchannelAAAAAAAAAAAAAAA", label: "Channel A (renamed)", count: 2 },
    ]);
  });

  it("offers only All Sources and Our Library when the snapshot is empty", () => {
    expect(videoSources(library)).toEqual([
      { id: "all", label: "All Sources", count: 3 },
      { id: "library", label: "Our Library", count: 3 },
    ]);
  });

  it("shows one chip, All Sources, when Our Library holds the same videos; both when channels add some", () => {
    expect(shownVideoSources(videoSources(library), "all").map((source) => source.label)).toEqual(["All Sources"]);
    expect(shownVideoSources(videoSources(all), "all").map((source) => source.label)).toEqual([
      "All Sources",
      "Our Library",
      "Breeder B",
      "Channel A (renamed)",
    ]);
  });

  it("keeps Our Library when an address chose it, so the chosen source is shown", () => {
    expect(shownVideoSources(videoSources(library), "library").map((source) => source.label)).toEqual(["All Sources", "Our Library"]);
  });

  it("reads ?source= and ?category= leniently", () => {
    const sources = videoSources(all);
    expect(parseVideoSource("library", sources)).toBe("library");
    expect(parseVideoSource("LIBRARY", sources)).toBe("library");
    expect(parseVideoSource("UCchannelBBBBBBBBBBBBBBB", sources)).toBe("UCchannelBBBBBBBBBBBBBBB");
    expect(parseVideoSource("UCgone", sources)).toBe("all");
    expect(parseVideoSource(null, sources)).toBe("all");
    expect(parseVideoCategory("Plant-Maintenance")).toBe("plant-maintenance");
    expect(parseVideoCategory("youtube")).toBe("youtube");
    expect(parseVideoCategory("cooking")).toBe("all");
    expect(parseVideoCategory(undefined)).toBe("all");
  });

  it("filters by source", () => {
    expect(
      filterVideos(all, { source: "library" })
        .map((video) => video.id)
        .sort(),
    ).toEqual(["1", "2", "3"]);
    expect(filterVideos(all, { source: "UCchannelAAAAAAAAAAAAAAA" }).map((video) => video.title)).toEqual(["New upload", "Old upload"]);
    expect(filterVideos(all, { source: "all" })).toHaveLength(6);
  });

  it("filters by category; YouTube Channels holds channel uploads and our channel recommendations", () => {
    expect(filterVideos(all, { category: "plant-maintenance" }).map((video) => video.title)).toEqual(["Trimming Stem Plants"]);
    expect(filterVideos(all, { category: "youtube" })).toHaveLength(4);
    expect(filterVideos(all, { category: "youtube", source: "library" }).map((video) => video.title)).toEqual(["SerpaDesign on YouTube"]);
    expect(filterVideos(all, { category: "fish-care" })).toEqual([]);
  });

  it("searches titles, descriptions and channel names, every word, in any case", () => {
    expect(filterVideos(all, { q: "STEM" }).map((video) => video.title)).toEqual(["Trimming Stem Plants"]);
    expect(filterVideos(all, { q: "node" }).map((video) => video.title)).toEqual(["Trimming Stem Plants"]);
    expect(filterVideos(all, { q: "breeder" }).map((video) => video.title)).toEqual(["Shrimp colonies"]);
    expect(filterVideos(all, { q: "serpadesign naturalistic" }).map((video) => video.title)).toEqual(["SerpaDesign on YouTube"]);
    expect(filterVideos(all, { q: "shrimp", source: "library" })).toEqual([]);
    expect(normalizeVideoQuery(`  many   spaces ${"x".repeat(200)}`)).toHaveLength(100);
  });

  it("puts something to watch first: channel uploads newest first, then recommendations, then what is coming", () => {
    expect(all.map((video) => video.title)).toEqual([
      "New upload",
      "Shrimp colonies",
      "Old upload",
      "SerpaDesign on YouTube",
      "Setting Up Your First Aquarium",
      "Trimming Stem Plants",
    ]);
  });

  it("knows when the list is narrowed, and builds shareable addresses without the defaults", () => {
    expect(isVideoQueryActive({ q: "", source: "all", category: "all" })).toBe(false);
    expect(isVideoQueryActive({ q: "  " })).toBe(false);
    expect(isVideoQueryActive({ q: "plants" })).toBe(true);
    expect(isVideoQueryActive({ source: "library" })).toBe(true);
    expect(isVideoQueryActive({ category: "fish-care" })).toBe(true);
    expect(videosHref()).toBe("/videos");
    expect(videosHref({ q: "", source: "all", category: "all" })).toBe("/videos");
    expect(videosHref({ q: "stem plants", source: "library", category: "plant-maintenance" })).toBe(
      "/videos?q=stem+plants&source=library&category=plant-maintenance",
    );
  });

  it("counts each category for the category grid", () => {
    const counts = Object.fromEntries(countVideosByCategory(all).map((entry) => [entry.id, entry.count]));
    expect(counts).toEqual({
      "beginner-setup": 1,
      "fish-care": 0,
      "plant-maintenance": 1,
      aquascaping: 0,
      "equipment-reviews": 0,
      youtube: 4,
    });
  });
});
