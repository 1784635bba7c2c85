	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 5
	.protected	int_divmod_var          ; -- Begin function int_divmod_var
	.globl	int_divmod_var
	.p2align	8
	.type	int_divmod_var,@function
int_divmod_var:                         ; @int_divmod_var
; %bb.0:
	s_load_dword s2, s[4:5], 0xf
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x16
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s2, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_i32_e32 v0, vcc, s6, v0
	v_add_i32_e32 v0, vcc, s0, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_mov_b32_e32 v5, s9
	v_add_i32_e32 v4, vcc, s8, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dword v14, v[4:5]
	v_mov_b32_e32 v4, s11
	v_add_i32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v15, v[2:3]
	v_lshl_b64 v[1:2], v[0:1], 3
	v_mov_b32_e32 v4, s13
	v_add_i32_e32 v3, vcc, s12, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dwordx2 v[4:5], v[3:4]
	v_mov_b32_e32 v3, s15
	v_add_i32_e32 v1, vcc, s14, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dwordx2 v[6:7], v[1:2]
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	v_lshlrev_b32_e32 v8, 2, v0
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_b64 v[0:1], v[8:9], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v12, vcc, s0, v0
	v_addc_u32_e32 v13, vcc, v2, v1, vcc
	s_waitcnt vmcnt(3)
	v_sub_i32_e32 v16, vcc, 0, v14
	v_max_i32_e32 v16, v14, v16
	s_waitcnt vmcnt(2)
	v_cvt_f32_u32_e32 v1, v15
	v_sub_i32_e32 v2, vcc, 0, v15
	v_max_i32_e32 v3, v15, v2
	v_cvt_f32_u32_e32 v11, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_sub_i32_e32 v18, vcc, 0, v3
	v_rcp_iflag_f32_e32 v17, v11
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_xor_b32_e32 v0, v14, v15
	v_mul_f32_e32 v17, 0x4f7ffffe, v17
	v_cvt_u32_f32_e32 v17, v17
	v_mul_lo_u32 v2, v2, v1
	v_ashrrev_i32_e32 v0, 31, v0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v5, v7
	v_mul_lo_u32 v18, v18, v17
	v_mul_hi_u32 v2, v1, v2
	v_mul_hi_u32 v18, v17, v18
	v_add_i32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v1, v14, v1
	v_add_i32_e32 v2, vcc, v17, v18
	v_mul_hi_u32 v2, v16, v2
	v_mul_lo_u32 v17, v1, v15
	v_add_i32_e32 v18, vcc, 1, v1
	v_mul_lo_u32 v19, v2, v3
	v_sub_i32_e32 v17, vcc, v14, v17
	v_cmp_ge_u32_e32 vcc, v17, v15
	v_cndmask_b32_e32 v1, v1, v18, vcc
	v_sub_i32_e64 v16, s[0:1], v16, v19
	v_sub_i32_e64 v19, s[0:1], v17, v15
	v_cndmask_b32_e32 v17, v17, v19, vcc
	v_add_i32_e32 v19, vcc, 1, v1
	v_add_i32_e64 v18, s[0:1], 1, v2
	v_cmp_ge_u32_e32 vcc, v16, v3
	v_cndmask_b32_e32 v18, v2, v18, vcc
	v_sub_i32_e64 v2, s[0:1], v16, v3
	v_cndmask_b32_e32 v2, v16, v2, vcc
	v_add_i32_e32 v16, vcc, 1, v18
	v_cmp_ge_u32_e32 vcc, v2, v3
	v_cndmask_b32_e32 v3, v18, v16, vcc
	v_cmp_ge_u32_e64 s[0:1], v17, v15
	v_xor_b32_e32 v3, v3, v0
	v_cndmask_b32_e64 v2, v1, v19, s[0:1]
	v_sub_i32_e32 v0, vcc, v3, v0
	v_mul_lo_u32 v1, v2, v15
	v_mul_lo_u32 v15, v0, v15
	v_sub_i32_e32 v3, vcc, v14, v1
	v_sub_i32_e32 v1, vcc, v14, v15
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	flat_store_dwordx4 v[12:13], v[0:3]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v10, 31, v7
	v_add_i32_e32 v0, vcc, v6, v10
	v_addc_u32_e32 v1, vcc, v7, v10, vcc
	v_xor_b32_e32 v14, v1, v10
	v_xor_b32_e32 v15, v0, v10
	v_cvt_f32_u32_e32 v0, v15
	v_cvt_f32_u32_e32 v1, v14
	v_sub_i32_e32 v16, vcc, 0, v15
	v_subb_u32_e32 v17, vcc, 0, v14, vcc
	v_madmk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_madmk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v12, v1
	v_cvt_u32_f32_e32 v13, v0
	v_mul_lo_u32 v2, v16, v12
	v_mad_u64_u32 v[0:1], s[0:1], v16, v13, 0
	v_mul_lo_u32 v3, v17, v13
	v_add_i32_e32 v1, vcc, v1, v2
	v_add_i32_e32 v3, vcc, v1, v3
	v_mad_u64_u32 v[1:2], s[0:1], v13, v3, 0
	v_mul_hi_u32 v18, v13, v0
	v_add_i32_e32 v18, vcc, v18, v1
	v_mad_u64_u32 v[0:1], s[0:1], v12, v0, 0
	v_addc_u32_e32 v19, vcc, 0, v2, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v12, v3, 0
	v_add_i32_e32 v0, vcc, v18, v0
	v_addc_u32_e32 v0, vcc, v19, v1, vcc
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_add_i32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v18, vcc, v13, v0
	v_addc_u32_e32 v19, vcc, v12, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v16, v18, 0
	v_mul_lo_u32 v12, v16, v19
	v_mul_lo_u32 v13, v17, v18
	v_mul_hi_u32 v16, v18, v0
	v_mad_u64_u32 v[2:3], s[0:1], v19, v0, 0
	v_add_i32_e32 v1, vcc, v1, v12
	v_add_i32_e32 v1, vcc, v1, v13
	v_mad_u64_u32 v[12:13], s[0:1], v18, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v19, v1, 0
	v_add_i32_e32 v12, vcc, v16, v12
	v_addc_u32_e32 v13, vcc, 0, v13, vcc
	v_add_i32_e32 v2, vcc, v12, v2
	v_addc_u32_e32 v2, vcc, v13, v3, vcc
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v2, vcc, v18, v0
	v_addc_u32_e32 v3, vcc, v19, v1, vcc
	v_ashrrev_i32_e32 v12, 31, v5
	v_add_i32_e32 v0, vcc, v4, v12
	v_xor_b32_e32 v16, v0, v12
	v_mad_u64_u32 v[0:1], s[0:1], v16, v3, 0
	v_mul_hi_u32 v17, v16, v2
	v_addc_u32_e32 v13, vcc, v5, v12, vcc
	v_xor_b32_e32 v13, v13, v12
	v_add_i32_e32 v17, vcc, v17, v0
	v_addc_u32_e32 v18, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v13, v2, 0
	v_mad_u64_u32 v[2:3], s[0:1], v13, v3, 0
	v_add_i32_e32 v0, vcc, v17, v0
	v_addc_u32_e32 v0, vcc, v18, v1, vcc
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_add_i32_e32 v2, vcc, v0, v2
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v17, v15, v3
	v_mad_u64_u32 v[0:1], s[0:1], v15, v2, 0
	v_mul_lo_u32 v18, v14, v2
	v_add_i32_e32 v1, vcc, v1, v17
	v_add_i32_e32 v1, vcc, v1, v18
	v_sub_i32_e32 v17, vcc, v13, v1
	v_sub_i32_e32 v0, vcc, v16, v0
	v_subb_u32_e64 v16, s[0:1], v17, v14, vcc
	v_sub_i32_e64 v17, s[0:1], v0, v15
	v_subbrev_u32_e64 v16, s[0:1], 0, v16, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v16, v14
	v_cndmask_b32_e64 v18, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v17, v15
	v_cndmask_b32_e64 v17, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v16, v14
	v_cndmask_b32_e64 v16, v18, v17, s[0:1]
	v_add_i32_e64 v17, s[0:1], 2, v2
	v_subb_u32_e32 v1, vcc, v13, v1, vcc
	v_addc_u32_e64 v18, s[0:1], 0, v3, s[0:1]
	v_cmp_ge_u32_e32 vcc, v1, v14
	v_add_i32_e64 v19, s[0:1], 1, v2
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v15
	v_addc_u32_e64 v20, s[0:1], 0, v3, s[0:1]
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v14
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	v_cndmask_b32_e32 v0, v13, v0, vcc
	v_cndmask_b32_e64 v16, v20, v18, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v1, v19, v17, s[0:1]
	v_cndmask_b32_e32 v0, v3, v16, vcc
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_xor_b32_e32 v2, v12, v10
	v_xor_b32_e32 v3, v0, v2
	v_xor_b32_e32 v0, v1, v2
	v_sub_i32_e32 v0, vcc, v0, v2
	v_subb_u32_e32 v1, vcc, v3, v2, vcc
