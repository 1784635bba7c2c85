	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
.Lfunc_begin0:
	.file	0 "." "gcnsim/kernels/private_array.cl" md5 0xcc51d3f6a1da18ce042ce022f7dc0641
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 4 11 prologue_end             ; gcnsim/kernels/private_array.cl:4:11
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s6, s[0:1], 0x10
	;DEBUG_VALUE: private_array:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
.Ltmp0:
	;DEBUG_VALUE: private_array:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 5 9                           ; gcnsim/kernels/private_array.cl:5:9
	v_cmp_gt_i32_e32 vcc, s6, v2
.Ltmp1:
	;DEBUG_VALUE: private_array:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: private_array:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 5 7 is_stmt 0                 ; gcnsim/kernels/private_array.cl:5:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	;DEBUG_VALUE: private_array:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 4 11 is_stmt 1                ; gcnsim/kernels/private_array.cl:4:11
	s_load_dwordx4 s[0:3], s[0:1], 0x0
.Ltmp3:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v9, v2, 24
.Ltmp4:
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	v_ashrrev_i32_e32 v5, 31, v9
	v_mov_b32_e32 v4, v9
.Ltmp5:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_lshlrev_b32_e32 v6, 1, v2
.Ltmp6:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	.loc	0 4 11                          ; gcnsim/kernels/private_array.cl:4:11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v11, s1
.Ltmp7:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	v_lshl_add_u64 v[16:17], v[4:5], 2, v[10:11]
	global_load_dwordx4 v[12:15], v[16:17], off
.Ltmp8:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_lshl_add_u32 v7, v2, 1, v2
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	scratch_store_dwordx4 off, v[4:7], off
.Ltmp9:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v0, v2, 63
	v_mul_lo_u32 v8, v2, 23
.Ltmp10:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 25
	v_lshlrev_b32_e32 v4, 2, v2
.Ltmp11:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	v_mul_lo_u32 v6, v2, 6
	v_lshl_add_u32 v5, v2, 2, v2
.Ltmp12:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	v_mul_lo_u32 v7, v2, 7
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:16
.Ltmp13:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v11, v2, 26
	v_mul_lo_u32 v10, v2, 25
.Ltmp14:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 26
	v_lshlrev_b32_e32 v4, 3, v2
.Ltmp15:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	v_mul_lo_u32 v6, v2, 10
	v_lshl_add_u32 v5, v2, 3, v2
.Ltmp16:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx3 off, v[4:6], off offset:32
.Ltmp17:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v7, v2, 14
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dword off, v0, off offset:252
.Ltmp18:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v5, v2, 12
	v_mul_lo_u32 v4, v2, 11
.Ltmp19:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	v_mul_lo_u32 v6, v2, 13
.Ltmp20:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:44
.Ltmp21:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	scratch_store_dwordx4 off, v[8:11], off offset:92
.Ltmp22:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 27
	.loc	0 18 3 is_stmt 1                ; gcnsim/kernels/private_array.cl:18:3
	v_mov_b32_e32 v56, v1
.Ltmp23:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v4, v2, 15
.Ltmp24:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	v_lshlrev_b32_e32 v5, 4, v2
.Ltmp25:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 17
	v_mul_lo_u32 v7, v2, 18
	v_lshl_add_u32 v6, v2, 4, v2
.Ltmp26:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 18
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:60
.Ltmp27:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 19
	.loc	0 18 3 is_stmt 1                ; gcnsim/kernels/private_array.cl:18:3
	v_mov_b32_e32 v57, v2
	v_ashrrev_i64 v[56:57], 30, v[56:57]
.Ltmp28:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v5, v2, 20
	v_mul_lo_u32 v4, v2, 19
.Ltmp29:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 21
	v_mul_lo_u32 v7, v2, 22
	v_mul_lo_u32 v6, v2, 21
.Ltmp30:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 22
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:76
.Ltmp31:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 23
	.loc	0 11 28 is_stmt 1               ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v0, 63, v12
.Ltmp32:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v5, v2, 28
	v_mul_lo_u32 v4, v2, 27
.Ltmp33:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 29
	v_mul_lo_u32 v7, v2, 30
	v_mul_lo_u32 v6, v2, 29
.Ltmp34:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 30
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:108
.Ltmp35:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 31
	.loc	0 11 5 is_stmt 1                ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v0, 2, v0
	.loc	0 11 28 is_stmt 0               ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v8, 63, v15
.Ltmp36:
	.loc	0 9 20 is_stmt 1                ; gcnsim/kernels/private_array.cl:9:20
	v_mul_lo_u32 v4, v2, 31
