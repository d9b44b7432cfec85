import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/layout/coming-soon";
import { requireUser } from "~/services/current-user.server";

export const meta: MetaFunction = () => [{ title: "Profile | Shoal" }];

/** Members only: a visitor is sent to sign in and comes back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ProfilePage() {
  return (
    <ComingSoon title="Profile">
      <p>Your profile, with your avatar, name and username.</p>
    </ComingSoon>
  );
}
