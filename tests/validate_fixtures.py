"""A tiny, valid rule set built straight from the model dataclasses, for validator tests.

Small on purpose: 2 players, 1 round, rows of 1 card, start groups of 1 card, so every
count in it is easy to break by one. Each printed text is its component's rendering (the
validator reads every text, so a placeholder would be an error).
"""
from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType as Frozen

from coimbra_dsl import effects as fx
from coimbra_dsl.errors import Span
from coimbra_dsl.render import render_component
from coimbra_dsl.model import (Character, Constants, FavorTile, MapNode, Monastery,
                               PilgrimMap, Road, RuleSet, ScoringTile, SetupTable, Track,
                               Voyage)
from coimbra_dsl.vocab import Back, CardClass, Currency, DieColour, Resource, Timing

F = "tiny.coimbra"


def gain(n: int, what: Resource = Resource.VP) -> fx.Gain:
    return fx.Gain(what, fx.Const(n))


def bonus(timing: Timing, effect) -> tuple[fx.Bonus, ...]:
    return (fx.Bonus(timing, effect),)


def printed_as_rendered(component):
    """The component with its rendering as its printed text."""
    return replace(component, text=render_component(component))


def card(cid: str, cls: CardClass, back: Back, influence: int = 2, cost=Currency.COINS,
         timing: Timing = Timing.IMMEDIATE, effect=None, diplomas=(), line: int = 1):
    return printed_as_rendered(Character(
        cid, cid.title(), cls, back, None if back is Back.I else cost, influence,
        tuple(diplomas), bonus(timing, effect or gain(2)), span=Span(F, line, 1)))


def node(nid: str, kind: str, colour=None, line: int = 40) -> MapNode:
    return MapNode(nid, kind, colour, None, Span(F, line, 3))


def road(a: str, b: str, one_way: bool = False, line: int = 50) -> Road:
    return Road(a, b, one_way, Span(F, line, 3))


def tiny_map(**changes) -> PilgrimMap:
    nodes = [node("c1", "corner", line=41), node("c2", "corner", line=42),
             node("s1", "stopover", line=43), node("s2", "stopover", line=44),
             node("s3", "stopover", line=45), node("m1", "space", "blue", line=46)]
    roads = (road("c1", "s1", True, 51), road("c1", "s2", True, 52),
             road("c2", "s2", True, 53), road("c2", "s3", True, 54),
             road("s1", "m1", line=55), road("m1", "s2", line=56), road("s3", "m1", line=57))
    pm = PilgrimMap(Frozen({n.id: n for n in nodes}), roads, Frozen({"blue": Back.I}),
                    Span(F, 40, 1))
    return replace(pm, **changes)


def tiny_rules() -> RuleSet:
    chars = [
        card("alda", CardClass.COUNCIL, Back.I, 1, line=1),
        card("brites", CardClass.MERCHANTS, Back.I, 1, timing=Timing.PHASE_C,
             effect=fx.CardDiscount(Currency.COINS, 1), line=2),
        card("celso", CardClass.CLERICS, Back.II, 2, diplomas=("law",), line=3),
        card("dinis", CardClass.SCHOLARS, Back.II, 3, Currency.GUARDS, line=4),
        card("ema", CardClass.COUNCIL, Back.II, 1, line=5),
        card("fabio", CardClass.MERCHANTS, Back.II, 2, Currency.GUARDS, line=6),
        card("gil", CardClass.CLERICS, Back.II, 1, effect=gain(1, Resource.STEPS), line=7),
        card("helena", CardClass.SCHOLARS, Back.II, 2, line=8),
    ]
    monastery = printed_as_rendered(Monastery("santa", "Santa", Back.I,
                                              bonus(Timing.IMMEDIATE, gain(3)),
                                              span=Span(F, 10, 1)))
    voyages = [printed_as_rendered(Voyage(
        v, v.title(), Currency.COINS, 4,
        bonus(Timing.GAME_END, fx.Per(fx.Counter(fx.CounterKind.VOYAGES), gain(2))),
        span=Span(F, 20 + i, 1))) for i, v in enumerate(("tanger", "goa"))]
    favor = printed_as_rendered(FavorTile(
        "rei", "Rei", 3, (fx.Bonus(Timing.WHILE_HELD, fx.InvestDiscount(2)),
                          fx.Bonus(Timing.IMMEDIATE, fx.Invest())), span=Span(F, 25, 1)))
    colours = (DieColour.GRAY, DieColour.ORANGE, DieColour.PURPLE, DieColour.GREEN)
    incomes = (Resource.GUARDS, Resource.COINS, Resource.STEPS, Resource.VP)
    tracks = {cls: Track(cls, col, inc, tuple(i // 2 for i in range(16)), Span(F, 30 + k, 1))
              for k, (cls, col, inc) in enumerate(zip(CardClass, colours, incomes))}
    tiles = {t: ScoringTile(t, (6, 3), (8, 5, 2), Span(F, 35, 1)) for t in "abcd"}
    constants = Constants(start_group_size=1, row_cards=1,
                          dice=Frozen({c: 2 for c in colours}))
    setup = SetupTable(2, Frozen({DieColour.GRAY: 1}), Frozen({}), voyages=2, rounds=1,
                       span=Span(F, 60, 1))
    expect = {"characters": 8, "characters_per_class": 2, "characters_back_I": 2,
              "characters_back_II": 6, "monasteries_back_I": 1, "voyages": 2, "favors": 1}
    return RuleSet(
        name="tiny", characters=Frozen({c.id: c for c in chars}),
        monasteries=Frozen({monastery.id: monastery}),
        voyages=Frozen({v.id: v for v in voyages}), favors=Frozen({favor.id: favor}),
        tracks=Frozen(tracks), scoring_tiles=Frozen(tiles), diploma_kinds=("law",),
        map=tiny_map(), setups=Frozen({2: setup}), constants=constants,
        expect=Frozen(expect))


def printed(component) -> str:
    """A renderer for the tiny set: the printed text is the rendering."""
    return component.text
