	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_i32 s6, s6, s9
	s_lshr_b32 flat_scratch_hi, s6, 8
	s_mov_b32 flat_scratch_lo, s7
	s_add_u32 s0, s0, s9
	s_load_dword s9, s[4:5], 0x9
	s_load_dword s10, s[4:5], 0x4
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s7, s9, 0xffff
	s_mul_i32 s8, s8, s7
	v_add_i32_e32 v1, vcc, s8, v0
	v_add_i32_e32 v1, vcc, s6, v1
	v_mov_b32_e32 v0, 0
	v_cmp_gt_i32_e32 vcc, s10, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mul_lo_u32 v2, v1, 3
	v_lshlrev_b32_e32 v3, 1, v1
	buffer_store_dword v0, off, s[0:3], 0
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v3, off, s[0:3], 0 offset:8
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	v_mul_lo_u32 v3, v1, 5
	v_mul_lo_u32 v4, v1, 6
	v_lshlrev_b32_e32 v2, 2, v1
	v_mul_lo_u32 v5, v1, 7
	buffer_store_dword v2, off, s[0:3], 0 offset:16
	buffer_store_dword v3, off, s[0:3], 0 offset:20
	buffer_store_dword v4, off, s[0:3], 0 offset:24
	buffer_store_dword v5, off, s[0:3], 0 offset:28
	v_mul_lo_u32 v3, v1, 9
	v_mul_lo_u32 v4, v1, 10
	v_lshlrev_b32_e32 v2, 3, v1
	v_mul_lo_u32 v5, v1, 11
	buffer_store_dword v2, off, s[0:3], 0 offset:32
	buffer_store_dword v3, off, s[0:3], 0 offset:36
	buffer_store_dword v4, off, s[0:3], 0 offset:40
	buffer_store_dword v5, off, s[0:3], 0 offset:44
	v_mul_lo_u32 v2, v1, 12
	v_mul_lo_u32 v3, v1, 13
	v_mul_lo_u32 v4, v1, 14
	v_mul_lo_u32 v5, v1, 15
	buffer_store_dword v2, off, s[0:3], 0 offset:48
	buffer_store_dword v3, off, s[0:3], 0 offset:52
	buffer_store_dword v4, off, s[0:3], 0 offset:56
	buffer_store_dword v5, off, s[0:3], 0 offset:60
	v_lshlrev_b32_e32 v2, 4, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:64
	v_mul_lo_u32 v2, v1, 17
	v_mul_lo_u32 v3, v1, 18
	v_mul_lo_u32 v4, v1, 19
	v_mul_lo_u32 v5, v1, 20
	v_mul_lo_u32 v6, v1, 24
	buffer_store_dword v2, off, s[0:3], 0 offset:68
	buffer_store_dword v3, off, s[0:3], 0 offset:72
	buffer_store_dword v4, off, s[0:3], 0 offset:76
	buffer_store_dword v5, off, s[0:3], 0 offset:80
	v_mul_lo_u32 v2, v1, 21
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mul_lo_u32 v3, v1, 22
	v_mul_lo_u32 v4, v1, 23
	v_ashrrev_i32_e32 v7, 31, v6
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	buffer_store_dword v3, off, s[0:3], 0 offset:88
	buffer_store_dword v4, off, s[0:3], 0 offset:92
	v_lshl_b64 v[2:3], v[6:7], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v10, vcc, s4, v2
	v_addc_u32_e32 v11, vcc, v4, v3, vcc
	flat_load_dwordx4 v[2:5], v[10:11]
	v_mul_lo_u32 v7, v1, 25
	v_mul_lo_u32 v8, v1, 26
	v_mul_lo_u32 v9, v1, 27
	buffer_store_dword v6, off, s[0:3], 0 offset:96
	buffer_store_dword v7, off, s[0:3], 0 offset:100
	buffer_store_dword v8, off, s[0:3], 0 offset:104
	buffer_store_dword v9, off, s[0:3], 0 offset:108
	v_mul_lo_u32 v6, v1, 28
	v_mul_lo_u32 v7, v1, 29
	v_mul_lo_u32 v8, v1, 30
	v_mul_lo_u32 v9, v1, 31
	buffer_store_dword v6, off, s[0:3], 0 offset:112
	buffer_store_dword v7, off, s[0:3], 0 offset:116
	buffer_store_dword v8, off, s[0:3], 0 offset:120
	buffer_store_dword v9, off, s[0:3], 0 offset:124
	v_mul_lo_u32 v7, v1, 33
	v_mul_lo_u32 v8, v1, 34
	v_lshlrev_b32_e32 v6, 5, v1
	v_mul_lo_u32 v9, v1, 35
	buffer_store_dword v6, off, s[0:3], 0 offset:128
	buffer_store_dword v7, off, s[0:3], 0 offset:132
	buffer_store_dword v8, off, s[0:3], 0 offset:136
	buffer_store_dword v9, off, s[0:3], 0 offset:140
	v_mul_lo_u32 v6, v1, 36
	v_mul_lo_u32 v7, v1, 37
	v_mul_lo_u32 v8, v1, 38
	v_mul_lo_u32 v9, v1, 39
	buffer_store_dword v6, off, s[0:3], 0 offset:144
	buffer_store_dword v7, off, s[0:3], 0 offset:148
	buffer_store_dword v8, off, s[0:3], 0 offset:152
	buffer_store_dword v9, off, s[0:3], 0 offset:156
	v_mul_lo_u32 v6, v1, 40
	v_mul_lo_u32 v7, v1, 41
	v_mul_lo_u32 v8, v1, 42
	v_mul_lo_u32 v9, v1, 43
	buffer_store_dword v6, off, s[0:3], 0 offset:160
	buffer_store_dword v7, off, s[0:3], 0 offset:164
	buffer_store_dword v8, off, s[0:3], 0 offset:168
	buffer_store_dword v9, off, s[0:3], 0 offset:172
	v_mul_lo_u32 v6, v1, 44
	v_mul_lo_u32 v7, v1, 45
	v_mul_lo_u32 v8, v1, 46
	v_mul_lo_u32 v9, v1, 47
	buffer_store_dword v6, off, s[0:3], 0 offset:176
	buffer_store_dword v7, off, s[0:3], 0 offset:180
	buffer_store_dword v8, off, s[0:3], 0 offset:184
	buffer_store_dword v9, off, s[0:3], 0 offset:188
	v_mul_lo_u32 v6, v1, 48
	v_mul_lo_u32 v7, v1, 49
	v_mul_lo_u32 v8, v1, 50
	v_mul_lo_u32 v9, v1, 51
	buffer_store_dword v6, off, s[0:3], 0 offset:192
	buffer_store_dword v7, off, s[0:3], 0 offset:196
	buffer_store_dword v8, off, s[0:3], 0 offset:200
	buffer_store_dword v9, off, s[0:3], 0 offset:204
	v_mul_lo_u32 v6, v1, 52
	v_mul_lo_u32 v7, v1, 53
	v_mul_lo_u32 v8, v1, 54
	v_mul_lo_u32 v9, v1, 55
	buffer_store_dword v6, off, s[0:3], 0 offset:208
	buffer_store_dword v7, off, s[0:3], 0 offset:212
	buffer_store_dword v8, off, s[0:3], 0 offset:216
	buffer_store_dword v9, off, s[0:3], 0 offset:220
	v_mul_lo_u32 v6, v1, 56
	v_mul_lo_u32 v7, v1, 57
	v_mul_lo_u32 v8, v1, 58
	v_mul_lo_u32 v9, v1, 59
	buffer_store_dword v6, off, s[0:3], 0 offset:224
	buffer_store_dword v7, off, s[0:3], 0 offset:228
	buffer_store_dword v8, off, s[0:3], 0 offset:232
	buffer_store_dword v9, off, s[0:3], 0 offset:236
	v_mul_lo_u32 v6, v1, 60
	v_mul_lo_u32 v7, v1, 61
	v_mul_lo_u32 v8, v1, 62
	v_mul_lo_u32 v9, v1, 63
	v_mov_b32_e32 v12, 0
	buffer_store_dword v6, off, s[0:3], 0 offset:240
	buffer_store_dword v7, off, s[0:3], 0 offset:244
	buffer_store_dword v8, off, s[0:3], 0 offset:248
	buffer_store_dword v9, off, s[0:3], 0 offset:252
	s_movk_i32 s4, 0x50
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	buffer_load_dword v6, v2, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 1, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 2, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v13, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 16, v10
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	flat_load_dwordx4 v[6:9], v[2:3]
	v_and_b32_e32 v2, 63, v5
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v3, vcc, 3, v13
	buffer_store_dword v3, v4, s[0:3], 0 offen
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, 4, v3
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 5, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v6, vcc, v12, v4
	v_and_b32_e32 v8, 63, v9
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 6, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v7, v6, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 32, v10
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	flat_load_dwordx4 v[2:5], v[2:3]
	v_add_i32_e32 v8, vcc, v12, v8
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v7, vcc, 7, v7
	buffer_store_dword v7, v6, s[0:3], 0 offen
	buffer_load_dword v6, v8, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 8, v6
	buffer_store_dword v6, v8, s[0:3], 0 offen
	buffer_load_dword v6, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 9, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 10, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v13, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 48, v10
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	flat_load_dwordx4 v[6:9], v[2:3]
	v_and_b32_e32 v2, 63, v5
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v3, vcc, 11, v13
	buffer_store_dword v3, v4, s[0:3], 0 offen
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, 12, v3
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 13, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v6, vcc, v12, v4
	v_and_b32_e32 v8, 63, v9
	v_lshlrev_b32_e32 v8, 2, v8
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 14, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v7, v6, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 64, v10
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	flat_load_dwordx4 v[2:5], v[2:3]
	v_add_i32_e32 v8, vcc, v12, v8
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v7, vcc, 15, v7
	buffer_store_dword v7, v6, s[0:3], 0 offen
	buffer_load_dword v6, v8, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 16, v6
	buffer_store_dword v6, v8, s[0:3], 0 offen
	buffer_load_dword v6, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 17, v6
	buffer_store_dword v6, v2, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 18, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v13, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, s4, v10
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	flat_load_dwordx4 v[6:9], v[2:3]
	v_and_b32_e32 v2, 63, v5
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_i32_e32 v2, vcc, v12, v2
	s_waitcnt vmcnt(1)
	v_add_i32_e32 v3, vcc, 19, v13
	buffer_store_dword v3, v4, s[0:3], 0 offen
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v4, 63, v6
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, 20, v3
	buffer_store_dword v3, v2, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v7
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 21, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v8
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 22, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	v_and_b32_e32 v3, 63, v9
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 23, v2
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	v_and_b32_e32 v4, 63, v1
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	v_ashr_i64 v[0:1], v[0:1], 30
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 24, v2
	buffer_store_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v2, v4, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, 63, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v4, vcc, 1, v3
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	buffer_load_dword v4, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v5, vcc, 2, v4
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_i32_e32 v5, vcc, v12, v5
	buffer_load_dword v5, v5, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v4, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 3, v5
	v_and_b32_e32 v6, 63, v6
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_i32_e32 v6, vcc, v12, v6
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v5, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v7, vcc, 4, v6
	v_and_b32_e32 v7, 63, v7
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_i32_e32 v7, vcc, v12, v7
	buffer_load_dword v7, v7, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v6, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v8, vcc, 5, v7
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_i32_e32 v8, vcc, v12, v8
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v7, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v9, vcc, 6, v8
	v_and_b32_e32 v9, 63, v9
	v_lshlrev_b32_e32 v9, 2, v9
	v_add_i32_e32 v9, vcc, v12, v9
	buffer_load_dword v9, v9, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v8, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v10, vcc, 7, v9
	v_and_b32_e32 v10, 63, v10
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_i32_e32 v10, vcc, v12, v10
	buffer_load_dword v10, v10, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v9, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v11, vcc, 8, v10
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v11, 2, v11
	v_add_i32_e32 v11, vcc, v12, v11
	buffer_load_dword v11, v11, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v10, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v13, vcc, 9, v11
	v_and_b32_e32 v13, 63, v13
	v_lshlrev_b32_e32 v13, 2, v13
	v_add_i32_e32 v13, vcc, v12, v13
	buffer_load_dword v13, v13, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v11, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v14, vcc, 10, v13
	v_and_b32_e32 v14, 63, v14
	v_lshlrev_b32_e32 v14, 2, v14
	v_add_i32_e32 v14, vcc, v12, v14
	buffer_load_dword v14, v14, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v13, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v15, vcc, 11, v14
	v_and_b32_e32 v15, 63, v15
	v_lshlrev_b32_e32 v15, 2, v15
	v_add_i32_e32 v15, vcc, v12, v15
	buffer_load_dword v15, v15, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v14, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v16, vcc, 12, v15
	v_and_b32_e32 v16, 63, v16
	v_lshlrev_b32_e32 v16, 2, v16
	v_add_i32_e32 v16, vcc, v12, v16
	buffer_load_dword v16, v16, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v15, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v17, vcc, 13, v16
	v_and_b32_e32 v17, 63, v17
	v_lshlrev_b32_e32 v17, 2, v17
	v_add_i32_e32 v17, vcc, v12, v17
	buffer_load_dword v17, v17, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v16, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v18, vcc, 14, v17
	v_and_b32_e32 v18, 63, v18
	v_lshlrev_b32_e32 v18, 2, v18
	v_add_i32_e32 v18, vcc, v12, v18
	buffer_load_dword v18, v18, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v17, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v19, vcc, 15, v18
	v_and_b32_e32 v19, 63, v19
	v_lshlrev_b32_e32 v19, 2, v19
	v_add_i32_e32 v19, vcc, v12, v19
	buffer_load_dword v19, v19, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v18, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, 16, v19
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_add_i32_e32 v3, vcc, v12, v3
	buffer_load_dword v3, v3, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v19, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v4, vcc, 17, v3
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_i32_e32 v4, vcc, v12, v4
	buffer_load_dword v4, v4, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v3, v2
	v_mul_lo_u32 v2, v2, 3
	v_mov_b32_e32 v3, s7
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v5, vcc, 18, v4
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_i32_e32 v5, vcc, v12, v5
	buffer_load_dword v5, v5, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v4, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v6, vcc, 19, v5
	v_and_b32_e32 v6, 63, v6
	v_lshlrev_b32_e32 v6, 2, v6
	v_add_i32_e32 v6, vcc, v12, v6
	buffer_load_dword v6, v6, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v5, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v7, vcc, 20, v6
	v_and_b32_e32 v7, 63, v7
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_i32_e32 v7, vcc, v12, v7
	buffer_load_dword v7, v7, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v6, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v8, vcc, 21, v7
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v8, 2, v8
	v_add_i32_e32 v8, vcc, v12, v8
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v7, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v9, vcc, 22, v8
	v_and_b32_e32 v9, 63, v9
	v_lshlrev_b32_e32 v9, 2, v9
	v_add_i32_e32 v9, vcc, v12, v9
	buffer_load_dword v9, v9, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v8, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v10, vcc, 23, v9
	v_and_b32_e32 v10, 63, v10
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_i32_e32 v10, vcc, v12, v10
	buffer_load_dword v10, v10, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v9, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v11, vcc, 24, v10
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v11, 2, v11
	v_add_i32_e32 v11, vcc, v12, v11
	buffer_load_dword v11, v11, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v10, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v13, vcc, 25, v11
	v_and_b32_e32 v13, 63, v13
	v_lshlrev_b32_e32 v13, 2, v13
	v_add_i32_e32 v13, vcc, v12, v13
	buffer_load_dword v13, v13, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v11, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v14, vcc, 26, v13
	v_and_b32_e32 v14, 63, v14
	v_lshlrev_b32_e32 v14, 2, v14
	v_add_i32_e32 v14, vcc, v12, v14
	buffer_load_dword v14, v14, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v13, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v15, vcc, 27, v14
	v_and_b32_e32 v15, 63, v15
	v_lshlrev_b32_e32 v15, 2, v15
	v_add_i32_e32 v15, vcc, v12, v15
	buffer_load_dword v15, v15, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v14, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v16, vcc, 28, v15
	v_and_b32_e32 v16, 63, v16
	v_lshlrev_b32_e32 v16, 2, v16
	v_add_i32_e32 v16, vcc, v12, v16
	buffer_load_dword v16, v16, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v15, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v20, vcc, 29, v16
	v_and_b32_e32 v20, 63, v20
	v_lshlrev_b32_e32 v20, 2, v20
	v_add_i32_e32 v12, vcc, v12, v20
	buffer_load_dword v12, v12, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v16, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v17, vcc, 30, v12
	v_and_b32_e32 v17, 63, v17
	v_lshlrev_b32_e32 v17, 2, v17
	v_add_i32_e32 v17, vcc, 0, v17
	buffer_load_dword v17, v17, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, v12, v2
	v_mul_lo_u32 v2, v2, 3
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, v17, v2
	v_add_i32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_store_dword v[0:1], v2
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
; codeLenInByte = 3368
; NumSgprs: 15
; NumVgprs: 21
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
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
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
