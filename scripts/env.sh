# Source this (`. scripts/env.sh`) to use the Node 24 that scripts/setup.sh installed, when the
# machine's own node is not Node 24. Harmless when it already is, and when sourced twice.
_stint_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
if [ -x "$_stint_root/.tools/node/bin/node" ] && [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != 24 ]; then
  export PATH="$_stint_root/.tools/node/bin:$PATH"
  # node-gyp builds against the headers of the Node that runs it, never fetched from nodejs.org.
  export npm_config_nodedir="$_stint_root/.tools/node"
fi
unset _stint_root
