import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { requireUser } from "~/services/current-user.server";

export const meta: MetaFunction = () => [{ title: "My Fish Collection | Shoal" }];

/** Members only: a visitor is sent to sign in and comes back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function MyFishPage() {
  return (
    <ComingSoon title="My Fish Collection">
      <p>The fish you own, your favorites and your wishlist.</p>
    </ComingSoon>
  );
}
