"""Bad actions: unknown or malformed keys, non-text keys, actions out of turn,
keys legal for another seat or in another phase — each raises `IllegalAction` with a
one-line reason, and the state is exactly as before (`to_json()`, legal actions, and the
way the game continues). States come from random games of every shipped rule set, at
every kind of decision the engine has.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import coimbra_dsl
from coimbra_dsl.errors import CoimbraError
from engine.core.errors import IllegalAction, MalformedAction
from coimbra_dsl.loader import builtin_names
from engine import Action, Game, GameState
from engine.core.action import VERBS


@lru_cache(maxsize=None)
def rules(name: str):
    return coimbra_dsl.load_ruleset(name)


@lru_cache(maxsize=None)
def sample_states() -> tuple:
    """Up to 3 states per decision kind (and per rule set), plus every key seen."""
    found: dict[tuple, list[GameState]] = {}
    keys: set[str] = set()
    for name in builtin_names():
        for seed in range(12):
            players = 2 + seed % 3
            state = Game(rules(name), players=players, seed=seed).new_state()
            rng = random.Random(seed)
            while not state.is_terminal:
                legal = state.legal_actions()
                keys.update(a.key for a in legal)
                bucket = found.setdefault((name, state.decision), [])
                if len(bucket) < 3 and rng.random() < 0.3:
                    bucket.append(state.clone())
                state.apply(legal[rng.randrange(len(legal))])
    states = [s for bucket in found.values() for s in bucket]
    return tuple(states), tuple(sorted(keys))


def one_per_kind(states) -> list[GameState]:
    """One state per (rule set, decision kind): the cheap cross-section of the sample."""
    seen: dict[tuple, GameState] = {}
    for s in states:
        seen.setdefault((s.rules.name, s.decision), s)
    return list(seen.values())


def _snapshot(state: GameState):
    return state.to_json(), [a.key for a in state.legal_actions()], state.current_player, state.decision


def assert_refused_and_unchanged(state: GameState, key) -> IllegalAction:
    """`apply(key)` raises IllegalAction with a one-line message; nothing changed, and the
    game goes on exactly as an untouched copy does."""
    untouched = state.clone()
    before = _snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(key)
    message = str(info.value)
    assert message and "\n" not in message, repr(message)
    assert "Traceback" not in message
    assert _snapshot(state) == before, f"{key!r} changed the state"
    if not state.is_terminal:
        follow = state.legal_actions()[0].key
        state.apply(follow)
        untouched.apply(follow)
        assert state.to_json() == untouched.to_json()
    return info.value


def try_key(state: GameState, key) -> None:
    """A key is either legal (then it does what its canonical key does) or refused and
    changes nothing. Never any other exception."""
    legal = {a.key for a in state.legal_actions()}
    canonical = None
    if isinstance(key, str):
        try:
            canonical = Action.parse(key).key
        except IllegalAction:
            canonical = None
    if canonical in legal:
        a, b = state.clone(), state.clone()
        a.apply(key)
        b.apply(canonical)
        assert a.to_json() == b.to_json()
    else:
        assert_refused_and_unchanged(state.clone(), key)


MALFORMED = ["", " ", "\t\n", "fly", "fly to=moon", "PLACE die=gray-1 at=castle", "place die",
             "place die=", "place =castle", "place die=gray-1 at", "place die=gray-1 at=moon",
             "place die=gray-99 at=castle", "place die=gray--1 at=castle", "take card=",
             "take card=no_such_card", "invest voyage=atlantis", "step to=nowhere",
             "choose option=0", "choose option=-1", "choose option=999999999999999999999",
             "choose option=1.5", "choose option=one", "activate die=black",
             "favor tile=favor_do_rei favor tile=favor_do_rei", "pass pass", "stop now",
             "pay 5", "start group=0", "start group=99", "start corner=", "cap die=x at=y",
             "reuse card=../../etc/passwd", "\x00", "pass\x00", "p\u0430ss", "pass\u200b",
             "\ufeffpass", "\u202epass", "x" * 100_000, "take card=" + "c" * 100_000,
             "place die=gray-1 at=castle die=gray-2", "=", "==", "place ==", "{}", "[]", "null",
             "'pass'", '"pass"', "pass;stop", "pass\nstop", "stop\rpass"]
NOT_TEXT = [None, 0, 1, -1, 3.5, True, b"pass", bytearray(b"pass"), ["pass"], ("pass",),
            {"verb": "pass"}, ("pass", "pass", ()), object(), Action]


def test_the_sample_covers_every_decision_kind_the_games_reach():
    states, _ = sample_states()
    kinds = {s.decision for s in states}
    assert {"place", "activate", "steps", "invest", "start1", "start2", "trigger", "track"} <= kinds, kinds
    assert len({s.rules.name for s in states}) == len(builtin_names())


def test_malformed_and_unknown_keys_are_refused_and_change_nothing():
    """Malformed text, unknown verbs and arguments, homoglyphs, NUL, huge keys."""
    states, _ = sample_states()
    for state in one_per_kind(states):
        for key in MALFORMED:
            try_key(state, key)


@pytest.mark.parametrize("key", NOT_TEXT, ids=lambda k: type(k).__name__)
def test_keys_that_are_not_text_are_refused(key):
    states, _ = sample_states()
    error = assert_refused_and_unchanged(states[0].clone(), key)
    assert "text" in str(error) or "not legal" in str(error)


NOT_ACTIONS = ["", " ", "fly", "fly to=moon", "PLACE die=gray-1 at=castle", "place die",
               "place die=", "place =castle", "=", "{}", "'pass'", "pass;stop", "\x00"]
WELL_FORMED = ["place die=gray-99 at=castle", "take card=no_such_card", "stop now=1",
               "choose option=999999999999999999999", "step to=nowhere"]


@pytest.mark.parametrize("key", NOT_ACTIONS + NOT_TEXT[:3], ids=repr)
def test_a_malformed_key_is_a_malformed_action(key):
    """A key that is no action at all is `MalformedAction` (still an `IllegalAction`)."""
    states, _ = sample_states()
    error = assert_refused_and_unchanged(states[0].clone(), key)
    assert isinstance(error, MalformedAction), type(error)


@pytest.mark.parametrize("key", WELL_FORMED, ids=repr)
def test_a_well_formed_key_not_legal_now_is_not_malformed(key):
    """A key that reads as an action but is not one of the legal ones is only
    `IllegalAction`, so a caller can tell a typo in the grammar from a wrong move."""
    states, _ = sample_states()
    error = assert_refused_and_unchanged(states[0].clone(), key)
    assert not isinstance(error, MalformedAction) and "not legal now" in str(error)


def test_unknown_verb_message_lists_the_verbs():
    states, _ = sample_states()
    error = assert_refused_and_unchanged(states[0].clone(), "fly to=moon")
    assert "'fly'" in str(error) and all(v in str(error) for v in ("place", "pass"))


def test_forged_action_objects_are_checked_by_key():
    """An `Action` built by hand is legal only if its key is; its verb/args cannot smuggle
    in a different action."""
    states, all_keys = sample_states()
    for state in one_per_kind(states)[::2]:
        legal = {a.key for a in state.legal_actions()}
        for key in all_keys[:: max(len(all_keys) // 8, 1)]:
            if key not in legal:
                assert_refused_and_unchanged(state.clone(), Action.parse(key))
                forged = Action(key, "pass", ())
                assert_refused_and_unchanged(state.clone(), forged)


def test_R_B_1_keys_legal_for_another_seat_or_another_phase_are_refused():
    """Every key any decision of any sampled game allowed, tried where it is not legal:
    refused, with the state unchanged (out of turn, wrong phase, someone else's die)."""
    states, all_keys = sample_states()
    rng = random.Random(7)
    tried = 0
    for state in states:
        legal = {a.key for a in state.legal_actions()}
        for key in rng.sample(all_keys, min(8, len(all_keys))):
            if key not in legal:
                error = assert_refused_and_unchanged(state.clone(), key)
                assert repr(key) in str(error) and "seat" in str(error)
                tried += 1
    assert tried > 500


def test_R_B_1_R_E_1_keys_of_the_next_seat_are_refused_out_of_turn():
    """Out of turn: in a place/activate/invest decision, a key that the next seat to
    decide the same thing in the same phase has (and this seat has not) is refused."""
    checked = 0
    for seed in range(4):
        state = Game(rules("base"), players=4, seed=seed).new_state()
        rng = random.Random(seed)
        last: dict[str, GameState] = {}
        while not state.is_terminal:
            kind = state.decision
            previous = last.get(kind)
            if previous is not None and previous.current_player != state.current_player \
                    and (previous.round, previous.phase) == (state.round, state.phase):
                theirs = {a.key for a in previous.legal_actions()}
                for key in sorted({a.key for a in state.legal_actions()} - theirs)[:5]:
                    assert_refused_and_unchanged(previous.clone(), key)
                    checked += 1
            if kind in ("place", "activate", "invest"):
                last[kind] = state.clone()
            acts = state.legal_actions()
            state.apply(acts[rng.randrange(len(acts))])
    assert checked > 20


def test_no_action_is_legal_once_the_game_is_over():
    state = Game(rules("base"), players=2, seed=3).new_state()
    rng = random.Random(3)
    while not state.is_terminal:
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])
    assert state.legal_actions() == []
    for key in ("pass", "stop", "place die=gray-1 at=castle", "", None):
        error = assert_refused_and_unchanged(state, key)
        assert "over" in str(error) or "text" in str(error) or "empty" in str(error)


