"""Many games at once: seeded bot games (simulate), random play (harness), statistics,
comparisons, sweeps, reports and clusters."""
