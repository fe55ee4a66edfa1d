"""The web table (`coimbra serve`): play Coimbra in a browser against bots or each other.

`create_app(store)` is the ASGI app; `TableStore(folder, rule_sets)` keeps the games.
Needs the `web` extra (starlette, uvicorn, jinja2).
"""
from .app import create_app
from .tables import Refused, Table, TableStore, user_games_dir

__all__ = ["Refused", "Table", "TableStore", "create_app", "user_games_dir"]
