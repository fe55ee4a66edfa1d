"""Paired comparison of two rule sets (`coimbra compare A B`): the same seeds played under
both (common random numbers, so a difference is the rules' and not the dice's), every
statistic's difference B - A with its 95% interval, and significance corrected for the
number of statistics tested (Benjamini-Hochberg).

Per game and paired by seed: each seat's and each place's win (R-SET-7), each bot's share
of the wins, mean VP, the winner's VP, mean VP per source (R-END), and per component the
number of seats that took it (paired t-tests), and the win rate and mean VP of its
takers (the games' wins, or VP, of its takers over their takes): a paired bootstrap, the
games resampled together on both sides (`BOOTSTRAP` resamples, a fixed seed, so a
comparison repeats), its percentile interval and two-sided p (never below
2/(resamples + 1)). Components that exist in only one of the sets are listed apart.

The components the two sets define differently are what a designer changed on purpose:
their statistics form their own family of tests (corrected among themselves), the rest
(knock-on effects anywhere else) another; with nothing changed, either family keeps its
chance of any false alarm at 5%.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass
from dataclasses import replace as dc_replace
from typing import Iterable, Optional, Sequence

from coimbra_dsl.errors import Span
from coimbra_dsl.model import RuleSet
from coimbra_dsl.vocab import Back

from .simulate import SUMMARY_KINDS, Tally, kind_of, takers
from engine.core.scoring import SOURCES
from .stats import Difference, Estimate, correct, paired_difference, proportion

NOWHERE = Span("?")
BOOTSTRAP = 2000
COMPONENT_STATISTICS = ("taken_per_game", "taker_win_rate", "taker_vp")   # per component
MIN_BOOTSTRAP_GAMES = 10
COMPONENT_TABLES = {"start cards": "characters", "cards": "characters",
                    "voyages": "voyages", "monasteries": "monasteries"}


def game_values(rec: dict) -> dict[str, float]:
    """The paired statistics of one game record, by name."""
    bots, scores, winner = rec["bots"], rec["scores"], rec["winner"]
    out: dict[str, float] = {}
    for seat, bot in enumerate(bots):
        out[f"win rate · seat {seat + 1} ({bot})"] = float(winner == seat)
    for place, seat in enumerate(rec.get("start_order", ()), 1):
        out[f"win rate · place {place} in the first order"] = float(winner == seat)
    if len(set(bots)) > 1:
        for bot in dict.fromkeys(bots):
            mine = [k for k, b in enumerate(bots) if b == bot]
            out[f"win rate · bot {bot}"] = (winner in mine) / len(mine)
    out["mean VP"] = sum(scores) / len(scores)
    out["winner VP"] = float(scores[winner])
    for src in SOURCES:
        out[f"mean VP · {src}"] = sum(b.get(src, 0) for b in rec["breakdown"]) / len(bots)
    return out


class Side:
    """One rule set's games of a comparison: its summary tally and per-game values (the
    paired tests need a few numbers per game; the games themselves are not kept)."""

    def __init__(self, rules: Optional[RuleSet] = None):
        self.rules = rules
        self.tally = Tally(rules)
        self.values: list[dict[str, float]] = []
        self.counts: list[dict[tuple[str, str], int]] = []
        self.wins: list[dict[tuple[str, str], int]] = []
        self.vps: list[dict[tuple[str, str], int]] = []

    def add(self, rec: dict) -> None:
        self.tally.add(rec)
        self.values.append(game_values(rec))
        took = takers(rec)
        self.counts.append({key: k for key, (k, _, _) in took.items()})
        self.wins.append({key: w for key, (_, w, _) in took.items() if w})
        self.vps.append({key: v for key, (_, _, v) in took.items() if v})


def component_ids(rules: Optional[RuleSet], side: Side) -> set[tuple[str, str]]:
    """(kind, id) of every component the rule set has (or, without it, that was taken)."""
    if rules is None:
        return {key for counts in side.counts for key in counts}
    out = set()
    for kind, table in COMPONENT_TABLES.items():
        for cid, comp in getattr(rules, table).items():
            if table != "characters" or (kind == "start cards") == (comp.back == Back.I):
                out.add((kind, cid))
    return out


def compare(a: Side, b: Side, label_a: str = "A", label_b: str = "B") -> dict:
    """Every difference B - A with its interval and corrected significance; components
    only in one set apart."""
    n = min(len(a.values), len(b.values))
    names = list(dict.fromkeys(k for v in a.values[:n] for k in v))
    diffs: list[Difference] = []
    for name in names:
        if all(name in v for v in b.values[:n]):
            diffs.append(paired_difference(name, [v[name] for v in a.values[:n]],
                                           [v[name] for v in b.values[:n]]))
    ids_a, ids_b = component_ids(a.rules, a), component_ids(b.rules, b)
    shared = sorted(ids_a & ids_b, key=lambda k: (SUMMARY_KINDS.index(k[0]), k[1]))
    groups = sorted({key for side in (a, b) for c in side.counts for key in c
                     if key[0] == "start groups"})
    comp_rows = []
    keys = []
    for kind, cid in [*groups, *shared]:
        taken_a = [c.get((kind, cid), 0) for c in a.counts[:n]]
        taken_b = [c.get((kind, cid), 0) for c in b.counts[:n]]
        if not any(taken_a) and not any(taken_b):
            continue
        keys.append((kind, cid))
        name, words = kind_of(b.rules or a.rules, kind, cid)
        comp_rows.append([kind, cid, name, words,
                          paired_difference(f"{name} · taken per game", taken_a, taken_b),
                          None, None])
    names_ = [r[2] for r in comp_rows]
    for row, win, vp in zip(comp_rows, taker_rates(a, b, keys, n, names_, "win rate"),
                            taker_rates(a, b, keys, n, names_, "VP")):
        row[5], row[6] = win, vp
    changed = changed_ids(a.rules, b.rules)
    primary = [d for row in comp_rows if row[1] in changed for d in row[4:]]
    rest = diffs + [d for row in comp_rows if row[1] not in changed for d in row[4:]]
    corrected = {id(d): c for family in (primary, rest) for d, c in zip(family, correct(family))}

    def fix(d: Difference) -> Difference:
        return corrected.get(id(d), d)
    return {
        "a": label_a, "b": label_b, "games": n, "players": a.tally.players,
        "tests": len(rest), "tests_changed": len(primary),
        "statistics": [{"name": d.name, **fix(d).to_json()} for d in diffs],
        "components": [{"kind": kind, "id": cid, "name": name, "words": words,
                        "changed": cid in changed,
                        "taken_per_game": fix(t).to_json(),
                        "taker_win_rate": fix(w).to_json(),
                        "taker_vp": fix(v).to_json()}
                       for kind, cid, name, words, t, w, v in comp_rows],
        "only_in_a": _apart(a.rules, sorted(ids_a - ids_b)),
        "only_in_b": _apart(b.rules, sorted(ids_b - ids_a)),
    }


def taker_rates(a: Side, b: Side, keys: Sequence[tuple[str, str]], n: int,
                names: Sequence[str], what: str = "win rate") -> list[Difference]:
    """Per component, its takers' win rate (`what` "win rate") or mean VP ("VP") B - A
    by a paired bootstrap: the same games (by seed) drawn on both sides, `BOOTSTRAP`
    times (numpy, seed 0: the win rate and VP see the same draws); the percentile
    interval, and p = twice the smaller share of resampled differences on either side
    of 0 (+1 each, so never 0). Fewer than `MIN_BOOTSTRAP_GAMES` games with a taker on
    either side are not tested (p = 1)."""
    import numpy as np
    if not keys:
        return []

    def matrix(rows: list[dict], m: int):
        out = np.zeros((n, m))
        col = {k: j for j, k in enumerate(keys)}
        for g, row in enumerate(rows[:n]):
            for key, v in row.items():
                j = col.get(key)
                if j is not None:
                    out[g, j] = v
        return out
    m = len(keys)
    rows_a, rows_b = (a.wins, b.wins) if what == "win rate" else (a.vps, b.vps)
    ka, wa, kb, wb = (matrix(rows, m) for rows in (a.counts, rows_a, b.counts, rows_b))
    draws = np.random.default_rng(0).multinomial(n, np.full(n, 1.0 / n), size=BOOTSTRAP)
    draws = draws.astype(float)
    with np.errstate(invalid="ignore", divide="ignore"):
        boot = (draws @ wb) / (draws @ kb) - (draws @ wa) / (draws @ ka)
    out = []
    for j, name in enumerate(names):
        ta, tb = int(ka[:, j].sum()), int(kb[:, j].sum())
        if what == "win rate":
            est_a = proportion(int(wa[:, j].sum()), ta)
            est_b = proportion(int(wb[:, j].sum()), tb)
        else:
            est_a = Estimate(float(wa[:, j].sum()) / ta if ta else None, None, None, ta)
            est_b = Estimate(float(wb[:, j].sum()) / tb if tb else None, None, None, tb)
        label = f"{name} · taker {what}"
        games = min(int((ka[:, j] > 0).sum()), int((kb[:, j] > 0).sum()))
        if games < MIN_BOOTSTRAP_GAMES:
            d = None if ta == 0 or tb == 0 else est_b.value - est_a.value
            out.append(Difference(label, est_a, est_b, Estimate(d, None, None, n), 1.0))
            continue
        col = boot[:, j]
        col = col[~np.isnan(col)]
        lo, hi = np.percentile(col, [2.5, 97.5])
        below, above = int((col <= 0).sum()), int((col >= 0).sum())
        p = min(1.0, 2 * (1 + min(below, above)) / (1 + len(col)))
        out.append(Difference(label, est_a, est_b,
                              Estimate(est_b.value - est_a.value, float(lo), float(hi), n), p))
    return out


def without_spans(x):
    """A rule object with every position in the files (span, text_span, in nested
    effects too) blanked: what is left is what the component does and says."""
    if is_dataclass(x) and not isinstance(x, type):
        changes = {}
        for f in fields(x):
            v = getattr(x, f.name)
            if isinstance(v, Span):
                changes[f.name] = NOWHERE
            elif f.name.endswith("span") and v is None:
                continue
            else:
                w = without_spans(v)
                if w is not v:
                    changes[f.name] = w
        return dc_replace(x, **changes) if changes else x
    if isinstance(x, tuple) and not hasattr(x, "_fields"):
        items = tuple(without_spans(i) for i in x)
        return items if any(i is not j for i, j in zip(items, x)) else x
    return x


def changed_ids(a: Optional[RuleSet], b: Optional[RuleSet]) -> set[str]:
    """Ids of the components both sets have but define differently (where they are
    written, and a rewrite of the same definition, do not count): the direct targets of
    a change."""
    if a is None or b is None:
        return set()
    out = set()
    for table in ("characters", "monasteries", "voyages", "favors"):
        ta, tb = getattr(a, table), getattr(b, table)
        for cid in ta.keys() & tb.keys():
            if without_spans(ta[cid]) != without_spans(tb[cid]):
                out.add(cid)
    return out


def _apart(rules: Optional[RuleSet], keys: Iterable[tuple[str, str]]) -> list[dict]:
    out = []
    for kind, cid in keys:
        name, words = kind_of(rules, kind, cid)
        out.append({"kind": kind, "id": cid, "name": name, "words": words})
    return out
