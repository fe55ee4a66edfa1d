"""`load_ruleset(name_or_path)`: find a rule folder, parse every `*.coimbra` file in it
(sorted by name), follow `extends` to its parent, and assemble one frozen `RuleSet`.

Names: "base" is the built-in base game, any other name a built-in variant
(`variants/<name>`); a value with a `/` or naming an existing directory is a path.
Every error of every file is collected and raised together as `RuleSetErrors`.
`overrides` (file path -> text) stand in for files on disk, or add files not saved yet:
an editor's unsaved buffers. `rule_folders` names the folders a set reads, its own first.
"""
from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import Mapping, Optional, Union

from .assemble import Assembly
from .count_limits import count_limits
from .declarations import Header
from .errors import RuleError, RuleLimitError, RuleReferenceError, RuleSetErrors, Span
from .limits import MAX_CHAIN, MAX_FILE_BYTES, MAX_FILES, MAX_SET_BYTES
from .model import RuleSet
from .parser import decode, parse_text
from .printed import rules_from_text
from .suggest import did_you_mean

SUFFIX = ".coimbra"
_PARSED: dict[tuple[str, bytes], tuple[str, list, list]] = {}   # (path, sha256) -> parse
_PARSED_MAX = 512


def _parse_file(path: str, data: bytes, size: int) -> tuple[str, list, list[RuleError]]:
    """Decode and parse one file, memoised on its path and exact content: the results
    are immutable, and a changed byte means a new key."""
    key = (path, hashlib.sha256(data).digest())
    hit = _PARSED.get(key)
    if hit is not None and size == len(data):
        return hit
    text, problem = decode(data, path, size)
    if problem is not None:
        return text, [], [problem]
    decls, errors = parse_text(text, path)
    if len(_PARSED) >= _PARSED_MAX:
        _PARSED.clear()
    _PARSED[key] = (text, decls, errors)
    return text, decls, errors


def rules_root() -> Path:
    """The built-in rule sets (package data `coimbra_rules`)."""
    import coimbra_rules
    return Path(list(coimbra_rules.__path__)[0]).resolve()


