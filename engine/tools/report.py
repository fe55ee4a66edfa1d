"""The `--report DIR` page of simulate, compare and sweep: one self-contained HTML file
(`DIR/index.html`, no scripts, no external files) with matplotlib plots embedded as SVG
and every figure shown with its 95% interval. Needs the 'report' extra (matplotlib).
"""
from __future__ import annotations

import html
import io
import textwrap
from typing import Optional, Sequence

from engine.core.errors import OptionError

from .compare import COMPONENT_STATISTICS
from .stats import interval_text, mean_text, rate_text

STYLE = """body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#222;
padding:0 1em}.wide{overflow-x:auto}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.9em;margin:.5em 0}
td,th{padding:.2em .6em;border-bottom:1px solid #eee;text-align:right}
td:first-child,th:first-child{text-align:left}.note{color:#555}.plot svg{max-width:100%;height:auto}"""


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise OptionError("coimbra: --report needs matplotlib: pip install 'coimbra[report]' "
                         "(or: pip install -e '.[report]')") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def check_available() -> None:
    _pyplot()


def svg(fig) -> str:
    """A figure as inline SVG (the XML prologue dropped), the figure closed."""
    plt = _pyplot()
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _errors(stats: Sequence[dict], scale: float = 1.0):
    """Values and asymmetric error bars of `{"value","ci95","n"}` statistics."""
    values, below, above = [], [], []
    for s in stats:
        v = s["value"]
        lo, hi = s["ci95"]
        v = 0.0 if v is None else v
        values.append(v * scale)
        below.append(0.0 if lo is None else (v - lo) * scale)
        above.append(0.0 if hi is None else (hi - v) * scale)
    return values, [below, above]


def interval_plot(labels: Sequence[str], stats: Sequence[dict], title: str, xlabel: str,
                  line: Optional[float] = None, scale: float = 100.0,
                  marks: Sequence[bool] = (), ylabel: str = "") -> str:
    """Horizontal points with 95% interval bars, one row per label; `line` a reference
    (the fair rate, or zero for a difference)."""
    plt = _pyplot()
    n = len(labels)
    fig, ax = plt.subplots(figsize=(7.5, 0.9 + 0.28 * max(n, 1)))
    values, err = _errors(stats, scale)
    ys = list(range(n))[::-1]
    colours = ["#c0392b" if (marks and marks[i]) else "#2c3e50" for i in range(n)]
    for y, v, lo, hi, c in zip(ys, values, err[0], err[1], colours):
        ax.errorbar([v], [y], xerr=[[lo], [hi]], fmt="o", color=c, capsize=3, markersize=4)
    if line is not None:
        ax.axvline(line * scale, color="#888", linestyle="--", linewidth=1)
    ax.set_yticks(ys)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_ylim(-0.7, n - 0.3)
    ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.set_title("\n".join(textwrap.wrap(title, 80)), fontsize=10)
    ax.grid(axis="x", alpha=0.3)
    return svg(fig)


def bar_plot(groups: Sequence[str], series: dict[str, Sequence[dict]], title: str,
             ylabel: str) -> str:
    """Grouped bars with 95% interval whiskers: one group per label, one bar per series."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.2))
    width = 0.8 / max(1, len(series))
    for k, (name, stats) in enumerate(series.items()):
        values, err = _errors(stats)
        xs = [i + (k - (len(series) - 1) / 2) * width for i in range(len(groups))]
        ax.bar(xs, values, width, yerr=err, capsize=2, label=name)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels(groups, fontsize=8, rotation=15)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    return svg(fig)


def curve_plot(xs: Sequence[str], lines: dict[str, Sequence[dict]], title: str, xlabel: str,
               scale: float, ylabel: str = "", line: Optional[float] = None,
               line_label: str = "") -> str:
    """A statistic against the varied value, one line per combination of the others. The
    values are categories (one tick per value played, nothing between); `line` a
    reference drawn dashed (the fair rate, or 0 for a difference)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    pos = list(range(len(xs)))
    for name, stats in lines.items():
        values, err = _errors(stats, scale)
        ax.errorbar(pos[:len(values)], values, yerr=err, fmt="-o", capsize=3, markersize=4,
                    label=name or None)
    if line is not None:
        ax.axhline(line * scale, color="#888", linestyle="--", linewidth=1,
                   label=line_label or None)
    ax.set_xticks(pos)
    ax.set_xticklabels(xs)
    ax.set_xlim(-0.5, len(xs) - 0.5)
    ax.set_xlabel(xlabel)
    if ylabel:
        ax.set_ylabel(ylabel)
    ax.set_title("\n".join(textwrap.wrap(title, 80)), fontsize=10)
    if any(lines) or line_label:
        ax.legend(fontsize=8)
    ax.grid(alpha=0.3)
    return svg(fig)


