#!/bin/sh
# Rebuild the code objects that make calls and their clang -S text, for every target clang-19
# builds them for: calls.cl with the device libraries at -O0 (get_global_id is a call too) and
# -O2 (helper is a call), and builtins.cl without them at -O0:
#     calls_<target>_<O0|O2>.hsaco, builtins_<target>_O0.hsaco  and  .s
# and check that llvm-mc-19 + ld.lld-19 on the .s give clang's .text bytes (the oracle of
# tests/asm/test_symbol_operands.py). Run from anywhere: sh tests/data/calls/build.sh
set -eu
cd "$(dirname "$0")"
BC=$(dirname "$(dpkg -L rocm-device-libs | grep '/ocml.bc$')")
CL="clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for target in gfx701 gfx900 gfx90a gfx942; do
  if [ "$target" = gfx942 ]; then        # Debian's device libraries predate gfx942
    LIBS="-nogpulib"
    for b in opencl ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off \
        oclc_correctly_rounded_sqrt_on oclc_wavefrontsize64_on oclc_isa_version_940 \
        oclc_abi_version_500; do
      LIBS="$LIBS -Xclang -mlink-builtin-bitcode -Xclang $BC/$b.bc"
    done
  else
    LIBS="--rocm-device-lib-path=$BC"
  fi
  for build in "calls O0 $LIBS" "calls O2 $LIBS" "builtins O0 -nogpulib"; do
    set -- $build
    source=$1 opt=$2
    shift 2
    out="${source}_${target}_${opt}"
    $CL -mcpu=$target -$opt "$@" $source.cl -o "$out.hsaco"
    $CL -mcpu=$target -$opt "$@" -S $source.cl -o "$out.s"
    llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=$target -filetype=obj "$out.s" -o "$TMP/$out.o"
    ld.lld-19 -shared "$TMP/$out.o" -o "$TMP/$out.hsaco"
    llvm-objcopy-19 -O binary -j .text "$out.hsaco" "$TMP/clang.text"
    llvm-objcopy-19 -O binary -j .text "$TMP/$out.hsaco" "$TMP/mc.text"
    cmp "$TMP/clang.text" "$TMP/mc.text"
  done
done
