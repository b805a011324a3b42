#!/bin/sh
# Commands of a back-end image (the image sets SERVICE):
#   start             run the service (the default)
#   migrate-and-seed  apply the migrations, then seed the demo school once when DEMO_SEED=1
#                     (compose runs it as a one-shot container before the service starts)
#   anything else     handed to the service's cli.js: migrate, seed [--scale …] [--seed N] [--if-empty], health
set -eu

cli="services/$SERVICE/dist/cli.js"
command="${1:-start}"

if [ "$command" = start ]; then
  exec node "services/$SERVICE/dist/main.js"
fi

if [ ! -f "$cli" ]; then
  echo "$SERVICE has no operational commands (no $cli); it only runs: start" >&2
  exit 64
fi

if [ "$command" = migrate-and-seed ]; then
  node "$cli" migrate
  if [ "${DEMO_SEED:-0}" = 1 ]; then
    exec node "$cli" seed --scale small --seed "${DEMO_SEED_NUMBER:-1}" --if-empty
  fi
  exit 0
fi

exec node "$cli" "$@"