def builtin_names() -> list[str]:
    root = rules_root()
    names = ["base"] if (root / "base").is_dir() else []
    variants = root / "variants"
    if variants.is_dir():
        names += sorted(p.name for p in variants.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
    return names


def _builtin(name: str) -> Optional[Path]:
    root = rules_root()
    if name == "base":
        return root / "base"
    for candidate in (name, name.replace("_", "-"), name.replace("-", "_")):
        folder = root / "variants" / candidate
        if folder.is_dir():
            return folder
    return None


def _user_root(given: str, folder: Path) -> Path:
    """How far `extends "../x"` may climb from a folder the user named by path: up to
    the first directory written in a relative path (`rules/variants/x` -> `rules`,
    `../../a/b` -> `../../a`), and at least to the folder's parent (its siblings)."""
    path = Path(given).expanduser()
    named = [p for p in path.parts if p != "."]
    if path.is_absolute() or len(named) <= 1:
        return folder.parent
    prefix: list[str] = []
    for part in named:
        prefix.append(part)
        if part != "..":
            break
    root = (Path.cwd() / Path(*prefix)).resolve()
    if root == folder or not folder.is_relative_to(root):
        return folder.parent
    return root


def resolve(name_or_path: Union[str, os.PathLike]) -> tuple[Path, tuple[Path, ...]]:
    """The folder a name or path means, and the roots `extends` may not leave."""
    given = os.fspath(name_or_path)
    looks_like_path = isinstance(name_or_path, os.PathLike) or "/" in given or os.sep in given
    if looks_like_path or (given and Path(given).is_dir() and _builtin(given) is None):
        folder = Path(given).expanduser().resolve()
        if not folder.is_dir():
            raise RuleSetErrors([RuleReferenceError(f"rule folder {given!r} does not exist")])
        return folder, (rules_root(), _user_root(given, folder))
    folder = _builtin(given) if given else None
    if folder is None or not folder.is_dir():
        raise RuleSetErrors([RuleReferenceError(f"unknown rule set {given!r}"
                                                + did_you_mean(given, builtin_names())
                                                + f" (built in: {', '.join(builtin_names()) or 'none'})")])
    return folder.resolve(), (rules_root(),)


Overrides = Mapping[str, str]      # resolved file path -> text (unsaved editor buffers)


def _overrides_in(folder: Path, overrides: Optional[Overrides]) -> dict[Path, bytes]:
    """The overriding texts of the rule files of one folder, as bytes."""
    if not overrides:
        return {}
    return {Path(p): text.encode("utf-8", "surrogatepass") for p, text in overrides.items()
            if Path(p).parent == folder and Path(p).name.endswith(SUFFIX)}


def _read_folder(folder: Path, overrides: Optional[Overrides] = None
                 ) -> tuple[list[tuple[str, list]], dict[str, str], list[RuleError]]:
    given = _overrides_in(folder, overrides)
    files = sorted({*(p for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()),
                    *given})
    errors: list[RuleError] = []
    if not files:
        return [], {}, [RuleError(f"no {SUFFIX} files in '{folder}'", Span(str(folder)))]
    if len(files) > MAX_FILES:
        return [], {}, [RuleLimitError(f"too many rule files ({len(files)}, at most {MAX_FILES})",
                                       Span(str(folder)))]
    total = 0
    for file in files:
        try:
            size = len(given[file]) if file in given else file.stat().st_size
        except OSError:
            continue
        total += size if size <= MAX_FILE_BYTES else 0   # a file over its own limit is refused alone
        if total > MAX_SET_BYTES:
            return [], {}, [RuleLimitError(
                f"the rule files of this folder are too large together (more than {MAX_SET_BYTES} "
                f"bytes by this file); nothing was parsed", Span(str(file), 1, 1))]
    parsed, sources = [], {}
    for file in files:
        path = str(file)
        if file in given:
            text, decls, file_errors = _parse_file(path, given[file], len(given[file]))
            sources[path] = text
            errors.extend(file_errors)
            parsed.append((path, decls))
            continue
        try:
            size = file.stat().st_size
            with open(file, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            errors.append(RuleError(f"cannot read file: {exc.strerror or exc}", Span(path)))
            continue
        text, decls, file_errors = _parse_file(path, data, max(size, len(data)))
        sources[path] = text
        errors.extend(file_errors)
        parsed.append((path, decls))
    return parsed, sources, errors


def _within(path: Path, roots: tuple[Path, ...]) -> bool:
    return any(path == r or path.is_relative_to(r) for r in roots)


def _load(folder: Path, roots: tuple[Path, ...], chain: tuple[Path, ...],
          overrides: Optional[Overrides] = None) -> RuleSet:
    parsed, sources, errors = _read_folder(folder, overrides)
    headers = [d for _, decls in parsed for d in decls if isinstance(d, Header)]
    for extra in headers[1:]:
        errors.append(RuleError(f"a rule set has one `ruleset` line (the first is at {headers[0].span})",
                                extra.span, sources.get(extra.span.path)))
    header = headers[0] if headers else None
    name = header.name if header else folder.name
    parent: Optional[RuleSet] = None
    if header is not None and header.parent is not None:
        span = header.parent_span
        text = sources.get(span.path) if span else None
        pfolder = _parent_folder(header, folder, roots, errors, text)
        if pfolder is not None:
            if pfolder in chain or pfolder == folder:
                names = " -> ".join(p.name for p in (*chain, folder, pfolder))
                errors.append(RuleReferenceError(f"circular extends: {names}", span, text))
            elif len(chain) >= MAX_CHAIN:
                errors.append(RuleLimitError(f"extends chain longer than {MAX_CHAIN}", span, text))
            else:
                try:
                    parent = _load(pfolder, roots, (*chain, folder), overrides)
                except RuleSetErrors as exc:
                    raise RuleSetErrors(_sorted([*exc.errors, *errors])) from None
    if errors:
        raise RuleSetErrors(_sorted(errors))
    assembly = Assembly(name, parent, sources)
    for _path, decls in parsed:
        for decl in decls:
            assembly.apply(decl)
    parents = (parent.name, *parent.parents) if parent else ()
    ruleset = assembly.finish(parents)
    if not assembly.errors:
        assembly.errors.extend(count_limits(ruleset, Span(str(folder))))
    if assembly.errors:
        raise RuleSetErrors(_sorted(assembly.errors))
    ruleset, unread = rules_from_text(ruleset)
    if unread:
        raise RuleSetErrors(_sorted(unread))
    return ruleset


def _parent_folder(header: Header, folder: Path, roots: tuple[Path, ...], errors: list,
                   text: Optional[str]) -> Optional[Path]:
    span = header.parent_span
    if not header.parent_is_path:
        found = _builtin(header.parent)
        if found is None or not found.is_dir():
            errors.append(RuleReferenceError(f"unknown parent rule set '{header.parent}'"
                                             + did_you_mean(header.parent, builtin_names()), span, text))
            return None
        return found.resolve()
    target = (folder / header.parent).resolve()
    if not _within(target, roots):
        errors.append(RuleReferenceError(
            f"extends \"{header.parent}\" leaves the rule folders ({', '.join(str(r) for r in roots)})",
            span, text))
        return None
    if not target.is_dir():
        siblings = [p.name for p in target.parent.iterdir() if p.is_dir()] if target.parent.is_dir() else []
        errors.append(RuleReferenceError(f"parent rule folder \"{header.parent}\" does not exist"
                                         + did_you_mean(target.name, siblings), span, text))
        return None
    return target


def _sorted(errors: list[RuleError]) -> list[RuleError]:
    def key(e: RuleError):
        s = e.span
        return (s.path, s.line, s.col) if s else ("", 0, 0)
    return sorted(errors, key=key)


def load_ruleset(name_or_path: Union[str, os.PathLike],
                 overrides: Optional[Overrides] = None) -> RuleSet:
    """Load a rule set by name ("base", a variant) or folder path; raise `RuleSetErrors`
    listing every problem found in every file. `overrides` maps resolved file paths to
    texts read instead of the files (or as files of their folder not yet on disk)."""
    try:
        folder, roots = resolve(name_or_path)
        return _load(folder, roots, (), overrides)
    except RuleSetErrors:
        raise
    except RecursionError:
        raise RuleSetErrors([RuleLimitError("rule set nests too deeply")]) from None
    except (OSError, ValueError, TypeError) as exc:
        raise RuleSetErrors([RuleError(f"cannot load rule set {name_or_path!r}: {exc}")]) from None


HEADER_LINE = re.compile(r"^[ \t]*ruleset\b[^\n#]*", re.MULTILINE)


def _header_line(sources: Mapping[str, str]) -> Optional[Header]:
    """The `ruleset` line of a folder whose files do not parse (a file being edited):
    that line alone, parsed."""
    for path, text in sources.items():
        found = HEADER_LINE.search(text)
        if found:
            decls, _ = parse_text(found.group(), path)
            header = next((d for d in decls if isinstance(d, Header)), None)
            if header is not None:
                return header
    return None


def rule_folders(name_or_path: Union[str, os.PathLike],
                 overrides: Optional[Overrides] = None) -> tuple[Path, ...]:
    """The folders a rule set reads: its own, then each parent `extends` names, as far as
    they resolve (a broken or circular `extends` ends the list; loading says why)."""
    try:
        folder, roots = resolve(name_or_path)
    except RuleSetErrors:
        return ()
    found: list[Path] = []
    while folder is not None and folder not in found and len(found) <= MAX_CHAIN:
        found.append(folder)
        try:
            parsed, sources, _ = _read_folder(folder, overrides)
        except OSError:
            break
        header = next((d for _, decls in parsed for d in decls if isinstance(d, Header)), None)
        header = header or _header_line(sources)
        if header is None or header.parent is None:
            break
        span = header.parent_span
        folder = _parent_folder(header, folder, roots, [], sources.get(span.path) if span else None)
    return tuple(found)
