; Agent- and system-scope acquire and release (tests/analysis/test_fences.py): the sequences
; SIMemoryLegalizer writes, built per target by
;   llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=TARGET -O2 fences.ll -o fences-TARGET.s
define amdgpu_kernel void @rel(ptr addrspace(1) %d, ptr addrspace(1) %f, i32 %v) {
  store i32 %v, ptr addrspace(1) %d
  store atomic i32 1, ptr addrspace(1) %f syncscope("agent") release, align 4
  ret void
}
define amdgpu_kernel void @acq(ptr addrspace(1) %d, ptr addrspace(1) %f, ptr addrspace(1) %o) {
  %x = load atomic i32, ptr addrspace(1) %f syncscope("agent") acquire, align 4
  %y = load i32, ptr addrspace(1) %d
  %z = add i32 %x, %y
  store i32 %z, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @relsys(ptr addrspace(1) %d, ptr addrspace(1) %f, i32 %v) {
  store i32 %v, ptr addrspace(1) %d
  store atomic i32 1, ptr addrspace(1) %f release, align 4
  ret void
}
define amdgpu_kernel void @acqsys(ptr addrspace(1) %d, ptr addrspace(1) %f, ptr addrspace(1) %o) {
  %x = load atomic i32, ptr addrspace(1) %f acquire, align 4
  %y = load i32, ptr addrspace(1) %d
  %z = add i32 %x, %y
  store i32 %z, ptr addrspace(1) %o
  ret void
}
