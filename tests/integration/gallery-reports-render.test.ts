import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement as h, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { communityImages, imageReports } from "../../db/schema";
import { createUser, request, respond } from "../support/factories";
import { ToastProvider } from "~/components/toast/toast-context";
import { REPORT_HELP } from "~/domain/gallery-rules";
import { reportImage } from "~/models/gallery-reactions.server";
import AdminImages, { loader as imagesLoader } from "~/routes/admin.images";
import GalleryImagePage, { loader as imageLoader } from "~/routes/community-gallery.$imageId";
import { getDb } from "~/services/db.server";

/**
 * What members and admins see of reports, as the server renders the pages: the report form says what a report
 * does, and an image that new accounts reported waits in the admins' queue, still up, with its reasons.
 */

const BASE = "http://localhost";

async function loaderData(loader: (args: LoaderFunctionArgs) => unknown, url: string, userId: string, params: Record<string, string> = {}) {
  const response = await respond(async () => loader({ request: await request(url, { userId }), params, context: {} }));
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

async function render(Page: ComponentType, pattern: string, url: string, data: object) {
  const handler = createStaticHandler([{ id: "page", path: pattern, loader: () => data, Component: Page }]);
  const context = await handler.query(new Request(new URL(url, BASE)));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(h(ToastProvider, { initial: null, children: h(StaticRouterProvider, { router, context, hydrate: false }) }));
}

function approvedImage(userId: string, title: string) {
  return getDb()
    .insert(communityImages)
    .values({ userId, title, category: "setup", imageUrl: "/uploads/tank.png", status: "approved" })
    .returning()
    .get();
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("reports on the pages", () => {
  test("the report form tells the member what their report does", async () => {
    const image = approvedImage(createUser().id, "Someone's tank");
    const member = createUser();
    const url = `/community-gallery/${image.id}`;
    const html = await render(
      GalleryImagePage,
      "/community-gallery/:imageId",
      url,
      await loaderData(imageLoader, url, member.id, { imageId: String(image.id) }),
    );
    expect(html).toContain("Report this image");
    expect(html).toContain(escaped(REPORT_HELP));
    expect(html).toMatch(/<p id="([^"]+)"[^>]*>[^<]*<\/p>.*<select name="reason"[^>]*aria-describedby="\1"/s);
  });

  test("an image three new accounts reported is in the admins' queue, still approved, with its reasons and the review buttons", async () => {
    const image = approvedImage(createUser().id, "Reported but up");
    for (const reason of ["spam", "not-theirs", "spam"] as const) {
      const outcome = reportImage(createUser(), image.id, reason);
      expect(outcome).toMatchObject({ ok: true, hidden: false });
    }
    expect(getDb().select().from(imageReports).all()).toHaveLength(3);
    const admin = createUser({ isAdmin: true });
    const html = await render(AdminImages, "/admin/images", "/admin/images", await loaderData(imagesLoader, "/admin/images", admin.id));
    expect(html).toMatch(/Pending Review \(1\)/);
    expect(html).toContain("Reported but up");
    expect(html).toContain("Reported by 3 members: Spam or advertising, Not the uploader&#x27;s own photo");
    expect(html).toContain("Still visible");
    expect(html).toMatch(/<button[^>]*name="status" value="approved"/);
    expect(html).toMatch(/<button[^>]*name="status" value="rejected"/);
  });
});
