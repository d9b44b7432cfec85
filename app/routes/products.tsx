import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { publicPageHeaders } from "~/services/http-cache.server";

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export const meta: MetaFunction = () => [{ title: "Product Reviews | Shoal" }];

export default function ProductsPage() {
  return (
    <ComingSoon title="Product Reviews">
      <p>Honest reviews of tanks, filters, lighting, substrates, plants and accessories.</p>
    </ComingSoon>
  );
}
