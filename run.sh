#!/usr/bin/env bash
# Builds Attention Lab (Release) and starts it: ./run.sh [ARGS] passes ARGS to attnlab.
#   ./run.sh                      the desktop app (needs a display; see below)
#   ./run.sh compute --variant full --scenario gaussian --n 64 --json
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/packaging/install-deps.sh"
cmake -S "$here" -B "$here/build/release" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
# CMake 3.25's AUTOMOC can miss Q_OBJECT classes in files that appeared since the folder was first configured
# (a git pull): when the build fails, retry once with the generated moc files cleared.
cmake --build "$here/build/release" --target attnlab \
  || { rm -rf "$here"/build/release/*/*_autogen && cmake --build "$here/build/release" --target attnlab; }
binary="$here/build/release/app/attnlab"

if [ $# -eq 0 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  cat >&2 <<MSG
No display found, so the window cannot open here. Either
  run it on a virtual display:   xvfb-run -a $binary
  or use the command line:       ./run.sh --help
MSG
  exit 1
fi
exec "$binary" "$@"
