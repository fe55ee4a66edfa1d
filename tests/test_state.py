"""State, actions, copying and saving: clone independence, JSON round trip at every
decision (RNG included), exact replay, IllegalAction without side effects (R-A-1)."""
import copy
import json
import random

import pytest

from engine.core.errors import IllegalAction, SaveError
from engine import Action, Game, GameState
from engine.core.setup import SetupError

from engine_fixtures import RULES, fresh, keys, make_rules, play_first_until


def _random_states(players=4, seed=3, n=80):
    st = fresh(players, seed)
    rng = random.Random(seed)
    out = [st.clone()]
    while not st.is_terminal and len(out) < n:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
        out.append(st.clone())
    return st, out


def test_clone_equals_deep_copy_and_is_independent():
    st, states = _random_states()
    for s in states:
        c = s.clone()
        deep = copy.deepcopy(s.to_dict())
        assert c.to_dict() == deep
        # mutate every mutable part of the clone: the original must not change
        before = s.to_json()
        for p in c.players:
            p.coins += 1
            p.influence[0] += 1
            p.cards.append("x")
            p.monasteries.append("x")
            p.dice[0] = ("gray", 9, None, False)
            p.crown_tokens.append(0)
            p.favors.append("x")
        c.stack.append("x")
        c.discard.append("x")
        c.order.reverse()
        c.pool.append(("gray", 1))
        c.tasks.append(("x",))
        for row in c.rows.values():
            row.append((0, 0))
        for row in c.display.values():
            row.append("x")
        for t in c.tokens.values():
            t.append(False)
        c.crowns_on["x"] = 0
        c.spaces["x"] = "x"
        c.tiles.append("x")
        c.favors.append("x")
        c.voyages.append("x")
        c.box.append("x")
        for g in c.groups:
            if g is not None:
                g.append("x")
        assert s.to_json() == before


def test_clone_shares_log_copy_on_write():
    at = play_first_until(fresh(3, 1), lambda s: s.decision == "place")
    c = at.clone()
    n = len(at.log)
    first, last = keys(at)[0], keys(at)[-1]
    at.apply(first)
    c.apply(last)
    assert at.log[:n] == c.log[:n]
    assert at.log[n]["action"] == first and c.log[n]["action"] == last


def test_R_A_1_json_round_trip_at_every_decision_continues_identically():
    st = fresh(3, 11)
    rng = random.Random(5)
    while not st.is_terminal:
        text = st.to_json()
        loaded = GameState.from_json(text, RULES)
        assert loaded.to_json() == text
        assert keys(loaded) == keys(st)
        key = st.legal_actions()[rng.randrange(len(st.legal_actions()))].key
        st.apply(key)
        loaded.apply(key)
        assert loaded.to_json() == st.to_json()
    assert st.is_terminal


def test_R_A_1_replay_from_seed_and_keys_is_exact():
    st = fresh(4, 21)
    rng = random.Random(2)
    played = []
    while not st.is_terminal:
        a = st.legal_actions()[rng.randrange(len(st.legal_actions()))]
        played.append(a.key)
        st.apply(a.key)
    again = Game(RULES, players=4, seed=21).replay(played)
    assert again.to_json() == st.to_json()
    assert again.log == st.log
    rolls = [e for e in st.log if e["event"] == "roll"]
    assert len(rolls) == 4      # every phase A roll is a logged chance event


def test_different_seeds_give_different_games():
    a, b = fresh(3, 1), fresh(3, 2)
    assert a.to_json() != b.to_json()


def test_from_json_refuses_other_rule_set_and_damage():
    st = fresh(2, 4)
    text = st.to_json()
    other = make_rules(name="other")
    with pytest.raises(SaveError, match="rule set"):
        GameState.from_json(text, other)
    with pytest.raises(SaveError, match="bad JSON"):
        GameState.from_json(text[:-10], RULES)
    with pytest.raises(SaveError):
        GameState.from_json("[1, 2]", RULES)
    doc = json.loads(text)
    doc["state"]["players"][0]["coins"] = 99
    with pytest.raises(SaveError, match="coins"):
        GameState.from_json(json.dumps(doc), RULES)
    doc = json.loads(text)
    del doc["state"]["stack"]
    with pytest.raises(SaveError, match="damaged"):
        GameState.from_json(json.dumps(doc), RULES)
    doc = json.loads(text)
    doc["state"]["tasks"].append(["explode", 0])
    with pytest.raises(SaveError, match="unknown task"):
        GameState.from_json(json.dumps(doc), RULES)


