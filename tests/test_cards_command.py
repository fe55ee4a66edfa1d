"""`coimbra cards`: every component with its rendered text, as text or JSON."""
from __future__ import annotations

import json
from types import MappingProxyType

import pytest

from coimbra_dsl.effects import (Advance, Bonus, CardDiscount, Const, Counter,
                                 CounterKind, Gain, InvestDiscount, Per, TakeFavor,
                                 TrackChoice)
from coimbra_dsl.model import (Character, Constants, FavorTile, MapNode, Monastery,
                               PilgrimMap, Road, RuleSet, Track, Voyage)
from coimbra_dsl.vocab import Back, CardClass, Currency, DieColour, Resource, Timing
from engine.faces.cli import main
from engine.faces import card_records
from engine.faces.commands import cards


def small_ruleset(name: str = "tiny", changed: frozenset[str] = frozenset()) -> RuleSet:
    """One component of each kind (two characters), two tracks and a three-node map."""
    vp2 = Gain(Resource.VP, Const(2))
    chars = {
        "ines": Character("ines", "Inês de Castro", CardClass.COUNCIL, Back.I, None, 1, (),
                          (Bonus(Timing.PHASE_C, CardDiscount(Currency.COINS, 1)),)),
        "pedro": Character("pedro", "Pedro <Nunes> & Co", CardClass.SCHOLARS, Back.II,
                           Currency.COINS, 2, ("law", "wild"),
                           (Bonus(Timing.GAME_END, Per(Counter(CounterKind.VOYAGES), vp2)),)),
    }
    monasteries = {"clara": Monastery("clara", "Santa Clara", Back.I,
                                      (Bonus(Timing.IMMEDIATE,
                                             Advance(1, TrackChoice.ANY)),))}
    voyages = {"tanger": Voyage("tanger", "Tanger", Currency.GUARDS, 6,
                                (Bonus(Timing.GAME_END, vp2),))}
    favors = {"favor_3": FavorTile("favor_3", "Favor of the King", 3,
                                   (Bonus(Timing.WHILE_HELD, InvestDiscount(2)),
                                    Bonus(Timing.IMMEDIATE, TakeFavor())))}
    tracks = {CardClass.COUNCIL: Track(CardClass.COUNCIL, DieColour.GRAY, Resource.GUARDS,
                                       tuple(range(16))),
              CardClass.SCHOLARS: Track(CardClass.SCHOLARS, DieColour.GREEN, Resource.VP,
                                        tuple(range(16)))}
    nodes = {"nw": MapNode("nw", "corner", pos=(0, 0)), "s1": MapNode("s1", "stopover", pos=(1, 0)),
             "m1": MapNode("m1", "space", "blue", pos=(2, 0))}
    pmap = PilgrimMap(MappingProxyType(nodes), (Road("nw", "s1", True), Road("s1", "m1", False)),
                      MappingProxyType({"blue": Back.I}))
    return RuleSet(name=name, characters=MappingProxyType(chars),
                   monasteries=MappingProxyType(monasteries), voyages=MappingProxyType(voyages),
                   favors=MappingProxyType(favors), tracks=MappingProxyType(tracks),
                   scoring_tiles=MappingProxyType({}), diploma_kinds=("law",), map=pmap,
                   setups=MappingProxyType({}), constants=Constants(), changed=changed)


def render(component) -> str:
    from coimbra_dsl.render import render_component
    return render_component(component)


def test_R_CARD_2_json_records_carry_the_fields_of_each_kind():
    rules = small_ruleset()
    records = {r["id"]: r for r in card_records.card_records(rules)}
    assert list(records) == ["ines", "pedro", "clara", "tanger", "favor_3"]
    for cid, record in records.items():
        assert record["text"] == render(rules.component(cid))
    assert {"id": "pedro", "kind": "character", "name": "Pedro <Nunes> & Co",
            "class": "scholars", "back": "II", "cost": "coins", "influence": 2,
            "bonus": "game_end", "diplomas": ["law", "wild"]}.items() <= records["pedro"].items()
    assert records["ines"]["cost"] is None and records["ines"]["bonus"] == "phase_c"
    assert records["ines"]["diplomas"] == []
    assert {"kind": "monastery", "back": "I", "bonus": "immediate"}.items() \
        <= records["clara"].items()
    assert records["tanger"]["currency"] == "guards" and records["tanger"]["cost"] == 6
    assert records["favor_3"]["crowns"] == 3 and records["favor_3"]["kind"] == "favor"
    json.dumps(list(records.values()))


