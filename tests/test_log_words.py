"""The log says what happened (R-LIM-5, R-SET-5, R-INV-1): a decision taken at once names
the option taken, and what the engine does without asking gets a line of its own."""
import random

from engine.faces.terminal_view import event_line

from engine_fixtures import IMMEDIATE, at_phase_b, bonus, card_for, fresh, give, run


def test_R_LIM_5_a_forced_option_is_named_in_the_log():
    st = at_phase_b(3, 0)
    a = st.order[0]
    for s, p in enumerate(st.players):
        if s != a:
            p.guards = p.coins = 0          # only the VP option is left to them
    give(st, a, card_for(IMMEDIATE[1]))
    events = bonus(st, a, card_for(IMMEDIATE[1]))
    forced = [e for e in events if e["event"] == "forced"]
    assert len(forced) == 2 and all(e["action"] == "choose option=2" for e in forced)
    line = event_line(st, forced[0])
    assert f"Give P{a + 1} 2 VP" in line and "option" not in line
    assert line.endswith("(the only choice).")


def test_R_SET_5_the_die_left_in_a_two_player_pool_is_logged():
    st = fresh(2, 3)
    rng = random.Random(3)
    while st.round < 2 and not st.is_terminal:
        st.apply(rng.choice(st.legal_actions()))
    unplaced = [e for e in st.log if e["event"] == "unplaced"]
    assert len(unplaced) == 1 and len(unplaced[0]["dice"]) == 1
    line = event_line(st, unplaced[0])
    assert line.startswith("-- phase B: the ") and line.endswith(
        " die stays in the pool, unplaced")


def test_R_INV_1_an_investment_nobody_can_pay_for_is_logged():
    st = at_phase_b(3, 0)
    a = st.order[0]
    p = st.players[a]
    p.coins = p.guards = 0
    events = run(st, ("invest", a, "", 0))
    skipped = [e for e in events if e["event"] == "skipped"]
    assert skipped == [{"event": "skipped", "seat": a, "decision": "invest"}]
    assert event_line(st, skipped[0], you=a).strip() == (
        f"P{a + 1} (you) can pay for no voyage: no investment")


def test_a_gain_of_nothing_is_worded_as_nothing():
    st = at_phase_b(3, 0)
    line = event_line(st, {"event": "gain", "seat": 0, "what": "steps", "n": 0})
    assert line.strip() == "P1 gains no pilgrim steps"
    assert event_line(st, {"event": "gain", "seat": 0, "what": "coins", "n": 1}).strip() \
        == "P1 +1 coin"


def test_R_FAV_2_the_cap_tile_says_what_it_counts_and_where_the_die_then_stands():
    from engine.core.describe import cap_words
    from engine.core.dice import HeldDie
    st = at_phase_b(4, 0)
    a, b = st.order[0], st.order[1]
    st.players[a].dice[0] = HeldDie("gray", 2, "upper", False)
    st.players[b].dice[0] = HeldDie("orange", 4, "upper", False)
    st.rows["upper"] = [(b, 0), (a, 0)]
    plus = st.rules.constants.cap_tile
    text = cap_words(st, "gray-2", "upper")
    assert text.startswith(f"Put the cap tile (+{plus}) on the gray 2 (council) die at the upper")
    assert f"it counts {2 + plus}, 1st of 2 in the row instead of 2nd" in text


def test_a_choice_that_only_leads_to_another_says_then_not_gives():
    from engine.core.outcome import Change, Outcome, outcome_words
    st = at_phase_b(3, 0)
    tile = st.favors[0]
    took = Outcome((Change(0, 0, 0, 0, (), (tile,), (), 0),), ("a choice",))
    assert outcome_words(st, took, 0, named=(tile,)) == "then a choice"
    assert outcome_words(st, Outcome((), ("a choice",)), 0) == "then a choice"
    assert outcome_words(st, Outcome((), ()), 0) == "gives nothing now"


def test_R_B_3_a_placement_in_the_log_says_where_the_die_went_not_the_whole_offer():
    from engine.core.describe import done_words
    st = fresh(3, 0)
    while st.decision != "place":
        st.apply(st.legal_actions()[0])
    a = next(x for x in st.legal_actions() if x.arg("at") == "upper")
    assert "buys" in st.describe(a)
    done = done_words(st, a)
    assert done.startswith("Place the ") and " in the row" in done and "buys" not in done
    st.apply(a)
    while st.decision == "place":
        st.apply(st.legal_actions()[0])
    other = st.legal_actions()[0]           # any other decision: describe's sentence
    assert done_words(st, other) == st.describe(other)


def test_R_PIL_1_stopping_says_where_and_how_many_steps_go_unused():
    st = at_phase_b(3, 0)
    a = st.order[0]
    st.players[a].pilgrim = st.ix.corners[0]
    run(st, ("steps", a, 2))
    assert st.describe("stop") == (f"Stop the pilgrim at {st.ix.corners[0]}, leaving 2 steps "
                                   "unused.")


def test_R_END_2_a_track_choice_says_the_VP_it_is_worth_at_the_end():
    """Each track of a choose-a-track bonus names the bonus and what the move makes in
    scoring-tile VP, were the game to end now (the terminal and the web both say it)."""
    from coimbra_dsl import load_ruleset
    from engine import Game
    from engine.bots import make_bot
    from engine.core.queries import TRACKS, track_named, track_rank_vp
    rules = load_ruleset("base")
    seen = set()
    for i in range(30):
        st = Game(rules, 3, 400 + i).new_state()
        bots = [make_bot("random", 10 * i + k) for k in range(3)]
        while not st.is_terminal and len(seen) < 2:
            if st.decision == "track":
                seat = st.current_player
                for a in st.legal_actions():
                    t = track_named(a.arg("track"))
                    after = st.clone()
                    after.apply(a)
                    vp = track_rank_vp(after, seat, t) - track_rank_vp(st, seat, t)
                    want = f"worth {vp:+d} VP" if vp else "worth no VP more"
                    text = st.describe(a)
                    assert text.startswith(f"Choose the {TRACKS[t].value} track for ")
                    assert f"; {want} at the game's end as the tracks stand." in text
                    seen.add(vp != 0)
            st.apply(bots[st.current_player].choose(st))
    assert seen == {True, False}
