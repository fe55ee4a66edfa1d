"""Every bonus kind (R-BON-I, -E, -G, -C, -M, -V, R-FAV, R-C-4), every counter and every
amount form: parsed, compiled to the expected effect objects, rendered to golden text."""
from __future__ import annotations

import pytest

from coimbra_dsl import effects as fx
from coimbra_dsl.render import normalise_text, render_bonus
from coimbra_dsl.vocab import Back, CardClass, Currency, DieColour, Resource, Timing
from dsl_helpers import compile_bonus

K = fx.CounterKind
C = fx.Counter
VP, COINS, GUARDS, STEPS = Resource.VP, Resource.COINS, Resource.GUARDS, Resource.STEPS
COUNCIL, MERCHANTS, CLERICS, SCHOLARS = CardClass


def g(n, res=VP, up_to=False):
    return fx.Gain(res, fx.Const(n), up_to)


def per(counter, effect):
    return fx.Per(counter, effect)


CASES = [
    # ---- R-BON-I: immediate character bonuses
    ("R_BON_I_gain_rewards", "immediate", "gain 3 coins and 1 step",
     fx.Seq((g(3, COINS), g(1, STEPS))), "Gain 3 coins and 1 pilgrim step."),
    ("R_BON_I_opponents_give_or_vp", "immediate",
     "each opponent chooses { give 1 guard and 1 coin | give 2 vp }",
     fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT,
                        (fx.Seq((fx.Give(GUARDS, 1), fx.Give(COINS, 1))), fx.Give(VP, 2))),
     "Each opponent gives you 1 guard and 1 coin, or 2 VP (their choice)."),
    ("R_BON_I_vp_and_opponents_lose", "immediate",
     "gain 5 vp, each opponent chooses { lose 3 vp | lose card of class clerics }",
     fx.Seq((g(5), fx.OpponentsChoose(fx.Chooser.EACH_OPPONENT,
                                      (fx.Lose(VP, 3), fx.LoseCard(CLERICS))))),
     "Gain 5 VP and each opponent loses 3 VP, or 1 clerics card with its influence (their choice)."),
    ("R_BON_I_take_discard", "immediate", "take from discard paying 3",
     fx.TakeDiscard(3), "Take a card from the discard pile, paying 3 of its currency."),
    ("R_BON_I_behind_on_council", "immediate",
     "each opponent behind on council chooses { give 2 coins | give 2 guards }",
     fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK, (fx.Give(COINS, 2), fx.Give(GUARDS, 2)), COUNCIL),
     "Each opponent behind you on the council track gives you 2 coins, or 2 guards (their choice)."),
    ("R_BON_I_R_LIM_4_give_vp_even_below_0", "immediate",
     "each opponent behind on council chooses { give 2 guards | give 2 vp, even below 0 }",
     fx.OpponentsChoose(fx.Chooser.BEHIND_ON_TRACK,
                        (fx.Give(GUARDS, 2), fx.Give(VP, 2, below_zero=True)), COUNCIL),
     "Each opponent behind you on the council track gives you 2 guards, or 2 VP, even below 0 "
     "(their choice)."),
    ("R_BON_I_per_council_card", "immediate", "per card of class council: gain 1 guard and 1 step",
     per(C(K.CARDS, classes=(COUNCIL,)), fx.Seq((g(1, GUARDS), g(1, STEPS)))),
     "Gain 1 guard and 1 pilgrim step per council card."),
    ("R_BON_I_take_favor", "immediate", "take favor", fx.TakeFavor(),
     "Take a favor tile still beside the castle and use it."),
    ("R_BON_I_coins_and_invest_coin_voyage", "immediate", "gain 4 coins, invest in coins voyage",
     fx.Seq((g(4, COINS), fx.Invest(Currency.COINS))),
     "Gain 4 coins and invest in a coin-cost voyage."),
    ("R_BON_I_guards_and_invest_guard_voyage", "immediate", "gain 4 guards, invest in guards voyage",
     fx.Seq((g(4, GUARDS), fx.Invest(Currency.GUARDS))),
     "Gain 4 guards and invest in a guard-cost voyage."),
    ("R_BON_I_reuse_immediate_of_class", "immediate", "reuse immediate of class clerics",
     fx.Reuse(Timing.IMMEDIATE, (CLERICS,)),
     "Use the immediate bonus of another of your clerics cards once more."),
    ("R_BON_I_reuse_immediate_two_classes", "immediate", "reuse immediate of class clerics or council",
     fx.Reuse(Timing.IMMEDIATE, (CLERICS, COUNCIL)),
     "Use the immediate bonus of another of your clerics or council cards once more."),
    ("R_BON_I_income_of_track", "immediate", "gain income of clerics", fx.Income(CLERICS),
     "Gain the current income of the clerics track."),
    ("R_BON_I_pay_guards_for_steps", "immediate", "pay 5 guards for up to 5 steps",
     fx.PayFor(((GUARDS, 5),), g(5, STEPS, up_to=True)),
     "You may pay 5 guards for up to 5 pilgrim steps."),
    ("R_BON_I_pay_two_things", "immediate", "pay 2 coins and 1 guard for 4 vp and 1 step",
     fx.PayFor(((COINS, 2), (GUARDS, 1)), fx.Seq((g(4), g(1, STEPS)))),
     "You may pay 2 coins and 1 guard for 4 VP and 1 pilgrim step."),
    ("R_LIM_5_gain_up_to", "immediate", "gain up to 3 steps", g(3, STEPS, up_to=True),
     "Gain up to 3 pilgrim steps."),
    # ---- R-BON-E: phase E
    ("R_BON_E_at_start_advance_and_gain", "phase_e", "at start: advance 1 on any track, gain 1 coin",
     fx.On(fx.Trigger.PHASE_E_START,
           fx.Seq((fx.Advance(1, fx.TrackChoice.ANY), g(1, COINS)))),
     "Phase E: at the start, move 1 up a track of your choice and gain 1 coin."),
    ("R_BON_E_per_die_colour", "phase_e", "per die orange: gain 1 coin",
     per(C(K.DICE, colour=DieColour.ORANGE), g(1, COINS)),
     "Phase E: gain 1 coin per orange die in your holders."),
    ("R_BON_E_no_purple_die", "phase_e", "if no die purple: gain 2 steps",
     fx.If(C(K.DICE, colour=DieColour.PURPLE), 0, g(2, STEPS)),
     "Phase E: gain 2 pilgrim steps if you have no purple die in your holders."),
    ("R_BON_E_trade", "phase_e", "trade 2 coins for 1 vp", fx.Trade(COINS, 2, 1),
     "Phase E: any number of times, trade 2 coins for 1 VP."),
    # ---- R-BON-G: game end
    ("R_BON_G_track_tiers", "game_end", "gain tiers(track scholars; 7: 5, 10: 7, 13: 10) vp",
     fx.Gain(VP, fx.Tiers(fx.Count(C(K.TRACK, classes=(SCHOLARS,))), ((7, 5), (10, 7), (13, 10)))),
     "Game end: 5/7/10 VP for scholars track space 7-9/10-12/13-15."),
    ("R_BON_G_per_influence", "game_end", "per card with influence 1, 2: gain 1 vp",
     per(C(K.CARDS, influence=(1, 2)), g(1)), "Game end: 1 VP per card with influence 1 or 2."),
    ("R_BON_G_class_sets", "game_end", "per class set: gain 5 vp", per(C(K.CLASS_SETS), g(5)),
     "Game end: 5 VP per set of 4 cards of the 4 classes."),
    ("R_BON_G_reuse_game_end", "game_end", "reuse game_end", fx.Reuse(Timing.GAME_END),
     "Game end: score the game-end bonus of another of your cards once more."),
    # ---- R-BON-C / R-C-4: phase C start cards
    ("R_C_4_coin_discount", "phase_c", "card discount coins 1", fx.CardDiscount(Currency.COINS, 1),
     "Phase C: coin-cost cards cost you 1 coin less."),
    ("R_C_4_guard_discount", "phase_c", "card discount guards 2", fx.CardDiscount(Currency.GUARDS, 2),
     "Phase C: guard-cost cards cost you 2 guards less."),
    ("R_C_4_after_acquiring_council", "phase_c", "on acquire council: gain 1 guard and 1 vp and 1 step",
     fx.On(fx.Trigger.ACQUIRE, fx.Seq((g(1, GUARDS), g(1), g(1, STEPS))), (COUNCIL,)),
     "Phase C: after acquiring a council card, gain 1 guard, 1 VP and 1 pilgrim step."),
    ("R_C_4_after_acquiring_two_classes", "phase_c", "on acquire merchants, clerics: gain 2 vp",
     fx.On(fx.Trigger.ACQUIRE, g(2), (MERCHANTS, CLERICS)),
     "Phase C: after acquiring a merchants or clerics card, gain 2 VP."),
    # ---- R-BON-M: monasteries
    ("R_BON_M_per_class_card", "immediate", "per card of class clerics: gain 2 vp",
     per(C(K.CARDS, classes=(CLERICS,)), g(2)), "Gain 2 VP per clerics card."),
    ("R_BON_M_track_plus_3", "immediate", "advance 3 on council", fx.Advance(3, fx.TrackChoice.NAMED, COUNCIL),
     "Move 3 up the council track."),
    ("R_BON_M_every_track", "immediate", "advance 1 on every track", fx.Advance(1, fx.TrackChoice.EVERY),
     "Move 1 up every track."),
    ("R_BON_M_per_crown", "immediate", "per crown: gain 1 vp", per(C(K.CROWNS), g(1)),
     "Gain 1 VP per crown you have."),
    ("R_BON_M_score_voyages", "immediate", "score up to 2 voyages", fx.ScoreVoyages(2),
     "Score up to 2 of your voyages now."),
    ("R_BON_M_game_end_and_rank", "immediate", "score game_end card, score rank on any track",
     fx.Seq((fx.ScoreGameEnd(), fx.ScoreRank())),
     "Score one of your game-end cards now and for one track of your choice, "
     "gain the scoring-tile VP of your current rank."),
    ("R_BON_M_score_diplomas", "immediate", "score diplomas", fx.ScoreDiplomas(),
     "Score your diploma sets now."),
    ("R_BON_M_castle_die", "lasting", "on castle die: gain 4 vp", fx.On(fx.Trigger.CASTLE_DIE, g(4)),
     "Lasting: whenever you place a die in the castle, gain 4 VP."),
    ("R_BON_M_later_disk", "lasting", "on monastery disk: gain 1 vp", fx.On(fx.Trigger.MONASTERY_DISK, g(1)),
     "Lasting: whenever you place a later monastery disk, gain 1 VP."),
    ("R_BON_M_one_wild", "lasting", "wild diplomas 1", fx.WildDiplomas(1), "Lasting: counts as 1 wild diploma."),
    ("R_BON_M_two_wild", "lasting", "wild diplomas 2", fx.WildDiplomas(2), "Lasting: counts as 2 wild diplomas."),
    # ---- R-BON-V: voyages
    ("R_BON_V_tanger", "game_end", "per voyage: gain 2 vp", per(C(K.VOYAGES), g(2)),
     "Game end: 2 VP per voyage with your disk."),
    ("R_BON_V_madeira", "game_end", "per diploma: gain 1 vp", per(C(K.DIPLOMAS), g(1)),
     "Game end: 1 VP per diploma."),
    ("R_BON_V_sansibar", "game_end", "gain half(track council + track clerics) vp",
     fx.Gain(VP, fx.Half(fx.Sum((fx.Count(C(K.TRACK, classes=(COUNCIL,))),
                                 fx.Count(C(K.TRACK, classes=(CLERICS,))))))),
     "Game end: VP equal to half (rounded down) of your council track space + your clerics track space."),
    ("R_BON_V_ceuta", "game_end", "per monastery without disk: gain 1 vp",
     per(C(K.MONASTERIES_WITHOUT), g(1)), "Game end: 1 VP per monastery without your disk."),
    ("R_BON_V_calicut", "game_end", "gain half(guards + coins + crown) vp",
     fx.Gain(VP, fx.Half(fx.Sum((fx.Count(C(K.GUARDS)), fx.Count(C(K.COINS)), fx.Count(C(K.CROWNS)))))),
     "Game end: VP equal to half (rounded down) of your guards + your coins + your crowns."),
    ("R_BON_V_maskat", "game_end", "gain 2 * lowest track vp",
     fx.Gain(VP, fx.Times(2, fx.Count(C(K.LOWEST_TRACK)))), "Game end: 2 VP per space of your lowest track."),
    ("R_BON_V_barbados", "game_end", "per monastery with disk: gain 1 vp",
     per(C(K.MONASTERIES_WITH), g(1)), "Game end: 1 VP per monastery with your disk."),
    ("R_BON_V_brasil", "game_end", "per monastery I with disk: gain 2 vp",
     per(C(K.MONASTERIES_WITH, backs=(Back.I,)), g(2)), "Game end: 2 VP per I-monastery with your disk."),
    ("R_BON_V_acores", "game_end", "per card beyond 10: gain 3 vp", per(C(K.CARDS_BEYOND, n=10), g(3)),
     "Game end: 3 VP per character card beyond your 10th."),
    ("R_BON_V_goa", "game_end", "gain 9 vp", g(9), "Game end: 9 VP."),
    ("R_BON_V_macau", "game_end", "per card of class merchants: gain 2 vp",
     per(C(K.CARDS, classes=(MERCHANTS,)), g(2)), "Game end: 2 VP per merchants card."),
    # ---- R-FAV: favor tiles
    ("R_FAV_1_while_held", "while_held", "invest discount 2", fx.InvestDiscount(2),
     "While held: every investment costs 2 less."),
    ("R_FAV_1_invest", "immediate", "invest", fx.Invest(), "Invest in a voyage."),
    ("R_FAV_2_vp_and_cap", "immediate", "gain 4 vp, place cap", fx.Seq((g(4), fx.PlaceCap())),
     "Gain 4 VP and you may put the cap tile on one of your dice in a city row."),
    ("R_FAV_3_vp_and_up_to_steps", "immediate", "gain 2 vp, gain up to 3 steps",
     fx.Seq((g(2), g(3, STEPS, up_to=True))), "Gain 2 VP and up to 3 pilgrim steps."),
    ("R_FAV_4_choice", "immediate", "choose { gain 7 guards | gain 7 coins }",
     fx.Choice((g(7, GUARDS), g(7, COINS))), "Gain 7 guards or 7 coins."),
    # ---- counters and amounts not covered above
    ("counter_any_card", "game_end", "per card: gain 1 vp", per(C(K.CARDS), g(1)),
     "Game end: 1 VP per card."),
    ("counter_two_classes", "game_end", "per card of class council, clerics: gain 1 vp",
     per(C(K.CARDS, classes=(COUNCIL, CLERICS)), g(1)), "Game end: 1 VP per council or clerics card."),
    ("counter_two_backs", "game_end", "per monastery I, II with disk: gain 1 vp",
     per(C(K.MONASTERIES_WITH, backs=(Back.I, Back.II)), g(1)),
     "Game end: 1 VP per I or II-monastery with your disk."),
    ("counter_coins_held", "game_end", "per coins: gain 1 vp", per(C(K.COINS), g(1)),
     "Game end: 1 VP per coin you hold."),
    ("counter_guards_held", "game_end", "per guards: gain 1 vp", per(C(K.GUARDS), g(1)),
     "Game end: 1 VP per guard you hold."),
    ("counter_track_space", "game_end", "per track merchants: gain 1 vp",
     per(C(K.TRACK, classes=(MERCHANTS,)), g(1)), "Game end: 1 VP per space of your merchants track."),
    ("amount_count_alone", "game_end", "gain crown vp", fx.Gain(VP, fx.Count(C(K.CROWNS))),
     "Game end: 1 VP per crown you have."),
    ("amount_parentheses", "game_end", "gain 3 * (coins) + 1 vp",
     fx.Gain(VP, fx.Sum((fx.Times(3, fx.Count(C(K.COINS))), fx.Const(1)))),
     "Game end: VP equal to 3 × your coins + 1."),
    ("amount_tiers_of_count", "game_end", "gain tiers(voyage; 2: 3, 4: 8) vp",
     fx.Gain(VP, fx.Tiers(fx.Count(C(K.VOYAGES)), ((2, 3), (4, 8)))),
     "Game end: 3/8 VP for 2-3/4+ voyages with your disk."),
    ("amount_tiers_of_dice", "phase_e", "gain tiers(die gray; 1: 1, 3: 4) coins",
     fx.Gain(COINS, fx.Tiers(fx.Count(C(K.DICE, colour=DieColour.GRAY)), ((1, 1), (3, 4)))),
     "Phase E: gain 1/4 coins for 1-2/3+ gray dice in your holders."),
    ("amount_number_of_monasteries", "immediate", "gain half(monastery II with disk + card of class council) vp",
     fx.Gain(VP, fx.Half(fx.Sum((fx.Count(C(K.MONASTERIES_WITH, backs=(Back.II,))),
                                 fx.Count(C(K.CARDS, classes=(COUNCIL,))))))),
     "Gain VP equal to half (rounded down) of your number of II-monasteries with your disk "
     "+ your number of council cards."),
    ("amount_sum_of_counts", "immediate", "gain track council + 2 coins",
     fx.Gain(COINS, fx.Sum((fx.Count(C(K.TRACK, classes=(COUNCIL,))), fx.Const(2)))),
     "Gain coins equal to your council track space + 2."),
    ("choice_of_mixed_steps", "immediate", "choose { advance 1 on any track | gain 2 coins }",
     fx.Choice((fx.Advance(1, fx.TrackChoice.ANY), g(2, COINS))),
     "Move 1 up a track of your choice or gain 2 coins (your choice)."),
    ("singular_and_plural_words", "immediate", "gain 1 coin and 2 guard and 1 steps",
     fx.Seq((g(1, COINS), g(2, GUARDS), g(1, STEPS))), "Gain 1 coin, 2 guards and 1 pilgrim step."),
]


