"""What a decision gives, found by carrying it out on a copy: every seat's coins, guards,
VP, influence, cards, tiles, disks and crowns before and after the action and the tasks it
set going (nothing beyond them: the round's later phases are not run), and the decisions
it leaves its seat. The words of a choice (`describe`) say these figures, so the
terminal, the web and the bots' hint read the same numbers the rules produce."""
from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Union

from coimbra_dsl.errors import CoimbraError

from .action import Action
from .index import CLASSES
from .task_loop import run_tasks
from .tasks import ALIKE, DECIDE

if TYPE_CHECKING:
    from .state import GameState, PlayerState

    Key = tuple[tuple[Any, ...], ...]   # every seat's holdings and pilgrim (`_key`)
    # a copy with an action carried out, and the legal actions it stops at (`_carried`)
    Carried = tuple[GameState, tuple[Action, ...]]
    # choices the copy leaves, the copy, the keys of the same decision back (else None)
    Copy = tuple[int, Carried, Optional[tuple[str, ...]]]

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
    # the decider's scoring-tile VP gained (lost) per track it moves on, were the game to
    # end now (R-END-2): what a move on a track is worth at the end
    worth: tuple[tuple[str, int], ...] = ()


# one seat's coins, guards, VP, influence, components and crowns (`_holdings`)
Holdings = tuple[int, int, int, tuple[int, ...], tuple[str, ...], int]


def _holdings(p: PlayerState) -> Holdings:
    comps = (*p.cards, *p.favors, *p.voyages, *p.monasteries)
    return (p.coins, p.guards, p.vp, tuple(p.influence), comps, len(p.crown_tokens))


def _change(seat: int, before: Holdings, after: Holdings, st: GameState) -> Optional[Change]:
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


def preview(st: GameState, action: Union[Action, str]) -> Optional[Outcome]:
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
    events: list[dict[str, Any]] = []
    seat = task.seat
    try:
        DECIDE[task.kind][1](copy, task, chosen, events)
        then = tuple(dict.fromkeys(      # a next die or step is the same decision
            words for kind, words in _run_own(copy, depth, events, same=task)
            if kind != task.kind))
    except CoimbraError:
        return None
    order = [seat] + [s for s in range(copy.n) if s != seat]
    changes = tuple(c for s in order
                    if (c := _change(s, before[s], _holdings(copy.players[s]), copy)))
    return Outcome(changes, then, _worth(st, copy, seat))


def _worth(st: GameState, copy: GameState, seat: int) -> tuple[tuple[str, int], ...]:
    """Per track the seat moves on from `st` to `copy`: the scoring-tile VP that makes
    at the game's end, were it to end now (R-END-2; ties by arrival, R-LIM-6)."""
    from .runtime import rank_vp
    was, now = st.players[seat].influence, copy.players[seat].influence
    return tuple((CLASSES[i].value, rank_vp(copy, i, seat) - rank_vp(st, i, seat))
                 for i in range(len(CLASSES)) if was[i] != now[i])


class Alike(NamedTuple):
    """A decision taken at once: the action, and `idle` if it alone changes nothing
    (the others are still to choose), else every option comes to the same."""
    action: Action
    idle: bool


def alike_choice(st: GameState, task: Any, legal: tuple[Action, ...],
                 nest: int = 0) -> Optional[Alike]:
    """The action to take at once when the choice cannot matter (R-LIM-5), or None.
    Each legal action of `task` is carried out on a copy: one that changes no seat's
    holdings or pilgrim and brings back the same decision with only itself gone is
    taken at once (a 0-gain activation: when it comes changes nothing); so is the first
    when all of them leave every seat the same holdings and pilgrim and nothing more to
    decide (options that come to the same). Decisions the copies meet on the way are
    looked at the same way, `ALIKE_NEST` deep, so that the order of three dice is one
    question, not two. Only the decision kinds declared `alike` are looked at."""
    if task.kind not in ALIKE or len(legal) > ALIKE_MOST or nest > ALIKE_NEST:
        return None
    kept = st._origin
    if kept is None:        # a copy must not take the origin of a state mid-run
        st._origin = ()
    try:
        return _alike(st, task, legal, nest)
    finally:
        if kept is None:
            st._origin = None


ALIKE_MOST = 8      # more options than this are never all alike in practice: not tried
ALIKE_NEST = 3      # decisions within decisions looked at (a seat has 3 dice)


def _alike(st: GameState, task: Any, legal: tuple[Action, ...], nest: int) -> Optional[Alike]:
    """`alike_choice` on a state whose origin is safe to copy."""
    depth = len(st.tasks) - 1
    now = _key(st)
    first = _carried(st, task, legal[0])
    if first is None:
        return None
    if first[0].tasks[depth:] == [task]:        # an order of things: look for a null one
        copies: list[Copy] = []
        for a in legal:
            carried = first if a is legal[0] else _carried(st, task, a)
            if carried is None:
                return None
            copy, rest = carried
            if copy.tasks[depth:] == [task]:
                keys = tuple(x.key for x in rest)
                if _unchanged(copy, now, task.seat) and keys == tuple(
                        x.key for x in legal if x is not a):
                    return Alike(a, True)
                copies.append((len(rest), carried, keys))
            else:           # nothing left to run: its end is the copy as it stands
                copies.append((0 if len(copy.tasks) <= depth else ALIKE_MOST + 1, carried,
                               None))
        if _apart(copies, tuple(x.key for x in legal)):
            return None
        # every end must be the same: those with the fewest choices left first, so that
        # a difference is found before a copy's own choices are looked into
        copies.sort(key=lambda wc: wc[0])
        ends = (_end(c, depth, nest) for _, c, _ in copies)
    else:
        later = (_carried(st, task, a) for a in legal[1:])
        ends = (_end(c, depth, nest) if c is not None else None
                for c in chain((first,), later))
    want = None
    for i, end in enumerate(ends):      # lazily: the first that differs ends the search
        if end is None or (i and end != want):
            return None
        want = end
    return Alike(legal[0], False)


