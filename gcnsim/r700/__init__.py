"""gcnsim.r700: the R700 data-share model (work in progress; public names listed when done)."""
