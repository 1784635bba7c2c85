	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.hidden	helper                          ; -- Begin function helper
	.globl	helper
	.p2align	2
	.type	helper,@function
helper:                                 ; @helper
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s6, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x200
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_mov_b32 s4, 3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], v0, s4, 1
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffe00
	s_mov_b32 s33, s6
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	helper, .Lfunc_end0-helper
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 68
; NumSgprs: 38
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 8
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 0x800
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_writelane_b32 v1, s14, 0
	v_writelane_b32 v1, s13, 1
	v_writelane_b32 v1, s12, 2
	s_mov_b64 s[10:11], s[8:9]
	v_writelane_b32 v1, s10, 3
	v_writelane_b32 v1, s11, 4
	v_writelane_b32 v1, s6, 5
	v_writelane_b32 v1, s7, 6
	v_writelane_b32 v1, s4, 7
	v_writelane_b32 v1, s5, 8
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a22, v1             ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_mov_b32_e32 v31, v0
	v_accvgpr_write_b32 a23, v31            ;  Reload Reuse
	s_load_dwordx2 s[18:19], s[6:7], 0x0
	s_load_dwordx2 s[16:17], s[6:7], 0x8
	s_load_dword s8, s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s9, s17
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s16
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:20
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v1, v2
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 9
	v_writelane_b32 v0, s5, 10
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a22, v0             ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v2, a22              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s14, v2, 0
	v_readlane_b32 s13, v2, 1
	v_readlane_b32 s12, v2, 2
	v_readlane_b32 s10, v2, 3
	v_readlane_b32 s11, v2, 4
	v_readlane_b32 s4, v2, 7
	v_readlane_b32 s5, v2, 8
	v_readlane_b32 s6, v2, 5
	v_readlane_b32 s7, v2, 6
	v_accvgpr_read_b32 v31, a23             ;  Reload Reuse
	buffer_load_dword v6, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr8
                                        ; implicit-def: $sgpr8
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s8, 2
	v_writelane_b32 v2, s8, 11
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a22, v2             ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_lshlrev_b64 v[4:5], s8, v[0:1]
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[8:9], v0, v3
	v_addc_co_u32_e64 v2, s[8:9], v1, v2, s[8:9]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off
	s_mov_b64 s[16:17], 24
	s_mov_b32 s8, s6
	s_mov_b32 s6, s7
	s_mov_b32 s9, s16
	s_mov_b32 s7, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s6, s6, s7
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s6
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr15
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v1, a22              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v1, 11
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v4, 31, v3
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_add_u32_e64 v2, v2, v3
	buffer_load_dword v8, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v3
	v_lshlrev_b64 v[6:7], s4, v[0:1]
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v7
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
.LBB3_2:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v0, a22              ;  Reload Reuse
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_b64 exec, exec, s[4:5]
                                        ; kill: killed $vgpr0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 52
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end1:
	.size	calls, .Lfunc_end1-calls
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 904
; NumSgprs: 40
; NumVgprs: 32
; NumAgprs: 24
; TotalNumVgprs: 56
; ScratchSize: 52
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function _Z13get_global_idj
	.type	_Z13get_global_idj,@function
_Z13get_global_idj:                     ; @_Z13get_global_idj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s18, s33
	s_mov_b32 s33, s32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __ockl_get_global_id@rel32@lo+4
	s_addc_u32 s17, s17, __ockl_get_global_id@rel32@hi+12
	s_mov_b32 s33, s18
	s_setpc_b64 s[16:17]
.Lfunc_end2:
	.size	_Z13get_global_idj, .Lfunc_end2-_Z13get_global_idj
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 38
; NumVgprs: 32
; NumAgprs: 22
; TotalNumVgprs: 54
; ScratchSize: 20
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function __ockl_get_global_id
	.type	__ockl_get_global_id,@function
