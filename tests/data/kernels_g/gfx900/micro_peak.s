	.text
	.file	0 "." "gcnsim/kernels/micro_peak.cl" md5 0xb6bd897a805775551639bf8a67796ece
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	micro_peak_f32          ; -- Begin function micro_peak_f32
	.globl	micro_peak_f32
	.p2align	8
	.type	micro_peak_f32,@function
micro_peak_f32:                         ; @micro_peak_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 18 25 prologue_end            ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dword s2, s[4:5], 0x24
	;DEBUG_VALUE: micro_peak_f32:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f32:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[0:1], s[4:5], 0x40
	;DEBUG_VALUE: micro_peak_f32:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	.loc	0 18 18 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:18:18
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v4, 32, v2
	v_lshlrev_b64 v[2:3], v4, v[0:1]
	.loc	0 18 25                         ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	.loc	0 18 18                         ; gcnsim/kernels/micro_peak.cl:18:18
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_sub_u32_e32 v3, 32, v4
.Ltmp0:
	.loc	0 19 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:19:5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s0, 0
.Ltmp1:
	;DEBUG_VALUE: micro_peak_f32:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 18 18                         ; gcnsim/kernels/micro_peak.cl:18:18
	v_ldexp_f32 v3, v2, v3
.Ltmp2:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f32:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_add_f32_e32 v6, 1.0, v3
.Ltmp3:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_add_f32_e32 v5, 2.0, v3
.Ltmp4:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_add_f32_e32 v9, 0x40400000, v3
.Ltmp5:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_add_f32_e32 v4, 4.0, v3
.Ltmp6:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_add_f32_e32 v8, 0x40a00000, v3
.Ltmp7:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_add_f32_e32 v7, 0x40c00000, v3
.Ltmp8:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_add_f32_e32 v10, 0x40e00000, v3
.Ltmp9:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 19 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:19:5
	s_cbranch_scc1 .LBB0_3
.Ltmp10:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	v_mov_b32_e32 v2, s2
.Ltmp11:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_fma_f32 v3, v3, s1, v2
.Ltmp12:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp13:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp14:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp15:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp16:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp17:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp18:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp19:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp20:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp21:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp22:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp23:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp24:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp25:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp26:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp27:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp28:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp29:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp30:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp31:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp32:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp33:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp34:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp35:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp36:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp37:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp38:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp39:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp40:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp41:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp42:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp43:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp44:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp45:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp46:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp47:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp48:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp49:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp50:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp51:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp52:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp53:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp54:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp55:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp56:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp57:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp58:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp59:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp60:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp61:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp62:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp63:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp64:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp65:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp66:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp67:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp68:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp69:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp70:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp71:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp72:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp73:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp74:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp75:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp76:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp77:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp78:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp79:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp80:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp81:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp82:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp83:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp84:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp85:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp86:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp87:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp88:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp89:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp90:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp91:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp92:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp93:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp94:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp95:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp96:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp97:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp98:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp99:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp100:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp101:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp102:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp103:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp104:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp105:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp106:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp107:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp108:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp109:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp110:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp111:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp112:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp113:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp114:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp115:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp116:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp117:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp118:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp119:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp120:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp121:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp122:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp123:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_fma_f32 v3, v3, s1, v2
.Ltmp124:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp125:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp126:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp127:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp128:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp129:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp130:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_fma_f32 v10, v10, s1, v2
.Ltmp131:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_add_i32 s0, s0, -1
.Ltmp132:
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_fma_f32 v3, v3, s1, v2
.Ltmp133:
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_fma_f32 v6, v6, s1, v2
.Ltmp134:
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_fma_f32 v5, v5, s1, v2
.Ltmp135:
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_fma_f32 v9, v9, s1, v2
.Ltmp136:
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_fma_f32 v4, v4, s1, v2
.Ltmp137:
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_fma_f32 v8, v8, s1, v2
.Ltmp138:
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_fma_f32 v7, v7, s1, v2
.Ltmp139:
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_cmp_lg_u32 s0, 0
.Ltmp140:
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	v_fma_f32 v10, v10, s1, v2
.Ltmp141:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 19 5                          ; gcnsim/kernels/micro_peak.cl:19:5
	s_cbranch_scc1 .LBB0_2
