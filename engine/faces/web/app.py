"""The web table as an ASGI app (Starlette): the lobby, the table page, the JSON API
and a WebSocket per game that pushes each seat its view whenever the game changes.

Every refusal is a 4xx with `{"error": reason}` and changes nothing: a wrong token or
another seat's turn is 403, an illegal key or a decision no longer pending 409, bad
JSON or a field of the wrong type 400, a body over `MAX_BODY` bytes 413, an unknown
game 404, a bound of `Limits` passed 429. Every POST that changes a game names the
move it answers (`"move"`: the view's `moves`), so a retried request is answered again
and never played twice. Pages are Jinja2 templates with autoescape; the script and
style are served from the package (nothing is fetched from elsewhere).
"""
from __future__ import annotations

import asyncio
import ipaddress
import json
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from .limits import Buckets, Limits
from .tables import SEAT_KINDS, Refused, Table, TableStore, public_copy
from .views import api_view, board

HERE = Path(__file__).parent
MAX_BODY = 16 * 1024
PAGE_HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                "style-src 'self' 'unsafe-inline'; connect-src 'self'",
                "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}

templates = Environment(loader=FileSystemLoader(HERE / "templates"),
                        autoescape=select_autoescape(["html"], default=True))


def _page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
    return HTMLResponse(templates.get_template(name).render(**context), status_code=status,
                        headers=PAGE_HEADERS)


def _refusal(exc: Refused) -> JSONResponse:
    return JSONResponse({"error": exc.message}, status_code=exc.status)


async def read_json(request: Request, timeout: float | None = None) -> dict:
    """The request body as a JSON object, at most `MAX_BODY` bytes, all of it within
    `timeout` seconds (408 otherwise: a slow sender holds nothing for long)."""
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise Refused(415, "send the body as JSON with 'Content-Type: application/json'")
    length = request.headers.get("content-length")
    if length is not None and (not _digits(length) or int(length) > MAX_BODY):
        raise Refused(413, f"the body is larger than {MAX_BODY} bytes")
    try:
        body = await asyncio.wait_for(_body(request), timeout)
    except asyncio.TimeoutError:
        raise Refused(408, f"the body did not arrive within {timeout:g} s") from None
    try:
        doc = json.loads(body)
    except (ValueError, RecursionError):
        raise Refused(400, "the body is not valid JSON") from None
    if not isinstance(doc, dict):
        raise Refused(400, "the body must be a JSON object")
    return doc


async def _body(request: Request) -> bytes:
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise Refused(413, f"the body is larger than {MAX_BODY} bytes")
    return body


def _digits(value: str) -> bool:
    """ASCII digits only (`str.isdigit` takes '²' and '٧' too)."""
    return value.isascii() and value.isdigit()


def _moves(value: str | None, table: Table) -> int:
    if value is None:
        return len(table.keys)
    if not _digits(value) or len(value) > 9:
        raise Refused(400, "'at' must be a move number (digits 0-9)")
    return int(value)


def _move_of(doc: dict) -> int:
    """The move number a POST answers: required, a whole number."""
    move = doc.get("move")
    if type(move) is not int:
        raise Refused(400, "the body needs 'move': the move number of the view you "
                           "answer (its 'moves')")
    return move


LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


def host_name(header: str) -> str:
    """The name in a Host header, without its port: `[::1]:8000` -> `::1`."""
    header = header.strip().lower()
    if header.startswith("["):
        name, _, port = header[1:].partition("]")
    elif header.count(":") == 1:
        name, _, port = header.partition(":")
        port = ":" + port
    else:
        return header
    if port and not (port[0] == ":" and _digits(port[1:])):
        return header           # `[::1].evil`: no name of ours
    return name


def is_loopback(host: str) -> bool:
    """True for `localhost` and every loopback address (127.0.0.0/8, ::1)."""
    if host_name(host) == "localhost":
        return True
    try:
        return ipaddress.ip_address(host_name(host)).is_loopback
    except ValueError:
        return False


class HostCheck:
    """Refuse (400) a request whose Host header names none of `allowed`: a page
    elsewhere cannot reach a local server by rebinding its own name to 127.0.0.1."""

    def __init__(self, app, allowed: list[str]):
        self.app = app
        self.allowed = {host_name(h) for h in allowed}

    async def __call__(self, scope, receive, send):
        if scope["type"] in ("http", "websocket"):
            host = ""
            for name, value in scope.get("headers", ()):
                if name == b"host":
                    host = value.decode("latin-1")
                    break
            if host_name(host) not in self.allowed:
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                response = JSONResponse({"error": "this server does not answer to that "
                                                  "host name"}, status_code=400)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


