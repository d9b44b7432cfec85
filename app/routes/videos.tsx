import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { publicPageHeaders } from "~/services/http-cache.server";

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () => [{ title: "Videos | Shoal" }];

export default function VideosPage() {
  return (
    <ComingSoon title="Videos">
      <p>Tutorial videos on setting up, maintaining and aquascaping a freshwater tank.</p>
    </ComingSoon>
  );
}
