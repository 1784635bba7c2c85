	.text
	.file	0 "." "gcnsim/kernels/bit_ops.cl" md5 0x556de236abace7d252cdeab857e9f1dc
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	bit_ops                 ; -- Begin function bit_ops
	.globl	bit_ops
	.p2align	8
	.type	bit_ops,@function
bit_ops:                                ; @bit_ops
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 6 11 prologue_end             ; gcnsim/kernels/bit_ops.cl:6:11
	s_load_dword s3, s[0:1], 0x34
	;DEBUG_VALUE: bit_ops:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: bit_ops:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: bit_ops:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: bit_ops:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: bit_ops:out64 <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x50
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[2:3], s[12:13], 0, v[0:1]
.Ltmp0:
	;DEBUG_VALUE: bit_ops:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 7 12                          ; gcnsim/kernels/bit_ops.cl:7:12
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	0 9 13                          ; gcnsim/kernels/bit_ops.cl:9:13
	v_lshl_add_u64 v[4:5], v[2:3], 3, s[8:9]
	global_load_dwordx2 v[10:11], v[4:5], off
.Ltmp1:
	;DEBUG_VALUE: bit_ops:z <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr10_vgpr11
	.loc	0 7 12                          ; gcnsim/kernels/bit_ops.cl:7:12
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	.loc	0 8 12                          ; gcnsim/kernels/bit_ops.cl:8:12
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	.loc	0 7 12                          ; gcnsim/kernels/bit_ops.cl:7:12
	global_load_dword v18, v[6:7], off
	.loc	0 8 12                          ; gcnsim/kernels/bit_ops.cl:8:12
	global_load_dword v16, v[4:5], off
	.loc	0 6 11                          ; gcnsim/kernels/bit_ops.cl:6:11
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	.loc	0 10 9                          ; gcnsim/kernels/bit_ops.cl:10:9
	v_lshlrev_b32_e32 v4, 3, v2
	.loc	0 18 11                         ; gcnsim/kernels/bit_ops.cl:18:11
	v_lshlrev_b32_e32 v6, 2, v2
	.loc	0 10 3                          ; gcnsim/kernels/bit_ops.cl:10:3
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	0 18 3                          ; gcnsim/kernels/bit_ops.cl:18:3
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	0 10 3                          ; gcnsim/kernels/bit_ops.cl:10:3
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[10:11]
	.loc	0 18 3                          ; gcnsim/kernels/bit_ops.cl:18:3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[6:7], 3, s[0:1]
	.loc	0 19 20                         ; gcnsim/kernels/bit_ops.cl:19:20
	v_mov_b32_e32 v3, v1
	.loc	0 20 22                         ; gcnsim/kernels/bit_ops.cl:20:22
	s_waitcnt vmcnt(2)
	v_ffbl_b32_e32 v5, v11
	.loc	0 19 22                         ; gcnsim/kernels/bit_ops.cl:19:22
	v_ffbh_u32_e32 v2, v10
	.loc	0 20 22                         ; gcnsim/kernels/bit_ops.cl:20:22
	v_add_u32_e64 v26, v5, 32 clamp
	.loc	0 18 18                         ; gcnsim/kernels/bit_ops.cl:18:18
	v_bcnt_u32_b32 v0, v10, 0
	.loc	0 11 20                         ; gcnsim/kernels/bit_ops.cl:11:20
	s_waitcnt vmcnt(1)
	v_ffbh_u32_e32 v6, v18
	.loc	0 12 20                         ; gcnsim/kernels/bit_ops.cl:12:20
	v_ffbl_b32_e32 v7, v18
	.loc	0 21 22                         ; gcnsim/kernels/bit_ops.cl:21:22
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v21, 0, v16
	.loc	0 16 36                         ; gcnsim/kernels/bit_ops.cl:16:36
	v_ashrrev_i32_e32 v22, 1, v18
	.loc	0 16 49 is_stmt 0               ; gcnsim/kernels/bit_ops.cl:16:49
	v_ashrrev_i32_e32 v23, 1, v16
	.loc	0 10 16 is_stmt 1               ; gcnsim/kernels/bit_ops.cl:10:16
	v_bcnt_u32_b32 v4, v18, 0
	.loc	0 17 29                         ; gcnsim/kernels/bit_ops.cl:17:29
	v_and_b32_e32 v24, 15, v16
	.loc	0 11 20                         ; gcnsim/kernels/bit_ops.cl:11:20
	v_min_u32_e32 v5, 32, v6
	.loc	0 12 20                         ; gcnsim/kernels/bit_ops.cl:12:20
	v_min_u32_e32 v6, 32, v7
	.loc	0 13 20                         ; gcnsim/kernels/bit_ops.cl:13:20
	v_alignbit_b32 v7, v18, v18, v21
	.loc	0 16 20                         ; gcnsim/kernels/bit_ops.cl:16:20
	v_sub_u32_e32 v22, v22, v23
	.loc	0 19 22                         ; gcnsim/kernels/bit_ops.cl:19:22
	v_ffbh_u32_e32 v19, v11
	.loc	0 17 49                         ; gcnsim/kernels/bit_ops.cl:17:49
	v_lshrrev_b32_e32 v25, 28, v16
	.loc	0 19 22                         ; gcnsim/kernels/bit_ops.cl:19:22
	v_add_u32_e64 v2, v2, 32 clamp
	.loc	0 17 23                         ; gcnsim/kernels/bit_ops.cl:17:23
	v_lshrrev_b32_e32 v23, v24, v18
	.loc	0 13 18                         ; gcnsim/kernels/bit_ops.cl:13:18
	global_store_dwordx4 v[12:13], v[4:7], off