class RateLimit:
    """429 once a client address sends requests faster than the `Limits` allow."""

    def __init__(self, app, limits: Limits):
        self.app = app
        self.buckets = Buckets(limits.requests_per_second, limits.request_burst)

    async def __call__(self, scope, receive, send):
        if scope["type"] in ("http", "websocket"):
            wait = self.buckets.take(_client(scope))
            if wait:
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1013})
                    return
                response = JSONResponse(
                    {"error": "too many requests from your address; slow down"},
                    status_code=429, headers={"Retry-After": str(int(wait) + 1)})
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _client(scope) -> str:
    client = scope.get("client")
    return client[0] if client else "?"


class Hub:
    """Open WebSockets per game; each gets its own seat's view after every change."""

    def __init__(self) -> None:
        self.sockets: dict[str, set[tuple[WebSocket, int]]] = {}
        self.open: dict[tuple[str, int], int] = {}      # (game, seat) -> sockets open

    def join(self, game_id: str, ws: WebSocket, seat: int) -> None:
        self.sockets.setdefault(game_id, set()).add((ws, seat))

    def leave(self, game_id: str, ws: WebSocket, seat: int) -> None:
        self.sockets.get(game_id, set()).discard((ws, seat))

    async def push(self, table: Table) -> None:
        listeners = list(self.sockets.get(table.id, ()))
        if not listeners:
            return
        seats = sorted({seat for _, seat in listeners})
        views = await run_in_threadpool(_locked_views, table, seats)
        for ws, seat in listeners:
            try:
                await ws.send_json(views[seat])
            except (RuntimeError, OSError, WebSocketDisconnect):   # closed meanwhile
                self.leave(table.id, ws, seat)


def _locked_views(table: Table, seats: list[int]) -> dict[int, dict]:
    with table.lock:
        return {seat: api_view(table, seat) for seat in seats}


