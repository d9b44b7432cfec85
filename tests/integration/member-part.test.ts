import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { memberPart, memberPartsLoaded } from "~/components/member-part";

// A member part is a script of its own in the browser; the server must still write it into the page, in place,
// so that a member without JavaScript gets the form.

const greeting = (word: string) =>
  function Greeting({ name }: { name: string }) {
    return createElement("p", null, `${word}, ${name}`);
  };

describe("a member part on the server", () => {
  it("is written in place once the parts are loaded, each module loaded once", async () => {
    let loads = 0;
    const Hello = memberPart(async () => {
      loads += 1;
      return greeting("Hello");
    });
    await memberPartsLoaded();
    expect(memberPartsLoaded()).toBeNull();
    expect(renderToString(createElement(Hello, { name: "Nina" }))).toBe("<!--$--><p>Hello, Nina</p><!--/$-->");
    await memberPartsLoaded();
    expect(loads).toBe(1);
  });

  it("waits again for a part added after the others were loaded", async () => {
    await memberPartsLoaded();
    const Welcome = memberPart(async () => greeting("Welcome"));
    const loading = memberPartsLoaded();
    expect(loading).not.toBeNull();
    await loading;
    expect(renderToString(createElement(Welcome, { name: "Owen" }))).toBe("<!--$--><p>Welcome, Owen</p><!--/$-->");
  });
});
