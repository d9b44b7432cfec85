import { Card } from "~/components/ui/card";
import { formatNumber } from "~/domain/numbers";

export type GalleryStatsData = { totalImages: number; myUploads: number; likesReceived: number; views: number };

/** The four figures over the grid, counted from the data. */
export function GalleryStats({ stats }: { stats: GalleryStatsData }) {
  const items = [
    { label: "Total Images", value: stats.totalImages },
    { label: "My Uploads", value: stats.myUploads },
    { label: "Likes Received", value: stats.likesReceived },
    { label: "Views", value: stats.views },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatNumber(item.value)}</dd>
        </Card>
      ))}
    </dl>
  );
}
