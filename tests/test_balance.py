"""`coimbra balance`: restricted play (Jaffe et al. 2012). A replayed restricted game is
the game played restricted from the start; every seat is restricted in turn from what it
took; a restricted seat never takes what it may
not (R-SET-12, R-INV-1, R-PIL-3, R-CARD-1 say what taking is); results do not depend on
--jobs; a planted strong component is found; the table fits 80 columns."""
from __future__ import annotations

import json

import pytest

from engine.faces.cli import main
from engine.tools.balance import (BalanceTally, iter_paired, play_paired, play_restricted,
                                  restrictions, takes, wanted_components)
from engine.tools.simulate import game_seed, play_game, taken
from engine.tools.variants import RulesSpec

RICH_START = RulesSpec("base", 'change character alvaro_vaz_de_almada {\n'
                               '  immediate: gain 5 guards and 30 vp\n'
                               '  text "Gain 5 guards and 30 VP."\n}\n', "rich start")


@pytest.fixture(scope="module")
def base():
    return RulesSpec("base").load()


@pytest.mark.parametrize("bots", [["random", "random"], ["greedy", "greedy"]])
def test_a_replay_from_the_first_changed_choice_is_the_restricted_game_played_whole(base, bots):
    wanted = frozenset(wanted_components(base, None))
    checked = 0
    for seed in (3, 4):
        res = play_paired(base, bots, seed, wanted)
        assert all(res["restricted"]), "every seat took something"
        for seat, replays in enumerate(res["restricted"]):
            for comp, (scores, winner, held, start) in list(replays.items())[:3]:
                whole, whole_held = play_restricted(base, bots, seed, seat, comp)
                assert (whole.scores, whole.winner, whole_held) == (scores, winner, held)
                assert start > 0 or "+" in comp or comp in base.characters
                checked += 1
    assert checked >= 12


def test_the_unrestricted_game_is_the_simulated_game(base):
    rec = play_game(base, ["random", "random"], 11)
    res = play_paired(base, ["random", "random"], 11, frozenset())
    assert (res["scores"], res["winner"], res["restricted"]) == (rec["scores"], rec["winner"],
                                                                 [{}, {}])


def test_every_seat_is_restricted_from_what_it_took(base):
    """Each seat in turn is the restricted one: a seat's replays are exactly the wanted
    components it took (R-SET-12, R-INV-1, R-PIL-3, R-CARD-1) in the unrestricted game."""
    wanted = frozenset(wanted_components(base, "voyages,start cards,monasteries"))
    rec = play_game(base, ["greedy"] * 3, 8)
    res = play_paired(base, ["greedy"] * 3, 8, wanted)
    for seat, replays in enumerate(res["restricted"]):
        took = {c for kind in ("voyages", "start groups", "monasteries")
                for c in rec["taken"][seat][kind]}
        assert set(replays) == took & wanted and replays


def test_R_CARD_1_a_restricted_seat_does_not_take_the_component(base):
    rec = play_game(base, ["random", "random"], 5)
    seat = 0
    mine = rec["taken"][seat]
    for comp in [*mine["cards"][:2], *mine["voyages"][:1], *mine["monasteries"][:1]]:
        st, held = play_restricted(base, ["random", "random"], 5, seat, comp)
        assert held
        got = taken(st)[seat]
        assert comp not in [c for ids in got.values() for c in ids]


def test_a_component_the_seat_never_takes_leaves_the_game_unchanged(base):
    rec = play_game(base, ["random", "random"], 6)
    seat = 1
    mine = {c for ids in rec["taken"][seat].values() for c in ids}
    other = next(c for c in base.voyages if c not in mine)
    st, held = play_restricted(base, ["random", "random"], 6, seat, other)
    assert held and st.scores == rec["scores"]


def test_R_SET_12_a_start_card_is_kept_from_a_seat_with_its_group_one_replay_for_three(base):
    """A start card is taken only with its group, so keeping a seat from either card or
    the group is one restriction: the shared replay is each of the three played whole."""
    assert restrictions(["a + b", "b", "a", "goa"]) == [["a + b", "a", "b"], ["goa"]]
    wanted = frozenset(wanted_components(base, "start groups,start cards"))
    res = play_paired(base, ["greedy"] * 3, 9, wanted)
    for seat in (0, 2):
        replays = res["restricted"][seat]
        group = next(c for c in replays if " + " in c)
        assert set(replays) == {group, *group.split(" + ")}
        for comp in replays:
            whole, held = play_restricted(base, ["greedy"] * 3, 9, seat, comp)
            assert [whole.scores, whole.winner, held] == replays[comp][:3]


def test_takes_reads_what_a_seat_took_from_events():
    events = [{"event": "start_group", "seat": 0, "cards": ["b", "a"]},
              {"event": "invest", "seat": 1, "voyage": "goa"},
              {"event": "card", "seat": 0, "card": "c1"},
              {"event": "monastery", "seat": 0, "space": "s1", "monastery": "m1"}]
    assert takes(events, 0) == ["a + b", "b", "a", "c1", "m1"]
    assert takes(events, 1) == ["goa"]


def test_results_do_not_depend_on_jobs(base):
    wanted = wanted_components(base, "voyages,start groups")
    one = list(iter_paired("base", 4, ["random", "random"], wanted, seed=2, jobs=1))
    two = list(iter_paired("base", 4, ["random", "random"], wanted, seed=2, jobs=2))
    assert one == two
    assert [r["seed"] for r in one] == [game_seed(2, i) for i in range(4)]


