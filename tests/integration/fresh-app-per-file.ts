import { vi } from "vitest";

/**
 * Integration files share their worker (vitest's `isolate: false`), so the libraries they import (React, Remix,
 * drizzle, zod: most of a file's start-up) are loaded once per worker. The app itself is never shared: before
 * each file, this restores the environment the worker started with, drops the app's singletons and lets the
 * file import the app's modules afresh. It runs before setup-env.ts, which then points the file at its own database.
 */
const worker = globalThis as { environmentAtStart?: Record<string, string | undefined> };
worker.environmentAtStart ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in worker.environmentAtStart)) delete process.env[key];
Object.assign(process.env, worker.environmentAtStart);

// The database handle, storage, rate limiters, the development provider's grants and the pending gallery views
// live on globalThis under names that begin with __shoal (so that a development server's reloads keep them).
for (const key of Object.keys(globalThis)) if (key.startsWith("__shoal")) delete (globalThis as Record<string, unknown>)[key];

vi.resetModules();