.Ltmp142:
.LBB0_3:
	;DEBUG_VALUE: micro_peak_f32:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f32:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f32:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f32:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f32:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f32:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f32:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f32:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 18 25 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:18:25
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 20 34                         ; gcnsim/kernels/micro_peak.cl:20:34
	v_add_f32_e32 v2, v3, v6
	.loc	0 20 46 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:20:46
	v_add_f32_e32 v3, v5, v9
.Ltmp143:
	.loc	0 20 40                         ; gcnsim/kernels/micro_peak.cl:20:40
	v_add_f32_e32 v2, v2, v3
	.loc	0 20 60                         ; gcnsim/kernels/micro_peak.cl:20:60
	v_add_f32_e32 v3, v4, v8
	.loc	0 20 72                         ; gcnsim/kernels/micro_peak.cl:20:72
	v_add_f32_e32 v4, v7, v10
.Ltmp144:
	.loc	0 20 5                          ; gcnsim/kernels/micro_peak.cl:20:5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	0 20 66                         ; gcnsim/kernels/micro_peak.cl:20:66
	v_add_f32_e32 v3, v3, v4
	.loc	0 20 53                         ; gcnsim/kernels/micro_peak.cl:20:53
	v_add_f32_e32 v2, v2, v3
	.loc	0 20 5                          ; gcnsim/kernels/micro_peak.cl:20:5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 20 27                         ; gcnsim/kernels/micro_peak.cl:20:27
	global_store_dword v[0:1], v2, off
	.loc	0 21 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:21:1
	s_endpgm
.Ltmp145:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	micro_peak_f32, .Lfunc_end0-micro_peak_f32
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1264
; NumSgprs: 11
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	micro_peak_f64          ; -- Begin function micro_peak_f64
	.globl	micro_peak_f64
	.p2align	8
	.type	micro_peak_f64,@function
micro_peak_f64:                         ; @micro_peak_f64
.Lfunc_begin1:
	.cfi_startproc
; %bb.0:
	.loc	0 25 27 prologue_end            ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dword s2, s[4:5], 0x2c
	;DEBUG_VALUE: micro_peak_f64:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f64:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	.loc	0 25 19 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:25:19
	v_cvt_f64_u32_e32 v[2:3], v1
	v_cvt_f64_u32_e32 v[4:5], v0
	s_mov_b32 s0, 0
	s_mov_b32 s2, 0
	v_ldexp_f64 v[2:3], v[2:3], 32
	s_mov_b32 s6, 0
	s_mov_b32 s1, 0x40080000
	s_mov_b32 s3, 0x40140000
	s_mov_b32 s7, 0x40180000
	s_mov_b32 s9, 0x401c0000
	v_add_f64 v[4:5], v[2:3], v[4:5]
.Ltmp146:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 26 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:26:5
	v_add_f64 v[10:11], v[4:5], 1.0
.Ltmp147:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_add_f64 v[8:9], v[4:5], 2.0
.Ltmp148:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_add_f64 v[16:17], v[4:5], s[0:1]
.Ltmp149:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_add_f64 v[6:7], v[4:5], 4.0
.Ltmp150:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_add_f64 v[14:15], v[4:5], s[2:3]
.Ltmp151:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_add_f64 v[12:13], v[4:5], s[6:7]
.Ltmp152:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_add_f64 v[18:19], v[4:5], s[8:9]
.Ltmp153:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	.loc	0 25 27                         ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dword s6, s[4:5], 0x8
	;DEBUG_VALUE: micro_peak_f64:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.Ltmp154:
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s6, 0
.Ltmp155:
	;DEBUG_VALUE: micro_peak_f64:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 26 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:26:5
	s_cbranch_scc1 .LBB1_3
