"""A synthetic but complete rule set built in Python from the model/effect dataclasses,
so the engine can be tested without the rule files. Every effect class of
`coimbra_dsl.effects` appears on some component; the counts follow CONTENT.md."""
from __future__ import annotations

from types import MappingProxyType as MP

from coimbra_dsl import effects as fx
from coimbra_dsl.effects import Counter, CounterKind as CK
from coimbra_dsl.model import (Character, Constants, FavorTile, MapNode, Monastery,
                               PilgrimMap, Road, RuleSet, ScoringTile, SetupTable, Track,
                               Voyage)
from coimbra_dsl.vocab import (Back, CardClass as CC, Currency, DieColour as DC, Location,
                               Resource as R, Timing as T)

COUNCIL, MERCHANTS, CLERICS, SCHOLARS = CC.COUNCIL, CC.MERCHANTS, CC.CLERICS, CC.SCHOLARS
CLASSES = (COUNCIL, MERCHANTS, CLERICS, SCHOLARS)


def c(n):
    return fx.Const(n)


def gain(res, n, up_to=False):
    return fx.Gain(res, c(n) if isinstance(n, int) else n, up_to)


def seq(*effects):
    return fx.Seq(tuple(effects))


def per(counter, effect):
    return fx.Per(counter, effect)


def cnt(kind, **kw):
    return Counter(kind, **kw)


# ----------------------------------------------------------------- bonus catalogue
IMMEDIATE = [
    seq(gain(R.COINS, 3), gain(R.STEPS, 1)),
    fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT,
                       (seq(fx.Give(R.GUARDS, 1), fx.Give(R.COINS, 1)),
                        fx.Give(R.VP, 2, below_zero=True))),
    seq(gain(R.VP, 5), fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT,
                                          (fx.Lose(R.VP, 3), fx.LoseCard(CLERICS)))),
    fx.TakeDiscard(3),
    fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK,
                       (fx.Give(R.GUARDS, 2), fx.Give(R.VP, 2, below_zero=True)), track=COUNCIL),
    per(cnt(CK.CARDS, classes=(COUNCIL,)), seq(gain(R.GUARDS, 1), gain(R.STEPS, 1))),
    fx.TakeFavor(),
    per(cnt(CK.CARDS, classes=(MERCHANTS,)), seq(gain(R.COINS, 1), gain(R.VP, 1))),
    seq(gain(R.COINS, 4), fx.Invest(Currency.COINS)),
    seq(gain(R.GUARDS, 4), fx.Invest(Currency.GUARDS)),
    per(cnt(CK.MONASTERIES_WITH), gain(R.VP, 1)),
    fx.Reuse(T.IMMEDIATE, (CLERICS,)),
    fx.Income(CLERICS),
    fx.PayFor(((R.GUARDS, 5),), gain(R.STEPS, 5, up_to=True)),
    fx.PayFor(((R.COINS, 5),), gain(R.VP, 7)),
    fx.Choice((gain(R.COINS, 2), fx.Advance(1, fx.TrackChoice.ANY))),
]
PHASE_E = [
    fx.On(fx.Trigger.PHASE_E_START, seq(fx.Advance(1, fx.TrackChoice.ANY), gain(R.COINS, 1))),
    per(cnt(CK.DICE, colour=DC.ORANGE), gain(R.COINS, 2)),
    fx.If(cnt(CK.DICE, colour=DC.PURPLE), 0, gain(R.STEPS, 2)),
    fx.Trade(R.COINS, 2, 1),
]
GAME_END = [
    gain(R.VP, fx.Tiers(fx.Count(cnt(CK.TRACK, classes=(SCHOLARS,))),
                        ((7, 5), (10, 7), (13, 10)))),
    per(cnt(CK.CARDS, influence=(1, 2)), gain(R.VP, 1)),
    per(cnt(CK.CLASS_SETS), gain(R.VP, 5)),
    fx.Reuse(T.GAME_END),
]
CATALOGUE = ([(T.IMMEDIATE, e) for e in IMMEDIATE] + [(T.PHASE_E, e) for e in PHASE_E]
             + [(T.GAME_END, e) for e in GAME_END])        # 24 kinds, 2 cards each

