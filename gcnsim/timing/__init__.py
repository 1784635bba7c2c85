"""L5: the cycle-approximate model: decides WHEN instructions issue and complete; the semantics
decide WHAT they do. Occupancy (occupancy.py) tells how many waves and workgroups a compute unit
holds at once."""