def _apart(copies: list[Copy], offered: tuple[str, ...]) -> bool:
    """Options that cannot come to the same, told from the copies without playing them
    on: two that leave the same choices to make but different holdings (what is left
    to do is the same for both), or one that ends the decision and one that changes
    holdings and brings back every option again (a trade: how often it is made
    matters)."""
    seen: dict[tuple[str, ...], Key] = {}
    done = [_key(c) for w, (c, _), keys in copies if keys is None and w == 0]
    for _, (copy, _), keys in copies:
        if keys is not None:
            key = _key(copy)
            if seen.setdefault(keys, key) != key:
                return True
            if keys == offered and done and key != done[0]:
                return True
    return False


def _key(st: GameState) -> Key:
    """What a choice can change that a seat cares about: holdings and pilgrims."""
    return tuple((*_holdings(p), p.pilgrim) for p in st.players)


def _unchanged(copy: GameState, now: Key, seat: int) -> bool:
    """`_key(copy) == now`, the deciding seat first (the one a choice changes most)."""
    players = copy.players
    p = players[seat]
    if (*_holdings(p), p.pilgrim) != now[seat]:
        return False
    return _key(copy) == now


def _carried(st: GameState, task: Any, action: Action) -> Optional[Carried]:
    """(a copy of `st` with `action` of `task` carried out and its automatic tasks run,
    up to the next decision that has a choice; that decision's legal actions, () if
    none is left), or None if the effects fail."""
    copy = st.clone()
    copy.tasks.pop()
    depth = len(copy.tasks)
    try:
        DECIDE[task.kind][1](copy, task, action, [])
        legal = _settle(copy, depth, [])
    except CoimbraError:
        return None
    return copy, legal


def _end(carried: Carried, depth: int, nest: int) -> Optional[Key]:
    """Every seat's holdings and pilgrim once what the action of a `_carried` copy set
    going is done, or None if a decision is still pending then, or the effects fail."""
    copy, legal = carried
    try:
        _run_own(copy, depth, [], nest + 1, known=legal)
    except CoimbraError:
        return None
    return None if len(copy.tasks) > depth else _key(copy)


def _settle(st: GameState, depth: int, events: list[Any]) -> tuple[Action, ...]:
    """Run the automatic tasks above `depth` and skip decisions without a choice, up to
    the first decision that has one; its legal actions, () if none is left."""
    return run_tasks(st, events, depth, work=PREVIEW_WORK)


def _run_own(st: GameState, depth: int, events: list[Any], nest: int = 0,
             same: Any = None, known: tuple[Action, ...] = ()) -> tuple[tuple[str, str], ...]:
    """Run the automatic tasks the action pushed (above `depth`), taking single-choice
    and alike decisions as `GameState.run` does; the first real decision stops it and is
    named. So does the decision `same` (kind and seat) coming back: what a next die or
    step gives is not this one's. `known`: the legal actions of the decision on top, when
    they are known already."""
    legal = run_tasks(st, events, depth, work=PREVIEW_WORK, alike=alike_choice, nest=nest,
                      same=same, known=known)
    if not legal:
        return ()
    return tuple((t[0], _pending_words(st, t)) for t in reversed(st.tasks[depth:])
                 if t[0] in DECIDE)


def _pending_words(st: GameState, task: Any) -> str:
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


def change_words(st: GameState, change: Change) -> str:
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


def worth_words(worth: tuple[tuple[str, int], ...]) -> str:
    """`worth +3 VP at the game's end as the tracks stand` (one track), or per track."""
    def vp(n: int) -> str:
        return f"{n:+d} VP" if n else "no VP more"
    if len(worth) == 1:
        return f"worth {vp(worth[0][1])} at the game's end as the tracks stand"
    return ("worth " + ", ".join(f"{vp(n)} on {cls}" for cls, n in worth)
            + " at the game's end as the tracks stand")


def outcome_words(st: GameState, outcome: Optional[Outcome], seat: int, named: tuple[str, ...] = (),
                  paid: tuple[str | None, int] | None = None, worth: bool = False) -> str:
    """`gives +2 coins; P2 -1 coin; then up to 3 pilgrim steps`, or '' for nothing. The
    components in `named` and the price `paid` (currency, amount) are in the sentence
    already: what is left is what the choice gives for them. `worth`: a move on a track
    says the VP it makes at the game's end (`clerics +1; worth +3 VP at the game's end as
    the tracks stand`)."""
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
        if worth and c.seat == seat and outcome.worth:
            words += "; " + worth_words(outcome.worth)
        if words:
            parts.append(words if c.seat == seat else f"P{c.seat + 1} {words}")
    then = ("then " + ", ".join(outcome.then)) if outcome.then else ""
    if not parts:
        return then or "gives nothing now"
    return "gives " + "; ".join(parts) + (f"; {then}" if then else "")
