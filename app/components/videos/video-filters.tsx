import { Form, Link } from "@remix-run/react";
import { VIDEO_CATEGORY_FILTERS, type VideoCategoryId } from "~/domain/videos";
import { ALL_SOURCES, VIDEO_SEARCH_MAX, videosHref, type VideoSourceId, type VideoSourceOption } from "~/domain/video-filters";

const chipClass = (current: boolean) =>
  `inline-flex items-center gap-2 whitespace-nowrap rounded-full border text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
  }`;

/**
 * The search of /videos: a GET form (?q=, keeping the source and category), so it works without JavaScript and
 * every result can be shared. With JavaScript, Remix submits it without a full reload.
 */
export function VideoSearch({ q, source, category }: { q: string; source: VideoSourceId; category: VideoCategoryId }) {
  return (
    <Form method="get" action="/videos" role="search" aria-label="Video search" className="flex w-full gap-2 sm:max-w-xl">
      <label htmlFor="video-search-q" className="sr-only">
        Search videos
      </label>
      <div className="relative flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="M13 13l4 4" />
          </svg>
        </span>
        <input
          // A new search from a link (a filter, Clear Filters) shows its own text.
          key={q}
          id="video-search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={VIDEO_SEARCH_MAX}
          placeholder="Title, topic or channel..."
          className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm"
        />
      </div>
      {source !== ALL_SOURCES ? <input type="hidden" name="source" value={source} /> : null}
      {category !== "all" ? <input type="hidden" name="category" value={category} /> : null}
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Search
      </button>
    </Form>
  );
}

/**
 * The source filter: All Sources, Our Library, and each channel of the snapshot, with how many videos each holds.
 * Links (?source=…, keeping the search and category), so they work without JavaScript.
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
        {sources.map((source) => {
          const current = source.id === active;
          return (
            <li key={source.id} className="shrink-0">
              <Link
                to={videosHref({ q, source: source.id, category })}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={`${chipClass(current)} py-1.5 pl-3.5 pr-1.5`}
              >
                {source.label}
                <span
                  className={`inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold ${
                    current ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"
                  }`}
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
                className={`${chipClass(current)} px-3.5 py-1.5`}
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
