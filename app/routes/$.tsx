import type { MetaFunction } from "@remix-run/node";
import { ErrorScreen } from "~/components/layout/error-screen";

export const meta: MetaFunction = () => [{ title: "404 Page Not Found | Shoal" }];

/** Any path no other route claims: the not-found screen with status 404, for every method. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen />;
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
