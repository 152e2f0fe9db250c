#!/usr/bin/env bash
# Runs tests with the clock set to days that catch date bugs, each at an hour when the UTC day and
# the company's (Jakarta, UTC+7) day differ or a day is about to end:
#   the last day of a month, a Sunday, the 31st of December and the 29th of February.
# The server, its embedded database and the test process run on the faked clock (libfaketime, Debian
# package faketime); the browser is given the same time by Playwright's clock (apps/web/e2e/harness.ts).
# Usage: scripts/test-on-days.sh [vitest arguments, e.g. test files]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install -y faketime"; exit 1; }
export FAKETIME_DONT_FAKE_MONOTONIC=1
status=0
for moment in '2026-11-29 18:00:00' '2026-11-29 03:00:00' '2026-12-31 16:30:00' '2028-02-28 18:00:00'; do
  echo "== tests at ${moment} UTC"
  faketime -f "@${moment}" npx vitest run "$@" || status=1
  export E2E_SKIP_BUILD=1
done
exit $status
