"""Tools that run many games: statistics, comparisons, sweeps, reports, clusters."""
