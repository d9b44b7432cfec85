import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { discussionComments, fish, fishCommentCounts, users } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { addComment, countComments } from "~/models/discussion.server";
import { action as apiDelete, loader as apiDeleteLoader } from "~/routes/api.fish.discussions.$commentId";
import { action as apiPost, loader as apiList } from "~/routes/api.fish.$fishId.discussions";
import { action as pageAction } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";

function commentsOn(fishId: number) {
  return getDb().select().from(discussionComments).where(eq(discussionComments.fishId, fishId)).all();
}

function commentById(id: number) {
  return getDb().select().from(discussionComments).where(eq(discussionComments.id, id)).get();
}

async function post(fishId: number | string, fields: Record<string, string>, userId?: string) {
  return respond(async () =>
    pageAction({
      request: await request(`/fish/${fishId}`, { method: "POST", body: new URLSearchParams(fields), userId }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

async function listApi(fishId: string | number) {
  return respond(async () =>
    apiList({ request: await request(`/api/fish/${fishId}/discussions`), params: { fishId: String(fishId) }, context: {} }),
  );
}

async function postApi(fishId: string | number, body: unknown, userId?: string, init: RequestInit = {}) {
  return respond(async () =>
    apiPost({
      request: await request(`/api/fish/${fishId}/discussions`, { method: "POST", json: body, userId, ...init }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

async function deleteApi(commentId: string | number, userId?: string, method = "DELETE") {
  return respond(async () =>
    apiDelete({
      request: await request(`/api/fish/discussions/${commentId}`, { method, userId }),
      params: { commentId: String(commentId) },
      context: {},
    }),
  );
}

function commentBy(userId: string, fishId: number, content = "A comment") {
  const result = addComment(userId, fishId, content);
  if (!result.ok) throw new Error("could not add comment");
  return result.comment;
}

describe("the fish page's comment intent", () => {
  test("a visitor is told to sign in and nothing is stored", async () => {
    const species = createFish();
    const response = await post(species.id, { intent: "comment", content: "Hello" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toMatchObject({
      title: "Please sign in",
      description: "Sign in to join the discussion.",
      variant: "destructive",
    });
    expect(commentsOn(species.id)).toEqual([]);
  });

  test("a member posts a trimmed comment and is told it was added", async () => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "comment", content: "  My neons love this tank.  " }, member.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toMatchObject({
      title: "Comment posted!",
      description: "Your comment has been added to the discussion.",
    });
    expect(commentsOn(species.id)).toMatchObject([{ userId: member.id, content: "My neons love this tank." }]);
  });

  test.each([
    ["", "Comment cannot be empty"],
    ["   \n  ", "Comment cannot be empty"],
    ["x".repeat(501), "Comment must be at most 500 characters"],
  ])("%j is refused with 400 beside the field, keeping the text", async (content, message) => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "comment", content }, member.id);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.intent).toBe("comment");
    expect(body.result.error).toEqual({ content: [message] });
    if (content) expect(body.result.initialValue.content).toBe(content);
    expect(commentsOn(species.id)).toEqual([]);
  });

  test("exactly 500 characters is fine", async () => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "comment", content: "y".repeat(500) }, member.id);
    expect(response.status).toBe(302);
    expect(commentsOn(species.id)[0].content).toHaveLength(500);
  });

  test("a comment on a missing fish is a 404", async () => {
    const member = createUser();
    for (const id of ["abc", "-1", "1e3", "99999999"]) {
      expect((await post(id, { intent: "comment", content: "Hi" }, member.id)).status).toBe(404);
    }
  });
});

describe("the fish page's delete-comment intent", () => {
  test("the author deletes their comment", async () => {
    const species = createFish();
    const member = createUser();
    const comment = commentBy(member.id, species.id);
    const response = await post(species.id, { intent: "delete-comment", commentId: String(comment.id) }, member.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Comment deleted", description: "Your comment has been removed." });
    expect(commentById(comment.id)).toBeUndefined();
  });

  test("another member's crafted post is refused with 403 and the comment stays", async () => {
    const species = createFish();
    const author = createUser();
    const other = createUser();
    const comment = commentBy(author.id, species.id);
    const response = await post(species.id, { intent: "delete-comment", commentId: String(comment.id) }, other.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      intent: "delete-comment",
      toast: { title: "Error", description: "Failed to delete comment." },
    });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(commentById(comment.id)).toBeDefined();
  });

  test("a visitor is told to sign in and the comment stays", async () => {
    const species = createFish();
    const author = createUser();
    const comment = commentBy(author.id, species.id);
    const response = await post(species.id, { intent: "delete-comment", commentId: String(comment.id) });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Please sign in" });
    expect(commentById(comment.id)).toBeDefined();
  });

  test("an admin may remove any comment, for moderation", async () => {
    const species = createFish();
    const author = createUser();
    const admin = createUser({ isAdmin: true });
    const comment = commentBy(author.id, species.id);
    const response = await post(species.id, { intent: "delete-comment", commentId: String(comment.id) }, admin.id);
    expect(response.status).toBe(302);
    expect(commentById(comment.id)).toBeUndefined();
  });

  test("a missing, malformed or other fish's comment is a 404", async () => {
    const species = createFish();
    const elsewhere = createFish();
    const member = createUser();
    const onOtherFish = commentBy(member.id, elsewhere.id);
    for (const commentId of ["abc", "-1", "99999999", "", String(onOtherFish.id)]) {
      const response = await post(species.id, { intent: "delete-comment", commentId }, member.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ toast: { description: "Failed to delete comment." } });
    }
    expect(commentById(onOtherFish.id)).toBeDefined();
  });
});

describe("GET /api/fish/{fishId}/discussions", () => {
  test("lists comments newest first with every field", async () => {
    const species = createFish();
    const author = createUser({ username: "tetra_tom", firstName: "Tom", lastName: "Reed", profileImageUrl: null });
    const older = getDb()
      .insert(discussionComments)
      .values({ fishId: species.id, userId: author.id, content: "First", createdAt: "2024-03-01T08:00:00.000Z" })
      .returning()
      .get();
    const newer = commentBy(author.id, species.id, "Second");
    const response = await listApi(species.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: newer.id,
        userId: author.id,
        content: "Second",
        createdAt: newer.createdAt,
        user: { username: "tetra_tom", firstName: "Tom", lastName: "Reed", profileImageUrl: null },
      },
      {
        id: older.id,
        userId: author.id,
        content: "First",
        createdAt: "2024-03-01T08:00:00.000Z",
        user: { username: "tetra_tom", firstName: "Tom", lastName: "Reed", profileImageUrl: null },
      },
    ]);
  });

  test("a fish without comments has an empty list", async () => {
    const species = createFish();
    expect(await (await listApi(species.id)).json()).toEqual([]);
  });

  test.each(["abc", "-1", "1e3", "99999999", "999999999999999999999"])("fish %j is a JSON 404", async (id) => {
    const response = await listApi(id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Fish not found" });
  });
});

describe("POST /api/fish/{fishId}/discussions", () => {
  test("a visitor gets 401", async () => {
    const species = createFish();
    const response = await postApi(species.id, { content: "Hi" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
    expect(commentsOn(species.id)).toEqual([]);
  });

  test("a member gets 201 with the created comment", async () => {
    const species = createFish();
    const member = createUser({ username: "api_poster" });
    const response = await postApi(species.id, { content: "  Great fish  " }, member.id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      userId: member.id,
      content: "Great fish",
      user: { username: "api_poster", firstName: member.firstName, lastName: member.lastName, profileImageUrl: null },
    });
    expect(commentsOn(species.id)).toHaveLength(1);
  });

  test.each([
    [{ content: "" }, "Comment cannot be empty"],
    [{ content: "   " }, "Comment cannot be empty"],
    [{}, "Comment cannot be empty"],
    [{ content: null }, "Comment cannot be empty"],
    [{ content: 42 }, "Comment must be text"],
    [{ content: "z".repeat(501) }, "Comment must be at most 500 characters"],
    [["content"], "Expected a JSON object with content"],
  ])("body %j is a 400 saying %s", async (body, message) => {
    const species = createFish();
    const member = createUser();
    const response = await postApi(species.id, body, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(commentsOn(species.id)).toEqual([]);
  });

  test("malformed JSON is a 400", async () => {
    const species = createFish();
    const member = createUser();
    const response = await postApi(species.id, undefined, member.id, {
      body: '{"content":',
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
  });

  test("an unknown fish is 404", async () => {
    const member = createUser();
    for (const id of ["99999999", "abc", "-1"]) {
      const response = await postApi(id, { content: "Hi" }, member.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Fish not found" });
    }
  });

  test("other methods are 405", async () => {
    const species = createFish();
    const member = createUser();
    const response = await postApi(species.id, { content: "Hi" }, member.id, { method: "PUT" });
    expect(response.status).toBe(405);
  });
});

describe("DELETE /api/fish/discussions/{commentId}", () => {
  test("a visitor gets 401", async () => {
    const species = createFish();
    const comment = commentBy(createUser().id, species.id);
    expect((await deleteApi(comment.id)).status).toBe(401);
    expect(commentById(comment.id)).toBeDefined();
  });

  test("the author deletes it", async () => {
    const species = createFish();
    const author = createUser();
    const comment = commentBy(author.id, species.id);
    const response = await deleteApi(comment.id, author.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Comment deleted" });
    expect(commentById(comment.id)).toBeUndefined();
  });

  test("another member gets 403 and it stays", async () => {
    const species = createFish();
    const comment = commentBy(createUser().id, species.id);
    const response = await deleteApi(comment.id, createUser().id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You can only delete your own comments" });
    expect(commentById(comment.id)).toBeDefined();
  });

  test("an admin may delete any comment", async () => {
    const species = createFish();
    const comment = commentBy(createUser().id, species.id);
    const response = await deleteApi(comment.id, createUser({ isAdmin: true }).id);
    expect(response.status).toBe(200);
    expect(commentById(comment.id)).toBeUndefined();
  });

  test.each(["abc", "-1", "1e3", "99999999", "999999999999999999999"])("comment %j is a JSON 404", async (id) => {
    const response = await deleteApi(id, createUser().id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Comment not found" });
  });

  test("GET and POST are 405", async () => {
    const get = await respond(() =>
      apiDeleteLoader({ request: new Request("http://localhost/api/fish/discussions/1"), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("DELETE");
    expect((await deleteApi(1, createUser().id, "POST")).status).toBe(405);
  });
});

describe("the comment count a fish page shows", () => {
  test("is kept by the database through posts, deletes, a member's deletion, a moved comment and a fish's deletion", async () => {
    const db = getDb();
    const first = createFish();
    const second = createFish();
    const author = createUser();
    const other = createUser();
    const counted = (fishId: number) => commentsOn(fishId).length;
    const agree = () => {
      for (const fishId of [first.id, second.id]) expect(countComments(fishId), `fish ${fishId}`).toBe(counted(fishId));
    };

    expect(countComments(first.id)).toBe(0);
    const posted = [
      addComment(author.id, first.id, "One"),
      addComment(author.id, first.id, "Two"),
      addComment(other.id, first.id, "Three"),
    ];
    addComment(other.id, second.id, "Elsewhere");
    expect(countComments(first.id)).toBe(3);
    expect(countComments(second.id)).toBe(1);
    agree();

    const [one, two] = posted.map((result) => (result.ok ? result.comment.id : 0));
    db.delete(discussionComments).where(eq(discussionComments.id, one)).run();
    expect(countComments(first.id)).toBe(2);
    db.update(discussionComments).set({ fishId: second.id }).where(eq(discussionComments.id, two)).run();
    expect([countComments(first.id), countComments(second.id)]).toEqual([1, 2]);
    agree();

    // A member's deletion takes their comments with it, and the counts follow.
    db.delete(users).where(eq(users.id, other.id)).run();
    expect([countComments(first.id), countComments(second.id)]).toEqual([0, 1]);
    agree();

    // A fish's deletion takes its comments and its count.
    db.delete(fish).where(eq(fish.id, second.id)).run();
    expect(db.select().from(fishCommentCounts).where(eq(fishCommentCounts.fishId, second.id)).all()).toEqual([]);
    expect(countComments(second.id)).toBe(0);
  });
});
