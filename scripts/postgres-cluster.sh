# Sourced by scripts/test-postgres and scripts/bench-postgres: starts a throw-away PostgreSQL cluster in a
# temporary directory (as the unprivileged `postgres` user when run as root) and sets PG_URL to a new
# database on it; the cluster is stopped and removed when the sourcing script exits.
#   start_postgres_cluster durable|fast     (fast: no fsync, for tests; durable: PostgreSQL's defaults)
pg_bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"

postgres_available() { [ -n "$pg_bindir" ] && [ -x "$pg_bindir/initdb" ]; }

start_postgres_cluster() {
    local mode="$1"
    pg_work="$(mktemp -d /tmp/tally-pg.XXXXXX)"
    pg_port=$((55000 + RANDOM % 5000))
    pg_as=()
    if [ "$(id -u)" = 0 ]; then
        chown postgres "$pg_work"
        pg_as=(runuser -u postgres --)
    fi
    trap stop_postgres_cluster EXIT
    "${pg_as[@]}" "$pg_bindir/initdb" -D "$pg_work/data" -A trust -U tally -E UTF8 >/dev/null
    local options="-p $pg_port -k $pg_work -c listen_addresses=127.0.0.1 -c max_connections=200"
    if [ "$mode" = fast ]; then options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; fi
    "${pg_as[@]}" "$pg_bindir/pg_ctl" -D "$pg_work/data" -w -l "$pg_work/server.log" -o "$options" start >/dev/null
    "$pg_bindir/createdb" -h 127.0.0.1 -p "$pg_port" -U tally tally
    PG_URL="postgres://tally@127.0.0.1:$pg_port/tally?sslmode=disable"
    echo "PostgreSQL $("$pg_bindir/postgres" --version | awk '{print $3}') on port $pg_port ($mode)"
}

stop_postgres_cluster() {
    [ -n "${pg_work:-}" ] || return 0
    "${pg_as[@]}" "$pg_bindir/pg_ctl" -D "$pg_work/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$pg_work"
}
