"""L4: functional execution of waves in batches (state, memory, LDS, dispatch, checks)."""
