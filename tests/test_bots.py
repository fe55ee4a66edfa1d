"""Bots: the registry, determinism, no side effects on the state they look at, the
determinized world of the MCTS bot (R-SET-8 stack backs, R-A-1 chance), and greedy's
preferences (R-PIL-3 monasteries, R-END VP). Strength is measured in
benchmarks/bench_bots.py, not here."""
from __future__ import annotations

import math
import random
from collections import Counter

import pytest

import coimbra_dsl
from engine.core.errors import OptionError
from engine import Game
from engine.tools.harness import random_moves
from engine.bots import BOTS, GreedyBot, MCTSBot, RandomBot, make_bot, parse_bots
from coimbra_dsl.vocab import Timing
from engine.bots.valuation import Context, seat_value, state_value, win_values


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def play(rules, specs, seed, limit=None):
    st = Game(rules, players=len(specs), seed=seed).new_state()
    bots = [make_bot(s, seed * 10 + i) for i, s in enumerate(specs)]
    keys = []
    while not st.is_terminal and (limit is None or len(keys) < limit):
        a = bots[st.current_player].choose(st)
        assert a in st.legal_actions()
        st.apply(a)
        keys.append(a.key)
    return st, keys


def test_registry_names_and_budgets():
    assert set(BOTS) == {"random", "greedy", "mcts"}
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    m = make_bot("mcts:25", 1)
    assert isinstance(m, MCTSBot) and m.iterations == 25 and m.time_limit is None
    t = make_bot("mcts:0.05s", 1)
    assert t.time_limit == 0.05 and t.iterations is None
    assert parse_bots("greedy, random") == ["greedy", "random"]


@pytest.mark.parametrize("spec", ["nobot", "greedy:5", "mcts:0", "mcts:abc", "mcts:-1s"])
def test_bad_bot_specs_are_usage_errors(spec):
    with pytest.raises(OptionError):
        make_bot(spec, 0)


def test_bad_bot_list_is_usage_error():
    with pytest.raises(OptionError):
        parse_bots(" , ")


@pytest.mark.parametrize("spec", ["random", "greedy"])
def test_bots_are_deterministic_given_their_seed(rules, spec):
    _, a = play(rules, [spec, spec], seed=4)
    _, b = play(rules, [spec, spec], seed=4)
    assert a == b


def test_mcts_is_deterministic_with_an_iteration_budget(rules):
    st = Game(rules, players=2, seed=8).new_state()
    picks = [MCTSBot(seed=3, iterations=30).choose(st) for _ in range(2)]
    assert picks[0] == picks[1]


@pytest.mark.parametrize("bot", [GreedyBot(1), MCTSBot(1, iterations=20), RandomBot(1)])
def test_choosing_leaves_the_state_unchanged(rules, bot):
    st, _ = play(rules, ["random", "random"], seed=2, limit=30)
    before = st.to_json()
    a = bot.choose(st)
    assert st.to_json() == before
    assert a in st.legal_actions()


def determinized(st, rng):
    d = st.clone()
    d.determinize(rng)
    return d


def test_R_SET_8_determinize_reshuffles_within_each_back(rules):
    st, _ = play(rules, ["random", "random"], seed=6, limit=10)
    backs = {cid: c.back for cid, c in rules.characters.items()}
    d = determinized(st, random.Random(1))
    assert [backs[c] for c in d.stack] == [backs[c] for c in st.stack]
    assert Counter(d.stack) == Counter(st.stack)
    assert d.stack != st.stack            # 36 cards: a reshuffle that changes nothing is
    assert d.rng != st.rng                # astronomically unlikely for this fixed seed
    assert d.observation(0) == st.observation(0)   # nothing visible changed


def test_R_A_1_determinized_worlds_roll_their_own_dice(rules):
    st, _ = play(rules, ["random", "random"], seed=6, limit=10)
    rolls = set()
    for k in range(4):
        d = determinized(st, random.Random(k))
        while d.phase != "B" or d.round != 2:
            d.apply(d.legal_actions()[0])
        rolls.add(tuple(d.pool))
    assert len(rolls) > 1


@pytest.mark.parametrize("players", [2, 4])
def test_R_SET_8_R_A_1_two_determinizations_differ_only_in_what_nobody_sees(rules, players):
    """Two worlds drawn from one state: other hidden orders, the same observation for
    every seat; the original is untouched; each world plays on to a scored end."""
    st, _ = play(rules, ["random"] * players, seed=9, limit=15)
    before = st.to_json()
    a = determinized(st, random.Random(1))
    b = determinized(st, random.Random(2))
    assert st.to_json() == before
    assert a.stack != b.stack and a.rng != b.rng
    assert sorted(a.stack) == sorted(b.stack) == sorted(st.stack)
    for seat in range(players):
        assert a.observation(seat) == b.observation(seat) == st.observation(seat)
    assert [x.key for x in a.legal_actions()] == [x.key for x in st.legal_actions()]
    for world in (a, b):
        bot = RandomBot(seed=3)
        while not world.is_terminal:
            world.apply(bot.choose(world))
        assert len(world.scores) == players and world.winner is not None


