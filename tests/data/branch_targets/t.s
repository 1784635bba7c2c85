// SOPP branches against llvm-objdump-19's symbolizer, in a relocatable object (t.o) and a
// linked one (t.so): built with llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900
// -filetype=obj t.s -o t.o and ld.lld-19 -shared t.o -o t.so; t.o.objdump and t.so.objdump
// are llvm-objdump-19 -d's instruction lines. Targets: in k and j, past the end of .text,
// below .text (in .rodata, whose k.kd names it in t.so), in .dynamic (_DYNAMIC), far past
// every section, and below address 0.
.text
.globl k
.p2align 8
.type k,@function
k:
  s_branch 1
  s_endpgm
  s_endpgm
.globl j
.p2align 4
.type j,@function
j:
  .long 0xBF82FFF0
  .long 0xBF82FFFB
  .long 0xBF820005
  .long 0xBF820002
  .long 0xBF820404
  .long 0xBF863395
  .long 0xBF86C000
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
