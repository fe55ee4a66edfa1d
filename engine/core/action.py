"""Actions: the decisions a player makes, as frozen values with a stable text key.

Grammar: `verb k=v k=v ...` — e.g. `place die=orange-5 at=castle`, `take card=c12`,
`distress`, `step to=s3`, `stop`, `pass`, `choose option=2`. `Action.parse(key)` reads
it back; `str(action)` gives the key.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

from coimbra_dsl.errors import IllegalAction

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


class Action(NamedTuple):
    """One legal decision. `key` is the whole identity; `verb`/`args` are its parts."""
    key: str
    verb: str
    args: tuple[tuple[str, str], ...]

    @classmethod
    def make(cls, verb: str, *args: tuple[str, str]) -> "Action":
        if args:
            return cls(verb + " " + " ".join(k + "=" + v for k, v in args), verb, args)
        return cls(verb, verb, ())

    @classmethod
    def parse(cls, key: str) -> "Action":
        """Read an action key; a malformed key raises `IllegalAction` saying why."""
        if not isinstance(key, str):
            raise IllegalAction(f"an action key must be text, not {type(key).__name__}")
        words = key.split()
        if not words:
            raise IllegalAction("empty action key")
        verb = words[0]
        if verb not in VERBS:
            raise IllegalAction(f"unknown action verb {short(verb, 30)} in {short(key)} "
                                f"(verbs: {', '.join(sorted(VERBS))})")
        args = []
        for w in words[1:]:
            k, eq, v = w.partition("=")
            if not eq or not k or not v:
                raise IllegalAction(f"malformed argument {short(w, 30)} in {short(key)}: "
                                    f"expected name=value")
            args.append((k, v))
        return cls.make(verb, *args)

    def arg(self, name: str, default: Optional[str] = None) -> Optional[str]:
        for k, v in self.args:
            if k == name:
                return v
        return default

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
