import { describe, expect, test } from "vitest";
import { canPostComment, commentCounterLabel, commentSchema, commentToasts } from "~/validation/comment";

describe("commentSchema", () => {
  test("trims", () => {
    expect(commentSchema.parse({ content: "  hello \n" })).toEqual({ content: "hello" });
  });

  test.each([
    [{ content: "" }, "Comment cannot be empty"],
    [{ content: " \t " }, "Comment cannot be empty"],
    [{}, "Comment cannot be empty"],
    [{ content: 5 }, "Comment must be text"],
    [{ content: "a".repeat(501) }, "Comment must be at most 500 characters"],
  ])("%j: %s", (input, message) => {
    const result = commentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  test("500 characters after trimming are fine", () => {
    expect(commentSchema.safeParse({ content: ` ${"a".repeat(500)} ` }).success).toBe(true);
  });
});

describe("the comment box", () => {
  test("counts characters as 'N/500 characters'", () => {
    expect(commentCounterLabel("")).toBe("0/500 characters");
    expect(commentCounterLabel("hello")).toBe("5/500 characters");
  });

  test("the post button needs text, within the limit, and no post in flight", () => {
    expect(canPostComment("", false)).toBe(false);
    expect(canPostComment("   ", false)).toBe(false);
    expect(canPostComment("hi", false)).toBe(true);
    expect(canPostComment("hi", true)).toBe(false);
    expect(canPostComment("a".repeat(500), false)).toBe(true);
    expect(canPostComment("a".repeat(501), false)).toBe(false);
  });

  test("toasts are the agreed ones", () => {
    expect(commentToasts.posted).toEqual({ title: "Comment posted!", description: "Your comment has been added to the discussion." });
    expect(commentToasts.deleted).toEqual({ title: "Comment deleted", description: "Your comment has been removed." });
    expect(commentToasts.signInRequired).toMatchObject({
      title: "Please sign in",
      description: "Sign in to join the discussion.",
      variant: "destructive",
    });
  });
});
