import { useEffect, useState } from "react";
import { USERNAME_CHECK_DELAY_MS } from "~/components/settings";
import { USERNAME_MIN } from "~/domain/username-rules";
import { USERNAME_MESSAGES } from "~/domain/username-rules";

export type Availability =
  { state: "idle" } | { state: "checking" } | { state: "available"; message: string } | { state: "unavailable"; message: string };

/** Asks the server whether a name is free, 500 ms after typing stops, once it is at least 3 characters. */
export function useUsernameAvailability(username: string, enabled: boolean): Availability {
  const [availability, setAvailability] = useState<Availability>({ state: "idle" });

  useEffect(() => {
    if (!enabled || username.length < USERNAME_MIN) {
      setAvailability({ state: "idle" });
      return;
    }
    setAvailability({ state: "checking" });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/users/username-available/${encodeURIComponent(username)}`, {
          credentials: "same-origin",
          signal: controller.signal,
        });
        const body = (await response.json()) as { available?: boolean; message?: string };
        setAvailability(
          body.available
            ? { state: "available", message: USERNAME_MESSAGES.available }
            : { state: "unavailable", message: body.message || USERNAME_MESSAGES.unavailable },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        // A failed check stays out of the member's way: the console only.
        console.error("Username availability check failed", error);
        setAvailability({ state: "idle" });
      }
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [username, enabled]);

  return availability;
}
