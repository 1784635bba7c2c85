"""L3: programs as control-flow graphs (cfg.py), one worklist for every dataflow analysis
(worklist.py), what each instruction reads and writes (regsets.py), and the static checkers
built on them."""
