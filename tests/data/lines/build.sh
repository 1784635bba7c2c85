#!/bin/sh
# Rebuild the clang -g code objects of lines.cl and what LLVM's tools print for them, the
# oracles of tests/codeobj/test_dwarf.py and tests/test_cli_lines.py:
#     lines_<target>_dwarf<4|5>.hsaco       clang-19 -g (-gdwarf-4 for the dwarf4 ones)
#     ....debug_line    llvm-dwarfdump-19 --debug-line
#     ....line_numbers  llvm-objdump-19 -d --line-numbers
#     ....source        llvm-objdump-19 -d --source
#     ....both          llvm-objdump-19 -d --line-numbers --source
#     kernels_g_<target>_<name>.line_numbers   two corpus builds, see the end
# -fdebug-compilation-dir=. keeps the paths relative, so the source is found from this
# directory. Run from anywhere: sh tests/data/lines/build.sh
set -eu
cd "$(dirname "$0")"
for build in "gfx90a 5" "gfx942 5" "gfx900 4"; do
  set -- $build
  out="lines_$1_dwarf$2"
  clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=$1 -nogpulib -O2 -gdwarf-$2 \
    -fdebug-compilation-dir=. lines.cl -o "$out.hsaco"
  llvm-dwarfdump-19 --debug-line "$out.hsaco" > "$out.debug_line"
  llvm-objdump-19 -d --line-numbers "$out.hsaco" > "$out.line_numbers"
  llvm-objdump-19 -d --source "$out.hsaco" > "$out.source"
  llvm-objdump-19 -d --line-numbers --source "$out.hsaco" > "$out.both"
done
# And two builds of the corpus (tests/data/kernels_g, clang -g -S) from tests/data: a kernel
# whose first instructions (the kernarg preload prologue) have no row, and one with line-0 rows.
cd ..
for build in gfx90a/args_preload gfx900/atomics_lds; do
  llvm-objdump-19 -d --line-numbers "kernels_g/$build.hsaco" \
    > "lines/kernels_g_$(echo $build | tr / _).line_numbers"
done
