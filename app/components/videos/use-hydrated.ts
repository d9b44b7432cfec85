import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False while the server renders and during hydration, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
