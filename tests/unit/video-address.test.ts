import { describe, expect, it } from "vitest";
import { parseVideoAddress, videoEmbedUrl, videoProviderName } from "~/domain/video-address";
import { readVideoLink, videoLinkProblem, VIDEO_FORM_MESSAGES } from "~/domain/video-form-rules";

const ID = "dQw4w9WgXcQ";
const WATCH = `https://www.youtube.com/watch?v=${ID}`;

describe("parseVideoAddress: YouTube", () => {
  it.each([
    ["a watch address", `https://www.youtube.com/watch?v=${ID}`],
    ["a watch address with a start time and a playlist", `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    ["a watch address without www", `https://youtube.com/watch?v=${ID}`],
    ["the mobile site", `https://m.youtube.com/watch?v=${ID}`],
    ["plain http", `http://www.youtube.com/watch?v=${ID}`],
    ["a short link", `https://youtu.be/${ID}`],
    ["a short link with a share tracker", `https://youtu.be/${ID}?si=abcdef`],
    ["an embed address", `https://www.youtube.com/embed/${ID}`],
    ["a Short", `https://www.youtube.com/shorts/${ID}`],
    ["a live stream", `https://www.youtube.com/live/${ID}`],
    ["the old /v/ address", `https://www.youtube.com/v/${ID}`],
    ["the privacy-enhanced embed", `https://www.youtube-nocookie.com/embed/${ID}`],
    ["the privacy-enhanced embed without www", `https://youtube-nocookie.com/embed/${ID}`],
    ["spaces around it", `  https://youtu.be/${ID}  `],
    ["upper-case host", `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("reads %s as the canonical watch address", (_label, input) => {
    expect(parseVideoAddress(input)).toEqual({ kind: "youtube", id: ID, url: WATCH });
  });

  it.each([
    ["an id one character short", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["an id one character long", "https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["an id with a character YouTube never uses", "https://youtu.be/dQw4w9WgX.Q"],
    ["a watch address without an id", "https://www.youtube.com/watch"],
    ["a short link with more segments", `https://youtu.be/${ID}/extra`],
    ["an embed with more segments", `https://www.youtube.com/embed/${ID}/extra`],
    ["a channel's page", "https://www.youtube.com/@AquariumCoOp"],
    ["a channel by id", "https://www.youtube.com/channel/UC1234567890123456789012"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL123"],
    ["the home page", "https://www.youtube.com/"],
    ["a nocookie watch address", `https://www.youtube-nocookie.com/watch?v=${ID}`],
  ])("refuses %s", (_label, input) => {
    expect(parseVideoAddress(input)).toBeNull();
  });
});

describe("parseVideoAddress: Vimeo", () => {
  it.each([
    ["a plain address", "https://vimeo.com/76979871", null],
    ["with www", "https://www.vimeo.com/76979871", null],
    ["an unlisted video's hash in the path", "https://vimeo.com/76979871/8272103f6e", "8272103f6e"],
    ["an unlisted video's hash as ?h=", "https://vimeo.com/76979871?h=8272103F6E", "8272103f6e"],
    ["a channel's video", "https://vimeo.com/channels/staffpicks/76979871", null],
    ["a group's video", "https://vimeo.com/groups/shortfilms/videos/76979871", null],
    ["the player", "https://player.vimeo.com/video/76979871", null],
    ["the player with a hash", "https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0", "8272103f6e"],
  ])("reads %s", (_label, input, hash) => {
    expect(parseVideoAddress(input)).toEqual({
      kind: "vimeo",
      id: "76979871",
      hash,
      url: `https://vimeo.com/76979871${hash ? `/${hash}` : ""}`,
    });
  });

  it.each([
    ["a name instead of an id", "https://vimeo.com/staffpicks"],
    ["an id too long to be Vimeo's", "https://vimeo.com/1234567890123"],
    ["a channel's page", "https://vimeo.com/channels/staffpicks"],
    ["a group's page", "https://vimeo.com/groups/shortfilms"],
    ["the player without an id", "https://player.vimeo.com/video/"],
    ["the player with a name", "https://player.vimeo.com/video/abc"],
    ["a hash that is not hex", "https://vimeo.com/76979871/notahash"],
  ])("refuses %s", (_label, input) => {
    expect(parseVideoAddress(input)).toBeNull();
  });
});

describe("parseVideoAddress: video files and everything else", () => {
  it.each(["mp4", "m4v", "webm", "mov", "ogv", "MP4"])("reads an https .%s file as it is", (extension) => {
    const url = `https://media.example.org/tutorials/water-change.${extension}`;
    expect(parseVideoAddress(url)).toEqual({ kind: "file", url });
  });

  it("keeps a file's query", () => {
    expect(parseVideoAddress("https://cdn.example.org/a.mp4?token=1")).toEqual({
      kind: "file",
      url: "https://cdn.example.org/a.mp4?token=1",
    });
  });

  it.each([
    ["a file over plain http", "http://media.example.org/water-change.mp4"],
    ["a file of another type", "https://media.example.org/water-change.avi"],
    ["a picture", "https://media.example.org/water-change.jpg"],
    ["a page on another site", "https://media.example.org/watch?v=dQw4w9WgXcQ"],
    ["a look-alike of YouTube", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["a subdomain pretending to be YouTube", `https://www.youtube.evil.example/watch?v=${ID}`],
    ["a look-alike short link", `https://youtu.be.evil.example/${ID}`],
    ["a look-alike of Vimeo", "https://vimeo.com.evil.example/76979871"],
    ["a Vimeo host that is not Vimeo's", "https://evilvimeo.com/76979871"],
    ["YouTube's host in the user part", `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ["a javascript: address", "javascript:alert(1)//.mp4"],
    ["a data: address", "data:video/mp4;base64,AAAA"],
    ["a relative path", "/videos/a.mp4"],
    ["text", "not an address"],
    ["nothing", ""],
  ])("refuses %s", (_label, input) => {
    expect(parseVideoAddress(input)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(parseVideoAddress(null)).toBeNull();
    expect(parseVideoAddress(undefined)).toBeNull();
  });
});

describe("videoEmbedUrl", () => {
  it("embeds YouTube from youtube-nocookie.com, autoplaying when asked", () => {
    const address = parseVideoAddress(`https://youtu.be/${ID}`)!;
    expect(videoEmbedUrl(address, { autoplay: true })).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(videoEmbedUrl(address, { autoplay: false })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it("embeds Vimeo's player with Do Not Track, and an unlisted video's hash", () => {
    expect(videoEmbedUrl(parseVideoAddress("https://vimeo.com/76979871")!, { autoplay: true })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    );
    expect(videoEmbedUrl(parseVideoAddress("https://vimeo.com/76979871/8272103f6e")!, { autoplay: false })).toBe(
      "https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1",
    );
  });

  it("embeds no file: it is watched through its link", () => {
    expect(videoEmbedUrl(parseVideoAddress("https://media.example.org/a.webm")!, { autoplay: true })).toBeNull();
  });

  it("names the provider for YouTube and Vimeo only", () => {
    expect(videoProviderName(parseVideoAddress(WATCH)!)).toBe("YouTube");
    expect(videoProviderName(parseVideoAddress("https://vimeo.com/76979871")!)).toBe("Vimeo");
    expect(videoProviderName(parseVideoAddress("https://media.example.org/a.mp4")!)).toBeNull();
  });
});

describe("the admin form's reading of an address", () => {
  it("takes a YouTube channel's page, as an https www.youtube.com address without a trailing slash", () => {
    expect(readVideoLink("http://youtube.com/@AquariumCoOp/")).toEqual({ kind: "channel", url: "https://www.youtube.com/@AquariumCoOp" });
  });

  it("lets a channel's page go only in YouTube Channels, which leads only to YouTube", () => {
    const channel = readVideoLink("https://www.youtube.com/@AquariumCoOp");
    expect(videoLinkProblem(channel, "YouTube")).toBeNull();
    expect(videoLinkProblem(channel, "Fish Care")).toBe(VIDEO_FORM_MESSAGES.channelPageNeedsYouTubeCategory);
    expect(videoLinkProblem(readVideoLink(WATCH), "YouTube")).toBeNull();
    expect(videoLinkProblem(readVideoLink("https://vimeo.com/76979871"), "YouTube")).toBe(VIDEO_FORM_MESSAGES.youtubeCategoryNeedsYouTube);
    expect(videoLinkProblem(readVideoLink("https://vimeo.com/76979871"), "Aquascaping")).toBeNull();
    expect(videoLinkProblem(readVideoLink("https://example.org/page"), "Aquascaping")).toBe(VIDEO_FORM_MESSAGES.videoUrlInvalid);
  });
});