START = [
    (COUNCIL, T.PHASE_C, fx.On(fx.Trigger.ACQUIRE, seq(gain(R.GUARDS, 1), gain(R.VP, 1),
                                                       gain(R.STEPS, 1)), (COUNCIL,))),
    (MERCHANTS, T.PHASE_C, fx.On(fx.Trigger.ACQUIRE, seq(gain(R.COINS, 1), gain(R.VP, 2)),
                                 (MERCHANTS,))),
    (CLERICS, T.PHASE_C, fx.CardDiscount(Currency.COINS, 1)),
    (SCHOLARS, T.PHASE_C, fx.CardDiscount(Currency.GUARDS, 1)),
    (COUNCIL, T.IMMEDIATE, gain(R.COINS, 2)),
    (MERCHANTS, T.IMMEDIATE, gain(R.GUARDS, 2)),
    (CLERICS, T.IMMEDIATE, gain(R.STEPS, 2)),
    (SCHOLARS, T.IMMEDIATE, fx.Advance(1, fx.TrackChoice.ANY)),
]

MONASTERY_BONUSES = [
    (T.IMMEDIATE, gain(R.COINS, 3)),
    (T.IMMEDIATE, per(cnt(CK.CARDS, classes=(CLERICS,)), gain(R.VP, 2))),
    (T.IMMEDIATE, per(cnt(CK.CARDS, influence=(3, 4)), gain(R.VP, 2))),
    (T.IMMEDIATE, per(cnt(CK.CLASS_SETS), gain(R.VP, 5))),
    (T.IMMEDIATE, fx.Advance(3, fx.TrackChoice.NAMED, COUNCIL)),
    (T.IMMEDIATE, fx.Advance(1, fx.TrackChoice.EVERY)),
    (T.IMMEDIATE, per(cnt(CK.MONASTERIES_WITH), gain(R.VP, 2))),
    (T.IMMEDIATE, per(cnt(CK.CROWNS), gain(R.VP, 1))),
    (T.IMMEDIATE, fx.ScoreVoyages(2)),
    (T.IMMEDIATE, seq(fx.ScoreGameEnd(), fx.ScoreRank())),
    (T.IMMEDIATE, fx.ScoreDiplomas()),
    (T.LASTING, fx.On(fx.Trigger.CASTLE_DIE, gain(R.VP, 4))),
    (T.LASTING, fx.On(fx.Trigger.MONASTERY_DISK, gain(R.VP, 1))),
    (T.LASTING, fx.WildDiplomas(1)),
    (T.LASTING, fx.WildDiplomas(2)),
]

VOYAGES = [
    ("tanger", Currency.COINS, 6, per(cnt(CK.VOYAGES), gain(R.VP, 2))),
    ("madeira", Currency.GUARDS, 5, per(cnt(CK.DIPLOMAS), gain(R.VP, 1))),
    ("cabo_verde", Currency.COINS, 5, per(cnt(CK.DIPLOMAS), gain(R.VP, 1))),
    ("sansibar", Currency.GUARDS, 6, gain(R.VP, fx.Half(fx.Sum((
        fx.Count(cnt(CK.TRACK, classes=(COUNCIL,))),
        fx.Count(cnt(CK.TRACK, classes=(MERCHANTS,)))))))),
    ("ceuta", Currency.COINS, 4, per(cnt(CK.MONASTERIES_WITHOUT), gain(R.VP, 1))),
    ("calicut", Currency.GUARDS, 4, gain(R.VP, fx.Half(fx.Sum((
        fx.Count(cnt(CK.GUARDS)), fx.Count(cnt(CK.COINS)), fx.Count(cnt(CK.CROWNS))))))),
    ("maskat", Currency.COINS, 7, gain(R.VP, fx.Times(2, fx.Count(cnt(CK.LOWEST_TRACK))))),
    ("barbados", Currency.GUARDS, 5, per(cnt(CK.MONASTERIES_WITH), gain(R.VP, 1))),
    ("brasil", Currency.COINS, 6, per(cnt(CK.MONASTERIES_WITH, backs=(Back.I,)), gain(R.VP, 2))),
    ("acores", Currency.GUARDS, 6, per(cnt(CK.CARDS_BEYOND, n=10), gain(R.VP, 3))),
    ("goa", Currency.COINS, 8, gain(R.VP, 9)),
    ("macau", Currency.GUARDS, 5, per(cnt(CK.CARDS, classes=(COUNCIL,)), gain(R.VP, 2))),
    ("malaca", Currency.COINS, 5, per(cnt(CK.CARDS, classes=(MERCHANTS,)), gain(R.VP, 2))),
    ("ceilao", Currency.GUARDS, 5, per(cnt(CK.CARDS, classes=(CLERICS,)), gain(R.VP, 2))),
    ("diu", Currency.COINS, 5, per(cnt(CK.CARDS, classes=(SCHOLARS,)), gain(R.VP, 2))),
]

