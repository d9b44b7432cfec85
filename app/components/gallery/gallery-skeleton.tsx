import { GALLERY_SKELETON_COUNT } from "~/domain/gallery-rules";

/**
 * Placeholders for the grid while the script waits for another page of it (a category chip, older images). The
 * server never sends them: its HTML always has the images themselves.
 */
export function GallerySkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-skeleton">
      {Array.from({ length: GALLERY_SKELETON_COUNT }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-1/2 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
