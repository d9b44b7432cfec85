import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { devIdentity, issueCode, requireDevProvider, validateAuthorizeParams } from "~/services/dev-idp.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Local development sign-in · Shoal" }, { name: "robots", content: "noindex" }];

const noStore = { "Cache-Control": NO_STORE_CACHE_CONTROL };

/** Development provider authorization endpoint: checks the request, then shows the sign-in form. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireDevProvider();
  const result = validateAuthorizeParams(request, new URL(request.url).searchParams);
  if (!result.ok) return data({ ...result, values: null, fieldError: null }, { status: 400, headers: noStore });
  return data({ ...result, values: null, fieldError: null }, { headers: noStore });
}

/** The form's POST: re-checks the request (the hidden fields are client input too) and issues a one-time code. */
export async function action({ request }: ActionFunctionArgs) {
  requireDevProvider();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ok: false as const, error: "The form could not be read.", values: null, fieldError: null }, { status: 400 });
  }
  const result = validateAuthorizeParams(request, form);
  if (!result.ok) return data({ ...result, values: null, fieldError: null }, { status: 400 });
  const { params } = result;
  const back = new URL(params.redirect_uri);
  back.searchParams.set("state", params.state);

  if (form.get("intent") === "cancel") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", "Sign-in was cancelled.");
    return redirect(back.toString(), { headers: noStore });
  }

  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { email: text("email").trim(), firstName: text("firstName"), lastName: text("lastName") };
  if (!/^[^\s@]+@[^\s@]+$/.test(values.email) || values.email.length > 254) {
    return data({ ...result, values, fieldError: "Enter an e-mail address, like you@example.com." }, { status: 400 });
  }
  back.searchParams.set("code", issueCode(params, devIdentity(values.email, values.firstName, values.lastName)));
  return redirect(back.toString(), { headers: noStore });
}

export default function DevAuthorize() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const view = actionData ?? loaderData;

  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">Local development sign-in</h1>
      <p className="mt-2 text-sm text-gray-600">
        This is Shoal&apos;s built-in development sign-in provider. It stands in for a real provider on your own machine and is never
        available in production. Any e-mail address signs you in as that member; the same e-mail is always the same member.
      </p>

      {!view.ok ? (
        <div role="alert" className="mt-6 rounded border border-red-300 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">This sign-in request is not valid.</p>
          <p className="mt-1">{view.error}</p>
          <p className="mt-3">
            <a className="underline" href="/api/login">
              Start signing in again
            </a>
          </p>
        </div>
      ) : (
        // A plain form on purpose: it posts as a document request and follows the redirect back to
        // /api/login with or without JavaScript, exactly as a real provider's page would.
        <form method="post" className="mt-6 space-y-4">
          {Object.entries(view.params).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div>
            <label htmlFor="dev-idp-email" className="block text-sm font-medium">
              E-mail
            </label>
            <input
              id="dev-idp-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              autoFocus
              defaultValue={view.values?.email ?? ""}
              aria-invalid={view.fieldError ? true : undefined}
              aria-describedby={view.fieldError ? "dev-idp-email-error" : undefined}
              className="mt-1 w-full rounded border border-gray-300 px-3 py-2"
            />
            {view.fieldError ? (
              <p id="dev-idp-email-error" className="mt-1 text-sm text-red-700">
                {view.fieldError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="dev-idp-first-name" className="block text-sm font-medium">
              First name <span className="font-normal text-gray-500">(optional)</span>
            </label>
            <input
              id="dev-idp-first-name"
              name="firstName"
              autoComplete="given-name"
              maxLength={50}
              defaultValue={view.values?.firstName ?? ""}
              className="mt-1 w-full rounded border border-gray-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="dev-idp-last-name" className="block text-sm font-medium">
              Last name <span className="font-normal text-gray-500">(optional)</span>
            </label>
            <input
              id="dev-idp-last-name"
              name="lastName"
              autoComplete="family-name"
              maxLength={50}
              defaultValue={view.values?.lastName ?? ""}
              className="mt-1 w-full rounded border border-gray-300 px-3 py-2"
            />
          </div>
          <div className="flex gap-3">
            <button type="submit" name="intent" value="sign-in" className="rounded bg-blue-700 px-4 py-2 text-white">
              Sign in
            </button>
            <button type="submit" name="intent" value="cancel" formNoValidate className="rounded border px-4 py-2">
              Cancel
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