FAVORS = [
    ("favor_3", 3, (fx.Bonus(T.WHILE_HELD, fx.InvestDiscount(2)),
                    fx.Bonus(T.IMMEDIATE, fx.Invest()))),
    ("favor_2", 2, (fx.Bonus(T.IMMEDIATE, seq(gain(R.VP, 4), fx.PlaceCap())),)),
    ("favor_1", 1, (fx.Bonus(T.IMMEDIATE, seq(gain(R.VP, 2), gain(R.STEPS, 3, up_to=True))),)),
    ("favor_0", 0, (fx.Bonus(T.IMMEDIATE, fx.Choice((gain(R.GUARDS, 7), gain(R.COINS, 7)))),)),
]

KINDS = ("law", "medicine", "theology", "arts", "philosophy")


def characters() -> dict:
    out = {}
    for i, (cls, timing, effect) in enumerate(START):
        cid = f"s{i + 1}"
        out[cid] = Character(cid, f"Start {i + 1}", cls, Back.I, None, 1 + i % 2,
                             (KINDS[i % 5],) if i % 2 else (), (fx.Bonus(timing, effect),))
    k = 0
    for back in (Back.II, Back.III):
        for j in range(24):
            timing, effect = CATALOGUE[j if back == Back.II else (j + 5) % 24]
            cid = f"{back.value.lower()}{j + 1}"
            cls = CLASSES[(j + (back == Back.III)) % 4]
            cost = Currency.COINS if (j // 2 + (back == Back.III)) % 2 == 0 else Currency.GUARDS
            infl = 1 + (j * 3 + k) % 4
            dips = ((KINDS[j % 5],), (KINDS[(j + 1) % 5], "wild"), ())[j % 3]
            out[cid] = Character(cid, f"Card {cid}", cls, back, cost, infl, dips,
                                 (fx.Bonus(timing, effect),))
        k += 1
    return out


def monasteries() -> dict:
    out = {}
    backs = [Back.I] * 12 + [Back.II] * 8 + [Back.III] * 4
    for i, back in enumerate(backs):
        timing, effect = MONASTERY_BONUSES[i % len(MONASTERY_BONUSES)]
        mid = f"m{i + 1}"
        out[mid] = Monastery(mid, f"Monastery {i + 1}", back, (fx.Bonus(timing, effect),))
    return out


def pilgrim_map() -> PilgrimMap:
    nodes = {}
    roads = []
    for i in range(1, 5):
        nodes[f"c{i}"] = MapNode(f"c{i}", "corner")
    ring = []
    for i in range(8):
        ring.append(f"s{i + 1}")
        ring.append(f"p{2 * i + 1}")
        if i < 6:
            ring.append(f"p{2 * i + 2}")
    spaces = [n for n in ring if n.startswith("p")]
    colours = ["blue"] * 8 + ["brown"] * 4 + ["ruby"] * 2
    for n in ring:
        if n.startswith("s"):
            nodes[n] = MapNode(n, "stopover")
        else:
            nodes[n] = MapNode(n, "space", colours[spaces.index(n)])
    for a, b in zip(ring, ring[1:] + ring[:1]):
        roads.append(Road(a, b, False))
    roads.append(Road("s1", "s5", False))        # a shortcut across the town
    for i in range(4):
        roads.append(Road(f"c{i + 1}", f"s{2 * i + 1}", True))
        roads.append(Road(f"c{i + 1}", f"s{2 * i + 2}", True))
    return PilgrimMap(MP(nodes), tuple(roads),
                      MP({"blue": Back.I, "brown": Back.II, "ruby": Back.III}))


def tracks() -> dict:
    low = (0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6)
    steps = (0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4)
    vp = (0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8)
    return {COUNCIL: Track(COUNCIL, DC.GRAY, R.GUARDS, low),
            MERCHANTS: Track(MERCHANTS, DC.ORANGE, R.COINS, low),
            CLERICS: Track(CLERICS, DC.PURPLE, R.STEPS, steps),
            SCHOLARS: Track(SCHOLARS, DC.GREEN, R.VP, vp)}


def setups() -> dict:
    L = Location
    return {
        2: SetupTable(2, MP({DC.GRAY: 1, DC.ORANGE: 1, DC.PURPLE: 2, DC.GREEN: 2}),
                      MP({L.UPPER: (3, 3), L.CENTRAL: (3, 3), L.LOWER: (3,)})),
        3: SetupTable(3, MP({DC.PURPLE: 1, DC.GREEN: 1}),
                      MP({L.UPPER: (3,), L.CENTRAL: (3,), L.LOWER: (3,)})),
        4: SetupTable(4, MP({}), MP({})),
    }


def make_rules(name: str = "fixture", **constants) -> RuleSet:
    """The synthetic rule set; keyword arguments override `Constants` fields."""
    base = dict(dice=MP({DC.GRAY: 3, DC.ORANGE: 3, DC.PURPLE: 3, DC.GREEN: 3, DC.WHITE: 1}))
    base.update(constants)
    return RuleSet(
        name=name,
        characters=MP(characters()),
        monasteries=MP(monasteries()),
        voyages=MP({vid: Voyage(vid, vid.title(), cur, cost, (fx.Bonus(T.GAME_END, e),))
                    for vid, cur, cost, e in VOYAGES}),
        favors=MP({fid: FavorTile(fid, fid, crowns, bonuses)
                   for fid, crowns, bonuses in FAVORS}),
        tracks=MP(tracks()),
        scoring_tiles=MP({
            "tile_a": ScoringTile("tile_a", (10, 4), (12, 6, 3)),
            "tile_b": ScoringTile("tile_b", (8, 4), (10, 6, 2)),
            "tile_c": ScoringTile("tile_c", (9, 3), (11, 5, 2)),
            "tile_d": ScoringTile("tile_d", (7, 3), (9, 4, 1)),
        }),
        diploma_kinds=KINDS,
        map=pilgrim_map(),
        setups=MP(setups()),
        constants=Constants(**base),
    )


RULES = make_rules()


# ----------------------------------------------------------------- scenario helpers
from engine import Game  # noqa: E402
from engine.core.dice import PoolDie  # noqa: E402
from engine.core.state import GameState  # noqa: E402
from engine.core.tasks import record_of  # noqa: E402


def card_for(effect, back: str = "ii") -> str:
    """The id of a fixture card (back II by default) carrying `effect` from CATALOGUE."""
    for i, (_, e) in enumerate(CATALOGUE):
        if e is effect:
            return f"ii{i + 1}" if back == "ii" else f"iii{(i - 5) % 24 + 1}"
    raise KeyError(effect)


def start_card(i: int) -> str:
    """The start card `s{i+1}` carrying START[i]."""
    return f"s{i + 1}"


def monastery_for(effect) -> str:
    for i, (_, e) in enumerate(MONASTERY_BONUSES):
        if e is effect:
            return f"m{i + 1}"
    raise KeyError(effect)


def fresh(players: int = 3, seed: int = 0, rules: RuleSet = RULES) -> GameState:
    return Game(rules, players=players, seed=seed).new_state()


def keys(st: GameState) -> list[str]:
    return [a.key for a in st.legal_actions()]


def play_first_until(st: GameState, stop) -> GameState:
    """Take the first legal action until `stop(st)` holds."""
    for _ in range(5000):
        if stop(st):
            return st
        st.apply(st.legal_actions()[0])
    raise AssertionError("condition never reached")


def at_phase_b(players: int = 3, seed: int = 0, rules: RuleSet = RULES) -> GameState:
    """A game at its first phase B decision (start conditions taken with first choices)."""
    return play_first_until(fresh(players, seed, rules), lambda s: s.decision == "place")


def detach(st: GameState, cid: str) -> None:
    """Take a card out of wherever it lies (stack, display, discard, box, groups, hands)."""
    for pile in [st.stack, st.discard, st.box, *st.display.values(),
                 *[g for g in st.groups if g is not None], *[p.cards for p in st.players]]:
        if cid in pile:
            pile.remove(cid)
            st.crowns_on.pop(cid, None)
            return
    raise KeyError(cid)


def give(st: GameState, seat: int, cid: str, influence: bool = False) -> None:
    """Put a card among a seat's cards (optionally moving its track like R-CARD-1)."""
    detach(st, cid)
    st.players[seat].cards.append(cid)
    if influence:
        from engine.core.runtime import advance
        advance(st, seat, st.ix.card_cls[cid], st.ix.card_infl[cid], [])


def run(st: GameState, *tasks) -> list[dict]:
    """Replace the task stack by `tasks` (first runs first, each a record or the plain
    tuple of one) and run to a decision."""
    st.tasks = [record_of(t) for t in reversed(tasks)]
    st._legal = None
    events: list[dict] = []
    st.run(events)
    st._append_log(events)
    return events


def bonus(st: GameState, seat: int, cid: str, timing=None) -> list[dict]:
    """Resolve a component's bonuses (of `timing`, default: all) for `seat` now."""
    roots = [nid for t, nid in st.ix.roots[cid] if timing is None or t == timing]
    return run(st, *[("eff", seat, nid, 1) for nid in roots])


def apply_all(st: GameState, *action_keys) -> list[dict]:
    events = []
    for k in action_keys:
        events.extend(st.apply(k))
    return events


def edited(st: GameState) -> GameState:
    """Forget cached legal actions after a test edits the state by hand."""
    st._legal = None
    return st


POOL4 = [("gray", 3), ("gray", 3), ("gray", 6), ("orange", 3), ("orange", 5), ("orange", 5),
         ("purple", 2), ("purple", 4), ("purple", 6), ("green", 1), ("green", 3), ("green", 5),
         ("white", 4)]


def to_phase_c(plan, players=4, seed=0, pool=POOL4, display=None, crowns=None):
    """Place dice by `plan` (keys in turn order) on a rigged pool; stop in phase C."""
    st = at_phase_b(players, seed)
    st.pool = [PoolDie(*d) for d in pool][:len(st.pool)]
    for p in st.players:                       # no start-card abilities unless a test adds them
        for cid in list(p.cards):
            detach(st, cid)
            st.box.append(cid)
    if display is not None:
        for loc, cards in display.items():
            for cid in st.display[loc]:
                st.stack.insert(0, cid)
            st.display[loc] = []
            for cid in cards:
                detach(st, cid)
            st.display[loc] = list(cards)
        st.crowns_on = dict(crowns or {})
    edited(st)
    for k in plan:
        st.apply(k)
    return st


def drive(plan_first, loc_rest="lower", players=4, **kw):
    """Place the given keys first, then every other die at `loc_rest`."""
    st = to_phase_c(plan_first, players=players, **kw)
    while st.phase == "B":
        st.apply(next(k for k in keys(st) if k.endswith("at=" + loc_rest)))
    return st


