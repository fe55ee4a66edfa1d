"""The web table in a real browser: Playwright for Python driving Debian's
chromium (`.ci/install-chromium`; Playwright's own browser download is not used). Open
the lobby, start a game against a bot, play it to the end by clicking, and check the
final scores shown are the engine's; a second browser on another seat sees the first
seat's move without reloading; bots' moves are drawn one by one; a screenshot of the
table is not blank; a refusal is readable, a stopped server shows as disconnected and a
restarted one is drawn as it is; the page fits 1280x800 and a 390x844 phone. Skipped, saying why, when playwright or chromium is missing."""
from __future__ import annotations

import os
import shutil
import socket
import threading
import time
import warnings

import pytest

pytest.importorskip("starlette")
uvicorn = pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from engine import Game  # noqa: E402
from engine.faces.web import TableStore, create_app  # noqa: E402

CHROMIUM = os.environ.get("COIMBRA_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-dev-shm-usage"]
READY = """() => document.body.dataset.busy !== '1'
  && Number(document.body.dataset.moves) > %d
  && (document.querySelector('#decision.yours') || document.querySelector('#final-scores'))"""

if not os.path.exists(CHROMIUM):
    pytest.skip(f"no chromium at {CHROMIUM} (run .ci/install-chromium)", allow_module_level=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(folder, port: int):
    """A real server on `port` of 127.0.0.1 over the games in `folder`, in a thread."""
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    store = TableStore(folder, {"base": "base"})
    store.open()
    srv = uvicorn.Server(uvicorn.Config(create_app(store), host="127.0.0.1", port=port,
                                        log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    for _ in range(400):
        if srv.started:
            break
        time.sleep(0.05)
    assert srv.started, "the server did not start"
    return store, srv, thread


def stop_server(srv, thread) -> None:
    srv.should_exit = True
    thread.join(timeout=10)
    assert not thread.is_alive(), "the server did not stop"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A real server on a free port of 127.0.0.1, in a thread; yields (base url, store)."""
    port = free_port()
    store, srv, thread = start_server(tmp_path_factory.mktemp("games"), port)
    yield f"http://127.0.0.1:{port}", store
    stop_server(srv, thread)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def new_page(browser, errors, viewport=DESKTOP):
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return page


def start_from_lobby(page, base, seats, seed) -> str:
    """Fill in the lobby and start; returns the first seat link's address."""
    page.goto(base + "/")
    page.select_option("#rules", "base")
    page.select_option("#players", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"#seat{i}", kind)
    page.fill("#seed", str(seed))
    page.click("#start")
    page.wait_for_selector("#links:not([hidden]) a.seat-link")
    return page.get_attribute("a.seat-link", "href")


def moves(page) -> int:
    return int(page.evaluate("document.body.dataset.moves"))


def click_a_decision(page, turn: int) -> None:
    """Decide by clicking the thing itself when it is highlighted (every other turn),
    else an option of the list; a thing with several options opens a menu."""
    things = page.locator(".clickable")
    if turn % 2 == 0 and things.count():
        things.nth(turn % things.count()).click()
        menu = page.locator("#menu:not([hidden]) button")
        if menu.count():
            menu.first.click()
        return
    options = page.locator("button.option")
    options.nth(turn % options.count()).click()


def test_play_a_whole_game_against_a_bot_by_clicking(server, browser, tmp_path):
    base, store = server
    errors: list[str] = []
    page = new_page(browser, errors)
    link = start_from_lobby(page, base, ["human", "random"], seed=21)
    page.goto(base + link + "&pace=0")
    page.wait_for_selector("#decision.yours")
    turn = 0
    while not page.locator("#final-scores").count():
        before = moves(page)
        click_a_decision(page, turn)
        page.wait_for_function(READY % before)
        turn += 1
        assert turn < 400, "the game did not end"
    game_id = link.split("/")[2].split("?")[0]
    table = store.get(game_id)
    engine = Game(table.rules, 2, 21).replay(table.keys)
    assert engine.is_terminal and engine.scores == table.state.scores
    shown = [int(t) for t in page.locator("#final-scores td.total").all_inner_texts()]
    assert shown == engine.scores
    assert f"Winner: P{engine.winner + 1}" in page.locator("#log").inner_text()
    assert not errors, errors


def test_bot_moves_are_drawn_one_by_one(server, browser):
    base = server[0]
    errors: list[str] = []
    page = new_page(browser, errors)
    link = start_from_lobby(page, base, ["human", "random", "random", "random"], seed=4)
    frames: list[str] = []
    page.on("request", lambda r: frames.append(r.url) if "/board?" in r.url else None)
    page.goto(base + link + "&pace=1")
    page.wait_for_selector("#decision.yours")
    start = moves(page)
    page.locator("button.option").first.click()
    page.wait_for_function(READY % start)
    end = moves(page)
    drawn = sorted(int(u.split("at=")[1]) for u in frames if "at=" in u)
    assert end - start >= 2, "the bots made no move after the person's"
    assert drawn == list(range(start + 1, end))      # every move before the last, in turn
    assert not errors, errors


def test_a_second_browser_sees_the_first_seats_move(server, browser, tmp_path):
    base, store = server
    errors: list[str] = []
    first = new_page(browser, errors)
    start_from_lobby(first, base, ["human", "human"], seed=12)
    links = first.locator("a.seat-link")
    urls = {int(links.nth(i).get_attribute("data-seat")): links.nth(i).get_attribute("href")
            for i in range(links.count())}
    assert sorted(urls) == [0, 1]
    pages = {0: first, 1: new_page(browser, errors)}
    for seat, page in pages.items():
        page.goto(base + urls[seat] + "&pace=0")
        page.wait_for_selector("#decision")
    mover = 0 if pages[0].locator("#decision.yours").count() else 1
    watcher = pages[1 - mover]
    before = moves(watcher)
    lines = watcher.locator("#log li").count()
    assert not watcher.locator("#decision.yours").count()
    option = pages[mover].locator("button.option").first
    text = option.inner_text()
    option.click()
    watcher.wait_for_function(f"() => Number(document.body.dataset.moves) > {before}")
    new_lines = watcher.locator("#log li").all_inner_texts()[lines:]
    assert f"P{mover + 1}: {text}" in new_lines, new_lines
    table = store.get(urls[0].split("/")[2].split("?")[0])
    if table.state.current_player == 1 - mover:
        watcher.wait_for_selector("#decision.yours")
    shot = tmp_path / "table.png"
    watcher.screenshot(path=str(shot))
    assert_not_blank(watcher, shot)
    assert not errors, errors


def assert_not_blank(page, path) -> None:
    """The screenshot has many colours (drawn in a canvas of the browser itself)."""
    import base64
    data = base64.b64encode(path.read_bytes()).decode()
    colours = page.evaluate("""async (data) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + data;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const px = g.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < px.length; i += 4 * 97) { seen.add(px[i] << 16 | px[i+1] << 8 | px[i+2]); }
      return [seen.size, c.width, c.height];
    }""", data)
    count, width, height = colours
    assert width >= 1000 and height >= 600
    assert count > 50, f"the screenshot looks blank ({count} colours)"


def colours_of(page, selector: str) -> tuple[str, str]:
    return tuple(page.evaluate(
        """(sel) => { const s = getComputedStyle(document.querySelector(sel));
                      return [s.color, s.backgroundColor]; }""", selector))


def test_a_refusal_is_readable(server, browser):
    """A 409 from the server shows its reason in a toast whose text colour is not its
    box's (the page's error colour once painted both the same red)."""
    base = server[0]
    errors: list[str] = []
    page = new_page(browser, errors)
    link = start_from_lobby(page, base, ["human", "random"], seed=3)
    page.goto(base + link + "&pace=0")
    page.wait_for_selector("#decision.yours")
    page.route("**/actions", lambda route: route.fulfill(
        status=409, content_type="application/json",
        body='{"error": "this key is not legal now"}'))
    page.locator("button.option").first.click()
    page.wait_for_selector("#toast.error:not([hidden])")
    assert "this key is not legal now" in page.inner_text("#toast")
    text, box = colours_of(page, "#toast")
    assert text != box, (text, box)
    assert "made" not in page.inner_text("#status") or "not made" in page.inner_text("#status")
    assert page.evaluate("getComputedStyle(document.getElementById('menu')).display") == "none"
    assert not [e for e in errors if "409" not in e], errors


def test_a_stopped_server_shows_disconnected_and_a_restart_the_truth(browser, tmp_path):
    """The server stops: the page says it is disconnected, a click says the move was not
    made; the server starts again on the same games (one move further, made meanwhile):
    the page draws that move without one of its own."""
    port = free_port()
    store, srv, thread = start_server(tmp_path, port)
    base = f"http://127.0.0.1:{port}"
    errors: list[str] = []
    page = new_page(browser, errors, PHONE)
    link = start_from_lobby(page, base, ["human", "human"], seed=8)
    page.goto(base + link + "&pace=0")
    page.wait_for_selector("#decision")
    game_id = link.split("/")[2].split("?")[0]
    before = moves(page)
    assert page.locator("#connection").is_hidden()
    stop_server(srv, thread)
    page.wait_for_selector("#connection:not([hidden])")
    assert "disconnected" in page.inner_text("#connection").lower()
    if page.locator("button.option").count():
        page.locator("button.option").first.click()
        page.wait_for_selector("#toast.error:not([hidden])")
        assert "not made" in page.inner_text("#toast")
        assert "is made" not in page.inner_text("#status")
    table = TableStore(tmp_path, {"base": "base"})
    table.open()
    offline = table.get(game_id)
    mover = offline.state.current_player
    offline.play(mover, offline.state.legal_actions()[0].key, table.save)
    store, srv, thread = start_server(tmp_path, port)
    try:
        page.wait_for_function(f"() => Number(document.body.dataset.moves) > {before}")
        page.wait_for_selector("#connection[hidden]", state="attached")
    finally:
        stop_server(srv, thread)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280x800", "390x844"])
def test_the_table_fits_the_screen(server, browser, viewport):
    """No sideways scroll; the decision panel starts within the first screen; the map is
    drawn at least 720 px wide, so its names stay readable (a phone scrolls it inside
    its box)."""
    base = server[0]
    errors: list[str] = []
    page = new_page(browser, errors, viewport)
    link = start_from_lobby(page, base, ["human", "greedy"], seed=6)
    page.goto(base + link + "&pace=0")
    page.wait_for_selector("#decision.yours")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= viewport["width"], f"the page is {width} px wide"
    top = page.evaluate("document.getElementById('decision').getBoundingClientRect().top")
    assert top < viewport["height"] / 2
    drawn = page.evaluate("document.querySelector('.map svg').getBoundingClientRect().width")
    assert drawn >= 720, f"the map is drawn {drawn} px wide"
    assert not errors, errors


def test_a_placement_says_what_it_buys(server, browser):
    """A die's placement names its place in the row and the cards it buys there with
    their cost, the engine's own figures (R-B-3, R-C-3)."""
    base, store = server
    errors: list[str] = []
    page = new_page(browser, errors, PHONE)
    link = start_from_lobby(page, base, ["human", "greedy"], seed=2)
    page.goto(base + link + "&pace=0")
    page.wait_for_selector("#decision.yours")
    table = store.get(link.split("/")[2].split("?")[0])
    for _ in range(6):
        if table.state.decision == "place":
            break
        before = moves(page)
        page.locator("button.option").first.click()
        page.wait_for_function(READY % before)
    st = table.state
    assert st.decision == "place"
    upper = next(a for a in st.legal_actions() if a.arg("at") == "upper")
    option = page.locator(f'button.option[data-key="{upper.key}"]')
    text = option.inner_text()
    value = int(upper.arg("die").partition("-")[2])
    for cid in st.display["upper"]:
        assert f"{st.ix.name[cid]} for {value} " in text, text
    assert " in the row" in text and "distress" in text
    assert "place it" in page.inner_text("#decision h2")
    assert not errors, errors
