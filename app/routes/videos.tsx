import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";

export const meta: MetaFunction = () => [{ title: "Videos | Shoal" }];

export default function VideosPage() {
  return (
    <ComingSoon title="Videos">
      <p>Tutorial videos on setting up, maintaining and aquascaping a freshwater tank.</p>
    </ComingSoon>
  );
}
