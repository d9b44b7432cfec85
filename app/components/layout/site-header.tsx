import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { greetingName } from "~/domain/display-name";
import { MAIN_SECTIONS, isSectionActive, userMenuLinks } from "./navigation";
import { loginUrl } from "~/domain/safe-redirect";
import { UnitsLink } from "~/components/units/units-link";
import { HeaderFishSearch } from "./header-fish-search";
import { useDismissableDetails } from "./use-dismissable-details";
import { UserMenu } from "./user-menu";
import { cx } from "class-variance-authority";

export type HeaderUser = {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
};

function useReturnTo() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800" aria-label="Shoal home">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>Shoal</span>
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_SECTIONS.map((section) => {
              const active = isSectionActive(pathname, section.to);
              return (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    aria-current={active ? "page" : undefined}
                    className={cx(
                      "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium",
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )}
                  >
                    {section.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <HeaderSearch />
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <UnitsLink className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100" />
          <AccountControls user={user} />
        </div>
        <MobileNav user={user} />
      </div>
    </header>
  );
}

/** Large screens only: a GET form to /fish?q= that, with JavaScript, also filters the fish list live. */
function HeaderSearch() {
  return <HeaderFishSearch />;
}

function AccountControls({ user }: { user: HeaderUser | null }) {
  const returnTo = useReturnTo();
  if (!user) {
    return (
      <>
        <a href={loginUrl(returnTo)} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Sign In
        </a>
        <Link to="/signup" className="rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Sign Up
        </Link>
      </>
    );
  }
  return (
    <>
      <span className="whitespace-nowrap text-sm text-slate-700">{user.firstName ? `Hi, ${greetingName(user)}!` : "Welcome!"}</span>
      <UserMenu user={user} />
      <a href="/api/logout" className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
        Sign Out
      </a>
    </>
  );
}

function MobileNav({ user }: { user: HeaderUser | null }) {
  const ref = useDismissableDetails();
  const returnTo = useReturnTo();
  const { pathname } = useLocation();
  const itemClass = "block rounded-md px-3 py-2 text-base text-slate-800 hover:bg-slate-100";
  return (
    <details ref={ref} className="ml-auto xl:hidden">
      <summary
        className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
        aria-label="Menu"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="absolute inset-x-0 top-16 z-50 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg">
        <nav aria-label="Mobile">
          <ul className="space-y-1 pt-2">
            {MAIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  aria-current={isSectionActive(pathname, section.to) ? "page" : undefined}
                  className={cx(itemClass, isSectionActive(pathname, section.to) ? "bg-brand-50 text-brand-800" : "")}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action="/fish" role="search" className="mt-3">
          <label htmlFor="mobile-fish-search" className="sr-only">
            Search fish
          </label>
          <input
            id="mobile-fish-search"
            type="search"
            name="q"
            placeholder="Search fish..."
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          />
        </Form>
        <div className="mt-3 border-t border-slate-100 pt-3">
          {user ? (
            <ul className="space-y-1">
              <li className="px-3 py-1 text-sm text-slate-600">{user.firstName ? `Hi, ${greetingName(user)}!` : "Welcome!"}</li>
              {userMenuLinks(user.isAdmin).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href="/api/logout" className={itemClass}>
                  Log out
                </a>
              </li>
            </ul>
          ) : (
            <div className="flex gap-2">
              <a href={loginUrl(returnTo)} className="flex-1 rounded-md border border-slate-300 px-3 py-2 text-center text-sm font-medium">
                Sign In
              </a>
              <Link to="/signup" className="flex-1 rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-medium text-white">
                Sign Up
              </Link>
            </div>
          )}
        </div>
        <div className="mt-3 border-t border-slate-100 pt-3">
          <UnitsLink long className={itemClass} />
        </div>
      </div>
    </details>
  );
}