def test_a_planted_strong_start_card_is_worth_the_most():
    rules = RICH_START.load()
    wanted = wanted_components(rules, "start cards")
    tally = BalanceTally(rules, wanted)
    for res in iter_paired(RICH_START, 80, ["random", "random"], wanted, seed=1):
        tally.add(res)
    rows = tally.summary()["components"]
    top = max(rows, key=lambda r: r["vp_worth"]["value"])
    assert top["id"] == "alvaro_vaz_de_almada"
    assert top["vp_worth"]["significant"] and top["vp_worth"]["value"] > 2
    assert not any(r["vp_worth"]["significant"] for r in rows if r is not top)


def test_components_names_ids_and_kinds(base):
    assert "goa" in wanted_components(base, "goa")
    assert wanted_components(base, "voyages") == set(base.voyages)
    assert "start groups" in wanted_components(base, None)


def test_cli_table_fits_80_columns_and_json_and_report(tmp_path, capsys):
    out, rep = tmp_path / "b.json", tmp_path / "rep"
    assert main(["balance", "base", "--components", "voyages,start groups", "--games", "4",
                 "--players", "2", "--bots", "random", "--quiet", "--jobs", "1",
                 "--json", str(out), "--report", str(rep)]) == 0
    text = capsys.readouterr().out
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith("wrote"))
    assert "worth to the bots given" in text
    doc = json.loads(out.read_text())
    assert doc["games"] == 4 and len(doc["components"]) >= 15
    row = doc["components"][0]
    assert set(row["win_rate_worth"]) >= {"value", "ci95", "p", "p_adjusted", "significant"}
    page = (rep / "index.html").read_text()
    assert "percentage points" in page and "VP per seat and game" in page and "<svg" in page


@pytest.mark.parametrize("argv, words", [
    (["--components", "nowhere"], "no component or kind 'nowhere'"),
    (["--components", ","], "names nothing"),
    (["--games", "0"], "--games must be at least 1"),
    (["--top", "0"], "--top must be at least 1"),
])
def test_cli_bad_arguments_say_what(argv, words, capsys):
    assert main(["balance", "--players", "2", "--bots", "random", "--quiet", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


@pytest.mark.slow       # a LocalCluster takes tens of seconds to start on a busy machine
def test_cli_dask_gives_what_jobs_1_gives(tmp_path, capsys):
    pytest.importorskip("distributed")
    docs = []
    for extra in (["--jobs", "1"], ["--backend", "dask", "--jobs", "2"]):
        out = tmp_path / f"b{len(docs)}.json"
        assert main(["balance", "--components", "voyages", "--games", "4", "--players", "2",
                     "--bots", "random,greedy", "--seed", "3", "--quiet", "--json", str(out),
                     *extra]) == 0
        doc = json.loads(out.read_text())
        doc.pop("seconds")
        docs.append(doc)
    assert docs[0] == docs[1]


def test_scipy_and_numpy_are_imported_only_to_summarise():
    import subprocess
    import sys
    code = ("import sys\n"
            "import engine.tools.balance, engine.tools.compare, engine.tools.sweep\n"
            "from engine.faces.cli import build_parser\n"
            "build_parser()\n"
            "print(sorted(m for m in ('scipy', 'numpy', 'matplotlib') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def exchangeable_results(games: int, seed: int, players: int = 4, comps: int = 40):
    """Paired results where no component is worth anything: a restricted game's scores are
    drawn from the same law as the unrestricted game's (each seat takes a component with
    chance 0.1, and a restricted game is a fresh draw of every seat's score)."""
    import random as _random
    rng = _random.Random(seed)

    def game():
        scores = [rng.randint(60, 140) for _ in range(players)]
        return scores, max(range(players), key=lambda s: (scores[s], -s))
    out = []
    for _ in range(games):
        scores, winner = game()
        restricted = [{f"c{k}": [*game(), True, 5] for k in range(comps) if rng.random() < 0.1}
                      for _ in range(players)]
        out.append({"seed": 0, "scores": scores, "winner": winner, "restricted": restricted})
    return out


@pytest.mark.parametrize("games", [100, 1000, pytest.param(4000, marks=pytest.mark.slow)])
def test_with_nothing_worth_anything_balance_flags_stay_at_the_false_discovery_rate(games):
    """No component worth anything: at any number of games, after Benjamini-Hochberg over
    the 40 components, the worths called significant stay at chance (here none or one of
    80 tests), and about 5% of the raw p-values fall below 5%."""
    wanted = {f"c{k}" for k in range(40)}
    raw, flagged = [], 0
    for seed in range(3):
        tally = BalanceTally(None, wanted)
        for res in exchangeable_results(games, seed=games + seed):
            tally.add(res)
        rows = tally.summary()["components"]
        assert len(rows) == 40 and all(r["taken"] > 0 for r in rows)
        raw += [r[k]["p"] for r in rows for k in ("win_rate_worth", "vp_worth")]
        flagged += sum(r[k]["significant"] for r in rows for k in ("win_rate_worth", "vp_worth"))
    assert flagged <= 1, flagged
    assert sum(p < 0.05 for p in raw) / len(raw) < 0.10
