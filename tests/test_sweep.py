"""`coimbra sweep` and in-memory variants: `change` text applied on a loaded rule set gives
the rule set a variant folder would; a vary becomes one valid variant per value, several
make a grid, all played on the same seeds; bad varies are one-line usage errors."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import coimbra_dsl
from coimbra_dsl.errors import RuleSetErrors
from engine.core.errors import OptionError
from engine.faces.cli import main
from engine.tools.sweep import grid, parse_vary
from engine.tools.variants import RulesSpec, with_changes

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "lisbon-harbour"


@pytest.fixture(scope="module")
def base():
    return coimbra_dsl.load_ruleset("base")


def test_changes_in_memory_equal_the_variant_folder(base):
    """The example mod's file, applied in memory (its `ruleset` line dropped), gives the
    components, constants and expectations of loading its folder."""
    text = (EXAMPLE / "lisbon_harbour.coimbra").read_text(encoding="utf-8")
    body = "\n".join("" if line.startswith("ruleset ") else line for line in text.splitlines())
    mem = with_changes(base, body, "lisbon_harbour")
    disk = coimbra_dsl.load_ruleset(EXAMPLE)
    for table in ("characters", "voyages", "monasteries", "favors"):
        assert {k: _no_span(v) for k, v in getattr(mem, table).items()} == \
            {k: _no_span(v) for k, v in getattr(disk, table).items()}
    assert mem.constants == disk.constants and dict(mem.expect) == dict(disk.expect)
    assert mem.changed == disk.changed and mem.parents == ("base",)
    assert base.voyages["goa"].cost != mem.voyages["goa"].cost     # the parent is untouched


def _no_span(comp):
    from dataclasses import replace

    from coimbra_dsl.errors import Span
    spans = {"span": Span("?")}
    if getattr(comp, "text_span", None) is not None:     # where its printed text stands
        spans["text_span"] = Span("?")
    return replace(comp, **spans)


def test_bad_changes_are_positioned_rule_errors(base):
    with pytest.raises(RuleSetErrors) as exc:
        with_changes(base, "change voyage nowhere { cost 3 coins }")
    assert "<changes>:1:" in exc.value.errors[0].headline


def test_a_vary_is_one_change_per_value_keeping_the_currency(base):
    vary = parse_vary("voyage maskat cost=4..6", base)
    assert vary.values == ("4", "5", "6") and vary.component == ("voyages", "maskat")
    assert vary.change("5") == "change voyage maskat { cost 5 guards }"
    rules = RulesSpec("base", vary.change("5")).load()
    assert rules.voyages["maskat"].cost == 5
    listed = parse_vary("voyage ceuta cost=1,3 coins", base)
    assert listed.values == ("1", "3") and listed.change("3") == "change voyage ceuta { cost 3 coins }"


def test_several_varies_make_a_grid(base):
    varies = [parse_vary("voyage maskat cost=4..5", base), parse_vary("voyage ceuta cost=1,2", base)]
    points = grid("base", varies)
    assert [values for values, _ in points] == [
        {"voyage maskat cost": a, "voyage ceuta cost": b} for a in "45" for b in "12"]
    spec = points[3][1]
    rules = spec.load()
    assert (rules.voyages["maskat"].cost, rules.voyages["ceuta"].cost) == (5, 2)


def test_two_fields_of_one_thing_are_one_change(base):
    varies = [parse_vary("character pedro_nunes influence=1,3", base),
              parse_vary("character pedro_nunes diplomas=law,arts", base)]
    points = grid("base", varies)
    assert len(points) == 4
    spec = points[1][1]
    assert spec.changes == "change character pedro_nunes { influence 1 diplomas arts }\n"
    card = spec.load().characters["pedro_nunes"]
    assert (card.influence, card.diplomas) == (1, ("arts",))


@pytest.mark.parametrize("text", ["voyage maskat cost", "maskat=3", "voyage maskat cost=9..2",
                                  "voyage nowhere cost=1..2", "voyage maskat colour=red",
                                  "voyage maskat cost=a..b", "voyage maskat cost=-1..0"])
def test_bad_varies_are_usage_errors(base, text):
    with pytest.raises(OptionError) as exc:
        parse_vary(text, base)
    assert "--vary" in str(exc.value) and "\n" not in str(exc.value)


def test_sweep_command_reports_each_point_on_the_same_seeds(tmp_path, capsys):
    out = tmp_path / "sweep.json"
    code = main(["sweep", "base", "--vary", "voyage maskat cost=0,12", "--games", "3",
                 "--players", "2", "--bots", "greedy,random", "--seed", "5", "--jobs", "1",
                 "--quiet", "--json", str(out)])
    assert code == 0
    doc = json.loads(out.read_text())
    assert doc["vary"] == ["voyage maskat cost"] and len(doc["points"]) == 2
    for point in doc["points"]:
        assert point["stats"]["winner VP"]["n"] == 3
        assert set(point["stats"]["Maskat · taker win rate"]) == {"value", "ci95", "n"}
    assert [p["changes"] for p in doc["points"]] == [
        "change voyage maskat { cost 0 guards }", "change voyage maskat { cost 12 guards }"]
    assert "voyage maskat cost" in capsys.readouterr().out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sweep.json"]   # no rule files


def test_sweep_writes_variant_folders_only_when_asked(tmp_path, capsys):
    code = main(["sweep", "base", "--vary", "voyage maskat cost=3", "--games", "1",
                 "--players", "2", "--bots", "random", "--quiet", "--write-variants",
                 str(tmp_path / "v")])
    assert code == 0
    (folder,) = (tmp_path / "v").iterdir()
    assert coimbra_dsl.load_ruleset(folder).voyages["maskat"].cost == 3


def test_sweep_bad_vary_is_one_line_exit_2(capsys):
    assert main(["sweep", "base", "--vary", "voyage maskat cost=x", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_sweep_report_plots_values_as_categories_with_units_the_fair_line_and_paired_differences(
        tmp_path, capsys):
    """The first point's paired difference with itself is exactly 0; the report's axes
    say what and in which unit, win rates show the fair line, values are categories."""
    out, rep = tmp_path / "sweep.json", tmp_path / "rep"
    assert main(["sweep", "base", "--vary", "voyage maskat cost=2,5,9", "--games", "3",
                 "--players", "2", "--bots", "random", "--seed", "2", "--jobs", "1",
                 "--quiet", "--json", str(out), "--report", str(rep)]) == 0
    doc = json.loads(out.read_text())
    first, *rest = doc["points"]
    assert first["vs_first"]["winner VP"]["difference"]["value"] == 0
    assert set(first["vs_first"]) == set(first["stats"])
    for p in rest:
        d = p["vs_first"]["winner VP"]["difference"]["value"]
        assert abs(d - (p["stats"]["winner VP"]["value"] - first["stats"]["winner VP"]["value"])) < 0.02
    page = (rep / "index.html").read_text()
    for words in ("winner&#x27;s VP (VP)", "first player&#x27;s win rate (%)",
                  "fair 1/players (50%)", "difference from 2 (percentage points)",
                  "voyage maskat cost (guards)", "Maskat · taker win rate"):
        assert words in page or words.replace("&#x27;", "'") in page, words
    assert "maskat ·" not in page                      # names, not ids


def test_curve_plot_ticks_only_the_values_played():
    pytest.importorskip("matplotlib")
    from engine.tools.report import curve_plot
    svg_text = curve_plot(["2", "5", "9"], {"": [{"value": 1, "ci95": [0, 2], "n": 3}] * 3},
                          "t", "cost (guards)", 1.0, "VP (VP)")
    # the tick labels are exactly the three values (categories), none between them
    import re
    ticks = re.findall(r"<!-- (\d+(?:\.\d+)?) -->", svg_text)
    assert {"2", "5", "9"} <= set(ticks) and "3" not in ticks and "7" not in ticks
