import { describe, expect, test } from "vitest";
import { avatarInitials, discussionInitials, discussionName, displayName, greetingName, profileName } from "~/domain/display-name";

describe("display name", () => {
  test("prefers the username", () => {
    expect(displayName({ username: "reefkeeper", firstName: "Ana", lastName: "Lima", email: "ana@x.org" })).toBe("reefkeeper");
  });
  test("then first and last name, trimmed", () => {
    expect(displayName({ firstName: " Ana ", lastName: "Lima" })).toBe("Ana Lima");
    expect(displayName({ firstName: "Ana", lastName: null })).toBe("Ana");
  });
  test("then the e-mail before the at-sign", () => {
    expect(displayName({ email: "fishfan@example.com" })).toBe("fishfan");
  });
  test("else 'User'", () => {
    expect(displayName({})).toBe("User");
  });
});

describe("profile name", () => {
  test("first and last name, not the username", () => {
    expect(profileName({ username: "reefkeeper", firstName: "Ana", lastName: "Lima", email: "ana@x.org" })).toBe("Ana Lima");
  });
  test("then the e-mail before the at-sign, else 'User'", () => {
    expect(profileName({ username: "reefkeeper", email: "fishfan@example.com" })).toBe("fishfan");
    expect(profileName({ username: "reefkeeper" })).toBe("User");
  });
});

describe("avatar initials", () => {
  test("first letter of the username, uppercased", () => {
    expect(avatarInitials({ username: "guppy_lover", firstName: "Ana", lastName: "Lima" })).toBe("G");
  });
  test("else initials of first and last name", () => {
    expect(avatarInitials({ firstName: "ana", lastName: "lima" })).toBe("AL");
  });
  test("else 'U'", () => {
    expect(avatarInitials({ email: "x@y.z" })).toBe("U");
  });
});

describe("greeting", () => {
  test("uses the first name", () => {
    expect(greetingName({ firstName: "Ana", username: "ana_l" })).toBe("Ana");
  });
});

describe("discussion name and initials", () => {
  test("username first", () => {
    expect(discussionName({ username: "tetra_tom", firstName: "Tom" })).toBe("tetra_tom");
    expect(discussionInitials({ username: "tetra_tom" })).toBe("TE");
  });
  test("first plus last name", () => {
    expect(discussionName({ firstName: "Tom", lastName: "Reed" })).toBe("Tom Reed");
    expect(discussionInitials({ firstName: "Tom", lastName: "Reed" })).toBe("TR");
  });
  test("first name alone", () => {
    expect(discussionName({ firstName: "Tom" })).toBe("Tom");
    expect(discussionInitials({ firstName: "Tom" })).toBe("TO");
  });
  test("anonymous", () => {
    expect(discussionName({})).toBe("Anonymous User");
    expect(discussionInitials({})).toBe("AU");
  });
});