.Ltmp156:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 25 27 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dwordx4 s[0:3], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
.Ltmp157:
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp158:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp159:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp160:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp161:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp162:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp163:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp164:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp165:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp166:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp167:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp168:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp169:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp170:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp171:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp172:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp173:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp174:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp175:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp176:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp177:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp178:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp179:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp180:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp181:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp182:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp183:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp184:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp185:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp186:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp187:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp188:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp189:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp190:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp191:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp192:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp193:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp194:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp195:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp196:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp197:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp198:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp199:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp200:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp201:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp202:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp203:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp204:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp205:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp206:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp207:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp208:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp209:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp210:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp211:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp212:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp213:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp214:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp215:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp216:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp217:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp218:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp219:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp220:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp221:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp222:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp223:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp224:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp225:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp226:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp227:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp228:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp229:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp230:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp231:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp232:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp233:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp234:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp235:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp236:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp237:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp238:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp239:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp240:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp241:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp242:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp243:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp244:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp245:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp246:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp247:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp248:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp249:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp250:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp251:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp252:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp253:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp254:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp255:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp256:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp257:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp258:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp259:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp260:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp261:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp262:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp263:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp264:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp265:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp266:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp267:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp268:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp269:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp270:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp271:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp272:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp273:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp274:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp275:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp276:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp277:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	v_fma_f64 v[4:5], v[4:5], s[0:1], v[2:3]
.Ltmp278:
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	v_fma_f64 v[10:11], v[10:11], s[0:1], v[2:3]
.Ltmp279:
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	v_fma_f64 v[8:9], v[8:9], s[0:1], v[2:3]
.Ltmp280:
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	v_fma_f64 v[16:17], v[16:17], s[0:1], v[2:3]
.Ltmp281:
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	v_fma_f64 v[6:7], v[6:7], s[0:1], v[2:3]
.Ltmp282:
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	v_fma_f64 v[14:15], v[14:15], s[0:1], v[2:3]
.Ltmp283:
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	v_fma_f64 v[12:13], v[12:13], s[0:1], v[2:3]
.Ltmp284:
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	v_fma_f64 v[18:19], v[18:19], s[0:1], v[2:3]
.Ltmp285:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	.loc	0 26 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:26:5
	s_add_i32 s6, s6, -1
	s_cmp_lg_u32 s6, 0
.Ltmp286:
	.loc	0 26 5                          ; gcnsim/kernels/micro_peak.cl:26:5
	s_cbranch_scc1 .LBB1_2
.Ltmp287:
.LBB1_3:
	;DEBUG_VALUE: micro_peak_f64:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr18_vgpr19
	;DEBUG_VALUE: micro_peak_f64:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr12_vgpr13
	;DEBUG_VALUE: micro_peak_f64:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr14_vgpr15
	;DEBUG_VALUE: micro_peak_f64:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6_vgpr7
	;DEBUG_VALUE: micro_peak_f64:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr16_vgpr17
	;DEBUG_VALUE: micro_peak_f64:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8_vgpr9
	;DEBUG_VALUE: micro_peak_f64:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	;DEBUG_VALUE: micro_peak_f64:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 27 34 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:27:34
	v_add_f64 v[2:3], v[4:5], v[10:11]
	.loc	0 27 46 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:27:46
	v_add_f64 v[4:5], v[8:9], v[16:17]
.Ltmp288:
	.loc	0 27 60                         ; gcnsim/kernels/micro_peak.cl:27:60
	v_add_f64 v[6:7], v[6:7], v[14:15]
.Ltmp289:
	.loc	0 27 72                         ; gcnsim/kernels/micro_peak.cl:27:72
	v_add_f64 v[8:9], v[12:13], v[18:19]
