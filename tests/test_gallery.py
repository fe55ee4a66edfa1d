"""The HTML card gallery: well-formed, self-contained, every component, problems
on their cards, variants marked, and a real browser draws something."""
from __future__ import annotations

import shutil
import struct
import subprocess
import zlib
from dataclasses import dataclass
from html.parser import HTMLParser
from html import escape
from typing import Optional

import pytest

from coimbra_dsl.errors import Span
from engine.faces.card_records import card_records
from engine.faces.gallery import render_gallery, write_gallery
from test_cards_command import small_ruleset

VOID = {"meta", "br", "input", "hr", "img", "link", "wbr", "col", "source", "area", "base"}


class Page(HTMLParser):
    """Checks that tags balance and collects elements by id, classes and text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.elements: list[tuple[str, dict[str, Optional[str]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)

    def by_id(self) -> dict[str, dict[str, Optional[str]]]:
        return {a["id"]: a for _, a in self.elements if a.get("id")}


def parse(html: str) -> Page:
    page = Page()
    page.feed(html)
    page.close()
    assert page.errors == [] and page.stack == [], (page.errors, page.stack)
    return page


@dataclass(frozen=True)
class Problem:
    """The validator's problem shape: span, severity, message, component (id or None)."""
    span: Optional[Span]
    severity: str
    message: str
    component: Optional[str] = None


def test_R_CARD_2_gallery_is_well_formed_and_shows_every_component():
    rules = small_ruleset()
    page = parse(render_gallery(rules, card_records(rules)))
    ids = page.by_id()
    for component in rules.components():
        card = ids[f"card-{component.id}"]
        assert card["data-kind"] == str(component.kind)
    assert ids["card-pedro"]["data-class"] == "scholars" and ids["card-pedro"]["data-back"] == "II"
    text = " ".join(page.text)
    assert "Pedro <Nunes> & Co" in text and "Inês de Castro" in text
    assert "law" in text and "influence 2" in text and "cost 6 guards" in text


def test_gallery_escapes_text_and_fetches_nothing():
    rules = small_ruleset()
    html = render_gallery(rules, card_records(rules))
    assert "<Nunes>" not in html and "&lt;Nunes&gt;" in html
    page = parse(html)
    for tag, attrs in page.elements:
        assert tag != "link"
        for name in ("src", "href"):
            assert not attrs.get(name), f"<{tag} {name}=...> would fetch something"
    assert "http://" not in html and "https://" not in html and "@import" not in html


def test_gallery_has_filters_by_kind_class_and_back():
    rules = small_ruleset()
    page = parse(render_gallery(rules, card_records(rules)))
    options: dict[str, list[str]] = {}
    current = None
    for tag, attrs in page.elements:
        if tag == "select":
            current = attrs["data-filter"]
            options[current] = []
        elif tag == "option" and current:
            options[current].append(attrs["value"])
    assert options["kind"] == ["", "character", "monastery", "voyage", "favor"]
    assert options["class"] == ["", "council", "scholars"]
    assert options["back"] == ["", "I", "II"]


def test_class_colour_comes_from_the_track_colour():
    rules = small_ruleset()
    html = render_gallery(rules, card_records(rules))
    from engine.faces.map_drawing import SPACE_COLOURS
    pedro = html[html.index('id="card-pedro"'):]
    assert pedro[:600].count(f"background:{SPACE_COLOURS['green']}") == 1


def test_validator_problems_show_on_their_cards_and_rule_set_problems_on_top():
    rules = small_ruleset()
    problems = [Problem(Span("rules/tiny/cards.coimbra", 7, 3), "error",
                        "text differs from the rendering", "pedro"),
                Problem(None, "warning", "14 characters expected per class"),
                Problem(Span("x.coimbra", 1, 1), "warning", "no such card", "ghost")]
    page = parse(render_gallery(rules, card_records(rules), problems))
    ids = page.by_id()
    assert ids["card-pedro"]["data-problems"] == "1"
    assert "has-error" in ids["card-pedro"]["class"]
    assert ids["card-ines"]["data-problems"] == "0"
    html = render_gallery(rules, card_records(rules), problems)
    pedro = html[html.index('id="card-pedro"'):html.index('id="card-clara"')]
    assert "rules/tiny/cards.coimbra:7:3" in pedro and "text differs" in pedro
    top = html[html.index('class="ruleset-problems"'):html.index('class="cards"')]
    assert "14 characters expected per class" in top and "no such card" in top


