import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { memberPartsLoaded } from "./components/member-part";
import { NonceProvider } from "./components/nonce";

// The HTTP server (server.js starts it from the build).
export { startHttpServer } from "./web/http/server.server";

const ABORT_DELAY = 5_000;

/**
 * What the server logs: its own failures, not a client's mistakes. A POST to a page without an action (405), an
 * unknown route (404) or a refused request is answered as such and is not an error of ours; neither is a client
 * that went away, nor a request in the old `?_data=` form (answered, but no longer used by our pages).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && error.message.startsWith("Warning: Single fetch-enabled apps should not be making ?_data")) return;
  console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The parts of pages that only members see are scripts of their own; the server loads them once, before its first page.
  const loading = memberPartsLoaded();
  if (loading) return loading.then(() => renderDocument(request, responseStatusCode, responseHeaders, remixContext, loadContext));
  return renderDocument(request, responseStatusCode, responseHeaders, remixContext, loadContext);
}

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  // Crawlers and clients without JavaScript get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stops a render that is still streaming after ABORT_DELAY. Cleared as soon as the render has ended:
    // otherwise the timer keeps every finished render's state alive for the full delay, long enough to outlive
    // the young generation, and the old generation then fills with them and needs full collections.
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer);
              abortTimer = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already rendered as the error screen; log the ones before it, unless the
          // client left (the server then stops reading the render, which React reports as an error too).
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
    /** The client's address: the header named by CLIENT_IP_HEADER when the proxy set it, else the socket's. */
    clientAddress?: string;
  }
}