def _is_number(x: str) -> bool:
    try:
        float(x)
        return True
    except ValueError:
        return False


def page(title: str, intro: str, sections: Sequence[tuple[str, str]]) -> str:
    """The HTML page: a title, a note and (heading, HTML body) sections."""
    body = "".join(f"<h2>{html.escape(h)}</h2>\n{b}\n" for h, b in sections)
    return (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>\n"
            f"<h1>{html.escape(title)}</h1>\n<p class=\"note\">{html.escape(intro)}</p>\n"
            f"{body}</body></html>\n")


def plot(svg_text: str) -> str:
    return f'<div class="plot">{svg_text}</div>'


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>"
                   for row in rows)
    return f'<div class="wide"><table><tr>{head}</tr>{body}</table></div>'


def _fmt(stat: dict, percent: bool) -> str:
    return rate_text(stat) if percent else mean_text(stat, 2)


def simulate_report(summary: dict, seats: Sequence[str]) -> str:
    """Win rate per bot, seat and place, VP by source, per-component taker win rates."""
    from .simulate import SUMMARY_KINDS
    fair = summary["fair_win_rate"]
    bots = summary["bots"]
    sections = []
    labels = ([f"bot {b}" for b in bots] + [f"seat {k} ({s['bot']})" for k, s in summary["seats"].items()]
              + [f"place {k} in the first order" for k in summary["start_places"]])
    stats = ([b["win_rate"] for b in bots.values()] + [s["win_rate"] for s in summary["seats"].values()]
             + [p["win_rate"] for p in summary["start_places"].values()])
    sections.append(("Win rate per bot, seat and place", plot(interval_plot(
        labels, stats, f"win rate with 95% interval (dashed: fair {fair:.1%})", "win rate (%)",
        line=fair))))
    sources = list(next(iter(bots.values()))["vp_by_source"]) if bots else []
    sections.append(("VP by source", plot(bar_plot(
        sources, {b: [row["vp_by_source"][s] for s in sources] for b, row in bots.items()},
        "mean VP per seat by source, with 95% interval", "VP"))))
    for kind in SUMMARY_KINDS:
        rows = [r for r in summary["components"][kind].values() if r["taken"] > 0]
        if not rows:
            continue
        rows.sort(key=lambda r: -(r["taker_win_rate"]["value"] or 0))
        body = plot(interval_plot([r["name"] for r in rows], [r["taker_win_rate"] for r in rows],
                                  f"{kind}: taker win rate, 95% interval (dashed: fair "
                                  f"{fair:.1%}; red: fair outside the interval)",
                                  "taker win rate (%)", line=fair,
                                  marks=[bool(r["flag"]) for r in rows]))
        body += table(("component", "kind", "taken", "per game", "taker win rate", "flag"),
                      [(r["name"], r["kind"], r["taken"], _fmt(r["taken_per_game"], False),
                        _fmt(r["taker_win_rate"], True), r["flag"] or "") for r in rows])
        sections.append((f"{kind[0].upper()}{kind[1:]}", body))
    intro = (f"{summary['games']} games, {summary['players']} players ({', '.join(seats)}), "
             f"rules {summary.get('rules', '?')}, seed {summary.get('seed', '?')}. Every figure "
             f"with its 95% interval (Wilson for rates, Student t for means).")
    return page("coimbra simulate", intro, sections)


