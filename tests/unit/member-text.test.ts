import { describe, expect, test } from "vitest";
import { commentProblem } from "~/domain/comment-rules";
import { cleanMemberText, isVisiblyEmpty } from "~/domain/member-text";
import { waitInWords } from "~/domain/rate-limits";
import { commentSchema } from "~/validation/comment";
import { captionSchema } from "~/validation/fish-photo";

describe("text members write", () => {
  test("control characters other than line breaks and tabs are dropped", () => {
    expect(cleanMemberText("a\u0000b\u0007c\u001Bd\u007Fe\u0085f\tg\nh")).toBe("abcdef\tg\nh");
    expect(cleanMemberText("one\r\ntwo\rthree")).toBe("one\ntwo\nthree");
  });

  test.each([
    ["zero-width spaces", "\u200B\u200B\u200B"],
    ["a byte-order mark and joiners", "\uFEFF\u200C\u200D\u2060"],
    ["direction marks", "\u200E\u200F\u202E"],
    ["Hangul fillers and the Braille blank", "\u3164\u115F\u2800"],
    ["a soft hyphen and no-break spaces", "\u00AD\u00A0\u3000"],
  ])("text of only %s is empty", (_kind, text) => {
    expect(isVisiblyEmpty(text)).toBe(true);
  });

  test("emoji sequences and real words are not empty", () => {
    expect(isVisiblyEmpty("\u{1F41F}\u200D\u{1F525}")).toBe(false);
    expect(isVisiblyEmpty("\u200Bhi")).toBe(false);
  });
});

describe("comments", () => {
  test("a comment of only invisible characters is refused as empty", () => {
    const result = commentSchema.safeParse({ content: "\u200B\u200D\uFEFF \u2800" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Comment cannot be empty");
    expect(commentProblem("\u200B\u200B")).toBe("Comment cannot be empty");
  });

  test("control characters are dropped from what is stored, line breaks kept", () => {
    expect(commentSchema.parse({ content: "  Great\u0000 fish\u001B[31m\nreally  " })).toEqual({
      content: "Great fish[31m\nreally",
    });
  });

  test("captions lose control characters and disappear when nothing visible is left", () => {
    expect(captionSchema.parse("My\u0007 betta")).toBe("My betta");
    expect(captionSchema.parse("\u200B\u200B")).toBeUndefined();
  });
});

describe("waiting times in words", () => {
  test.each([
    [0.2, "1 second"],
    [30, "30 seconds"],
    [89, "89 seconds"],
    [120, "2 minutes"],
    [3600, "60 minutes"],
    [86_400, "24 hours"],
  ])("%s s reads %s", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
