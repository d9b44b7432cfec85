import { useEffect, useRef, useState, type MouseEvent } from "react";
import { parseVideoAddress, videoEmbedUrl, videoProviderName, type VideoAddress } from "~/domain/video-address";
import type { Video } from "~/domain/videos";

/**
 * A YouTube or Vimeo video, played in the provider's privacy-enhanced player (youtube-nocookie.com, or Vimeo
 * with Do Not Track). Until someone asks for it, nothing is loaded from the provider: the page shows our own copy
 * of the thumbnail with a play button. That button is a link to the video on the provider's site, so without
 * JavaScript it leads out; with JavaScript a click puts the player in its place, autoplaying.
 *
 * `start` = "now" is for the dialog, which a click opened: the player loads at once, autoplaying.
 */
export function VideoPlayer({ video, start }: { video: Video; start: "now" | "on-click" }) {
  const address = parseVideoAddress(video.videoUrl);
  const [playing, setPlaying] = useState(start === "now");
  if (!address || address.kind === "file") return null;
  if (playing) return <ProviderFrame video={video} address={address} focus={start === "on-click"} />;
  return <PlayFacade video={video} address={address} onPlay={() => setPlaying(true)} />;
}

/** Whether the player can embed this video (YouTube or Vimeo); a file or a channel page gets a Watch link. */
export function isPlayable(video: Pick<Video, "videoUrl">): boolean {
  const kind = parseVideoAddress(video.videoUrl)?.kind;
  return kind === "youtube" || kind === "vimeo";
}

function ProviderFrame({ video, address, focus }: { video: Video; address: VideoAddress; focus: boolean }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that was pressed is gone: keyboard users continue inside the player.
    if (focus) frameRef.current?.focus();
  }, [focus]);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      <iframe
        ref={frameRef}
        src={videoEmbedUrl(address, { autoplay: true }) ?? undefined}
        title={`${video.title} (${videoProviderName(address)} video player)`}
        width={640}
        height={360}
        className="h-full w-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}

function PlayFacade({ video, address, onPlay }: { video: Video; address: VideoAddress; onPlay: () => void }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A click meant for a new tab or window still goes to the provider.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPlay();
  }
  return (
    <a
      href={address.url}
      onClick={onClick}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={video.thumbnailUrl}
        alt=""
        width={640}
        height={360}
        decoding="async"
        className="h-full w-full object-cover opacity-90 transition group-hover:opacity-100"
      />
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-24 items-center justify-center rounded-2xl bg-slate-900/80 transition group-hover:bg-red-700">
          <svg viewBox="0 0 20 20" width="28" height="28" fill="white">
            <path d="M6 4l10 6-10 6z" />
          </svg>
        </span>
      </span>
      <span className="sr-only">
        Play {video.title} ({videoProviderName(address)})
      </span>
    </a>
  );
}