__ockl_get_global_id:                   ; @__ockl_get_global_id
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s22, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[6:7], -1
	buffer_store_dword v0, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[6:7]
	s_add_i32 s32, s32, 0x500
                                        ; implicit-def: $vgpr1 : SGPR spill to VGPR lane
	v_accvgpr_write_b32 a0, v31             ;  Reload Reuse
	v_mov_b32_e32 v1, v0
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_write_b32 a2, v1              ;  Reload Reuse
	v_writelane_b32 v0, s14, 0
	v_writelane_b32 v0, s13, 1
	v_writelane_b32 v0, s12, 2
	v_writelane_b32 v0, s8, 3
	v_writelane_b32 v0, s9, 4
	v_writelane_b32 v0, s4, 5
	v_writelane_b32 v0, s5, 6
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
; %bb.1:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8_sgpr9
                                        ; implicit-def: $sgpr10
	v_mov_b32_e32 v1, s10
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_writelane_b32 v0, s6, 7
	v_writelane_b32 v0, s7, 8
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a4, v3              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 9
	v_writelane_b32 v0, s7, 10
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v1, s8
	v_writelane_b32 v0, s6, 11
	v_writelane_b32 v0, s7, 12
	v_accvgpr_write_b32 a6, v1              ;  Reload Reuse
                                        ; implicit-def: $sgpr6_sgpr7
                                        ; implicit-def: $sgpr6_sgpr7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 13
	v_writelane_b32 v0, s7, 14
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_11
	s_branch .LBB1_4
.LBB1_3:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v0, 9
	v_readlane_b32 s5, v0, 10
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 15
	v_readlane_b32 s9, v0, 16
	v_readlane_b32 s6, v0, 7
	v_readlane_b32 s7, v0, 8
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	v_accvgpr_read_b32 v4, a5               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a4               ;  Reload Reuse
	v_writelane_b32 v0, s6, 17
	v_writelane_b32 v0, s7, 18
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_writelane_b32 v0, s6, 19
	v_writelane_b32 v0, s7, 20
	v_accvgpr_write_b32 a7, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a9, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a8, v5              ;  Reload Reuse
	v_accvgpr_write_b32 a11, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a10, v3             ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 21
	v_writelane_b32 v0, s5, 22
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_7
	s_branch .LBB1_6
.LBB1_4:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v1, s8
	v_writelane_b32 v0, s4, 23
	v_writelane_b32 v0, s5, 24
	v_accvgpr_write_b32 a12, v1             ;  Reload Reuse
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 25
	v_writelane_b32 v0, s5, 26
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_9
	s_branch .LBB1_12
.LBB1_5:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s8, v0, 27
	v_readlane_b32 s9, v0, 28
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 29
	v_readlane_b32 s5, v0, 30
	v_readlane_b32 s6, v0, 31
	v_readlane_b32 s7, v0, 32
	v_accvgpr_read_b32 v1, a13              ;  Reload Reuse
	v_accvgpr_read_b32 v2, a15              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a14              ;  Reload Reuse
	s_and_b64 s[6:7], s[6:7], exec
	v_writelane_b32 v0, s6, 7
	v_writelane_b32 v0, s7, 8
	v_accvgpr_write_b32 a3, v1              ;  Reload Reuse
	v_accvgpr_write_b32 a5, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a4, v3              ;  Reload Reuse
	v_writelane_b32 v0, s4, 15
	v_writelane_b32 v0, s5, 16
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_branch .LBB1_3
.LBB1_6:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v0, 17
	v_readlane_b32 s5, v0, 18
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e64 s[6:7], v1, s6
                                        ; implicit-def: $sgpr8
	v_mov_b32_e32 v1, s8
	v_writelane_b32 v0, s4, 33
	v_writelane_b32 v0, s5, 34
	v_accvgpr_write_b32 a16, v1             ;  Reload Reuse
                                        ; implicit-def: $sgpr4_sgpr5
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 35
	v_writelane_b32 v0, s5, 36
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_8
.LBB1_7:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v0, 21
	v_readlane_b32 s5, v0, 22
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 19
	v_readlane_b32 s7, v0, 20
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	v_accvgpr_read_b32 v4, a9               ;  Reload Reuse
	v_accvgpr_read_b32 v5, a8               ;  Reload Reuse
	v_accvgpr_read_b32 v2, a11              ;  Reload Reuse
	v_accvgpr_read_b32 v3, a10              ;  Reload Reuse
	v_accvgpr_write_b32 a18, v4             ;  Reload Reuse
	v_accvgpr_write_b32 a17, v5             ;  Reload Reuse
	v_accvgpr_write_b32 a19, v1             ;  Reload Reuse
	v_accvgpr_write_b32 a21, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a20, v3             ;  Reload Reuse
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 37
	v_writelane_b32 v0, s5, 38
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_15
	s_branch .LBB1_14
