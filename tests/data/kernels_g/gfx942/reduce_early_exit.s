	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	reduce_early_exit       ; -- Begin function reduce_early_exit
	.globl	reduce_early_exit
	.p2align	8
	.type	reduce_early_exit,@function
reduce_early_exit:                      ; @reduce_early_exit
.Lfunc_begin0:
	.file	0 "." "gcnsim/kernels/reduce_early_exit.cl" md5 0x46adc1e14846cab69b305a4ae5f2cc70
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/reduce_early_exit.cl:6:11
	s_load_dword s3, s[0:1], 0x2c
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_load_dwordx2 s[4:5], s[0:1], 0x48
	;DEBUG_VALUE: reduce_early_exit:nrows <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
.Ltmp0:
	;DEBUG_VALUE: reduce_early_exit:r <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 9                           ; gcnsim/kernels/reduce_early_exit.cl:7:9
	v_cmp_gt_i32_e32 vcc, s8, v2
.Ltmp1:
	;DEBUG_VALUE: reduce_early_exit:width <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce_early_exit:info <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce_early_exit:sums <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce_early_exit:rows <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 7 is_stmt 0                 ; gcnsim/kernels/reduce_early_exit.cl:7:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_13
.Ltmp2:
; %bb.1:
	.loc	0 6 11 is_stmt 1                ; gcnsim/kernels/reduce_early_exit.cl:6:11
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	.loc	0 9 38                          ; gcnsim/kernels/reduce_early_exit.cl:9:38
	v_mul_lo_u32 v4, v2, s9
	.loc	0 9 34 is_stmt 0                ; gcnsim/kernels/reduce_early_exit.cl:9:34
	v_ashrrev_i32_e32 v5, 31, v4
	s_mov_b32 s13, 0
.Ltmp3:
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 6 11 is_stmt 1                ; gcnsim/kernels/reduce_early_exit.cl:6:11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v7, s5
	.loc	0 9 34                          ; gcnsim/kernels/reduce_early_exit.cl:9:34
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[6:7]
.Ltmp4:
	;DEBUG_VALUE: reduce_early_exit:row <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 13 3                          ; gcnsim/kernels/reduce_early_exit.cl:13:3
	s_max_i32 s12, s9, 0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v0, 0
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB0_5
.Ltmp5:
.LBB0_2:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/reduce_early_exit.cl:0:3
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[4:5], s[4:5], exec
.Ltmp6:
.LBB0_3:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	s_or_b64 exec, exec, s[8:9]
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
.Ltmp7:
	.loc	0 14 18 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:14:18
	s_add_i32 s13, s13, 1
.Ltmp8:
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 13 3                          ; gcnsim/kernels/reduce_early_exit.cl:13:3
	s_and_b64 s[8:9], exec, s[4:5]
	s_or_b64 s[0:1], s[8:9], s[0:1]
	v_mov_b32_e32 v6, s13
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_10
.Ltmp9:
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/reduce_early_exit.cl:0:3
	s_or_b64 s[4:5], s[4:5], exec
	.loc	0 13 12                         ; gcnsim/kernels/reduce_early_exit.cl:13:12
	s_cmp_eq_u32 s12, s13
	.loc	0 13 3                          ; gcnsim/kernels/reduce_early_exit.cl:13:3
	s_cbranch_scc1 .LBB0_9
.Ltmp10:
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 14 13 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:14:13
	global_load_dword v3, v[4:5], off
.Ltmp11:
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 0 13 is_stmt 0                ; gcnsim/kernels/reduce_early_exit.cl:0:13
	s_mov_b64 s[4:5], 0
.Ltmp12:
	.loc	0 15 11 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:15:11
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v3
.Ltmp13:
	.loc	0 15 9 is_stmt 0                ; gcnsim/kernels/reduce_early_exit.cl:15:9
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_3
.Ltmp14:
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 17 11 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:17:11
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_mov_b64 s[4:5], -1
.Ltmp15:
	.loc	0 17 9 is_stmt 0                ; gcnsim/kernels/reduce_early_exit.cl:17:9
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
.Ltmp16:
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: v <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 9                           ; gcnsim/kernels/reduce_early_exit.cl:0:9
	v_add_u32_e32 v0, 1, v0
.Ltmp17:
	v_add_u32_e32 v1, v3, v1
.Ltmp18:
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	s_xor_b64 s[4:5], exec, -1
	s_branch .LBB0_2
.Ltmp19:
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
                                        ; implicit-def: $vgpr4_vgpr5
	s_mov_b32 s13, s12
	.loc	0 13 3 is_stmt 1                ; gcnsim/kernels/reduce_early_exit.cl:13:3
	s_branch .LBB0_4
.Ltmp20:
.LBB0_10:
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/reduce_early_exit.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s4, 0
	s_mov_b64 s[0:1], 0
.Ltmp21:
	;DEBUG_VALUE: reduce_early_exit:rest <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: reduce_early_exit:digits <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	s_mov_b32 s5, 0xcccccccd
	v_mov_b32_e32 v3, v1
