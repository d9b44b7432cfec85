import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * The server matches requests with @remix-run/router's CommonJS build, which the install patches to keep ranked
 * route branches and compiled patterns (docs/decisions/060). These are the answers the unpatched router gives,
 * for trees rebuilt on every render the way the static router rebuilds them.
 */
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
const router = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: (routes: Route[], location: string) => Match[] | null;
};

function appRoutes(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/fish._index", path: "fish", index: true },
        { id: "routes/fish.$fishId", path: "fish/:fishId" },
        {
          id: "routes/my-tanks",
          path: "my-tanks",
          children: [
            { id: "routes/my-tanks._index", index: true },
            { id: "routes/my-tanks.new", path: "new" },
            { id: "routes/my-tanks.$tankId", path: ":tankId" },
          ],
        },
        { id: "routes/api.$", path: "api/*" },
        { id: "routes/about", path: "lang?/about/:part?" },
        { id: "routes/Case", path: "Case", caseSensitive: true },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const everyRoute = (routes: Route[]): Route[] => routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

function matched(routes: Route[], location: string) {
  const matches = router.matchRoutes(routes, location);
  const own = new Set(everyRoute(routes));
  return matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    ofThisTree: own.has(route),
    params,
    pathname,
    pathnameBase,
  }));
}

describe("route matching on the server", () => {
  it("matches each address to the most specific route, with its params", () => {
    const routes = appRoutes();
    expect(matched(routes, "/fish/12")?.map(({ id, params }) => [id, params])).toEqual([
      ["root", { fishId: "12" }],
      ["routes/fish.$fishId", { fishId: "12" }],
    ]);
    expect(matched(routes, "/fish")?.at(-1)?.id).toBe("routes/fish._index");
    expect(matched(routes, "/my-tanks/new")?.at(-1)?.id).toBe("routes/my-tanks.new");
    expect(matched(routes, "/my-tanks/7")?.at(-1)?.params).toEqual({ tankId: "7" });
    expect(matched(routes, "/api/fish/3")?.at(-1)?.params).toEqual({ "*": "fish/3" });
    expect(matched(routes, "/lang/about/water")?.at(-1)?.params).toEqual({ lang: undefined, part: "water" });
    expect(matched(routes, "/Case")?.at(-1)?.id).toBe("routes/Case");
    expect(matched(routes, "/case")?.at(-1)?.id).toBe("routes/$");
    expect(matched(routes, "/fish/a%2Fb")?.at(-1)?.params).toEqual({ fishId: "a/b" });
  });

  it("answers with the routes of the tree it was given, when a tree of the same shape was matched before", () => {
    const first = appRoutes();
    const again = appRoutes();
    for (const location of ["/", "/fish/3", "/my-tanks", "/my-tanks/2", "/api/x", "/nowhere/at/all"]) {
      const before = matched(first, location);
      const after = matched(again, location);
      expect(after).toEqual(before);
      expect(after?.every((match) => match.ofThisTree)).toBe(true);
    }
  });

  it("answers the same path again with matches of its own, the same as the first time", () => {
    const routes = appRoutes();
    const first = router.matchRoutes(routes, "/my-tanks/4");
    const second = router.matchRoutes(routes, "/my-tanks/4");
    expect(second).toEqual(first);
    // A caller may change what it was given without changing the next caller's answer.
    expect(second).not.toBe(first);
    expect(second?.[0]).not.toBe(first?.[0]);
    expect(second?.[0].params).not.toBe(first?.[0].params);
    expect(router.matchRoutes([{ id: "only", path: "only" }], "/elsewhere")).toBeNull();
    expect(router.matchRoutes([{ id: "only", path: "only" }], "/elsewhere")).toBeNull();
  });

  it("sees a route added to a tree of another shape", () => {
    const routes = appRoutes();
    expect(matched(routes, "/plants")?.at(-1)?.id).toBe("routes/$");
    const withPlants = appRoutes();
    withPlants[0].children!.push({ id: "routes/plants", path: "plants" });
    expect(matched(withPlants, "/plants")?.at(-1)?.id).toBe("routes/plants");
  });
});
