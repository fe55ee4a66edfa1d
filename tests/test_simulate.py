"""The simulation runner and `coimbra simulate`: seeded games, serial == parallel,
statistics that add up, the --json format, one-line usage errors."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import coimbra_dsl
from engine import Game
from engine.faces.cli import main
from engine.tools.simulate import (SUMMARY_KINDS, game_seed, play_game, run_games, seat_bots,
                             summarize, taken)


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


@pytest.fixture(scope="module")
def records(rules):
    return run_games("base", 4, ["greedy", "random", "random"], seed=9, rules=rules)


def test_game_seeds_are_fixed_and_distinct():
    assert game_seed(1, 0) == game_seed(1, 0)
    seeds = {game_seed(s, i) for s in range(5) for i in range(200)}
    assert len(seeds) == 1000


def test_seat_bots_repeat_the_list():
    assert seat_bots(["greedy", "random"], 4) == ["greedy", "random", "greedy", "random"]


def test_same_seed_same_games_serial_and_two_jobs(rules):
    serial = run_games("base", 3, ["random", "greedy"], seed=5, jobs=1, rules=rules)
    again = run_games("base", 3, ["random", "greedy"], seed=5, jobs=1, rules=rules)
    parallel = run_games("base", 3, ["random", "greedy"], seed=5, jobs=2)
    assert serial == again == parallel
    other = run_games("base", 3, ["random", "greedy"], seed=6, rules=rules)
    assert [r["scores"] for r in other] != [r["scores"] for r in serial]


def test_a_record_replays_from_its_seed_and_actions(rules, records):
    rec = records[0]
    st = Game(rules, players=3, seed=rec["seed"]).replay(rec["actions"])
    assert st.is_terminal and st.scores == rec["scores"] and st.winner == rec["winner"]


def test_R_END_breakdown_adds_up_to_the_scores(records):
    for rec in records:
        for seat, b in enumerate(rec["breakdown"]):
            assert sum(b.values()) == rec["scores"][seat]


def test_R_SET_12_every_seat_takes_one_start_group(rules, records):
    size = rules.constants.start_group_size
    for rec in records:
        assert all(len(t["start groups"]) == size for t in rec["taken"])


def test_taken_cards_match_the_final_holdings_when_nothing_was_lost(rules):
    rec = play_game(rules, ["random", "random"], 21)
    st = Game(rules, players=2, seed=21).replay(rec["actions"])
    lost = {e["card"] for e in st.log if e.get("event") == "lose_card"}
    for seat, t in enumerate(taken(st)):
        held = set(st.players[seat].cards)
        assert held <= set(t["cards"]) | set(t["start groups"])
        assert set(t["cards"]) - held <= lost
        assert set(t["voyages"]) == set(st.players[seat].voyages)
        assert set(t["monasteries"]) == {st.spaces[s] for s in st.players[seat].monasteries}


def test_summary_counts_add_up(records):
    s = summarize(records)
    assert s["games"] == 4 and s["players"] == 3
    assert s["bots"]["greedy"]["seats"] == 4 and s["bots"]["random"]["seats"] == 8
    assert sum(b["wins"] for b in s["bots"].values()) == 4
    assert [p["games"] for p in s["start_places"].values()] == [4, 4, 4]
    assert sum(p["wins"] for p in s["start_places"].values()) == 4
    first = [r["start_order"][0] for r in records]
    assert s["start_places"]["1"]["wins"] == sum(r["winner"] == f for r, f in zip(records, first))
    for name, b in s["bots"].items():
        vps = [r["scores"][k] for r in records for k, bot in enumerate(r["bots"]) if bot == name]
        assert b["mean_vp"]["value"] == pytest.approx(sum(vps) / len(vps), abs=0.01)
        assert b["mean_vp"]["n"] == len(vps)
        assert sum(v["value"] for v in b["vp_by_source"].values()) == pytest.approx(
            b["mean_vp"]["value"], abs=0.1)
    def took(taken: dict, kind: str, cid: str) -> bool:
        if kind == "start groups":      # the pair dealt together, "a + b"
            return sorted(taken[kind]) == cid.split(" + ")
        return cid in taken["start groups" if kind == "start cards" else kind]

    for kind in SUMMARY_KINDS:
        for cid, row in s["components"][kind].items():
            takers = [(r, k) for r in records for k in range(3) if took(r["taken"][k], kind, cid)]
            assert row["taken"] == len(takers)
            wins = sum(1 for r, k in takers if r["winner"] == k)
            assert row["taker_win_rate"]["value"] == pytest.approx(wins / len(takers), abs=1e-4)
            assert row["taker_win_rate"]["n"] == len(takers) and row["wins"] == wins


def test_simulate_command_json_format(tmp_path, capsys):
    out = tmp_path / "sim.json"
    code = main(["simulate", "--games", "3", "--players", "2", "--bots", "greedy,random",
                 "--seed", "4", "--json", str(out), "--quiet"])
    assert code == 0
    text = capsys.readouterr().out
    assert "win rate" in text and "Mean VP by source" in text and "Monasteries" in text
    doc = json.loads(out.read_text())
    assert set(doc) == {"games", "summary"}
    assert len(doc["games"]) == 3
    for g in doc["games"]:
        assert {"seed", "bots", "scores", "winner", "breakdown"} <= set(g)
        assert g["bots"] == ["greedy", "random"]
        assert g["winner"] in (0, 1) and g["scores"][g["winner"]] == max(g["scores"])
    assert doc["summary"]["bots"]["greedy"]["seats"] == 3
    winners = [g["scores"][g["winner"]] for g in doc["games"]]
    assert doc["summary"]["winner_vp"]["value"] == round(sum(winners) / 3, 2)
    assert f"Winner's VP: {sum(winners) / 3:.1f} " in text      # the README's figure


def test_simulate_same_seed_same_json_games_with_jobs(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    args = ["simulate", "--games", "2", "--players", "2", "--bots", "random", "--quiet"]
    assert main(args + ["--json", str(a)]) == 0
    assert main(args + ["--json", str(b), "--jobs", "2"]) == 0
    assert json.loads(a.read_text())["games"] == json.loads(b.read_text())["games"]


@pytest.mark.parametrize("argv", [
    ["simulate", "--bots", "chess"],
    ["simulate", "--players", "7"],
    ["simulate", "--games", "0"],
    ["simulate", "--jobs", "0"],
    ["simulate", "--bots", "random,random,random", "--players", "2"],
    ["simulate", "--games", "many"],
    ["simulate", "--json", "/no/such/folder/x.json"],
])
def test_simulate_bad_usage_is_one_line_exit_2(argv, capsys):
    assert main(argv + ["--quiet"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_same_seed_same_games_in_fresh_interpreters(tmp_path):
    """Reproducible across processes whatever their string-hash salt (no set order leaks
    into a bot's choice): two interpreters with different PYTHONHASHSEED agree."""
    import os
    import subprocess
    import sys
    docs = []
    for salt in ("1", "2"):
        out = tmp_path / f"sim{salt}.json"
        env = dict(os.environ, PYTHONHASHSEED=salt)
        proc = subprocess.run([sys.executable, "-m", "engine", "simulate", "--games", "2",
                               "--players", "3", "--bots", "mcts:4,greedy,random",
                               "--seed", "3", "--quiet", "--json", str(out)],
                              env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        docs.append(json.loads(out.read_text())["games"])
    assert docs[0] == docs[1]


# ---------------------------------------------------------------- honest statistics,
# streaming, output checks, progress

def _statistics(node):
    """Every `{"value", "ci95", "n"}` in a summary."""
    if isinstance(node, dict):
        if set(node) == {"value", "ci95", "n"}:
            yield node
            return
        for v in node.values():
            yield from _statistics(v)


def test_every_rate_and_mean_has_an_interval_and_its_n(records, rules):
    s = summarize(records, rules)
    stats = list(_statistics(s))
    assert len(stats) > 100
    for st in stats:
        lo, hi = st["ci95"]
        assert st["n"] >= 1 and lo <= st["value"] <= hi
    assert s["bots"]["random"]["win_rate"]["n"] == 4         # games: two random seats a game
    assert s["bots"]["greedy"]["win_rate"]["n"] == 4          # one seat a game: Wilson on 4
    for kind in SUMMARY_KINDS:
        for row in s["components"][kind].values():
            assert row["taker_win_rate"]["n"] == row["taken"]
            assert row["flag"] in (None, "above", "below")


def test_components_are_shown_by_name_with_their_kind(records, rules):
    s = summarize(records, rules)
    row = s["components"]["voyages"][next(iter(s["components"]["voyages"]))]
    assert row["kind"] == "voyage" and row["name"][0].isupper()
    groups = s["components"]["start groups"]
    for gid, row in groups.items():
        a, b = gid.split(" + ")
        assert row["name"] == f"{rules.characters[a].name} + {rules.characters[b].name}"
        assert row["kind"] == "start group"
    assert all(r["kind"].startswith("start card · ") for r in s["components"]["start cards"].values())
    assert sum(r["taken"] for r in groups.values()) == 4 * 3


def test_a_component_far_from_fair_is_flagged():
    recs = [{"bots": ["a", "a"], "scores": [10, 5], "winner": 0, "start_order": [0, 1],
             "breakdown": [{"voyages": 10}, {"voyages": 5}],
             "taken": [{"voyages": ["v"]}, {"voyages": ["w"]}]} for _ in range(30)]
    s = summarize(recs)
    assert s["components"]["voyages"]["v"]["flag"] == "above"
    assert s["components"]["voyages"]["w"]["flag"] == "below"
    assert s["bots"]["a"]["win_rate"] == {"value": 0.5, "ci95": [0.5, 0.5], "n": 30}


def test_the_tally_keeps_counts_not_games(records, rules):
    import pickle

    from engine.tools.simulate import Tally
    small, big = Tally(), Tally()
    for rec in records:
        small.add(rec)
    for _ in range(50):
        for rec in records:
            big.add(rec)

    def size(t):
        return len(pickle.dumps({k: v for k, v in vars(t).items() if k != "rules"}))
    assert size(big) < 1.2 * size(small)


def test_games_are_made_lazily_however_many_are_asked(rules):
    """`--games 100000000` starts at once: seeds are made as games are reached, and only a
    few tasks per worker are in flight."""
    from itertools import islice

    from engine.tools.simulate import iter_games
    for jobs in (1, 2):
        stream = iter_games("base", 100_000_000, ["random", "random"], seed=3, jobs=jobs,
                            rules=rules)
        first = list(islice(stream, 3))
        stream.close()              # stops the workers
        assert [r["seed"] for r in first] == [game_seed(3, i) for i in range(3)]


def test_a_huge_run_starts_and_stops_at_once(monkeypatch, capsys):
    from engine.tools.simulate import Tally
    seen = []

    def add(self, rec):
        seen.append(rec["seed"])
        if len(seen) == 2:
            raise KeyboardInterrupt
    monkeypatch.setattr(Tally, "add", add)
    assert main(["simulate", "--games", "100000000", "--players", "2", "--bots", "random",
                 "--jobs", "1", "--quiet"]) == 130
    assert len(seen) == 2


def test_jobs_default_to_and_are_capped_at_the_core_count(monkeypatch, rules):
    import engine.tools.simulate as sim
    started = []
    real = sim._pool
    monkeypatch.setattr(sim, "_pool", lambda n: started.append(n) or real(n))
    monkeypatch.setattr(sim, "core_count", lambda: 2)
    recs = sim.run_games("base", 3, ["random", "random"], seed=1, jobs=100, rules=rules)
    assert started == [2] and len(recs) == 3
    import argparse

    from engine.faces.commands.simulate import add_arguments, check_run_arguments
    monkeypatch.setattr(sim, "core_count", lambda: 3)
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    for given, expected in ((None, 3), ("1", 1), ("100", 3)):
        args = parser.parse_args(["--jobs", given] if given else [])
        check_run_arguments(args, "simulate")
        assert args.jobs == expected


@pytest.mark.parametrize("option,target", [("--report", "file"), ("--json", "folder"),
                                           ("--report", "missing/deep")])
def test_output_paths_are_checked_before_any_game(tmp_path, monkeypatch, capsys, option, target):
    import engine.tools.simulate as sim
    monkeypatch.setattr(sim, "play_game", lambda *a: pytest.fail("a game was played"))
    (tmp_path / "file").write_text("x")
    (tmp_path / "folder").mkdir()
    assert main(["simulate", "--games", "5", "--quiet", option, str(tmp_path / target)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and option in err


def test_progress_is_one_line_per_tenth_when_not_a_terminal(capsys):
    assert main(["simulate", "--games", "10", "--players", "2", "--bots", "random",
                 "--jobs", "1"]) == 0
    lines = capsys.readouterr().err.strip().splitlines()
    assert [line.split(" ")[1] for line in lines] == [f"{k}/10" for k in range(1, 11)]
    assert lines[-1].startswith("games: 10/10 (100%)")


def synthetic_games(n: int, seed: int, planted: str = "", more_wins: bool = True):
    """Games where no card matters: each seat takes 0-8 of 48 cards at random and, with
    `more_wins`, a seat that took more cards wins more often (as in play); `planted` (a
    card id) doubles its taker's chance."""
    rng = random.Random(seed)
    cards = [f"c{i}" for i in range(48)]
    starts = [f"s{i}" for i in range(8)]
    out = []
    for _ in range(n):
        deck = rng.sample(cards, 32)
        dealt = rng.sample(starts, 8)
        taken_ = []
        weights = []
        for seat in range(4):
            mine = deck[seat * 8: seat * 8 + rng.randint(0, 8)]
            taken_.append({"start groups": dealt[2 * seat: 2 * seat + 2], "cards": mine})
            w = 1.6 ** len(mine) if more_wins else 1.0
            weights.append(w * (2.0 if planted in mine else 1.0))
        winner = rng.choices(range(4), weights)[0]
        out.append({"bots": ["x"] * 4, "scores": [1 + (k == winner) for k in range(4)],
                    "winner": winner, "start_order": [0, 1, 2, 3],
                    "breakdown": [{} for _ in range(4)], "taken": taken_})
    return out


def flags(summary: dict) -> list[str]:
    return [cid for kind in summary["components"].values()
            for cid, r in kind.items() if r["flag"]]


@pytest.mark.parametrize("games", [200, 3000])
@pytest.mark.parametrize("more_wins", [True, False])
def test_with_nothing_wrong_flags_stay_at_the_false_discovery_rate(games, more_wins):
    """A seat that takes more cards wins more, but no card is better than another: the
    matched baseline (seats that took as many cards) flags none beyond chance, at any
    number of games; the fair 1/players would flag the popular cards' takers."""
    s = summarize(synthetic_games(games, seed=games + more_wins, more_wins=more_wins))
    assert len(flags(s)) <= 2
    rows = s["components"]["cards"].values()
    assert all(r["baseline"]["kind"] == "matched" for r in rows)
    assert all(r["baseline"]["kind"] == "fair" for r in s["components"]["start cards"].values())
    if more_wins and games == 3000:     # the old test: takers against 1/players
        above = sum(1 for r in rows if r["taker_win_rate"]["ci95"][0] > 0.25)
        assert above > 30


def test_a_card_that_wins_more_is_flagged_above_its_matched_baseline():
    s = summarize(synthetic_games(3000, seed=9, planted="c7"))
    assert flags(s) == ["c7"]
    row = s["components"]["cards"]["c7"]
    assert row["flag"] == "above" and row["p_adjusted"] < 0.05
    assert row["taker_win_rate"]["value"] > row["baseline"]["rate"]


def test_simulate_fits_80_columns_and_shows_every_flagged_component(monkeypatch, capsys):
    from engine.faces.commands.simulate import print_summary
    s = summarize(synthetic_games(3000, seed=9, planted="c7"))
    s.update({"rules": "synthetic", "seed": 0, "seconds": 1.0})
    print_summary(s, ["x"] * 4, top=1)
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert len(lines) < 70
    assert any(line.startswith("c7 ") and "▲" in line for line in lines)
    assert any("association, not a cause" in line for line in [" ".join(lines)])


@pytest.fixture(scope="module")
def random_games():
    """4,000 random 4-player base games (their real pattern of what each seat took)."""
    from engine.tools.simulate import iter_games
    return list(iter_games("base", 4000, ["random"] * 4, seed=5, jobs=2))


@pytest.mark.slow       # 4,000 games
@pytest.mark.parametrize("games", [100, 1000, 4000])
def test_random_bot_games_with_a_random_winner_flag_at_chance(random_games, rules, games):
    """Random-bot games with their winner drawn at random: what the seats took is real,
    but no component changes who wins. At any number of games the flags (baseline by
    kind, Benjamini-Hochberg over every component) stay at chance: at most 2 of 123."""
    rng = random.Random(games)
    picked = [dict(rec, winner=rng.randrange(4)) for rec in random_games[:games]]
    s = summarize(picked, rules)
    assert sum(len(kind) for kind in s["components"].values()) >= 100
    assert len(flags(s)) <= 2, flags(s)


CHARACTERS = Path(__file__).resolve().parent.parent / "rules" / "base" / "characters.coimbra"


def same_rules_groups(rules) -> tuple[str, list[list[str]]]:
    """Changes giving every character card (back II and III) the rules of the first card
    of its class, back and cost in base, and those groups (16 of 3 cards): cards that
    differ in nothing but their id and name."""
    from coimbra_dsl.vocab import Back
    text = CHARACTERS.read_text(encoding="utf-8")
    bodies = {cid: "\n".join(line for line in body.splitlines()
                             if not line.strip().startswith("#"))
              for cid, body in re.findall(r'^character (\w+) "[^"]*" \{\n(.*?)^\}', text,
                                          re.S | re.M)}
    groups: dict[tuple, list[str]] = {}
    for cid in bodies:
        c = rules.component(cid)
        if c.back != Back.I:
            groups.setdefault((c.cls, c.back, c.cost), []).append(cid)
    changes = "".join(f'replace character {cid} "{rules.component(cid).name}" {{\n'
                      f"{bodies[ids[0]]}\n}}\n" for ids in groups.values() for cid in ids[1:])
    return changes, list(groups.values())


def heterogeneity(summary_tally, groups: list[list[str]]) -> tuple[float, int, int]:
    """How far the cards of each group differ from one another against their matched
    baselines: the chi-square of heterogeneity (each card's Cochran-Mantel-Haenszel
    term less its group's), its degrees of freedom, and the groups with one card
    flagged above and another below."""
    from engine.tools.simulate import matched_counts
    t = summary_tally
    rows = t.summary()["components"]["cards"]
    chi, df, opposite = 0.0, 0, 0
    for ids in groups:
        cells = [matched_counts(t.comp_strata["cards"][c], t.strata["cards"]) for c in ids]
        chi += sum((m.observed - m.expected) ** 2 / m.variance for m in cells)
        chi -= sum(m.observed - m.expected for m in cells) ** 2 / sum(m.variance for m in cells)
        df += len(ids) - 1
        opposite += {"above", "below"} <= {rows[c]["flag"] for c in ids}
    return chi, df, opposite


@pytest.fixture(scope="module")
def same_rules_games():
    """4,000 random 4-player games on the seeds of `random_games`, of base where the cards
    of one class, back and cost share one set of rules."""
    from engine.tools.simulate import iter_games
    from engine.tools.variants import RulesSpec
    changes, groups = same_rules_groups(coimbra_dsl.load_ruleset("base"))
    spec = RulesSpec("base", changes, "same rules")
    return groups, list(iter_games(spec, 4000, ["random"] * 4, seed=5, jobs=2))


@pytest.mark.slow       # 8,000 games
@pytest.mark.parametrize("games", [1000, 4000])
def test_cards_with_the_same_rules_are_flagged_alike_at_any_number_of_games(
        random_games, same_rules_games, rules, games):
    """What `simulate` flags among random bots' cards is their rules, not who takes them:
    cards that share their rules (and class, back and cost) differ from one another
    against their matched baselines only by chance (heterogeneity p > 1%, no group with
    one card above and another below) at 1,000 and 4,000 games, where the same cards
    with their own rules differ far beyond it. So the flags that grow with the games
    on base are the cards' real worth to random bots, not a biased baseline."""
    from scipy import stats

    from engine.tools.simulate import Tally
    groups, games_same = same_rules_games
    for records, null in ((games_same, True), (random_games, False)):
        tally = Tally(rules)
        for rec in records[:games]:
            tally.add(rec)
        chi, df, opposite = heterogeneity(tally, groups)
        p = stats.chi2.sf(chi, df)
        if null:
            assert p > 0.01 and opposite == 0, (chi, df, opposite)
        else:
            assert p < 1e-10 and opposite >= 3, (chi, df, opposite)
