"""Determinism (R-A-1): the same rule set, seed and action keys give the same game
— the same `to_json()` and log — on every run, in a fresh interpreter with another
`PYTHONHASHSEED`, and `coimbra simulate --jobs 2` writes what `--jobs 1` writes.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

import coimbra_dsl
from coimbra_dsl.loader import builtin_names
from engine import Game
from engine.faces.cli import main
from engine.core.playable import index_of

REPO = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=None)
def rules(name: str):
    return coimbra_dsl.load_ruleset(name)


def random_keys(name: str, players: int, seed: int) -> list[str]:
    state = Game(rules(name), players=players, seed=seed).new_state()
    rng = random.Random(seed + 1000)
    keys = []
    while not state.is_terminal:
        acts = state.legal_actions()
        key = acts[rng.randrange(len(acts))].key
        keys.append(key)
        state.apply(key)
    return keys


def digest(name: str, players: int, seed: int, keys: list[str]) -> str:
    state = Game(rules(name), players=players, seed=seed).replay(keys)
    text = state.to_json() + json.dumps(state.log, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


CASES = [(name, players, seed) for name in builtin_names() for players, seed in ((2, 3), (3, 5), (4, 8))]


def test_R_A_1_same_seed_and_keys_give_the_same_game_twice():
    for name, players, seed in CASES:
        keys = random_keys(name, players, seed)
        a = Game(rules(name), players=players, seed=seed).replay(keys)
        b = Game(rules(name), players=players, seed=seed).replay(keys)
        assert a.to_json() == b.to_json() and a.log == b.log
        assert a.is_terminal and a.scores == b.scores


def test_R_A_1_replay_reaches_every_intermediate_state_exactly():
    """Replaying a prefix of the keys gives the state the game had at that point."""
    name, players, seed = "base", 4, 2
    state = Game(rules(name), players=players, seed=seed).new_state()
    rng = random.Random(9)
    keys, snapshots = [], []
    while not state.is_terminal:
        acts = state.legal_actions()
        keys.append(acts[rng.randrange(len(acts))].key)
        state.apply(keys[-1])
        if len(keys) % 37 == 0:
            snapshots.append((len(keys), state.to_json()))
    for n, text in snapshots:
        assert Game(rules(name), players=players, seed=seed).replay(keys[:n]).to_json() == text


def test_R_A_1_seeds_matter():
    """Not trivially deterministic: other seeds give other setups."""
    texts = {Game(rules("base"), players=3, seed=s).new_state().to_json() for s in range(6)}
    assert len(texts) == 6


CHILD = r"""
import hashlib, json, random, sys
import coimbra_dsl
from engine import Game
from engine.core.playable import index_of
cases = json.loads(sys.argv[1])
out = {}
for name, players, seed, keys in cases:
    rules = coimbra_dsl.load_ruleset(name)
    state = Game(rules, players=players, seed=seed).replay(keys)
    text = state.to_json() + json.dumps(state.log, sort_keys=True)
    out[f"{name}/{players}/{seed}"] = [hashlib.sha256(text.encode()).hexdigest(), index_of(rules).fingerprint]
print(json.dumps(out, sort_keys=True))
"""


@pytest.mark.parametrize("hashseed", ["0", "1", "4242"])
def test_R_A_1_a_fresh_interpreter_with_another_hash_seed_plays_the_same_game(tmp_path, hashseed):
    """Set and dict iteration order (PYTHONHASHSEED) never leaks into the game or the
    rule-set fingerprint that saves are checked against."""
    cases = [(name, players, seed, random_keys(name, players, seed)) for name, players, seed in CASES[::2]]
    expected = {f"{n}/{p}/{s}": [digest(n, p, s, k), index_of(rules(n)).fingerprint] for n, p, s, k in cases}
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(REPO)}
    out = subprocess.run([sys.executable, "-c", CHILD, json.dumps(cases)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout) == expected


def _simulate(tmp_path, jobs: int, capsys, *extra) -> dict:
    target = tmp_path / f"jobs{jobs}.json"
    code = main(["simulate", "--games", "8", "--players", "3", "--bots", "random,greedy", "--seed", "11",
                 "--jobs", str(jobs), "--quiet", "--json", str(target), *extra])
    capsys.readouterr()
    assert code == 0
    doc = json.loads(target.read_text(encoding="utf-8"))
    doc["summary"].pop("seconds", None)
    return doc


def test_R_A_1_simulate_with_two_jobs_writes_what_one_job_writes(tmp_path, capsys):
    one = _simulate(tmp_path, 1, capsys)
    two = _simulate(tmp_path, 2, capsys)
    assert len(one["games"]) == 8 and all(g["actions"] for g in one["games"])
    assert one == two
    again = _simulate(tmp_path, 1, capsys)
    assert again == one


def test_R_A_1_simulate_games_replay_from_their_seed_and_keys(tmp_path, capsys):
    """Each simulated game is reproducible from its recorded seed and action keys."""
    doc = _simulate(tmp_path, 2, capsys)
    for game in doc["games"]:
        state = Game(rules("base"), players=3, seed=game["seed"]).replay(game["actions"])
        assert state.is_terminal
        assert state.scores == game["scores"]


def test_R_A_1_the_same_rules_from_another_folder_play_the_same_game(tmp_path):
    """Loaded by name or from a copy in another folder, the rules give the same game,
    the same save text and the same fingerprint."""
    import shutil
    from coimbra_dsl.loader import rules_root
    shutil.copytree(rules_root() / "base", tmp_path / "base")
    copy = coimbra_dsl.load_ruleset(tmp_path / "base")
    keys = random_keys("base", 3, 5)
    a = Game(rules("base"), players=3, seed=5).replay(keys)
    b = Game(copy, players=3, seed=5).replay(keys)
    assert a.to_json() == b.to_json()
    assert index_of(copy).fingerprint == index_of(rules("base")).fingerprint