.Ltmp2:
	;DEBUG_VALUE: bit_ops:y <- undef
	;DEBUG_VALUE: bit_ops:x <- undef
	.loc	0 20 22                         ; gcnsim/kernels/bit_ops.cl:20:22
	v_ffbl_b32_e32 v20, v10
	.loc	0 14 20                         ; gcnsim/kernels/bit_ops.cl:14:20
	v_mul_hi_i32 v9, v16, v18
	.loc	0 16 20                         ; gcnsim/kernels/bit_ops.cl:16:20
	v_sub_u32_e32 v4, 0, v22
	.loc	0 14 20                         ; gcnsim/kernels/bit_ops.cl:14:20
	v_mul_hi_u32 v8, v16, v18
	.loc	0 18 18                         ; gcnsim/kernels/bit_ops.cl:18:18
	v_bcnt_u32_b32 v0, v11, v0
	.loc	0 21 22                         ; gcnsim/kernels/bit_ops.cl:21:22
	v_lshlrev_b64 v[16:17], v16, v[10:11]
	.loc	0 19 22                         ; gcnsim/kernels/bit_ops.cl:19:22
	v_min3_u32 v2, v2, v19, 64
	.loc	0 21 22                         ; gcnsim/kernels/bit_ops.cl:21:22
	v_lshrrev_b64 v[18:19], v21, v[10:11]
	.loc	0 17 36                         ; gcnsim/kernels/bit_ops.cl:17:36
	v_bfe_u32 v11, v23, 0, v25
.Ltmp3:
	.loc	0 16 20                         ; gcnsim/kernels/bit_ops.cl:16:20
	v_max_i32_e32 v10, v22, v4
	.loc	0 19 20                         ; gcnsim/kernels/bit_ops.cl:19:20
	global_store_dwordx4 v[14:15], v[0:3], off
	.loc	0 20 22                         ; gcnsim/kernels/bit_ops.cl:20:22
	s_nop 1
	v_min3_u32 v0, v20, v26, 64
	.loc	0 21 22                         ; gcnsim/kernels/bit_ops.cl:21:22
	v_or_b32_e32 v3, v17, v19
	v_or_b32_e32 v2, v16, v18
	.loc	0 17 18                         ; gcnsim/kernels/bit_ops.cl:17:18
	global_store_dwordx4 v[12:13], v[8:11], off offset:16
	.loc	0 21 20                         ; gcnsim/kernels/bit_ops.cl:21:20
	global_store_dwordx4 v[14:15], v[0:3], off offset:16
	.loc	0 22 1                          ; gcnsim/kernels/bit_ops.cl:22:1
	s_endpgm
.Ltmp4:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bit_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
	.size	bit_ops, .Lfunc_end0-bit_ops
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 20
; NumVgprs: 27
; NumAgprs: 0
; TotalNumVgprs: 27
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 27
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
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
	.byte	3                               ; Abbreviation Code
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
	.byte	4                               ; Abbreviation Code
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
	.byte	5                               ; Abbreviation Code
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
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xa5 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x8 DW_TAG_typedef
	.long	43                              ; DW_AT_type
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	129                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x2b:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x2f:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	2                               ; Abbrev [2] 0x33:0x8 DW_TAG_typedef
	.long	59                              ; DW_AT_type
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	134                             ; DW_AT_decl_line
	.byte	3                               ; Abbrev [3] 0x3b:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x3f:0x53 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x49:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x51:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	146                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x59:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	156                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x61:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	166                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x69:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	171                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x71:0x8 DW_TAG_variable
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	9                               ; DW_AT_decl_line
	.long	51                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x79:0x8 DW_TAG_variable
	.byte	15                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	47                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x81:0x8 DW_TAG_variable
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x89:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	8                               ; DW_AT_decl_line
	.long	35                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x92:0x5 DW_TAG_pointer_type
	.long	151                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x97:0x5 DW_TAG_const_type
	.long	35                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x9c:0x5 DW_TAG_pointer_type
	.long	161                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa1:0x5 DW_TAG_const_type
	.long	51                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa6:0x5 DW_TAG_pointer_type
	.long	35                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xab:0x5 DW_TAG_pointer_type
	.long	51                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	76                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/bit_ops.cl"     ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=66
.Linfo_string3:
	.asciz	"unsigned int"                  ; string offset=68
.Linfo_string4:
	.asciz	"uint"                          ; string offset=81
.Linfo_string5:
	.asciz	"int"                           ; string offset=86
.Linfo_string6:
	.asciz	"unsigned long"                 ; string offset=90
.Linfo_string7:
	.asciz	"ulong"                         ; string offset=104
.Linfo_string8:
	.asciz	"bit_ops"                       ; string offset=110
.Linfo_string9:
	.asciz	"z"                             ; string offset=118
.Linfo_string10:
	.asciz	"a"                             ; string offset=120
.Linfo_string11:
	.asciz	"b"                             ; string offset=122
.Linfo_string12:
	.asciz	"c"                             ; string offset=124
.Linfo_string13:
	.asciz	"out"                           ; string offset=126
.Linfo_string14:
	.asciz	"out64"                         ; string offset=130
.Linfo_string15:
	.asciz	"i"                             ; string offset=136
.Linfo_string16:
	.asciz	"x"                             ; string offset=138
.Linfo_string17:
	.asciz	"y"                             ; string offset=140
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           bit_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         bit_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     27
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
