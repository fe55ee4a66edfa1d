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
