"""`--report DIR`: one self-contained HTML page (no scripts, no outside files) that parses,
carries its matplotlib plots as inline SVG, escapes rule text, and renders in headless
Chromium to something that is not blank."""
from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser

import pytest

pytest.importorskip("matplotlib")

from engine.faces.cli import main                                      # noqa: E402
from engine.tools.report import interval_plot, page                   # noqa: E402
from test_gallery import distinct_colours, png_pixels             # noqa: E402

VOID = {"meta", "br", "img", "hr", "input", "link"}


class Checked(HTMLParser):
    """Counts tags and checks that every element opened is closed in order."""

    def __init__(self):
        super().__init__()
        self.stack: list[str] = []
        self.count: dict[str, int] = {}
        self.refs: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.count[tag] = self.count.get(tag, 0) + 1
        self.refs += [v for k, v in attrs if k in ("src", "href") and v]
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.count[tag] = self.count.get(tag, 0) + 1
        self.refs += [v for k, v in attrs if k in ("src", "href") and v]

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
        self.stack.pop()


def parsed(text: str) -> Checked:
    p = Checked()
    p.feed(text)
    p.close()
    assert p.stack == []
    return p


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    root = tmp_path_factory.mktemp("reports")
    common = ["--players", "2", "--bots", "greedy,random", "--games", "3", "--quiet",
              "--jobs", "1"]
    assert main(["simulate", *common, "--report", str(root / "sim")]) == 0
    assert main(["compare", "base", "two-player-gap-only", *common, "--report",
                 str(root / "cmp")]) == 0
    assert main(["sweep", "base", "--vary", "voyage maskat cost=2,6", *common, "--report",
                 str(root / "sweep")]) == 0
    return root


@pytest.mark.parametrize("name,plots", [("sim", 7), ("cmp", 4), ("sweep", 4)])
def test_report_is_one_self_contained_page_with_its_plots(reports, name, plots):
    files = list((reports / name).iterdir())
    assert [f.name for f in files] == ["index.html"]
    p = parsed(files[0].read_text(encoding="utf-8"))
    assert p.count.get("svg", 0) >= plots
    assert "script" not in p.count and "link" not in p.count and "img" not in p.count
    assert all(ref.startswith("#") for ref in p.refs), p.refs[:5]


def test_rule_text_in_a_report_is_escaped():
    """Names come from rule files: in the page and inside the plots' SVG they stay text."""
    evil = "--><script>alert(1)</script>"
    text = page(evil, evil, [(evil, "<p>ok</p>")])
    assert "<script" not in text and text.count("&lt;script&gt;") == 4
    plot = interval_plot([evil], [{"value": 0.5, "ci95": [0.2, 0.8], "n": 4}], evil, "x")
    assert plot.startswith("<svg") and "<script" not in plot
    parsed(page("t", "t", [("plot", plot)]))


def test_report_renders_in_headless_chromium(reports, tmp_path):
    browser = shutil.which("chromium")
    if browser is None:
        pytest.skip("no `chromium` binary on PATH (install Debian's chromium)")
    shot = tmp_path / "shot.png"
    done = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                           "--no-first-run", "--disable-background-networking",
                           "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1000,900",
                           f"--screenshot={shot}", (reports / "sim" / "index.html").as_uri()],
                          capture_output=True, timeout=120)
    assert shot.exists(), done.stderr.decode(errors="replace")[-2000:]
    width, height, rows = png_pixels(shot.read_bytes())
    assert (width, height) == (1000, 900)
    bpp = len(rows[0]) // width
    assert distinct_colours(rows, bpp) > 30          # text, axes, points: not a blank page
    # the first plot (below the title) has dark marks on white in its own band
    band = rows[150:450]
    dark = sum(1 for row in band for i in range(0, len(row), bpp) if sum(row[i:i + 3]) < 200)
    assert dark > 500, dark
