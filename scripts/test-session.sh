#!/usr/bin/env bash
# Runs a command inside a fresh D-Bus session with an unlocked gnome-keyring (a real Secret
# Service for the keychain tests), under Xvfb when there is no display. Nothing leaks between
# runs: the keyring lives in a temporary folder that is removed afterwards.
set -euo pipefail
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "Tests need $tool (Debian: dbus-x11, gnome-keyring). Run: bash scripts/setup.sh" >&2
    exit 1
  fi
done
kr=$(mktemp -d)
trap 'rm -rf "$kr"' EXIT
mkdir -m 700 "$kr/run"
export XDG_DATA_HOME="$kr/data" XDG_RUNTIME_DIR="$kr/run" STINT_TEST_SESSION=1
# gnome-keyring-daemon can abort when a client disconnects while its session is being opened (an
# upstream race, gnome-keyring issues 190/196/199). The session bus then starts a new daemon on the
# next request, by the Secret Service's activation file, and that one opens the keyring locked and
# asks for its password in a window nobody sees. This session's own activation file (the bus
# reads $XDG_DATA_HOME/dbus-1/services first) starts it unlocked, as a desktop restarts it.
mkdir -p "$kr/data/dbus-1/services"
cat >"$kr/data/dbus-1/services/org.freedesktop.secrets.service" <<'SERVICE'
[D-BUS Service]
Name=org.freedesktop.secrets
Exec=/bin/sh -c 'printf %s stint-test | exec gnome-keyring-daemon --foreground --unlock --components=secrets'
SERVICE
inner='printf %s stint-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"'
if [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null 2>&1; then
  dbus-run-session -- xvfb-run -a -s '-screen 0 1280x800x24' sh -c "$inner" sh "$@"
else
  dbus-run-session -- sh -c "$inner" sh "$@"
fi
