import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Menus are <details> elements so they open without JavaScript. With JavaScript they also close on a click
 * outside, on Escape, and after navigating, unless `openAfterNavigation` says the navigation came back to
 * them (a form in a dialog whose post was refused, to be shown again with its problems).
 */
export function useDismissableDetails<T extends HTMLDetailsElement>(openAfterNavigation = false) {
  const ref = useRef<T>(null);
  const location = useLocation();
  const seenKey = useRef(location.key);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    // On the page's first run nothing has navigated: a menu opened before the script arrived stays open.
    if (seenKey.current === location.key) {
      if (openAfterNavigation) details.open = true;
      return;
    }
    seenKey.current = location.key;
    details.open = openAfterNavigation;
  }, [location.key, openAfterNavigation]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key === "Escape" && details?.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return ref;
}
