"""The examples of examples/rl/ run as the README shows them, here with small
budgets: a PettingZoo random-agent loop and an OpenSpiel MCTS match against greedy."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")
pytest.importorskip("pyspiel", reason="the rl extra is not installed: pip install -e '.[rl]'")

REPO = Path(__file__).resolve().parent.parent


def run(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(REPO / "examples" / "rl" / script), *args],
                          capture_output=True, text=True, cwd=REPO, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_pettingzoo_random_agent_loop_runs():
    out = run("pettingzoo_random.py", "--games", "2", "--players", "2")
    assert re.match(r"2 games, 2 random agents, rules base: \d+ steps", out)
    wins = [int(w) for w in re.findall(r"player_\d: (\d+) wins", out)]
    assert len(wins) == 2 and sum(wins) == 2


def test_the_openspiel_mcts_match_runs():
    out = run("openspiel_mcts.py", "--games", "1", "--simulations", "3")
    assert re.search(r"game 1: MCTS \(seat 0\) -?\d+ VP, greedy -?\d+ VP: (MCTS|greedy) wins", out)
    assert "MCTS (3 simulations per move) won" in out
