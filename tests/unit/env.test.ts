import { describe, expect, test } from "vitest";
import { devProviderEnabled, parseEnv, productionProblems } from "~/services/env.server";

describe("environment", () => {
  test("embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("data/shoal.db");
    expect(env.UPLOADS_DIR).toBe("data/uploads");
    expect(env.STORAGE_DRIVER).toBe("local");
    expect(devProviderEnabled(env)).toBe(true);
    expect(productionProblems(env)).toEqual([]);
  });
  test("production without secrets cannot start, and says why", () => {
    const problems = productionProblems(parseEnv({ NODE_ENV: "production" }));
    expect(problems.join("\n")).toMatch(/SESSION_SECRET is required/);
    expect(problems.join("\n")).toMatch(/APP_URL is required/);
  });
  test("production on several machines (LiteFS) needs uploads in a bucket", () => {
    const litefs = (storage: Record<string, string>) =>
      productionProblems(parseEnv({ NODE_ENV: "production", LITEFS_DIR: "/litefs", ...storage })).join("\n");
    expect(litefs({})).toMatch(/LITEFS_DIR \(several machines\) needs STORAGE_DRIVER=s3/);
    expect(litefs({ STORAGE_DRIVER: "s3" })).not.toMatch(/LITEFS_DIR/);
    expect(parseEnv({}).LITEFS_DIR).toBeUndefined();
  });
  test("production never runs the development provider", () => {
    expect(devProviderEnabled(parseEnv({ NODE_ENV: "production" }))).toBe(false);
  });
  test("a configured provider replaces the development one", () => {
    expect(devProviderEnabled(parseEnv({ OAUTH_ISSUER: "https://id.example" }))).toBe(false);
  });
  test("admin e-mails are matched case-insensitively", () => {
    expect(parseEnv({ ADMIN_EMAILS: " A@Example.com, b@example.com ," }).adminEmails).toEqual(["a@example.com", "b@example.com"]);
  });
  test("a bad value is a clear error", () => {
    expect(() => parseEnv({ PORT: "not-a-port" })).toThrow(/PORT/);
  });
});
