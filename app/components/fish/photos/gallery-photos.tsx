import { Link } from "@remix-run/react";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";

export type GalleryImageOfFish = { id: number; title: string; imageUrl: string; uploaderName: string; createdAt: string };

/**
 * Approved images of the community gallery whose members named this species, below its community photos. The
 * gallery is for members: a visitor following a link is asked to sign in.
 */
export function GalleryPhotosOfFish({ fishName, images }: { fishName: string; images: GalleryImageOfFish[] }) {
  if (images.length === 0) return null;
  return (
    <div className="mt-8 border-t border-slate-100 pt-6">
      <h3 className="text-lg font-semibold text-slate-900">From the Community Gallery</h3>
      <p className="mt-1 text-sm text-slate-600">Members' gallery photos showing {fishName}.</p>
      <ul role="list" aria-label="Community gallery images" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image) => (
          <li key={image.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <Link to={`/community-gallery/${image.id}`} className="block hover:opacity-90">
              <img
                src={image.imageUrl}
                srcSet={responsiveSrcSet(image.imageUrl)}
                sizes={IMAGE_SIZES.gridCard}
                alt=""
                width={640}
                height={480}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <span className="block p-3">
                <span className="block break-words font-medium text-slate-900">{image.title}</span>
                <span className="block text-sm text-slate-600">by {image.uploaderName}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