.Ltmp37:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	v_lshlrev_b32_e32 v5, 5, v2
.Ltmp38:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 33
	v_mul_lo_u32 v7, v2, 34
	v_lshl_add_u32 v6, v2, 5, v2
.Ltmp39:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 34
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:124
.Ltmp40:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 35
	.loc	0 11 5 is_stmt 1                ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v8, 2, v8
.Ltmp41:
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 0
	v_mul_lo_u32 v5, v2, 36
	v_mul_lo_u32 v4, v2, 35
.Ltmp42:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 37
	v_mul_lo_u32 v7, v2, 38
	v_mul_lo_u32 v6, v2, 37
.Ltmp43:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 38
	.loc	0 9 16 is_stmt 0                ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:140
.Ltmp44:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 39
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 40
	v_mul_lo_u32 v4, v2, 39
.Ltmp45:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 41
	v_mul_lo_u32 v7, v2, 42
	v_mul_lo_u32 v6, v2, 41
.Ltmp46:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 42
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:156
.Ltmp47:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 43
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 44
	v_mul_lo_u32 v4, v2, 43
.Ltmp48:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 45
	v_mul_lo_u32 v7, v2, 46
	v_mul_lo_u32 v6, v2, 45
.Ltmp49:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 46
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:172
.Ltmp50:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 47
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 48
	v_mul_lo_u32 v4, v2, 47
.Ltmp51:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 49
	v_mul_lo_u32 v7, v2, 50
	v_mul_lo_u32 v6, v2, 49
.Ltmp52:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 50
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:188
.Ltmp53:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 51
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 52
	v_mul_lo_u32 v4, v2, 51
.Ltmp54:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 53
	v_mul_lo_u32 v7, v2, 54
	v_mul_lo_u32 v6, v2, 53
.Ltmp55:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 54
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:204
.Ltmp56:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 55
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 56
	v_mul_lo_u32 v4, v2, 55
.Ltmp57:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 57
	v_mul_lo_u32 v7, v2, 58
	v_mul_lo_u32 v6, v2, 57
.Ltmp58:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 58
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:220
.Ltmp59:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 59
	.loc	0 9 20                          ; gcnsim/kernels/private_array.cl:9:20
	s_nop 1
	v_mul_lo_u32 v5, v2, 60
	v_mul_lo_u32 v4, v2, 59
.Ltmp60:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 61
	v_mul_lo_u32 v7, v2, 62
	v_mul_lo_u32 v6, v2, 61
.Ltmp61:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 62
	.loc	0 9 16                          ; gcnsim/kernels/private_array.cl:9:16
	scratch_store_dwordx4 off, v[4:7], off offset:236
.Ltmp62:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 63
	.loc	0 11 34 is_stmt 1               ; gcnsim/kernels/private_array.cl:11:34
	scratch_load_dword v3, v0, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 1, v3
	.loc	0 11 28 is_stmt 0               ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v13
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	scratch_store_dword v0, v3, off
.Ltmp63:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v14
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 2, v0
	scratch_store_dword v4, v0, off
.Ltmp64:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	scratch_load_dword v0, v3, off
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:16
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 3, v0
	scratch_store_dword v3, v0, off
.Ltmp65:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	scratch_load_dword v0, v8, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v5
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 4, v0
	scratch_store_dword v8, v0, off
.Ltmp66:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 5, v0
	scratch_store_dword v3, v0, off
.Ltmp67:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v6
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 6, v0
	scratch_store_dword v4, v0, off
.Ltmp68:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	scratch_load_dword v0, v3, off
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	s_nop 0
	global_load_dwordx4 v[8:11], v[16:17], off offset:32
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v7
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 7, v0
	scratch_store_dword v3, v0, off
.Ltmp69:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v8
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v8, 63, v11
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v8, 2, v8
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 8, v0
	scratch_store_dword v4, v0, off
.Ltmp70:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	scratch_load_dword v0, v3, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v9
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 9, v0
	scratch_store_dword v3, v0, off
.Ltmp71:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v10
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 10, v0
	scratch_store_dword v4, v0, off
.Ltmp72:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	scratch_load_dword v0, v3, off
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:48
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 11, v0
	scratch_store_dword v3, v0, off
.Ltmp73:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	scratch_load_dword v0, v8, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v5
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 12, v0
	scratch_store_dword v8, v0, off
.Ltmp74:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 13, v0
	scratch_store_dword v3, v0, off
.Ltmp75:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v6
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 14, v0
	scratch_store_dword v4, v0, off