.Ltmp290:
	.loc	0 25 27 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:25:27
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 27 5                          ; gcnsim/kernels/micro_peak.cl:27:5
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, s0, v0
	.loc	0 27 40 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:27:40
	v_add_f64 v[2:3], v[2:3], v[4:5]
	.loc	0 27 66                         ; gcnsim/kernels/micro_peak.cl:27:66
	v_add_f64 v[4:5], v[6:7], v[8:9]
	.loc	0 27 53                         ; gcnsim/kernels/micro_peak.cl:27:53
	v_add_f64 v[2:3], v[2:3], v[4:5]
	.loc	0 27 5                          ; gcnsim/kernels/micro_peak.cl:27:5
	v_mov_b32_e32 v4, s1
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	.loc	0 27 27                         ; gcnsim/kernels/micro_peak.cl:27:27
	global_store_dwordx2 v[0:1], v[2:3], off
	.loc	0 28 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:28:1
	s_endpgm
.Ltmp291:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	micro_peak_f64, .Lfunc_end1-micro_peak_f64
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1352
; NumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	micro_peak_f16          ; -- Begin function micro_peak_f16
	.globl	micro_peak_f16
	.p2align	8
	.type	micro_peak_f16,@function
micro_peak_f16:                         ; @micro_peak_f16
.Lfunc_begin2:
	.cfi_startproc
; %bb.0:
	.loc	0 34 32 prologue_end            ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dword s2, s[4:5], 0x24
	;DEBUG_VALUE: micro_peak_f16:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: micro_peak_f16:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[0:1], s[4:5], 0x40
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	.loc	0 34 26 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:34:26
	v_ffbh_u32_e32 v2, v1
	v_min_u32_e32 v4, 32, v2
	v_lshlrev_b64 v[2:3], v4, v[0:1]
	.loc	0 34 32                         ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dword s2, s[4:5], 0x8
	;DEBUG_VALUE: micro_peak_f16:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 34 26                         ; gcnsim/kernels/micro_peak.cl:34:26
	v_min_u32_e32 v2, 1, v2
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_sub_u32_e32 v3, 32, v4
	s_movk_i32 s0, 0x4200
.Ltmp292:
	.loc	0 35 5 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:35:5
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
.Ltmp293:
	;DEBUG_VALUE: micro_peak_f16:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 34 26                         ; gcnsim/kernels/micro_peak.cl:34:26
	v_ldexp_f32 v2, v2, v3
	v_cvt_f16_f32_e32 v2, v2
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v7, v2, s0 op_sel_hi:[0,0]
.Ltmp294:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 0 5 is_stmt 0                 ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s0, 0x4500
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v8, v2, s0 op_sel_hi:[0,0]
.Ltmp295:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s0, 0x4600
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v9, v2, s0 op_sel_hi:[0,0]
.Ltmp296:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 0 5                           ; gcnsim/kernels/micro_peak.cl:0:5
	s_movk_i32 s0, 0x4700
	.loc	0 34 18 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:18
	v_pack_b32_f16 v3, v2, v2
.Ltmp297:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_add_f16 v5, v2, 1.0 op_sel_hi:[0,0]
.Ltmp298:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_add_f16 v4, v2, 2.0 op_sel_hi:[0,0]
.Ltmp299:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_add_f16 v6, v2, 4.0 op_sel_hi:[0,0]
.Ltmp300:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_add_f16 v10, v2, s0 op_sel_hi:[0,0]
.Ltmp301:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:35:5
	s_cbranch_scc1 .LBB2_3
.Ltmp302:
; %bb.1:
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:seed <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 34 32 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dwordx2 s[0:1], s[4:5], 0xc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
.Ltmp303:
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp304:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp305:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp306:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp307:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp308:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp309:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp310:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp311:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp312:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp313:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp314:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp315:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp316:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp317:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp318:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp319:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp320:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp321:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp322:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp323:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp324:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp325:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp326:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp327:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp328:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp329:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp330:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp331:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp332:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp333:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp334:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp335:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp336:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp337:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp338:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp339:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp340:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp341:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp342:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp343:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp344:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp345:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp346:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp347:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp348:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp349:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp350:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp351:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp352:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp353:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp354:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp355:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp356:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp357:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp358:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp359:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp360:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp361:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp362:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp363:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp364:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp365:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp366:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp367:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp368:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp369:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp370:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp371:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp372:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp373:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp374:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp375:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp376:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp377:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp378:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp379:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp380:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp381:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp382:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp383:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp384:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp385:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp386:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp387:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp388:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp389:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp390:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp391:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp392:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp393:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp394:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp395:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp396:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp397:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp398:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp399:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp400:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp401:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp402:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp403:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp404:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp405:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp406:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp407:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp408:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp409:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp410:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp411:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp412:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp413:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp414:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp415:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp416:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp417:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp418:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp419:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp420:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp421:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp422:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp423:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5 is_stmt 0                ; gcnsim/kernels/micro_peak.cl:35:5
	s_add_i32 s2, s2, -1
