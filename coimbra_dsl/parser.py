"""The parser: one LALR Lark parser whose transformer (the compiler) runs during parsing,
its tables cached as JSON (`grammar_cache.py`); and the translation of Lark's errors
into words a modder reads.

The lexer is Lark's basic (one scanner for the whole grammar, built once): keywords are
reserved words, and a keyword is never matched as the prefix of a longer word.

`parse_text(text, path)` returns the file's declarations and every error found in it; it
never lets a Lark or Python exception escape.
"""
from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Optional

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import grammar_cache
from .compiler import Compiler, FileContext
from .declarations import Declaration
from .errors import RuleError, RuleLimitError, RuleSyntaxError, Span
from .limits import MAX_FILE_BYTES
from .suggest import closest

GRAMMAR_PATH = Path(__file__).with_name("coimbra.lark")

_lock = threading.Lock()
_compiler = Compiler()
_lark: Optional[Lark] = None
_words: dict[str, tuple[int, str]] = {}      # terminal name -> (grammar order, friendly word)

FRIENDLY = {"NAME": "a name", "INT": "a number", "STRING": "a quoted string", "$END": "end of file",
            "BACK": "a back (I, II or III)"}
ALIASES = {"coin": "coins", "guard": "guards", "step": "steps"}


def _build() -> Lark:
    grammar = GRAMMAR_PATH.read_text(encoding="utf-8")
    lark = grammar_cache.build(grammar, dict(transformer=_compiler), parser="lalr", lexer="basic",
                               maybe_placeholders=False)
    for term in lark.terminals:
        pattern = term.pattern
        if term.name in FRIENDLY:
            word = FRIENDLY[term.name]
        elif pattern.type == "str":
            word = pattern.value
        else:
            continue
        key = f'"{pattern.value}"' if pattern.type == "str" else term.name
        order = grammar.find(key)
        _words[term.name] = (order if order >= 0 else len(grammar), word)
    _words["$END"] = (len(grammar) + 1, "end of file")
    return lark


def parser() -> Lark:
    global _lark
    if _lark is None:
        with _lock:
            if _lark is None:
                _lark = _build()
    return _lark


def _expected_words(names) -> list[str]:
    found = sorted((_words[n] for n in names if n in _words),
                   key=lambda p: (not re.match(r"\w", p[1]), p[0]))
    words = [w if re.match(r"\w", w) else f"'{w}'" for _, w in found]
    words = [w for w in words if not (w in ALIASES and ALIASES[w] in words)]
    return list(dict.fromkeys(words))


def _expected_phrase(names) -> str:
    words = _expected_words(names)
    if not words:
        return ""
    if len(words) == 1:
        return f"expected {words[0]}"
    return "expected one of: " + ", ".join(words)


def _suggest(word: str, names) -> str:
    keywords = [w for w in _expected_words(names) if " " not in w and re.fullmatch(r"\w+", w)]
    if word.lower() in keywords and word != word.lower():
        return f"; did you mean '{word.lower()}'? (keywords are lower case)"
    best = closest(word, keywords)
    return f"; did you mean '{best}'?" if best else ""


def _end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1


def _describe_char(ch: str) -> str:
    if ch.isprintable() and not ch.isspace():
        return f"'{ch}'"
    return f"{ch!r} (U+{ord(ch):04X})"


def _accepted(err: UnexpectedInput, ctx: Optional[FileContext]) -> set[str]:
    """The terminals that could really come next: Lark's interactive parser tries each
    (LALR's merged look-aheads alone would list words that cannot follow)."""
    expected = set(getattr(err, "expected", None) or getattr(err, "allowed", None) or ())
    interactive = getattr(err, "interactive_parser", None)
    if interactive is None:
        return expected
    kept = len(ctx.errors) if ctx else 0
    try:
        return set(interactive.accepts()) or expected
    except Exception:  # noqa: BLE001 — only a better message is lost
        return expected
    finally:
        if ctx:
            del ctx.errors[kept:]


# Words that start a declaration at the top of a file: meeting one where '}' could come
# means the block before it was left open.
TOP_WORDS = frozenset({"ruleset", "constants", "expect", "diplomas", "track", "scoring_tile",
                       "character", "monastery", "voyage", "favor", "replace", "remove",
                       "change", "map", "setup"})


_STRING_REST = re.compile(r'(\\.|[^"\\\n])*"')


def _open_brace(text: str, end: int) -> Optional[int]:
    """The offset of the innermost `{` still open at offset `end` (strings and comments
    skipped), or None."""
    stack: list[int] = []
    i = 0
    while i < end:
        ch = text[i]
        if ch == "#":
            nl = text.find("\n", i)
            i = end if nl < 0 else nl
        elif ch == '"':
            close = _STRING_REST.match(text, i + 1)
            i = close.end() if close else i + 1
            continue
        elif ch == "{":
            stack.append(i)
        elif ch == "}" and stack:
            stack.pop()
        i += 1
    return stack[-1] if stack else None


