"""What `outcome.alike_choice` looks at (R-LIM-5): options told apart from their copies
alone are not played on, so that a decision that matters costs one copy per option."""
from __future__ import annotations

import pytest

from coimbra_dsl import load_ruleset
from engine import Game
from engine.bots import make_bot
from engine.core import outcome


@pytest.fixture(scope="module")
def decisions():
    """(state, task, legal) of every activate decision asked in a few random games."""
    rules = load_ruleset("base")
    found = []
    for i in range(12):
        st = Game(rules, 2 + i % 3, 300 + i).new_state()
        bots = [make_bot("random", 10 * i + k) for k in range(st.n)]
        while not st.is_terminal:
            if st.decision == "activate":
                found.append((st.clone(), st.tasks[-1], tuple(st.legal_actions())))
            st.apply(bots[st.current_player].choose(st))
    return found


def copies_made(monkeypatch, st, task, legal) -> tuple:
    made = []
    carried = outcome._carried

    def counted(*args):
        made.append(args[2].key)
        return carried(*args)
    monkeypatch.setattr(outcome, "_carried", counted)
    return outcome.alike_choice(st, task, legal), made


def test_R_LIM_5_the_white_die_beside_two_others_is_asked_after_a_copy_each(decisions,
                                                                          monkeypatch):
    """The white die's tracks leave the same two dice to activate but different
    holdings: the choice matters, and no copy is played on to see it."""
    white = [(st, t, legal) for st, t, legal in decisions
             if sum(a.arg("die") == "white" for a in legal if a.verb == "activate") == 4
             and len(legal) == 6]
    saved = 0
    for st, task, legal in white:
        alike, made = copies_made(monkeypatch, st, task, legal)
        if alike is None:
            assert len(made) <= len(legal)
            made = list(made)
            with monkeypatch.context() as m:        # the copies played on to see it
                m.setattr(outcome, "_apart", lambda copies, offered: False)
                again, more = copies_made(m, st, task, legal)
            assert again is None
            saved += len(more) > len(made)
    assert saved


def test_R_LIM_5_a_trade_or_pass_is_asked_after_two_copies(decisions, monkeypatch):
    """Trading again or stopping: how often the trade is made matters."""
    trades = [(st, t, legal) for st, t, legal in decisions
              if [a.verb for a in legal] == ["trade", "pass"]]
    assert trades
    for st, task, legal in trades:
        alike, made = copies_made(monkeypatch, st, task, legal)
        assert alike is None and made == [a.key for a in legal]
    with monkeypatch.context() as m:        # the trades played on to see it
        m.setattr(outcome, "_apart", lambda copies, offered: False)
        assert any(len(copies_made(m, *d)[1]) > 2 for d in trades)


def test_decisions_asked_are_the_same_as_the_full_search(decisions, monkeypatch):
    """Told apart early or played on, the answer is the same (every asked decision of
    the games: none of them is alike)."""
    monkeypatch.setattr(outcome, "_apart", lambda copies, offered: False)
    for st, task, legal in decisions:
        assert outcome.alike_choice(st, task, legal) is None
