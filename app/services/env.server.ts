import { z } from "zod";

/**
 * Every setting Shoal reads from its environment, parsed once. Defaults are the embedded ones that make
 * `npm start` work on a fresh machine; production refuses to start without the secrets it needs.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const schema = z
  .object({
    NODE_ENV: z.string().default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optional,
    DATABASE_PATH: z.string().default("data/shoal.db"),
    MIGRATIONS_DIR: z.string().default("db/migrations"),
    UPLOADS_DIR: z.string().default("data/uploads"),
    APP_URL: optional.pipe(z.url().optional()),
    SESSION_SECRET: optional,
    ADMIN_EMAILS: z.string().default(""),
    OAUTH_ISSUER: optional,
    OAUTH_AUTHORIZATION_URL: optional,
    OAUTH_TOKEN_URL: optional,
    OAUTH_USERINFO_URL: optional,
    OAUTH_CLIENT_ID: optional,
    OAUTH_CLIENT_SECRET: optional,
    OAUTH_SCOPES: z.string().default("openid email profile"),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_ENDPOINT: optional,
    S3_BUCKET: optional,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    YOUTUBE_API_KEY: optional,
    YOUTUBE_CHANNEL_IDS: z.string().default(""),
    YOUTUBE_API_URL: z.string().default("https://www.googleapis.com/youtube/v3"),
    /** Where a YouTube video's documented thumbnail is fetched from (/vi/{id}/hqdefault.jpg) when an admin saves it. */
    YOUTUBE_THUMBNAIL_ORIGIN: z.url().default("https://i.ytimg.com"),
    /** Vimeo's oEmbed endpoint, which names a video's thumbnail; fetched when an admin saves a Vimeo video. */
    VIMEO_OEMBED_URL: z.url().default("https://vimeo.com/api/oembed.json"),
    /** A header the proxy in front sets to the client's address (Fly-Client-IP on Fly); else the socket's. */
    CLIENT_IP_HEADER: optional,
    YOUTUBE_REFRESH_MINUTES: z.coerce.number().int().min(5).default(360),
    /**
     * How old a stored image no record uses must be before the sweep deletes it (an hour: an image published a
     * moment ago is about to be claimed by the record being written). The durability suite shortens it.
     */
    UPLOAD_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
    /**
     * How many members' allowances one client address may use together (ADDRESS_CEILING_FACTOR by default). The
     * browser tests raise it: there every person is on the one machine running them.
     */
    RATE_LIMIT_ADDRESS_FACTOR: z.coerce.number().int().min(1).max(1000).optional(),
    /**
     * LiteFS's mount (`fuse.dir` in litefs.yml). When set, this machine writes only while it holds the lease (no
     * `.primary` file there); a replica sends every write to the primary. Unset: one machine, its own primary.
     */
    LITEFS_DIR: optional,
    /**
     * How long a replica holds a read from a member who has just written until it has applied that write, before
     * it sends the read to the primary instead.
     */
    LITEFS_CATCH_UP_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  })
  .transform((raw) => {
    const isProduction = raw.NODE_ENV === "production";
    return {
      ...raw,
      isProduction,
      HOST: raw.HOST ?? (isProduction ? "0.0.0.0" : "localhost"),
      adminEmails: raw.ADMIN_EMAILS.split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
      oauthConfigured: Boolean(raw.OAUTH_ISSUER || raw.OAUTH_AUTHORIZATION_URL),
      youtubeChannelIds: raw.YOUTUBE_CHANNEL_IDS.split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    };
  });

export type Env = z.infer<typeof schema>;

/** A fixed secret for local development only: production refuses to start without SESSION_SECRET. */
const DEVELOPMENT_SECRET = "shoal-development-secret-not-for-production";

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

/** Problems that must stop a production start, in words an operator can act on. */
export function productionProblems(env: Env): string[] {
  if (!env.isProduction) return [];
  const problems: string[] = [];
  if (!env.SESSION_SECRET) problems.push("SESSION_SECRET is required in production (a long random string).");
  else if (env.SESSION_SECRET.length < 32) problems.push("SESSION_SECRET must be at least 32 characters.");
  if (!env.APP_URL) problems.push("APP_URL is required in production (the public origin, e.g. https://shoal.fly.dev).");
  if (!env.oauthConfigured)
    problems.push("Sign-in needs OAUTH_ISSUER, or OAUTH_AUTHORIZATION_URL, OAUTH_TOKEN_URL and OAUTH_USERINFO_URL.");
  else if (!env.OAUTH_CLIENT_ID) problems.push("OAUTH_CLIENT_ID is required when a sign-in provider is configured.");
  if (env.STORAGE_DRIVER === "s3") {
    for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) problems.push(`${key} is required when STORAGE_DRIVER=s3.`);
    }
  }
  // Each machine of a LiteFS cluster has its own disk: an image stored on one would be missing on the others.
  if (env.LITEFS_DIR && env.STORAGE_DRIVER !== "s3") {
    problems.push("LITEFS_DIR (several machines) needs STORAGE_DRIVER=s3: uploads on one machine's disk are not replicated.");
  }
  return problems;
}

export function getEnv(): Env {
  // server.js runs every library in production mode and keeps the operator's NODE_ENV as SHOAL_NODE_ENV.
  cached ??= parseEnv({ ...process.env, NODE_ENV: process.env.SHOAL_NODE_ENV ?? process.env.NODE_ENV });
  return cached;
}

/** Tests change the environment between suites; production never calls this. */
export function resetEnvCache() {
  cached = undefined;
}

export function sessionSecret(env: Env = getEnv()): string {
  return env.SESSION_SECRET ?? DEVELOPMENT_SECRET;
}

/** The development identity provider runs only when no real one is configured, and never in production. */
export function devProviderEnabled(env: Env = getEnv()): boolean {
  return !env.isProduction && !env.oauthConfigured;
}

/** The public origin: APP_URL when set, else the origin the request came to. */
export function appOrigin(request: Request, env: Env = getEnv()): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  return new URL(request.url).origin;
}
