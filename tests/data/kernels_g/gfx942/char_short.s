	.text
	.file	0 "." "gcnsim/kernels/char_short.cl" md5 0x319ef6629d92ac331ef418c38297b897
	.file	1 "/usr/lib/llvm-19/lib/clang/19/include" "opencl-c-base.h" md5 0xe6ba2e9ca1eaf45c753d86ea430e898c
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	char_short              ; -- Begin function char_short
	.globl	char_short
	.p2align	8
	.type	char_short,@function
char_short:                             ; @char_short
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 7 11 prologue_end             ; gcnsim/kernels/char_short.cl:7:11
	s_load_dword s3, s[0:1], 0x4c
	s_load_dword s6, s[0:1], 0x38
	;DEBUG_VALUE: char_short:n <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dwordx2 s[4:5], s[0:1], 0x68
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
.Ltmp0:
	;DEBUG_VALUE: char_short:i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 8 9                           ; gcnsim/kernels/char_short.cl:8:9
	v_cmp_gt_i32_e32 vcc, s6, v0
.Ltmp1:
	;DEBUG_VALUE: char_short:bytes <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:narrow <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:wide <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:us <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:s <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:uc <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: char_short:c <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	0 8 7 is_stmt 0                 ; gcnsim/kernels/char_short.cl:8:7
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
.Ltmp2:
; %bb.1:
	.loc	0 7 11 is_stmt 1                ; gcnsim/kernels/char_short.cl:7:11
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	.loc	0 10 13                         ; gcnsim/kernels/char_short.cl:10:13
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	0 10 44 is_stmt 0               ; gcnsim/kernels/char_short.cl:10:44
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	.loc	0 10 13                         ; gcnsim/kernels/char_short.cl:10:13
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[0:1]
	.loc	0 10 44                         ; gcnsim/kernels/char_short.cl:10:44
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[2:3]
	.loc	0 10 13                         ; gcnsim/kernels/char_short.cl:10:13
	global_load_sbyte v10, v[4:5], off
	.loc	0 10 44                         ; gcnsim/kernels/char_short.cl:10:44
	global_load_ushort v11, v[8:9], off
	.loc	0 10 51                         ; gcnsim/kernels/char_short.cl:10:51
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[2:3]
	.loc	0 10 29                         ; gcnsim/kernels/char_short.cl:10:29
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[0:1]
	.loc	0 10 51                         ; gcnsim/kernels/char_short.cl:10:51
	global_load_ushort v12, v[8:9], off
	.loc	0 10 29                         ; gcnsim/kernels/char_short.cl:10:29
	global_load_ubyte v13, v[6:7], off
	.loc	0 7 11 is_stmt 1                ; gcnsim/kernels/char_short.cl:7:11
	s_load_dwordx8 s[4:11], s[0:1], 0x20
	s_movk_i32 s0, 0x3e8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s4
	v_mov_b32_e32 v9, s5
	.loc	0 10 3                          ; gcnsim/kernels/char_short.cl:10:3
	v_lshl_add_u64 v[8:9], v[0:1], 2, v[8:9]
	.loc	0 11 3                          ; gcnsim/kernels/char_short.cl:11:3
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	.loc	0 12 3                          ; gcnsim/kernels/char_short.cl:12:3
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[0:1]
	.loc	0 10 18                         ; gcnsim/kernels/char_short.cl:10:18
	s_waitcnt vmcnt(3)
	v_mul_i32_i24_e32 v10, 0x186a0, v10
	.loc	0 10 44 is_stmt 0               ; gcnsim/kernels/char_short.cl:10:44
	s_waitcnt vmcnt(2)
	v_bfe_i32 v14, v11, 0, 16
	.loc	0 10 51                         ; gcnsim/kernels/char_short.cl:10:51
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v15, 0xffff, v12
	.loc	0 10 27                         ; gcnsim/kernels/char_short.cl:10:27
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v10, v13, s0, v10
	.loc	0 10 49                         ; gcnsim/kernels/char_short.cl:10:49
	v_add3_u32 v10, v10, v14, v15
	.loc	0 10 11                         ; gcnsim/kernels/char_short.cl:10:11
	global_store_dword v[8:9], v10, off
	.loc	0 11 30 is_stmt 1               ; gcnsim/kernels/char_short.cl:11:30
	global_load_sbyte v8, v[4:5], off
	.loc	0 11 35 is_stmt 0               ; gcnsim/kernels/char_short.cl:11:35
	s_waitcnt vmcnt(0)
	v_mad_legacy_u16 v8, v11, v8, v12
	.loc	0 11 13                         ; gcnsim/kernels/char_short.cl:11:13
	global_store_short v[2:3], v8, off
	.loc	0 12 14 is_stmt 1               ; gcnsim/kernels/char_short.cl:12:14
	global_load_ubyte v2, v[6:7], off
	.loc	0 12 29 is_stmt 0               ; gcnsim/kernels/char_short.cl:12:29
	s_nop 0
	global_load_ubyte v3, v[4:5], off
	.loc	0 12 20                         ; gcnsim/kernels/char_short.cl:12:20
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v3, v2
	.loc	0 12 12                         ; gcnsim/kernels/char_short.cl:12:12
	global_store_byte v[0:1], v2, off
