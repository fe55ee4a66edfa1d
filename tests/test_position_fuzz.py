"""A position or save that loads plays on: positions from random games, mutated the way
a hand or a bad tool edits them (a line dropped, a pending task's seat or kind changed,
a number moved, a seat's dice emptied, a row cleared), are either refused in one line
or played to the end with every invariant after every action (`check_invariants`).
Each pending decision is checked against the state with the checks of its kind
(`saves.PENDING_CHECKS`); a few mutations that once loaded and broke are named."""
from __future__ import annotations

import random
import re

import pytest

from coimbra_dsl import load_ruleset
from coimbra_dsl.errors import CoimbraError
from engine.core.errors import SaveError
from engine import Game, GameState
from engine.core.invariants import check_invariants

RULES = load_ruleset("base")
KINDS = ("place", "row", "eturn", "activate", "invest", "favor", "cap", "discard", "steps",
         "start1", "trigger")


def positions(seed: int, players: int, every: float = 0.15) -> list[str]:
    st = Game(RULES, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    out = []
    while not st.is_terminal:
        if rng.random() < every:
            out.append(st.position())
        st.apply(rng.choice(st.legal_actions()))
    return out


def mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    idx = [i for i, line in enumerate(lines) if line and not line.startswith("#")]
    pend = [j for j in idx if lines[j].startswith("pending:")]
    i = rng.choice(idx)
    op = rng.randrange(9)
    if op == 0:
        del lines[i]
    elif op == 1 and pend:
        del lines[rng.choice(pend)]
    elif op == 2 and pend:
        j = rng.choice(pend)
        lines[j] = re.sub(r"P[0-9]", lambda m: f"P{rng.randint(1, 4)}", lines[j])
    elif op == 3:
        lines[i] = re.sub(r"[0-9]+", lambda m: str(max(0, int(m.group()) + rng.choice((-1, 1, 2)))),
                          lines[i], count=1)
    elif op == 4 and pend:
        lines.insert(rng.choice(pend), lines[rng.choice(pend)])
    elif op == 5 and pend:
        j = rng.choice(pend)
        words = lines[j].split()
        words[1] = rng.choice(KINDS)
        lines[j] = " ".join(words)
    elif op == 6:
        dice = [j for j in idx if " dice:" in lines[j]]
        j, k = rng.choice(dice), rng.choice(dice)
        lines[j] = lines[j].split(":")[0] + (": empty, empty, empty" if rng.random() < 0.5
                                             else ":" + lines[k].split(":", 1)[1])
    elif op == 7 and pend:
        kind = lines[rng.choice(pend)].split()[1]
        lines = [x for x in lines if not (x.startswith("pending:") and x.split()[1] == kind)]
    elif op == 8:
        rows = [j for j in idx if lines[j].startswith(("row ", "display ", "pool"))]
        j = rng.choice(rows)
        lines[j] = lines[j].split(":")[0] + ":"
    return "\n".join(lines) + "\n"


def plays_to_the_end(st: GameState, rng: random.Random) -> None:
    for _ in range(20_000):
        if st.is_terminal:
            return
        st.apply(rng.choice(st.legal_actions()))
        check_invariants(st)
    raise AssertionError("the game did not end")


def fuzz(cases: int, seed: int, games: int) -> int:
    """Mutate, load, play out; the number of positions accepted."""
    base = [p for g in range(games) for p in positions(seed + g, 2 + (seed + g) % 3)]
    rng = random.Random(seed)
    accepted = 0
    for k in range(cases):
        text = mutate(rng.choice(base), rng)
        if rng.random() < 0.4:
            text = mutate(text, rng)
        try:
            st = GameState.from_position(RULES, text)
        except CoimbraError as exc:
            assert "\n" not in str(exc), exc
            continue
        accepted += 1
        try:
            plays_to_the_end(st, random.Random(k))
        except Exception as exc:        # noqa: BLE001 - the case is printed
            raise AssertionError(f"case {k} loaded and broke: {exc!r}\n{text}") from None
    return accepted


def test_mutated_positions_are_refused_or_play_to_the_end():
    assert fuzz(cases=150, seed=1, games=2) > 20


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 3, 4])
def test_many_mutated_positions_are_refused_or_play_to_the_end(seed):
    assert fuzz(cases=3000, seed=seed, games=6) > 300