.Ltmp424:
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v3, v3, s0, v2
.Ltmp425:
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	v_pk_fma_f16 v5, v5, s0, v2
.Ltmp426:
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	v_pk_fma_f16 v4, v4, s0, v2
.Ltmp427:
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	v_pk_fma_f16 v7, v7, s0, v2
.Ltmp428:
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	v_pk_fma_f16 v6, v6, s0, v2
.Ltmp429:
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	v_pk_fma_f16 v8, v8, s0, v2
.Ltmp430:
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	v_pk_fma_f16 v9, v9, s0, v2
.Ltmp431:
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	s_cmp_lg_u32 s2, 0
.Ltmp432:
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	v_pk_fma_f16 v10, v10, s0, v2
.Ltmp433:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	.loc	0 35 5                          ; gcnsim/kernels/micro_peak.cl:35:5
	s_cbranch_scc1 .LBB2_2
.Ltmp434:
.LBB2_3:
	;DEBUG_VALUE: micro_peak_f16:x7 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10
	;DEBUG_VALUE: micro_peak_f16:x4 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: micro_peak_f16:x2 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	;DEBUG_VALUE: micro_peak_f16:x1 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: micro_peak_f16:x0 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: micro_peak_f16:x6 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr9
	;DEBUG_VALUE: micro_peak_f16:x5 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr8
	;DEBUG_VALUE: micro_peak_f16:x3 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 34 32 is_stmt 1               ; gcnsim/kernels/micro_peak.cl:34:32
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	.loc	0 36 34                         ; gcnsim/kernels/micro_peak.cl:36:34
	v_pk_add_f16 v2, v3, v5
	.loc	0 36 46 is_stmt 0               ; gcnsim/kernels/micro_peak.cl:36:46
	v_pk_add_f16 v3, v4, v7
.Ltmp435:
	.loc	0 36 40                         ; gcnsim/kernels/micro_peak.cl:36:40
	v_pk_add_f16 v2, v2, v3
	.loc	0 36 60                         ; gcnsim/kernels/micro_peak.cl:36:60
	v_pk_add_f16 v3, v6, v8
	.loc	0 36 72                         ; gcnsim/kernels/micro_peak.cl:36:72
	v_pk_add_f16 v4, v9, v10
.Ltmp436:
	.loc	0 36 5                          ; gcnsim/kernels/micro_peak.cl:36:5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	.loc	0 36 66                         ; gcnsim/kernels/micro_peak.cl:36:66
	v_pk_add_f16 v3, v3, v4
	.loc	0 36 53                         ; gcnsim/kernels/micro_peak.cl:36:53
	v_pk_add_f16 v2, v2, v3
	.loc	0 36 5                          ; gcnsim/kernels/micro_peak.cl:36:5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	.loc	0 36 27                         ; gcnsim/kernels/micro_peak.cl:36:27
	global_store_dword v[0:1], v2, off
	.loc	0 37 1 is_stmt 1                ; gcnsim/kernels/micro_peak.cl:37:1
	s_endpgm