.Ltmp76:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	scratch_load_dword v0, v3, off
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	s_nop 0
	global_load_dwordx4 v[8:11], v[16:17], off offset:64
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v7
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 15, v0
	scratch_store_dword v3, v0, off
.Ltmp77:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v8
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v8, 63, v11
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v8, 2, v8
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 16, v0
	scratch_store_dword v4, v0, off
.Ltmp78:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	scratch_load_dword v0, v3, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v9
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 17, v0
	scratch_store_dword v3, v0, off
.Ltmp79:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 17
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v10
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 18, v0
	scratch_store_dword v4, v0, off
.Ltmp80:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 18
	scratch_load_dword v0, v3, off
	.loc	0 11 13                         ; gcnsim/kernels/private_array.cl:11:13
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:80
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 19, v0
	scratch_store_dword v3, v0, off
.Ltmp81:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 19
	scratch_load_dword v0, v8, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v5
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 20, v0
	scratch_store_dword v8, v0, off
.Ltmp82:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 20
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 21, v0
	scratch_store_dword v3, v0, off
.Ltmp83:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 21
	scratch_load_dword v0, v4, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v3, 63, v6
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v3, 2, v3
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 22, v0
	scratch_store_dword v4, v0, off
.Ltmp84:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 22
	scratch_load_dword v0, v3, off
	.loc	0 11 28                         ; gcnsim/kernels/private_array.cl:11:28
	v_and_b32_e32 v4, 63, v7
	.loc	0 11 5                          ; gcnsim/kernels/private_array.cl:11:5
	v_lshlrev_b32_e32 v4, 2, v4
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 23, v0
	scratch_store_dword v3, v0, off
.Ltmp85:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 23
	scratch_load_dword v0, v4, off
.Ltmp86:
	.loc	0 0 0                           ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v3, 63, v2
.Ltmp87:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v3, 2, v3
.Ltmp88:
	.loc	0 11 34                         ; gcnsim/kernels/private_array.cl:11:34
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 24, v0
	scratch_store_dword v4, v0, off
.Ltmp89:
	;DEBUG_VALUE: private_array:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 24
	.loc	0 15 21                         ; gcnsim/kernels/private_array.cl:15:21
	scratch_load_dword v3, v3, off
.Ltmp90:
	;DEBUG_VALUE: private_array:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr3
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v3
.Ltmp91:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 15 21                         ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp92:
	scratch_load_dword v0, v0, off
	.loc	0 16 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 1, v0
.Ltmp93:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr4
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v4, 63, v4
.Ltmp94:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v4, 2, v4
.Ltmp95:
	scratch_load_dword v4, v4, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 2, v4
.Ltmp96:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 3
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp97:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp98:
	scratch_load_dword v6, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 3, v6
.Ltmp99:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp100:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp101:
	scratch_load_dword v8, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 4, v8
.Ltmp102:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 5
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp103:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp104:
	scratch_load_dword v10, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 5, v10
.Ltmp105:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 6
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp106:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp107:
	scratch_load_dword v12, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 6, v12
.Ltmp108:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 7
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp109:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp110:
	scratch_load_dword v14, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 7, v14
.Ltmp111:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp112:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp113:
	scratch_load_dword v16, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 8, v16
.Ltmp114:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 9
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp115:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp116:
	scratch_load_dword v18, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 9, v18
.Ltmp117:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 10
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp118:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp119:
	scratch_load_dword v20, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 10, v20
.Ltmp120:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 11
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp121:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp122:
	scratch_load_dword v22, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 11, v22
.Ltmp123:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 12
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp124:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp125:
	scratch_load_dword v24, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 12, v24
.Ltmp126:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 13
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp127:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp128:
	scratch_load_dword v26, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 13, v26
.Ltmp129:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 14
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp130:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp131:
	scratch_load_dword v28, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 14, v28
.Ltmp132:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 15
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp133:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp134:
	scratch_load_dword v30, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 15, v30
.Ltmp135:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp136:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp137:
	scratch_load_dword v32, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 16, v32
.Ltmp138:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 17
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp139:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp140:
	scratch_load_dword v34, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 17, v34
.Ltmp141:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 18
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp142:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp143:
	scratch_load_dword v36, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 18, v36
.Ltmp144:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 19
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp145:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp146:
	scratch_load_dword v38, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 19, v38
.Ltmp147:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 20
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp148:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp149:
	scratch_load_dword v40, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 20, v40
.Ltmp150:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 21
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp151:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp152:
	scratch_load_dword v42, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 21, v42
.Ltmp153:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 22
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp154:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp155:
	scratch_load_dword v44, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 22, v44
