import { describe, expect, it } from "vitest";
import { readImageAddress } from "~/domain/image-address";

describe("a stored picture's address", () => {
  it("is an image Shoal published, one of its drawings, or a picture shipped with the site", () => {
    expect(readImageAddress("/objects/uploads/0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11")).toEqual({
      kind: "published",
      key: "uploads/0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11",
    });
    expect(readImageAddress("/illustrations/fish/neon-tetra?v=1a2b3c")).toEqual({ kind: "drawing" });
    expect(readImageAddress("/illustrations/products/filters")).toEqual({ kind: "drawing" });
    expect(readImageAddress("/images/fish-illustration.svg")).toEqual({ kind: "site-picture" });
  });

  it.each([
    "/api/logout",
    "/api/login?state=s1&code=c1",
    "/community-gallery/12",
    "https://images.example.com/a.png",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "/objects/uploads/0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11?download=1",
    "/objects/uploads/0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11-w320",
    "/objects/uploads/../../api/logout",
    "/illustrations/fish/neon-tetra?v=1&x=/api/logout",
    "javascript:alert(1)",
    "",
  ])("refuses %s", (address) => {
    expect(readImageAddress(address)).toBeNull();
  });
});