def test_R_END_heuristic_counts_victory_points_one_for_one(rules):
    st, _ = play(rules, ["random", "random"], seed=5, limit=40)
    ctx = Context(st)
    base = seat_value(st, 0, ctx)
    c = st.clone()
    c.players[0].vp += 5
    assert seat_value(c, 0, Context(c)) == pytest.approx(base + 5)
    assert state_value(c, 1) < state_value(st, 1)      # the opponent's VP count against


def test_R_END_6_win_values_of_a_finished_game(rules):
    st, _ = play(rules, ["greedy", "random"], seed=1)
    vals = win_values(st)
    assert vals[st.winner] == 1.0 and sum(vals) == 1.0


def test_R_PIL_3_greedy_steps_into_a_new_monastery(rules):
    """At a pilgrim decision with an adjacent monastery space without its disk, greedy
    takes that step rather than stopping."""
    found = 0
    for seed in range(12):
        st = Game(rules, players=2, seed=seed).new_state()
        rng = random.Random(seed)
        while not st.is_terminal and found < 3:
            seat = st.current_player
            if st.decision == "steps":
                p = st.players[seat]
                fresh = [a for a in st.legal_actions() if a.verb == "step"
                         and a.arg("to") in st.spaces and a.arg("to") not in p.monasteries]
                if fresh and p.disks_left:
                    choice = GreedyBot(seed).choose(st)
                    assert choice.verb == "step"
                    found += 1
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
        if found >= 3:
            break
    assert found >= 3


def test_greedy_beats_random_in_two_fixed_games(rules):
    for seed in (11, 12):
        st, _ = play(rules, ["greedy", "random"], seed=seed)
        assert st.winner == 0, st.scores


def test_mcts_plays_a_whole_game_with_a_small_budget(rules):
    st = Game(rules, players=2, seed=3).new_state()
    bots = [MCTSBot(seed=1, iterations=8), RandomBot(2)]
    while not st.is_terminal:
        st.apply(bots[st.current_player].choose(st))
    assert len(st.scores) == 2


def test_mcts_time_budget_returns_a_legal_action(rules):
    st = Game(rules, players=3, seed=3).new_state()
    a = MCTSBot(seed=1, time_limit=0.05).choose(st)
    assert a in st.legal_actions()


from hypothesis import HealthCheck, given, settings, strategies as hs  # noqa: E402


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 10_000), players=hs.sampled_from([2, 3, 4]),
       prefix=hs.integers(0, 150))
def test_any_position_bots_pick_a_legal_action_and_touch_nothing(rules, seed, players, prefix):
    """Property: anywhere in a random game, greedy and a small MCTS return a legal action
    and leave the state exactly as it was (they look ahead on clones only)."""
    st = random_moves(Game(rules, players=players, seed=seed).new_state(), prefix,
                      random.Random(seed))
    if st.is_terminal:
        return
    before = st.to_json()
    for bot in (GreedyBot(seed), MCTSBot(seed, iterations=6)):
        assert bot.choose(st) in st.legal_actions()
        assert st.to_json() == before


def test_bots_read_only_the_public_api_and_queries():
    """The bots import nothing of the engine but actions, queries, errors and each other;
    for type hints only (under `TYPE_CHECKING`), the state's classes too."""
    import ast
    from pathlib import Path
    import engine.bots
    root = Path(engine.bots.__file__).parent
    allowed = {"engine.core.action", "engine.core.queries", "engine.core.errors",
               "engine.core"}
    for path in root.rglob("*.py"):
        package = ["engine", "bots", *path.parent.relative_to(root).parts]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for_types = {id(n) for block in ast.walk(tree)
                     if isinstance(block, ast.If) and isinstance(block.test, ast.Name)
                     and block.test.id == "TYPE_CHECKING" for n in ast.walk(block)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.level or
                                                     (node.module or "").startswith("engine")):
                base = package[:len(package) - node.level + 1] if node.level else []
                name = ".".join(base + ([node.module] if node.module else []))
                if id(node) in for_types and name == "engine.core.state":
                    continue
                assert name.startswith("engine.bots") or name in allowed, \
                    f"{path.name} imports {name}"
                if name == "engine.core":
                    assert [a.name for a in node.names] == ["queries"], path.name
        assert ".ix" not in path.read_text(encoding="utf-8"), path.name


def test_R_C_3_R_END_2_queries_answer_as_the_rules_do(rules):
    """Queries agree with the state: card prices with no discount are the die value;
    track VP are what the scoring tile's face gives by rank; holdings are the fields."""
    from engine.core import queries as q
    st, _ = play(rules, ["random"] * 3, seed=4, limit=25)
    for _city, cards in st.display.items():
        for cid in cards:
            cur, price = q.card_cost(st, 0, cid, 5)
            assert cur == rules.characters[cid].cost.value
            assert price <= 5
    for seat in range(3):
        p = st.players[seat]
        assert (q.holding(st, seat, "coins"), q.holding(st, seat, "guards")) == (p.coins, p.guards)
        for track, cls in enumerate(q.TRACKS):
            assert q.track_of(cls) == track
            ranking = q.track_ranking(st, track)
            assert sorted(ranking) == [0, 1, 2]
            face = rules.scoring_tiles[st.tiles[track]].face(3)
            vp = q.track_rank_vp(st, seat, track)
            assert vp in tuple(face) + (0,)
    for cid in q.with_later_bonus(st):
        assert any(t is not Timing.IMMEDIATE for t, _ in q.bonuses(st, cid))


