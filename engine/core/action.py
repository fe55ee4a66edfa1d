"""Actions: the decisions a player makes, as frozen values with a stable text key.

Grammar: `verb k=v k=v ...` — e.g. `place die=orange-5 at=castle`, `take card=c12`,
`distress`, `step to=s3`, `stop`, `pass`, `choose option=2`. `Action.parse(key)` reads
it back; `str(action)` gives the key.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Optional

from engine.core.errors import MalformedAction

VERBS = frozenset({
    "start", "place", "favor", "take", "distress", "cap", "choose", "step", "stop",
    "activate", "trade", "invest", "pay", "reuse", "pass",
})

_SENTENCES = {
    "start": "start with {args}",
    "place": "place the {die} die at {at}",
    "favor": "take favor tile {tile}",
    "take": "take card {card}",
    "distress": "take the distress action",
    "cap": "put the cap tile on the {die} die at {at}",
    "choose": "choose {args}",
    "step": "move the pilgrim to {to}",
    "stop": "stop the pilgrim here",
    "activate": "activate the {die} die",
    "trade": "trade {args}",
    "invest": "invest in voyage {voyage}",
    "pay": "pay for the reward",
    "reuse": "reuse the bonus of card {card}",
    "pass": "pass",
}


def short(text: str, n: int = 60) -> str:
    """A key quoted for a message, cut to `n` characters (keys may be huge)."""
    text = repr(text)
    return text if len(text) <= n else text[:n] + f"...' ({len(text)} characters)"


_MADE: dict[Any, Any] = {}
_MADE_LIMIT = 100_000     # distinct actions of rule sets are far fewer; a bound anyway


class Action(NamedTuple):
    """One legal decision. `key` is the whole identity; `verb`/`args` are its parts."""
    key: str
    verb: str
    args: tuple[tuple[str, str], ...]

    @classmethod
    def make(cls, verb: str, *args: tuple[str, str]) -> "Action":
        """The action of `verb` and `args`; each distinct action's key is built once
        (actions are immutable values, so one object serves every state)."""
        hit = _MADE.get((verb, args))
        if hit is None:
            key = verb + " " + " ".join(k + "=" + v for k, v in args) if args else verb
            hit = cls(key, verb, args)
            if len(_MADE) >= _MADE_LIMIT:
                _MADE.clear()
            _MADE[(verb, args)] = hit
        return hit

    @classmethod
    def parse(cls, key: str) -> "Action":
        """Read an action key; a malformed key raises `MalformedAction` saying why."""
        if not isinstance(key, str):
            raise MalformedAction(f"an action key must be text, not {type(key).__name__}")
        words = key.split()
        if not words:
            raise MalformedAction("empty action key")
        verb = words[0]
        if verb not in VERBS:
            raise MalformedAction(f"unknown action verb {short(verb, 30)} in {short(key)} "
                                f"(verbs: {', '.join(sorted(VERBS))})")
        args = []
        for w in words[1:]:
            k, eq, v = w.partition("=")
            if not eq or not k or not v:
                raise MalformedAction(f"malformed argument {short(w, 30)} in {short(key)}: "
                                    f"expected name=value")
            args.append((k, v))
        return cls.make(verb, *args)

    def arg(self, name: str, default: Optional[str] = None) -> Optional[str]:
        for k, v in self.args:
            if k == name:
                return v
        return default

    def value(self, name: str) -> str:
        """The argument `name`, which every action of this verb has (legal actions are
        never without theirs); `MalformedAction` if this one lacks it."""
        for k, v in self.args:
            if k == name:
                return v
        raise MalformedAction(f"{short(self.key)} has no argument {short(name, 30)}")

    def describe(self) -> str:
        """A sentence for people: what this action does."""
        fields = dict(self.args)
        template = _SENTENCES.get(self.verb, self.verb)
        fields.setdefault("args", " ".join(f"{k} {v}" for k, v in self.args))
        try:
            text = template.format(**fields)
        except KeyError:
            text = f"{self.verb} {fields['args']}".strip()
        return text[0].upper() + text[1:] + "."

    def __str__(self) -> str:
        return self.key
