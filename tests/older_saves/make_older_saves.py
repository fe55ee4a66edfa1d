"""How the saves in this folder were made: run with the tree before decisions whose
choices come to the same were taken at once (main at 012c9f9), from outside it:
`python make_older_saves.py FOLDER`. A finished 3-player game saved by the engine (what
`coimbra play`'s `save` writes; a random bot and two greedy bots, seed 5) and a finished
web table (a person choosing at random, two greedy bots, seed 11). The simulate record
came from `coimbra simulate --games 2 --players 3 --bots random,greedy --seed 3 --json
simulate_3p_seed3.json`."""
import random
import sys
from pathlib import Path

from coimbra_dsl import load_ruleset
from engine import Game
from engine.bots import make_bot
from engine.faces.web.tables import TableStore

out = Path(sys.argv[1])
rules = load_ruleset("base")
st = Game(rules, players=3, seed=5).new_state()
bots = [make_bot("random", 1), make_bot("greedy", 2), make_bot("greedy", 3)]
while not st.is_terminal:
    st.apply(bots[st.current_player].choose(st.clone()))
(out / "game_3p_seed5.json").write_text(st.to_json())

store = TableStore(out / "web", {"base": "base"})
store.open()
table = store.create("base", ["human", "greedy", "greedy"], 11)
pick = random.Random(4)
while not table.state.is_terminal:
    table.play(0, pick.choice(table.state.legal_actions()).key, store.save)
print(table.id, table.issued[0], table.state.scores)