@pytest.mark.parametrize("rule,timing,source,expected,text", CASES, ids=[c[0] for c in CASES])
def test_bonus_compiles_and_renders(rule, timing, source, expected, text):
    bonus = compile_bonus(timing, source)
    assert bonus == fx.Bonus(Timing(timing), expected)
    assert render_bonus(bonus) == text


def test_every_effect_class_is_covered_by_a_case():
    seen: set[type] = set()

    def walk(node):
        seen.add(type(node))
        for value in getattr(node, "__dict__", {}).values():
            for item in value if isinstance(value, tuple) else (value,):
                if hasattr(item, "__dataclass_fields__") and not isinstance(item, fx.Counter):
                    walk(item)

    for _, timing, source, _, _ in CASES:
        walk(compile_bonus(timing, source).effect)
    effect_types = set(fx.Effect.__args__) | set(fx.Amount.__args__)
    assert effect_types - seen == set()


def test_every_counter_kind_is_covered_by_a_case():
    kinds = set()
    for *_, expected, _ in CASES:
        stack = [expected]
        while stack:
            node = stack.pop()
            if isinstance(node, fx.Counter):
                kinds.add(node.kind)
            elif hasattr(node, "__dataclass_fields__"):
                for value in node.__dict__.values():
                    stack.extend(value if isinstance(value, tuple) else (value,))
    assert set(fx.CounterKind) - kinds == set()


def test_rendering_is_deterministic_and_normalise_ignores_spacing_and_case():
    bonus = compile_bonus("immediate", "gain 3 coins and 1 step")
    assert render_bonus(bonus) == render_bonus(compile_bonus("immediate", "gain 3 coins  and\n 1 step"))
    assert normalise_text("  Gain 3 coins\n and 1 PILGRIM   step. ") == normalise_text(render_bonus(bonus))


def test_line_breaks_inside_braces_are_insignificant():
    one = compile_bonus("immediate", "each opponent chooses { give 1 guard and 1 coin | give 2 vp }")
    many = compile_bonus("immediate", "each opponent chooses {\n  give 1 guard\n  and 1 coin\n | give 2 vp\n}")
    assert one == many
