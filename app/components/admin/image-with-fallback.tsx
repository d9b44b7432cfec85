import { useEffect, useRef, useState } from "react";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";
import { cx } from "class-variance-authority";

/**
 * An image that shows a plain placeholder when it cannot be loaded (deleted object, broken address). The
 * server-rendered image may fail before the page hydrates, so the check also runs once on mount.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  sizes = IMAGE_SIZES.gridCard,
}: {
  src: string;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${alt} (image unavailable)`}
        className={cx("flex items-center justify-center bg-slate-100 text-sm text-slate-500", className ?? "")}
      >
        Image unavailable
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      srcSet={responsiveSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
