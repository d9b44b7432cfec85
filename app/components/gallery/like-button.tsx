import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useToast } from "~/components/toast/toast-context";
import { PROTECTED_PAGE_REDIRECT_DELAY_MS } from "~/components/settings";
import { loginUrl } from "~/domain/safe-redirect";
import type { Toast } from "~/domain/toast";
import { cx } from "class-variance-authority";

type LikeData =
  | { intent: "like"; ok: true; imageId: number; liked: boolean; likes: number }
  | { intent: "like"; ok: false; imageId: number | null; toast: Toast };

/**
 * Like and unlike: a form post to the page (which redirects back), so it works without JavaScript. With it, the
 * same form goes through a fetcher: the heart and the count change at once, and come back if the server says
 * no ('Error' / 'Failed to like image. Please try again.'); a signed-out member is told so and sent to sign in
 * after 500 ms.
 */
export function LikeButton({ imageId, liked, likes, action }: { imageId: number; liked: boolean; likes: number; action: string }) {
  const fetcher = useFetcher<LikeData>({ key: `like-${imageId}` });
  const location = useLocation();
  const { show } = useToast();
  const handled = useRef<LikeData | null>(null);

  // What the member asked for shows at once; the loaders' next answer (or the failure) settles it.
  const pending = fetcher.formData ? fetcher.formData.get("like") === "1" : null;
  const shownLiked = pending ?? liked;
  const shownLikes = pending === null ? likes : Math.max(0, likes + (pending === liked ? 0 : pending ? 1 : -1));

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer.ok || handled.current === answer) return;
    handled.current = answer;
    show({ ...answer.toast, variant: "destructive" });
    if (answer.toast.title === "Unauthorized") {
      const timer = window.setTimeout(
        () => window.location.assign(loginUrl(`${location.pathname}${location.search}`)),
        PROTECTED_PAGE_REDIRECT_DELAY_MS,
      );
      return () => window.clearTimeout(timer);
    }
  }, [fetcher.state, fetcher.data, show, location.pathname, location.search]);

  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="imageId" value={imageId} />
      <input type="hidden" name="like" value={shownLiked ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <EnhancedMarker />
      <button
        type="submit"
        aria-pressed={shownLiked}
        aria-label={`${shownLiked ? "Unlike" : "Like"} (${shownLikes} ${shownLikes === 1 ? "like" : "likes"})`}
        className={cx(
          "inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium transition hover:bg-rose-50",
          shownLiked ? "text-rose-700" : "text-slate-700",
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill={shownLiked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.4 5 6.8 5c2 0 3.6 1.1 4.6 2.6h1.2C13.6 6.1 15.2 5 17.2 5c3.4 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
        </svg>
        <span>{shownLikes}</span>
      </button>
    </fetcher.Form>
  );
}

/** Added only once the script runs: the enhanced post asks for data instead of a redirect. */
function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name="respond" value="data" /> : null;
}
