"""The bots' valuation keeps its memos behind one registry (engine/bots/valuation/caches.py):
every memo named, one bound policy, `clear()` and `sizes()`; play is the same whether the
memos are full, empty or emptied mid-game."""
from __future__ import annotations

import importlib
import pkgutil

import pytest

import coimbra_dsl
import engine.bots.valuation as valuation
from engine import Game
from engine.bots import make_bot
from engine.bots.valuation import CACHES
from engine.bots.valuation.caches import Caches

# module-level dicts of the valuation that are tables of code, not memos of answers
NOT_MEMOS = {"ESTIMATES"}


@pytest.fixture(scope="module")
def rules():
    return coimbra_dsl.load_ruleset("base")


def test_every_memo_of_the_valuation_is_in_the_registry():
    registered = {id(CACHES[name]) for name in CACHES.names()}
    for info in pkgutil.iter_modules(valuation.__path__):
        module = importlib.import_module(f"{valuation.__name__}.{info.name}")
        for name, value in vars(module).items():
            if type(value) is dict and name not in NOT_MEMOS and not name.startswith("__"):
                assert id(value) in registered, f"{info.name}.{name} is a memo outside CACHES"


def test_clear_empties_every_memo_but_the_lasting_tables(rules):
    st = Game(rules, players=3, seed=4).new_state()
    bot = make_bot("greedy", 1)
    for _ in range(40):
        st.apply(bot.choose(st))
    assert sum(CACHES.sizes().values()) > 0
    CACHES.clear()
    assert all(n == 0 for name, n in CACHES.sizes().items() if name != "bits")
    assert CACHES.sizes()["bits"] > 0          # module constants hold its masks


def test_one_bound_policy():
    caches = Caches()
    memo = caches.memo("answers", 3)
    partner = caches.memo("beside", 100)
    ids = caches.memo("numbers", 2, ids=True)
    for k in range(3):
        caches.make_room(memo, partner)
        memo[k] = k
        partner[k] = k
    assert caches.sizes() == {"answers": 3, "beside": 3, "numbers": 0}
    caches.make_room(memo, partner)              # full: emptied whole, with its partner
    assert len(memo) == len(partner) == 0
    memo[9] = 9
    ids.update({1: 1, 2: 2})
    caches.make_room(ids)                        # a full id table empties every memo
    assert caches.sizes() == {"answers": 0, "beside": 0, "numbers": 0}
    assert caches.bound("answers") == 3
    with pytest.raises(ValueError):
        caches.memo("answers", 5)


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_play_is_the_same_from_empty_memos_and_when_they_are_emptied_mid_game(rules, spec):
    def play(clear_every: int) -> list[str]:
        CACHES.clear()
        st = Game(rules, players=3, seed=11).new_state()
        bots = [make_bot(spec, k) for k in range(3)]
        keys = []
        while not st.is_terminal and len(keys) < 120:
            if clear_every and len(keys) % clear_every == 0:
                CACHES.clear()
            a = bots[st.current_player].choose(st)
            keys.append(a.key)
            st.apply(a)
        return keys
    assert play(0) == play(7)
