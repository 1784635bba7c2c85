"""Per-family probes of LLVM: each module has ``probe(target) -> rows`` for tools/gen_isa.py and
``samples(target, table) -> lines`` for tools/gen_corpus.py."""