.LBB0_2:
	s_or_saveexec_b64 s[0:1], s[4:5]
	v_cvt_f32_u32_e32 v12, v6
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_rcp_iflag_f32_e32 v0, v12
	v_sub_i32_e32 v1, vcc, 0, v6
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v6
	v_add_i32_e32 v2, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, v4, v1
	v_sub_i32_e32 v3, vcc, v1, v6
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_i32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v1, 0
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_b64 v[2:3], v[8:9], 3
	v_mul_lo_u32 v15, v0, v7
	v_mad_u64_u32 v[9:10], s[0:1], v0, v6, 0
	v_add_i32_e32 v13, vcc, s2, v2
	v_mul_lo_u32 v2, v1, v6
	v_mov_b32_e32 v14, s3
	v_addc_u32_e32 v14, vcc, v14, v3, vcc
	v_add_i32_e32 v3, vcc, v10, v15
	v_add_i32_e32 v3, vcc, v3, v2
	v_sub_i32_e32 v2, vcc, v4, v9
	v_subb_u32_e32 v3, vcc, v5, v3, vcc
	v_mov_b32_e32 v10, 0
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	flat_store_dwordx4 v[13:14], v[0:3]
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v0, v6
	v_cvt_f32_u32_e32 v1, v7
	v_sub_i32_e32 v11, vcc, 0, v6
	v_subb_u32_e32 v12, vcc, 0, v7, vcc
	v_madmk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_madmk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v9, v1
	v_cvt_u32_f32_e32 v10, v0
	v_mul_lo_u32 v2, v11, v9
	v_mad_u64_u32 v[0:1], s[0:1], v11, v10, 0
	v_mul_lo_u32 v3, v12, v10
	v_add_i32_e32 v1, vcc, v1, v2
	v_add_i32_e32 v3, vcc, v1, v3
	v_mul_hi_u32 v13, v10, v0
	v_mad_u64_u32 v[1:2], s[0:1], v10, v3, 0
	v_add_i32_e32 v13, vcc, v13, v1
	v_mad_u64_u32 v[0:1], s[0:1], v9, v0, 0
	v_addc_u32_e32 v14, vcc, 0, v2, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v9, v3, 0
	v_add_i32_e32 v0, vcc, v13, v0
	v_addc_u32_e32 v0, vcc, v14, v1, vcc
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_add_i32_e32 v0, vcc, v0, v2
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_addc_u32_e32 v14, vcc, v9, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v11, v13, 0
	v_mul_lo_u32 v9, v11, v14
	v_mul_lo_u32 v10, v12, v13
	v_mul_hi_u32 v11, v13, v0
	v_mad_u64_u32 v[2:3], s[0:1], v14, v0, 0
	v_add_i32_e32 v1, vcc, v1, v9
	v_add_i32_e32 v1, vcc, v1, v10
	v_mad_u64_u32 v[9:10], s[0:1], v13, v1, 0
	v_mad_u64_u32 v[0:1], s[0:1], v14, v1, 0
	v_add_i32_e32 v9, vcc, v11, v9
	v_addc_u32_e32 v10, vcc, 0, v10, vcc
	v_add_i32_e32 v2, vcc, v9, v2
	v_addc_u32_e32 v2, vcc, v10, v3, vcc
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v0, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v2, vcc, v13, v0
	v_addc_u32_e32 v3, vcc, v14, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v4, v3, 0
	v_mul_hi_u32 v9, v4, v2
	v_add_i32_e32 v9, vcc, v9, v0
	v_addc_u32_e32 v10, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v5, v2, 0
	v_mad_u64_u32 v[2:3], s[0:1], v5, v3, 0
	v_add_i32_e32 v0, vcc, v9, v0
	v_addc_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_u32_e32 v1, vcc, 0, v3, vcc
	v_add_i32_e32 v2, vcc, v0, v2
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_mul_lo_u32 v9, v6, v3
	v_mad_u64_u32 v[0:1], s[0:1], v6, v2, 0
	v_mul_lo_u32 v10, v7, v2
	v_add_i32_e32 v1, vcc, v1, v9
	v_add_i32_e32 v1, vcc, v1, v10
	v_sub_i32_e32 v9, vcc, v5, v1
	v_sub_i32_e32 v0, vcc, v4, v0
	v_subb_u32_e64 v9, s[0:1], v9, v7, vcc
	v_sub_i32_e64 v10, s[0:1], v0, v6
	v_subbrev_u32_e64 v9, s[0:1], 0, v9, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v9, v7
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v6
	v_cndmask_b32_e64 v10, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v9, v7
	v_cndmask_b32_e64 v9, v11, v10, s[0:1]
	v_add_i32_e64 v10, s[0:1], 2, v2
	v_addc_u32_e64 v11, s[0:1], 0, v3, s[0:1]
	v_add_i32_e64 v12, s[0:1], 1, v2
	v_addc_u32_e64 v13, s[0:1], 0, v3, s[0:1]
	v_subb_u32_e32 v1, vcc, v5, v1, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	v_cmp_ge_u32_e32 vcc, v1, v7
	v_cndmask_b32_e64 v9, v13, v11, s[0:1]
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v0, v6
	v_cndmask_b32_e64 v0, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v1, v7
	v_cndmask_b32_e32 v0, v11, v0, vcc
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, v12, v10, s[0:1]
	v_cndmask_b32_e32 v1, v3, v9, vcc
	v_cndmask_b32_e32 v0, v2, v0, vcc
                                        ; implicit-def: $vgpr12
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_rcp_iflag_f32_e32 v0, v12
	v_sub_i32_e32 v1, vcc, 0, v6
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v0, v4, v0
	v_mul_lo_u32 v1, v0, v6
	v_add_i32_e32 v2, vcc, 1, v0
	v_sub_i32_e32 v1, vcc, v4, v1
	v_sub_i32_e32 v3, vcc, v1, v6
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_i32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v6
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_mov_b32_e32 v1, 0
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v2, 2, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[2:3], v[2:3], 3
	v_mul_lo_u32 v11, v0, v7
	v_mad_u64_u32 v[7:8], s[0:1], v0, v6, 0
	v_add_i32_e32 v9, vcc, s2, v2
	v_mul_lo_u32 v2, v1, v6
	v_mov_b32_e32 v10, s3
	v_addc_u32_e32 v10, vcc, v10, v3, vcc
	v_add_i32_e32 v3, vcc, v8, v11
	v_add_i32_e32 v3, vcc, v3, v2
	v_sub_i32_e32 v2, vcc, v4, v7
	v_subb_u32_e32 v3, vcc, v5, v3, vcc
	flat_store_dwordx4 v[9:10], v[0:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_divmod_var
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	int_divmod_var, .Lfunc_end0-int_divmod_var
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2032
; NumSgprs: 18
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 21
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         240
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         244
        .size:           4
        .value_kind:     hidden_shared_base
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int_divmod_var
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_divmod_var.kd
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
