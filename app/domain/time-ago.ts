// The function's own module: the package's index would load every date-fns function into the server at start.
import { formatDistanceToNow } from "date-fns/formatDistanceToNow";

/**
 * How long ago, 'about 2 hours ago', by the clock of whoever renders it. Apart from the days (./dates), so the
 * pages that print only days do not load the wording of distances; in the browser it is loaded only after the
 * page is on screen (components/ui/relative-time.tsx).
 */
export function formatTimeAgo(iso: string): string {
  return formatDistanceToNow(new Date(iso), { addSuffix: true });
}
