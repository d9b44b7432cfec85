import { z } from "zod";

/**
 * The YouTube Data API v3, read-only: the latest uploads of a channel. Two calls per channel, one quota unit
 * each (channels.list for the uploads playlist, playlistItems.list for its newest entries), instead of
 * search.list at a hundred units.
 */

export type ChannelVideo = {
  id: string;
  channelId: string;
  channelTitle: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  videoUrl: string;
  publishedAt: string;
};

export class YouTubeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "YouTubeError";
  }
}

const errorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const channelsBody = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string() }).optional(),
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }),
      }),
    )
    .optional(),
});

const thumbnail = z.object({ url: z.string() }).optional();

const playlistItemsBody = z.object({
  items: z.array(
    z.object({
      snippet: z.object({
        title: z.string(),
        description: z.string().default(""),
        channelTitle: z.string().optional(),
        publishedAt: z.string(),
        thumbnails: z
          .object({ maxres: thumbnail, standard: thumbnail, high: thumbnail, medium: thumbnail, default: thumbnail })
          .partial()
          .default({}),
        resourceId: z.object({ videoId: z.string() }),
      }),
      contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
    }),
  ),
});

export type YouTubeClientOptions = {
  apiKey: string;
  /** https://www.googleapis.com/youtube/v3, or a local stub in tests. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

export function createYouTubeClient({
  apiKey,
  baseUrl = "https://www.googleapis.com/youtube/v3",
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: YouTubeClientOptions) {
  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`${baseUrl.replace(/\/+$/, "")}/${path}`);
    for (const [name, value] of Object.entries({ ...params, key: apiKey })) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new YouTubeError(`YouTube could not be reached: ${error instanceof Error ? error.message : error}`, 0);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = errorBody.safeParse(body);
      const reason = parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
      const message = parsed.success ? parsed.data.error.message : undefined;
      throw new YouTubeError(
        `YouTube answered ${response.status}${reason ? ` (${reason})` : ""}: ${message ?? "no message"}`,
        response.status,
        reason,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new YouTubeError(`YouTube answered an unexpected ${path} shape`, response.status);
    return parsed.data;
  }

  /** The newest uploads of one channel, newest first. */
  async function latestUploads(channelId: string, maxResults = 12): Promise<ChannelVideo[]> {
    const channels = await get("channels", { part: "snippet,contentDetails", id: channelId }, channelsBody);
    const channel = channels.items?.[0];
    if (!channel) throw new YouTubeError(`No YouTube channel ${channelId}`, 404, "channelNotFound");
    const playlist = await get(
      "playlistItems",
      { part: "snippet,contentDetails", playlistId: channel.contentDetails.relatedPlaylists.uploads, maxResults: String(maxResults) },
      playlistItemsBody,
    );
    return playlist.items
      .filter((item) => item.snippet.title !== "Private video" && item.snippet.title !== "Deleted video")
      .map((item) => {
        const { snippet } = item;
        const thumbs = snippet.thumbnails;
        const videoId = snippet.resourceId.videoId;
        return {
          id: videoId,
          channelId,
          channelTitle: snippet.channelTitle ?? channel.snippet?.title ?? "",
          title: snippet.title,
          description: snippet.description,
          thumbnailUrl: (thumbs.high ?? thumbs.medium ?? thumbs.standard ?? thumbs.maxres ?? thumbs.default)?.url ?? "",
          videoUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
          publishedAt: item.contentDetails?.videoPublishedAt ?? snippet.publishedAt,
        };
      });
  }

  return { latestUploads };
}
