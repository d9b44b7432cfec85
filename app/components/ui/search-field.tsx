import type { InputHTMLAttributes } from "react";

/** The magnifying glass of every search box on the site. */
export function SearchIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** The search box's own look, for a box that cannot be a `SearchField` (a controlled input in a dialog). */
export const searchInputClasses =
  "w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm";

/**
 * A labelled `<input type="search">` with the icon inside it. The label is for screen readers only: the box, the
 * icon, the placeholder and the button beside it say what it is to everyone else. Put it in a GET form, so a
 * search is an address that works without JavaScript. `className` is for the box's wrapper (for example `flex-1`
 * in a row with the Search button).
 */
export function SearchField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "className">) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className={className ? `relative ${className}` : "relative"}>
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          <SearchIcon />
        </span>
        <input id={id} type="search" className={searchInputClasses} {...input} />
      </div>
    </>
  );
}
