import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { CheckingPermissions } from "~/components/admin/checking-permissions";
import { ErrorScreen } from "./components/layout/error-screen";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useNonce } from "./components/nonce";
import { ToastProvider } from "./components/toast/toast-context";
import { Toaster, useServerToast } from "./components/toast/toaster";
import { memberPart } from "./components/member-part";
import { getOptionalUser } from "./web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "./services/http-cache.server";
import { takeToast } from "./services/session.server";
import { unitPreferencesFor } from "./services/unit-preferences.server";
import stylesheet from "./tailwind.css?url";
import { REVALIDATE_CACHE_CONTROL } from "~/services/http-cache.server";

/** Shown only to a member who has not chosen a username yet: a script of its own, which a visitor never downloads. */
const UsernameModal = memberPart(() => import("./components/username/username-modal").then((module) => module.UsernameModal));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Shoal: the freshwater aquarium fish encyclopedia" },
  {
    name: "description",
    content:
      "Fish profiles with care and tank compatibility, equipment reviews, aquascaping guides and a community of freshwater hobbyists.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const { toast, setCookie } = await takeToast(request);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // A page for a member, or one carrying a message meant for one person, is never shared.
  if (user || toast) headers.set("Cache-Control", MEMBER_CACHE_CONTROL);
  return data(
    {
      // Only what the header, menu and username overlay show.
      user: user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            username: user.username,
            email: user.email,
            profileImageUrl: user.profileImageUrl,
            isAdmin: user.isAdmin,
          }
        : null,
      toast: toast ? { ...toast, id: toast.id ?? "server" } : null,
      // The reader's units of measure: every page converts what it shows with them.
      units: unitPreferencesFor(request, user),
    },
    { headers },
  );
}

export type RootData = typeof loader;

/** Pages that do not say otherwise are revalidated on every visit; routes opt in to sharing. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? REVALIDATE_CACHE_CONTROL,
});

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootData>("root");
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#155e75" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-full flex-col bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <ToastProvider initial={rootData?.toast ?? null}>
          <SiteHeader user={rootData?.user ?? null} />
          <div className="flex-1">{children}</div>
          <SiteFooter signedIn={Boolean(rootData?.user)} />
          <Toaster />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, toast } = useRouteLoaderData<RootData>("root")!;
  const location = useLocation();
  useServerToast(toast);
  // Lets tests (and styles, if ever needed) tell a page whose script is running from a plain HTML one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The /username page renders its own copy of the overlay, with the server's answer beside the field.
  const needsUsername = user && !user.username && location.pathname !== "/username";
  return (
    <>
      <Outlet />
      <CheckingPermissions />
      {needsUsername ? <UsernameModal returnTo={`${location.pathname}${location.search}`} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