.LBB1_8:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s6, v0, 17
	v_readlane_b32 s7, v0, 18
	v_readlane_b32 s8, v0, 3
	v_readlane_b32 s9, v0, 4
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s10, v0, 5
	v_readlane_b32 s11, v0, 6
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s13, s13, __oclc_ABI_version@rel32@hi+12
	s_load_dword s5, s[12:13], 0x0
	s_mov_b64 s[14:15], 4
	s_mov_b32 s12, s10
	s_mov_b32 s10, s11
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_add_u32 s12, s12, s13
	s_addc_u32 s10, s10, s11
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s10
	s_mov_b64 s[16:17], 12
	s_mov_b32 s10, s8
	s_mov_b32 s11, s9
	s_mov_b32 s15, s16
	s_mov_b32 s14, s17
	s_add_u32 s10, s10, s15
	s_addc_u32 s14, s11, s14
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s14
	s_mov_b32 s14, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, s14
	s_mov_b32 s14, s11
	s_mov_b32 s5, s13
	s_cselect_b32 s5, s5, s14
	s_mov_b32 s11, s10
	s_mov_b32 s10, s12
	s_cselect_b32 s10, s10, s11
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s5
	v_mov_b32_e32 v1, 0
	global_load_ushort v1, v1, s[10:11]
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, s4, v1
	s_mov_b32 s4, 0x3ff
	v_and_b32_e64 v2, v2, s4
	v_add_u32_e64 v1, v1, v2
	s_mov_b32 s5, 40
	s_mov_b32 s4, 0
	s_cselect_b32 s10, s4, s5
	s_mov_b32 s4, 0
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s4
	s_mov_b32 s4, s8
	s_mov_b32 s5, s9
	s_mov_b32 s9, s10
	s_mov_b32 s8, s11
	s_add_u32 s4, s4, s9
	s_addc_u32 s8, s5, s8
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s8
	s_mov_b64 s[8:9], -1
	s_or_b64 s[6:7], s[6:7], exec
	v_writelane_b32 v0, s6, 33
	v_writelane_b32 v0, s7, 34
	v_accvgpr_write_b32 a16, v1             ;  Reload Reuse
	v_writelane_b32 v0, s4, 39
	v_writelane_b32 v0, s5, 40
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_branch .LBB1_13
.LBB1_9:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v0, 25
	v_readlane_b32 s5, v0, 26
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 23
	v_readlane_b32 s9, v0, 24
	v_readlane_b32 s6, v0, 41
	v_readlane_b32 s7, v0, 42
	v_accvgpr_read_b32 v1, a12              ;  Reload Reuse
	s_mov_b64 s[4:5], 0
	s_and_b64 s[8:9], s[8:9], exec
	v_writelane_b32 v0, s8, 11
	v_writelane_b32 v0, s9, 12
	v_accvgpr_write_b32 a6, v1              ;  Reload Reuse
	v_writelane_b32 v0, s6, 43
	v_writelane_b32 v0, s7, 44
	v_writelane_b32 v0, s4, 45
	v_writelane_b32 v0, s5, 46
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_branch .LBB1_11
.LBB1_10:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v3, 47
	v_readlane_b32 s5, v3, 48
	v_readlane_b32 s8, v3, 3
	v_readlane_b32 s9, v3, 4
	v_readlane_b32 s6, v3, 1
	v_readlane_b32 s10, v3, 5
	v_readlane_b32 s11, v3, 6
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s13, s13, __oclc_ABI_version@rel32@hi+12
	s_load_dword s7, s[12:13], 0x0
	s_mov_b64 s[14:15], 6
	s_mov_b32 s12, s10
	s_mov_b32 s10, s11
	s_mov_b32 s13, s14
	s_mov_b32 s11, s15
	s_add_u32 s12, s12, s13
	s_addc_u32 s10, s10, s11
                                        ; kill: def $sgpr12 killed $sgpr12 def $sgpr12_sgpr13
	s_mov_b32 s13, s10
	s_mov_b64 s[16:17], 14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s9
	s_mov_b32 s15, s16
	s_mov_b32 s14, s17
	s_add_u32 s10, s10, s15
	s_addc_u32 s14, s11, s14
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s14
	s_mov_b32 s14, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s7, s14
	s_mov_b32 s14, s11
	s_mov_b32 s7, s13
	s_cselect_b32 s7, s7, s14
	s_mov_b32 s11, s10
	s_mov_b32 s10, s12
	s_cselect_b32 s10, s10, s11
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s7
	v_mov_b32_e32 v0, 0
	global_load_ushort v0, v0, s[10:11]
                                        ; implicit-def: $sgpr7
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, s6, v0
	v_bfe_u32 v1, v1, 10, 10
	v_add_u32_e64 v2, v0, v1
	s_mov_b32 s7, 48
	s_mov_b32 s6, 8
	s_cselect_b32 s10, s6, s7
	s_mov_b32 s6, 0
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s6
	s_mov_b32 s6, s8
	s_mov_b32 s7, s9
	s_mov_b32 s9, s10
	s_mov_b32 s8, s11
	s_add_u32 s6, s6, s9
	s_addc_u32 s8, s7, s8
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s8
	s_mov_b64 s[8:9], -1
	v_pk_mov_b32 v[0:1], s[6:7], s[6:7] op_sel:[0,1]
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v3, s4, 31
	v_writelane_b32 v3, s5, 32
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_write_b32 a13, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a15, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a14, v1             ;  Reload Reuse
	s_branch .LBB1_5
