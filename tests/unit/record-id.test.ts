import { describe, expect, test } from "vitest";
import { parseRecordId, recordIdSchema } from "~/validation/record-id";

describe("parseRecordId", () => {
  test.each([
    ["1", 1],
    ["42", 42],
    ["900719925474099", 900719925474099],
    [7, 7],
  ])("%j is %j", (input, expected) => {
    expect(parseRecordId(input)).toBe(expected);
  });

  test.each(["abc", "-1", "0", "01", "1e3", "1.5", " 1", "1 ", "", "9007199254740993", "999999999999999999999", "0x10", "+1"])(
    "string %j is not an id",
    (input) => {
      expect(parseRecordId(input)).toBeNull();
    },
  );

  test.each([0, -1, 1.5, 1e20, Number.NaN, Infinity, null, undefined, true, {}, [1]])("value %j is not an id", (input) => {
    expect(parseRecordId(input)).toBeNull();
  });

  test("the schema names the field in its message", () => {
    const result = recordIdSchema("fishId").safeParse("abc");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("fishId must be a positive whole number");
    expect(recordIdSchema("fishId").parse("12")).toBe(12);
  });
});