def test_variant_changed_components_are_marked():
    rules = small_ruleset("tiny_variant", changed=frozenset({"clara"}))
    html = render_gallery(rules, card_records(rules))
    ids = parse(html).by_id()
    assert ids["card-clara"]["data-changed"] == "1" and "changed" in ids["card-clara"]["class"]
    assert ids["card-pedro"]["data-changed"] == "0"
    clara = html[html.index('id="card-clara"'):html.index('id="card-tanger"')]
    assert "changed in variant" in clara
    assert 'data-filter="changed"' in html


def test_write_gallery_writes_index_html(tmp_path):
    rules = small_ruleset()
    path = write_gallery(rules, tmp_path / "out", problems=[])
    assert path == tmp_path / "out" / "index.html"
    parse(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ the shipped rule sets

def test_R_CARD_2_base_gallery_from_the_command_has_all_99_cards(tmp_path, capsys):
    from coimbra_dsl import load_ruleset
    from engine.faces.cli import main
    base = load_ruleset("base")
    assert main(["cards", "base", "--html", str(tmp_path / "g")]) == 0
    assert "99 components" in capsys.readouterr().out
    ids = parse((tmp_path / "g" / "index.html").read_text(encoding="utf-8")).by_id()
    cards = {k[len("card-"):]: v for k, v in ids.items() if k.startswith("card-")}
    assert set(cards) == {c.id for c in base.components()}
    assert {v["data-kind"] for v in cards.values()} == {"character", "monastery", "voyage",
                                                        "favor"}
    assert {v["data-back"] for v in cards.values() if v["data-kind"] == "character"} == {
        "I", "II", "III"}


def test_variant_gallery_marks_changed_components(tmp_path):
    from coimbra_dsl import load_ruleset
    from engine.faces.cli import main
    variant = load_ruleset("cabo-verde-tracks")
    assert main(["cards", "--rules", "cabo-verde-tracks", "--html", str(tmp_path)]) == 0
    html = (tmp_path / "index.html").read_text(encoding="utf-8")
    marked = {k[len("card-"):] for k, v in parse(html).by_id().items()
              if k.startswith("card-") and v["data-changed"] == "1"}
    assert marked == set(variant.changed)
    assert "extends base" in html


# ------------------------------------------------------------------ the browser test

def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB/RGBA PNG (what Chromium writes): width, height, rows of bytes."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    assert depth == 8 and colour_type in (2, 6) and interlace == 0, header
    bpp = 3 if colour_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(bpp, stride):
                row[i] = (row[i] + row[i - bpp]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, prev))
        elif kind == 3:
            for i in range(stride):
                left = row[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (row[i] + pred) & 255
        rows.append(bytes(row))
        prev = row
    return width, height, [bytes(r) for r in rows]


def distinct_colours(rows: list[bytes], bpp: int) -> int:
    return len({row[i:i + 3] for row in rows for i in range(0, len(row), bpp)})


def test_gallery_renders_in_headless_chromium(tmp_path):
    browser = shutil.which("chromium")
    if browser is None:
        pytest.skip("no `chromium` binary on PATH (install Debian's chromium: "
                    ".ci/install-chromium)")
    from coimbra_dsl import load_ruleset
    base = load_ruleset("base")
    page = write_gallery(base, tmp_path / "gallery")
    shot = tmp_path / "shot.png"
    chromium = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync",
                f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1200,900"]
    done = subprocess.run([*chromium, f"--screenshot={shot}", page.as_uri()],
                          capture_output=True, timeout=120)
    assert shot.exists(), done.stderr.decode(errors="replace")[-2000:]
    width, height, rows = png_pixels(shot.read_bytes())
    assert (width, height) == (1200, 900)
    bpp = len(rows[0]) // width
    assert distinct_colours(rows, bpp) > 50   # cards, colours, text: not a blank page
    # the top bar (dark) and the page background (light) are both there
    brightness = sorted(sum(rows[y][x * bpp:x * bpp + 3]) for y in (5, 450) for x in (5, 600))
    assert brightness[0] < 200 and brightness[-1] > 600
    # the inline script ran: filters preset from the address hide the other cards
    dom = subprocess.run([*chromium, "--dump-dom", page.as_uri() + "?kind=character&back=II"],
                         capture_output=True, timeout=120).stdout.decode("utf-8", "replace")
    wanted = sum(c.back.value == "II" for c in base.characters.values())
    assert f'id="shown">{wanted} of 99 shown<' in dom
    assert dom.count("<article") == 99 and dom.count(" hidden=") == 99 - wanted


def test_card_source_is_shown_as_folder_and_file():
    from engine.faces.gallery import short_source
    assert short_source("/work/main/rules/base/characters.coimbra:13:3") == \
        "base/characters.coimbra:13:3"
    assert short_source("cards.coimbra") == "cards.coimbra"


def test_the_validators_own_problems_land_on_their_cards(tmp_path):
    from collections import Counter as Tally
    from coimbra_dsl.validator import validate
    rules = small_ruleset()
    problems = validate(rules)
    assert any(p.component for p in problems) and any(p.component is None for p in problems)
    html = write_gallery(rules, tmp_path).read_text(encoding="utf-8")
    ids = parse(html).by_id()
    per_card = Tally(p.component for p in problems if p.component)
    for component in rules.components():
        assert ids[f"card-{component.id}"]["data-problems"] == str(per_card[component.id])
    top = html[html.index('class="ruleset-problems"'):html.index('class="cards"')]
    for p in problems:
        if p.component is None:
            assert escape(p.message) in top



def test_R_CARD_1_a_wrong_printed_text_shows_both_meanings_side_by_side(tmp_path):
    """The gallery shows what the printed text means beside what the rule does, and the
    difference in the validator's own words (docs/DSL.md "Card text")."""
    from dataclasses import replace

    from coimbra_dsl import load_ruleset
    from coimbra_dsl.validator import validate
    base = load_ruleset("base")
    alvaro = replace(base.characters["alvaro_vaz_de_almada"], text="Receive four guards.")
    nuno = replace(base.characters["nuno_alvares_pereira"], text="Gain 2 florins.")
    chars = {**base.characters, alvaro.id: alvaro, nuno.id: nuno}
    rules = replace(base, characters=chars)
    html = write_gallery(rules, tmp_path).read_text(encoding="utf-8")
    parse(html)
    card = html[html.index('id="card-alvaro_vaz_de_almada"'):]
    card = card[:card.index("</article>")]
    printed = card[card.index('class="meaning printed-meaning"'):card.index('class="meaning rule-meaning"')]
    assert "Receive four guards." in printed and "Gain 4 guards." in printed
    assert "Gain 5 guards." in card[card.index('class="meaning rule-meaning"'):]
    said = next(p.message for p in validate(rules) if p.component == alvaro.id)
    assert said == "alvaro_vaz_de_almada: the printed text gives 4 guards, the rule gives 5 guards"
    assert escape(said.split(": ", 1)[1]) in card[card.index('class="difference"'):]
    unread = html[html.index('id="card-nuno_alvares_pereira"'):]
    unread = unread[:unread.index("</article>")]
    assert "cannot be read" in unread and "cannot place &#x27;florins&#x27; here" in unread
    elsewhere = html[html.index('id="card-duarte_pacheco_pereira"'):]
    assert 'class="meanings"' not in elsewhere[:elsewhere.index("</article>")]
