	.text
	.file	0 "." "gcnsim/kernels/stencil_lds.cl" md5 0xa751b91c423394f06d6a63a60f929188
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	stencil_lds             ; -- Begin function stencil_lds
	.globl	stencil_lds
	.p2align	8
	.type	stencil_lds,@function
stencil_lds:                            ; @stencil_lds
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 9 12 prologue_end             ; gcnsim/kernels/stencil_lds.cl:9:12
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	;DEBUG_VALUE: stencil_lds:h <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	v_and_b32_e32 v2, 0x3ff, v0
.Ltmp0:
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: stencil_lds:w <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: stencil_lds:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 12 is_stmt 0                ; gcnsim/kernels/stencil_lds.cl:0:12
	v_bfe_u32 v1, v0, 10, 10
.Ltmp1:
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 11 23 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:11:23
	v_lshl_or_b32 v0, v1, 4, v2
.Ltmp2:
	;DEBUG_VALUE: c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 0 23 is_stmt 0                ; gcnsim/kernels/stencil_lds.cl:0:23
	s_movk_i32 s4, 0x143
.Ltmp3:
	.loc	0 11 31                         ; gcnsim/kernels/stencil_lds.cl:11:31
	v_cmp_lt_u32_e32 vcc, s4, v0
.Ltmp4:
	;DEBUG_VALUE: stencil_lds:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
                                        ; implicit-def: $sgpr13
	.loc	0 11 3                          ; gcnsim/kernels/stencil_lds.cl:11:3
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
.Ltmp5:
; %bb.1:
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 18 11 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:18:11
	s_lshl_b32 s13, s3, 4
                                        ; implicit-def: $vgpr0
.Ltmp6:
; %bb.2:
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 11 3                          ; gcnsim/kernels/stencil_lds.cl:11:3
	s_or_saveexec_b64 s[10:11], s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
.Ltmp7:
	;DEBUG_VALUE: stencil_lds:w <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: stencil_lds:h <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/stencil_lds.cl:0:3
	s_lshl_b32 s12, s2, 4
	v_mov_b32_e32 v3, s13
	.loc	0 11 3                          ; gcnsim/kernels/stencil_lds.cl:11:3
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_6
.Ltmp8:
; %bb.3:
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 3                           ; gcnsim/kernels/stencil_lds.cl:0:3
	s_waitcnt lgkmcnt(0)
	s_add_i32 s14, s8, -1
	s_lshl_b32 s13, s3, 4
	s_add_i32 s15, s9, -1
	s_mov_b64 s[2:3], 0
	s_mov_b32 s16, 0xe38f
	s_movk_i32 s17, 0x48
	s_movk_i32 s18, 0x43
.Ltmp9:
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 13 49 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:13:49
	v_mul_u32_u24_sdwa v3, v0, s16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v3, 20, v3
	.loc	0 12 49                         ; gcnsim/kernels/stencil_lds.cl:12:49
	v_mul_lo_u16_e32 v4, 18, v3
	.loc	0 13 45                         ; gcnsim/kernels/stencil_lds.cl:13:45
	v_add_u32_e32 v5, s13, v3
	.loc	0 12 49                         ; gcnsim/kernels/stencil_lds.cl:12:49
	v_sub_u16_e32 v6, v0, v4
	.loc	0 13 14                         ; gcnsim/kernels/stencil_lds.cl:13:14
	v_max_i32_e32 v4, 1, v5
	.loc	0 12 45                         ; gcnsim/kernels/stencil_lds.cl:12:45
	v_add_u32_e32 v5, s12, v6
	.loc	0 13 14                         ; gcnsim/kernels/stencil_lds.cl:13:14
	v_add_u32_e32 v4, -1, v4
	.loc	0 12 14                         ; gcnsim/kernels/stencil_lds.cl:12:14
	v_max_i32_e32 v5, 1, v5
	.loc	0 13 14                         ; gcnsim/kernels/stencil_lds.cl:13:14
	v_min_i32_e32 v7, s15, v4
.Ltmp10:
	;DEBUG_VALUE: gy <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	.loc	0 12 14                         ; gcnsim/kernels/stencil_lds.cl:12:14
	v_add_u32_e32 v4, -1, v5
	v_min_i32_e32 v4, s14, v4