def _unclosed_block(text: str, path: str, end: int) -> Optional[RuleError]:
    """'the block opened here is missing its }', at the line that opened it."""
    brace = _open_brace(text, end)
    if brace is None:
        return None
    start = text.rfind("\n", 0, brace) + 1
    head = text[start:brace].strip()
    line = text.count("\n", 0, brace) + 1
    col = len(text[start:brace]) - len(text[start:brace].lstrip()) + 1
    shown = head if len(head) <= 40 else head[:40] + "…"
    what = f"'{shown} {{'" if head else "this '{'"
    before = ("the end of the file" if not text[end:].strip()
              else f"line {text.count(chr(10), 0, end) + 1}")
    return RuleSyntaxError(f"{what} is never closed: a '}}' is missing before {before}",
                           Span(path, line, col), text)


def syntax_error(err: UnexpectedInput, text: str, path: str,
                 ctx: Optional[FileContext] = None) -> RuleError:
    """Translate a Lark error into a positioned error in words."""
    names = _accepted(err, ctx)
    if "RBRACE" in names and isinstance(err, (UnexpectedToken, UnexpectedEOF)):
        token = getattr(err, "token", None)
        if token is None or token.type == "$END":
            unclosed = _unclosed_block(text, path, len(text))
        elif str(token) in TOP_WORDS:
            unclosed = _unclosed_block(text, path, token.start_pos)
        else:
            unclosed = None
        if unclosed is not None:
            return unclosed
    if isinstance(err, UnexpectedToken) and err.token.type != "$END":
        tok: Token = err.token
        value = str(tok)
        shown = value if len(value) <= 40 else value[:40] + "…"
        message = f"unexpected '{shown}'"
        phrase = _expected_phrase(names)
        if phrase:
            message += f"; {phrase}"
        if re.fullmatch(r"\w+", value):
            message += _suggest(value, names)
        return RuleSyntaxError(message, Span(path, tok.line, tok.column), text)
    if isinstance(err, (UnexpectedToken, UnexpectedEOF)):
        line, col = _end_position(text)
        phrase = _expected_phrase(names)
        message = "unexpected end of file" + (f"; {phrase}" if phrase else "")
        return RuleSyntaxError(message, Span(path, line, col), text)
    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream
        ch = text[pos] if 0 <= pos < len(text) else ""
        span = Span(path, err.line, err.column)
        if ch == '"':
            return RuleSyntaxError("unterminated string (a string ends with \" on the same line)", span, text)
        word = re.match(r"\w+", text[pos:pos + 200])
        allowed = names
        if word:
            value = word.group(0)
            message = f"unexpected '{value}'"
            phrase = _expected_phrase(allowed)
            if phrase:
                message += f"; {phrase}"
            hint = _suggest(value, allowed)
            if not hint and "NAME" in allowed and value[:1].isupper():
                hint = "; names are lower case"
            message += hint
            return RuleSyntaxError(message, span, text)
        message = f"unexpected character {_describe_char(ch)}"
        phrase = _expected_phrase(allowed)
        if phrase:
            message += f"; {phrase}"
        return RuleSyntaxError(message, span, text)
    return RuleSyntaxError(str(err).splitlines()[0], Span(path, getattr(err, "line", 1) or 1,
                                                          getattr(err, "column", 1) or 1), text)


def decode(data: bytes, path: str, size: Optional[int] = None) -> tuple[str, Optional[RuleError]]:
    """Bytes of a rule file -> text, or a positioned error (too big, not UTF-8).
    `size`: the file's real size when only its first bytes were read."""
    size = len(data) if size is None else size
    if size > MAX_FILE_BYTES:
        text = data[:4096].decode("utf-8", "replace")
        return text, RuleLimitError(f"file is too large ({size} bytes, at most {MAX_FILE_BYTES})",
                                    Span(path, 1, 1), text)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start
        line = data.count(b"\n", 0, start) + 1
        col = start - (data.rfind(b"\n", 0, start) + 1) + 1
        text = data.decode("utf-8", "replace")
        return text, RuleSyntaxError(f"the file is not UTF-8 text (byte 0x{data[start]:02x})",
                                     Span(path, line, col), text)
    if text.startswith("\ufeff"):
        text = text[1:]
    return text, None


def parse_text(text: str, path: str) -> tuple[list[Declaration], list[RuleError]]:
    """Parse and compile one file's text. Never raises for any input."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        return [], [RuleLimitError(f"file is too large (at most {MAX_FILE_BYTES} bytes)", Span(path, 1, 1), text)]
    lark = parser()
    with _lock:
        ctx = FileContext(path, text)
        _compiler.ctx = ctx
        try:
            decls = lark.parse(text)
        except UnexpectedInput as err:
            return [], [*ctx.errors, syntax_error(err, text, path, ctx)]
        except RecursionError:
            return [], [*ctx.errors, RuleLimitError("the file nests too deeply", Span(path, 1, 1), text)]
        except Exception as err:  # noqa: BLE001 — convert, never leak
            return [], [*ctx.errors, RuleError(f"cannot read this file: {type(err).__name__}: {err}",
                                               Span(path, 1, 1), text)]
        finally:
            _compiler.ctx = None  # type: ignore[assignment]
    return decls, sorted(ctx.errors, key=lambda e: (e.span.line, e.span.col))
