"""Lines LLVM rejects, for tools/gen_llvm_tests_corpus.py --reject."""
KINDS = ()


def lines(target, kind, golden):
    return []
