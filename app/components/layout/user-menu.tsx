import { Link } from "@remix-run/react";
import { avatarInitials, displayName } from "~/domain/display-name";
import { userMenuLinks } from "./navigation";
import type { HeaderUser } from "./site-header";
import { Avatar } from "./avatar";
import { useDismissableDetails } from "./use-dismissable-details";

export function UserMenu({ user }: { user: HeaderUser }) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="relative">
      <summary
        className="flex cursor-pointer items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label="Account menu"
      >
        <Avatar src={user.profileImageUrl} initials={avatarInitials(user)} size={36} />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
        <div className="border-b border-slate-100 px-4 pb-2">
          <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
          {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
        </div>
        <ul className="py-1">
          {userMenuLinks(user.isAdmin).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
                {link.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-slate-100">
            {/* Signing out is a plain navigation; reloadDocument skips client routing. */}
            <Link to="/api/logout" reloadDocument className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
              Log out
            </Link>
          </li>
        </ul>
      </div>
    </details>
  );
}