.Ltmp11:
	;DEBUG_VALUE: gx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4
	.loc	0 14 36                         ; gcnsim/kernels/stencil_lds.cl:14:36
	v_mad_u64_u32 v[4:5], s[20:21], v7, s8, v[4:5]
.Ltmp12:
	.loc	0 14 26 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:14:26
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	global_load_dword v4, v[4:5], off
.Ltmp13:
	.loc	0 11 42 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:11:42
	v_add_u32_e32 v5, 0x100, v0
.Ltmp14:
	;DEBUG_VALUE: c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	0 11 31 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:11:31
	v_cmp_lt_u32_e32 vcc, s18, v0
	v_mov_b32_e32 v0, v5
.Ltmp15:
	;DEBUG_VALUE: c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 14 5 is_stmt 1                ; gcnsim/kernels/stencil_lds.cl:14:5
	v_lshlrev_b32_e32 v5, 2, v6
.Ltmp16:
	.loc	0 11 3                          ; gcnsim/kernels/stencil_lds.cl:11:3
	s_or_b64 s[2:3], vcc, s[2:3]
.Ltmp17:
	.loc	0 14 5                          ; gcnsim/kernels/stencil_lds.cl:14:5
	v_mad_u32_u24 v3, v3, s17, v5
	.loc	0 14 24 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:14:24
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v4
.Ltmp18:
	.loc	0 11 3 is_stmt 1                ; gcnsim/kernels/stencil_lds.cl:11:3
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_4
.Ltmp19:
; %bb.5:
	;DEBUG_VALUE: gy <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr7
	;DEBUG_VALUE: c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 0 3 is_stmt 0                 ; gcnsim/kernels/stencil_lds.cl:0:3
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v3, s13
.Ltmp20:
.LBB0_6:
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	s_or_b64 exec, exec, s[10:11]
	.loc	0 16 3 is_stmt 1                ; gcnsim/kernels/stencil_lds.cl:16:3
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	0 17 11                         ; gcnsim/kernels/stencil_lds.cl:17:11
	s_load_dwordx4 s[16:19], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s16, s12
	.loc	0 18 11                         ; gcnsim/kernels/stencil_lds.cl:18:11
	v_add3_u32 v3, v3, v1, s18
.Ltmp21:
	;DEBUG_VALUE: stencil_lds:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 17 11                         ; gcnsim/kernels/stencil_lds.cl:17:11
	v_add_u32_e32 v0, s0, v2
.Ltmp22:
	;DEBUG_VALUE: stencil_lds:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	0 19 9                          ; gcnsim/kernels/stencil_lds.cl:19:9
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	0 19 13 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:19:13
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
.Ltmp23:
; %bb.7:
	;DEBUG_VALUE: stencil_lds:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: stencil_lds:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	;DEBUG_VALUE: stencil_lds:ly <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: stencil_lds:lx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	0 20 20 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:20:20
	v_lshlrev_b32_e32 v2, 2, v2
.Ltmp24:
	.loc	0 0 20 is_stmt 0                ; gcnsim/kernels/stencil_lds.cl:0:20
	s_movk_i32 s0, 0x48
	.loc	0 20 20                         ; gcnsim/kernels/stencil_lds.cl:20:20
	v_mad_u32_u24 v1, v1, s0, v2
.Ltmp25:
	ds_read2_b32 v[4:5], v1 offset0:1 offset1:20
	.loc	0 20 39                         ; gcnsim/kernels/stencil_lds.cl:20:39
	ds_read_b32 v2, v1 offset:148
	.loc	0 20 62                         ; gcnsim/kernels/stencil_lds.cl:20:62
	ds_read2_b32 v[6:7], v1 offset0:18 offset1:19
.Ltmp26:
	.loc	0 9 12 is_stmt 1                ; gcnsim/kernels/stencil_lds.cl:9:12
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, s7
.Ltmp27:
	.loc	0 20 37                         ; gcnsim/kernels/stencil_lds.cl:20:37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v2
	.loc	0 20 60 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:20:60
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v6
	.loc	0 21 20 is_stmt 1               ; gcnsim/kernels/stencil_lds.cl:21:20
	v_add_f32_e32 v1, v1, v5