.Ltmp156:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 23
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp157:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp158:
	scratch_load_dword v46, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 23, v46
.Ltmp159:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 24
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp160:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp161:
	scratch_load_dword v48, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 24, v48
.Ltmp162:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 25
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp163:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp164:
	scratch_load_dword v50, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 25, v50
.Ltmp165:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 26
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp166:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp167:
	scratch_load_dword v52, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 26, v52
.Ltmp168:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 27
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr5
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v5, 63, v5
.Ltmp169:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v5, 2, v5
.Ltmp170:
	scratch_load_dword v54, v5, off
	.loc	0 16 21                         ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 27, v54
.Ltmp171:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 28
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v1, 63, v1
.Ltmp172:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp173:
	scratch_load_dword v2, v1, off
.Ltmp174:
	.loc	0 15 19 is_stmt 0               ; gcnsim/kernels/private_array.cl:15:19
	v_mad_u64_u32 v[0:1], s[0:1], v3, 3, v[0:1]
.Ltmp175:
	;DEBUG_VALUE: private_array:acc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 16 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 28, v2
.Ltmp176:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 29
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v1, 63, v1
.Ltmp177:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp178:
	scratch_load_dword v58, v1, off
	.loc	0 15 19 is_stmt 0               ; gcnsim/kernels/private_array.cl:15:19
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[4:5]
	.loc	0 16 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 29, v58
.Ltmp179:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 30
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v1, 63, v1
.Ltmp180:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp181:
	scratch_load_dword v4, v1, off
	.loc	0 15 19 is_stmt 0               ; gcnsim/kernels/private_array.cl:15:19
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[6:7]
	.loc	0 16 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:16:21
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 30, v4
.Ltmp182:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 31
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr1
	.loc	0 0 0 is_stmt 0                 ; gcnsim/kernels/private_array.cl:0:0
	v_and_b32_e32 v1, 63, v1
.Ltmp183:
	;DEBUG_VALUE: private_array:j <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 15 21 is_stmt 1               ; gcnsim/kernels/private_array.cl:15:21
	v_lshlrev_b32_e32 v1, 2, v1
