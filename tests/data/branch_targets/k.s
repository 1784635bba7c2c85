// SOPP branches whose targets lie in .text, below its only symbol and past its end; built with
// llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 and ld.lld-19 -shared into k.so, whose
// llvm-objdump-19 -d instruction lines are k.objdump.
.text
.globl k
.p2align 8
.type k,@function
k:
  .long 0xBF86FFFF
  .long 0xBF863395
  .long 0xBF86C000
  .long 0xBF82FFFB
  .long 0xBF820000
  s_endpgm
