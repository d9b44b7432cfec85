import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, cardClasses } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { SearchField } from "~/components/ui/search-field";
import { SourcesCard } from "~/components/ui/sources-card";
import { TabLinks } from "~/components/ui/tabs";

/** Server markup, as a visitor without JavaScript receives it; links need a router around them. */
function html(element: ReactElement, url = "/"): string {
  return renderToStaticMarkup(h(StaticRouter, { location: url }, element));
}

describe("Button", () => {
  test("the classes the pages used before: a primary search button and an outlined one", () => {
    for (const cls of "rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800".split(" ")) {
      expect(buttonClasses("primary", "md").split(" ")).toContain(cls);
    }
    expect(buttonClasses("secondary", "lg")).toContain("border border-slate-300 bg-white");
    expect(buttonClasses("destructive")).toContain("bg-red-700");
    expect(buttonClasses("ghost")).not.toContain("bg-brand-700");
  });

  test("renders a button of the given type, with extra classes after its own", () => {
    const markup = html(h(Button, { type: "submit", variant: "secondary", className: "ml-auto" }, "Search"));
    expect(markup).toMatch(/^<button type="submit" class="[^"]*border-slate-300[^"]* ml-auto">Search<\/button>$/);
  });
});

describe("Badge and Card", () => {
  test("a badge has its tone", () => {
    expect(html(h(Badge, { tone: "success", children: "Beginner" }))).toContain("bg-green-100 text-green-800");
    expect(html(h(Badge, { children: "Other" }))).toContain("bg-slate-100");
  });

  test("a card is the element asked for, with the panel's classes", () => {
    const markup = html(h(Card, { as: "article", "aria-labelledby": "t", className: "flex" }, "x"));
    expect(markup).toMatch(
      /^<article class="flex rounded-lg border border-slate-200 bg-white shadow-sm" aria-labelledby="t">x<\/article>$/,
    );
    expect(cardClasses({ interactive: true })).toContain("hover:shadow-md");
  });
});

describe("EmptyState", () => {
  test("heading, sentence, hint and action", () => {
    const markup = html(
      h(EmptyState, {
        title: "No Fish Found",
        titleAs: "h3",
        description: "Nothing matched.",
        hint: "Try again.",
        action: h("a", { href: "/fish" }, "Clear Filters"),
      }),
    );
    expect(markup).toContain('<h3 class="text-xl font-semibold text-slate-900">No Fish Found</h3>');
    expect(markup).toContain("Nothing matched.");
    expect(markup).toContain("Try again.");
    expect(markup).toContain('<a href="/fish">Clear Filters</a>');
    expect(markup).toContain("py-12");
  });

  test("compact: one line, no heading", () => {
    const markup = html(h(EmptyState, { compact: true, description: "No videos yet." }));
    expect(markup).not.toMatch(/<h\d/);
    expect(markup).toContain("py-10");
  });
});

describe("SearchField", () => {
  test("a labelled search box", () => {
    const markup = html(h(SearchField, { id: "q", label: "Search videos", name: "q", defaultValue: "tetra", className: "flex-1" }));
    expect(markup).toContain('<label for="q" class="sr-only">Search videos</label>');
    expect(markup).toMatch(/<input id="q" type="search" class="[^"]+" name="q" value="tetra"\/>/);
    expect(markup).toContain('class="relative flex-1"');
    expect(markup).toContain('aria-hidden="true"');
  });
});

describe("Field", () => {
  const render = (errors?: string[], hint?: string) =>
    html(h(Field, { id: "name", label: "Name", errors, hint, children: (control) => h("input", { ...control, name: "name" }) }));

  test("ties the label to the control", () => {
    const markup = render();
    expect(markup).toContain('<label for="name"');
    expect(markup).toContain('<input id="name" name="name"/>');
  });

  test("a hint describes the control; an error marks it invalid and describes it first", () => {
    expect(render(undefined, "As on the tank.")).toContain('aria-describedby="name-hint"');
    const markup = render(["Name is required"], "As on the tank.");
    expect(markup).toContain('aria-invalid="true" aria-describedby="name-error name-hint"');
    expect(markup).toContain('<p id="name-error" class="mt-1 text-sm text-red-700">Name is required</p>');
  });
});

describe("TabLinks", () => {
  const tabs = [
    { to: "/my-fish?type=owned", label: "Owned", current: true, count: 3 },
    { to: "/my-fish?type=wishlist", label: "Wishlist", current: false, count: 1 },
  ];

  test("links in a named navigation, the current one marked as the page", () => {
    const markup = html(h(TabLinks, { label: "Collection", tabs, countLabel: () => " fish" }));
    expect(markup).toContain('<nav aria-label="Collection">');
    expect(markup).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/my-fish\?type=owned"|<a[^>]*href="\/my-fish\?type=owned"[^>]*aria-current="page"/,
    );
    expect(markup.match(/aria-current/g)).toHaveLength(1);
    expect(markup).toContain('<span class="sr-only"> fish</span>');
    expect(markup).toMatch(/>3<span/);
  });
});

describe("Dialog", () => {
  test("a details element: the summary opens it and, open, its backdrop and Close shut it", () => {
    const markup = html(h(Dialog, { trigger: "Filters", title: "Filter the list", children: h("p", null, "Body") }));
    expect(markup).toMatch(/^<details class="group\/dialog"><summary class="[^"]*">Filters<span aria-hidden="true"/);
    expect(markup).toMatch(
      /<\/span><\/span><\/span><\/summary><div role="dialog" aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Filter the list<\/h2>/,
    );
    expect(markup).toContain("<p>Body</p>");
    expect(markup).not.toContain("aria-modal");
  });

  test("content kept for its first opening is absent while closed, and there when it arrives open", () => {
    const closed = html(h(Dialog, { trigger: "Upload", title: "Upload Image", contentOnceOpened: true, children: h("p", null, "Form") }));
    expect(closed).toContain("Upload Image</h2>");
    expect(closed).not.toContain("<p>Form</p>");
    const open = html(
      h(Dialog, { trigger: "Upload", title: "Upload Image", contentOnceOpened: true, defaultOpen: true, children: h("p", null, "Form") }),
    );
    expect(open).toContain("<p>Form</p>");
  });
});

describe("SourcesCard", () => {
  const sources = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ title: `Reference ${i + 1}`, url: `https://example.org/${i + 1}`, cited: "temperature" }));
  const listedAtOnce = (markup: string) => markup.split("<details")[0].match(/<li>/g)?.length ?? 0;

  test("lists the first six references and puts the rest behind a disclosure that names how many", () => {
    const markup = html(h(SourcesCard, { sources: sources(20) }));
    expect(listedAtOnce(markup)).toBe(6);
    expect(markup).toContain(">Show 14 more sources<");
    expect(markup.split("<details")[1].match(/<li>/g)).toHaveLength(14);
    expect(markup).toContain('href="https://example.org/20"');
  });

  test("lists every reference when a disclosure would hide fewer than three", () => {
    expect(listedAtOnce(html(h(SourcesCard, { sources: sources(8) })))).toBe(8);
    expect(html(h(SourcesCard, { sources: sources(8) }))).not.toContain("<details");
    expect(listedAtOnce(html(h(SourcesCard, { sources: sources(9) })))).toBe(6);
    expect(html(h(SourcesCard, { sources: [] }))).toBe("");
  });
});
