	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	f64_arith               ; -- Begin function f64_arith
	.globl	f64_arith
	.p2align	8
	.type	f64_arith,@function
f64_arith:                              ; @f64_arith
.Lfunc_begin0:
	.file	0 "." "gcnsim/kernels/f64_arith.cl" md5 0x6ba2fc42e2cecc5a45b94d38b5410431
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	.loc	0 4 11 prologue_end             ; gcnsim/kernels/f64_arith.cl:4:11
	s_load_dword s3, s[0:1], 0x24
	;DEBUG_VALUE: f64_arith:b <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f64_arith:a <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: f64_arith:out <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_load_dword s10, s[0:1], 0x40
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	s_add_i32 s10, s10, s2
	v_add_u32_e32 v0, s10, v0
.Ltmp0:
	;DEBUG_VALUE: f64_arith:i <- undef
	.loc	0 5 14                          ; gcnsim/kernels/f64_arith.cl:5:14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	global_load_dwordx2 v[2:3], v[2:3], off
.Ltmp1:
	;DEBUG_VALUE: f64_arith:x <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2_vgpr3
	.loc	0 6 14                          ; gcnsim/kernels/f64_arith.cl:6:14
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[4:5], off
.Ltmp2:
	;DEBUG_VALUE: f64_arith:y <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr4_vgpr5
	.loc	0 0 14 is_stmt 0                ; gcnsim/kernels/f64_arith.cl:0:14
	s_mov_b32 s0, 0
	v_mov_b32_e32 v6, 0
	s_brev_b32 s1, 8
	v_mov_b32_e32 v7, 0x3ff80000
	.loc	0 7 45 is_stmt 1                ; gcnsim/kernels/f64_arith.cl:7:45
	v_mov_b32_e32 v18, 0xffffff80
	v_mov_b32_e32 v24, 0x260
	.loc	0 7 3 is_stmt 0                 ; gcnsim/kernels/f64_arith.cl:7:3
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[0:1]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	s_waitcnt vmcnt(1)
	v_cmp_lt_f64_e64 vcc, |v[2:3]|, s[0:1]
	s_nop 1
	v_cndmask_b32_e64 v12, 0, 1, vcc
	.loc	0 7 12                          ; gcnsim/kernels/f64_arith.cl:7:12
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[6:7], v[2:3], v[4:5]
	.loc	0 7 36                          ; gcnsim/kernels/f64_arith.cl:7:36
	v_add_f64 v[4:5], v[4:5], 2.0
.Ltmp3:
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_div_scale_f64 v[8:9], s[0:1], v[4:5], v[4:5], v[2:3]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_lshlrev_b32_e32 v14, 8, v12
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_rcp_f64_e32 v[12:13], v[8:9]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_ldexp_f64 v[14:15], |v[2:3]|, v14
	v_rsq_f64_e32 v[16:17], v[14:15]
	v_cndmask_b32_e32 v25, 0, v18, vcc
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_fma_f64 v[18:19], -v[8:9], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[18:19]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_mul_f64 v[18:19], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[16:17], 0.5
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 0.5
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_fma_f64 v[20:21], -v[8:9], v[12:13], 1.0
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_fmac_f64_e32 v[18:19], v[18:19], v[22:23]
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_div_scale_f64 v[10:11], s[0:1], v[2:3], v[4:5], v[2:3]
	v_fmac_f64_e32 v[12:13], v[12:13], v[20:21]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_fmac_f64_e32 v[16:17], v[16:17], v[22:23]
	v_fma_f64 v[22:23], -v[18:19], v[18:19], v[14:15]
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_mul_f64 v[20:21], v[10:11], v[12:13]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_fmac_f64_e32 v[18:19], v[22:23], v[16:17]
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_fma_f64 v[8:9], -v[8:9], v[20:21], v[10:11]
	s_mov_b64 vcc, s[0:1]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_fma_f64 v[10:11], -v[18:19], v[18:19], v[14:15]
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_div_fmas_f64 v[8:9], v[8:9], v[12:13], v[20:21]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_fmac_f64_e32 v[18:19], v[10:11], v[16:17]
	.loc	0 7 31                          ; gcnsim/kernels/f64_arith.cl:7:31
	v_div_fixup_f64 v[2:3], v[8:9], v[4:5], v[2:3]
.Ltmp4:
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	v_ldexp_f64 v[4:5], v[18:19], v25
	v_cmp_class_f64_e32 vcc, v[14:15], v24
	.loc	0 7 27                          ; gcnsim/kernels/f64_arith.cl:7:27
	v_add_f64 v[2:3], v[6:7], v[2:3]
	.loc	0 7 45                          ; gcnsim/kernels/f64_arith.cl:7:45
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v15, vcc
	v_cndmask_b32_e32 v4, v4, v14, vcc
	.loc	0 7 43                          ; gcnsim/kernels/f64_arith.cl:7:43
	v_add_f64 v[2:3], v[2:3], -v[4:5]
	.loc	0 7 10                          ; gcnsim/kernels/f64_arith.cl:7:10
	global_store_dwordx2 v[0:1], v[2:3], off
	.loc	0 8 1 is_stmt 1                 ; gcnsim/kernels/f64_arith.cl:8:1
	s_endpgm
.Ltmp5:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f64_arith
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
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
	.size	f64_arith, .Lfunc_end0-f64_arith
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; NumSgprs: 17
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 26
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
	.byte	6                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xc:0x6a DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x3b DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x2d:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	98                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x35:0x8 DW_TAG_formal_parameter
	.byte	8                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	2                               ; DW_AT_decl_line
	.long	98                              ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	3                               ; DW_AT_decl_line
	.long	108                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x45:0x8 DW_TAG_variable
	.byte	4                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	5                               ; DW_AT_decl_line
	.long	94                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x4d:0x8 DW_TAG_variable
	.byte	6                               ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	6                               ; DW_AT_decl_line
	.long	94                              ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x55:0x8 DW_TAG_variable
	.byte	10                              ; DW_AT_name
	.byte	0                               ; DW_AT_decl_file
	.byte	4                               ; DW_AT_decl_line
	.long	113                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0x5e:0x4 DW_TAG_base_type
	.byte	5                               ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	8                               ; DW_AT_byte_size
	.byte	6                               ; Abbrev [6] 0x62:0x5 DW_TAG_pointer_type
	.long	103                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0x67:0x5 DW_TAG_const_type
	.long	94                              ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x6c:0x5 DW_TAG_pointer_type
	.long	94                              ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x71:0x4 DW_TAG_base_type
	.byte	11                              ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	52                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"gcnsim/kernels/f64_arith.cl"   ; string offset=40
.Linfo_string2:
	.asciz	"."                             ; string offset=68
.Linfo_string3:
	.asciz	"f64_arith"                     ; string offset=70
.Linfo_string4:
	.asciz	"x"                             ; string offset=80
.Linfo_string5:
	.asciz	"double"                        ; string offset=82
.Linfo_string6:
	.asciz	"y"                             ; string offset=89
.Linfo_string7:
	.asciz	"a"                             ; string offset=91
.Linfo_string8:
	.asciz	"b"                             ; string offset=93
.Linfo_string9:
	.asciz	"out"                           ; string offset=95
.Linfo_string10:
	.asciz	"i"                             ; string offset=99
.Linfo_string11:
	.asciz	"int"                           ; string offset=101
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
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
    .name:           f64_arith
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         f64_arith.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
