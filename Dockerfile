# Shoal: one Node process that migrates and seeds its SQLite database, then serves the Remix build.
#
#   deps       every dependency, with the tools to compile better-sqlite3
#   build      `npm run build` (Remix Vite plugin: build/server and build/client)
#   prod-deps  the same node_modules pruned to production dependencies (keeps the compiled better-sqlite3)
#   runtime    slim image: build output, production node_modules, server.js, migrations, seed data
#   litefs     the runtime plus LiteFS and FUSE (the default, last stage): with LITEFS_DIR set the entrypoint
#              mounts the replicated database (litefs.yml); without it the image runs exactly as `runtime`
#
# The LiteFS binary comes from its own image, LITEFS_IMAGE (a mirror or another version can be named). Where that
# image cannot be pulled, build without LiteFS: `docker build --target runtime .` stops before the stage that
# needs it (the one-Machine deploy needs nothing from it).
#
# There is no separate migration step: `node server.js` applies pending migrations and seeds the reference data
# before it listens, and exits non-zero if either fails, so a broken schema never serves traffic. (On Fly a
# release_command would run in a temporary Machine without the volume, so it could not migrate the database.)

ARG NODE_IMAGE=node:20-bookworm-slim
ARG LITEFS_IMAGE=flyio/litefs:0.5

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

FROM base AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Fixes to dependencies, applied by the install (docs/decisions/060).
COPY patches ./patches
# `npm install`, not `npm ci`: the lockfile is written on one platform and lacks other platforms' optional
# packages, which `npm ci` rejects as out of sync. `npm install` still installs the locked versions.
RUN npm install

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS prod-deps
# Production dependencies only, and of those only what runs: TypeScript comes along as a peer of the Remix
# packages but is read only by the build, and better-sqlite3 needs its compiled module, not the sources,
# object files and static library it was compiled from.
RUN npm prune --omit=dev \
 && rm -rf node_modules/typescript \
 && cd node_modules/better-sqlite3 \
 && find build -mindepth 1 -not -path build/Release -not -path build/Release/better_sqlite3.node -delete \
 && rm -rf deps src binding.gyp

FROM base AS runtime
# The sqlite3 shell is for operators: online backups (`.backup`), inspection and repairs over `fly ssh console`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends sqlite3 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATABASE_PATH=/data/shoal.db \
    UPLOADS_DIR=/data/uploads \
    HOST=0.0.0.0 \
    PORT=3000 \
    HOME=/home/node

# Application files stay owned by root and read-only to the app; only /data is writable by it.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY db/migrations ./db/migrations
COPY db/seed ./db/seed
COPY public ./public
# Online backup and restore for operators (docs/deploy.md): `fly ssh console -C "node /app/scripts/backup-db.js"`.
COPY scripts/backup-db.js scripts/restore-db.js ./scripts/
COPY scripts/docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 0755 /usr/local/bin/docker-entrypoint.sh \
 && mkdir -p /data/uploads \
 && chown -R node:node /data

EXPOSE 3000

# The server runs as the unprivileged `node` user (uid 1000, from the base image). The entrypoint starts as
# root only to hand a freshly mounted, root-owned volume at /data to that user (and to swap in a database
# restore if one is waiting), then drops root with setpriv and runs CMD.
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CMD ["node", "server.js"]

FROM ${LITEFS_IMAGE} AS litefs-binary

FROM runtime AS litefs
# LiteFS mounts through FUSE (fusermount3 comes with fuse3); litefs.yml is read from /etc.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fuse3 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=litefs-binary /usr/local/bin/litefs /usr/local/bin/litefs
COPY litefs.yml /etc/litefs.yml
