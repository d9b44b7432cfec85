import { Link } from "@remix-run/react";
import { COPYRIGHT_YEAR } from "~/components/settings";

const EXPLORE = [
  { to: "/fish", label: "Fish Database" },
  { to: "/products", label: "Product Reviews" },
  { to: "/aquascaping", label: "Aquascaping Guides" },
  { to: "/videos", label: "Video Tutorials" },
];

/** `signedIn` hides Sign In, which only a visitor needs. */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const linkClass = "text-sm text-slate-300 hover:text-white";
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Shoal</p>
          <p className="mt-2 text-sm text-slate-300">
            Your complete guide to freshwater aquarium fish care, with detailed fish profiles, care guides and your personal fish
            collection.
          </p>
        </div>
        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Explore</h2>
          <ul className="mt-3 space-y-2">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Community">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Community</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/signup" className={linkClass}>
                Join Our Community
              </Link>
            </li>
            {signedIn ? null : (
              <li>
                <a href="/api/login" className={linkClass}>
                  Sign In
                </a>
              </li>
            )}
            <li className="text-sm text-slate-300">Fish Care Tips</li>
            <li className="text-sm text-slate-300">Expert Advice</li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-sm text-slate-300">© {COPYRIGHT_YEAR} Shoal. All rights reserved.</div>
    </footer>
  );
}