# ---------------------------------------------------------------- the long game

def _long_and_short(st):
    from engine.bots.valuation import Context
    return Context(st, long_game=True), Context(st, long_game=False)


def test_R_END_1_a_game_end_bonus_is_valued_at_the_projected_count(rules):
    """A voyage paying per card beyond a threshold is worth nothing now early in the
    game, but something once the seat's cards are projected to the game end."""
    from coimbra_dsl import effects as fx
    from engine.bots.valuation.bonuses import bonus_value
    beyond = [vid for vid, v in rules.voyages.items()
              if any(b.timing is Timing.GAME_END and isinstance(b.effect, fx.Per)
                     and b.effect.counter.kind is fx.CounterKind.CARDS_BEYOND
                     for b in v.bonuses)]
    assert beyond
    st = Game(rules, players=4, seed=3).new_state()
    random_moves(st, 60, random.Random(3))
    assert 1 < st.round < rules.setups[4].rounds
    long, short = _long_and_short(st)
    seat = max(range(4), key=lambda s: len(st.players[s].cards))
    assert len(st.players[seat].cards) <= 10
    for vid in beyond:
        assert bonus_value(st, seat, vid, short, owned=True) == 0
        assert bonus_value(st, seat, vid, long, owned=True) > 0


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_R_END_2_expected_majorities_stay_within_the_tiles(rules, seed):
    from engine.core import queries as q
    from engine.bots.valuation.bonuses import projected
    st = Game(rules, players=4, seed=seed).new_state()
    random_moves(st, 40 + 10 * seed, random.Random(seed))
    long, _ = _long_and_short(st)
    assert long.grow > 1
    for track in range(len(q.TRACKS)):
        exp = long.majority(st, track)
        best = max(q.rank_tile_vp(st, track, r) for r in range(4))
        total = sum(q.rank_tile_vp(st, track, r) for r in range(4))
        assert all(0 <= x <= best + 1e-9 for x in exp)
        assert sum(exp) <= total + 1e-9
    from coimbra_dsl import effects as fx
    for seat in range(4):       # projections never shrink, stay within the rules' bounds
        p = st.players[seat]
        for counter in (fx.Counter(fx.CounterKind.VOYAGES), fx.Counter(fx.CounterKind.CARDS)):
            now = q.count(st, seat, counter)
            assert projected(st, seat, counter, long) >= now
        assert projected(st, seat, fx.Counter(fx.CounterKind.VOYAGES), long) <= \
            len(p.voyages) + p.disks_left


def test_R_END_at_the_end_the_long_game_is_the_game_as_it_stands(rules):
    from engine.bots.valuation import seat_value
    st = Game(rules, players=3, seed=4).new_state()
    random_moves(st, 5000, random.Random(4))
    assert st.is_terminal
    long, short = _long_and_short(st)
    assert long.grow == 1.0
    assert [seat_value(st, s, long) for s in range(3)] == \
        [seat_value(st, s, short) for s in range(3)]



def test_exact_greedy_plays_out_every_placement(rules):
    """`exact=True` keeps the look-ahead greedy bot (playing every option out); both
    play legal games."""
    st, keys = play(rules, ["greedy", "greedy"], seed=6)
    assert st.is_terminal
    st = Game(rules, players=2, seed=6).new_state()
    bots = [GreedyBot(60 + k, exact=True) for k in range(2)]
    while not st.is_terminal:
        a = bots[st.current_player].choose(st)
        assert a in st.legal_actions()
        st.apply(a)
    assert st.winner is not None


def test_every_effect_of_the_base_rules_has_a_worth_and_an_unknown_one_raises(rules, monkeypatch):
    """`effect_value` values every effect node of the rule set and refuses an effect class
    it does not know (never worth 0 by default)."""
    from engine.bots.valuation import Context
    from engine.bots.valuation.bonuses import UnvaluedEffect, effect_value
    from engine.core import queries as q
    st = Game(rules, players=3, seed=2).new_state()
    ctx = Context(st)
    nodes = [nid for cid in q.with_bonuses(st) for _, nid in q.bonuses(st, cid)]
    assert nodes
    for nid in nodes:
        assert math.isfinite(effect_value(st, 0, nid, ctx))

    class Unheard:
        pass
    monkeypatch.setattr(q, "effect", lambda state, nid: Unheard())
    with pytest.raises(UnvaluedEffect, match="Unheard"):
        effect_value(st, 0, nodes[0], ctx)
