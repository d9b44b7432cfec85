import type { KeyboardEvent, RefObject } from "react";

// Apart from the rest of live search (./fish-search-common.tsx), so the header's box can answer the arrow keys
// without carrying the results' code in the script every page loads.

/** Arrow keys move between the result links of a list; from the first one, up returns to the search box. */
export function moveThroughResults(
  event: KeyboardEvent,
  container: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = Array.from(container.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? []);
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  event.preventDefault();
  if (event.key === "ArrowDown") {
    links[Math.min(current + 1, links.length - 1)]?.focus();
  } else if (current <= 0) {
    input.current?.focus();
  } else {
    links[current - 1]?.focus();
  }
}
