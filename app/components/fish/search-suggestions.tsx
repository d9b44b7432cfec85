import { Link } from "@remix-run/react";
import { fishListHref } from "~/domain/fish-filters";

/**
 * "Did you mean Neon Tetra or Black Neon Tetra?" for a search that found nothing: each name a link to the
 * search for it (/fish?q=Neon+Tetra, or another list's), so it works without JavaScript. Nothing when there is nothing close.
 */
export function SearchSuggestions({
  names,
  className,
  onChoose,
  asResults = false,
  inline = false,
  hrefFor = (name) => fishListHref({ q: name }),
}: {
  names: readonly string[];
  className?: string;
  onChoose?: () => void;
  /** In a live-search list: the links take part in its arrow-key navigation. */
  asResults?: boolean;
  /** Inside a paragraph of its own: a span instead of a paragraph. */
  inline?: boolean;
  /** Where a name leads: the search for it (the fish list's, unless another list says otherwise). */
  hrefFor?: (name: string) => string;
}) {
  if (names.length === 0) return null;
  const Sentence = inline ? "span" : "p";
  return (
    <Sentence className={className}>
      Did you mean{" "}
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 ? (i === names.length - 1 ? " or " : ", ") : null}
          <Link
            to={hrefFor(name)}
            onClick={onChoose}
            data-result={asResults ? "" : undefined}
            className="font-medium text-brand-700 underline hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {name}
          </Link>
        </span>
      ))}
      ?
    </Sentence>
  );
}
