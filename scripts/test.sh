#!/bin/sh
# Install everything the tests need (Debian's LLVM 19 toolchain and ROCm device libraries where
# missing, the Python test extras) and run the whole suite on 2 workers.
set -e
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
missing=""
for pkg in llvm-19 clang-19 lld-19 rocm-device-libs; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
if [ -n "$missing" ]; then
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
fi
python3 -m pip install -q -e '.[test]'
# --dist loadgroup: tests marked xdist_group("ray") share one worker and its Ray cluster.
python3 -m pytest -n 2 --dist loadgroup "$@"
