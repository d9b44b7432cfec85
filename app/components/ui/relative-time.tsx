import { useEffect, useState } from "react";

type FormatTimeAgo = (iso: string) => string;

/** The wording of distances (date-fns with its English words, about 3.4 KB gzipped), loaded once per page. */
let loading: Promise<FormatTimeAgo> | undefined;
const loadWording = () => (loading ??= import("~/domain/time-ago").then((module) => module.formatTimeAgo));

/**
 * How long ago a moment was, 'about 2 hours ago'. The server words it when it renders the page (`worded`), and
 * the page shows that first, so hydration matches the HTML; once the page is on screen the browser loads the
 * wording and says it again by its own clock, since a visitor's page may come from the page store, rendered a
 * while before. The wording's script is never part of a first load.
 */
export function RelativeTime({ iso, worded, className }: { iso: string; worded: string; className?: string }) {
  const [format, setFormat] = useState<FormatTimeAgo>();
  useEffect(() => {
    let current = true;
    loadWording().then(
      (loaded) => {
        if (current) setFormat(() => loaded);
      },
      // Offline or a new release under way: the server's wording stays, and the next page asks again.
      () => (loading = undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <time dateTime={iso} className={className}>
      {format ? format(iso) : worded}
    </time>
  );
}
