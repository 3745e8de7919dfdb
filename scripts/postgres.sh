#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 server (Debian's packages) for the database
# tests and prints its URL. Usage: scripts/postgres.sh start|stop
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/marketplace-dashboard-pg}"
BIN=/usr/lib/postgresql/15/bin
# The postgres user may not enter the caller's folder; everything below uses absolute paths.
cd /

case "${1:-start}" in
  start)
    if [ ! -x "$BIN/postgres" ]; then
      if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
      $SUDO apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-15 >&2
    fi
    # initdb and postgres refuse to run as root; use the postgres system user then.
    RUN=()
    if [ "$(id -u)" -eq 0 ]; then RUN=(runuser -u postgres --); fi
    rm -rf "$PGDATA_DIR" && mkdir -p "$PGDATA_DIR"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$PGDATA_DIR"; fi
    "${RUN[@]}" "$BIN/initdb" -D "$PGDATA_DIR" -U postgres -A trust >/dev/null
    "${RUN[@]}" "$BIN/pg_ctl" -D "$PGDATA_DIR" -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1" -l "$PGDATA_DIR/server.log" -w start >/dev/null
    "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -c 'create database dashboard_test' >/dev/null
    echo "postgres://postgres@127.0.0.1:$PGPORT/dashboard_test"
    ;;
  stop)
    RUN=()
    if [ "$(id -u)" -eq 0 ]; then RUN=(runuser -u postgres --); fi
    "${RUN[@]}" "$BIN/pg_ctl" -D "$PGDATA_DIR" -m fast stop >/dev/null || true
    ;;
esac
