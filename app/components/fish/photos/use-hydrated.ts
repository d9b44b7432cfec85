import { useEffect, useState } from "react";

/** False in the server's HTML and until the browser has run React: the moment enhancements may take over. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
