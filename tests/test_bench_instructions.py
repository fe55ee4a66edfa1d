"""benchmarks/bench_instructions.py: its workers play and replay the recorded
games of benchmarks/decisions.py faithfully, so that the instruction counts it takes
under valgrind are of those games (valgrind itself is not needed here)."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "bench_instructions.py"


def worker(mode: str, first: int, last: int, keys: Path) -> int:
    out = subprocess.run([sys.executable, str(SCRIPT), "--worker", str(ROOT), mode,
                          str(first), str(last), str(keys)],
                         capture_output=True, text=True, check=True).stdout
    return int(out.split()[-1])


def test_workers_play_the_games_and_replay_them_asking_the_bot_at_some_kinds(tmp_path):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import coimbra_dsl
    from decisions import play
    rules = coimbra_dsl.load_ruleset("base")
    games = {str(i): play(rules, "greedy", i)["keys"] for i in range(2)}
    keys = tmp_path / "keys.json"
    keys.write_text(json.dumps(games))
    recorded = sum(len(k) for k in games.values())
    assert worker("greedy", 0, 2, keys) == recorded
    assert worker("replay:place,trigger", 0, 2, keys) == recorded
    assert worker("replay:", 1, 2, keys) == len(games["1"])
