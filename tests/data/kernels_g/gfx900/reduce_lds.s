	.text
	.file	0 "." "gcnsim/kernels/reduce_lds.cl" md5 0x9d3c2e6a342a1a67fc092ef65a846623
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 5
	.protected	reduce_lds              ; -- Begin function reduce_lds
	.globl	reduce_lds
	.p2align	8
	.type	reduce_lds,@function
reduce_lds:                             ; @reduce_lds
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 18 prologue_end             ; gcnsim/kernels/reduce_lds.cl:6:18
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	;DEBUG_VALUE: reduce_lds:in <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 5 13                          ; gcnsim/kernels/reduce_lds.cl:5:13
	s_load_dwordx4 s[0:3], s[4:5], 0x0
.Ltmp0:
	;DEBUG_VALUE: reduce_lds:lid <- undef
	.loc	0 6 18                          ; gcnsim/kernels/reduce_lds.cl:6:18
	v_lshl_or_b32 v1, s6, 8, v0
	v_mov_b32_e32 v2, 0
	.loc	0 6 15 is_stmt 0                ; gcnsim/kernels/reduce_lds.cl:6:15
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[8:9], 2
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v1, vcc, s0, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v2, v[1:2], off
	s_movk_i32 s0, 0x80
.Ltmp1:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 6 3                           ; gcnsim/kernels/reduce_lds.cl:6:3
	v_lshlrev_b32_e32 v1, 2, v0
.Ltmp2:
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, s0, v0
.Ltmp3:
	;DEBUG_VALUE: reduce_lds:partial <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 6 13                          ; gcnsim/kernels/reduce_lds.cl:6:13
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	.loc	0 7 3                           ; gcnsim/kernels/reduce_lds.cl:7:3
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp4:
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.Ltmp5:
; %bb.1:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 10 20                         ; gcnsim/kernels/reduce_lds.cl:10:20
	ds_read2st64_b32 v[2:3], v1 offset1:2
	.loc	0 10 17 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:10:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp6:
.LBB0_2:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 128
	.loc	0 0 17                          ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 64, v0
.Ltmp7:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp8:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
.Ltmp9:
; %bb.3:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 10 20                         ; gcnsim/kernels/reduce_lds.cl:10:20
	ds_read2st64_b32 v[2:3], v1 offset1:1
	.loc	0 10 17 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:10:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp10:
.LBB0_4:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 64
	.loc	0 0 17                          ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 32, v0
.Ltmp11:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp12:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
.Ltmp13:
; %bb.5:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 10 20                         ; gcnsim/kernels/reduce_lds.cl:10:20
	ds_read2_b32 v[2:3], v1 offset1:32
	.loc	0 10 17 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:10:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp14:
.LBB0_6:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 32
	.loc	0 0 17                          ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 16, v0
.Ltmp15:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp16:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
.Ltmp17:
; %bb.7:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 10 20                         ; gcnsim/kernels/reduce_lds.cl:10:20
	ds_read2_b32 v[2:3], v1 offset1:16
	.loc	0 10 17 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:10:17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp18:
.LBB0_8:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 16
	.loc	0 0 17                          ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 8, v0
.Ltmp19:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp20:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
.Ltmp21:
; %bb.9:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 10 17                         ; gcnsim/kernels/reduce_lds.cl:10:17
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp22:
.LBB0_10:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 8
	.loc	0 0 17 is_stmt 0                ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 4, v0
.Ltmp23:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp24:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
.Ltmp25:
; %bb.11:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 10 17                         ; gcnsim/kernels/reduce_lds.cl:10:17
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp26:
.LBB0_12:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 4
	.loc	0 0 17 is_stmt 0                ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_gt_u32_e32 vcc, 2, v0
.Ltmp27:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp28:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
.Ltmp29:
; %bb.13:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 10 17                         ; gcnsim/kernels/reduce_lds.cl:10:17
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.Ltmp30:
.LBB0_14:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 2
	.loc	0 0 17 is_stmt 0                ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 9 13 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:9:13
	v_cmp_eq_u32_e32 vcc, 0, v0
.Ltmp31:
	.loc	0 11 5                          ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp32:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 9 9                           ; gcnsim/kernels/reduce_lds.cl:9:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
