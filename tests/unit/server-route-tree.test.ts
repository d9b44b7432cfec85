import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * The install patches the server's Remix and React Router builds to build a page's route tree once per build
 * instead of once per request (docs/decisions/061). These are the answers the unpatched functions give, now
 * from objects kept between requests.
 */
const require = createRequire(import.meta.url);
const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules: (manifest: Record<string, { module: object }>) => Record<string, object>;
};
type DataRoute = { id: string; path?: string; index?: boolean; children?: DataRoute[]; hasErrorBoundary?: boolean };
type StaticRouter = { routes: DataRoute[]; state: { matches: { route: DataRoute; pathname: string }[]; location: { pathname: string } } };
const { createStaticRouter } = require("react-router-dom/server") as {
  createStaticRouter: (routes: object[], context: object) => StaticRouter;
};

describe("route modules by id", () => {
  const home = { default: () => null };
  const fish = { default: () => null };
  const build = { root: { module: home }, "routes/fish": { module: fish } };

  it("names each route's module, and is the same object for the same build", () => {
    const modules = createEntryRouteModules(build);
    expect(modules).toEqual({ root: home, "routes/fish": fish });
    expect(createEntryRouteModules(build)).toBe(modules);
  });

  it("is built anew for another build", () => {
    const other = { root: { module: fish } };
    expect(createEntryRouteModules(other)).toEqual({ root: fish });
  });
});

describe("the static router", () => {
  const tree = [
    {
      id: "root",
      path: "",
      ErrorBoundary: () => null,
      children: [
        { id: "home", index: true },
        { id: "fish", path: "fish/:fishId" },
      ],
    },
  ];
  const contextFor = (pathname: string, leaf: string, params: Record<string, string>) => ({
    basename: "/",
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    // The framework-agnostic routes the handler matched, as the server's handler gives them.
    matches: [
      { route: { id: "root" }, params, pathname: "/", pathnameBase: "/" },
      { route: { id: leaf }, params, pathname, pathnameBase: pathname },
    ],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  });

  it("answers each request's own matches with the same data routes", () => {
    const first = createStaticRouter(tree, contextFor("/fish/1", "fish", { fishId: "1" }));
    const second = createStaticRouter(tree, contextFor("/", "home", {}));
    expect(second.routes).toBe(first.routes);
    expect(first.state.location.pathname).toBe("/fish/1");
    expect(first.state.matches.map((match) => [match.route.id, match.pathname])).toEqual([
      ["root", "/"],
      ["fish", "/fish/1"],
    ]);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "home"]);
    // The matches carry the data routes, with what the router adds (an error boundary's flag), not the bare ones.
    expect(first.state.matches[0].route).toBe(first.routes[0]);
    expect(first.state.matches[0].route.hasErrorBoundary).toBe(true);
  });

  it("converts another tree on its own", () => {
    const other = [{ id: "root", path: "", children: [{ id: "videos", path: "videos" }] }];
    const router = createStaticRouter(other, contextFor("/videos", "videos", {}));
    expect(router.routes[0].children?.map((route) => route.id)).toEqual(["videos"]);
    expect(router.state.matches[1].route).toBe(router.routes[0].children?.[0]);
  });
});
