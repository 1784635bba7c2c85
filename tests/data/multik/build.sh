#!/bin/sh
# Rebuild k_gfx900.hsaco: nine OpenCL kernels in one code object (an outside trial's), one of
# them (hist) with global atomics, the others (mix, ...) without: the worker rule looks at the
# launched kernel's code only (tests/emu/test_worker_rule.py); two Devices launch mix from two
# threads (tests/emu/test_threads.py). Run from anywhere: sh tests/data/multik/build.sh
set -eu
cd "$(dirname "$0")"
BC=$(dirname "$(dpkg -L rocm-device-libs | grep '/ocml.bc$')")
clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -O2 \
  --rocm-device-lib-path="$BC" k.cl -o k_gfx900.hsaco
