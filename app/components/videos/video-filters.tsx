import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { VIDEO_CATEGORY_FILTERS, type VideoCategoryId } from "~/domain/videos";
import {
  ALL_SOURCES,
  VIDEO_SEARCH_MAX,
  shownVideoSources,
  videosHref,
  type VideoSourceId,
  type VideoSourceOption,
} from "~/domain/video-filters";
import { cx } from "class-variance-authority";

const chipClass = (current: boolean) =>
  `inline-flex items-center gap-2 whitespace-nowrap rounded-full border text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    current
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
  }`;

/**
 * The search of /videos: a GET form (?q=, keeping the source and category), so it works without JavaScript and
 * every result can be shared. With JavaScript, Remix submits it without a full reload.
 */
export function VideoSearch({ q, source, category }: { q: string; source: VideoSourceId; category: VideoCategoryId }) {
  return (
    <Form method="get" action="/videos" role="search" aria-label="Video search" className="flex w-full gap-2 sm:max-w-xl">
      <SearchField
        // A new search from a link (a filter, Clear Filters) shows its own text.
        key={q}
        id="video-search-q"
        label="Search videos"
        name="q"
        defaultValue={q}
        maxLength={VIDEO_SEARCH_MAX}
        placeholder="Title, topic or channel..."
        className="flex-1"
      />
      {source !== ALL_SOURCES ? <input type="hidden" name="source" value={source} /> : null}
      {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
      <Button type="submit">Search</Button>
    </Form>
  );
}

/**
 * The source filter: All Sources, Our Library, and each channel of the snapshot, with how many videos each holds.
 * Links (?source=…, keeping the search and category), so they work without JavaScript. Our Library is left out
 * while it holds the same videos as All Sources.
 */
export function VideoSourceFilter({
  sources,
  active,
  q,
  category,
}: {
  sources: VideoSourceOption[];
  active: VideoSourceId;
  q: string;
  category: VideoCategoryId;
}) {
  return (
    <nav aria-label="Video sources">
      <ul className="flex flex-wrap gap-2">
        {shownVideoSources(sources, active).map((source) => {
          const current = source.id === active;
          return (
            <li key={source.id} className="shrink-0">
              <Link
                to={videosHref({ q, source: source.id, category })}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cx(chipClass(current), "py-1.5 pl-3.5 pr-1.5")}
              >
                {source.label}
                <span
                  className={cx(
                    "inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold",
                    current ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                  )}
                >
                  {source.count}
                  <span className="sr-only">{source.count === 1 ? " video" : " videos"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The category filter, All Videos first. Links (?category=…, keeping the search and source). */
export function VideoCategoryFilter({ active, q, source }: { active: VideoCategoryId; q: string; source: VideoSourceId }) {
  return (
    <nav aria-label="Video categories">
      <ul className="flex flex-wrap gap-2">
        {VIDEO_CATEGORY_FILTERS.map((category) => {
          const current = category.id === active;
          return (
            <li key={category.id} className="shrink-0">
              <Link
                to={videosHref({ q, source, category: category.id })}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cx(chipClass(current), "px-3.5 py-1.5")}
              >
                {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
