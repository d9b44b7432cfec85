import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FishPhoto } from "~/domain/fish-photo-rules";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";

/**
 * The species' approved community photos, each with a button that makes it the main image (a plain form post
 * to /admin/fish/{id}/main-image). Nothing is shown while the species has no approved photo.
 */
export function MainImageChoices({
  fishId,
  fishName,
  currentImage,
  photos,
}: {
  fishId: number;
  fishName: string;
  currentImage: string;
  photos: FishPhoto[];
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="main-image-choices-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h3 id="main-image-choices-heading" className="text-lg font-semibold text-slate-900">
        Use a community photo as the main image
      </h3>
      <p className="mt-1 text-sm text-slate-600">Approved photos members shared of {fishName}, newest first.</p>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo) => {
          const current = photo.imageUrl === currentImage;
          return (
            <Card as="li" key={photo.id} className="overflow-hidden">
              <img
                src={photo.imageUrl}
                srcSet={responsiveSrcSet(photo.imageUrl)}
                sizes={IMAGE_SIZES.gridCard}
                alt={photo.caption ?? `Photo of ${fishName}`}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="p-2">
                {current ? (
                  <p className="text-center text-sm font-medium text-emerald-800">The main image</p>
                ) : (
                  <Form method="post" action={`/admin/fish/${fishId}/main-image`}>
                    <input type="hidden" name="photoId" value={photo.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      size="sm"
                      className="w-full"
                      aria-label={`Use photo ${photo.caption ? `"${photo.caption}"` : photo.id} as the main image`}
                    >
                      Use as main image
                    </Button>
                  </Form>
                )}
              </div>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