def test_variant_changed_components_are_flagged():
    records = {r["id"]: r for r in card_records.card_records(small_ruleset(changed=frozenset({"tanger"})))}
    assert records["tanger"]["changed"] is True and records["pedro"]["changed"] is False
    assert "changed in variant" in cards.text_block(records["tanger"])


def test_text_block_shows_header_facts_and_indented_rendered_text():
    rules = small_ruleset()
    record = card_records.card_record(rules.characters["pedro"])
    head, *body = cards.text_block(record).splitlines()
    assert head.startswith('character pedro "Pedro <Nunes> & Co": scholars, back II, cost coins')
    assert "influence 2" in head and "diplomas law wild" in head
    assert body and all(line.startswith("    ") for line in body)
    assert " ".join(line.strip() for line in body) == " ".join(
        render(rules.characters["pedro"]).split())


def test_cards_rules_positional_and_option_must_agree(capsys):
    assert main(["cards", "base", "--rules", "other"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "disagree" in err[0]


@pytest.mark.parametrize("argv", [["cards", "--format", "yaml"], ["cards", "--colour"],
                                  ["cards", "a", "b"]])
def test_cards_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# ------------------------------------------------------------------ the base rule set

@pytest.fixture(scope="module")
def base():
    from coimbra_dsl import load_ruleset
    return load_ruleset("base")


def test_R_CARD_2_base_json_lists_all_99_components_with_their_fields(base, capsys):
    assert main(["cards", "--format", "json"]) == 0
    records = json.loads(capsys.readouterr().out)
    kinds = [r["kind"] for r in records]
    assert len(records) == 99
    assert (kinds.count("character"), kinds.count("monastery"), kinds.count("voyage"),
            kinds.count("favor")) == (56, 24, 15, 4)
    assert len({r["id"] for r in records}) == 99
    for r in records:
        assert r["text"] and r["text"] == render(base.component(r["id"]))
        if r["kind"] == "character":
            assert r["class"] in ("council", "merchants", "clerics", "scholars")
            assert r["back"] in ("I", "II", "III")
            assert r["cost"] in ("coins", "guards", None)
            assert (r["cost"] is None) == (r["back"] == "I")
            assert r["bonus"] in ("immediate", "phase_c", "phase_e", "game_end")
            assert isinstance(r["influence"], int) and isinstance(r["diplomas"], list)
        elif r["kind"] == "monastery":
            assert r["back"] in ("I", "II", "III") and r["bonus"] in ("immediate", "lasting")
        elif r["kind"] == "voyage":
            assert r["currency"] in ("coins", "guards") and isinstance(r["cost"], int)
        else:
            assert isinstance(r["crowns"], int)


def test_base_text_prints_every_component(base, capsys):
    assert main(["cards", "--rules", "base"]) == 0
    out = capsys.readouterr().out.splitlines()
    heads = [line for line in out if line and not line.startswith(" ")]
    assert heads[-1] == "99 components"
    assert [h.split()[1] for h in heads[:-1]] == [c.id for c in base.components()]


def test_variant_json_marks_the_components_it_changed(capsys):
    from coimbra_dsl import load_ruleset
    variant = load_ruleset("cabo-verde-tracks")
    assert variant.changed
    assert main(["cards", "cabo-verde-tracks", "--format", "json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert {r["id"] for r in records if r["changed"]} == set(variant.changed)


def test_unknown_rule_set_is_one_line_exit_1(capsys):
    assert main(["cards", "no-such-rules"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no-such-rules" in err[0]
