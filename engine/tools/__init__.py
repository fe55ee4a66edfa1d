"""Many games at once: seeded bot games (simulate), random play (harness), statistics."""