def compare_report(result: dict) -> str:
    """The differences B - A with their intervals, significant ones in red."""
    stats = result["statistics"]
    sections = []
    for title, pick, scale, unit in (("Win rates", lambda s: s["name"].startswith("win rate"), 100.0,
                                      "B − A (percentage points)"),
                                     ("VP", lambda s: not s["name"].startswith("win rate"), 1.0,
                                      "B − A (VP)")):
        rows = [s for s in stats if pick(s)]
        if rows:
            sections.append((title, plot(interval_plot(
                [s["name"] for s in rows], [s["difference"] for s in rows],
                f"{title}: B − A with 95% interval (red: significant after correction)", unit,
                line=0.0, scale=scale, marks=[s["significant"] for s in rows]))))
    comps = sorted(result["components"], key=lambda r: (
        not r["changed"], min(r[k]["p"] for k in COMPONENT_STATISTICS)))[:30]
    if comps:
        for key, title, scale, unit in (("taken_per_game", "taken per game", 1.0, "B − A (seats per game)"),
                                        ("taker_win_rate", "taker win rate", 100.0,
                                         "B − A (percentage points)"),
                                        ("taker_vp", "taker VP", 1.0,
                                         "B − A (VP per taker)")):
            sections.append((f"Components: {title}", plot(interval_plot(
                [c["name"] + (" †" if c["changed"] else "") for c in comps],
                [c[key]["difference"] for c in comps],
                f"{title}: B − A, 95% interval (†: changed; then the smallest p-values; red: "
                f"significant)",
                unit, line=0.0, scale=scale, marks=[c[key]["significant"] for c in comps]))))
    rows = [(s["name"], _fmt(s["a"], "rate" in s["name"]), _fmt(s["b"], "rate" in s["name"]),
             interval_text(s["difference"], 100.0 if "rate" in s["name"] else 1.0, 2),
             f"{s['p_adjusted']:.3f}",
             "yes" if s["significant"] else "") for s in stats]
    sections.append(("All statistics", table(("statistic", "A", "B", "B − A (rates in points)", "p adjusted",
                                              "significant"), rows)))
    apart = [(c["name"], c["words"], side) for side in ("a", "b")
             for c in result[f"only_in_{side}"]]
    if apart:
        sections.append(("Components in only one set", table(
            ("component", "kind", "only in"),
            [(n, w, result[side]) for n, w, side in apart])))
    intro = (f"{result['b']} − {result['a']}: {result['games']} paired games (same seeds), "
             f"{result['players']} players ({', '.join(result.get('bots', []))}). Significant: "
             f"p below 5% after Benjamini-Hochberg correction, among the "
             f"{result['tests_changed']} tests on components the sets define differently "
             f"and among the {result['tests']} others.")
    return page("coimbra compare", intro, sections)


def stat_unit(name: str) -> tuple[str, float]:
    """A sweep statistic's axis label with its unit, and the scale to plot it at."""
    if name == "winner VP":
        return "winner's VP (VP)", 1.0
    if name.startswith("win rate"):
        return "first player's win rate (%)", 100.0
    if name.endswith("taken per game"):
        return "seats that took it (per game)", 1.0
    if name.endswith("taker win rate"):
        return "its takers' win rate (%)", 100.0
    return name, 1.0


