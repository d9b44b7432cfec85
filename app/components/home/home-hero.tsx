import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { roundedDownFigure } from "~/domain/figures";

const primary =
  "inline-flex items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const secondary =
  "inline-flex items-center justify-center rounded-md border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function Hero({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-brand-50">{children}</div>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** Signed in: the way into the fish database and, for a member who just joined, the tank checker. */
export function MemberHero({ newMember }: { newMember: boolean }) {
  return (
    <Hero
      title={newMember ? "Welcome to Shoal" : "Welcome back to Shoal"}
      actions={
        <>
          <Link to="/fish" className={primary}>
            Explore Fish Database
          </Link>
          {newMember ? (
            <Link to="/checker" className={secondary}>
              Check Your Tank
            </Link>
          ) : (
            <Link to="/videos" className={secondary}>
              Watch Tutorials
            </Link>
          )}
        </>
      }
    >
      <p>Look up a species, check who it gets along with, compare equipment and plan your next aquascape.</p>
    </Hero>
  );
}

/** Signed out: sign up or sign in (both through the provider login), or just browse the fish. */
export function LandingHero({ speciesCount }: { speciesCount: number }) {
  return (
    <Hero
      title="Everything your freshwater fish need to thrive"
      actions={
        <>
          <a href="/api/login?returnTo=%2F" className={primary}>
            Sign Up Free
          </a>
          <a href="/api/login?returnTo=%2F" className={secondary}>
            Log In
          </a>
          <Link
            to="/fish"
            className="inline-flex items-center py-2.5 font-semibold text-white underline underline-offset-4 hover:text-brand-50 sm:px-2"
          >
            Browse Fish
          </Link>
        </>
      }
    >
      <p>
        Shoal is a complete guide to freshwater aquarium fish care: fish profiles, care guides and your personal collection.{" "}
        {speciesCount > 0 ? `Start with ${roundedDownFigure(speciesCount)} species and find` : "Find"} out which fish belong together before
        they share a tank.
      </p>
    </Hero>
  );
}
