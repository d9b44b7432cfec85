import { Card } from "~/components/ui/card";

/**
 * Three grey cards in the shape of collection entries, shown while another tab or page of the collection
 * loads. Only the browser's script renders it (it follows a pending navigation), never the server.
 */
export function CollectionSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your collection...</span>
      <ul aria-hidden="true" className="space-y-4">
        {[0, 1, 2].map((index) => (
          <Card as="li" key={index} className="animate-pulse p-4">
            <div className="flex gap-4">
              <div className="aspect-[12/7] w-28 shrink-0 rounded-md bg-slate-200 sm:w-36" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-1/2 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
                <div className="h-3 w-1/4 rounded bg-slate-100" />
              </div>
            </div>
            <div className="mt-4 h-8 rounded bg-slate-100" />
          </Card>
        ))}
      </ul>
    </div>
  );
}
