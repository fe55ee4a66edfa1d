"""Reading a saved game or a simulate record from a file: one clear message for a file
that cannot be read, is not UTF-8 text or is larger than `limits.MAX_SAVE_BYTES` (read
no further, so a huge file cannot exhaust memory)."""
from __future__ import annotations

from engine.core.errors import SaveError
from coimbra_dsl.limits import MAX_SAVE_BYTES


def read_save_file(path: str, what: str = "saved game") -> str:
    """The text of the file at `path`, or `SaveError` saying why not."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_SAVE_BYTES + 1)
    except (OSError, ValueError) as exc:
        raise SaveError(f"cannot read {what} {path!r}: "
                        f"{getattr(exc, 'strerror', None) or exc}") from None
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"{what} {path!r} is larger than {MAX_SAVE_BYTES >> 20} MiB")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{what} {path!r} is not UTF-8 text (byte {exc.start})") from None
    return table_game(text, path)


WEB_TABLE_FORMAT = '"format":"coimbra-web-table"'


def table_game(text: str, path: str = "") -> str:
    """The saved game inside a web table's file (`coimbra serve` keeps seats, tokens and
    the log's words around it), or `text` itself when it is not one."""
    if WEB_TABLE_FORMAT not in text[:64]:
        return text
    import json
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError(f"{path!r}: a web table's file, but not valid JSON") from None
    save = doc.get("save") if isinstance(doc, dict) else None
    if not isinstance(save, str):
        raise SaveError(f"{path!r}: a web table's file without its saved game ('save')")
    return save