ARG_NAMES = ["die", "at", "card", "tile", "to", "option", "voyage", "track", "group", "corner", "x", ""]


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_keys_are_legal_or_refused_without_change(data):
    """Keys assembled from real verbs, argument names and values seen in play (and odd
    text): legal ones act as their canonical key, the rest change nothing."""
    states, all_keys = sample_states()
    state = data.draw(st.sampled_from(states))
    values = sorted({kv.split("=", 1)[1] for k in all_keys for kv in k.split()[1:] if "=" in kv})
    verb = data.draw(st.sampled_from(sorted(VERBS)) | st.text(max_size=6))
    args = data.draw(st.lists(st.tuples(st.sampled_from(ARG_NAMES), st.sampled_from(values) | st.text(max_size=5)),
                              max_size=3))
    sep = data.draw(st.sampled_from([" ", "  ", "\t", " \u00a0"]))
    key = sep.join([verb, *(f"{k}={v}" for k, v in args)])
    try_key(state, key)


def test_an_illegal_action_raises_the_project_error_type():
    """`IllegalAction` is a `CoimbraError`, so the CLI prints it as one line."""
    assert issubclass(IllegalAction, CoimbraError)


def test_the_message_for_a_huge_key_stays_short():
    """A clear message quotes a bad key shortened, not 100,000 characters of it twice."""
    state = Game(rules("base"), players=4, seed=1).new_state()
    legal = ", ".join(a.key for a in state.legal_actions())
    for key in ("x" * 100_000, "take card=" + "c" * 100_000):
        error = assert_refused_and_unchanged(state.clone(), key)
        assert len(str(error)) <= 400 + len(legal), len(str(error))