.Ltmp22:
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: reduce_early_exit:digits <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce_early_exit:rest <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 26 10 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:26:10
	v_mul_hi_u32 v4, v3, s5
	.loc	0 25 11                         ; gcnsim/kernels/reduce_early_exit.cl:25:11
	s_add_i32 s4, s4, 1
	.loc	0 26 10                         ; gcnsim/kernels/reduce_early_exit.cl:26:10
	v_lshrrev_b32_e32 v5, 3, v4
.Ltmp23:
	;DEBUG_VALUE: reduce_early_exit:rest <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 27 17                         ; gcnsim/kernels/reduce_early_exit.cl:27:17
	v_cmp_gt_u32_e32 vcc, 10, v3
.Ltmp24:
	.loc	0 27 3 is_stmt 0                ; gcnsim/kernels/reduce_early_exit.cl:27:3
	s_or_b64 s[0:1], vcc, s[0:1]
	.loc	0 25 11 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:25:11
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v3, v5
.Ltmp25:
	;DEBUG_VALUE: reduce_early_exit:rest <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 27 3                          ; gcnsim/kernels/reduce_early_exit.cl:27:3
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_11
.Ltmp26:
; %bb.12:
	;DEBUG_VALUE: reduce_early_exit:rest <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: reduce_early_exit:k <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr6
	;DEBUG_VALUE: reduce_early_exit:used <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: reduce_early_exit:sum <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/reduce_early_exit.cl:0:3
	s_or_b64 exec, exec, s[0:1]
	.loc	0 28 3 is_stmt 1                ; gcnsim/kernels/reduce_early_exit.cl:28:3
	v_ashrrev_i32_e32 v3, 31, v2
.Ltmp27:
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[2:3]
	.loc	0 28 11 is_stmt 0               ; gcnsim/kernels/reduce_early_exit.cl:28:11
	global_store_dword v[8:9], v1, off
	.loc	0 29 23 is_stmt 1               ; gcnsim/kernels/reduce_early_exit.cl:29:23
	v_lshlrev_b32_e32 v1, 8, v6
.Ltmp28:
	.loc	0 29 39 is_stmt 0               ; gcnsim/kernels/reduce_early_exit.cl:29:39
	v_lshlrev_b32_e32 v4, 16, v4
	.loc	0 29 29                         ; gcnsim/kernels/reduce_early_exit.cl:29:29
	v_or3_b32 v4, v1, v0, v4
	.loc	0 29 3                          ; gcnsim/kernels/reduce_early_exit.cl:29:3
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
.Ltmp29:
	.loc	0 29 11                         ; gcnsim/kernels/reduce_early_exit.cl:29:11
	global_store_dword v[0:1], v4, off
.Ltmp30:
.LBB0_13:
	.loc	0 30 1 is_stmt 1                ; gcnsim/kernels/reduce_early_exit.cl:30:1
	s_endpgm
.Ltmp31:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_early_exit
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 12
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
	.size	reduce_early_exit, .Lfunc_end0-reduce_early_exit
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	134                             ; 2566
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   ending offset
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
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	8                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
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
	.byte	1                               ; Abbrev [1] 0xc:0xaf DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x7c DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	171                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	181                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x45:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	181                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x55:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x66:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x6f:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x78:0x8 DW_TAG_variable
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	171                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x80:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	23                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x89:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	22                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x92:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x9a:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	4                               ; Abbrev [4] 0x9c:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	14                              ; DW_AT_decl_line
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xa7:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0xab:0x5 DW_TAG_pointer_type
	.long	176                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0xb0:0x5 DW_TAG_const_type
	.long	167                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xb5:0x5 DW_TAG_pointer_type
	.long	167                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists,"",@progbits
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp7-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	76                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/reduce_early_exit.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=76
.Linfo_string3:
	.asciz	"reduce_early_exit"             ; string offset=78
.Linfo_string4:
	.asciz	"k"                             ; string offset=96
.Linfo_string5:
	.asciz	"int"                           ; string offset=98
.Linfo_string6:
	.asciz	"used"                          ; string offset=102
.Linfo_string7:
	.asciz	"sum"                           ; string offset=107
.Linfo_string8:
	.asciz	"row"                           ; string offset=111
.Linfo_string9:
	.asciz	"v"                             ; string offset=115
.Linfo_string10:
	.asciz	"rest"                          ; string offset=117
.Linfo_string11:
	.asciz	"digits"                        ; string offset=122
.Linfo_string12:
	.asciz	"rows"                          ; string offset=129
.Linfo_string13:
	.asciz	"sums"                          ; string offset=134
.Linfo_string14:
	.asciz	"info"                          ; string offset=139
.Linfo_string15:
	.asciz	"nrows"                         ; string offset=144
.Linfo_string16:
	.asciz	"width"                         ; string offset=150
.Linfo_string17:
	.asciz	"r"                             ; string offset=156
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
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
    .name:           reduce_early_exit
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         reduce_early_exit.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
