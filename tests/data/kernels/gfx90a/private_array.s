	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 s0, s0, s9
	s_load_dword s9, s[4:5], 0x24
	s_load_dword s10, s[4:5], 0x10
	s_load_dwordx2 s[6:7], s[4:5], 0x40
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s9, 0xffff
	s_mul_i32 s8, s8, s7
	v_add_u32_e32 v1, s8, v0
	v_add_co_u32_e32 v1, vcc, s6, v1
	v_mov_b32_e32 v0, 0
	v_cmp_gt_i32_e32 vcc, s10, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 1, v1
	buffer_store_dword v0, off, s[0:3], 0
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v2, off, s[0:3], 0 offset:8
	v_lshl_add_u32 v2, v1, 1, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	v_lshlrev_b32_e32 v2, 2, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:16
	v_mul_lo_u32 v2, v1, 6
	v_lshl_add_u32 v3, v1, 2, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	buffer_store_dword v3, off, s[0:3], 0 offset:20
	v_mul_lo_u32 v2, v1, 7
	buffer_store_dword v2, off, s[0:3], 0 offset:28
	v_lshlrev_b32_e32 v2, 3, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:32
	v_mul_lo_u32 v2, v1, 10
	v_lshl_add_u32 v3, v1, 3, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:40
	buffer_store_dword v3, off, s[0:3], 0 offset:36
	v_mul_lo_u32 v2, v1, 11
	v_mul_lo_u32 v3, v1, 12
	buffer_store_dword v3, off, s[0:3], 0 offset:48
	buffer_store_dword v2, off, s[0:3], 0 offset:44
	v_mul_lo_u32 v2, v1, 13
	v_mul_lo_u32 v3, v1, 14
	buffer_store_dword v3, off, s[0:3], 0 offset:56
	buffer_store_dword v2, off, s[0:3], 0 offset:52
	v_mul_lo_u32 v2, v1, 15
	buffer_store_dword v2, off, s[0:3], 0 offset:60
	v_lshlrev_b32_e32 v2, 4, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:64
	v_mul_lo_u32 v2, v1, 18
	v_lshl_add_u32 v3, v1, 4, v1
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	buffer_store_dword v2, off, s[0:3], 0 offset:72
	buffer_store_dword v3, off, s[0:3], 0 offset:68
	v_mul_lo_u32 v2, v1, 19
	v_mul_lo_u32 v3, v1, 20
	buffer_store_dword v3, off, s[0:3], 0 offset:80
	buffer_store_dword v2, off, s[0:3], 0 offset:76
	v_mul_lo_u32 v2, v1, 21
	v_mul_lo_u32 v3, v1, 22
	buffer_store_dword v3, off, s[0:3], 0 offset:88
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	v_mul_lo_u32 v2, v1, 24
	v_ashrrev_i32_e32 v3, 31, v2
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, v4, v3, vcc
	global_load_dwordx4 v[2:5], v[10:11], off
	v_mul_lo_u32 v6, v1, 23
	buffer_store_dword v6, off, s[0:3], 0 offset:92
	v_mul_lo_u32 v6, v1, 25
	v_mul_lo_u32 v7, v1, 26
	buffer_store_dword v7, off, s[0:3], 0 offset:104
	buffer_store_dword v6, off, s[0:3], 0 offset:100
	v_mul_lo_u32 v6, v1, 27
	v_mul_lo_u32 v7, v1, 28
	buffer_store_dword v7, off, s[0:3], 0 offset:112
	buffer_store_dword v6, off, s[0:3], 0 offset:108
	v_mul_lo_u32 v6, v1, 29
	v_mul_lo_u32 v7, v1, 30
	buffer_store_dword v7, off, s[0:3], 0 offset:120
	buffer_store_dword v6, off, s[0:3], 0 offset:116
	v_mul_lo_u32 v6, v1, 31
	buffer_store_dword v6, off, s[0:3], 0 offset:124
	v_lshlrev_b32_e32 v6, 5, v1
	buffer_store_dword v6, off, s[0:3], 0 offset:128
	v_mul_lo_u32 v6, v1, 34
	v_lshl_add_u32 v7, v1, 5, v1
	buffer_store_dword v6, off, s[0:3], 0 offset:136
	buffer_store_dword v7, off, s[0:3], 0 offset:132
	v_mul_lo_u32 v6, v1, 35
	v_mul_lo_u32 v7, v1, 36
	buffer_store_dword v7, off, s[0:3], 0 offset:144
	buffer_store_dword v6, off, s[0:3], 0 offset:140
	v_mul_lo_u32 v6, v1, 37
	v_mul_lo_u32 v7, v1, 38
	buffer_store_dword v7, off, s[0:3], 0 offset:152
	buffer_store_dword v6, off, s[0:3], 0 offset:148
	v_mul_lo_u32 v6, v1, 39
	v_mul_lo_u32 v7, v1, 40
	buffer_store_dword v7, off, s[0:3], 0 offset:160
	buffer_store_dword v6, off, s[0:3], 0 offset:156
	v_mul_lo_u32 v6, v1, 41
	v_mul_lo_u32 v7, v1, 42
	buffer_store_dword v7, off, s[0:3], 0 offset:168
	buffer_store_dword v6, off, s[0:3], 0 offset:164
	v_mul_lo_u32 v6, v1, 43
	v_mul_lo_u32 v7, v1, 44
	buffer_store_dword v7, off, s[0:3], 0 offset:176
	buffer_store_dword v6, off, s[0:3], 0 offset:172
	v_mul_lo_u32 v6, v1, 45
	v_mul_lo_u32 v7, v1, 46
	buffer_store_dword v7, off, s[0:3], 0 offset:184
	buffer_store_dword v6, off, s[0:3], 0 offset:180
	v_mul_lo_u32 v6, v1, 47
	v_mul_lo_u32 v7, v1, 48
	buffer_store_dword v7, off, s[0:3], 0 offset:192
	buffer_store_dword v6, off, s[0:3], 0 offset:188
	v_mul_lo_u32 v6, v1, 49
	v_mul_lo_u32 v7, v1, 50
	buffer_store_dword v7, off, s[0:3], 0 offset:200
	buffer_store_dword v6, off, s[0:3], 0 offset:196
	v_mul_lo_u32 v6, v1, 51
	v_mul_lo_u32 v7, v1, 52
	buffer_store_dword v7, off, s[0:3], 0 offset:208
	buffer_store_dword v6, off, s[0:3], 0 offset:204
	v_mul_lo_u32 v6, v1, 53
	v_mul_lo_u32 v7, v1, 54
	buffer_store_dword v7, off, s[0:3], 0 offset:216
	buffer_store_dword v6, off, s[0:3], 0 offset:212
	v_mul_lo_u32 v6, v1, 55
	v_mul_lo_u32 v7, v1, 56
	buffer_store_dword v7, off, s[0:3], 0 offset:224
	buffer_store_dword v6, off, s[0:3], 0 offset:220
	v_mul_lo_u32 v6, v1, 57
	v_mul_lo_u32 v7, v1, 58
	buffer_store_dword v7, off, s[0:3], 0 offset:232
	buffer_store_dword v6, off, s[0:3], 0 offset:228
	v_mul_lo_u32 v6, v1, 59
	v_mul_lo_u32 v7, v1, 60
	buffer_store_dword v7, off, s[0:3], 0 offset:240
	buffer_store_dword v6, off, s[0:3], 0 offset:236
	v_mul_lo_u32 v6, v1, 61
	v_mul_lo_u32 v7, v1, 62
	buffer_store_dword v7, off, s[0:3], 0 offset:248
	buffer_store_dword v6, off, s[0:3], 0 offset:244
	v_mul_lo_u32 v6, v1, 63
	v_mov_b32_e32 v13, 0
	buffer_store_dword v6, off, s[0:3], 0 offset:252
                                        ; kill: killed $vgpr10 killed $vgpr11
	s_waitcnt vmcnt(40)
	v_and_b32_e32 v2, 63, v2
	v_lshl_add_u32 v2, v2, 2, v13
	buffer_load_dword v6, v2, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	v_and_b32_e32 v4, 63, v4
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, 1, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 2, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v5
	v_lshl_add_u32 v3, v3, 2, v13
	global_load_dwordx4 v[6:9], v[10:11], off offset:16
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, 3, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 4, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshl_add_u32 v3, v3, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 5, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshl_add_u32 v6, v4, 2, v13
	v_and_b32_e32 v8, 63, v9
	v_lshl_add_u32 v8, v8, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 6, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v7, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v7, 7, v7
	buffer_store_dword v7, v6, s[0:3], 0 offen
	global_load_dwordx4 v[2:5], v[10:11], off offset:32
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v2
	buffer_load_dword v6, v8, s[0:3], 0 offen
	v_lshl_add_u32 v2, v2, 2, v13
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	v_and_b32_e32 v4, 63, v4
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, 8, v6
	buffer_store_dword v6, v8, s[0:3], 0 offen
	buffer_load_dword v6, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, 9, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 10, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v5
	v_lshl_add_u32 v3, v3, 2, v13
	global_load_dwordx4 v[6:9], v[10:11], off offset:48
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, 11, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 12, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshl_add_u32 v3, v3, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 13, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshl_add_u32 v6, v4, 2, v13
	v_and_b32_e32 v8, 63, v9
	v_lshl_add_u32 v8, v8, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 14, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v7, v6, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v7, 15, v7
	buffer_store_dword v7, v6, s[0:3], 0 offen
	global_load_dwordx4 v[2:5], v[10:11], off offset:64
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v2
	buffer_load_dword v6, v8, s[0:3], 0 offen
	v_lshl_add_u32 v2, v2, 2, v13
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	v_and_b32_e32 v4, 63, v4
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, 16, v6
	buffer_store_dword v6, v8, s[0:3], 0 offen
	buffer_load_dword v6, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, 17, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 18, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v5
	v_lshl_add_u32 v3, v3, 2, v13
	global_load_dwordx4 v[6:9], v[10:11], off offset:80
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, 19, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 20, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshl_add_u32 v3, v3, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 21, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshl_add_u32 v4, v4, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 22, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v9
	v_lshl_add_u32 v3, v3, 2, v13
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 23, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v1
	v_lshl_add_u32 v4, v4, 2, v13
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_add_co_u32_e32 v0, vcc, s6, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 24, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 63, v3
	v_lshl_add_u32 v2, v2, 2, v13
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 1, v2
	v_and_b32_e32 v4, 63, v4
	v_lshl_add_u32 v4, v4, 2, v13
	buffer_load_dword v4, v4, s[0:3], 0 offen
	v_mad_u64_u32 v[2:3], s[4:5], v3, 3, v[2:3]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 2, v4
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v6, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 3, v6
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v8, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 4, v8
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v10, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 5, v10
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v12, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 6, v12
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v14, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 7, v14
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v16, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 8, v16
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v18, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 9, v18
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v20, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 10, v20
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v22, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 11, v22
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v24, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 12, v24
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v26, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 13, v26
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v28, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 14, v28
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v30, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 15, v30
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v32, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 16, v32
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v34, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 17, v34
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v36, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 18, v36
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v38, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 19, v38
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v40, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 20, v40
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v42, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 21, v42
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v44, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 22, v44
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v46, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 23, v46
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v48, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 24, v48
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v50, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 25, v50
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v52, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 26, v52
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v54, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 27, v54
	v_and_b32_e32 v5, 63, v5
	v_lshl_add_u32 v5, v5, 2, v13
	buffer_load_dword v56, v5, s[0:3], 0 offen
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[4:5]
	v_mov_b32_e32 v5, s7
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 28, v56
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	buffer_load_dword v4, v3, s[0:3], 0 offen
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[6:7]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 29, v4
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 30, v6
	v_and_b32_e32 v3, 63, v3
	v_lshl_add_u32 v3, v3, 2, v13
	buffer_load_dword v58, v3, s[0:3], 0 offen
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[8:9]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[10:11]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[12:13]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[14:15]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[16:17]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[18:19]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[20:21]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[22:23]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[24:25]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[26:27]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[28:29]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[30:31]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[32:33]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[34:35]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[36:37]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[40:41]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[42:43]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[44:45]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[46:47]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[48:49]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[50:51]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[52:53]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[54:55]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[56:57]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[4:5]
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[6:7]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[4:5], v2, 3, v[58:59]
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 60
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
; codeLenInByte = 3204
; NumSgprs: 15
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
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
