import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { useToast } from "~/components/toast/toast-context";
import { buttonClasses } from "~/components/ui/button";
import { TabLinks } from "~/components/ui/tabs";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { requireAdmin, requireUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { cx } from "class-variance-authority";

export const meta: MetaFunction = () => [{ title: "Admin | Shoal" }];

/**
 * Admins only. A visitor signs in first (and comes back); a member who is not an admin gets 403 and the
 * Access Denied screen. Every nested admin route checks again for itself.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  await requireAdmin(request);
  return data(null, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

const TABS = [
  { to: "/admin/fish", label: "Fish Management" },
  { to: "/admin/plants", label: "Plants" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/guides", label: "Guides" },
  { to: "/admin/videos", label: "Videos" },
  { to: "/admin/featured", label: "Featured" },
  { to: "/admin/images", label: "Community Images" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/activity", label: "Activity" },
];

export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <TabLinks
        label="Admin sections"
        className="mt-6 border-b border-slate-200"
        // A section's tab stays current on its nested pages (/admin/fish/new, /admin/fish/3/edit).
        tabs={TABS.map((tab) => ({ ...tab, current: pathname === tab.to || pathname.startsWith(`${tab.to}/`) }))}
      />
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}

/** A member who is not an admin (403) sees Access Denied; anything else gets the shared error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  return <ErrorScreen />;
}

function AccessDenied() {
  const { show } = useToast();
  useEffect(() => {
    show({ title: "Access Denied", description: ADMIN_DENIED_MESSAGE, variant: "destructive" });
  }, [show]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Access Denied</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {ADMIN_DENIED_MESSAGE}
      </p>
      <Link to="/" className={cx("mt-8", buttonClasses("primary", "lg"))}>
        Return Home
      </Link>
    </main>
  );
}
