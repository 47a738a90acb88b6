#!/usr/bin/env bash
# Masa on several nodes, on this machine, from Debian's packages (docs/deploy.md, ADR 103):
# PostgreSQL 15, Redis when REDIS=1, NODES Masa nodes (apps/server/dist/server.js) on one
# DATABASE_URL, and nginx in front of them. Everything it starts is recorded in CLUSTER_DIR.
#
#   deploy/cluster.sh up              start it all; prints the balancer's URL
#   deploy/cluster.sh down            stop it all, keep CLUSTER_DIR
#   deploy/cluster.sh kill-node N     SIGKILL node N (1-based), as a crash would
#   deploy/cluster.sh start-node N    start node N again
#   deploy/cluster.sh restart-redis   SIGKILL Redis and start it again (empty: it keeps nothing)
#   deploy/cluster.sh restart-postgres  pg_ctl restart -m immediate, as a crash and recovery would
#   deploy/cluster.sh status          what runs
#
# Settings (environment): CLUSTER_DIR (/tmp/masa-cluster), CLUSTER_PORT (4301: the balancer;
# nodes on the next NODES ports), NODES (3), PG_PORT (54401), REDIS (0), REDIS_PORT (6401).
# Passed on to the nodes when set: SEED_DEMO, RATE_LIMIT_SCALE, PENDING_ORDERS_PER_TABLE,
# LOG_LEVEL, JWT_SECRET.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${CLUSTER_DIR:-/tmp/masa-cluster}
port=${CLUSTER_PORT:-4301}
nodes=${NODES:-3}
pg_port=${PG_PORT:-54401}
redis_port=${REDIS_PORT:-6401}
pgbin=/usr/lib/postgresql/15/bin

fail() {
  echo "cluster: $*" >&2
  exit 1
}

# PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}

node_port() { echo $((port + $1)); }
database_url() { echo "postgres://postgres@127.0.0.1:$pg_port/masa"; }

# Waits for a 200 from the health check of $1; $2, a pid file, names a process that must live.
wait_for_health() {
  local url=$1 pidfile=${2:-} deadline=$((SECONDS + 120))
  until curl -fs -o /dev/null "$url/api/health"; do
    if [ -n "$pidfile" ] && ! kill -0 "$(cat "$pidfile")" 2>/dev/null; then
      fail "$(basename "$pidfile" .pid) exited: $(grep -m1 'masa:' "${pidfile%.pid}.log" || tail -3 "${pidfile%.pid}.log")"
    fi
    [ $SECONDS -lt $deadline ] || fail "no answer from $url/api/health within 120 s"
    sleep 0.2
  done
}

start_postgres() {
  [ -x $pgbin/postgres ] || fail "PostgreSQL 15 is missing: apt-get install postgresql-15"
  if [ ! -f "$dir/pg/PG_VERSION" ]; then
    mkdir -p "$dir/pg"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir/pg"; fi
    as_postgres "$pgbin/initdb -D $dir/pg -U postgres -A trust >/dev/null"
  fi
  as_postgres "$pgbin/pg_ctl -D $dir/pg -l $dir/pg/log -w -o \"-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c max_connections=300\" start >/dev/null"
  as_postgres "$pgbin/psql -h 127.0.0.1 -p $pg_port -U postgres -tAc \"select 1 from pg_database where datname = 'masa'\"" | grep -q 1 ||
    as_postgres "$pgbin/createdb -h 127.0.0.1 -p $pg_port -U postgres masa"
}

start_redis() {
  command -v redis-server >/dev/null || fail "Redis is missing: apt-get install redis-server"
  redis-server --port "$redis_port" --bind 127.0.0.1 --save "" --appendonly no \
    --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
}

