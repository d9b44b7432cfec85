import { Link } from "@remix-run/react";
import { cx } from "class-variance-authority";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { GALLERY_NOTICES, cardTags, categoryLabel } from "~/domain/gallery-rules";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";
import { formatDay } from "~/domain/dates";
import { viewsLabel } from "./format";
import { LikeButton } from "./like-button";

export type GalleryCardImage = {
  id: number;
  title: string;
  description?: string;
  category: string;
  imageUrl: string;
  tags: string[];
  likes: number;
  views: number;
  createdAt: string;
  status: "pending" | "approved" | "rejected";
  reviewNotes?: string;
  liked: boolean;
};

/**
 * One image of the gallery's grid: the image, its category, title, description, at most three
 * tags and '+N', the like button with its count, views and date. The member's own unapproved images say so;
 * a rejected one shows the reviewer's notes (only its member ever sees it).
 */
export function GalleryCard({ image, likeAction, eager = false }: { image: GalleryCardImage; likeAction: string; eager?: boolean }) {
  const { shown, more } = cardTags(image.tags);
  const headingId = `gallery-image-${image.id}`;
  return (
    <Card as="li" className={cx("flex flex-col overflow-hidden", eager ? "" : "render-near-view")} aria-labelledby={headingId}>
      <Link to={`/community-gallery/${image.id}`} className="relative block bg-slate-100" tabIndex={-1} aria-hidden="true">
        <img
          src={image.imageUrl}
          srcSet={responsiveSrcSet(image.imageUrl)}
          sizes={IMAGE_SIZES.gridCard}
          alt=""
          width={640}
          height={480}
          loading={eager ? "eager" : "lazy"}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
        <Badge tone="brand" className="absolute left-3 top-3 shadow-sm">
          {categoryLabel(image.category)}
        </Badge>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {image.status === "pending" ? (
          <Badge tone="warning" className="self-start">
            {GALLERY_NOTICES.pending}
          </Badge>
        ) : image.status === "rejected" ? (
          <div className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
            <Badge tone="danger">{GALLERY_NOTICES.rejected}</Badge>
            {image.reviewNotes ? <p className="mt-1">Reviewer's notes: {image.reviewNotes}</p> : null}
          </div>
        ) : null}
        <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
          <Link to={`/community-gallery/${image.id}`} className="hover:underline">
            {image.title}
          </Link>
        </h3>
        {image.description ? <p className="line-clamp-3 break-words text-sm text-slate-700">{image.description}</p> : null}
        {image.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge aria-label={`${more} more tags`}>+{more}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
          {image.status === "approved" ? (
            <LikeButton imageId={image.id} liked={image.liked} likes={image.likes} action={likeAction} />
          ) : (
            <span>{image.likes} likes</span>
          )}
          <span>{viewsLabel(image.views)}</span>
          <time dateTime={image.createdAt}>{formatDay(image.createdAt) ?? ""}</time>
        </div>
      </div>
    </Card>
  );
}
