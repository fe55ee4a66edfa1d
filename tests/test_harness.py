"""Random-play reliability: seeded games over 2-4 players with every invariant checked
after every action, on the synthetic set and on the base rule files; a golden
playthrough that fails on any change of behaviour.

More games: `COIMBRA_RANDOM_GAMES=500 python -m pytest tests/test_harness.py`.
Regenerate the golden file after an intended change of behaviour:
`COIMBRA_REGEN_GOLDEN=1 python -m pytest tests/test_harness.py -k golden` (both goldens:
the synthetic set with seeded random choices, and `base` with greedy bots).
"""
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as hs

from engine import Game, GameState
from engine.tools.harness import InvariantError, check_invariants, play_random_game, random_moves

from engine_fixtures import RULES, fresh
from golden_text import assert_golden, playthrough_lines

GAMES = int(os.environ.get("COIMBRA_RANDOM_GAMES", "60"))
GOLDEN = Path(__file__).parent / "golden" / "fixture_3p_seed7.txt"
GOLDEN_BASE = Path(__file__).parent / "golden" / "base_greedy_3p_seed7.txt"
REGEN = "COIMBRA_REGEN_GOLDEN=1 python -m pytest tests/test_harness.py -k golden"


def _base():
    try:
        import coimbra_dsl
        return coimbra_dsl.load_ruleset("base")
    except Exception as exc:   # the base files are someone else's work in progress
        pytest.skip(f"base rule set does not load: {exc}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_fixture(players):
    for seed in range(GAMES // 3):
        st = play_random_game(RULES, players, seed, check=check_invariants)
        assert st.is_terminal
        for seat, b in enumerate(st.score_breakdown):
            assert sum(b.values()) == st.scores[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_base(players):
    rules = _base()
    for seed in range(GAMES // 3):
        st = play_random_game(rules, players, 1000 + seed, check=check_invariants)
        assert st.is_terminal and len(st.scores) == players


def test_invariant_checker_catches_broken_states():
    st = fresh(3, 0)
    check_invariants(st)
    bad = st.clone()
    bad.players[0].coins = 21
    with pytest.raises(InvariantError, match="coins"):
        check_invariants(bad)
    bad = st.clone()
    bad.discard.append(bad.stack[-1])
    with pytest.raises(InvariantError, match="two places"):
        check_invariants(bad)
    bad = st.clone()
    bad.stack.pop()
    with pytest.raises(InvariantError, match="not conserved"):
        check_invariants(bad)
    bad = st.clone()
    bad.players[1].monasteries = ["p1", "p1"]
    with pytest.raises(InvariantError, match="two disks"):
        check_invariants(bad)
    bad = st.clone()
    bad.players[2].influence[1] = 16
    with pytest.raises(InvariantError, match="influence"):
        check_invariants(bad)


@settings(max_examples=15, deadline=None)
@given(seed=hs.integers(0, 10**6), players=hs.sampled_from([2, 3, 4]),
       cut=hs.integers(0, 400))
def test_save_anywhere_and_continue_identically(seed, players, cut):
    st = random_moves(Game(RULES, players=players, seed=seed).new_state(), cut,
                      random.Random(seed))
    loaded = GameState.from_json(st.to_json(), RULES)
    copy = st.clone()
    for other in (loaded, copy):
        r1, r2 = random.Random(1), random.Random(1)
        a, b = st.clone(), other
        while not a.is_terminal:
            ka = a.legal_actions()[r1.randrange(len(a.legal_actions()))].key
            kb = b.legal_actions()[r2.randrange(len(b.legal_actions()))].key
            assert ka == kb
            a.apply(ka)
            b.apply(kb)
        assert b.is_terminal and a.to_json() == b.to_json()


def _golden_play():
    st = Game(RULES, players=3, seed=7).new_state()
    rng = random.Random(7)
    keys = []
    while not st.is_terminal:
        acts = st.legal_actions()
        a = acts[rng.randrange(len(acts))]
        keys.append(a.key)
        st.apply(a)
    return keys, st


def test_golden_playthrough_fixture_3p_seed7():
    keys, st = _golden_play()
    header = {"rules": "tests/engine_fixtures.py RULES", "players": 3, "seed": 7}
    assert_golden(GOLDEN, playthrough_lines(header, st.log, st.scores, st.score_breakdown),
                  REGEN)
    # the keys of the golden's action lines replay to the same game
    played = [line.split(" ", 3)[3].split(" {", 1)[0]
              for line in GOLDEN.read_text(encoding="utf-8").splitlines()
              if line.startswith("action ")]
    assert played == keys
    assert Game(RULES, players=3, seed=7).replay(played).log == st.log


def test_golden_playthrough_base_greedy_3p_seed7():
    """The base rule files played by three greedy bots (seed 7, bot seeds as `coimbra
    simulate` gives them): every action key, every event, the final scores and
    breakdown. Fails on any change of engine, bot or base behaviour; after an intended
    change of the base figures, regenerate and review."""
    from engine.core.playable import index_of
    from engine.tools.simulate import play_game
    rules = _base()
    record = play_game(rules, ["greedy"] * 3, 7)      # as `coimbra simulate` plays it
    keys = record["actions"]
    st = Game(rules, players=3, seed=7).replay(keys)
    fingerprint = index_of(rules).fingerprint
    if not os.environ.get("COIMBRA_REGEN_GOLDEN"):
        want = GOLDEN_BASE.read_text(encoding="utf-8").splitlines()
        assert want[1] == f'# fingerprint: "{fingerprint}"', (
            f"rules/base changed since {GOLDEN_BASE.name} was made; if intended: {REGEN}")
    header = {"rules": "base", "fingerprint": fingerprint, "players": 3, "seed": 7,
              "bots": record["bots"]}
    assert_golden(GOLDEN_BASE, playthrough_lines(header, st.log, record["scores"],
                                                 record["breakdown"]), REGEN)
    assert st.scores == record["scores"] and st.score_breakdown == record["breakdown"]


@settings(max_examples=10, deadline=None)
@given(seed=hs.integers(0, 10**9), players=hs.sampled_from([2, 3, 4]),
       policy_seed=hs.integers(0, 1000))
def test_invariants_hold_under_any_seed_and_policy(seed, players, policy_seed):
    from engine.tools.harness import random_policy
    st = play_random_game(RULES, players, seed, check=check_invariants,
                          policy=random_policy(random.Random(policy_seed)))
    assert st.is_terminal and st.winner in range(players)
    assert st.winner == min(st.order, key=lambda s: (-st.scores[s], st.order.index(s)))


def test_random_games_on_every_shipped_variant():
    try:
        import coimbra_dsl
        from coimbra_dsl.loader import builtin_names
        names = [n for n in builtin_names() if n != "base"]
        sets = [coimbra_dsl.load_ruleset(n) for n in names]
    except Exception as exc:
        pytest.skip(f"variants do not load: {exc}")
    for rules in sets:
        for players in (2, 3, 4):
            for seed in range(max(1, GAMES // 60)):
                st = play_random_game(rules, players, seed, check=check_invariants)
                assert st.is_terminal


def _resolve_every_bonus(rules):
    from engine_fixtures import bonus, play_first_until
    base = play_first_until(Game(rules, players=4, seed=3).new_state(),
                            lambda s: s.decision == "place")
    rng = random.Random(0)
    for comp in rules.components():
        st = base.clone()
        seat = st.order[1]
        p = st.players[seat]
        p.pilgrim = p.pilgrim or st.ix.corners[0]
        bonus(st, seat, comp.id)
        for _ in range(200):
            if st.decision is None:
                break
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
        assert st.decision is None, comp.id


def test_every_bonus_of_the_fixture_resolves_on_its_own():
    _resolve_every_bonus(RULES)


def test_every_bonus_of_base_resolves_on_its_own():
    _resolve_every_bonus(_base())


def test_every_effect_class_has_a_runtime_handler():
    import typing
    from coimbra_dsl import effects as fx
    from engine.core.runtime import HANDLERS
    assert set(typing.get_args(fx.Effect)) <= set(HANDLERS)


def test_a_golden_that_differs_names_its_line_and_action(tmp_path, monkeypatch):
    monkeypatch.delenv("COIMBRA_REGEN_GOLDEN", raising=False)
    keys, st = _golden_play()
    lines = playthrough_lines({"players": 3}, st.log, st.scores, st.score_breakdown)
    at = next(i for i, line in enumerate(lines) if line.startswith("action 5:"))
    golden = tmp_path / "g.txt"
    golden.write_text("\n".join(lines[:at + 1] + ["  gain {}"] + lines[at + 2:]) + "\n")
    with pytest.raises(AssertionError, match=rf"g.txt line {at + 2} \(action 5: P\d {keys[4]}\)"):
        assert_golden(golden, lines, REGEN)
    golden.write_text("\n".join(lines[:-3]) + "\n")
    with pytest.raises(AssertionError, match="the game goes on"):
        assert_golden(golden, lines, REGEN)
