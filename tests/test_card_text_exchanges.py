"""Exchanges, choices, discounts, investing and opponents in printed card text (docs/DSL.md
"Card text"): designer phrasings read to their component's rule (R-BON-E trades, R-BON-I
payments and opponents, R-LIM-5 payments made a set number of times, R-FAV-1 and R-C-4
discounts, R-FAV-4 choices, R-INV-1 voyages of one currency), and each changed-meaning
twin is an error: a difference in the game's words, or a text the reader refuses."""
from __future__ import annotations

import pytest
from dsl_helpers import compile_bonus, reads_or_says_where
from hypothesis import given, settings
from hypothesis import strategies as st

from coimbra_dsl import effects as fx
from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing
from coimbra_dsl.vocab import Resource, Timing

BASE = load_ruleset("base")
LEXICON = Lexicon.of(BASE)


def _rule(target: str) -> tuple[fx.Bonus, ...]:
    """A base component's bonuses, or one rule-language line 'timing: effect'."""
    if ": " in target:
        return (compile_bonus(*target.split(": ", 1)),)
    return BASE.component(target).bonuses


def _read(target: str, text: str) -> tuple[fx.Bonus, ...]:
    timing = Timing.IMMEDIATE if ": " in target else default_timing(BASE.component(target))
    return read_text(text, LEXICON, default_timing=timing)


def _caught(target: str, text: str) -> bool:
    """The reader refuses the text, or reads it to something other than the rule."""
    try:
        got = _read(target, text)
    except CardTextError:
        return True
    return difference(got, _rule(target)) is not None


