"""The web table (`coimbra serve`): play Coimbra in a browser against bots or each other.

`create_app(store)` is the ASGI app; `TableStore(folder, rule_sets)` keeps the games.
Needs the `web` extra (starlette, uvicorn, jinja2); its names are imported when first
used, so `coimbra serve --help` and the bounds in `limits` need none of it.
"""
__all__ = ["Refused", "Table", "TableStore", "create_app", "user_games_dir"]


def __getattr__(name: str):
    if name == "create_app":
        from .app import create_app
        return create_app
    if name in ("Refused", "Table", "TableStore", "user_games_dir"):
        from . import tables
        return getattr(tables, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