start_node() {
  local n=$1
  local env=(
    NODE_ENV=production HOST=127.0.0.1 PORT="$(node_port "$n")"
    DATABASE_URL="$(database_url)" DATA_DIR="$dir/data"
    PUBLIC_URL="http://127.0.0.1:$port" TRUST_PROXY=loopback
    JWT_SECRET="${JWT_SECRET:-$(cat "$dir/jwt-secret")}"
  )
  if [ "${REDIS:-0}" = 1 ]; then env+=(REDIS_URL="redis://127.0.0.1:$redis_port"); fi
  for name in SEED_DEMO RATE_LIMIT_SCALE PENDING_ORDERS_PER_TABLE LOG_LEVEL; do
    if [ -n "${!name:-}" ]; then env+=("$name=${!name}"); fi
  done
  # setsid: its own process group, so a Ctrl-C in this shell does not reach the node.
  env "${env[@]}" setsid node --enable-source-maps "$root/apps/server/dist/server.js" \
    >>"$dir/node-$n.log" 2>&1 </dev/null &
  echo $! >"$dir/node-$n.pid"
}

start_balancer() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || fail "nginx is missing: apt-get install nginx"
  local servers=""
  for n in $(seq 1 "$nodes"); do
    servers+="    server 127.0.0.1:$(node_port "$n") max_fails=1 fail_timeout=2s;"$'\n'
  done
  mkdir -p "$dir/nginx-tmp"
  sed -e "s|@DIR@|$dir|g" -e "s|@PORT@|$port|g" -e "s|@NODES@|$nodes|g" \
    "$root/deploy/nginx.conf" | awk -v servers="${servers%$'\n'}" '{ gsub(/@SERVERS@/, servers); print }' \
    >"$dir/nginx.conf"
  /usr/sbin/nginx -t -q -c "$dir/nginx.conf" -p "$dir" -e "$dir/nginx-error.log"
  /usr/sbin/nginx -c "$dir/nginx.conf" -p "$dir" -e "$dir/nginx-error.log"
}

stop_pidfile() {
  local file=$1 signal=${2:-TERM}
  [ -f "$file" ] || return 0
  local pid
  pid=$(cat "$file")
  kill "-$signal" "$pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$file"
}

case "${1:-}" in
  up)
    [ -f "$root/apps/server/dist/server.js" ] || fail "no server build: run npm run build first"
    mkdir -p "$dir/data"
    chmod 755 "$dir" # PostgreSQL runs as its own user and reaches its data directory through it
    [ -f "$dir/jwt-secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n/+=' >"$dir/jwt-secret"
    start_postgres
    if [ "${REDIS:-0}" = 1 ]; then start_redis; fi
    # All nodes at once: their migrations take turns (apps/server/src/db/migrate.ts).
    for n in $(seq 1 "$nodes"); do start_node "$n"; done
    for n in $(seq 1 "$nodes"); do
      wait_for_health "http://127.0.0.1:$(node_port "$n")" "$dir/node-$n.pid"
    done
    start_balancer
    wait_for_health "http://127.0.0.1:$port"
    echo "cluster: $nodes nodes behind http://127.0.0.1:$port (state in $dir)"
    ;;
  down)
    stop_pidfile "$dir/nginx.pid" QUIT
    for n in $(seq 1 "$nodes"); do stop_pidfile "$dir/node-$n.pid"; done
    stop_pidfile "$dir/redis.pid"
    if [ -f "$dir/pg/postmaster.pid" ]; then
      as_postgres "$pgbin/pg_ctl -D $dir/pg -m fast -w stop >/dev/null"
    fi
    ;;
  kill-node)
    stop_pidfile "$dir/node-${2:?node number}.pid" KILL
    ;;
  start-node)
    start_node "${2:?node number}"
    wait_for_health "http://127.0.0.1:$(node_port "$2")" "$dir/node-$2.pid"
    ;;
  restart-redis)
    stop_pidfile "$dir/redis.pid" KILL
    start_redis
    ;;
  restart-postgres)
    as_postgres "$pgbin/pg_ctl -D $dir/pg -m immediate -w restart >/dev/null"
    ;;
  status)
    for n in $(seq 1 "$nodes"); do
      code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$(node_port "$n")/api/health" || true)
      echo "node $n on $(node_port "$n"): $code"
    done
    echo "balancer on $port: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health" || true)"
    ;;
  *)
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
