#!/bin/sh
# Container entrypoint (see Dockerfile and docs/deploy.md). Before the server starts it:
#   1. with LITEFS_DIR set, mounts the replicated database with LiteFS (litefs.yml). Mounting needs root (FUSE);
#      LiteFS then runs this script again inside the mount (its `exec`), which goes on with the steps below;
#   2. hands the data directories to the unprivileged user. Fly.io mounts a freshly formatted volume owned by
#      root at /data, which the `node` user could not write to, so the container starts as root for this step
#      only, and setpriv (util-linux, always present on Debian) drops root for good before the server runs;
#   3. swaps in a restored database if one was put at "$DATABASE_PATH.restore", while nothing has it open.
#      Under LiteFS the database belongs to LiteFS: a backup goes back with `litefs import` on the primary.
# Started as any other user (`docker run --user node …`), it skips the ownership step.
set -eu

APP_USER="${APP_USER:-node}"
DB="${DATABASE_PATH:-/data/shoal.db}"
UPLOADS="${UPLOADS_DIR:-/data/uploads}"

if [ -n "${LITEFS_DIR:-}" ] && [ -z "${SHOAL_IN_LITEFS:-}" ]; then
  if ! command -v litefs >/dev/null 2>&1; then
    # Serving from a directory no volume backs would lose every write at the next restart.
    echo "LITEFS_DIR is set, but this image has no LiteFS (it was built with --target runtime)." >&2
    exit 1
  fi
  mkdir -p /data/litefs
  export SHOAL_IN_LITEFS=1
  exec litefs mount -config /etc/litefs.yml
fi

restore_database() {
  if [ -n "${SHOAL_IN_LITEFS:-}" ]; then
    if [ -f "$DB.restore" ]; then echo "Ignoring $DB.restore: under LiteFS, restore with 'litefs import' on the primary" >&2; fi
    return
  fi
  if [ -f "$DB.restore" ]; then
    stamp="$(date -u +%Y%m%dT%H%M%SZ)"
    for suffix in "" "-wal" "-shm"; do
      if [ -e "$DB$suffix" ]; then mv "$DB$suffix" "$DB.replaced-$stamp$suffix"; fi
    done
    mv "$DB.restore" "$DB"
    echo "Restored $DB from $DB.restore; the previous database was kept as $DB.replaced-$stamp" >&2
  fi
}

hand_over() {
  mkdir -p "$1"
  # Only the directory itself: everything inside it is created by the app, as APP_USER.
  if [ "$(stat -c %U "$1")" != "$APP_USER" ]; then chown "$APP_USER:" "$1"; fi
}

if [ "$(id -u)" = "0" ]; then
  # Under LiteFS the database's directory is the FUSE mount, which LiteFS keeps (litefs.yml lets others in).
  if [ -z "${SHOAL_IN_LITEFS:-}" ]; then hand_over "$(dirname "$DB")"; fi
  hand_over "$UPLOADS"
  restore_database
  if [ -z "${SHOAL_IN_LITEFS:-}" ]; then
    for file in "$DB" "$DB-wal" "$DB-shm"; do
      if [ -e "$file" ] && [ "$(stat -c %U "$file")" != "$APP_USER" ]; then chown "$APP_USER:" "$file"; fi
    done
  fi
  exec setpriv --reuid="$(id -u "$APP_USER")" --regid="$(id -g "$APP_USER")" --init-groups -- "$@"
fi

restore_database
exec "$@"
