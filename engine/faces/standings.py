"""Who is winning: each seat's VP so far and the greedy bot's long-game estimate of its
final VP by source, for the terminal, the web table and the JSON API alike."""
from __future__ import annotations

from typing import Any

from engine import GameState

ESTIMATE_LABEL = "estimated final VP (the greedy bot's long-game valuation; an estimate)"


def standings(st: GameState) -> list[dict[str, Any]]:
    """Each seat's VP so far and its estimated final VP by source (R-END-1..5), from the
    public state only: the estimate reads no stack order and no chance state."""
    from engine.bots.valuation import Context, final_score_estimate
    ctx = None if st.is_terminal else Context(st)
    out = []
    for seat in range(st.n):
        vp = st.players[seat].vp if not st.is_terminal else st.scores[seat]
        if ctx is None:
            out.append({"seat": seat, "vp": vp, "estimate": vp, "sources": {}})
            continue
        parts = final_score_estimate(st, seat, ctx)
        out.append({"seat": seat, "vp": vp, "estimate": round(sum(parts.values())),
                    "sources": {k: round(v, 1) for k, v in parts.items() if round(v, 1)}})
    return out


def standings_line(st: GameState) -> str:
    """`VP now P1 6, P2 0; estimated final P1 ~73, P2 ~58`: one line for a screen."""
    rows = standings(st)
    now = ", ".join(f"P{r['seat'] + 1} {r['vp']}" for r in rows)
    if st.is_terminal:
        return f"VP: {now}."
    return (f"VP now {now}; estimated final " +
            ", ".join(f"P{r['seat'] + 1} ~{r['estimate']}" for r in rows) + " ('ahead': by source).")


def standings_text(st: GameState) -> str:
    """`ahead`: every seat's estimated final VP by source, one seat a line."""
    lines = [f"{ESTIMATE_LABEL[0].upper()}{ESTIMATE_LABEL[1:]}:"]
    for r in standings(st):
        sources = "; ".join(f"{k}: {v:g}" for k, v in r["sources"].items())
        lines.append(f"  P{r['seat'] + 1}: ~{r['estimate']} VP ({sources or 'final'})")
    return "\n".join(lines)