.Ltmp28:
	;DEBUG_VALUE: around <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	0 22 59                         ; gcnsim/kernels/stencil_lds.cl:22:59
	v_mul_f32_e32 v2, 0x3e000000, v1
	.loc	0 22 15 is_stmt 0               ; gcnsim/kernels/stencil_lds.cl:22:15
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, v[0:1]
.Ltmp29:
	.loc	0 22 5                          ; gcnsim/kernels/stencil_lds.cl:22:5
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 22 50                         ; gcnsim/kernels/stencil_lds.cl:22:50
	v_fmac_f32_e32 v2, 0.5, v7
	.loc	0 22 5                          ; gcnsim/kernels/stencil_lds.cl:22:5
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[8:9]
	.loc	0 22 20                         ; gcnsim/kernels/stencil_lds.cl:22:20
	global_store_dword v[0:1], v2, off
.Ltmp30:
.LBB0_8:
	;DEBUG_VALUE: stencil_lds:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr3
	.loc	0 24 1 is_stmt 1                ; gcnsim/kernels/stencil_lds.cl:24:1
	s_endpgm
.Ltmp31:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil_lds
		.amdhsa_group_segment_fixed_size 1296
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 22
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
	.size	stencil_lds, .Lfunc_end0-stencil_lds
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 28
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
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
	.long	8                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp0-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
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
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp25-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp10-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	135                             ; 2567
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp11-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	132                             ; 2564
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	131                             ; 2563
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp22-.Lfunc_begin0          ;   starting offset
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
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
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
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	2                               ; DW_AT_location
	.byte	24                              ; DW_FORM_exprloc
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0xd7 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x8a DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	181                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	211                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	221                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x53:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5b:0x8 DW_TAG_formal_parameter
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x63:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6c:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	10                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x75:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	18                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x7e:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	17                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x87:0x21 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x89:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	11                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x92:0x15 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0x94:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	13                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x9d:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	12                              ; DW_AT_decl_line
	.long	207                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0xa8:0xc DW_TAG_lexical_block
	.byte	2                               ; DW_AT_ranges
	.byte	5                               ; Abbrev [5] 0xaa:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	20                              ; DW_AT_decl_line
	.long	199                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xb5:0x12 DW_TAG_array_type
	.long	199                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xba:0x6 DW_TAG_subrange_type
	.long	203                             ; DW_AT_type
	.byte	18                              ; DW_AT_count
	.byte	8                               ; Abbrev [8] 0xc0:0x6 DW_TAG_subrange_type
	.long	203                             ; DW_AT_type
	.byte	18                              ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0xc7:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0xcb:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	9                               ; Abbrev [9] 0xcf:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0xd3:0x5 DW_TAG_pointer_type
	.long	216                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0xd8:0x5 DW_TAG_const_type
	.long	199                             ; DW_AT_type
	.byte	11                              ; Abbrev [11] 0xdd:0x5 DW_TAG_pointer_type
	.long	199                             ; DW_AT_type
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
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp6-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp19-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges1:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp18-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_ranges2:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp23-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp26-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp27-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	84                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/stencil_lds.cl" ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=70
.Linfo_string3:
	.asciz	"tile"                          ; string offset=72
.Linfo_string4:
	.asciz	"float"                         ; string offset=77
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=83
.Linfo_string6:
	.asciz	"int"                           ; string offset=103
.Linfo_string7:
	.asciz	"stencil_lds"                   ; string offset=107
.Linfo_string8:
	.asciz	"lx"                            ; string offset=119
.Linfo_string9:
	.asciz	"ly"                            ; string offset=122
.Linfo_string10:
	.asciz	"c"                             ; string offset=125
.Linfo_string11:
	.asciz	"gy"                            ; string offset=127
.Linfo_string12:
	.asciz	"gx"                            ; string offset=130
.Linfo_string13:
	.asciz	"y"                             ; string offset=133
.Linfo_string14:
	.asciz	"x"                             ; string offset=135
.Linfo_string15:
	.asciz	"around"                        ; string offset=137
.Linfo_string16:
	.asciz	"in"                            ; string offset=144
.Linfo_string17:
	.asciz	"out"                           ; string offset=147
.Linfo_string18:
	.asciz	"w"                             ; string offset=151
.Linfo_string19:
	.asciz	"h"                             ; string offset=153
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	stencil_lds.tile
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
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
    .group_segment_fixed_size: 1296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           stencil_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         stencil_lds.kd
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
