"""Timing, triggers, conditions and discourse in printed card text (R-CARD-1, R-C-4,
R-BON-E, R-BON-M, R-FAV-1): designer paraphrases of the base components' timed and
conditional bonuses read to the component's rule, and each twin that changes the timing,
the trigger, the condition or what is counted is an error (a difference or a refusal),
never the rule read in silence."""
from __future__ import annotations

import pytest
from dsl_helpers import compile_bonus

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Comparison, Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing
from coimbra_dsl.vocab import Timing

RULES = load_ruleset("base")
LEXICON = Lexicon.of(RULES)


def rule(target) -> tuple[fx.Bonus, ...]:
    """A component's bonuses (by id), or the bonuses of `timing: effect` lines."""
    if isinstance(target, str):
        return RULES.component(target).bonuses
    return tuple(compile_bonus(*line.split(": ", 1)) for line in target)


def read(text: str, target) -> tuple[fx.Bonus, ...]:
    timing = default_timing(RULES.component(target)) if isinstance(target, str) \
        else Timing.IMMEDIATE
    return read_text(text, LEXICON, default_timing=timing)


def assert_same(text: str, target) -> None:
    found = difference(read(text, target), rule(target))
    assert found is None, found


def assert_differs(text: str, target) -> None:
    """A changed meaning: the reader refuses it, or what it reads differs from the rule."""
    try:
        got = read(text, target)
    except CardTextError:
        return
    assert difference(got, rule(target)) is not None, f"read silently as the rule: {text}"


CASTLE_OR_COUNCIL = ("lasting: on castle die: gain 1 vp",
                     "phase_c: on acquire council: gain 1 vp")

# ------------------------------------------------------------------ two triggers, one reward