def test_illegal_action_names_legal_choices_and_changes_nothing():
    st = play_first_until(fresh(3, 0), lambda s: s.decision == "place")
    before = st.to_json()
    with pytest.raises(IllegalAction) as err:
        st.apply("place die=white-9 at=castle")
    assert "legal:" in str(err.value) and keys(st)[0] in str(err.value)
    assert st.to_json() == before
    for bad in ("", "fly to=moon", "place die", "place =x", 42):
        with pytest.raises(IllegalAction):
            st.apply(bad)
        assert st.to_json() == before


def test_action_keys_parse_and_print_back():
    st = play_first_until(fresh(4, 0), lambda s: s.decision == "place")
    for a in st.legal_actions():
        assert Action.parse(a.key) == a
        assert str(a) == a.key
        assert a.describe().endswith(".")
        assert hash(a) == hash(Action.parse(a.key))
    with pytest.raises(AttributeError):
        st.legal_actions()[0].key = "x"


def test_players_count_is_validated():
    with pytest.raises(SetupError, match="no setup for 5 players"):
        Game(RULES, players=5)
    with pytest.raises(SetupError):
        Game(RULES, players="3")


def test_observation_hides_stack_order_and_box():
    st = play_first_until(fresh(3, 0), lambda s: s.decision == "place")
    obs = st.observation(1)
    text = json.dumps(obs)
    assert obs["stack_size"] == len(st.stack)
    assert "stack" not in obs and "rng" not in obs and "tasks" not in obs
    for cid in st.stack:
        assert f'"{cid}"' not in text
    assert obs["your_turn"] == (st.current_player == 1)
    mine = st.observation(st.current_player)
    assert mine["legal_actions"] == keys(st)


def test_properties_during_and_after_the_game():
    st = fresh(2, 5)
    assert st.round == 1 and st.phase == "setup" and not st.is_terminal
    assert st.current_player in (0, 1)
    st = play_first_until(st, lambda s: s.is_terminal)
    assert st.current_player is None and st.legal_actions() == []
    assert st.phase == "end"
    for seat, b in enumerate(st.score_breakdown):
        assert sum(b.values()) == st.scores[seat]
        assert set(b) == {"during play", "voyages", "majorities", "diplomas",
                          "game-end cards", "leftover resources"}
    with pytest.raises(IllegalAction, match="over"):
        st.apply("pass")


def test_describe_gives_a_sentence_for_every_legal_action_of_a_game():
    st = fresh(4, 8)
    rng = random.Random(8)
    verbs = set()
    while not st.is_terminal:
        acts = st.legal_actions()
        for a in acts:
            text = st.describe(a)
            assert text.endswith(".") and len(text) > 4
            verbs.add(a.verb)
        st.apply(acts[rng.randrange(len(acts))])
    assert {"start", "place", "activate", "step"} <= verbs
    st2 = fresh(3, 0)
    assert "Take start group 1: " in st2.describe("start group=1")


def test_a_rule_set_with_an_effect_the_engine_cannot_run_is_refused_up_front():
    from dataclasses import dataclass, replace
    from types import MappingProxyType
    from coimbra_dsl import effects as fx
    from engine.core.game import UninterpretableRules

    @dataclass(frozen=True)
    class Juggle:
        balls: int

    rules = make_rules(name="juggling")
    card = rules.characters["ii1"]
    odd = replace(card, bonuses=(fx.Bonus(card.bonus.timing, fx.Seq((Juggle(3),))),))
    chars = dict(rules.characters)
    chars["ii1"] = odd
    rules = replace(rules, characters=MappingProxyType(chars))
    with pytest.raises(UninterpretableRules, match="Juggle .first used by ii1"):
        Game(rules, players=3)


def test_every_task_kind_has_a_save_shape():
    from engine.core.saves import TASKS
    from engine.core.tasks import AUTO, DECIDE
    assert set(TASKS) == set(AUTO) | set(DECIDE)


def test_messages_quote_huge_keys_shortened():
    st = fresh(3, 0)
    for key in ("x" * 100_000, "take card=" + "c" * 100_000, "place " + "d" * 50_000):
        before = st.to_json()
        with pytest.raises(IllegalAction) as err:
            st.apply(key)
        assert len(str(err.value)) < 400 + sum(len(k) + 2 for k in keys(st))
        assert st.to_json() == before


