// What the benchmarks share: building, starting the production server on a database file of their own, and
// signing a member in the way the app does (a server-held session named by a signed cookie).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCookieSessionStorage } from "@remix-run/node";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SECRET = "bench-session-secret-0123456789abcdefghijklmnop";

/** The production build, as `npm run build` makes it; exits on failure. */
export function buildApp() {
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], {
    cwd: root,
    stdio: "ignore",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts `server.js` in production mode on 127.0.0.1:`port` with its own database file and uploads folder. */
export function startServer({ port, databasePath, uploadsDir }) {
  const origin = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, ["server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: origin,
      SESSION_SECRET: SECRET,
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      // Production requires a sign-in provider; the benchmark signs its member in directly and never calls it.
      OAUTH_AUTHORIZATION_URL: "http://127.0.0.1:9/authorize",
      OAUTH_TOKEN_URL: "http://127.0.0.1:9/token",
      OAUTH_USERINFO_URL: "http://127.0.0.1:9/userinfo",
      OAUTH_CLIENT_ID: "bench",
    },
  });
}

/** Resolves once `url` answers 200 (polled every `everyMs`), or throws after about `timeoutMs`. */
export async function waitFor(url, everyMs = 200, timeoutMs = 20_000) {
  for (let i = 0; i < timeoutMs / everyMs; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The session cookie's name as the running server sets it, so the benchmark cannot drift from the app: signing
 * out answers with the cookie expired, even for a visitor who has none.
 */
export async function sessionCookieName(origin) {
  const response = await fetch(`${origin}/api/logout`, { redirect: "manual" });
  const name = response.headers.getSetCookie()[0]?.split("=")[0];
  if (!name) throw new Error("Signing out set no cookie, so the session cookie's name is unknown");
  return name;
}

/** The Cookie header that names server-held session `sessionId` (its row must be in the database). */
export async function cookieForSession(cookieName, sessionId) {
  const sessions = createCookieSessionStorage({
    cookie: { name: cookieName, secrets: [SECRET], path: "/", sameSite: "lax", httpOnly: true },
  });
  const session = await sessions.getSession();
  session.set("sessionId", sessionId);
  return (await sessions.commitSession(session)).split(";")[0];
}

/** Inserts a member (an admin when asked) and a session of theirs for a day into an open better-sqlite3 file. */
export function insertMemberWithSession(db, { id, sessionId, isAdmin = false }) {
  db.prepare("insert into users (id, auth_subject, email, first_name, username, is_admin) values (?, ?, ?, ?, ?, ?)").run(
    id,
    `bench|${id}`,
    `${id}@example.com`,
    "Bench",
    id.replace(/-/g, "_"),
    isAdmin ? 1 : 0,
  );
  db.prepare("insert into sessions (id, user_id, last_seen_at, expires_at) values (?, ?, ?, ?)").run(
    sessionId,
    id,
    new Date().toISOString(),
    new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
  );
}
