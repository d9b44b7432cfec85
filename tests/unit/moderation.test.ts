import { describe, expect, it } from "vitest";
import { awaitsReview, queueEmptyState } from "~/domain/moderation";
import { queueQueryOf } from "~/validation/moderation";

describe("the moderation queue's views", () => {
  it("reads ?status=reported as the reports view, and anything unknown as Pending Review", () => {
    expect(queueQueryOf(new URLSearchParams("status=reported"))).toEqual({ status: "reported", kind: null, page: 1 });
    expect(queueQueryOf(new URLSearchParams("status=hidden")).status).toBe("pending");
  });

  it("says what an empty view means: nothing waiting, no reports, or nothing in a narrower view", () => {
    expect(queueEmptyState({ status: "pending", kind: null, page: 1 }).title).toBe("All caught up!");
    expect(queueEmptyState({ status: "reported", kind: null, page: 1 }).title).toBe("No reports");
    expect(queueEmptyState({ status: "reported", kind: "gallery", page: 1 }).title).toBe("No Images Found");
    expect(queueEmptyState({ status: "all", kind: null, page: 1 }).title).toBe("No Images Found");
  });

  it("keeps a hidden image (pending again) and a reported one that is up waiting for an admin", () => {
    expect(awaitsReview({ status: "pending", reports: { count: 2 } })).toBe(true);
    expect(awaitsReview({ status: "approved", reports: { count: 1 } })).toBe(true);
    expect(awaitsReview({ status: "approved", reports: null })).toBe(false);
    expect(awaitsReview({ status: "rejected", reports: { count: 1 } })).toBe(false);
  });
});
