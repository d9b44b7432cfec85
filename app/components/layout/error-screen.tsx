import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { isSignInRequiredData } from "~/domain/access";
import { isTooManyRequestsData } from "~/domain/rate-limits";
import { SignInRequired } from "./sign-in-required";

/** The screen for a route's error: 404 is the not-found screen, anything else a short apology. */
export function ErrorScreen({ notFound }: { notFound?: { title: string; message: string } }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 401 && isRouteErrorResponse(error) && isSignInRequiredData(error.data)) {
    return <SignInRequired signIn={error.data.signIn} />;
  }
  if (status === 404) {
    return (
      <ErrorLayout
        code="404"
        title={notFound?.title ?? "404 Page Not Found"}
        message={notFound?.message ?? "The page you're looking for doesn't exist or has moved."}
      />
    );
  }
  if (status === 403) {
    return <ErrorLayout code="403" title="Access Denied" message="You don't have permission to view this page." />;
  }
  if (status === 429 && isRouteErrorResponse(error) && isTooManyRequestsData(error.data)) {
    return <ErrorLayout code="429" title="Too many requests" message={error.data.tooManyRequests} />;
  }
  if (status === 400) {
    return (
      <ErrorLayout code="400" title="Bad Request" message="That request could not be understood. Please check the address and try again." />
    );
  }
  if (status >= 500) console.error(error);
  return (
    <ErrorLayout code={String(status)} title="Something went wrong" message="We couldn't show this page. Please try again in a moment." />
  );
}

function ErrorLayout({ code, title, message }: { code: string; title: string; message: string }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Go Home
      </Link>
    </main>
  );
}
