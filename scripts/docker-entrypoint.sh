#!/bin/sh
# Container entrypoint (see Dockerfile and docs/deploy.md). Before the server starts it:
#   1. hands the data directories to the unprivileged user. Fly.io mounts a freshly formatted volume owned by
#      root at /data, which the `node` user could not write to, so the container starts as root for this step
#      only, and setpriv (util-linux, always present on Debian) drops root for good before the server runs;
#   2. swaps in a restored database if one was put at "$DATABASE_PATH.restore", while nothing has it open.
# Started as any other user (`docker run --user node …`), it skips the ownership step.
set -eu

APP_USER="${APP_USER:-node}"
DB="${DATABASE_PATH:-/data/shoal.db}"

restore_database() {
  if [ -f "$DB.restore" ]; then
    stamp="$(date -u +%Y%m%dT%H%M%SZ)"
    for suffix in "" "-wal" "-shm"; do
      if [ -e "$DB$suffix" ]; then mv "$DB$suffix" "$DB.replaced-$stamp$suffix"; fi
    done
    mv "$DB.restore" "$DB"
    echo "Restored $DB from $DB.restore; the previous database was kept as $DB.replaced-$stamp" >&2
  fi
}

if [ "$(id -u)" = "0" ]; then
  for dir in "$(dirname "$DB")" "${UPLOADS_DIR:-/data/uploads}"; do
    mkdir -p "$dir"
    # Only the directories themselves: everything inside them is created by the app, as APP_USER.
    if [ "$(stat -c %U "$dir")" != "$APP_USER" ]; then chown "$APP_USER:" "$dir"; fi
  done
  restore_database
  for file in "$DB" "$DB-wal" "$DB-shm"; do
    if [ -e "$file" ] && [ "$(stat -c %U "$file")" != "$APP_USER" ]; then chown "$APP_USER:" "$file"; fi
  done
  exec setpriv --reuid="$(id -u "$APP_USER")" --regid="$(id -g "$APP_USER")" --init-groups -- "$@"
fi

restore_database
exec "$@"
