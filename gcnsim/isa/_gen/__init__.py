"""Generated opcode tables (tools/gen_isa.py). Do not edit by hand."""