.LBB1_11:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v0, 13
	v_readlane_b32 s5, v0, 14
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 11
	v_readlane_b32 s7, v0, 12
	v_readlane_b32 s8, v0, 43
	v_readlane_b32 s9, v0, 44
	v_readlane_b32 s10, v0, 45
	v_readlane_b32 s11, v0, 46
	v_writelane_b32 v0, s10, 29
	v_writelane_b32 v0, s11, 30
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	v_writelane_b32 v0, s6, 47
	v_writelane_b32 v0, s7, 48
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_writelane_b32 v0, s6, 31
	v_writelane_b32 v0, s7, 32
	v_accvgpr_write_b32 a13, v1             ;  Reload Reuse
	v_accvgpr_write_b32 a15, v2             ;  Reload Reuse
	v_accvgpr_write_b32 a14, v3             ;  Reload Reuse
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 27
	v_writelane_b32 v0, s5, 28
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_5
	s_branch .LBB1_10
.LBB1_12:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s6, v0, 3
	v_readlane_b32 s7, v0, 4
	v_readlane_b32 s4, v0, 0
	v_readlane_b32 s8, v0, 5
	v_readlane_b32 s9, v0, 6
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, __oclc_ABI_version@rel32@lo+4
	s_addc_u32 s11, s11, __oclc_ABI_version@rel32@hi+12
	s_load_dword s5, s[10:11], 0x0
	s_mov_b64 s[12:13], 8
	s_mov_b32 s10, s8
	s_mov_b32 s8, s9
	s_mov_b32 s11, s12
	s_mov_b32 s9, s13
	s_add_u32 s10, s10, s11
	s_addc_u32 s8, s8, s9
                                        ; kill: def $sgpr10 killed $sgpr10 def $sgpr10_sgpr11
	s_mov_b32 s11, s8
	s_mov_b64 s[14:15], 16
	s_mov_b32 s8, s6
	s_mov_b32 s9, s7
	s_mov_b32 s13, s14
	s_mov_b32 s12, s15
	s_add_u32 s8, s8, s13
	s_addc_u32 s12, s9, s12
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s12
	s_mov_b32 s12, 0x1f4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, s12
	s_mov_b32 s12, s9
	s_mov_b32 s5, s11
	s_cselect_b32 s5, s5, s12
	s_mov_b32 s9, s8
	s_mov_b32 s8, s10
	s_cselect_b32 s8, s8, s9
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s5
	v_mov_b32_e32 v1, 0
	global_load_ushort v1, v1, s[8:9]
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, s4, v1
	v_bfe_u32 v2, v2, 20, 10
	v_add_u32_e64 v1, v1, v2
	s_mov_b32 s5, 56
	s_mov_b32 s4, 16
	s_cselect_b32 s8, s4, s5
	s_mov_b32 s4, 0
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s4
	s_mov_b32 s4, s6
	s_mov_b32 s5, s7
	s_mov_b32 s7, s8
	s_mov_b32 s6, s9
	s_add_u32 s4, s4, s7
	s_addc_u32 s6, s5, s6
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s6
	s_mov_b64 s[6:7], -1
	s_mov_b64 s[6:7], exec
	v_writelane_b32 v0, s6, 23
	v_writelane_b32 v0, s7, 24
	v_accvgpr_write_b32 a12, v1             ;  Reload Reuse
	v_writelane_b32 v0, s4, 41
	v_writelane_b32 v0, s5, 42
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	s_branch .LBB1_9
.LBB1_13:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v5, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s10, v5, 35
	v_readlane_b32 s11, v5, 36
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s4, v5, 17
	v_readlane_b32 s5, v5, 18
	v_readlane_b32 s6, v5, 33
	v_readlane_b32 s7, v5, 34
	v_readlane_b32 s8, v5, 39
	v_readlane_b32 s9, v5, 40
	v_accvgpr_read_b32 v4, a16              ;  Reload Reuse
	s_mov_b64 s[10:11], 0
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	v_pk_mov_b32 v[0:1], 0, 0
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_writelane_b32 v5, s4, 19
	v_writelane_b32 v5, s5, 20
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_write_b32 a1, v5              ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_accvgpr_write_b32 a7, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a9, v2              ;  Reload Reuse
	v_accvgpr_write_b32 a8, v3              ;  Reload Reuse
	v_accvgpr_write_b32 a11, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a10, v1             ;  Reload Reuse
	s_branch .LBB1_7
