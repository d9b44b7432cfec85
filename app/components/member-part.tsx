import { lazy, Suspense, type ComponentType } from "react";

/** Every member part's loader, each loading its module once. */
const loaders: (() => Promise<unknown>)[] = [];
let allLoaded = false;

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
    const Part = typeof document === "undefined" && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return MemberPart;
}

/** The server, before it renders a page: null once every member part is loaded, else the promise of it. */
export function memberPartsLoaded(): Promise<void> | null {
  if (allLoaded) return null;
  const count = loaders.length;
  return Promise.all(loaders.map((load) => load())).then(() => {
    allLoaded = loaders.length === count;
  });
}
