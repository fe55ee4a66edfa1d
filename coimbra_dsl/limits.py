"""Hard limits on rule input, so hostile or broken files fail fast with a clear error."""
from __future__ import annotations

MAX_FILE_BYTES = 1 << 20        # 1 MiB per rule file
MAX_FILES = 1000                # rule files per folder
MAX_SET_BYTES = 4 << 20         # all rule files of one folder together (base: ~60 KiB)
MAX_NUMBER = 10 ** 6            # largest number a rule file may write
MAX_NAME = 64                   # longest id / name
MAX_STRING = 2000               # longest quoted string
MAX_DEPTH = 32                  # deepest nesting of effects and amounts
MAX_CHAIN = 16                  # longest `extends` chain
MAX_ERRORS = 100               # errors recorded per file before giving up on it
MAX_READ_WORDS = 32_000        # words of distinct printed text one rule set is read for
                               # (each costs the reader an Earley step; base: ~1,200)
MAX_DOMINANCE_FRONT = 64        # undominated cards per bucket the dominance check keeps
# Counts a rule set may hold: each bounds work that grows with it in every
# check and in play; far above the base game (56 cards, 4 rounds, 3 dice per player).
MAX_COMPONENTS = 10_000         # characters, monasteries, voyages or favor tiles, each
MAX_MAP_NODES = 10_000          # locations of the pilgrim map
MAX_ROADS = 50_000              # roads of the pilgrim map
MAX_CORNERS = 16                # starting corners (each is searched from in checks)
MAX_PLAYERS = 8                 # largest player count a setup table may be for
MAX_ROUNDS = 100                # rounds of one game
MAX_DICE = 1_000                # dice of all colours together
MAX_DICE_PER_PLAYER = 20
MAX_DIE_TOKENS = 1_000          # die tokens in the box
MAX_DISKS = 1_000               # disks per player
MAX_ROW_CARDS = 100             # display cards per city row
MAX_START_GROUP = 100           # start cards per group
MAX_CAP = 100_000               # caps of coins, guards and influence
MAX_APPLY_WORK = 200_000        # automatic steps one action may cause (engine backstop)
MAX_GAIN = 10 ** 9              # most one bonus may gain or multiply at once (validator)
MAX_SAVE_VP = 10 ** 18          # VP a save may hold: a billion of the largest gains
MAX_JSON_DEPTH = 16             # nesting of a save or a record (a save needs 5)
MAX_SAVE_BYTES = 128 << 20      # a save or simulate record read back (a long game: ~1 MiB)
