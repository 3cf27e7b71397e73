#!/bin/sh
# What the tests and the station need beyond npm, installed before `npm run check`, every test tier
# but the unit tier (`npm run test:e2e`, `test:hall`, `test:reliability`, `test:dist`) and `npm start`
# (their pre-scripts run this), and by .ci/run: Debian's Chromium (the end-to-end tests and the web
# station's kiosk browser), Debian's word lists (the alphabet tests), nats-server (the hall), Xvfb
# (the kiosk window's size on a real X screen), libfaketime (a station's clock set hours off), and
# for the Debian package's test lintian, dpkg-dev, qemu-user-static and Debian's ARM64 C and C++
# libraries (the arm64 package run under qemu).
# `npm test`, the unit tier, needs none of it and does not run this.
# Present: says nothing. Missing on Debian as root (or with password-less sudo): apt-get
# installs it. Missing anywhere else: one line naming what is missing and the command that installs
# it, exit 1 — before any test starts, so a fresh machine never ends in a wall of stack traces.
#
# `system-deps.sh start` asks only for what `npm start` needs, and only on Linux: elsewhere the
# station runs in Electron or prints its address.
#
# Only shell built-ins, `id` and `uname` are used before installing, so a test can run this under a
# PATH of fakes; SYSTEM_DEPS_ROOT (tests only) is prefixed to every path looked at.
set -eu

purpose=${1:-test}
root=${SYSTEM_DEPS_ROOT:-}

# Debian package and the file it installs, one pair a line.
chromium='chromium /usr/bin/chromium'
nats='nats-server /usr/sbin/nats-server'
# The hall's network fault tests (test/hall/hall-netns-*.test.ts): faults made with nftables.
nftables='nftables /usr/sbin/nft'
# A station's clock hours off in the hall's tests (test/hall/hall-clocks.test.ts): libfaketime.
faketime='faketime /usr/bin/faketime'
# An X server for the test that opens the kiosk browser on a real screen (test/scripts/screen-size.test.ts).
xvfb='xvfb /usr/bin/Xvfb'
word_lists='wspanish /usr/share/dict/spanish
wcatalan /usr/share/dict/catalan
wngerman /usr/share/dict/ngerman
wpolish /usr/share/dict/polish
wnorwegian /usr/share/dict/bokmaal
wswedish /usr/share/dict/swedish
wfrench /usr/share/dict/french
wdutch /usr/share/dict/dutch'
# The Debian package's test (test/dist/deb.test.ts): lintian, dpkg-architecture, and the arm64
# package's own Node run under qemu-user with Debian's ARM64 C and C++ libraries.
package_tools='lintian /usr/bin/lintian
dpkg-dev /usr/bin/dpkg-architecture
qemu-user-static /usr/bin/qemu-aarch64-static
libc6-arm64-cross /usr/aarch64-linux-gnu/lib/libc.so.6
libstdc++6-arm64-cross /usr/aarch64-linux-gnu/lib/libstdc++.so.6'

case "$purpose" in
  test) wanted="$chromium
$nats
$nftables
$faketime
$xvfb
$word_lists
$package_tools" ;;
  start)
    [ "$(uname -s)" = Linux ] || exit 0
    wanted="$chromium
$nats" ;;
  *)
    echo "system-deps: unknown purpose '$purpose' (test or start)" >&2
    exit 2 ;;
esac

missing=''
IFS='
'
for pair in $wanted; do
  [ -e "$root${pair#* }" ] || missing="$missing ${pair%% *}"
done
unset IFS
[ -z "$missing" ] && exit 0
missing=${missing# }

if [ "$(uname -s)" != Linux ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: missing $missing; this is not Debian (no apt-get): install Debian's equivalents of these packages with this system's package manager (Chromium at /usr/bin/chromium)." >&2
  exit 1
fi

if [ "$(id -u)" = 0 ]; then
  as_root=''
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root='sudo -n env DEBIAN_FRONTEND=noninteractive'
else
  echo "system-deps: missing $missing; install them with: sudo apt-get install -y $missing" >&2
  exit 1
fi

echo "system-deps: installing $missing with apt-get"
export DEBIAN_FRONTEND=noninteractive
# The sudo prefix and the package list are meant to split into words.
# shellcheck disable=SC2086
$as_root apt-get update -qq
# shellcheck disable=SC2086
$as_root apt-get install -y -qq $missing >/dev/null