@pytest.mark.parametrize("edit,where", [
    (lambda d: d["players"][0].__setitem__("coins", True), "players[0].coins"),
    (lambda d: d["players"][1].__setitem__("dice", "none"), "players[1].dice"),
    (lambda d: d.__setitem__("round", 9), "round"),
    (lambda d: d.__setitem__("phase", "Z"), "phase"),
    (lambda d: d.__setitem__("rng", [3, [1, 2, 3], None]), "rng"),
    (lambda d: d["tasks"].append(["steps", 0, "many"]), "tasks"),
    (lambda d: d["tasks"].append(["eff", 0, 10 ** 9, 1]), "tasks"),
    (lambda d: d["rows"]["upper"].append([7, 0]), "rows.upper"),
    (lambda d: d["display"].pop("lower"), "display"),
])
def test_saves_with_wrong_types_or_ranges_are_refused_saying_where(edit, where):
    st = play_first_until(fresh(3, 2), lambda s: s.decision == "place")
    doc = json.loads(st.to_json())
    edit(doc["state"])
    with pytest.raises(SaveError) as err:
        GameState.from_json(json.dumps(doc), RULES)
    assert where in str(err.value) and "\n" not in str(err.value)


def test_a_save_must_be_text_and_not_too_deep():
    with pytest.raises(SaveError, match="text"):
        GameState.from_json(b"{}", RULES)
    with pytest.raises(SaveError, match="deep"):
        GameState.from_json("[" * 100_000, RULES)


def test_saves_with_a_broken_phase_flow_are_refused():
    st = play_first_until(fresh(3, 2), lambda s: s.decision == "place")
    text = st.to_json()
    for edit, match in [
        (lambda d: d["tasks"].pop(0), "must start with"),
        (lambda d: d["tasks"].insert(1, ["eff", 0, 0, 1]), "out of place"),
        (lambda d: d["tasks"].clear(), "damaged save"),
    ]:
        doc = json.loads(text)
        edit(doc["state"])
        with pytest.raises(SaveError, match=match):
            GameState.from_json(json.dumps(doc), RULES)
    st = play_first_until(st, lambda s: s.decision == "trigger" and s.tasks[-1][2] != "lower")
    doc = json.loads(st.to_json())
    doc["state"]["tasks"] = [t for t in doc["state"]["tasks"]
                             if t != ["row", "lower"]]
    with pytest.raises(SaveError, match="lower row has dice"):
        GameState.from_json(json.dumps(doc), RULES)


def test_the_same_rule_files_elsewhere_give_the_same_fingerprint():
    from dataclasses import replace
    from types import MappingProxyType
    from engine.core.index import RuleIndex
    a = replace(RULES, sources=MappingProxyType({"/x/base/r.coimbra": "ruleset x"}))
    b = replace(RULES, sources=MappingProxyType({"/y/copy/base/r.coimbra": "ruleset x"}))
    c = replace(RULES, sources=MappingProxyType({"/x/base/r.coimbra": "ruleset y"}))
    assert RuleIndex._fingerprint(a) == RuleIndex._fingerprint(b) != RuleIndex._fingerprint(c)


@pytest.mark.parametrize("command", ["play", "simulate", "replay", "map"])
def test_every_command_refuses_an_unplayable_rule_folder_in_one_line(tmp_path, capsys, command):
    """B7: a rule folder that loads but has no tracks: one line on stderr, exit 1."""
    import shutil
    import coimbra_dsl
    from coimbra_dsl.loader import rules_root
    from engine.faces.cli import main
    folder = tmp_path / "rules"
    shutil.copytree(rules_root() / "base", folder)
    (folder / "tracks.coimbra").write_text("# no tracks\n", encoding="utf-8")
    save = tmp_path / "game.json"
    save.write_text(Game(coimbra_dsl.load_ruleset("base"), 3, 1).new_state().to_json())
    argv = {"play": ["play", "--rules", str(folder), "--seat", "1", "--bots", "greedy"],
            "simulate": ["simulate", "--rules", str(folder), "--games", "1", "--quiet"],
            "replay": ["replay", str(save), "--rules", str(folder)],
            "map": ["map", "--svg", str(tmp_path / "m.svg"), "--rules", str(folder),
                    "--game", str(save)]}[command]
    code = main(argv)
    err = capsys.readouterr().err.strip()
    assert code == 1, err
    assert len(err.splitlines()) == 1 and "cannot be played" in err, err