def sweep_report(result: dict) -> str:
    """Each statistic against the first varied value (one line per other combination),
    and each point's difference from the first point, paired by seed."""
    points = result["points"]
    sections = []
    if points:
        first, others = result["vary"][0], result["vary"][1:]
        xs = list(dict.fromkeys(p["values"][first] for p in points))
        fair = 1 / result["players"] if result.get("players") else None
        words = result.get("vary_words", {}).get(first, "")
        xlabel = f"{first} ({words})" if words else first
        for name in points[0]["stats"]:
            lines: dict[str, list] = {}
            diffs: dict[str, list] = {}
            for p in points:
                key = ", ".join(f"{o}={p['values'][o]}" for o in others)
                lines.setdefault(key, []).append(p["stats"][name])
                d = p.get("vs_first", {}).get(name)
                diffs.setdefault(key, []).append(
                    d["difference"] if d else {"value": None, "ci95": [None, None], "n": 0})
            ylabel, scale = stat_unit(name)
            rate = scale == 100.0
            body = plot(curve_plot(
                xs, lines, f"{name} at each value of {first} (95% interval)", xlabel, scale,
                ylabel, line=fair if rate else None,
                line_label=f"fair 1/players ({fair:.0%})" if rate and fair else ""))
            unit = "percentage points" if rate else ylabel[ylabel.rfind("(") + 1:-1]
            body += plot(curve_plot(
                xs, diffs, f"{name}: each value minus {first}={xs[0]}, paired by seed "
                           f"(95% interval)", xlabel, scale,
                f"difference from {xs[0]} ({unit})", line=0.0, line_label="no difference"))
            sections.append((name, body))
        names = list(points[0]["stats"])
        sections.append(("Table", table(
            [*result["vary"], *names],
            [[p["values"][v] for v in result["vary"]]
             + [_fmt(p["stats"][n], "rate" in n) for n in names] for p in points])))
    intro = (f"sweep of {result['rules']}: {len(points)} points × {result['games']} games on "
             f"the same seeds, {result['players']} players ({', '.join(result['bots'])}). "
             f"Each statistic is shown at every value played, and as its difference from "
             f"the first value on the same seeds (paired: the tests of coimbra compare).")
    return page("coimbra sweep", intro, sections)


def balance_report(summary: dict) -> str:
    """Forest plots of every component's worth (win rate in points, VP) with its 95%
    interval, ranked as in the table, significant ones in red."""
    rows = summary["components"]
    sections = []
    for key, title, scale, unit in (
            ("win_rate_worth", "Win rate worth", 100.0,
             "win rate unrestricted − restricted (percentage points)"),
            ("vp_worth", "VP worth", 1.0,
             "VP unrestricted − restricted (VP per seat and game)")):
        ranked = sorted(rows, key=lambda r: -(r[key]["value"] or 0))
        sections.append((title, plot(interval_plot(
            [f"{r['name']} ({r['kind']})" for r in ranked], [r[key] for r in ranked],
            f"{title}: what a seat loses when it may not take the component "
            f"(95% interval; red: significant after correction; dashed: no effect)",
            unit, line=0.0, scale=scale, marks=[r[key]["significant"] for r in ranked],
            ylabel=f"component (kind), ranked by {title.replace('Win', 'win')}"))))
    sections.append(("All components", table(
        ("component", "kind", "seats replayed", "win rate worth (points)", "p adjusted",
         "VP worth", "p adjusted"),
        [(r["name"], r["kind"], r["taken"], interval_text(r["win_rate_worth"], 100.0),
          f"{r['win_rate_worth']['p_adjusted']:.3f}", interval_text(r["vp_worth"], 1.0, 2),
          f"{r['vp_worth']['p_adjusted']:.3f}") for r in rows])))
    intro = (f"balance of {summary['rules']}: {summary['games']} games, {summary['players']} "
             f"players ({', '.join(summary['bots'])}), seed {summary['seed']}. "
             f"{summary['method']} In every game each seat in turn is restricted: its bot "
             f"may not take the component (its legal actions filtered); the game is "
             f"replayed from its first choice the restriction changes. Worth = "
             f"unrestricted − restricted, per seat (a seat that did not take it counts "
             f"zero), paired by game; significant: p below 5% after Benjamini-Hochberg "
             f"correction over the {len(rows)} components (wins: the exact sign test; VP: "
             f"paired t-test).")
    return page("coimbra balance", intro, sections)
