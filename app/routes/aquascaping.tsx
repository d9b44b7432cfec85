import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { publicPageHeaders } from "~/services/http-cache.server";

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () => [{ title: "Aquascaping Guides | Shoal" }];

export default function AquascapingPage() {
  return (
    <ComingSoon title="Aquascaping Guides">
      <p>Step-by-step guides to aquascaping styles, with the tools and plants each one needs.</p>
    </ComingSoon>
  );
}