.Ltmp437:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel micro_peak_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	micro_peak_f16, .Lfunc_end2-micro_peak_f16
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1344
; NumSgprs: 11
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 11
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	24                              ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
	.long	.Ldebug_loc8-.Lloclists_table_base0
	.long	.Ldebug_loc9-.Lloclists_table_base0
	.long	.Ldebug_loc10-.Lloclists_table_base0
	.long	.Ldebug_loc11-.Lloclists_table_base0
	.long	.Ldebug_loc12-.Lloclists_table_base0
	.long	.Ldebug_loc13-.Lloclists_table_base0
	.long	.Ldebug_loc14-.Lloclists_table_base0
	.long	.Ldebug_loc15-.Lloclists_table_base0
	.long	.Ldebug_loc16-.Lloclists_table_base0
	.long	.Ldebug_loc17-.Lloclists_table_base0
	.long	.Ldebug_loc18-.Lloclists_table_base0
	.long	.Ldebug_loc19-.Lloclists_table_base0
	.long	.Ldebug_loc20-.Lloclists_table_base0
	.long	.Ldebug_loc21-.Lloclists_table_base0
	.long	.Ldebug_loc22-.Lloclists_table_base0
	.long	.Ldebug_loc23-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 2569
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 2567
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc8:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc9:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc10:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc11:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc12:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp181-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp181-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp189-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp189-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp197-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp197-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp205-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp205-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp213-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp213-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp221-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp221-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp229-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp229-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp237-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp237-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp245-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp245-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp253-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp253-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp261-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp261-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp269-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp269-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp277-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp277-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp285-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp285-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp287-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc13:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp294-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 2567
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc14:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp295-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	136                             ; 2568
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc15:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp296-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	137                             ; 2569
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc16:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp297-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp435-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc17:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp297-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp303-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc18:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp298-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc19:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp299-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp436-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc20:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp300-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc21:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp301-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp302-.Lfunc_begin0         ;   ending offset
	.byte	5                               ; Loc expr size
	.byte	48                              ; DW_OP_lit0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc22:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp301-.Lfunc_begin0         ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	138                             ; 2570
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc23:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp303-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp311-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp311-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp319-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp319-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp327-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp327-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp335-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp335-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp343-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp343-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp351-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp351-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp359-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp359-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp367-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp367-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp375-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp375-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp383-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp383-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp391-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp391-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp399-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp399-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp407-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp407-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp415-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp415-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp423-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp423-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp433-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp433-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp434-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x21a DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x33:0x8 DW_TAG_typedef
	.long	59                              ; DW_AT_type
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	214                             ; DW_AT_decl_line
	.byte	4                               ; Abbrev [4] 0x3b:0xc DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.long	71                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x40:0x6 DW_TAG_subrange_type
	.long	75                              ; DW_AT_type
	.byte	2                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x47:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x4b:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	7                               ; Abbrev [7] 0x4f:0x94 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x59:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	534                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x61:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x69:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x71:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x79:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x82:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x8b:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x94:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x9d:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xa6:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xaf:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb8:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xc1:0x9 DW_TAG_variable
	.byte	9                               ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	43                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xca:0x18 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0xcc:0x9 DW_TAG_variable
	.byte	8                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0xd5:0xc DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0xd7:0x9 DW_TAG_variable
	.byte	10                              ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	19                              ; DW_AT_decl_line
	.long	530                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xe3:0x8f DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0xed:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	539                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xf5:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xfd:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x105:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	24                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x10d:0x8 DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x115:0x8 DW_TAG_variable
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	25                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x11d:0x8 DW_TAG_variable
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x125:0x8 DW_TAG_variable
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x12d:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x135:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x13d:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x145:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0x14d:0x8 DW_TAG_variable
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x155:0x1c DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x157:0x9 DW_TAG_variable
	.byte	11                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x160:0x10 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp285-.Ltmp157               ; DW_AT_high_pc
	.byte	9                               ; Abbrev [9] 0x166:0x9 DW_TAG_variable
	.byte	12                              ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	26                              ; DW_AT_decl_line
	.long	530                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x172:0x94 DW_TAG_subprogram
	.byte	3                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	8                               ; Abbrev [8] 0x17c:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	544                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x184:0x8 DW_TAG_formal_parameter
	.byte	26                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x18c:0x8 DW_TAG_formal_parameter
	.byte	27                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x194:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x19c:0x9 DW_TAG_variable
	.byte	13                              ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1a5:0x9 DW_TAG_variable
	.byte	14                              ; DW_AT_location
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1ae:0x9 DW_TAG_variable
	.byte	15                              ; DW_AT_location
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1b7:0x9 DW_TAG_variable
	.byte	16                              ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1c0:0x9 DW_TAG_variable
	.byte	17                              ; DW_AT_location
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1c9:0x9 DW_TAG_variable
	.byte	18                              ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1d2:0x9 DW_TAG_variable
	.byte	19                              ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1db:0x9 DW_TAG_variable
	.byte	20                              ; DW_AT_location
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x1e4:0x9 DW_TAG_variable
	.byte	22                              ; DW_AT_location
	.byte	22                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1ed:0x18 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x1ef:0x9 DW_TAG_variable
	.byte	21                              ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	518                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x1f8:0xc DW_TAG_lexical_block
	.byte	4                               ; DW_AT_ranges
	.byte	9                               ; Abbrev [9] 0x1fa:0x9 DW_TAG_variable
	.byte	23                              ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	530                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x206:0x8 DW_TAG_typedef
	.long	526                             ; DW_AT_type
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x20e:0x4 DW_TAG_base_type
	.byte	20                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x212:0x4 DW_TAG_base_type
	.byte	24                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	13                              ; Abbrev [13] 0x216:0x5 DW_TAG_pointer_type
	.long	43                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x21b:0x5 DW_TAG_pointer_type
	.long	47                              ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x220:0x5 DW_TAG_pointer_type
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	5                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
	.long	.Ldebug_ranges3-.Lrnglists_table_base0
	.long	.Ldebug_ranges4-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp287-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges3:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp292-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp293-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp301-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp302-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp303-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp434-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges4:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp303-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp423-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp424-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp431-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp432-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp433-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	120                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/micro_peak.cl"  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=69
