"""What every reachable state keeps (R-LIM-1/-3, R-PIL-3, R-INV-1, R-COMP-2): checked after
every action by the random-play harness, the soak run and on loading a save."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from coimbra_dsl.errors import CoimbraError

from .dice import entry_value

if TYPE_CHECKING:
    from .state import GameState


class InvariantError(CoimbraError):
    """A state that breaks a rule every state must keep."""


def check_invariants(st: GameState) -> None:
    """Raise `InvariantError` naming the first broken invariant (R-LIM-1/-3, R-PIL-3,
    R-INV-1, R-COMP-2 card conservation, dice per player, row order)."""
    ix = st.ix
    c = ix.c

    def fail(msg):
        raise InvariantError(f"round {st.round} phase {st.phase}: {msg}")

    if sorted(st.order) != list(range(st.n)) or len(st.players) != st.n:
        fail(f"player order {st.order} is not a permutation of {st.n} seats")
    for s, p in enumerate(st.players):
        if not 0 <= p.coins <= c.cap_coins:
            fail(f"seat {s} has {p.coins} coins")
        if not 0 <= p.guards <= c.cap_guards:
            fail(f"seat {s} has {p.guards} guards")
        if any(not 0 <= v <= c.cap_influence for v in p.influence):
            fail(f"seat {s} influence {p.influence} outside 0..{c.cap_influence}")
        if len(set(p.monasteries)) != len(p.monasteries):
            fail(f"seat {s} has two disks on one monastery: {p.monasteries}")
        if any(m not in st.spaces for m in p.monasteries):
            fail(f"seat {s} has a disk on an empty space: {p.monasteries}")
        if len(set(p.voyages)) != len(p.voyages) or any(v not in st.voyages for v in p.voyages):
            fail(f"seat {s} has bad voyage disks: {p.voyages}")
        if p.disks_left < 0 or p.disks_left + len(p.monasteries) + len(p.voyages) != c.disks:
            fail(f"seat {s} disks: {p.disks_left} left, {len(p.monasteries)} monasteries, "
                 f"{len(p.voyages)} voyages, supply {c.disks}")
        if p.pilgrim is not None and p.pilgrim not in ix.adjacent:
            fail(f"seat {s} pilgrim on unknown node {p.pilgrim}")
        if len(p.dice) != c.dice_per_player:
            fail(f"seat {s} has {len(p.dice)} die holders")
        if st.phase in ("C", "D") and any(d is None for d in p.dice):
            fail(f"seat {s} has not placed {c.dice_per_player} dice: {p.dice}")
    # cards conserved (R-COMP-2)
    where = list(st.stack) + list(st.discard)
    for shown in st.display.values():
        where.extend(shown)
    for p in st.players:
        where.extend(p.cards)
    for g in st.groups:
        if g is not None:
            where.extend(g)
    where.extend(cid for cid in st.box if cid in st.rules.characters)
    counts = Counter(where)
    dup = [cid for cid, k in counts.items() if k > 1]
    if dup:
        fail(f"cards in two places: {dup}")
    if set(counts) != set(st.rules.characters):
        missing = set(st.rules.characters) - set(counts)
        extra = set(counts) - set(st.rules.characters)
        fail(f"cards not conserved: missing {sorted(missing)}, unknown {sorted(extra)}")
    # dice conserved
    held = sum(1 for p in st.players for d in p.dice if d is not None)
    table = st.rules.setups[st.n]
    total = sum(k - table.remove_dice.get(col, 0) for col, k in c.dice.items())
    if held + len(st.pool) != total:
        fail(f"{held} dice held + {len(st.pool)} in the pool != {total}")
    # rows in value order (R-B-2/-3) and every die in a row is in its holder there
    for loc, row in st.rows.items():
        for seat, slot in row:
            if seat >= 0:
                d = st.players[seat].dice[slot]
                if d is None or d.at != loc:
                    fail(f"row {loc} holds seat {seat} holder {slot} = {d}")
        vals = [entry_value(st, loc, e) for e in row]
        want = sorted(vals) if loc == "castle" else sorted(vals, reverse=True)
        if vals != want:
            fail(f"row {loc} out of order: {vals}")
        if row and st.phase not in ("B", "C"):
            fail(f"dice in the {loc} row in phase {st.phase}")
    entries: list[tuple] = [e for row in st.rows.values() for e in row if e[0] >= 0]
    entries += [(loc, e) for loc, row in st.rows.items() for e in row if e[0] < 0]
    if len(set(entries)) != len(entries):
        fail("a die or die token stands twice in the rows")
    for s, p in enumerate(st.players):
        for slot, d in enumerate(p.dice):
            if d is not None and d.at is not None and (s, slot) not in st.rows.get(d.at, ()):
                fail(f"seat {s} holder {slot} is placed at {d.at} but not in that row")
    if st.is_terminal:
        if st.legal_actions():
            fail("a finished game has legal actions")
    elif not st.legal_actions():
        fail(f"no legal action at decision {st.decision}")