.LBB1_14:
	v_accvgpr_read_b32 v0, a18              ;  Reload Reuse
	v_accvgpr_read_b32 v1, a17              ;  Reload Reuse
	v_accvgpr_read_b32 v4, a19              ;  Reload Reuse
	s_mov_b32 s4, 0
                                        ; implicit-def: $sgpr4
	v_mov_b32_e32 v2, 0
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v2
	global_load_dwordx2 v[6:7], v[0:1], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, v5
	v_add_co_u32_e64 v0, s[4:5], v0, v3
	v_addc_co_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	v_accvgpr_write_b32 a21, v0             ;  Reload Reuse
	v_accvgpr_write_b32 a20, v1             ;  Reload Reuse
.LBB1_15:
	s_or_saveexec_b64 s[20:21], -1
	v_accvgpr_read_b32 v2, a1               ;  Reload Reuse
	s_mov_b64 exec, s[20:21]
	v_readlane_b32 s4, v2, 37
	v_readlane_b32 s5, v2, 38
	s_or_b64 exec, exec, s[4:5]
	v_accvgpr_read_b32 v4, a21              ;  Reload Reuse
	v_accvgpr_read_b32 v5, a20              ;  Reload Reuse
	s_mov_b32 s4, 32
	v_lshrrev_b64 v[0:1], s4, v[4:5]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v4
                                        ; kill: killed $vgpr2
	s_xor_saveexec_b64 s[4:5], -1
	buffer_load_dword v0, off, s[0:3], s33  ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_add_i32 s32, s32, 0xfffffb00
	s_mov_b32 s33, s22
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__ockl_get_global_id, .Lfunc_end3-__ockl_get_global_id
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 3196
; NumSgprs: 38
; NumVgprs: 32
; NumAgprs: 22
; TotalNumVgprs: 54
; ScratchSize: 20
; MemoryBound: 0
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
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym helper
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     24
    .args:
      - .address_space:  global
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           calls
    .private_segment_fixed_size: 52
    .sgpr_count:     40
    .sgpr_spill_count: 12
    .symbol:         calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
