import { Link } from "@remix-run/react";
import { type VideoCategorySlug } from "~/domain/videos";
import { videosHref } from "~/domain/video-filters";

export type VideoCategoryCard = { id: VideoCategorySlug; label: string; blurb: string; count: number; thumbnailUrl: string };

/** Browse by Category: a card per category, linking to ?category=…, with its picture and how many videos it holds. */
export function VideoCategoryGrid({ categories }: { categories: VideoCategoryCard[] }) {
  return (
    <section aria-labelledby="video-categories-heading" className="mt-12">
      <h2 id="video-categories-heading" className="text-2xl font-semibold text-slate-900">
        Browse by Category
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={videosHref({ category: category.id })}
              className="group flex h-full items-center gap-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={category.thumbnailUrl}
                alt=""
                width={112}
                height={63}
                loading="lazy"
                decoding="async"
                className="aspect-video w-28 shrink-0 rounded-md bg-brand-50 object-cover"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{category.label}</span>
                <span className="block text-sm text-slate-600">{category.blurb}</span>
                <span className="mt-1 block text-xs font-medium text-slate-600">
                  {category.count} {category.count === 1 ? "video" : "videos"}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The beginner call-to-action: where someone new to the hobby should start. */
export function BeginnerCallToAction({ beginnerVideos }: { beginnerVideos: boolean }) {
  return (
    <section aria-labelledby="video-beginner-heading" className="mt-12 rounded-xl bg-brand-800 px-6 py-8 text-white sm:px-10">
      <h2 id="video-beginner-heading" className="text-2xl font-semibold">
        New to fishkeeping?
      </h2>
      <p className="mt-2 max-w-2xl text-brand-50">
        Start with the basics: setting up a tank, cycling it before the first fish, and choosing hardy, peaceful species that forgive a
        beginner&apos;s mistakes.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {/* Only when there is a beginner video to watch: the link never leads to an empty list. */}
        {beginnerVideos ? (
          <Link
            to={videosHref({ category: "beginner-setup" })}
            className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Beginner Setup videos
          </Link>
        ) : null}
        <Link
          to="/fish?filter=beginner-friendly"
          className="rounded-md border border-white/70 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          Beginner-friendly fish
        </Link>
      </div>
    </section>
  );
}
