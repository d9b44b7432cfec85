import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The proof suites run against the production build exactly as `npm start` serves it: a real `node server.js`
 * process on its own port, with its own SQLite file and uploads folder. They need `npm run build` first
 * (`npm test` builds before it runs them).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const ADMIN_EMAIL = "admin@example.com";
/** The header the test server trusts for the client's address, as a proxy such as Fly's sets one. */
export const CLIENT_IP_HEADER = "x-client-ip";

export type RunningServer = {
  url: string;
  port: number;
  dir: string;
  databasePath: string;
  uploadsDir: string;
  /** Starts the process again on the same port, database and uploads (after stop or kill). */
  start(): Promise<void>;
  /** A graceful stop (SIGTERM), waiting for the process to end. */
  stop(): Promise<void>;
  /** Ends the process at once with a signal (SIGKILL by default), waiting until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** What the process printed, for a failing test's message. */
  output(): string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built server on a fresh database (or `databasePath`, to start on an existing file). It signs in
 * through the built-in development provider and makes ADMIN_EMAIL an admin.
 */
export async function startServer(options: { env?: Record<string, string>; databasePath?: string } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("The proof suites need the production build: run `npm run build` first.");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-proof-"));
  const databasePath = options.databasePath ?? path.join(dir, "shoal.db");
  const uploadsDir = path.join(dir, "uploads");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = "";

  const start = async () => {
    log = "";
    child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: databasePath,
        UPLOADS_DIR: uploadsDir,
        ADMIN_EMAILS: ADMIN_EMAIL,
        SESSION_SECRET: "proof-suite-session-secret-0123456789abcdef",
        CLIENT_IP_HEADER,
        YOUTUBE_API_KEY: "",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (log += chunk));
    child.stderr?.on("data", (chunk) => (log += chunk));
    await waitForHealth(url, child, () => log);
  };

  const exited = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once("exit", () => resolve());
      running.kill(signal);
    });

  await start();
  return {
    url,
    port,
    dir,
    databasePath,
    uploadsDir,
    start,
    stop: () => exited("SIGTERM"),
    kill: (signal = "SIGKILL") => exited(signal),
    output: () => log,
  };
}

/** Removes a server's temporary folder once it has stopped. */
export function removeServerFiles(server: RunningServer) {
  fs.rmSync(server.dir, { recursive: true, force: true });
}