TYPED = ["", "   ", "0", "-1", "999", "1.5", "fly to=moon", "place die=gray-9 at=moon", "save", "load x",
         "\x00", "\u202e1", "x" * 20_000, "take card=" + "c" * 5000, "pass", "stop", "choose option=99",
         "show", "help", "1 2", "place", "QUIT"]


def test_typed_garbage_in_play_is_refused_and_changes_nothing(tmp_path, monkeypatch, capsys):
    """`coimbra play` fed nonsense answers: no traceback, each refused (or shown/helped),
    and a save made afterwards is byte-for-byte the save made without the nonsense."""
    import io
    from engine.faces.cli import main
    saves = {}
    for label, junk in (("clean", []), ("junk", TYPED)):
        target = tmp_path / f"{label}.json"
        stdin = "\n".join([*junk, f"save {target}", "quit"]) + "\n"
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        code = main(["play", "--players", "3", "--seat", "2", "--bots", "random", "--seed", "9"])
        out = capsys.readouterr()
        assert code == 0, out.err
        assert "Traceback" not in out.out + out.err
        saves[label] = target.read_text(encoding="utf-8")
    assert saves["junk"] == saves["clean"]


BAD_ARGS = [["play", "--players", "0"], ["play", "--players", "99"], ["play", "--seat", "0"],
            ["play", "--players", "2", "--seat", "5"], ["play", "--bots", "nonsense"], ["play", "--bots", ""],
            ["play", "--bots", "mcts:-5"], ["play", "--seed", "x"], ["play", "--load", "/dev/null"],
            ["play", "--rules", "nonesuch"], ["simulate", "--games", "0"], ["simulate", "--jobs", "0"],
            ["simulate", "--players", "1"], ["simulate", "--bots", "random,random,random,random,random"],
            ["simulate", "--json", "/nonexistent/x.json"], ["replay"], ["replay", "/nonexistent"],
            ["nonsense"], [], ["--help-me"], ["play", "--players", "2\x00"]]


@pytest.mark.parametrize("argv", BAD_ARGS, ids=lambda a: " ".join(a).replace("\x00", "NUL") or "(none)")
def test_bad_command_line_arguments_give_one_line_and_a_nonzero_exit(argv, capsys, monkeypatch):
    """What a user types on the command line: exit 2 (usage) or 1, one line, no traceback."""
    import io
    from engine.faces.cli import main
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(argv)
    out = capsys.readouterr()
    assert code in (1, 2), (code, out.err)
    lines = [line for line in out.err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in out.err + out.out, out.err


def test_an_action_gives_each_argument_its_verb_has():
    a = Action.parse("place die=gray-3 at=castle")
    assert a.value("die") == "gray-3" and a.value("at") == "castle"
    assert a.arg("tile") is None
    with pytest.raises(MalformedAction, match="has no argument 'tile'"):
        a.value("tile")