.Linfo_string3:
	.asciz	"float"                         ; string offset=71
.Linfo_string4:
	.asciz	"double"                        ; string offset=77
.Linfo_string5:
	.asciz	"half"                          ; string offset=84
.Linfo_string6:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=89
.Linfo_string7:
	.asciz	"half2"                         ; string offset=109
.Linfo_string8:
	.asciz	"micro_peak_f32"                ; string offset=115
.Linfo_string9:
	.asciz	"micro_peak_f64"                ; string offset=130
.Linfo_string10:
	.asciz	"micro_peak_f16"                ; string offset=145
.Linfo_string11:
	.asciz	"x0"                            ; string offset=160
.Linfo_string12:
	.asciz	"seed"                          ; string offset=163
.Linfo_string13:
	.asciz	"x1"                            ; string offset=168
.Linfo_string14:
	.asciz	"x2"                            ; string offset=171
.Linfo_string15:
	.asciz	"x3"                            ; string offset=174
.Linfo_string16:
	.asciz	"x4"                            ; string offset=177
.Linfo_string17:
	.asciz	"x5"                            ; string offset=180
.Linfo_string18:
	.asciz	"x6"                            ; string offset=183
.Linfo_string19:
	.asciz	"i"                             ; string offset=186
.Linfo_string20:
	.asciz	"unsigned int"                  ; string offset=188
.Linfo_string21:
	.asciz	"uint"                          ; string offset=201
.Linfo_string22:
	.asciz	"x7"                            ; string offset=206
.Linfo_string23:
	.asciz	"k"                             ; string offset=209
.Linfo_string24:
	.asciz	"int"                           ; string offset=211
.Linfo_string25:
	.asciz	"out"                           ; string offset=215
.Linfo_string26:
	.asciz	"n"                             ; string offset=219
.Linfo_string27:
	.asciz	"a"                             ; string offset=221
.Linfo_string28:
	.asciz	"b"                             ; string offset=223
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.long	.Linfo_string27
	.long	.Linfo_string28
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Lfunc_begin1
	.quad	.Ltmp157
	.quad	.Lfunc_begin2
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      half2
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      half2
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           micro_peak_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         micro_peak_f16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