.Ltmp184:
	scratch_load_dword v6, v1, off
	.loc	0 15 19 is_stmt 0               ; gcnsim/kernels/private_array.cl:15:19
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[8:9]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[10:11]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[12:13]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[14:15]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[16:17]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[18:19]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[20:21]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[22:23]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[24:25]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[26:27]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[28:29]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[30:31]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[32:33]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[34:35]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[36:37]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[38:39]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[40:41]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[42:43]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[44:45]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[46:47]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[48:49]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[50:51]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[52:53]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[54:55]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[2:3]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[58:59]
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[4:5]
.Ltmp185:
	.loc	0 18 3 is_stmt 1                ; gcnsim/kernels/private_array.cl:18:3
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[56:57]
.Ltmp186:
	.loc	0 15 19                         ; gcnsim/kernels/private_array.cl:15:19
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[6:7]
.Ltmp187:
	;DEBUG_VALUE: k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	;DEBUG_VALUE: private_array:j <- [DW_OP_plus_uconst 31, DW_OP_constu 63, DW_OP_and, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	0 18 10                         ; gcnsim/kernels/private_array.cl:18:10
	global_store_dword v[2:3], v0, off
.Ltmp188:
.LBB0_2:
	.loc	0 19 1                          ; gcnsim/kernels/private_array.cl:19:1
	s_endpgm
.Ltmp189:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 60
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	private_array, .Lfunc_end0-private_array
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2656
; NumSgprs: 13
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	6                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp174-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	25                              ; 25
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	26                              ; 26
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	27                              ; 27
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	17                              ; 17
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	18                              ; 18
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	19                              ; 19
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	21                              ; 21
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	22                              ; 22
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	23                              ; 23
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	29                              ; 29
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	30                              ; 30
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	31                              ; 31
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp38-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	33                              ; 33
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	34                              ; 34
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	35                              ; 35
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	37                              ; 37
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	38                              ; 38
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	39                              ; 39
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp45-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	41                              ; 41
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp46-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	42                              ; 42
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp47-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	43                              ; 43
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp48-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	45                              ; 45
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp49-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	46                              ; 46
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp50-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	47                              ; 47
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp51-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	49                              ; 49
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp52-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	50                              ; 50
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	51                              ; 51
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	53                              ; 53
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	54                              ; 54
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	55                              ; 55
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp57-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	57                              ; 57
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp58-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	58                              ; 58
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	59                              ; 59
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp60-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	61                              ; 61
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp61-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	62                              ; 62
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp188-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	63                              ; 63
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp64-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp65-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp66-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp67-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp68-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp69-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp70-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp71-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp72-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp73-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp74-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp75-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp76-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp77-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp78-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp79-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	17                              ; 17
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp80-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	18                              ; 18
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp81-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	19                              ; 19
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp82-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	20                              ; 20
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp83-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	21                              ; 21
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp84-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	22                              ; 22
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp85-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	23                              ; 23
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp188-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	24                              ; 24
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp92-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp95-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp98-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp101-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp104-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp107-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp110-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp113-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp116-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp119-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp122-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp125-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp128-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp131-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp134-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp137-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp140-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp143-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp146-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp149-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp152-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp155-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp158-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp161-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp164-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp167-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp170-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp173-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp178-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp181-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   ending offset
	.byte	11                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	63                              ; 63
	.byte	26                              ; DW_OP_and
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp184-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp175-.Lfunc_begin0         ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	3                               ; 3
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	5                               ; 5
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	6                               ; 6
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	7                               ; 7
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	9                               ; 9
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	10                              ; 10
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	11                              ; 11
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	12                              ; 12
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	13                              ; 13
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	14                              ; 14
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	15                              ; 15
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	17                              ; 17
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	18                              ; 18
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	19                              ; 19
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	20                              ; 20
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	21                              ; 21
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	22                              ; 22
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	23                              ; 23
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	24                              ; 24
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	25                              ; 25
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	26                              ; 26
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	27                              ; 27
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	28                              ; 28
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	29                              ; 29
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	30                              ; 30
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp187-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	31                              ; 31
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp187-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp188-.Lfunc_begin0         ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
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
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0xbf DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x70 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	175                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	197                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x45:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4d:0xe DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	145
	.byte	0
	.byte	49
	.byte	22
	.byte	24
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	155                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5b:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x64:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6d:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x76:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x78:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x82:0xc DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x84:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x8e:0xc DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x90:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x9b:0xc DW_TAG_array_type
	.long	167                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa0:0x6 DW_TAG_subrange_type
	.long	171                             ; DW_AT_type
	.byte	64                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xa7:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0xab:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	11                              ; Abbrev [11] 0xaf:0x5 DW_TAG_pointer_type
	.long	180                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xb4:0x5 DW_TAG_const_type
	.long	185                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0xb9:0x8 DW_TAG_typedef
	.long	193                             ; DW_AT_type
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	9                               ; Abbrev [9] 0xc1:0x4 DW_TAG_base_type
	.byte	12                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xc5:0x5 DW_TAG_pointer_type
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	3                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
	.long	.Ldebug_ranges1-.Lrnglists_table_base0
	.long	.Ldebug_ranges2-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp41-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp62-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp86-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp87-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp88-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp89-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp90-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp91-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp93-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp94-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp96-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp97-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp99-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp100-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp102-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp103-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp105-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp106-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp108-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp109-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp111-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp112-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp114-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp115-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp117-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp118-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp120-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp121-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp123-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp124-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp126-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp127-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp129-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp130-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp132-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp133-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp135-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp136-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp138-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp139-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp141-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp142-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp144-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp145-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp147-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp148-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp150-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp151-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp153-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp154-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp156-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp157-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp159-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp160-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp162-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp163-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp165-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp166-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp168-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp169-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp171-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp172-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp176-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp177-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp179-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp180-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp182-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp183-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp185-.Lfunc_begin0         ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp186-.Lfunc_begin0         ;   starting offset
	.uleb128 .Ltmp187-.Lfunc_begin0         ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	68                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/private_array.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=72
.Linfo_string3:
	.asciz	"private_array"                 ; string offset=74
.Linfo_string4:
	.asciz	"buckets"                       ; string offset=88
.Linfo_string5:
	.asciz	"int"                           ; string offset=96
.Linfo_string6:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=100
.Linfo_string7:
	.asciz	"i"                             ; string offset=120
.Linfo_string8:
	.asciz	"k"                             ; string offset=122
.Linfo_string9:
	.asciz	"j"                             ; string offset=124
.Linfo_string10:
	.asciz	"acc"                           ; string offset=126
.Linfo_string11:
	.asciz	"in"                            ; string offset=130
.Linfo_string12:
	.asciz	"unsigned int"                  ; string offset=133
.Linfo_string13:
	.asciz	"uint"                          ; string offset=146
.Linfo_string14:
	.asciz	"out"                           ; string offset=151
.Linfo_string15:
	.asciz	"n"                             ; string offset=155
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
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
    .name:           private_array
    .private_segment_fixed_size: 260
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
