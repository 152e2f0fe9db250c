#!/usr/bin/env bash
# Starts `npm start` on an empty embedded database in production mode and signs in over HTTP.
set -euo pipefail
cd "$(dirname "$0")/.."

data_dir="$(mktemp -d)"
port="${SMOKE_PORT:-4789}"
password='Smoke12345'
log="$data_dir/server.log"
jar="$data_dir/cookies"

# In its own process group, so that stopping it stops npm's children too.
setsid env -u DATABASE_URL DATA_DIR="$data_dir" PORT="$port" NODE_ENV=production ADMIN_PASSWORD="$password" npm start >"$log" 2>&1 &
server=$!
cleanup() {
  kill -TERM -- "-$server" 2>/dev/null || true
  sleep 1
  kill -KILL -- "-$server" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap cleanup EXIT

for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 1
done
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || { cat "$log"; echo "server did not start"; exit 1; }

post() { curl -s -b "$jar" -c "$jar" -H 'content-type: application/json' -d "$1" "http://127.0.0.1:$port/graphql"; }
expect() { grep -q "$2" <<<"$1" || { echo "expected $2 in: $1"; cat "$log"; exit 1; }; }

expect "$(post '{"query":"{ me { username } }"}')" '"UNAUTHENTICATED"'
expect "$(post '{"query":"mutation { doLogin(username: \"admin\", password: \"wrong\") { id } }"}')" 'Wrong username or password.'
expect "$(post "{\"query\":\"mutation { doLogin(username: \\\"admin\\\", password: \\\"$password\\\") { username role } }\"}")" '"username":"admin"'
expect "$(post '{"query":"{ users(pageInput: { page: 1, size: 5 }) { totalRows results { username } } }"}')" '"totalRows":'
expect "$(curl -s "http://127.0.0.1:$port/")" '<div id="root">'
expect "$(post '{"query":"mutation { doLogout }"}')" '"doLogout":true'
expect "$(post '{"query":"{ me { username } }"}')" '"UNAUTHENTICATED"'
echo "smoke test passed: npm start serves the console and signs in on the embedded database"
