#!/bin/sh
# Rebuild phase.cl for gfx900 as clang-19 -O2 builds it with the device libraries, in XNACK mode
# "any" (the default) and on: phase_gfx900.hsaco, phase_gfx900_xnack_on.hsaco (the clean clang
# output of tests/analysis/test_soft_clauses.py). Run from anywhere: sh tests/data/soft_clauses/build.sh
set -eu
cd "$(dirname "$0")"
BC=$(dirname "$(dpkg -L rocm-device-libs | grep '/ocml.bc$')")
CL="clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -O2 --rocm-device-lib-path=$BC"
$CL -mcpu=gfx900 phase.cl -o phase_gfx900.hsaco
$CL -mcpu=gfx900:xnack+ phase.cl -o phase_gfx900_xnack_on.hsaco
