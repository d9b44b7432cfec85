/**
 * The header's sections (and the phone menu's), the tools a newcomer looks for first; a section is current when the
 * path equals its link or starts with it.
 */
export const MAIN_SECTIONS = [
  { to: "/fish", label: "Fish Database" },
  { to: "/plants", label: "Plants" },
  { to: "/checker", label: "Tank Checker" },
  { to: "/products", label: "Product Reviews" },
  { to: "/aquascaping", label: "Aquascaping" },
  { to: "/videos", label: "Videos" },
] as const;

export function isSectionActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export type MenuLink = { to: string; label: string; adminOnly?: boolean };

/** The signed-in user menu, in its agreed order; Log out is a plain navigation to /api/logout. */
export const USER_MENU_LINKS: MenuLink[] = [
  { to: "/profile", label: "Profile" },
  { to: "/my-fish", label: "My Fish Collection" },
  { to: "/my-plants", label: "My Plant Collection" },
  { to: "/my-tanks", label: "My Tanks" },
  { to: "/my-reviews", label: "My Reviews" },
  { to: "/community-gallery", label: "Community Gallery" },
  { to: "/admin", label: "Admin Panel", adminOnly: true },
  { to: "/settings", label: "Settings" },
];

export function userMenuLinks(isAdmin: boolean): MenuLink[] {
  return USER_MENU_LINKS.filter((link) => !link.adminOnly || isAdmin);
}
