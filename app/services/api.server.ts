import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

/** Every /api error has this body, whatever went wrong. */
export function apiError(status: number, message: string, headers?: HeadersInit): never {
  throw Response.json({ message }, { status, headers });
}

export function apiJson<T>(body: T, init?: number | ResponseInit) {
  return Response.json(body, typeof init === "number" ? { status: init } : init);
}

/** Reads a JSON body, answering 400 for a body that is not JSON and 415 for another content type. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    apiError(415, "Expected a JSON body (Content-Type: application/json)");
  }
  const text = await request.text();
  if (text.trim() === "") apiError(400, "Request body is empty");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    apiError(400, "Malformed JSON");
  }
}

/** Parses a JSON body with a schema; the first problem becomes the 400 message. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await readJson(request);
  const result = schema.safeParse(body);
  if (!result.success) apiError(400, result.error.issues[0]?.message ?? "Invalid request body");
  return result.data;
}

/** For resource routes: only the listed methods, anything else is 405 with the JSON error shape. */
export function allowMethods(request: Request, methods: string[]) {
  if (!methods.includes(request.method)) methodNotAllowed(request, methods);
}

/** 405 with `Allow` and the JSON error shape. */
export function methodNotAllowed(request: Request, allowed: string[]): never {
  apiError(405, `Method ${request.method} not allowed`, { Allow: allowed.join(", ") });
}

/**
 * The `action` of a route that only answers reads (Remix would otherwise answer a POST with its own error,
 * which names the route module): `export const action = readOnly;`.
 */
export function readOnly({ request }: Pick<ActionFunctionArgs, "request"> & Partial<ActionFunctionArgs>): never {
  methodNotAllowed(request, ["GET", "HEAD"]);
}
