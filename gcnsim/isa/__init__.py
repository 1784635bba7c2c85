"""L1: the machine as data (targets, operand space, formats, the generated opcode tables)."""