SAME = [
    # two triggers joined: a bonus per timing, each acting when it does (R-C-4, R-BON-M)
    ("Each time you place a die in the castle or buy a council card, gain 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Whenever you place a die in the castle and whenever you buy a council card, gain 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Gain 1 VP each time you place a die in the castle or acquire a council card.",
     CASTLE_OR_COUNCIL),
    ("Ongoing: whenever you place a die in the castle or buy a council card, gain 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Whenever one of your dice goes to the castle or you buy a council card, score 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Each time you place a die in the castle or buy a council card, gain 1 VP. Also gain "
     "1 coin.", ("lasting: on castle die: gain 1 vp and 1 coin",
                 "phase_c: on acquire council: gain 1 vp and 1 coin")),
    ("Whenever you place a die in the castle or place a later monastery disk, gain 1 VP.",
     ("lasting: on castle die: gain 1 vp, on monastery disk: gain 1 vp",)),
    # two triggered sentences joined by "and": each trigger its own reward
    ("Whenever you place a die in the castle, gain 1 VP, and whenever you place a later "
     "monastery disk, gain 2 VP.",
     ("lasting: on castle die: gain 1 vp, on monastery disk: gain 2 vp",)),
    ("Whenever you buy a council card, gain 1 guard, and whenever you place a die in the "
     "castle, gain 4 VP.", ("phase_c: on acquire council: gain 1 guard",
                            "lasting: on castle die: gain 4 vp")),
    # two cards acquired: one trigger on both classes
    ("Whenever you buy a council card or a merchants card, gain 1 VP.",
     ("phase_c: on acquire council, merchants: gain 1 vp",)),
    ("Whenever you buy a council card or buy a merchants card, gain 1 VP.",
     ("phase_c: on acquire council, merchants: gain 1 vp",)),
    ("Gain 1 VP whenever you acquire a council card or a merchants card.",
     ("phase_c: on acquire council, merchants: gain 1 vp",)),
    # the start of phase E after the reward (R-BON-E)
    ("Gain 1 guard and move 1 up a track of your choice at the start of each phase E.",
     "tristao_da_cunha"),
    ("Move 1 up any track and gain 1 coin at the beginning of phase E.", "jorge_de_melo"),
    ("Phase E: move 1 up a track of your choice and gain 1 guard at the start.",
     "tristao_da_cunha"),
    ("Gain 2 pilgrim steps at the start of phase E unless you have a purple die.",
     "afonso_de_portugal"),
    ("Gain 2 pilgrim steps at the start of each phase E if you have no purple die.",
     "afonso_de_portugal"),
    ("Phase E: unless you have a purple die, gain 2 pilgrim steps at the start.",
     "afonso_de_portugal"),
    ("Unless you have a purple die, move your pilgrim 2 steps at the start of phase E.",
     "afonso_de_portugal"),
    # conditions: unless, only if, at all, none of the dice, hold/own no, not got
    ("Phase E: at the start, unless you have a purple die, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("At the start of each phase E, unless you have a purple die in your holders, gain 2 "
     "pilgrim steps.", "afonso_de_portugal"),
    ("Phase E: at the start, unless there is a purple die in your holders, your pilgrim "
     "moves 2 spaces.", "afonso_de_portugal"),
    ("Only if you have no purple die, gain 2 pilgrim steps at the start of phase E.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps, but only if you have no purple die.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps if you have no purple die at all.",
     "afonso_de_portugal"),
    ("At the start of phase E, if none of the dice in your holders is purple, gain 2 steps.",
     "afonso_de_portugal"),
    ("At the start of phase E, if no die in your holders is purple, gain 2 steps.",
     "afonso_de_portugal"),
    ("At the start of phase E, unless one of the dice in your holders is purple, gain 2 "
     "steps.", "afonso_de_portugal"),
    ("At the start of phase E, if you hold no purple die, gain 2 steps.", "afonso_de_portugal"),
    ("If at the start of phase E you have no purple die, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("Phase E: if at the start you do not have any purple dice, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("At the start of phase E, if you own no purple dice, gain 2 steps.", "afonso_de_portugal"),
    ("At the start of phase E, gain 2 steps if you have not got a purple die.",
     "afonso_de_portugal"),
    ("Phase E: should you have no purple die, gain 2 pilgrim steps.", "afonso_de_portugal"),
    ("Phase E: in case you have no purple die, gain 2 pilgrim steps.", "afonso_de_portugal"),
    ("Phase E: gain 2 pilgrim steps if there isn't a purple die in your holders.",
     "afonso_de_portugal"),
    ("Phase E: if no purple die is in your holders, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("Phase E: gain 2 pilgrim steps, but not if you have a purple die.",
     "afonso_de_portugal"),
    # two conditions that hold together: one inside the other
    ("Gain 3 coins if you have no coins and no guards.",
     ("immediate: if no coins: if no guards: gain 3 coins",)),
    ("If you have neither coins nor guards, gain 3 coins.",
     ("immediate: if no coins: if no guards: gain 3 coins",)),
    # a remark restating the condition ("otherwise nothing")
    ("At the start of phase E, you gain 2 steps if you have no purple die; otherwise nothing.",
     "afonso_de_portugal"),
    ("At the start of phase E, gain 2 pilgrim steps if you have no purple die. Otherwise, "
     "nothing happens.", "afonso_de_portugal"),
    # timings: lasting, while held, any time during phase E, during each phase E
    ("Henceforth, whenever you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("For the rest of the game, you receive 4 VP each time you place one of your dice in "
     "the castle.", "alcobaca"),
    ("From now on, gain 1 VP for each later monastery disk you place.", "ganfei"),
    ("Henceforth, each time you place a disk on a monastery, gain 1 VP.", "ganfei"),
    ("From now on, this monastery counts as 2 wild diplomas.", "santo_tirso"),
    ("From now on, every time you put a die into the castle during phase B, you gain 4 "
     "victory points right away.", "alcobaca"),
    ("Whenever you place a die in the castle, gain 4 VP immediately.", "alcobaca"),
    ("Henceforth, for every disk you later place above a monastery, gain 1 VP.", "ganfei"),
    ("While this favor tile is in front of you, whenever you invest in a voyage, its cost is "
     "reduced by 2. When you take it, invest in a voyage.", "favor_do_rei"),
    ("Invest in a voyage. As long as you have this favor tile, the cost of each voyage you "
     "invest in is reduced by 2.", "favor_do_rei"),
    ("Whenever you buy a card with a coin cost in phase C, it costs you 1 coin less (minimum "
     "0).", "pedro_nunes"),
    ("Whenever you acquire a card with a guard cost in phase C, pay 1 guard less for it, to a "
     "minimum of 0.", "jorge_da_costa"),
    ("At any point during phase E, trade 2 guards for 1 VP any number of times.",
     "nuno_da_cunha"),
    ("Any time during phase E, you may trade 2 coins for 1 VP repeatedly.", "goncalo_vaz"),
    ("At any moment in phase E, you may trade 2 coins for 1 VP as often as you like.",
     "goncalo_vaz"),
    ("During each phase E, you receive 1 VP for every green die in your holders.",
     "amato_lusitano"),
    ("During every phase E, gain 1 coin per orange die in your holders.", "lourenco_moreno"),
    ("Phase E: gain 1 VP for each green die that is in your holders.", "amato_lusitano"),
    ("Phase E: gain 1 VP for each green die currently in your holders.", "amato_lusitano"),
    ("Phase E: gain 1 VP per green die held.", "amato_lusitano"),
    ("Phase E: gain 1 coin for each orange die among your dice.", "lourenco_moreno"),
    ("Phase E: gain 1 guard for each gray die sitting in your holders.", "joao_de_castro"),
    # timing words for the end of the game, the moment of taking, lasting and held
    ("At the close of the game, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("Once the game is over, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("At the very end of the game, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("In the final scoring, 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("Game end scoring: 5 VP per set of 4 cards of the 4 classes.", "martim_afonso_de_sousa"),
    ("Immediately upon taking this card, gain 5 guards.", "alvaro_vaz_de_almada"),
    ("On acquisition, gain 5 guards.", "alvaro_vaz_de_almada"),
    ("Upon purchase, gain 5 guards.", "alvaro_vaz_de_almada"),
    ("When acquired, gain 5 guards.", "alvaro_vaz_de_almada"),
    ("Instant: gain 5 guards.", "alvaro_vaz_de_almada"),
    ("One-time: gain 5 guards.", "alvaro_vaz_de_almada"),
    ("Lasting effect: whenever you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("While in your possession, each investment costs 2 less. When you take this tile, "
     "invest in a voyage.", "favor_do_rei"),
    ("As long as this tile lies in front of you, each investment costs 2 less. Immediately, "
     "invest in a voyage.", "favor_do_rei"),
    # a payment made a trade by a word or a remark after it (R-BON-E)
    ("Phase E: trade 2 coins for 1 VP (repeatable).", "goncalo_vaz"),
    ("Phase E: trade 2 coins for 1 VP, repeatable.", "goncalo_vaz"),
    ("Phase E: exchange 2 guards for 1 VP; you may do this any number of times.",
     "nuno_da_cunha"),
    ("Phase E: trade 2 guards for 1 VP. Repeat as often as you like.", "nuno_da_cunha"),
    ("Phase E: pay 2 guards for 1 VP. This may be repeated any number of times.",
     "nuno_da_cunha"),
    # two timings in one sentence; "later/future investments"
    ("Invest in a voyage now, and while you hold this tile your investments cost 2 less.",
     "favor_do_rei"),
    ("Invest in a voyage; your later investments cost 2 less while you hold this tile.",
     "favor_do_rei"),
    ("Invest in a voyage. Your future investments cost 2 less.", "favor_do_rei"),
    # continuations of the trigger's reward
    ("Whenever you acquire a council card, gain 1 guard. Then gain 1 VP. Then move your "
     "pilgrim 1 step.", "nuno_alvares_pereira"),
    ("Whenever you acquire a council card, gain 1 guard. In addition, gain 1 VP and 1 "
     "pilgrim step.", "nuno_alvares_pereira"),
    ("Every time you acquire a merchants card in phase C, gain 1 coin. Also, you gain 2 VP.",
     "bartolomeu_marchionni"),
    ("Every time you acquire a merchants card in phase C, gain 1 coin. You also gain 2 VP.",
     "bartolomeu_marchionni"),
    ("Whenever you acquire a council card, you gain 1 guard. You then gain 1 VP and 1 "
     "pilgrim step.", "nuno_alvares_pereira"),
    # the event said with a participle or of your disks
    ("After placing a die in the castle, gain 4 VP.", "alcobaca"),
    ("Upon placing a die in the castle, gain 4 VP.", "alcobaca"),
    ("After placing a later monastery disk, gain 1 VP.", "ganfei"),
    ("Each time one of your disks is placed on a monastery later, gain 1 VP.", "ganfei"),
    ("Whenever you place one of your disks on another monastery, gain 1 VP.", "ganfei"),
    # the event as what is counted, fronted or as the subject; phase E's start as the event
    ("For each council card you acquire, gain 1 guard, 1 VP and 1 step.",
     "nuno_alvares_pereira"),
    ("As soon as you acquire a council card, gain 1 guard, 1 VP and 1 step.",
     "nuno_alvares_pereira"),
    ("Each merchants card you buy gives you 1 coin and 2 VP.", "bartolomeu_marchionni"),
    ("Lasting: each die you place in the castle gives you 4 VP.", "alcobaca"),
    ("Lasting: for every die you place in the castle, gain 4 VP.", "alcobaca"),
    ("Each time you put a die into the castle (phase B), gain 4 VP.", "alcobaca"),
    ("Lasting: 1 VP per later monastery disk.", "ganfei"),
    ("Lasting: each further monastery disk you place gives you 1 VP.", "ganfei"),
    ("Whenever phase E starts, move 1 up a track of your choice and gain 1 guard.",
     "tristao_da_cunha"),
    ("When phase E begins, first move 1 up a track of your choice, then gain 1 coin.",
     "jorge_de_melo"),
    ("Phase E start: gain 1 guard and move 1 up any track.", "tristao_da_cunha"),
    ("In phase E of each round, gain 1 guard per gray die in your holders.", "joao_de_castro"),
    ("At the start of each of your phase E turns, move up 1 on a track of your choice and "
     "collect 1 guard.", "tristao_da_cunha"),
    ("Each time you recruit a council character, take 1 guard, 1 VP and 1 step.",
     "nuno_alvares_pereira"),
    ("Lasting: you get 4 VP whenever one of your dice enters the castle.", "alcobaca"),
    ("Invest in a voyage. While you hold this tile, investing costs you 2 less.",
     "favor_do_rei"),
    ("Invest in a voyage. While held, each voyage you invest in costs 2 less.",
     "favor_do_rei"),
    # a payment told as a condition or in two sentences (R-BON-I)
    ("If you pay 5 coins, gain 7 VP.", "rui_mendes"),
    ("You may give up 5 coins. If you do, score 7 VP.", "rui_mendes"),
    ("You may pay 5 coins. In return, gain 7 VP.", "rui_mendes"),
    ("If you choose to pay 5 guards, move your pilgrim up to 5 steps.", "diogo_de_sousa"),
    ("You may pay 5 coins. If you do so, gain 7 VP.", "rui_mendes"),
    ("You may pay 5 coins; in that case, gain 7 VP.", "rui_mendes"),
    ("You may pay 5 coins. If so, gain 7 VP.", "rui_mendes"),
    ("You may pay 5 coins. Should you do so, gain 7 VP.", "rui_mendes"),
    ("You may spend 5 coins. If you do, gain 7 VP.", "rui_mendes"),
    ("You may pay 5 guards. If you do this, move your pilgrim up to 5 spaces.",
     "diogo_de_sousa"),
    # continuing words and a remark restricting the investment before it
    ("Gain 4 guards and invest in a voyage. However, it must be a voyage with a guard cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards and invest in a voyage. However, you may only invest in a voyage with a "
     "guard cost.", "lopo_soares_de_albergaria"),
    ("Gain 4 guards. After that, invest in a voyage that costs guards.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards. Afterwards, invest in a guard-cost voyage.", "lopo_soares_de_albergaria"),
    ("Gain 4 guards. Furthermore, invest in a voyage with a guard cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards. On top of that, invest in a voyage with a guard cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards. Plus, invest in a voyage with a guard cost.", "lopo_soares_de_albergaria"),
    ("Whenever you acquire a council card, gain 1 guard. Moreover, gain 1 VP and 1 pilgrim "
     "step.", "nuno_alvares_pereira"),
    ("Gain 4 guards and invest in a voyage, but only in a voyage that has a guard cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards and invest, but only in a voyage with a guard cost.",
     "lopo_soares_de_albergaria"),
    # a remark on the opponents' VP (R-LIM-4)
    ("Each other player gives you 1 coin and 1 guard or 2 VP, as they choose; their VP may "
     "drop below 0.", "tome_pires"),
    # what is counted, with its relative clause
    ("At game end, score 1 VP for every monastery that you have a disk on.", "barbados"),
    ("At the end of the game, 1 VP for each monastery on the map that has none of your "
     "disks.", "ceuta"),
    ("Gain 1 victory point for each monastery which does not have your disk above it.",
     "ceuta"),
    ("Gain 1 victory point for each monastery which has your disk above it.", "barbados"),
    ("At game end, gain 2 VP for each voyage that has your disk.", "tanger"),
    ("At game end, gain 2 VP for each voyage that has one of your disks on it.", "tanger"),
    ("Game end: 2 VP for every voyage on which you have a disk.", "tanger"),
    ("Game end: 2 VP for each voyage in which you invested.", "tanger"),
    ("Game end: 2 VP for each voyage bearing your disk.", "tanger"),
    ("Game end: 2 VP for each voyage with one of your disks.", "tanger"),
    ("Game end: 1 VP per monastery where one of your disks is.", "barbados"),
    ("Game end: 1 VP for every monastery with none of your disks.", "ceuta"),
    ("Game end: 1 VP for each monastery that lacks your disk.", "ceuta"),
    ("Game end: 1 VP for each monastery you are not present in.", "ceuta"),
    ("Game end: 1 VP for each card with influence 1 or 2 that you own.",
     "henrique_de_meneses"),
]

DIFFERS = [
    # another trigger, another timing, a trigger that acts once
    ("Each time you place a die in the castle or buy a merchants card, gain 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Each time you place a later monastery disk or buy a council card, gain 1 VP.",
     CASTLE_OR_COUNCIL),
    ("Each time you place a die in the castle or buy a council card, gain 1 coin.",
     CASTLE_OR_COUNCIL),
    ("Whenever you place a die in the castle, gain 1 VP.", CASTLE_OR_COUNCIL),
    ("Whenever you place a die in the castle, gain 1 VP, and whenever you buy a council "
     "card, gain 2 VP.", CASTLE_OR_COUNCIL),
    ("Each time you place a die in the castle or buy a council card, gain 1 VP. Also gain "
     "1 coin.", CASTLE_OR_COUNCIL),
    ("Whenever you buy a council card or a clerics card, gain 1 VP.",
     ("phase_c: on acquire council, merchants: gain 1 vp",)),
    ("Whenever you buy a council card or buy a council card, gain 1 VP.",
     ("phase_c: on acquire council: gain 1 vp",)),
    ("Whenever you place a die in the castle or a merchants card, gain 1 VP.",
     ("phase_c: on acquire merchants: gain 1 vp",)),
    ("The first time you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("The next time you put a die in the castle, score 4 VP.", "alcobaca"),
    ("Once, when you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("Whenever an opponent places a die in the castle, gain 4 VP.", "alcobaca"),
    ("Once per round, when you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("Whenever you place a die in the castle for the first time, gain 4 VP.", "alcobaca"),
    ("Whenever you place a gray die in the castle, gain 4 VP.", "alcobaca"),
    ("Whenever you place a die in the castle, gain 4 VP once.", "alcobaca"),
    ("Whenever you place a die in the castle in phase C, gain 4 VP.", "alcobaca"),
    ("Whenever you place a die in the castle, each opponent gains 4 VP.", "alcobaca"),
    ("Until the end of the round, whenever you place a die in the castle or buy a council "
     "card, gain 1 VP.", CASTLE_OR_COUNCIL),
    ("Before you place a die in the castle, gain 4 VP.", "alcobaca"),
    ("Gain 1 guard and move 1 up a track of your choice at the end of each phase E.",
     "tristao_da_cunha"),
    ("At the start of phase C, move 1 up a track of your choice and gain 1 guard.",
     "tristao_da_cunha"),
    ("At the start of the game, move 1 up a track of your choice and gain 1 guard.",
     "tristao_da_cunha"),
    ("Gain 1 guard and move 1 up a track of your choice at the start of each phase E.",
     "jorge_de_melo"),
    ("Gain 2 pilgrim steps at the start of phase E.", "afonso_de_portugal"),
    # "at the start" of what: phase E's only in a sentence that says so
    ("At the start, move 1 up a track of your choice and gain 1 guard.", "tristao_da_cunha"),
    ("Move 1 up a track of your choice and gain 1 guard at the start of your turn.",
     "tristao_da_cunha"),
    ("At the start of the round, move 1 up a track of your choice and gain 1 guard.",
     "tristao_da_cunha"),
    ("Move 1 up any track and gain 1 coin.", "jorge_de_melo"),
    ("During phase D, gain 1 guard per gray die.", "joao_de_castro"),
    ("During each phase E, you receive 1 VP for every gray die in your holders.",
     "amato_lusitano"),
    ("At any point during phase E, you may trade 2 guards for 1 VP once.", "nuno_da_cunha"),
    ("Phase E: gain 1 coin for each orange die placed in the castle.", "lourenco_moreno"),
    ("Phase E: gain 1 VP for each gray die currently in your holders.", "amato_lusitano"),
    ("Gain 1 VP per green die held.", "amato_lusitano"),
    ("At any point during phase E, trade 2 coins for 1 VP any number of times.",
     "nuno_da_cunha"),
    ("Henceforth, whenever you place a die in the castle, gain 4 coins.", "alcobaca"),
    ("Whenever you place a die in the castle, gain 4 VP immediately.", "ganfei"),
    ("Gain 4 VP immediately.", "alcobaca"),
    ("Whenever you buy a card with a coin cost in phase C, it costs you 1 coin less (minimum "
     "0).", "jorge_da_costa"),
    ("Henceforth, for every disk you later place above a monastery, gain 2 VP.", "ganfei"),
    ("Henceforth, each time you place a die in the castle, gain 1 VP.", "ganfei"),
    ("While you hold this tile, each investment costs you 2 less.", "favor_do_rei"),
    # another condition: another colour, a count that is not none, the condition dropped
    ("Gain 2 pilgrim steps at the start of phase E unless you have an orange die.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps if you have a purple die.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps if you have only purple dice.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps unless you have no purple die.",
     "afonso_de_portugal"),
    ("Phase E: at the start, gain 2 pilgrim steps if you have no purple die or no green die.",
     "afonso_de_portugal"),
    ("At the start of phase E, if none of the dice in your holders is green, gain 2 steps.",
     "afonso_de_portugal"),
    ("At the start of phase E, if you hold no purple die, gain 3 steps.", "afonso_de_portugal"),
    ("If at the start of phase E you have no green die, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("If at the start you have no purple die, gain 2 pilgrim steps.", "afonso_de_portugal"),
    ("If at the start of phase E you have a purple die, gain 2 pilgrim steps.",
     "afonso_de_portugal"),
    ("Whenever you place a die in the castle, if you have at least 2 purple dice, gain 4 VP.",
     "alcobaca"),
    ("At the start of phase E, gain 2 steps. Otherwise, nothing happens.",
     "afonso_de_portugal"),
    ("At the start of phase E, gain 2 steps if you have no purple die at all. Also gain 1 "
     "coin.", "afonso_de_portugal"),
    ("Whenever you acquire a merchants card, gain 1 coin. You also gain 3 VP.",
     "bartolomeu_marchionni"),
    ("Whenever you acquire a merchants card, gain 1 coin. You also gain 2 coins.",
     "bartolomeu_marchionni"),
    ("After placing a die in the market, gain 4 VP.", "alcobaca"),
    ("Whenever you place one of your disks on a voyage, gain 1 VP.", "ganfei"),
    ("After placing a later monastery disk, gain 4 VP.", "alcobaca"),
    ("Phase E: trade 2 guards for 1 VP. You may do this twice.", "nuno_da_cunha"),
    ("Phase E: trade 2 guards for 1 coin. You may do this any number of times.",
     "nuno_da_cunha"),
    ("Phase E: gain 1 VP. You may do this any number of times.", "nuno_da_cunha"),
    ("Phase E: trade 2 guards for 1 VP (repeatable).", "goncalo_vaz"),
    ("Phase E: trade 3 coins for 1 VP. Repeat as often as you like.", "goncalo_vaz"),
    ("Invest in a voyage now, and while you hold this tile your investments cost 1 less.",
     "favor_do_rei"),
    ("Invest in a coin-cost voyage now, and while you hold this tile your investments cost 2 "
     "less.", "favor_do_rei"),
    ("Invest in a voyage now, and at the end of the game your investments cost 2 less.",
     "favor_do_rei"),
    # another timing word
    ("On acquisition, gain 5 guards.", "martim_afonso_de_sousa"),
    ("At the close of phase E, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("At the start of the game, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("Upon purchase, score 5 VP per set of 4 cards of the 4 classes.",
     "martim_afonso_de_sousa"),
    ("Lasting effect: gain 5 guards.", "alvaro_vaz_de_almada"),
    ("While in your possession, gain 5 guards.", "alvaro_vaz_de_almada"),
    # counted, not triggered; another event; a condition that is not a payment
    ("For each council card you have acquired, gain 1 guard, 1 VP and 1 step.",
     "nuno_alvares_pereira"),
    ("For each council card you acquire, gain 1 guard and 1 step.", "francisco_de_almeida"),
    ("Each merchants card you own gives you 1 coin and 2 VP.", "bartolomeu_marchionni"),
    ("Lasting: each die you place in the castle gives you 4 coins.", "alcobaca"),
    ("Each time you put a die into the castle (phase C), gain 4 VP.", "alcobaca"),
    ("Lasting: 1 VP per monastery disk.", "ganfei"),
    ("Whenever phase E ends, move 1 up a track of your choice and gain 1 guard.",
     "tristao_da_cunha"),
    ("Phase E end: gain 1 guard and move 1 up any track.", "tristao_da_cunha"),
    ("In phase C of each round, gain 1 guard per gray die in your holders.",
     "joao_de_castro"),
    ("At the start of each of your phase C turns, move up 1 on a track of your choice and "
     "collect 1 guard.", "tristao_da_cunha"),
    ("Each time you recruit a clerics character, take 1 guard, 1 VP and 1 step.",
     "nuno_alvares_pereira"),
    ("Lasting: you get 4 VP whenever one of your dice enters the market.", "alcobaca"),
    ("Invest in a voyage. While held, each voyage you invest in costs 3 less.",
     "favor_do_rei"),
    ("If you have 5 coins, gain 7 VP.", "rui_mendes"),
    ("If you pay 5 guards, gain 7 VP.", "rui_mendes"),
    ("If you pay 5 coins, gain 5 VP.", "rui_mendes"),
    ("You may pay 5 coins. If so, gain 7 coins.", "rui_mendes"),
    ("You may pay 5 guards. If you do so, gain 7 VP.", "rui_mendes"),
    ("You may pay 5 guards. If you do this, move your pilgrim up to 4 spaces.",
     "diogo_de_sousa"),
    ("Each other player gives you 1 coin and 1 guard or 2 VP, as they choose.", "tome_pires"),
    ("Each other player gives you 1 coin and 1 guard or 2 VP, as they choose; their VP may "
     "drop below 1.", "tome_pires"),
    ("Phase E: gain 2 pilgrim steps if no green die is in your holders.",
     "afonso_de_portugal"),
    ("Phase E: gain 2 pilgrim steps, but not if you have no purple die.",
     "afonso_de_portugal"),
    ("Phase E: should you have a purple die, gain 2 pilgrim steps.", "afonso_de_portugal"),
    ("Phase E: gain 2 pilgrim steps if there isn't a gray die in your holders.",
     "afonso_de_portugal"),
    ("Gain 4 guards and invest in a voyage. However, it must be a voyage with a coin cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards. However, it must be a voyage with a guard cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards and invest in a voyage, but only in a voyage that has a coin cost.",
     "lopo_soares_de_albergaria"),
    ("Gain 4 guards. Afterwards, invest in a coin-cost voyage.", "lopo_soares_de_albergaria"),
    ("Whenever you acquire a council card, gain 1 guard. Moreover, gain 1 VP.",
     "nuno_alvares_pereira"),
    ("Gain 3 coins if you have no coins and no crowns.",
     ("immediate: if no coins: if no guards: gain 3 coins",)),
    ("Gain 3 coins if you have no coins.",
     ("immediate: if no coins: if no guards: gain 3 coins",)),
    ("Gain 3 coins if you have no coins or no guards.",
     ("immediate: if no coins: if no guards: gain 3 coins",)),
    ("Gain 3 coins if you have no coins and no coins.",
     ("immediate: if no coins: gain 3 coins",)),
    # another counted thing
    ("At game end, score 1 VP for every monastery that you have no disk on.", "barbados"),
    ("Gain 1 victory point for each monastery which has your disk above it.", "ceuta"),
    ("At game end, gain 2 VP for each voyage that has your disk.", "barbados"),
    ("At the end of the game, 1 VP for each monastery on the map that has your disk.",
     "ceuta"),
    ("Game end: 2 VP for each voyage in which you invested.", "barbados"),
    ("Game end: 1 VP for each monastery you are present in.", "ceuta"),
    ("Game end: 1 VP for every monastery with one of your disks.", "ceuta"),
    ("Game end: 1 VP for each card with influence 1 or 3 that you own.",
     "henrique_de_meneses"),
    ("Game end: 2 VP for each voyage with none of your disks.", "tanger"),
]


@pytest.mark.parametrize("text,target", SAME)
def test_R_CARD_1_timing_trigger_and_condition_paraphrases_read_to_the_rule(text, target):
    assert_same(text, target)


@pytest.mark.parametrize("text,target", DIFFERS)
def test_R_CARD_1_a_changed_timing_trigger_condition_or_count_is_never_the_rule(text, target):
    assert_differs(text, target)


def test_R_C_4_joined_triggers_of_two_timings_are_two_bonuses_in_the_order_printed():
    got = read_text("Whenever you place a die in the castle or buy a council card, gain 1 VP.",
                    LEXICON)
    assert [b.timing for b in got] == [Timing.LASTING, Timing.PHASE_C]


def test_R_BON_E_at_the_start_without_phase_e_is_refused_where_it_stands():
    with pytest.raises(CardTextError) as exc:
        read_text("Gain 1 guard at the start.", LEXICON)
    assert exc.value.column == 14 and "'at the start' of what?" in exc.value.message
    assert read_text("Phase E: gain 1 guard at the start of your turn.", LEXICON) == \
        read_text("At the start of each phase E, gain 1 guard.", LEXICON)


def test_a_trigger_named_twice_is_refused_with_the_trigger():
    with pytest.raises(CardTextError, match="the same trigger is named twice"):
        read_text("Each time you place a die in the castle or place a die in the castle, "
                  "gain 1 VP.", LEXICON)


def test_otherwise_nothing_needs_a_condition_before_it():
    with pytest.raises(CardTextError, match="'otherwise, nothing' needs a condition"):
        read_text("Phase E: gain 2 pilgrim steps. Otherwise, nothing happens.", LEXICON)


def test_R_BON_E_only_a_count_of_none_is_a_condition():
    assert Comparison.EXACTLY.means_none(0) and Comparison.FEWER_THAN.means_none(1)
    assert Comparison.AT_MOST.means_none(0)
    assert not Comparison.AT_LEAST.means_none(0) and not Comparison.EXACTLY.means_none(1)
    assert not Comparison.SOME.means_none(None) and not Comparison.FEWER_THAN.means_none(2)


def test_R_C_4_every_standing_ability_and_trigger_has_one_timing_for_reader_and_validator():
    assert set(fx.STANDING_ABILITIES) == {fx.CardDiscount, fx.InvestDiscount, fx.Trade,
                                          fx.WildDiplomas}
    assert {k for k in fx.STANDING_TIMING if isinstance(k, fx.Trigger)} == set(fx.Trigger)
    on_start = fx.On(fx.Trigger.PHASE_E_START, fx.Seq(()))
    assert fx.standing_timing(on_start) is Timing.PHASE_E
    assert fx.standing_timing(fx.Gain(fx.Resource.VP, fx.Const(1))) is None


def test_the_one_pruned_parse_of_each_text_is_the_whole_grammars_parse():
    """Each text is parsed with only the rules its words allow (card_text._Parser): for
    these constructions ('Phase E: at the start, unless you have a purple die, …', joined
    triggers, conditions after a trigger) the tree is the whole grammar's, ambiguities
    and all."""
    from lark import Token

    from coimbra_dsl.card_text import _get_parser, _same_kind, words
    from coimbra_dsl.lark_compat import parse_tokens, pruned_earley

    reader = _get_parser()
    whole = pruned_earley(reader._grammar, list(reader._grammar.rules), [], _same_kind)
    for text, _ in SAME[::3]:
        tokens = [Token(w.kind, w.value, start_pos=w.column - 1, line=1, column=w.column)
                  for w in words(text, reader.literals, LEXICON)]
        pruned = reader._for_words(frozenset(t.type for t in tokens))
        assert parse_tokens(reader.tables.lexer, pruned.whole, tokens) == \
            parse_tokens(reader.tables.lexer, whole, tokens), text


@pytest.mark.parametrize("text,line", [
    ("Phase E: gain 1 guard. Also gain 1 coin.", "phase_e: gain 1 guard and 1 coin"),
    ("Phase E: gain 1 guard; you also gain 1 coin.", "phase_e: gain 1 guard and 1 coin"),
    ("Game end: 1 VP per council card. Also gain 2 VP.",
     "game_end: per card of class council: gain 1 vp, gain 2 vp"),
])
def test_R_BON_E_R_BON_G_a_continuing_sentence_acts_when_the_bonus_before_it_does(text, line):
    assert difference(read_text(text, LEXICON), (compile_bonus(*line.split(": ", 1)),)) is None


def test_R_FAV_1_a_continuing_sentence_after_a_standing_ability_acts_at_once():
    got = read_text("While held: investments cost 2 less. Also invest in a voyage.", LEXICON)
    assert [b.timing for b in got] == [Timing.WHILE_HELD, Timing.IMMEDIATE]
