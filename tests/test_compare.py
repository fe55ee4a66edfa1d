"""`coimbra compare`: paired games on common seeds; a rule set compared with itself shows
no difference (exactly, on the same seeds; at the nominal false-alarm rate, on
independent games), a planted change (a voyage made free) is found, and components in
only one of the sets are listed apart."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.faces.cli import main
from engine.tools.simulate import iter_games
from engine.tools.compare import Side, changed_ids, compare
from engine.tools.variants import RulesSpec

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "lisbon-harbour"
# the greedy bot rarely pays 9 guards for Sansibar (0.17 takes per 2-player game) and
# takes it most games when it is free (0.8)
FREE_SANSIBAR = RulesSpec("base", "change voyage sansibar { cost 0 guards }\n",
                          "free sansibar")


def sides(spec_a: RulesSpec, spec_b: RulesSpec, games: int, bots: list[str], seed: int):
    out = []
    for spec in (spec_a, spec_b):
        side = Side(spec.load())
        for rec in iter_games(spec, games, bots, seed):
            side.add(rec)
        out.append(side)
    return out


def all_differences(result: dict) -> list[dict]:
    return [*result["statistics"],
            *(c[k] for c in result["components"] for k in ("taken_per_game", "taker_win_rate", "taker_vp"))]


def test_R_A_1_compare_of_a_set_with_itself_on_the_same_seeds_finds_nothing(tmp_path, capsys):
    out = tmp_path / "cmp.json"
    for seed in (1, 2):
        assert main(["compare", "base", "base", "--games", "3", "--players", "2", "--bots",
                     "random", "--seed", str(seed), "--quiet", "--json", str(out)]) == 0
        doc = json.loads(out.read_text())
        result = doc["comparison"]
        assert result["games"] == 3 and result["tests"] > 50 and result["tests_changed"] == 0
        for d in all_differences(result):
            assert d["difference"]["value"] in (0, None) and not d["significant"]
        assert result["only_in_a"] == result["only_in_b"] == []
        assert doc["summary_a"] == doc["summary_b"]
    text = capsys.readouterr().out
    assert "0 of" in text and "differences significant" in text


@pytest.fixture(scope="module")
def pool():
    """Independent random 2-player games of the base rules (one long run)."""
    spec = RulesSpec("base")
    return spec.load(), list(iter_games(spec, 480, ["random", "random"], seed=77))


def test_compare_of_a_set_with_itself_on_other_games_keeps_the_nominal_false_alarm_rate(pool):
    """Null comparisons (both sides the same rules, games drawn independently): about 5%
    of raw p-values fall below 5%, and after the correction hardly any run reports a
    significant difference at all."""
    rules, records = pool
    raw, runs_with_alarm, trials = [], 0, 24
    for t in range(trials):
        picked = random.Random(t).sample(records, 160)
        a, b = Side(rules), Side(rules)
        for rec in picked[:80]:
            a.add(rec)
        for rec in picked[80:]:
            b.add(rec)
        result = compare(a, b)
        diffs = [d for d in all_differences(result) if d["difference"]["value"] is not None]
        raw += [d["p"] for d in diffs]
        runs_with_alarm += any(d["significant"] for d in diffs)
    rate = sum(p < 0.05 for p in raw) / len(raw)
    assert 0.015 < rate < 0.08, rate
    assert runs_with_alarm <= 3, runs_with_alarm


def test_compare_finds_a_voyage_made_free():
    a, b = sides(RulesSpec("base"), FREE_SANSIBAR, 30, ["greedy", "greedy"], seed=1)
    result = compare(a, b, "base", "free sansibar")
    row = next(c for c in result["components"] if c["id"] == "sansibar")
    assert row["changed"] and result["tests_changed"] == 3
    taken = row["taken_per_game"]
    assert taken["significant"] and taken["difference"]["ci95"][0] > 0
    assert taken["b"]["value"] > taken["a"]["value"]
    assert changed_ids(a.rules, b.rules) == {"sansibar"}


def test_components_in_only_one_set_are_listed_apart():
    lisbon = RulesSpec(str(EXAMPLE))
    a, b = sides(RulesSpec("base"), lisbon, 2, ["random", "random"], seed=3)
    result = compare(a, b, "base", "lisbon-harbour")
    assert [c["id"] for c in result["only_in_b"]] == ["mestre_de_naus"]
    assert result["only_in_b"][0]["name"] == "Mestre de Naus"
    assert result["only_in_a"] == []
    assert "mestre_de_naus" not in {c["id"] for c in result["components"]}
    assert changed_ids(a.rules, b.rules) == {"goa"}


@pytest.mark.parametrize("argv", [
    ["compare", "base"],
    ["compare", "base", "nosuchset", "--games", "1"],
    ["compare", "base", "base", "--games", "0"],
    ["compare", "base", "base", "--players", "9"],
    ["compare", "base", "base", "--report", "/no/such/folder/r"],
    ["compare", "base", "base", "--scheduler", "tcp://127.0.0.1:1"],
])
def test_compare_bad_usage_is_one_line(argv, capsys):
    assert main(argv + ["--quiet"]) in (1, 2)
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


IDENTICAL_REWRITE = RulesSpec("base", '''replace character alvaro_vaz_de_almada "Álvaro Vaz de Almada" {
  class council
  back I
  influence 2
  immediate: gain 5 guards
  text "Gain 5 guards."
}
change voyage goa { cost 8 coins }
''', "rewrite")
RICH_START = RulesSpec("base", 'change character alvaro_vaz_de_almada {\n'
                               '  immediate: gain 5 guards and 30 vp\n'
                               '  text "Gain 5 guards and 30 VP."\n}\n', "rich start")


def test_a_component_written_again_identically_is_not_changed():
    assert changed_ids(RulesSpec("base").load(), IDENTICAL_REWRITE.load()) == {"goa"}


def test_a_planted_start_card_is_found_by_the_paired_taker_win_rate():
    """+30 VP on a start card: its takers' win rate rises, found paired by seed (the same
    deals on both sides) at a few dozen random games."""
    a, b = sides(RulesSpec("base"), RICH_START, 60, ["random", "random"], seed=4)
    result = compare(a, b, "base", "rich start")
    row = next(c for c in result["components"] if c["id"] == "alvaro_vaz_de_almada")
    assert row["changed"]
    w = row["taker_win_rate"]
    assert w["significant"] and w["difference"]["ci95"][0] > 0 and w["p"] > 0


def test_the_taker_win_rate_bootstrap_repeats_and_is_not_tested_on_few_games():
    a, b = sides(RulesSpec("base"), RICH_START, 6, ["random", "random"], seed=4)
    one, two = compare(a, b), compare(a, b)
    assert one == two
    for c in one["components"]:
        if c["kind"] != "start groups":
            continue
        assert c["taker_win_rate"]["p"] == 1.0 and c["taker_win_rate"]["difference"]["ci95"] == [None, None]


FIVE_ON_START = RulesSpec("base", 'change character alvaro_vaz_de_almada {\n'
                                  '  immediate: gain 5 guards and 5 vp\n'
                                  '  text "Gain 5 guards and 5 VP."\n}\n', "+5 VP start")


def test_a_start_card_given_5_vp_is_found_by_its_takers_paired_vp_R_SET_12():
    """Random bots choose alike whatever the VP, so each game is the same game under both
    sets but for the 5 VP the start card's taker gains (R-SET-12): its takers' VP, paired
    by seed, is +5 exactly and significant at 30 games, where their win rate is not."""
    a, b = sides(RulesSpec("base"), FIVE_ON_START, 30, ["random", "random"], seed=2)
    result = compare(a, b, "base", "+5 VP start")
    row = next(c for c in result["components"] if c["id"] == "alvaro_vaz_de_almada")
    vp = row["taker_vp"]
    assert row["changed"] and vp["significant"] and 0 < vp["p"] < 0.01
    assert vp["difference"]["value"] == pytest.approx(5.0)
    assert vp["difference"]["ci95"] == pytest.approx([5.0, 5.0])
    assert vp["b"]["value"] - vp["a"]["value"] == pytest.approx(5.0)
    assert not row["taken_per_game"]["significant"]


@pytest.fixture(scope="module")
def big_pool():
    """2,000 independent random 2-player games of the base rules."""
    spec = RulesSpec("base")
    return spec.load(), list(iter_games(spec, 2000, ["random", "random"], seed=78, jobs=2))


@pytest.mark.slow       # 2,000 games
@pytest.mark.parametrize("games, trials", [(50, 16), (250, 8), (1000, 2)])
def test_with_nothing_changed_compare_keeps_its_error_rate_at_any_number_of_games(
        big_pool, games, trials):
    """Null comparisons (the same rules on both sides, games drawn independently) at 50,
    250 and 1,000 games a side: about 5% of raw p-values below 5%, and the runs with any
    significant difference after the correction stay near the nominal 5% of runs."""
    rules, records = big_pool
    raw, runs_with_alarm = [], 0
    for t in range(trials):
        picked = random.Random(t).sample(records, 2 * games)
        a, b = Side(rules), Side(rules)
        for rec in picked[:games]:
            a.add(rec)
        for rec in picked[games:]:
            b.add(rec)
        diffs = [d for d in all_differences(compare(a, b))
                 if d["difference"]["value"] is not None]
        raw += [d["p"] for d in diffs]
        runs_with_alarm += any(d["significant"] for d in diffs)
    rate = sum(p < 0.05 for p in raw) / len(raw)
    assert 0.015 < rate < 0.08, rate
    assert runs_with_alarm <= max(1, trials // 5), runs_with_alarm


def test_compare_fits_80_columns_and_names_components_by_name(capsys):
    """The printed comparison (a 4-player table, a +30 VP plant with its wide intervals)
    keeps every line within 80 columns and shows names, not ids."""
    from engine.faces.commands.compare import print_comparison
    bots = ["random"] * 4
    a, b = sides(RulesSpec("base"), RICH_START, 12, bots, seed=4)
    result = compare(a, b, "base", "rich start")
    result.update({"bots": bots, "seed": 4, "seconds": 12.5})
    print_comparison(result, top=len(result["components"]))
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 80, max(lines, key=len)
    text = "\n".join(lines)
    assert "Álvaro Vaz de A" in text and "†" in text and "Goa " in text
    assert "alvaro_vaz_de_almada" not in text and "joao_de_barros" not in text
    assert any(line.startswith("win rate · place 4 (first order)") for line in lines)
    assert text.count("\n") > len(result["components"])       # one line a component
