"""Small helpers for the rule-language tests: compile one bonus or one file from text."""
from __future__ import annotations

from pathlib import Path

from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.effects import Bonus
from coimbra_dsl.errors import CardTextError, RuleError
from coimbra_dsl.parser import parse_text

KIND_HEAD = {
    "immediate": "character c { class council back I influence 1\n",
    "phase_c": "character c { class council back I influence 1\n",
    "phase_e": "character c { class council back II cost coins influence 1\n",
    "game_end": "character c { class council back II cost coins influence 1\n",
    "lasting": "monastery m { back I\n",
    "while_held": "favor f { crowns 3\n",
}


def compile_bonus(timing: str, source: str) -> Bonus:
    """The compiled bonus of a one-line `TIMING: EFFECT` on a fitting component."""
    text = f"{KIND_HEAD[timing]}{timing}: {source}\n}}\n"
    decls, errors = parse_text(text, "t.coimbra")
    assert not errors, "\n".join(str(e) for e in errors)
    (define,) = decls
    (bonus,) = define.component.bonuses
    return bonus


def errors_of(text: str, path: str = "t.coimbra") -> list[RuleError]:
    return parse_text(text, path)[1]


def write_set(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def reads_or_says_where(text: str, lexicon: Lexicon) -> None:
    """A card text reads to bonuses or fails with one `CardTextError` whose column lies
    inside the text, never another exception (bad input gets one clear message)."""
    try:
        bonuses = read_text(text, lexicon)
    except CardTextError as exc:
        assert 1 <= exc.column <= len(text) + 1 and exc.message
    else:
        assert bonuses and all(isinstance(b, Bonus) for b in bonuses)
