#!/bin/sh
# Runs Challenge Station's command line on the Node.js runtime the package brings.
CHALLENGE_STATION_COMMAND=/usr/bin/challenge-station
export CHALLENGE_STATION_COMMAND
exec /opt/challenge-station/node/bin/node /opt/challenge-station/dist/cli/challenge-station.cjs "$@"