def create_app(store: TableStore, default_rules: str = "base",
               allowed_hosts: list[str] | None = None,
               limits: Limits | None = None) -> Starlette:
    """The web table over `store` (already opened); `default_rules` is preselected.
    `allowed_hosts` (Host header names) refuses pages asked for under another name,
    so a web page elsewhere cannot reach a local server by rebinding its own name;
    `limits` (the store's when None) bounds requests and WebSockets."""
    limits = store.limits if limits is None else limits
    hub = Hub()

    def table_and_seat(request, token: str | None) -> tuple[Table, int]:
        table = store.get(request.path_params["id"])
        return table, table.seat_of(token)

    async def lobby(request: Request) -> Response:
        rule_sets = []
        for label in store.rule_sets:
            try:
                counts = sorted(store.rules(label).setups)
            except Exception as exc:  # noqa: BLE001 - a broken offered set is shown, not fatal
                rule_sets.append({"label": label, "counts": [], "error": str(exc)[:200]})
                continue
            rule_sets.append({"label": label, "counts": counts, "error": None})
        return _page("lobby.html", rule_sets=rule_sets, default_rules=default_rules,
                     kinds=SEAT_KINDS)

    async def table_page(request: Request) -> Response:
        try:
            table, seat = table_and_seat(request, request.query_params.get("token"))
            asked = request.query_params.get("seat")
            if asked is not None and asked != str(seat):
                raise Refused(403, "this token is not for that seat")
            context = await run_in_threadpool(_board_context, table, seat, None)
        except Refused as exc:
            return _page("refused.html", status=exc.status, message=exc.message)
        return _page("table.html", b=context, game=table, token=request.query_params["token"])

    def seat_at(request: Request) -> tuple:
        """The table, the token's seat and the moves asked for (`?at=`), or `Refused`."""
        table, seat = table_and_seat(request, request.query_params.get("token"))
        return table, seat, _moves(request.query_params.get("at"), table)

    async def board_fragment(request: Request) -> Response:
        try:
            table, seat, moves = seat_at(request)
            context = await run_in_threadpool(_board_context, table, seat, moves)
        except Refused as exc:
            return _refusal(exc)
        return _page("board.html", b=context, game=table)

    async def api_create(request: Request) -> Response:
        try:
            doc = await read_json(request, limits.body_timeout)
            table = await run_in_threadpool(store.create, doc.get("rules", default_rules),
                                            doc.get("seats"), doc.get("seed"),
                                            _client(request.scope))
        except Refused as exc:
            return _refusal(exc)
        tokens, table.issued = table.issued, {}
        urls = {str(s): f"/games/{table.id}?seat={s}&token={t}" for s, t in tokens.items()}
        return JSONResponse({"id": table.id, "tokens": {str(s): t for s, t in tokens.items()},
                             "urls": urls, "seeded": table.seeded}, status_code=201)

    async def api_view_route(request: Request) -> Response:
        try:
            table, seat, moves = seat_at(request)
            view = await run_in_threadpool(_view_at, table, seat, moves)
        except Refused as exc:
            return _refusal(exc)
        return JSONResponse(view)

    async def changed(request: Request, change) -> Response:
        """A POST that changes a game (token and move in the JSON body); then every
        open page of that game is sent its new view (not again for a retry)."""
        try:
            table = store.get(request.path_params["id"])
            doc = await read_json(request, limits.body_timeout)
            seat = table.seat_of(doc.get("token"))
            move = _move_of(doc)
            done, view = await run_in_threadpool(_change, table, seat,
                                                 lambda: change(table, seat, doc, move))
        except Refused as exc:
            return _refusal(exc)
        if done:
            await hub.push(table)
        return JSONResponse(view)

    def play(table: Table, seat: int, doc: dict, move: int) -> bool:
        if "key" not in doc:
            raise Refused(400, "the body needs 'key': an action key")
        if not isinstance(doc["key"], str):
            raise Refused(400, "'key' must be an action key (text)")
        return table.play(seat, doc["key"], store.save, move)

    async def api_action(request: Request) -> Response:
        return await changed(request, play)

    async def api_undo(request: Request) -> Response:
        return await changed(request,
                             lambda table, seat, doc, move: table.undo(seat, store.save, move))

    async def api_hint(request: Request) -> Response:
        try:
            table, seat = table_and_seat(request, request.query_params.get("token"))
            hint = await run_in_threadpool(_hint, table, seat)
        except Refused as exc:
            return _refusal(exc)
        return JSONResponse(hint)

    async def ws_game(websocket: WebSocket) -> None:
        try:
            table = store.get(websocket.path_params["id"])
            seat = table.seat_of(websocket.query_params.get("token"))
        except Refused:
            await websocket.close(code=1008)
            return
        most, place = limits.sockets_per_seat, (table.id, seat)
        if most is not None and hub.open.get(place, 0) >= most:
            await websocket.close(code=1013, reason=f"at most {most} open pages per seat")
            return
        hub.open[place] = hub.open.get(place, 0) + 1    # before any await: the count holds
        try:
            await websocket.accept()
            hub.join(table.id, websocket, seat)
            views = await run_in_threadpool(_locked_views, table, [seat])
            await websocket.send_json(views[seat])
            while (await websocket.receive())["type"] != "websocket.disconnect":
                pass                # the page sends nothing; whatever comes is ignored
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            hub.leave(table.id, websocket, seat)
            hub.open[place] -= 1
            if not hub.open[place]:
                del hub.open[place]

    async def gallery_css(request: Request) -> Response:
        from engine.faces.gallery import STYLE
        return Response(STYLE, media_type="text/css")

    async def not_found(request: Request, exc: HTTPException) -> Response:
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": exc.detail}, status_code=exc.status_code)
        return _page("refused.html", status=exc.status_code, message=exc.detail)

    routes = [
        Route("/", lobby),
        Route("/gallery.css", gallery_css),
        Route("/games/{id}", table_page),
        Route("/games/{id}/board", board_fragment),
        Route("/api/games", api_create, methods=["POST"]),
        Route("/api/games/{id}", api_view_route),
        Route("/api/games/{id}/actions", api_action, methods=["POST"]),
        Route("/api/games/{id}/undo", api_undo, methods=["POST"]),
        Route("/api/games/{id}/hint", api_hint),
        WebSocketRoute("/ws/games/{id}", ws_game),
        Mount("/static", app=StaticFiles(directory=HERE / "static"), name="static"),
    ]
    middleware = ([Middleware(HostCheck, allowed=allowed_hosts)] if allowed_hosts else [])
    if limits.requests_per_second is not None:
        middleware.append(Middleware(RateLimit, limits=limits))
    app = Starlette(routes=routes, exception_handlers={HTTPException: not_found},
                    middleware=middleware)
    app.state.store = store
    app.state.hub = hub
    return app


def _view_at(table: Table, seat: int, moves: int) -> dict:
    with table.lock:
        st = table.state_at(moves)
        return api_view(table, seat, st, moves)


def _board_context(table: Table, seat: int, moves: int | None) -> dict:
    with table.lock:
        moves = len(table.keys) if moves is None else moves
        st = table.state_at(moves)
        context = board(table, seat, st, moves == len(table.keys))
        context["meta"]["moves"] = moves
        return context


def _change(table: Table, seat: int, change) -> tuple[bool, dict]:
    with table.lock:
        done = change()
        return done, api_view(table, seat)


def _hint(table: Table, seat: int) -> dict:
    """What the greedy bot would do for `seat` now (R-LIM-5: only on its own turn)."""
    from engine.bots import make_bot
    with table.lock:
        st = table.state
        if st.is_terminal or st.current_player != seat:
            raise Refused(403, "a hint is only given on your own turn")
        seen = public_copy(st, table.seed, len(table.keys))
        action = make_bot("greedy", len(table.keys)).choose(seen)
        return {"key": action.key, "text": st.describe(action)}
