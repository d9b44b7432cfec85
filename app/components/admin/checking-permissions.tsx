import { useLocation, useNavigation } from "@remix-run/react";

/**
 * While the browser's script asks the server for an admin page from elsewhere on the site, the server is
 * checking who may see it: 'Checking permissions...'. Without JavaScript there is no pending
 * state (the server answers with the page, or with Access Denied), so nothing shows.
 */
export function CheckingPermissions() {
  const navigation = useNavigation();
  const location = useLocation();
  const toAdmin = navigation.state === "loading" && isAdminPath(navigation.location.pathname);
  if (!toAdmin || isAdminPath(location.pathname)) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-20 z-50 mx-auto w-fit rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      Checking permissions...
    </p>
  );
}

function isAdminPath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
