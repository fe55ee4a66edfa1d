"""Hostile card texts for the reader's bounds (tests/test_card_text_bounds.py and
benchmarks/bench_card_text_hostile.py): random words, long runs of readable steps ending
in a bad word, near-misses of readable texts, huge numbers and other scripts."""
from __future__ import annotations

import random

WORDS = ("gain move pay trade each invest take score use place phase game at for per coin "
         "coins guard guards vp step steps pilgrim card council merchants clerics scholars "
         "and or of the your a 1 2 3 5 10 up to end track die dice monastery voyage favor "
         "tile space diploma influence opponent every when whenever immediately").split()
FOREIGN = ("banana florins ducats zork gaurds coinz vps pilgrm ganhe guardas por cada carta "
           "de mercador no final do jogo pontos ٧ ３ 七 café naïve Ωmega").split()
READABLE = ["Gain 5 guards.", "At the end of the game, 2 VP for each merchants card.",
            "Gain 1 guard and 1 pilgrim step per council card.", "Move your pilgrim 3 steps.",
            "Phase E: trade 2 coins for 1 guard.", "Gain 3 coins and 1 VP."]
UNICODE = ["Gain ٧ coins.", "Gain ３ guards.", "Ganhe 5 guardas.", "Gain 5 güards.",
           "Gain 5 guards\u200b.", "𝐆𝐚𝐢𝐧 5 coins.", "Gain 5 guards 🎲.", "Gain\u00a05\u00a0coins."]


def _random_words(rng: random.Random) -> str:
    pool = WORDS + FOREIGN
    return " ".join(rng.choice(pool) for _ in range(rng.randint(1, 110)))


def _long_run(rng: random.Random) -> str:
    step = rng.choice(["Gain 1 coin. ", "Gain 1 coin and ", "gain 2 VP and 1 guard, ",
                       "For each council card gain 1 coin and move 1 step "])
    words = len(step.split())
    return step * rng.randint(1, 110 // words) + rng.choice(["zork", "and", "per", "."])


def _near_miss(rng: random.Random) -> str:
    words = rng.choice(READABLE).split()
    i = rng.randrange(len(words))
    w = words[i]
    edit = rng.randrange(4)
    if edit == 0 and len(w) > 2:
        j = rng.randrange(len(w))
        w = w[:j] + w[j + 1:]
    elif edit == 1:
        w = w + rng.choice("sxe")
    elif edit == 2:
        words.insert(i, rng.choice(WORDS))
    else:
        del words[i]
        w = None
    if w is not None and edit != 2:
        words[i] = w
    return " ".join(words)


def _huge_number(rng: random.Random) -> str:
    n = rng.choice(["9" * rng.randint(7, 400), "1000001", "0" * 50 + "7", "10" * 30])
    return rng.choice([f"Gain {n} coins.", f"Gain 5 VP per {n} cards.", f"{n}"])


KINDS = (_random_words, _long_run, _near_miss, _huge_number,
         lambda rng: rng.choice(UNICODE))


def texts(rng: random.Random, count: int) -> list[str]:
    """`count` hostile texts, the kinds in turn."""
    return [KINDS[i % len(KINDS)](rng) for i in range(count)]


def unreadable(rng: random.Random, count: int) -> list[str]:
    """`count` distinct texts none of which reads (each ends in an unknown word)."""
    seen: dict[str, None] = {}
    while len(seen) < count:
        seen.setdefault(f"{KINDS[len(seen) % len(KINDS)](rng)} zork{len(seen)}", None)
    return list(seen)
