	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s6, s[0:1], 0x10
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_cmp_gt_i32_e32 vcc, s6, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mul_lo_u32 v9, v2, 24
	v_ashrrev_i32_e32 v5, 31, v9
	v_mov_b32_e32 v4, v9
	v_lshlrev_b32_e32 v6, 1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s0
	v_mov_b32_e32 v11, s1
	v_lshl_add_u64 v[16:17], v[4:5], 2, v[10:11]
	global_load_dwordx4 v[12:15], v[16:17], off
	v_lshl_add_u32 v7, v2, 1, v2
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v2
	scratch_store_dwordx4 off, v[4:7], off
	v_mul_lo_u32 v0, v2, 63
	v_mul_lo_u32 v8, v2, 23
	v_lshlrev_b32_e32 v4, 2, v2
	v_mul_lo_u32 v6, v2, 6
	v_lshl_add_u32 v5, v2, 2, v2
	v_mul_lo_u32 v7, v2, 7
	scratch_store_dwordx4 off, v[4:7], off offset:16
	v_mul_lo_u32 v11, v2, 26
	v_mul_lo_u32 v10, v2, 25
	v_lshlrev_b32_e32 v4, 3, v2
	v_mul_lo_u32 v6, v2, 10
	v_lshl_add_u32 v5, v2, 3, v2
	scratch_store_dwordx3 off, v[4:6], off offset:32
	v_mul_lo_u32 v7, v2, 14
	scratch_store_dword off, v0, off offset:252
	v_mul_lo_u32 v5, v2, 12
	v_mul_lo_u32 v4, v2, 11
	v_mul_lo_u32 v6, v2, 13
	scratch_store_dwordx4 off, v[4:7], off offset:44
	scratch_store_dwordx4 off, v[8:11], off offset:92
	v_mov_b32_e32 v56, v1
	v_mul_lo_u32 v4, v2, 15
	v_lshlrev_b32_e32 v5, 4, v2
	v_mul_lo_u32 v7, v2, 18
	v_lshl_add_u32 v6, v2, 4, v2
	scratch_store_dwordx4 off, v[4:7], off offset:60
	v_mov_b32_e32 v57, v2
	v_ashrrev_i64 v[56:57], 30, v[56:57]
	v_mul_lo_u32 v5, v2, 20
	v_mul_lo_u32 v4, v2, 19
	v_mul_lo_u32 v7, v2, 22
	v_mul_lo_u32 v6, v2, 21
	scratch_store_dwordx4 off, v[4:7], off offset:76
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v0, 63, v12
	v_mul_lo_u32 v5, v2, 28
	v_mul_lo_u32 v4, v2, 27
	v_mul_lo_u32 v7, v2, 30
	v_mul_lo_u32 v6, v2, 29
	scratch_store_dwordx4 off, v[4:7], off offset:108
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v8, 63, v15
	v_mul_lo_u32 v4, v2, 31
	v_lshlrev_b32_e32 v5, 5, v2
	v_mul_lo_u32 v7, v2, 34
	v_lshl_add_u32 v6, v2, 5, v2
	scratch_store_dwordx4 off, v[4:7], off offset:124
	v_lshlrev_b32_e32 v8, 2, v8
	s_nop 0
	v_mul_lo_u32 v5, v2, 36
	v_mul_lo_u32 v4, v2, 35
	v_mul_lo_u32 v7, v2, 38
	v_mul_lo_u32 v6, v2, 37
	scratch_store_dwordx4 off, v[4:7], off offset:140
	s_nop 1
	v_mul_lo_u32 v5, v2, 40
	v_mul_lo_u32 v4, v2, 39
	v_mul_lo_u32 v7, v2, 42
	v_mul_lo_u32 v6, v2, 41
	scratch_store_dwordx4 off, v[4:7], off offset:156
	s_nop 1
	v_mul_lo_u32 v5, v2, 44
	v_mul_lo_u32 v4, v2, 43
	v_mul_lo_u32 v7, v2, 46
	v_mul_lo_u32 v6, v2, 45
	scratch_store_dwordx4 off, v[4:7], off offset:172
	s_nop 1
	v_mul_lo_u32 v5, v2, 48
	v_mul_lo_u32 v4, v2, 47
	v_mul_lo_u32 v7, v2, 50
	v_mul_lo_u32 v6, v2, 49
	scratch_store_dwordx4 off, v[4:7], off offset:188
	s_nop 1
	v_mul_lo_u32 v5, v2, 52
	v_mul_lo_u32 v4, v2, 51
	v_mul_lo_u32 v7, v2, 54
	v_mul_lo_u32 v6, v2, 53
	scratch_store_dwordx4 off, v[4:7], off offset:204
	s_nop 1
	v_mul_lo_u32 v5, v2, 56
	v_mul_lo_u32 v4, v2, 55
	v_mul_lo_u32 v7, v2, 58
	v_mul_lo_u32 v6, v2, 57
	scratch_store_dwordx4 off, v[4:7], off offset:220
	s_nop 1
	v_mul_lo_u32 v5, v2, 60
	v_mul_lo_u32 v4, v2, 59
	v_mul_lo_u32 v7, v2, 62
	v_mul_lo_u32 v6, v2, 61
	scratch_store_dwordx4 off, v[4:7], off offset:236
	scratch_load_dword v3, v0, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 1, v3
	v_and_b32_e32 v4, 63, v13
	v_lshlrev_b32_e32 v4, 2, v4
	scratch_store_dword v0, v3, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v14
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 2, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:16
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 3, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v8, off
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 63, v5
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 4, v0
	scratch_store_dword v8, v0, off
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 5, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v6
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 6, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	s_nop 0
	global_load_dwordx4 v[8:11], v[16:17], off offset:32
	v_and_b32_e32 v4, 63, v7
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 7, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v8
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v8, 63, v11
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 8, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	v_and_b32_e32 v4, 63, v9
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 9, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v10
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 10, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:48
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 11, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v8, off
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 63, v5
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 12, v0
	scratch_store_dword v8, v0, off
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 13, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v6
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 14, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	s_nop 0
	global_load_dwordx4 v[8:11], v[16:17], off offset:64
	v_and_b32_e32 v4, 63, v7
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 15, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v8
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v8, 63, v11
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 16, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	v_and_b32_e32 v4, 63, v9
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 17, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v10
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 18, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	s_nop 0
	global_load_dwordx4 v[4:7], v[16:17], off offset:80
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, 19, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v8, off
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 63, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 63, v5
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 20, v0
	scratch_store_dword v8, v0, off
	scratch_load_dword v0, v3, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 21, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v6
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 22, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v0, v3, off
	v_and_b32_e32 v4, 63, v7
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 23, v0
	scratch_store_dword v3, v0, off
	scratch_load_dword v0, v4, off
	v_and_b32_e32 v3, 63, v2
	v_lshlrev_b32_e32 v3, 2, v3
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, 24, v0
	scratch_store_dword v4, v0, off
	scratch_load_dword v3, v3, off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v3
	v_lshlrev_b32_e32 v0, 2, v0
	scratch_load_dword v0, v0, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 1, v0
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	scratch_load_dword v4, v4, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 2, v4
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v6, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 3, v6
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v8, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 4, v8
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v10, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 5, v10
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v12, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 6, v12
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v14, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 7, v14
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v16, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 8, v16
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v18, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 9, v18
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v20, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 10, v20
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v22, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 11, v22
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v24, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 12, v24
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v26, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 13, v26
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v28, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 14, v28
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v30, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 15, v30
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v32, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 16, v32
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v34, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 17, v34
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v36, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 18, v36
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v38, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 19, v38
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v40, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 20, v40
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v42, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 21, v42
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v44, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 22, v44
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v46, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 23, v46
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v48, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 24, v48
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v50, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 25, v50
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v52, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 26, v52
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	scratch_load_dword v54, v5, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 27, v54
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v2, v1, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 28, v2
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v58, v1, off
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 29, v58
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v4, v1, off
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[6:7]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 30, v4
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v6, v1, off
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
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[56:57]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v0, 3, v[6:7]
	global_store_dword v[2:3], v0, off
.LBB0_2:
	s_endpgm
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