def edit(text: str, key: str, value: str) -> str:
    new, n = re.subn(rf"^{re.escape(key)}( \(.*\))?:.*$", f"{key}: {value}", text, flags=re.M)
    assert n == 1, key
    return new


def at(players: int, seed: int, stop) -> GameState:
    st = Game(RULES, players=players, seed=seed).new_state()
    rng = random.Random(seed)
    while not stop(st):
        st.apply(rng.choice(st.legal_actions()))
    return st


def test_R_E_1_a_phase_E_turn_to_come_for_a_seat_without_its_dice_is_refused():
    st = at(2, 3, lambda s: s.phase == "E" and s.decision == "activate")
    text = st.position()
    waiting = [t[1] for t in st.tasks if t[0] == "eturn"]
    seat = waiting[0] if waiting else st.current_player
    bad = edit(text, f"P{seat + 1} dice", "empty, empty, empty")
    with pytest.raises(SaveError, match="phase E|dice"):
        GameState.from_position(RULES, bad)


def test_R_C_1_a_phase_C_position_without_a_row_still_to_evaluate_is_refused():
    st = at(3, 2, lambda s: s.phase == "C" and s.decision == "trigger"
            and s.tasks[-1][2] == "castle")
    text = st.position()
    rows = [line for line in text.splitlines() if line.startswith("pending: row ")]
    assert len(rows) == 4
    for line in rows[:3]:       # upper, central or lower left out
        with pytest.raises(SaveError, match="rows of phase C|not queued"):
            GameState.from_position(RULES, text.replace(line + "\n", "", 1))


def test_R_B_1_a_placement_for_a_seat_with_full_holders_is_refused():
    st = at(2, 4, lambda s: s.phase == "B")
    seat = st.current_player
    text = st.position()
    full = "gray 1 in castle, gray 2 in castle, gray 3 in castle"
    with pytest.raises(SaveError):
        GameState.from_position(RULES, edit(text, f"P{seat + 1} dice", full))


def test_a_save_that_loads_is_checked_like_a_position(tmp_path):
    """`GameState.from_json` (and so `play --load`) runs the same pending checks."""
    import json
    st = at(2, 3, lambda s: s.phase == "E" and any(t[0] == "eturn" for t in s.tasks))
    doc = json.loads(st.to_json())
    seat = next(t[1] for t in st.tasks if t[0] == "eturn")
    doc["state"]["players"][seat]["dice"] = [None] * len(st.players[seat].dice)
    with pytest.raises(SaveError, match="phase E"):
        GameState.from_json(json.dumps(doc), RULES)
    from engine.faces.cli import main
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    assert main(["play", "--load", str(path)]) != 0


def test_a_300_kb_line_is_read_in_one_pass():
    """A key's remark is cut by position, not by a backtracking regex: a line of
    300,000 brackets reads (and fails or passes) at once."""
    text = Game(RULES, players=2, seed=1).new_state().position()
    for line in ("stack (" + "(" * 300_000 + ")" + ": x", "a" + " (" * 150_000 + ": x"):
        try:
            GameState.from_position(RULES, text + line + "\n")
        except CoimbraError as exc:
            assert "\n" not in str(exc)


@pytest.mark.parametrize("key, value, words", [
    ("die tokens", "lower up down,", "empty entry"),
    ("die tokens", ", lower up down", "empty entry"),
    ("seed", "٧", "whole number"), ("round", "²", "whole number"),
    ("pool", "gray ٣", "whole number")])
def test_trailing_commas_and_other_scripts_digits_are_one_line(key, value, words):
    text = Game(RULES, players=2, seed=1).new_state().position()
    with pytest.raises(SaveError, match=words):
        GameState.from_position(RULES, edit(text, key, value))


def test_a_seed_of_256_bits_reads_back():
    st = Game(RULES, players=2, seed=2 ** 255 + 7).new_state()
    assert GameState.from_position(RULES, st.position()).seed == st.seed
    assert GameState.from_json(st.to_json(), RULES).seed == st.seed