.LBB0_2:
	.loc	0 13 1 is_stmt 1                ; gcnsim/kernels/char_short.cl:13:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel char_short
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	char_short, .Lfunc_end0-char_short
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; NumSgprs: 18
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
	.byte	3                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0xc6 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x4 DW_TAG_base_type
	.byte	3                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	3                               ; Abbrev [3] 0x27:0x8 DW_TAG_typedef
	.long	47                              ; DW_AT_type
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	119                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0x2f:0x4 DW_TAG_base_type
	.byte	4                               ; DW_AT_name
	.byte	8                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	4                               ; Abbrev [4] 0x33:0x53 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	5                               ; Abbrev [5] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	134                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x45:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	148                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	158                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x55:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	168                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x5d:0x8 DW_TAG_formal_parameter
	.byte	14                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	190                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x65:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	199                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6d:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	204                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x75:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	195                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x7d:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	7                               ; DW_AT_decl_line
	.long	195                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0x86:0x5 DW_TAG_pointer_type
	.long	139                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x8b:0x5 DW_TAG_const_type
	.long	144                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0x90:0x4 DW_TAG_base_type
	.byte	8                               ; DW_AT_name
	.byte	6                               ; DW_AT_encoding
	.byte	1                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0x94:0x5 DW_TAG_pointer_type
	.long	153                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x99:0x5 DW_TAG_const_type
	.long	39                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x9e:0x5 DW_TAG_pointer_type
	.long	163                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xa3:0x5 DW_TAG_const_type
	.long	35                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xa8:0x5 DW_TAG_pointer_type
	.long	173                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0xad:0x5 DW_TAG_const_type
	.long	178                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xb2:0x8 DW_TAG_typedef
	.long	186                             ; DW_AT_type
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	124                             ; DW_AT_decl_line
	.byte	2                               ; Abbrev [2] 0xba:0x4 DW_TAG_base_type
	.byte	12                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	2                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0xbe:0x5 DW_TAG_pointer_type
	.long	195                             ; DW_AT_type
	.byte	2                               ; Abbrev [2] 0xc3:0x4 DW_TAG_base_type
	.byte	15                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	7                               ; Abbrev [7] 0xc7:0x5 DW_TAG_pointer_type
	.long	35                              ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xcc:0x5 DW_TAG_pointer_type
	.long	39                              ; DW_AT_type
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	84                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/char_short.cl"  ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=69
.Linfo_string3:
	.asciz	"short"                         ; string offset=71
.Linfo_string4:
	.asciz	"unsigned char"                 ; string offset=77
.Linfo_string5:
	.asciz	"uchar"                         ; string offset=91
.Linfo_string6:
	.asciz	"char_short"                    ; string offset=97
.Linfo_string7:
	.asciz	"c"                             ; string offset=108
.Linfo_string8:
	.asciz	"char"                          ; string offset=110
.Linfo_string9:
	.asciz	"uc"                            ; string offset=115
.Linfo_string10:
	.asciz	"s"                             ; string offset=118
.Linfo_string11:
	.asciz	"us"                            ; string offset=120
.Linfo_string12:
	.asciz	"unsigned short"                ; string offset=123
.Linfo_string13:
	.asciz	"ushort"                        ; string offset=138
.Linfo_string14:
	.asciz	"wide"                          ; string offset=145
.Linfo_string15:
	.asciz	"int"                           ; string offset=150
.Linfo_string16:
	.asciz	"narrow"                        ; string offset=154
.Linfo_string17:
	.asciz	"bytes"                         ; string offset=161
.Linfo_string18:
	.asciz	"n"                             ; string offset=167
.Linfo_string19:
	.asciz	"i"                             ; string offset=169
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
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           char_short
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         char_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
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