EXCHANGES_SAME = [
    ('nuno_da_cunha', 'Phase E: trade 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, as many times as you like.'),
    ('goncalo_vaz', 'During phase E, you may convert 2 coins into 1 VP any number of times.'),
    ('nuno_da_cunha', 'Phase E: you can swap 2 guards for 1 VP as often as you wish.'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP at a rate of 2 to 1.'),
    ('nuno_da_cunha', 'Phase E: exchange guards at a rate of 2 to 1 for VP.'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP at a 2:1 rate.'),
    ('goncalo_vaz', 'Phase E: for every 2 coins you pay, gain 1 VP, any number of times.'),
    ('goncalo_vaz', 'Phase E: any number of times, pay 2 coins to gain 1 VP.'),
    ('goncalo_vaz', 'Phase E: repeatedly pay 2 coins for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: as often as you like, spend 2 guards to gain 1 VP.'),
    ('goncalo_vaz', 'Phase E: you may trade 2 coins for 1 VP any number of times.'),
    ('goncalo_vaz', 'Phase E: trade 2 coins for 1 VP, repeatable.'),
    ('goncalo_vaz', 'In phase E, you can turn 2 coins into 1 VP, as often as you like.'),
    ('goncalo_vaz', 'In phase E, every 2 coins can be traded for 1 VP.'),
    ('goncalo_vaz', 'In phase E, 2 coins may be exchanged for 1 VP any number of times.'),
    ('nuno_da_cunha', 'Phase E: sell 2 guards for 1 VP, any number of times.'),
    ('nuno_da_cunha', 'Phase E: trade two guards for a victory point as often as you like.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP. You may do this any number of times.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP. You may repeat this as often as you like.'),
    ('goncalo_vaz', 'Phase E: exchange coins for VP at a rate of 2 coins per VP.'),
    ('goncalo_vaz', 'Phase E: convert coins to VP at 2 coins each.'),
    ('goncalo_vaz', 'Phase E: trade coins for VP at 2:1.'),
    ('goncalo_vaz', 'Phase E: trade 2 coins for 1 VP as many times as you want.'),
    ('goncalo_vaz', 'Phase E: any number of times, you may pay 2 coins and gain 1 VP.'),
    ('goncalo_vaz', 'Phase E: exchange 2 coins for 1 VP, any number of times.'),
    ('goncalo_vaz', 'Each phase E, trade 2 coins for 1 VP as often as you like.'),
    ('goncalo_vaz', 'Phase E: you may exchange coins for victory points, 2 coins for 1 VP, as often as you like.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: exchange 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 VP any number of times.'),
    ('phase_e: pay 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 VP once.'),
    ('phase_e: pay 3 coins for 2 vp', 'Once per phase E, trade 3 coins for 2 VP.'),
    ('phase_e: pay 3 coins for 2 vp', 'Phase E: pay 3 coins for 2 VP.'),
    ('phase_e: pay 3 coins for 2 vp', 'Phase E: you may pay 3 coins to gain 2 VP.'),
    ('phase_e: pay 3 coins for 2 vp', 'Phase E: once, exchange 3 coins for 2 VP.'),
    ('phase_e: pay 3 coins for 2 vp', 'Phase E: exchange 3 coins for 2 VP (once).'),
    ('phase_e: pay 3 coins for 2 vp', 'Once per round in phase E, you may exchange 3 coins for 2 VP.'),
    ('rui_mendes', 'Pay 5 coins to receive 7 VP.'),
    ('rui_mendes', 'You may spend 5 coins to gain 7 VP.'),
    ('rui_mendes', 'Exchange 5 coins for 7 VP.'),
    ('rui_mendes', 'You can give up 5 coins to score 7 VP.'),
    ('rui_mendes', 'Once, you may trade 5 coins for 7 VP.'),
    ('rui_mendes', 'Pay 5 coins: gain 7 VP.'),
    ('rui_mendes', 'You may pay 5 coins. If you do, gain 7 VP.'),
    ('rui_mendes', 'Gain 7 VP by paying 5 coins.'),
    ('rui_mendes', 'Spend 5 coins for 7 VP.'),
    ('rui_mendes', 'Trade in 5 coins for 7 VP.'),
    ('rui_mendes', 'Optionally pay 5 coins to earn 7 VP.'),
    ('rui_mendes', 'You may exchange 5 coins for 7 victory points once.'),
    ('rui_mendes', 'You may turn 5 coins into 7 VP.'),
    ('rui_mendes', 'Convert 5 coins into 7 VP.'),
    ('rui_mendes', 'You may pay 5 coins in exchange for 7 VP.'),
    ('rui_mendes', 'Gain 7 VP in exchange for 5 coins.'),
    ('rui_mendes', 'Pay 5 coins and gain 7 VP.'),
    ('rui_mendes', 'You may pay five coins; if you do, score seven VP.'),
    ('rui_mendes', 'Gain 7 VP at a cost of 5 coins.'),
    ('rui_mendes', 'For 5 coins, gain 7 VP.'),
    ('diogo_de_sousa', 'You may pay 5 guards to move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'Pay 5 guards for up to 5 steps with your pilgrim.'),
    ('diogo_de_sousa', 'Spend 5 guards: your pilgrim moves up to 5 spaces.'),
    ('diogo_de_sousa', 'Pay 5 guards to move your pilgrim 5 steps.'),
    ('diogo_de_sousa', 'Exchange 5 guards for up to 5 pilgrim steps.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 2 coins for 1 VP twice.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'You may pay 2 coins for 1 VP up to two times.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Up to twice, pay 2 coins for 1 VP.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'You may pay 2 coins for 1 VP, twice.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 2 coins for 1 VP. You may do this twice.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Twice, you may pay 2 coins for 1 VP.'),
    ('nuno_da_cunha', 'During phase E you may exchange 2 guards for 1 VP as often as you wish.'),
    ('nuno_da_cunha', 'Phase E: swap 2 guards for 1 VP, any number of times.'),
    ('nuno_da_cunha', 'Phase E: turn 2 guards into 1 VP as often as you like.'),
    ('nuno_da_cunha', 'In phase E: convert guards into VP at a rate of 2 to 1.'),
    ('nuno_da_cunha', 'At any time during phase E, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP (2 guards per VP), any number of times.'),
    ('nuno_da_cunha', 'Phase E: 2 guards can be exchanged for 1 VP any number of times.'),
    ('nuno_da_cunha', 'Phase E: each 2 guards may be traded for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: pay 2 guards for 1 VP. You may do so any number of times.'),
    ('nuno_da_cunha', 'Phase E: trade 2 guards for 1 VP (repeatable).'),
    ('nuno_da_cunha', 'Phase E: you may sell guards for VP at 2 guards each.'),
    ('rui_mendes', 'Once, exchange 5 coins for 7 VP.'),
    ('rui_mendes', 'You may convert 5 coins to 7 VP.'),
    ('rui_mendes', 'Immediately, you may pay 5 coins to gain 7 VP.'),
    ('diogo_de_sousa', 'Pay 5 guards: move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'You may spend 5 guards to move your pilgrim up to 5 steps.'),
]

EXCHANGES_TWINS = [
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 VP once.'),
    ('phase_e: trade 3 coins for 2 vp', 'Once per phase E, trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Once per round, in phase E, trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: once, trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: you may once trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: pay 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 VP twice.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 guards for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 2 coins for 3 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Trade 3 coins for 2 VP.'),
    ('phase_e: trade 3 coins for 2 vp', 'Phase E: trade 3 coins for 2 guards.'),
    ('phase_e: trade 3 coins for 2 vp', 'Game end: trade 3 coins for 2 VP any number of times.'),
    ('rui_mendes', 'Pay 5 coins for 7 VP twice.'),
    ('rui_mendes', 'Pay 5 guards for 7 VP.'),
    ('rui_mendes', 'Pay 5 coins for 7 VP any number of times.'),
    ('rui_mendes', 'Gain 7 VP and pay 5 coins.'),
    ('rui_mendes', 'Gain 7 VP.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 2 coins for 1 VP.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 2 coins for 1 VP three times.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 2 coins for 2 VP.'),
    ('immediate: pay 2 coins for 1 vp, pay 2 coins for 1 vp', 'Pay 4 coins for 2 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP. You may do this twice.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP once.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 coins for 1 VP, as often as you like.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 2 VP, as often as you like.'),
    ('nuno_da_cunha', 'Phase E: exchange 3 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: once per round, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Once each round during phase E, you may exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'At the start of phase E, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: for each gray die, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: gain 1 guard or exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP and 1 coin.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards and 1 coin for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP twice.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP up to 3 times.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for up to 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP if you have no gray die.'),
    ('nuno_da_cunha', 'Once per phase E, exchange 2 guards for 1 VP any number of times.'),
    ('nuno_da_cunha', 'Phase E: once, exchange guards for VP at a rate of 2 to 1.'),
    ('rui_mendes', 'You may pay 5 coins to gain 7 VP. You may do this twice.'),
    ('rui_mendes', 'You may pay 5 coins to gain 7 VP. You may do this any number of times.'),
    ('rui_mendes', 'Phase E: pay 5 coins to gain 7 VP.'),
    ('rui_mendes', 'Gain 7 VP by paying 5 guards.'),
    ('rui_mendes', 'Gain 7 VP by paying 4 coins.'),
    ('rui_mendes', 'Immediately, pay 5 coins for 7 VP. You may do this any number of times.'),
    ('diogo_de_sousa', 'Pay 5 guards to move your pilgrim up to 5 steps. You may do this any number of times.'),
    ('diogo_de_sousa', 'Pay 5 guards to move your pilgrim up to 5 steps twice.'),
]

CHOICES_SAME = [
    ('favor_do_reitor', 'Pick one: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Choose either 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Choose one: gain 7 guards or gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards, or 7 coins instead.'),
    ('favor_do_reitor', 'Gain 7 guards or, instead, 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Alternatively, gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards, or gain 7 coins instead.'),
    ('favor_do_reitor', 'Take 7 guards or take 7 coins.'),
    ('favor_do_reitor', 'Gain either 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain one of the following: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'One of the following: gain 7 guards, or gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 coins or 7 guards (your choice).'),
    ('favor_do_reitor', 'You choose: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Take 7 guards or 7 coins, whichever you prefer.'),
    ('favor_do_reitor', 'Either gain 7 guards or gain 7 coins.'),
    ('favor_do_reitor', 'Choose between gaining 7 guards and gaining 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, as you prefer.'),
    ('favor_do_reitor', 'Select one: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Or, if you prefer, gain 7 coins instead.'),
    ('favor_do_reitor', 'Choose one of the following: gain 7 guards or gain 7 coins.'),
    ('favor_do_reitor', 'Choose one of: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Pick either 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Receive your choice of 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (choose one).'),
    ('favor_do_reitor', 'Choose: gain 7 guards, or gain 7 coins.'),
    ('favor_do_reitor', 'Choose to gain 7 guards or 7 coins.'),
    ('favor_do_reitor', 'You may choose to gain 7 guards or to gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (pick one).'),
    ('favor_do_reitor', 'Gain 7 guards. If you prefer, gain 7 coins instead.'),
    ('favor_do_reitor', 'Gain 7 coins; alternatively, gain 7 guards.'),
    ('favor_do_reitor', 'Either 7 guards or 7 coins.'),
    ('favor_do_reitor', '7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, but not both.'),
    ('favor_do_reitor', 'Pick one of the following: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards, or instead gain 7 coins.'),
    ('favor_do_reitor', 'Choose one reward: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, at your choice.'),
    ('favor_do_reitor', 'Gain 7 guards or, if you prefer, 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or else 7 coins.'),
    ('favor_do_reitor', 'You may gain 7 guards. Alternatively, you may gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. You may instead gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Instead, you may gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Or gain 7 coins instead.'),
    ('favor_do_reitor', 'Choose one option: 7 guards or 7 coins.'),
    ('phase_c: on acquire council: choose { gain 1 coin | gain 1 vp }', 'Whenever you acquire a council card, gain 1 coin or 1 VP.'),
    ('phase_c: on acquire council: choose { gain 1 coin | gain 1 vp }', 'Whenever you acquire a council card, gain 1 coin, or 1 VP instead.'),
    ('immediate: choose { gain 2 vp | pay 5 coins for 7 vp }', 'Gain 2 VP. Alternatively, pay 5 coins for 7 VP.'),
    ('immediate: choose { gain 2 vp | gain 3 coins | gain 4 guards }', 'Gain 2 VP. Alternatively, gain 3 coins. Alternatively, gain 4 guards.'),
    ('immediate: choose { gain 2 vp | gain 3 coins | gain 4 guards }', 'Gain 2 VP or 3 coins. Alternatively, gain 4 guards.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP, even below 0, whichever they prefer.'),
]

CHOICES_TWINS = [
    ('favor_do_reitor', 'Gain 7 guards and 7 coins.'),
    ('favor_do_reitor', 'Pick one: 7 guards or 6 coins.'),
    ('favor_do_reitor', 'Pick one: 7 guards and 7 coins.'),
    ('favor_do_reitor', 'Choose either 7 guards or 7 VP.'),
    ('favor_do_reitor', 'Gain 7 guards. Also gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards, and 7 coins instead.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, their choice.'),
    ('favor_do_reitor', 'Gain 7 guards. Then gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins or 7 VP.'),
    ('favor_do_reitor', 'Gain 7 guards. Instead, gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Instead, gain 7 coins.'),
    ('favor_do_reitor', 'Gain 2 guards. Gain 5 guards. Alternatively, gain 7 coins.'),
    ('favor_do_reitor', 'Gain 2 guards. Also gain 5 guards. Alternatively, gain 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards. Alternatively, gain 7 coins and 7 guards.'),
    ('favor_do_reitor', 'Gain 7 guards. Alternatively, at the end of the game, gain 7 coins.'),
    ('favor_do_reitor', 'Game end: gain 7 guards. Alternatively, gain 7 coins.'),
    ('phase_c: on acquire council: choose { gain 1 coin | gain 1 vp }', 'Whenever you acquire a council card, gain 1 coin. Alternatively, gain 1 VP.'),
    ('immediate: choose { gain 2 vp | gain 3 coins | gain 4 guards }', 'Gain 2 VP or 3 coins. Also gain 4 guards.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP, even below 0, whichever you prefer.'),
    ('tome_pires', 'Each opponent gives you 2 coins or gains 2 guards instead.'),
]

OPPONENTS_SAME = [
    ('duarte_pacheco_pereira', 'Players behind you on the council track give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'All players behind you on the council track must give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Opponents behind you on the council track each give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each player behind you on the council track gives you 2 guards or 2 VP (their choice); VP may go below 0.'),
    ('duarte_pacheco_pereira', 'Every opponent who is behind you on the council track must give you either 2 guards or 2 VP, even below 0. They choose.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track chooses to give you 2 guards or 2 VP, even below 0.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0 (the choice is theirs).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0, as they choose.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0 (of their choosing).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0, whichever they prefer.'),
    ('duarte_pacheco_pereira', 'Each opponent whose council marker is behind yours gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the gray track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even if this takes them below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0. Each opponent decides.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track must choose: give you 2 guards, or give you 2 VP, even below 0.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track must pay you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0 (each opponent chooses).'),
    ('duarte_pacheco_pereira', 'Every player who is behind you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent trailing you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Every opponent chooses: give you 1 guard and 1 coin, or give you 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent must give you either 1 guard and 1 coin or 2 VP (even going below 0); they choose.'),
    ('tome_pires', 'Each other player gives you 1 guard and 1 coin or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent chooses one: give you 1 guard and 1 coin, or give you 2 VP (even if this takes them below 0).'),
    ('tome_pires', 'All opponents must give you 1 guard and 1 coin or 2 VP, even below 0, at their choice.'),
    ('tome_pires', 'Each opponent gives you 1 guard plus 1 coin, or else 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent either gives you 1 guard and 1 coin or gives you 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP (they may drop below 0 VP); they decide which.'),
    ('tome_pires', 'Every other player must hand you 1 guard and 1 coin or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin or 2 VP. They choose, and may go below 0 VP.'),
    ('tome_pires', 'In player order, each opponent gives you 1 guard and 1 coin or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent chooses whether to give you 1 guard and 1 coin or 2 VP, even below 0.'),
    ('tome_pires', 'Each of your opponents gives you 1 guard and 1 coin or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you either 1 guard and 1 coin, or 2 VP even if they go below 0 (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 3 VP or 1 clerics card with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP, and every opponent must either lose 3 VP or discard one of their clerics cards together with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP; each opponent chooses to lose 3 VP or to lose 1 clerics card and its influence.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent chooses: lose 3 VP, or lose 1 clerics card with its influence.'),
    ('afonso_de_albuquerque', 'Score 5 VP. Each other player loses 3 VP or discards a clerics card along with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Then each opponent loses either 3 VP or one clerics card with its influence, as they choose.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Every opponent must lose 3 VP or return 1 clerics card with its influence; they choose.'),
    ('tome_pires', 'Each other player gives you 1 coin and 1 guard or 2 VP, as they choose; their VP may drop below 0.'),
    ('duarte_pacheco_pereira', 'Every opponent behind you on the council track gives you 2 guards or 2 VP, their choice, even if that takes them below 0 VP.'),
]

OPPONENTS_TWINS = [
    ('duarte_pacheco_pereira', 'Each player who has less influence than you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each player below you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each player whose council marker is lower than yours gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Players behind you on the council track give you 2 guards or 2 VP (their choice).'),
    ('duarte_pacheco_pereira', 'Players ahead of you on the council track give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Players behind you on the merchants track give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Players behind you on the council track give you 2 guards or 2 VP, even below 0 (your choice).'),
    ('duarte_pacheco_pereira', 'Players behind you on the council track give you 2 guards and 2 VP, even below 0.'),
    ('duarte_pacheco_pereira', 'Players behind you on the council track give you 2 coins or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard or 1 coin or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin and 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (your choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 3 VP, even below 0 (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 3 VP or 1 merchants card with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 3 VP and 1 clerics card with its influence.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 2 VP or 1 clerics card with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 3 VP. Each opponent loses 3 VP or 1 clerics card with its influence (their choice).'),
    ('duarte_pacheco_pereira', 'Every opponent behind you on the council track gives you 2 guards, even below 0, or 2 VP, their choice.'),
    ('duarte_pacheco_pereira', 'Every opponent behind you on the council track gives you 2 guards or 2 VP, even below 0, their choice, even below 0.'),
]

DISCOUNTS_SAME = [
    ('favor_do_rei', 'While held: investing costs you 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'While you hold this tile, investments cost 2 less. Immediately invest in a voyage.'),
    ('favor_do_rei', 'While held, you pay 2 less for every investment. Invest in one voyage now.'),
    ('favor_do_rei', 'Invest in a voyage now. While you hold this tile, each investment costs you 2 less.'),
    ('favor_do_rei', 'While held: investing in a voyage costs 2 less. Also invest in a voyage right away.'),
    ('favor_do_rei', 'While held: your investments are 2 cheaper. Now invest in a voyage.'),
    ('favor_do_rei', 'While held: you get a discount of 2 on every investment. Invest in a voyage.'),
    ('favor_do_rei', 'While held: investing is 2 cheaper for you. Invest in a voyage.'),
    ('favor_do_rei', 'While held: investing costs 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'While held: voyages cost you 2 less to invest in. Invest in a voyage.'),
    ('favor_do_rei', 'While held: every voyage costs 2 less. Also invest in one voyage now.'),
    ('favor_do_rei', 'While held: all investments cost 2 less. Invest in a voyage immediately.'),
    ('favor_do_rei', 'While held: pay 2 less whenever you invest. Invest in a voyage.'),
    ('favor_do_rei', 'While held: whenever you invest, pay 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'While held: investments are discounted by 2. Invest in a voyage.'),
    ('favor_do_rei', 'While held: reduce the cost of each investment by 2. Invest in a voyage.'),
    ('favor_do_rei', 'While held: each voyage investment costs you 2 less. Make an investment now.'),
    ('favor_do_rei', 'Invest in a voyage. While held: investing costs you 2 less.'),
    ('favor_do_rei', 'While held: investing in voyages costs 2 less. Invest in a voyage.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage paid for with guards.'),
    ('lopo_soares_de_albergaria', 'Take 4 guards, then invest in a voyage that costs guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards. Then invest in a voyage with a guard cost.'),
    ('lopo_soares_de_albergaria', 'Receive 4 guards and make an investment in a guard voyage.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in one of the voyages paid in guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage whose cost is in guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage costing guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a guard voyage.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage paid with guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards, then invest in a voyage that you pay for with guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage which costs guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage that has a guard cost.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a guard-cost voyage of your choice.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in any voyage that costs guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and then make one investment in a voyage that costs guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards. You may also invest in a voyage that is paid for with guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage requiring guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a guard voyage now.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage using guards.'),
    ('jorge_da_costa', 'Phase C: cards that cost guards are 1 guard cheaper.'),
    ('jorge_da_costa', 'Phase C: you pay 1 guard less for each card with a guard cost.'),
    ('jorge_da_costa', 'Phase C: when buying a guard-cost card, pay 1 guard less.'),
    ('jorge_da_costa', 'Phase C: each character card you buy with guards costs 1 less.'),
    ('jorge_da_costa', 'Phase C: reduce the cost of guard-cost cards by 1 guard.'),
    ('jorge_da_costa', 'Phase C: guard-cost cards are discounted by 1.'),
    ('jorge_da_costa', 'Phase C: you get a discount of 1 guard on cards that cost guards.'),
    ('jorge_da_costa', 'Phase C: cards paid with guards cost you 1 guard less.'),
    ('jorge_da_costa', 'Whenever you acquire a character card with a guard cost in phase C, pay 1 guard less for it.'),
    ('jorge_da_costa', 'Phase C: cards costing guards cost 1 guard less.'),
    ('jorge_da_costa', 'Guard-cost cards cost you 1 less.'),
    ('jorge_da_costa', 'Phase C: the cost of guard-cost cards is reduced by 1.'),
    ('jorge_da_costa', 'Phase C: guard-cost cards cost 1 guard less (minimum 0).'),
    ('jorge_da_costa', 'Phase C: your guard-cost cards cost 1 guard less.'),
    ('jorge_da_costa', 'Phase C: buying a guard-cost card costs you 1 guard less.'),
    ('jorge_da_costa', 'Phase C: characters that cost guards cost you 1 guard less.'),
    ('jorge_da_costa', 'Phase C: pay 1 fewer guard for cards with a guard cost.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less.'),
    ('pedro_nunes', 'Phase C: cards bought with coins cost 1 coin less.'),
    ('pedro_nunes', 'Phase C: you pay 1 coin less for cards that cost coins.'),
    ('pedro_nunes', 'Phase C: cards with a coin cost are 1 coin cheaper.'),
    ('pedro_nunes', 'Phase C: each coin-cost card costs you one coin less.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and carry out the action "Invest in one voyage", but only in a voyage that has a guard cost.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage, but only one that costs guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage, but only in a voyage that costs guards.'),
]

DISCOUNTS_TWINS = [
    ('favor_do_rei', 'While held: investing costs you 3 less. Invest in a voyage.'),
    ('favor_do_rei', 'While held: investing costs you 2 less.'),
    ('favor_do_rei', 'While held: investing costs you 2 more. Invest in a voyage.'),
    ('favor_do_rei', 'While held: investing costs you 2 less. Invest in a coin-cost voyage.'),
    ('favor_do_rei', 'While held: investing costs you 2 less. Invest in 2 voyages.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage paid for with coins.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage.'),
    ('lopo_soares_de_albergaria', 'Gain 4 coins and invest in a voyage paid for with guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards or invest in a voyage paid for with guards.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and invest in a voyage paying 4 guards.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 2 coins less.'),
    ('pedro_nunes', 'Phase C: guard-cost cards cost 1 guard less.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 guard less.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin more.'),
    ('pedro_nunes', 'Phase C: the next coin-cost card costs 1 coin less.'),
    ('pedro_nunes', 'Phase C: your first coin-cost card costs 1 coin less.'),
    ('lopo_soares_de_albergaria', 'Gain 4 guards and carry out the action "Invest in one voyage", but only in a voyage that has a coin cost.'),
]


# more phrasings: a shared figure, "buy … for …", "their choice of …", "one of these"
CHOICES_TWINS += [
    ('favor_do_reitor', 'Gain 7 guards and coins.'),
    ('favor_do_reitor', 'Gain 7 of both guards and coins.'),
]
CHOICES_SAME += [
    ('favor_do_reitor', 'Receive one of these: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain one: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Choose which to gain: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'You may take either 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Take 7 guards or 7 coins as you wish.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (your pick).'),
    ('favor_do_reitor', 'Gain 7 guards / 7 coins.'),
    ('favor_do_reitor', 'Gain your pick of 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or coins.'),
    ('favor_do_reitor', 'Choose: 7 guards, or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or else gain 7 coins.'),
]
DISCOUNTS_TWINS += [
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage that costs guards.'),
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage.'),
    ('cristovao_de_haro', 'Gain 4 coins or invest in a coin voyage.'),
]
DISCOUNTS_SAME += [
    ('jorge_da_costa', 'Phase C: guard-cost cards are 1 cheaper.'),
    ('jorge_da_costa', 'Phase C: when you buy a card that costs guards, it costs 1 guard less.'),
    ('jorge_da_costa', 'Phase C: characters with a guard cost cost 1 guard less.'),
    ('jorge_da_costa', 'Phase C: each card you pay for with guards costs 1 guard less.'),
    ('jorge_da_costa', 'Phase C: discount of 1 guard on guard-cost cards.'),
    ('jorge_da_costa', 'Phase C: guard-cost cards: pay 1 guard less.'),
    ('jorge_da_costa', 'Phase C: you pay 1 guard less for guard-cost cards.'),
    ('favor_do_rei', 'While held: each investment is 2 cheaper. Invest in a voyage.'),
    ('favor_do_rei', 'While held: voyages cost 2 less. Immediately invest in a voyage.'),
    ('favor_do_rei', 'While you hold this tile, every investment costs you 2 less. Now invest in one voyage.'),
    ('favor_do_rei', 'Immediately invest in a voyage. While held, investments cost 2 less.'),
    ('favor_do_rei', 'While held: investing in any voyage costs 2 less. Invest in one voyage immediately.'),
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage that costs coins.'),
    ('cristovao_de_haro', 'Gain 4 coins, then invest in a coin voyage.'),
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage paid with coins.'),
]
EXCHANGES_SAME += [
    ('goncalo_vaz', 'Phase E: you may exchange coins for VP, 2 for 1, as often as you like.'),
    ('goncalo_vaz', 'Phase E: any number of times: 2 coins for 1 VP.'),
    ('goncalo_vaz', 'Phase E: exchange coins for VP (2:1), any number of times.'),
    ('goncalo_vaz', 'Phase E: trade coins into VP at a 2 to 1 ratio.'),
    ('goncalo_vaz', 'Phase E: you can buy 1 VP for 2 coins any number of times.'),
    ('goncalo_vaz', 'Phase E: buy VP for 2 coins each, as often as you like.'),
    ('rui_mendes', 'Buy 7 VP for 5 coins.'),
    ('rui_mendes', 'You may buy 7 VP for 5 coins.'),
    ('rui_mendes', 'Pay 5 coins to get 7 VP.'),
    ('rui_mendes', 'Pay 5 coins, then gain 7 VP.'),
    ('rui_mendes', 'Give 5 coins to gain 7 VP.'),
    ('rui_mendes', 'Return 5 coins to the supply to gain 7 VP.'),
    ('rui_mendes', 'Discard 5 coins to gain 7 VP.'),
]
OPPONENTS_SAME += [
    ('tome_pires', 'Each opponent must either give you 1 guard and 1 coin, or give you 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent must choose between giving you 1 guard and 1 coin or 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent gives you their choice of 1 guard and 1 coin or 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent pays you 1 guard and 1 coin or 2 VP (their choice), even below 0.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent chooses: lose 3 VP or lose a clerics card and its influence.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 3 VP or discards 1 clerics card, losing its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP and every opponent must lose 3 VP or give up one clerics card with its influence; they choose.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP (they choose), even below 0.'),
    ('duarte_pacheco_pereira', 'All players behind you on the council track: give you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Any opponent behind you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent who trails you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
]

EXCHANGES_SAME += [
    ('goncalo_vaz', 'Phase E: for each 2 coins you return, gain 1 VP, any number of times.'),
    ('goncalo_vaz', 'Phase E: convert any number of coins into VP, 2 coins per VP.'),
    ('goncalo_vaz', 'Phase E: exchange any number of pairs of coins for 1 VP each.'),
    ('nuno_da_cunha', 'Phase E: you may give up 2 guards for 1 VP as often as you like.'),
    ('nuno_da_cunha', 'Phase E: discard 2 guards to gain 1 VP, any number of times.'),
    ('nuno_da_cunha', 'Phase E: for every 2 guards you discard, gain 1 VP.'),
]
EXCHANGES_TWINS += [
    ('nuno_da_cunha', 'Phase E: for every 2 guards you discard, gain 2 VP.'),
    ('nuno_da_cunha', 'Phase E: for every 3 guards you discard, gain 1 VP.'),
]
CHOICES_SAME += [
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, not both.'),
]
DISCOUNTS_SAME += [
    ('favor_do_rei', 'This round, every investment costs 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'Until the end of the round, investments cost you 2 less. Invest in a voyage now.'),
]
DISCOUNTS_TWINS += [
    ('favor_do_rei', 'Invest in a voyage, paying 2 less.'),
    ('favor_do_rei', 'Invest in a voyage; it costs you 2 less.'),
    ('favor_do_rei', 'Invest in a voyage at a discount of 2.'),
]
OPPONENTS_SAME += [
    ('tome_pires', 'Every other player chooses: give you 2 VP (even going below 0), or 1 guard and 1 coin.'),
]

DISCOUNTS_TWINS += [
    # one investment, or the next card only: never the standing discount
    ('favor_do_rei', 'Invest in a voyage for 2 less.'),
    ('favor_do_rei', 'While held: your next investment costs 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'While held: one investment costs 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'Invest in a voyage. It costs you 2 less.'),
    ('pedro_nunes', 'Phase C: one coin-cost card costs 1 coin less.'),
    ('pedro_nunes', 'Phase C: the next card you buy with coins costs 1 coin less.'),
    ('pedro_nunes', 'Phase C: each card costs 1 coin less.'),
]

# once, a count, a first or last round: never the trade; more words for any number of times
EXCHANGES_SAME += [
    ('goncalo_vaz', 'Phase E: any number of times, give up 2 coins to gain 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, as many times as you wish.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, without limit.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, unlimited times.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP as often as desired.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP as many times as you can.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP as often as you can afford.'),
]
EXCHANGES_TWINS += [
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, but only once.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP one time.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP a single time.'),
    ('nuno_da_cunha', 'Phase E: you may exchange 2 guards for 1 VP only once.'),
    ('nuno_da_cunha', 'Phase E: at most once, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP once per round.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP (once per round).'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, once per phase.'),
    ('nuno_da_cunha', 'Phase E: you may make one exchange of 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, once each round.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP at most once.'),
    ('nuno_da_cunha', 'Once per round: exchange 2 guards for 1 VP in phase E.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP twice.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP up to twice.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, up to 3 times.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP. Do this only once.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, but no more than once.'),
    ('nuno_da_cunha', 'In phase E, you may exchange 2 guards for 1 VP once.'),
    ('nuno_da_cunha', 'Phase E: trade 2 guards for 1 VP, just once.'),
    ('nuno_da_cunha', 'Exchange 2 guards for 1 VP once in phase E.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP the first time.'),
    ('nuno_da_cunha', 'In the first phase E, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'In phase E of the last round, exchange 2 guards for 1 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange 2 guards for 1 VP, any number of times, but at most 3 times.'),
    ('goncalo_vaz', 'Phase E: you may pay 2 coins for 1 VP.'),
    ('goncalo_vaz', 'Phase E: spend 2 coins to gain 1 VP.'),
    ('goncalo_vaz', 'Phase E: give up 2 coins to gain 1 VP.'),
]

# who chooses, who gives, which opponents: changed, never read as the rule
CHOICES_TWINS += [
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (an opponent chooses).'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, as your opponents choose.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (the player to your left chooses).'),
    ('favor_do_reitor', 'Each opponent gains 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins; each opponent gains the other.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, they choose.'),
]
OPPONENTS_TWINS += [
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0; you choose.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (you decide).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0, whichever you like.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. You choose which.'),
    ('tome_pires', 'You choose: each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. You choose.'),
    ('tome_pires', 'The first opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'One opponent of your choice gives you 1 guard and 1 coin, or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their choice). Only opponents behind you on the council track are affected.'),
    ('tome_pires', 'Each opponent gains 1 guard and 1 coin, or 2 VP (their choice).'),
    ('tome_pires', 'Each opponent loses 1 guard and 1 coin, or 2 VP, even below 0 (their choice).'),
    ('tome_pires', 'You give each opponent 1 guard and 1 coin, or 2 VP (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards or 2 VP, even below 0 (you choose).'),
    ('duarte_pacheco_pereira', 'Each opponent ahead of you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent not behind you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track or the merchants track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on any track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'The opponent furthest behind you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
    ('duarte_pacheco_pereira', 'Each opponent at least 2 spaces behind you on the council track gives you 2 guards or 2 VP, even below 0 (their choice).'),
]

# discounts told from the purchase: 'when you buy …, you pay …', 'is 1 coin cheaper to buy'
DISCOUNTS_SAME += [
    ('pedro_nunes', 'Phase C: coin-cost cards are 1 coin cheaper to buy.'),
    ('pedro_nunes', 'Phase C: when you buy a coin-cost card, its cost is reduced by 1 coin.'),
    ('pedro_nunes', 'Phase C: the cost of each coin-cost card you buy is reduced by 1.'),
    ('pedro_nunes', 'Phase C: you may pay 1 coin less for coin-cost cards.'),
    ('pedro_nunes', 'Phase C: each coin-cost card you acquire costs you 1 coin less.'),
    ('pedro_nunes', 'Phase C: coin-cost characters cost 1 coin less.'),
    ('pedro_nunes', 'Phase C: buy coin-cost cards for 1 coin less.'),
    ('pedro_nunes', 'Phase C: cards that cost coins cost you 1 less coin.'),
    ('pedro_nunes', 'Phase C: 1 coin discount on cards that cost coins.'),
    ('pedro_nunes', 'Phase C: cards with a coin cost are discounted by 1 coin.'),
    ('pedro_nunes', 'Whenever you buy a card with a coin cost, you pay 1 coin less.'),
    ('pedro_nunes', 'When acquiring a coin-cost card in phase C, it costs 1 coin less.'),
    ('pedro_nunes', 'Phase C: cards you buy with coins cost 1 coin less.'),
    ('pedro_nunes', 'Phase C: all coin-cost cards cost you 1 coin less.'),
    ('pedro_nunes', 'Phase C: any card that costs coins costs 1 coin less.'),
    ('favor_do_rei', 'While held: investments are 2 cheaper. Also invest in a voyage immediately.'),
    ('favor_do_rei', 'While held: each time you invest, the investment costs 2 less. Invest in a voyage now.'),
    ('favor_do_rei', 'While held: voyages are 2 cheaper. Invest in a voyage now.'),
    ('favor_do_rei', 'While held: investing in a voyage is 2 cheaper. Invest in one voyage immediately.'),
    ('favor_do_rei', 'Invest in a voyage right away. For as long as you hold this tile, your investments cost 2 less.'),
    ('favor_do_rei', 'While held: voyages cost 2 less to invest in. Invest in a voyage.'),
    ('favor_do_rei', 'While held: when you invest in a voyage, pay 2 less. Invest in a voyage.'),
    ('favor_do_rei', 'While held: all voyages cost you 2 less. Invest in a voyage at once.'),
    ('favor_do_rei', 'While held: investing costs 2 fewer coins or guards. Invest in a voyage.'),
    ('favor_do_rei', 'While held: pay 2 fewer coins or guards when you invest. Invest in a voyage.'),
]
DISCOUNTS_TWINS += [
    ('favor_do_rei', 'While held: investing costs 2 fewer coins. Invest in a voyage.'),
    ('pedro_nunes', 'Phase C: coin-cost cards are 1 coin cheaper, but only the first each round.'),
    ('pedro_nunes', 'Phase C: buy coin-cost cards for 1 coin.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin.'),
]

# a payment as a condition: "if you pay …", "… if you pay …"
EXCHANGES_SAME += [
    ('rui_mendes', 'If you pay 5 coins, gain 7 VP.'),
    ('rui_mendes', 'Gain 7 VP if you pay 5 coins.'),
    ('diogo_de_sousa', 'If you pay 5 guards, move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'Pay 5 guards: take up to 5 steps with your pilgrim.'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP, 2 guards each, as often as you like.'),
    ('nuno_da_cunha', 'Phase E: trade in 2 guards for 1 VP as often as you like.'),
]
EXCHANGES_TWINS += [
    ('rui_mendes', 'If you pay 5 guards, gain 7 VP.'),
    ('rui_mendes', 'Gain 7 VP if you pay 6 coins.'),
    ('rui_mendes', 'If you have 5 coins, gain 7 VP.'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP, 3 guards each, as often as you like.'),
]
CHOICES_SAME += [
    ('favor_do_reitor', 'Gain either 7 guards or else 7 coins.'),
]

# the timing between the exchange and its repeat
EXCHANGES_SAME += [
    ('goncalo_vaz', 'You may trade 2 coins for 1 VP during phase E, as often as you like.'),
    ('goncalo_vaz', 'Pay 2 coins for 1 VP in phase E, any number of times.'),
    ('goncalo_vaz', 'In phase E, as often as you like, trade 2 coins for 1 VP.'),
]
EXCHANGES_TWINS += [
    ('goncalo_vaz', 'Pay 2 coins for 1 VP at the end of the game, any number of times.'),
    ('goncalo_vaz', 'Pay 2 coins for 1 VP in phase E, twice.'),
]

# a choice word before options listed with commas alone
CHOICES_SAME += [
    ('favor_do_reitor', 'Choose one: 7 guards, 7 coins.'),
    ('favor_do_reitor', 'Pick one: 7 coins, 7 guards.'),
]
CHOICES_TWINS += [
    ('favor_do_reitor', 'Choose one: 7 guards, 7 coins, 7 VP.'),
    ('favor_do_reitor', 'Choose one: 7 guards and 7 coins.'),
    ('favor_do_reitor', 'Choose one: 7 guards.'),
]

# a track of your choice, and what the others do not get
CHOICES_SAME += [
    ('jeronimos', 'Score one of your game-end cards now. Also choose an influence track and '
                  'gain the VP its scoring tile gives for your current rank there; other '
                  'players score nothing.'),
]
CHOICES_TWINS += [
    ('jeronimos', 'Score one of your game-end cards now. Other players score nothing.'),
]

# the rulebook's own words (seed 001)
DISCOUNTS_SAME += [
    ('favor_do_rei', 'Pay 2 fewer coins/guards when investing in voyages for as long as this tile '
                     'is in front of you. May also allow immediate investment.'),
]

# rulebook-style wordings of this family
EXCHANGES_SAME += [
    ('nuno_da_cunha',
     'At any time during phase E, you may exchange guards for victory points at a ratio of two to one.'),
    ('nuno_da_cunha',
     'At any time in each phase E, you can exchange guards for victory points at a rate of 2:1 (2 guards for 1 victory point).'),
    ('nuno_da_cunha',
     'At any time in each phase E, you can exchange guards for victory points at a rate of 2 to 1, as often as you like.'),
    ('nuno_da_cunha',
     'In each phase E, you may exchange guards for victory points at a rate of 2 guards per victory point.'),
    ('nuno_da_cunha',
     'At any time in phase E, exchange any number of guards for victory points at a rate of 2 to 1.'),
    ('rui_mendes',
     'You may pay 5 coins to gain 7 victory points.'),
    ('diogo_de_sousa',
     'You may pay 5 guards to move your pilgrim up to 5 steps.'),
]
OPPONENTS_SAME += [
    ('tome_pires',
     'Each of the other players must give you either 1 guard and 1 coin or 2 victory points; each opponent chooses what to give you. It is possible to drop below 0 victory points.'),
    ('tome_pires',
     'In player order, each opponent chooses what to give you: either 1 guard and 1 coin, or 2 victory points. It is possible to drop below 0 victory points.'),
    ('duarte_pacheco_pereira',
     'Each player whose disk is behind yours on the council influence track must give you 2 guards or 2 victory points (their choice). It is possible to drop below 0 victory points.'),
    ('duarte_pacheco_pereira',
     'Any players whose disks are behind yours on the gray council influence track must each choose to give you 2 guards or 2 victory points. It is possible to drop below 0 victory points.'),
]
DISCOUNTS_SAME += [
    ('jorge_da_costa',
     'Whenever you acquire a character card that costs guards in phase C, you pay 1 guard less for it.'),
    ('jorge_da_costa',
     'Whenever you acquire a character card with a guard cost in phase C, pay 1 guard less for it (the cost can be 0).'),
    ('favor_do_rei',
     'As long as you have this favor tile in front of you, every investment costs you 2 less. Also invest in one voyage now.'),
    ('favor_do_rei',
     'While you hold this tile, the cost of every voyage investment is reduced by 2. Immediately carry out the action "Invest in one voyage".'),
    ('lopo_soares_de_albergaria',
     'Gain 4 guards. Then carry out the action "Invest in one voyage" once; however, you can only invest in a voyage that has a guard cost.'),
]
CHOICES_SAME += [
    ('favor_do_reitor',
     'Immediately gain either 7 guards or 7 coins.'),
    ('favor_do_reitor',
     'Take 7 guards or 7 coins from the general supply.'),
]
EXCHANGES_TWINS += [
    ('nuno_da_cunha', 'Phase E: exchange guards for VP at a rate of 2:1 (3 guards for 1 VP).'),
    ('nuno_da_cunha', 'Phase E: exchange guards for VP at a rate of 2:1 (2 coins for 1 VP).'),
    ('nuno_da_cunha', 'At any time during phase E, you may exchange guards for VP at a ratio of three to one.'),
]

# who cannot give the resources gives the VP: restated, and checked against the options
OPPONENTS_SAME += [
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their '
                   'choice). A player who does not have the resources must give you the VP.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their '
                   'choice). An opponent without the resources must give you the VP.'),
    ('tome_pires', 'Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0 (their '
                   'choice). If they cannot, they must give you the VP.'),
    ('duarte_pacheco_pereira', 'Each opponent behind you on the council track gives you 2 guards '
                               'or 2 VP, even below 0 (their choice). Affected players who do '
                               'not have the resources must give you the victory points.'),
]

# more words for the owner's choice
CHOICES_SAME += [
    ('favor_do_reitor', 'Gain 7 guards or 7 coins, at your option.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (your option).'),
    ('favor_do_reitor', 'Choose one of the following rewards: 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Gain 7 guards or 7 coins (one or the other).'),
    ('favor_do_reitor', 'Choose one of the following options: gain 7 guards; or gain 7 coins.'),
    ('favor_do_reitor', 'You may choose 7 guards or 7 coins.'),
    ('favor_do_reitor', 'Upon taking this tile, choose 7 guards or 7 coins.'),
]
CHOICES_TWINS += [
    ('favor_do_reitor', 'Gain 7 guards and 7 coins (one or the other).'),
    ('favor_do_reitor', 'Gain 7 guards and 7 coins, at your option.'),
]

# an opponent's lost card and its influence
OPPONENTS_SAME += [
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent must give up 3 VP or a clerics card with '
                              'its influence, as they choose.'),
    ('afonso_de_albuquerque', "Gain 5 VP. Each opponent loses 3 VP or a clerics card, along with "
                              "that card's influence (their choice)."),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent must either lose 3 VP or discard a clerics '
                              'card and lose its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP; every other player loses either 3 VP or one clerics card '
                              'along with its influence (their choice).'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent loses 3 VP (even below 0) or 1 clerics '
                              'card with its influence (their choice).'),
]
OPPONENTS_TWINS += [
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent must give up 3 guards or a clerics card '
                              'with its influence, as they choose.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent must give you 3 VP or a clerics card with '
                              'its influence, as they choose.'),
    ('afonso_de_albuquerque', 'Gain 5 VP. Each opponent behind you on the clerics track loses 3 VP '
                              'or 1 clerics card with its influence (their choice).'),
]

# the trade told from its gain, with a repeat
EXCHANGES_SAME += [
    ('goncalo_vaz', 'Phase E: gain 1 VP for 2 coins, any number of times.'),
    ('goncalo_vaz', 'Phase E: any number of times, gain 1 VP for 2 coins.'),
    ('goncalo_vaz', 'Phase E: get 1 VP per 2 coins you spend.'),
]
EXCHANGES_TWINS += [
    ('goncalo_vaz', 'Phase E: gain 1 VP for 2 coins.'),
    ('goncalo_vaz', 'Phase E: gain 1 VP per 2 coins.'),
    ('goncalo_vaz', 'Phase E: gain 1 VP for 3 coins, any number of times.'),
]

# a voyage's currency told by its price
DISCOUNTS_SAME += [
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage whose cost is paid in coins.'),
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage priced in coins.'),
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage whose price is in coins.'),
]
DISCOUNTS_TWINS += [
    ('cristovao_de_haro', 'Gain 4 coins and invest in a voyage priced in guards.'),
]

# pilgrim steps bought
EXCHANGES_SAME += [
    ('diogo_de_sousa', 'Pay 5 guards to take up to 5 pilgrim steps.'),
    ('diogo_de_sousa', 'You may pay 5 guards; if you do, move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'Trade 5 guards for up to 5 pilgrim steps.'),
    ('diogo_de_sousa', 'By paying 5 guards, you may move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'Move your pilgrim up to 5 steps by paying 5 guards.'),
    ('diogo_de_sousa', 'For 5 guards, your pilgrim may move up to 5 spaces.'),
    ('diogo_de_sousa', 'If you pay 5 guards, your pilgrim moves up to 5 steps.'),
    ('diogo_de_sousa', 'Give up 5 guards to move your pilgrim up to 5 steps.'),
]
EXCHANGES_TWINS += [
    ('diogo_de_sousa', 'Pay 5 coins to move your pilgrim up to 5 steps.'),
    ('diogo_de_sousa', 'Pay 1 guard per step you move your pilgrim, up to 5 steps.'),
    ('diogo_de_sousa', 'Pay up to 5 guards: move your pilgrim 1 step for each guard paid.'),
    ('diogo_de_sousa', 'Move your pilgrim up to 5 steps by paying 5 coins.'),
    ('diogo_de_sousa', 'For 5 guards, your pilgrim may move up to 4 spaces.'),
]

# a floor of 0 restates the rules (a gloss); any other floor is refused
DISCOUNTS_SAME += [
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less (to a minimum of 0).'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less (min 0).'),
]
DISCOUNTS_TWINS += [
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less, to a minimum of 1.'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less (minimum 1).'),
    ('pedro_nunes', 'Phase C: coin-cost cards cost 1 coin less, but never less than 1 coin.'),
    ('favor_do_rei', 'While held: every investment costs 2 less (minimum 1). Invest in a voyage.'),
]

# "once per round": one payment in phase E; on a bonus that acts once it says too much
EXCHANGES_SAME += [
    ('phase_e: pay 2 guards for 1 vp', 'Phase E: exchange 2 guards for 1 VP once per round.'),
    ('phase_e: pay 2 guards for 1 vp', 'Phase E: exchange 2 guards for 1 VP, once per phase.'),
    ('phase_e: pay 2 guards for 1 vp', 'Phase E, once per round: exchange 2 guards for 1 VP.'),
    ('phase_e: pay 2 guards for 1 vp', 'Phase E: pay 2 guards for 1 VP once per round.'),
    ('rui_mendes', 'Pay 5 coins for 7 VP once.'),
]
EXCHANGES_TWINS += [
    ('nuno_da_cunha', 'Phase E, once per round: exchange 2 guards for 1 VP.'),
    ('rui_mendes', 'Pay 5 coins for 7 VP once per round.'),
    ('rui_mendes', 'Exchange 5 coins for 7 VP once per round.'),
    ('nuno_da_cunha', 'Phase E: pay 2 guards for 1 VP once per round. You may do this any '
                      'number of times.'),
    ('nuno_da_cunha', 'Phase E: pay 2 guards for 1 VP once per round. You may do this twice.'),
]


def _ids(rows):
    return [text for _, text in rows]


@pytest.mark.parametrize("target,text", EXCHANGES_SAME, ids=_ids(EXCHANGES_SAME))
def test_R_BON_E_R_BON_I_exchange_and_payment_phrasings_mean_the_rule(target, text):
    assert difference(_read(target, text), _rule(target)) is None


@pytest.mark.parametrize("target,text", EXCHANGES_TWINS, ids=_ids(EXCHANGES_TWINS))
def test_R_BON_E_a_changed_once_count_figure_or_resource_of_an_exchange_is_an_error(target, text):
    assert _caught(target, text)


@pytest.mark.parametrize("target,text", CHOICES_SAME, ids=_ids(CHOICES_SAME))
def test_R_FAV_4_choice_phrasings_mean_the_rule(target, text):
    assert difference(_read(target, text), _rule(target)) is None


@pytest.mark.parametrize("target,text", CHOICES_TWINS, ids=_ids(CHOICES_TWINS))
def test_R_FAV_4_a_choice_changed_to_both_another_figure_or_another_chooser_is_an_error(target, text):
    assert _caught(target, text)


@pytest.mark.parametrize("target,text", OPPONENTS_SAME, ids=_ids(OPPONENTS_SAME))
def test_R_BON_I_opponents_phrasings_mean_the_rule(target, text):
    assert difference(_read(target, text), _rule(target)) is None


@pytest.mark.parametrize("target,text", OPPONENTS_TWINS, ids=_ids(OPPONENTS_TWINS))
def test_R_BON_I_changed_opponents_track_option_or_chooser_is_an_error(target, text):
    assert _caught(target, text)


@pytest.mark.parametrize("target,text", DISCOUNTS_SAME, ids=_ids(DISCOUNTS_SAME))
def test_R_FAV_1_R_C_4_R_INV_1_discount_and_invest_phrasings_mean_the_rule(target, text):
    assert difference(_read(target, text), _rule(target)) is None


@pytest.mark.parametrize("target,text", DISCOUNTS_TWINS, ids=_ids(DISCOUNTS_TWINS))
def test_R_FAV_1_R_C_4_R_INV_1_a_changed_discount_or_currency_is_an_error(target, text):
    assert _caught(target, text)


# ------------------------------------------------------------------ what the words mean

def _pay(resource, n, vp):
    return fx.PayFor(((resource, n),), fx.Gain(Resource.VP, fx.Const(vp)))


@pytest.mark.parametrize("text,bonus", [
    # the rule language's trade: any number of times in phase E
    ("Phase E: trade 3 coins for 2 VP.", fx.Bonus(Timing.PHASE_E, fx.Trade(Resource.COINS, 3, 2))),
    ("Phase E: exchange 3 guards for 2 VP.",
     fx.Bonus(Timing.PHASE_E, fx.Trade(Resource.GUARDS, 3, 2))),
    # 'once', 'once per phase E': one payment
    ("Phase E: trade 3 coins for 2 VP once.", fx.Bonus(Timing.PHASE_E, _pay(Resource.COINS, 3, 2))),
    ("Once per phase E, trade 3 coins for 2 VP.",
     fx.Bonus(Timing.PHASE_E, _pay(Resource.COINS, 3, 2))),
    ("Phase E: once, trade 3 coins for 2 VP.", fx.Bonus(Timing.PHASE_E, _pay(Resource.COINS, 3, 2))),
    # 'pay' is a payment; no phase E: one payment now; in a trigger: when it acts
    ("Phase E: pay 3 coins for 2 VP.", fx.Bonus(Timing.PHASE_E, _pay(Resource.COINS, 3, 2))),
    ("Trade 3 coins for 2 VP.", fx.Bonus(Timing.IMMEDIATE, _pay(Resource.COINS, 3, 2))),
    ("At the start of phase E, trade 3 coins for 2 VP.",
     fx.Bonus(Timing.PHASE_E, fx.On(fx.Trigger.PHASE_E_START, _pay(Resource.COINS, 3, 2)))),
    # a set number of payments in a row
    ("Pay 2 coins for 1 VP twice.",
     fx.Bonus(Timing.IMMEDIATE, fx.Seq((_pay(Resource.COINS, 2, 1),) * 2))),
    ("Pay 2 coins for 1 VP. You may do this three times.",
     fx.Bonus(Timing.IMMEDIATE, fx.Seq((_pay(Resource.COINS, 2, 1),) * 3))),
    # 'any number of times' after a payment without a timing: the trade, in phase E
    ("Exchange 2 coins for 1 VP. You may do this any number of times.",
     fx.Bonus(Timing.PHASE_E, fx.Trade(Resource.COINS, 2, 1))),
])
def test_R_BON_E_R_LIM_5_an_exchange_is_a_trade_only_in_phase_E_without_once(text, bonus):
    assert read_text(text, LEXICON) == (bonus,)


def test_R_FAV_4_alternatives_in_sentences_are_one_choice():
    (bonus,) = read_text("Gain 2 VP. Alternatively, gain 3 coins. Or, if you prefer, gain "
                         "4 guards instead.", LEXICON)
    assert bonus.effect == fx.Choice(tuple(fx.Gain(r, fx.Const(n)) for r, n in (
        (Resource.VP, 2), (Resource.COINS, 3), (Resource.GUARDS, 4))))


@pytest.mark.parametrize("text,message", [
    ("Phase E: trade 2 coins for 1 guard.", "a trade (any number of times, in phase E) pays "
                                            "coins or guards for VP"),
    ("Phase E: for each gray die, exchange 2 guards for 1 VP.", "say how often the exchange"),
    ("Once per phase E, exchange 2 guards for 1 VP any number of times.", "'once' and a trade"),
    ("Phase E: exchange 2 guards for 1 VP. You may repeat this.", "say how often"),
    ("Game end: pay 2 coins for 1 VP. You may do this any number of times.",
     "a payment made any number of times is a trade"),
    ("Pay 2 coins for 1 VP seven times.", "a payment is made at most 6 times"),
    ("Gain 2 guards. Gain 5 guards. Alternatively, gain 7 coins.",
     "'alternatively' needs one sentence before it"),
    ("Gain 2 guards. Also gain 5 guards. Alternatively, gain 7 coins.",
     "'alternatively' needs one sentence before it"),
    ("Whenever you acquire a council card, gain 1 coin. Alternatively, gain 1 VP.",
     "'alternatively' after a trigger"),
    ("Phase C: coin-cost cards cost 1 coin less. Alternatively, gain 2 VP.",
     "a standing ability holds whatever you choose"),
    ("Each player who has less influence than you on the council track gives you 2 guards "
     "or 2 VP, even below 0 (their choice).", "fewer spaces than yours is not behind you"),
    ("Each player below you on the council track gives you 2 guards or 2 VP.",
     "fewer spaces than yours is not behind you"),
    ("Each opponent gives you 2 guards or 2 VP, even below 0, whichever you prefer.",
     "each opponent chooses what to give or lose"),
    ("Each opponent gives you 2 guards or 2 VP, even below 0, their choice, even below 0.",
     "'even below 0' is said twice"),
    ("Each opponent gives you 2 VP or 1 guard and 1 coin (their choice). If they cannot, they "
     "must give you the VP.", "whose VP option is the one forced"),
])
def test_R_BON_E_R_BON_I_R_LIM_6_texts_the_rule_language_cannot_say_are_refused(text, message):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert message in exc.value.message


@pytest.mark.parametrize("text,lines", [
    ("Gain 2 coins, 2 guards or 2 VP.",
     "immediate: choose { gain 2 coins | gain 2 guards | gain 2 vp }"),
    ("Gain 2 coins, gain 2 guards or gain 2 VP.",
     "immediate: choose { gain 2 coins | gain 2 guards | gain 2 vp }"),
    ("Gain 2 coins and 1 VP, 2 guards or 3 VP.",
     "immediate: choose { gain 2 coins and 1 vp | gain 2 guards | gain 3 vp }"),
    ("Gain 2 coins, invest in a voyage or move 1 up a track of your choice (your choice).",
     "immediate: choose { gain 2 coins | invest | advance 1 on any track }"),
    ("Each opponent gives you 1 guard, 1 coin or 2 VP (their choice).",
     "immediate: each opponent chooses { give 1 guard | give 1 coin | give 2 vp }"),
    # "and" before the comma: two options
    ("Gain 1 guard and 1 coin, or 2 VP.", "immediate: choose { gain 1 guard and 1 coin | gain 2 vp }"),
])
def test_R_FAV_4_options_listed_with_commas_before_or_are_one_of_all(text, lines):
    """English lists options 'A, B or C' (as the renderer writes a choice of three)."""
    assert difference(read_text(text, LEXICON), _rule(lines)) is None


@pytest.mark.parametrize("text,message", [
    ("Gain 2 VP or 1 coin, 1 guard.", "a comma after the last 'or'"),
    ("Gain 1 VP, gain 2 coins or invest in a voyage, and move 1 up the council track.",
     "a choice listed after a comma reads two ways"),
])
def test_R_FAV_4_a_comma_list_that_says_neither_grouping_is_refused(text, message):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert message in exc.value.message


@pytest.mark.parametrize("text", [
    # one player, not every player behind you; plurals are folded, so "the" is refused
    "The player behind you on the council track gives you 2 guards or 2 VP, even below 0.",
    "Your opponent gives you 2 guards or 2 VP, even below 0 (their choice).",
])
def test_R_BON_I_one_opponent_named_is_never_read_as_every_opponent(text):
    with pytest.raises(CardTextError):
        read_text(text, LEXICON)


@pytest.mark.parametrize("text,lines", [
    ("Choose one: gain 7 guards; or gain 7 coins.", "immediate: choose { gain 7 guards | gain 7 coins }"),
    ("Pick one: 7 guards; or 7 coins.", "immediate: choose { gain 7 guards | gain 7 coins }"),
    ("One of the following: gain 7 guards; or gain 7 coins; or gain 7 VP.",
     "immediate: choose { gain 7 guards | gain 7 coins | gain 7 vp }"),
])
def test_R_FAV_4_options_in_sentences_of_their_own_after_choose_one(text, lines):
    assert difference(read_text(text, LEXICON), _rule(lines)) is None


@pytest.mark.parametrize("text", ["Choose one: gain 7 guards.",
                                  "Choose one: gain 7 guards. Gain 2 VP."])
def test_R_FAV_4_choose_one_without_its_other_options_is_refused(text):
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert "'choose one:' needs its other options" in exc.value.message


@pytest.mark.parametrize("text,lines", [
    ("Gain 2 coins, 2 guards, or invest in a voyage.",
     "immediate: choose { gain 2 coins | gain 2 guards | invest }"),
    ("Gain 2 coins and 1 VP, 2 guards or invest in a voyage.",
     "immediate: choose { gain 2 coins and 1 vp | gain 2 guards | invest }"),
    ("Gain 2 coins and 2 guards, or invest in a voyage.",
     "immediate: choose { gain 2 coins and 2 guards | invest }"),
])
def test_R_FAV_4_rewards_listed_with_commas_before_another_act_are_options(text, lines):
    assert difference(read_text(text, LEXICON), _rule(lines)) is None


def test_R_FAV_4_rewards_listed_with_commas_after_the_last_or_are_refused():
    with pytest.raises(CardTextError) as exc:
        read_text("Invest in a voyage or gain 2 coins, 2 guards.", LEXICON)
    assert "a comma after the last 'or'" in exc.value.message


@pytest.mark.parametrize("text", [
    "Gain 7 guards and 7 coins (your choice).",
    "Take 7 coins and 7 guards, whichever you prefer.",
    "7 guards and 7 coins (your choice).",
    "Gain 7 guards and 7 coins, but not both.",
    "Move 1 up a track of your choice and gain 1 coin (your choice).",
])
def test_R_FAV_4_a_choice_word_after_rewards_said_with_and_is_refused(text):
    """Both, or one of them? A choice word needs its options said with 'or'."""
    with pytest.raises(CardTextError) as exc:
        read_text(text, LEXICON)
    assert "a choice word needs its options said with 'or'" in exc.value.message


FAMILY_WORDS = st.sampled_from(
    "gain 2 7 coins guards VP , . or and instead alternatively choose one pick either : ; "
    "trade exchange pay for once twice any number of times phase E each opponent gives you "
    "their choice even below 0 behind on the council track invest in a voyage costs less "
    "while held repeatable you may do this if prefer buy discount cards coin-cost "
    "Alternatively, Or Choose one: players less influence than".split())


@settings(max_examples=80, deadline=None)
@given(st.lists(FAMILY_WORDS, max_size=16).map(" ".join))
def test_texts_of_these_words_read_or_say_where_they_could_not(text):
    """Bad input gets one clear message, never another exception (brief: bad input)."""
    reads_or_says_where(text, LEXICON)