.Ltmp33:
; %bb.15:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 0 9 is_stmt 0                 ; gcnsim/kernels/reduce_lds.cl:0:9
	v_mov_b32_e32 v0, 0
.Ltmp34:
	.loc	0 10 20 is_stmt 1               ; gcnsim/kernels/reduce_lds.cl:10:20
	ds_read_b32 v0, v0 offset:4
	.loc	0 10 17 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:10:17
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.Ltmp35:
.LBB0_16:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	0 0 17                          ; gcnsim/kernels/reduce_lds.cl:0:17
	s_or_b64 exec, exec, s[0:1]
	.loc	0 11 5 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:11:5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
.Ltmp36:
	;DEBUG_VALUE: stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	.loc	0 13 7                          ; gcnsim/kernels/reduce_lds.cl:13:7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
.Ltmp37:
; %bb.17:
	.loc	0 0 7 is_stmt 0                 ; gcnsim/kernels/reduce_lds.cl:0:7
	v_mov_b32_e32 v0, 0
.Ltmp38:
	.loc	0 14 32 is_stmt 1               ; gcnsim/kernels/reduce_lds.cl:14:32
	ds_read_b32 v1, v0
	s_mov_b32 s7, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	0 14 30 is_stmt 0               ; gcnsim/kernels/reduce_lds.cl:14:30
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.Ltmp39:
.LBB0_18:
	.loc	0 15 1 is_stmt 1                ; gcnsim/kernels/reduce_lds.cl:15:1
	s_endpgm
.Ltmp40:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_lds
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 4
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
.Lfunc_end0:
	.size	reduce_lds, .Lfunc_end0-reduce_lds
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 580
; NumSgprs: 14
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
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
	.long	1                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	128                             ; 128
	.byte	1                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	192                             ; 64
	.byte	0                               ; 
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp12-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	32                              ; 32
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp16-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	16                              ; 16
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	8                               ; 8
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp24-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	4                               ; 4
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp28-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	2                               ; 2
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
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
	.byte	8                               ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	5                               ; DW_FORM_data2
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
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
	.byte	11                              ; Abbreviation Code
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
	.byte	12                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x85 DW_TAG_compile_unit
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
	.byte	2                               ; Abbrev [2] 0x2b:0x3d DW_TAG_subprogram
	.byte	1                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0xe DW_TAG_variable
	.byte	3                               ; DW_AT_name
	.long	104                             ; DW_AT_type
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	5                               ; DW_AT_location
	.byte	161
	.byte	0
	.byte	50
	.byte	22
	.byte	24
	.byte	4                               ; Abbrev [4] 0x43:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	129                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4b:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	139                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x53:0x8 DW_TAG_variable
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	125                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x5b:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	7                               ; Abbrev [7] 0x5d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	125                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x68:0xd DW_TAG_array_type
	.long	117                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x6d:0x7 DW_TAG_subrange_type
	.long	121                             ; DW_AT_type
	.short	256                             ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x75:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0x79:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	10                              ; Abbrev [10] 0x7d:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	12                              ; Abbrev [12] 0x81:0x5 DW_TAG_pointer_type
	.long	134                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x86:0x5 DW_TAG_const_type
	.long	117                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x8b:0x5 DW_TAG_pointer_type
	.long	117                             ; DW_AT_type
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
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp3-.Lfunc_begin0           ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp36-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets,"",@progbits
	.long	52                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/reduce_lds.cl"  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=69
.Linfo_string3:
	.asciz	"tile"                          ; string offset=71
.Linfo_string4:
	.asciz	"float"                         ; string offset=76
.Linfo_string5:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=82
.Linfo_string6:
	.asciz	"reduce_lds"                    ; string offset=102
.Linfo_string7:
	.asciz	"stride"                        ; string offset=113
.Linfo_string8:
	.asciz	"int"                           ; string offset=120
.Linfo_string9:
	.asciz	"in"                            ; string offset=124
.Linfo_string10:
	.asciz	"partial"                       ; string offset=127
.Linfo_string11:
	.asciz	"lid"                           ; string offset=135
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
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	reduce_lds.tile
	.quad	.Lfunc_begin0
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reduce_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
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
