import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/** Every member part's loader, each loading its module once. */
const loaders: (() => Promise<unknown>)[] = [];
let allLoaded = false;

/** The parts on the page whose script has not taken over yet (the browser only). */
const waiting = new Set<{ shown: boolean }>();

/**
 * `<html data-member-parts-loading>` while a part on the page still shows the server's HTML: its form then works
 * as a plain post, and what is typed into it is kept when its script takes over.
 */
function markWaiting() {
  if (waiting.size > 0) document.documentElement.dataset.memberPartsLoading = "";
  else delete document.documentElement.dataset.memberPartsLoading;
}

/** Rendered around a part once its script is there: the part has taken over from the server's HTML. */
function Shown({ token, children }: { token: { shown: boolean }; children: ReactNode }) {
  useEffect(() => {
    token.shown = true;
    waiting.delete(token);
    markWaiting();
  }, [token]);
  return children;
}

/**
 * A part of a page that only members are shown (a form and what it needs, such as the form library), in a script
 * of its own, so that a visitor's first load never downloads it.
 *
 * - The server renders the part in place like any component: `memberPartsLoaded()` has loaded every part before
 *   the first page is rendered. (A lazy component would instead send its fallback first and the part after it,
 *   which a member without JavaScript would never see.)
 * - In the browser the part's script is asked for when hydration reaches it; until it has arrived, the server's
 *   HTML stays as it is and its forms work as plain posts. After a client-side navigation nothing is shown there
 *   for the moment the script takes.
 */
export function memberPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.push(loadOnce);
  allLoaded = false;
  // A lazy component's props are its module's; the type says so where React's own cannot follow the generic.
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;

  function MemberPart(props: Props) {
    const [token] = useState(() => ({ shown: false }));
    // Effects run children first: a part whose script was there already has been shown by now.
    useEffect(() => {
      if (!token.shown) waiting.add(token);
      markWaiting();
      return () => {
        waiting.delete(token);
        markWaiting();
      };
    }, [token]);
    const Part = typeof document === "undefined" && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Shown token={token}>
          <Part {...props} />
        </Shown>
      </Suspense>
    );
  }
  // Until its script has arrived the part is server HTML that React has not taken over: a re-render reaching it
  // then would make React drop that HTML and show the fallback (nothing) until the script arrives, losing what the
  // member typed. The page re-renders around it on its own (a toast, the router settling), always with the same
  // props: memo keeps those re-renders out.
  return memo(MemberPart) as unknown as ComponentType<Props>;
}

/** The server, before it renders a page: null once every member part is loaded, else the promise of it. */
export function memberPartsLoaded(): Promise<void> | null {
  if (allLoaded) return null;
  const count = loaders.length;
  return Promise.all(loaders.map((load) => load())).then(() => {
    allLoaded = loaders.length === count;
  });
}
