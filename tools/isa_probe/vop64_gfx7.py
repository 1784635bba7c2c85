def probe_gfx7(target):
    return []
