import { randomUUID } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement as h, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { fishPhotos } from "../../db/schema";
import { createFish } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { ToastProvider } from "~/components/toast/toast-context";
import { buttonClasses } from "~/components/ui/button";
import { searchInputClasses } from "~/components/ui/search-field";
import AdminFishDelete, { loader as deleteLoader } from "~/routes/admin.fish.$fishId.delete";
import AdminFishList, { loader as fishLoader } from "~/routes/admin.fish._index";
import AdminFishNew from "~/routes/admin.fish.new";
import AdminImages, { loader as imagesLoader } from "~/routes/admin.images";
import { getDb } from "~/services/db.server";

/**
 * The admin pages as the server renders them, from their loaders' real answers. This file has a database of its
 * own, so "nothing pending" really means nothing.
 */

const admin = createUser({ isAdmin: true });
const BASE = "http://localhost";

/** A loader's answer, as the page receives it. */
async function loaderData(loader: (args: LoaderFunctionArgs) => unknown, url: string, params: Record<string, string> = {}) {
  const response = await respond(async () => loader({ request: await request(url, { userId: admin.id }), params, context: {} }));
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Server markup of a route component given its loader data, inside a data router (its forms need one). */
async function render(Page: ComponentType, pattern: string, url: string, data: object | null = null) {
  const handler = createStaticHandler([{ id: "page", path: pattern, loader: () => data, Component: Page }]);
  const context = await handler.query(new Request(new URL(url, BASE)));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = h(StaticRouterProvider, { router, context, hydrate: false });
  return renderToStaticMarkup(h(ToastProvider, { initial: null, children: page }));
}

async function imagesPage(url: string) {
  const data = await loaderData(imagesLoader, url);
  return { data, html: await render(AdminImages, "/admin/images", url, data) };
}

function pendingPhoto(userId: string) {
  const key = `uploads/${randomUUID()}`;
  const fish = createFish();
  return getDb()
    .insert(fishPhotos)
    .values({ fishId: fish.id, userId, objectKey: key, imageUrl: `/objects/${key}`, status: "pending" })
    .returning()
    .get();
}

describe("the moderation queue's empty states", () => {
  test("'All caught up!' when nothing waits; 'No Images Found' for an empty filter", async () => {
    const caughtUp = await imagesPage("/admin/images");
    expect(caughtUp.data).toMatchObject({ images: [], empty: { title: "All caught up!" } });
    expect(caughtUp.html).toContain(">All caught up!</h3>");
    expect(caughtUp.html).toContain("No images are waiting for review.");
    expect(caughtUp.html).not.toContain("No Images Found");

    pendingPhoto(createUser().id);
    const filtered = await imagesPage("/admin/images?kind=gallery");
    expect(filtered.data).toMatchObject({ images: [], empty: { title: "No Images Found" } });
    expect(filtered.html).toContain(">No Images Found</h3>");
    expect(filtered.html).toContain("No images match this view.");
    expect(filtered.html).not.toContain("All caught up!");

    const waiting = await imagesPage("/admin/images");
    expect(waiting.data).toMatchObject({ empty: null, counts: { pending: 1, all: 1 } });
    expect(waiting.html).not.toContain("All caught up!");
    expect(waiting.html).not.toContain("No Images Found");
  });
});

describe("the admin pages are built from the shared UI primitives", () => {
  test("the queue: status tabs and kind filters are tab links, the cards' controls are buttons", async () => {
    const { html } = await imagesPage("/admin/images?kind=fish-photo");
    // Each tab keeps its words and address; TabLinks marks the current one.
    expect(html).toMatch(
      /<a aria-current="page" class="[^"]*border-b-2[^"]*"[^>]* href="\/admin\/images\?kind=fish-photo">Pending Review \(1\)<\/a>/,
    );
    expect(html).toMatch(
      /<a class="[^"]*border-b-2[^"]*"[^>]* href="\/admin\/images\?status=all&amp;kind=fish-photo">All Images \(1\)<\/a>/,
    );
    expect(html).toMatch(/<nav aria-label="Kind of image"[^>]*><ul class="flex flex-wrap gap-2">/);
    expect(html).toMatch(
      /<a aria-current="page" class="[^"]*rounded-full[^"]*"[^>]* href="\/admin\/images\?kind=fish-photo">Fish photos<\/a>/,
    );
    expect(html).toContain(`class="${buttonClasses("primary")} flex-1"`);
    expect(html).toContain(`class="${buttonClasses("destructive")} flex-1"`);
    expect(html).toMatch(/>Approve<\/button>/);
    expect(html).toMatch(/>Reject<\/button>/);
  });

  test("the fish list's search box and the delete step's buttons", async () => {
    const species = createFish({ name: "Primitive Platy" });
    const list = await render(AdminFishList, "/admin/fish", "/admin/fish?q=platy", await loaderData(fishLoader, "/admin/fish?q=platy"));
    expect(list).toContain(`<input id="admin-fish-search" type="search" class="${searchInputClasses}"`);
    expect(list).toContain('<label for="admin-fish-search" class="sr-only">Search fish by name, scientific name or type</label>');

    const url = `/admin/fish/${species.id}/delete`;
    const confirm = await render(
      AdminFishDelete,
      "/admin/fish/:fishId/delete",
      url,
      await loaderData(deleteLoader, url, { fishId: String(species.id) }),
    );
    expect(confirm).toContain(`<button type="submit" class="${buttonClasses("destructive", "lg")}">Delete</button>`);
    expect(confirm).toContain(`<a class="${buttonClasses("ghost", "lg")}" data-discover="true" href="/admin/fish">Cancel</a>`);
  });
});

describe("the Add Fish form", () => {
  test("starts on the automatic drawing, with No drawing still offered", async () => {
    const html = await render(AdminFishNew, "/admin/fish/new", "/admin/fish/new");
    expect(html).toContain('<option value="auto" selected="">Automatic (from the fish type)</option>');
    expect(html).toContain('<option value="">No drawing</option>');
  });
});
