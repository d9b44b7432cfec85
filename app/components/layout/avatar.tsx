import { useState } from "react";
import { responsiveSrcSet } from "~/domain/responsive-image";
import { cx } from "class-variance-authority";

/** A member's picture, falling back to their initials when there is none or it does not load. */
export function Avatar({
  src,
  initials,
  size = 32,
  className = "",
}: {
  src?: string | null;
  initials: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cx(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800",
    className,
  );
  if (src && !failed) {
    return (
      <span className={box} style={{ width: size, height: size }}>
        <img
          src={src}
          // An uploaded picture has smaller copies: a 32 px avatar takes the 320 px one, not the full image.
          srcSet={responsiveSrcSet(src)}
          sizes={`${size}px`}
          alt=""
          width={size}
          height={size}
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={box} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initials}
    </span>
  );
}
