import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { requireMemberPage } from "~/services/current-user.server";

export const meta: MetaFunction = () => [{ title: "Community Gallery | Shoal" }];

/** Members only: a visitor is told they are signed out and taken to sign in, then back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireMemberPage(request);
  return null;
}

export default function CommunityGalleryPage() {
  return (
    <ComingSoon title="Community Gallery">
      <p>Photos of members' aquariums, aquascapes and fish.</p>
    </ComingSoon>
  );
}
