"""What a decision gives, found by carrying it out on a copy: every seat's coins, guards,
VP, influence, cards, tiles, disks and crowns before and after the action and the tasks it
set going (nothing beyond them: the round's later phases are not run), and the decisions
it leaves its seat. The words of a choice (`describe`) say these figures, so the
terminal, the web and the bots' hint read the same numbers the rules produce."""
from __future__ import annotations

from typing import NamedTuple, Optional

from coimbra_dsl.errors import CoimbraError

from .action import Action
from .index import CLASSES
from .tasks import AUTO, DECIDE

PREVIEW_WORK = 2_000        # automatic tasks a preview runs at most (a backstop)


class Change(NamedTuple):
    """One seat's gains (negative: losses) from an action, by name."""
    seat: int
    coins: int
    guards: int
    vp: int
    influence: tuple[tuple[str, int], ...]
    gained: tuple[str, ...]       # component ids: cards, favor tiles, voyages, monasteries
    lost: tuple[str, ...]
    crowns: int


class Outcome(NamedTuple):
    changes: tuple[Change, ...]   # seats whose holdings change, the decider first
    then: tuple[str, ...]         # decisions the action leaves its seat, in words


def _holdings(p) -> tuple:
    comps = (*p.cards, *p.favors, *p.voyages, *p.monasteries)
    return (p.coins, p.guards, p.vp, tuple(p.influence), comps, len(p.crown_tokens))


def _change(seat: int, before: tuple, after: tuple, st) -> Optional[Change]:
    if before == after:
        return None
    infl = tuple((CLASSES[i].value, a - b) for i, (b, a) in enumerate(zip(before[3], after[3]))
                 if a != b)
    monasteries = st.spaces
    was, now = list(before[4]), list(after[4])
    gained = [monasteries.get(c, c) for c in now if c not in was]
    lost = [monasteries.get(c, c) for c in was if c not in now]
    return Change(seat, after[0] - before[0], after[1] - before[1], after[2] - before[2],
                  infl, tuple(gained), tuple(lost), after[5] - before[5])


def preview(st, action) -> Optional[Outcome]:
    """What `action` (legal now) gives, or None when it cannot be worked out here (the
    action is not legal, or its effects fail)."""
    if st.is_terminal or not st.tasks:
        return None
    a = action if isinstance(action, Action) else Action.parse(action)
    chosen = next((x for x in st.legal_actions() if x.key == a.key), None)
    if chosen is None:
        return None
    copy = st.clone()
    before = [_holdings(p) for p in copy.players]
    task = copy.tasks.pop()
    depth = len(copy.tasks)
    events: list[dict] = []
    seat = task.seat
    try:
        DECIDE[task.kind][1](copy, task, chosen, events)
        then = tuple(words for kind, words in _run_own(copy, depth, events)
                     if kind != task.kind)      # a next die or step is the same decision
    except CoimbraError:
        return None
    order = [seat] + [s for s in range(copy.n) if s != seat]
    changes = tuple(c for s in order
                    if (c := _change(s, before[s], _holdings(copy.players[s]), copy)))
    return Outcome(changes, then)


def _run_own(st, depth: int, events: list) -> tuple[tuple[str, str], ...]:
    """Run the automatic tasks the action pushed (above `depth`), taking single-choice
    decisions as `GameState.run` does; the first real decision stops it and is named."""
    tasks = st.tasks
    for _ in range(PREVIEW_WORK):
        if len(tasks) <= depth:
            return ()
        task = tasks[-1]
        fn = AUTO.get(task.kind)
        if fn is not None:
            tasks.pop()
            fn(st, task, events)
            continue
        legal_fn, apply_fn = DECIDE[task.kind]
        legal = legal_fn(st, task)
        if len(legal) >= 2:
            return tuple((t[0], _pending_words(st, t)) for t in reversed(tasks[depth:])
                         if t[0] in DECIDE)
        tasks.pop()
        if legal:
            apply_fn(st, task, legal[0], events)
    return ()


def _pending_words(st, task) -> str:
    """A decision still to come, in a few words."""
    kind = task.kind
    if kind == "steps":
        n = task.steps
        return f"up to {n} pilgrim step{'s' if n != 1 else ''}"
    return PENDING_WORDS.get(kind, "a choice")


PENDING_WORDS = {"choice": "a choice", "track": "a choice of track", "payfor": "an offer to pay",
                 "opp": "the others' choices", "invest": "an investment",
                 "favor": "a favor tile", "discard": "a card from the discard pile",
                 "reuse": "a card's bonus again", "gamecard": "a card to score",
                 "voyages": "voyages to score", "cap": "the cap tile",
                 "activate": "another activation", "trigger": "a card or tile",
                 "place": "a die to place"}


def change_words(st, change: Change) -> str:
    """`+2 coins, +1 guard, +3 VP, clerics +1, gains Rui Mendes`: one seat's change."""
    from coimbra_dsl.render import quantity
    from coimbra_dsl.vocab import Resource
    parts = []
    for res, n in ((Resource.COINS, change.coins), (Resource.GUARDS, change.guards),
                   (Resource.VP, change.vp)):
        if n:
            parts.append(("+" if n > 0 else "-") + quantity(res, abs(n)))
    parts += [f"{cls} {n:+d}" for cls, n in change.influence]
    name = st.ix.name.get
    parts += [name(c, c) for c in change.gained]
    if change.lost:
        parts.append("loses " + ", ".join(name(c, c) for c in change.lost))
    if change.crowns:
        parts.append(f"+{change.crowns} crown{'s' if change.crowns != 1 else ''}")
    return ", ".join(parts)


def outcome_words(st, outcome: Optional[Outcome], seat: int, named: tuple[str, ...] = (),
                  paid: tuple[str, int] | None = None) -> str:
    """`gives +2 coins; P2 -1 coin; then up to 3 pilgrim steps`, or '' for nothing. The
    components in `named` and the price `paid` (currency, amount) are in the sentence
    already: what is left is what the choice gives for them."""
    if outcome is None:
        return ""
    parts = []
    for c in outcome.changes:
        if c.seat == seat:
            back = dict([paid]) if paid else {}
            c = c._replace(coins=c.coins + back.get("coins", 0),
                           guards=c.guards + back.get("guards", 0),
                           gained=tuple(x for x in c.gained if x not in named))
        words = change_words(st, c)
        if words:
            parts.append(words if c.seat == seat else f"P{c.seat + 1} {words}")
    if outcome.then:
        parts.append("then " + ", ".join(outcome.then))
    if not parts:
        return "gives nothing now"
    return "gives " + "; ".join(parts) if outcome.changes else "; ".join(parts)
