"""gcnsim: a simulator and toolchain for AMD GCN-family GPUs (gfx701, gfx900, gfx90a, gfx942)."""
__version__ = "0.1.0"
