import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once the page runs JavaScript (at once after a
 * client navigation): the moment an enhancement may replace what works without a script.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
