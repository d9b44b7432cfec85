/**
 * What visitors see the same is served from a store in memory (server.js), which must be emptied when that
 * content changes, and only then. Models that change public content (a comment, a deleted photo, an admin's
 * edit, a new username shown beside comments) call publicContentChanged; everything else (an upload address, a
 * sign-in, a saved fish, a photo waiting for approval) leaves the store alone.
 */

type Listener = (reason: string) => void;

// On globalThis so the server (which subscribes once) and the app's modules share one set across reloads.
const globalForContent = globalThis as typeof globalThis & { __shoalPublicContentListeners?: Set<Listener> };
const listeners = (globalForContent.__shoalPublicContentListeners ??= new Set());

/** Says that something visitors can see has changed; `reason` names it, for logs and tests. */
export function publicContentChanged(reason: string) {
  for (const listener of listeners) listener(reason);
}

/** Subscribes to public content changes; returns the function that unsubscribes. */
export function onPublicContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
