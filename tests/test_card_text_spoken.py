"""Spoken and chatty English around a bonus (docs/DSL.md "Card text", card_lexicon.Fillers):
openers, asides, "just" before a verb, evaluative fragments, sentences that say nothing,
"this one" for the component, questions and answers, a count of parts before the parts,
"First …. Then …", and "Don't want to? Fine, skip it." (every reward may be forfeited,
R-LIM-5). A filler never hides a figure, class, timing or condition: those stay, to be
read or refused."""
import pytest

from card_text_checks import is_caught, reads_as

READS = [
    # openers
    ("fernao_gomes", "Okay, gain 5 coins."),
    ("fernao_gomes", "Alright, you gain five coins."),
    ("fernao_gomes", "So basically you take 5 coins."),
    ("fernao_gomes", "Well, take five coins."),
    ("fernao_gomes", "Yes, you receive 5 coins."),
    ("lorvao", "Ooh, three guards for you, right away."),
    ("andre_de_resende", "Gain 2 VP. And yes, you also take a coin."),
    ("fernao_gomes", "All right, gain 5 coins."),
    ("fernao_gomes", "In short, you get five coins. That's about it."),
    ("fernao_gomes", "Essentially, take 5 coins. Nothing fancy."),
    ("fernao_gomes", "Right then, five coins for you. Job done."),
    ("fernao_gomes", "Great card. Gain 5 coins."),
    # a filler clause closing a sentence or opening it before a dash
    ("fernao_gomes", "Honestly, you just get five coins, and that's that."),
    ("fernao_gomes", "Gain 5 coins — that's it."),
    ("fernao_lopes", "You get two coins and two guards, easy as that."),
    ("alvaro_vaz_de_almada", "That's it — five guards."),
    ("celas", "Ooh, this one's nice: three VP."),
    ("fernao_gomes", "Gain five coins, nice."),
    ("fernao_gomes", "Pretty simple, this one — five coins."),
    # particles and "just"/"simply" before a verb
    ("fernao_gomes", "You just take five coins."),
    ("fernao_gomes", "You simply collect 5 coins."),
    ("celas", "This one just gives you three victory points."),
    ("andre_de_resende", "You basically get two VP and a coin, you know."),
    # evaluative fragments and sentences that say nothing
    ("fernao_gomes", "You just take five coins. Done. Next card."),
    ("fernao_lopes", "You get two coins and two guards. Easy."),
    ("jeronimo_de_azambuja", "You get four pilgrim steps and two victory points. Nice."),
    ("andre_de_resende", "Two victory points and a coin. That's all there is to it."),
    ("andre_de_resende", "Nice and simple, this one. Two VP and a coin."),
    ("celas", "Ooh, this one's generous. Gain 3 VP."),
    ("joao_de_barros", "Five victory points. Straight up, no strings."),
    ("joao_de_barros", "Gain 5 VP. That's the bonus."),
    ("lorvao", "Simple. Take 3 guards. Simple as that."),
    ("goa", "Nine points at the end of the game. No conditions, nothing to count."),
    ("alvaro_vaz_de_almada", "Here's the deal. You get five guards. That's it."),
    # "this one" for the component
    ("celas", "This one gives you 3 VP."),
    ("lorvao", "This one gives you three guards."),
    ("fernao_gomes", "This one just pays you five coins."),
    # a reward with "on top" / "for you" closing its sentence
    ("bartolomeu_marchionni", "Whenever you buy a merchants card in phase C, you get a coin and "
                              "two victory points on top."),
    ("andre_de_resende", "Two VP and a coin for you."),
    ("lorvao", "Three guards for you straight away."),
    # "including this" said as a remark after the count
    ("tanger", "At the end of the game, two points for each voyage with your disk on it — "
               "and yes, that includes this one."),
    ("tanger", "At the end of the game, gain 2 VP for each voyage with your disk, and this one "
               "counts too."),
    ("tanger", "At game end, 2 VP per voyage with your disk, which includes this one."),
    # "First …. Then …"
    ("andre_de_resende", "First you gain 2 VP. Then you take a coin."),
    ("andre_de_resende", "So first, take two victory points. Then gain one coin."),
    # a count of parts before exactly that many parts
    ("andre_de_resende", "Two things here. (1) Gain 2 VP. (2) Gain 1 coin."),
    ("andre_de_resende", "Ruling: this card does two things at once. (1) Gain 2 VP. (2) Gain a coin."),
    ("andre_de_resende", "Two things here. First, gain 2 VP. Then take a coin."),
    # questions and answers: the question changes nothing the answer does not say
    ("fernao_gomes", "Q: Is this optional? A: Yes. Gain 5 coins."),
    ("fernao_gomes", "Q: What does this card do? A: You gain 5 coins."),
    ("rui_mendes", "Q: Is the exchange mandatory? A: No. You may pay 5 coins for 7 VP."),
    ("lorvao", "Question: Can an opponent take this from you? Answer: No. You gain 3 guards."),
    # optionality said as a remark
    ("rui_mendes", "You may pay 5 coins for 7 VP. Don't want to? Fine, you just skip it."),
    ("rui_mendes", "Pay 5 coins to gain 7 VP. Don't want to? Skip it."),
    ("rui_mendes", "You've got an option here. You may pay 5 coins for 7 VP."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. Rather not? Just skip it."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. Not interested? No problem, you can skip it."),
    ("rui_mendes", "You may pay 5 coins for 7 VP. Don't want to? Then don't."),
]

CAUGHT = [
    # a filler word never hides a figure or a condition
    ("fernao_gomes", "Okay, gain 4 coins."),
    ("fernao_gomes", "You just take four coins. Done. Next card."),
    ("fernao_gomes", "Nice. Gain 5 coins twice."),
    ("fernao_gomes", "Just one coin. Easy."),
    ("fernao_gomes", "Gain 5 coins. Nice, only once per round."),
    ("celas", "This one just gives you three victory points in phase E."),
    ("celas", "Ooh, this one's generous. Gain 3 guards."),
    ("andre_de_resende", "So basically you get two VP and a guard."),
    ("joao_de_barros", "Five victory points. Straight up, no strings. Each round."),
    ("lorvao", "Three guards for you at the end of the game."),
    ("tanger", "At the end of the game, gain 2 VP for each voyage with your disk, and this one "
               "counts twice."),
    ("fernao_gomes", "Not bad. Gain 5 coins."),
    ("fernao_gomes", "Just 5 coins."),
    ("fernao_gomes", "Gain 5 coins, that's it, each round."),
    ("fernao_lopes", "You get two coins and two guards, easy as that, in phase E."),
    ("lorvao", "Three guards for you and one for each opponent."),
    ("celas", "Ooh, this one's nice in phase E: three VP."),
    ("fernao_gomes", "Gain five coins, nice, twice."),
    # "First …" with a different reward after "Then"
    ("andre_de_resende", "First you gain 2 VP. Then you take a guard."),
    # the count of parts must match the parts
    ("andre_de_resende", "Three things here. (1) Gain 2 VP. (2) Gain 1 coin."),
    ("andre_de_resende", "Two things here. (1) Gain 2 VP. (2) Gain 2 coins."),
    # a question whose answer does not say the rule again
    ("fernao_gomes", "Q: Do I get 5 coins? A: Yes."),
    ("fernao_gomes", "Q: Do I also get 2 guards? A: Yes. Gain 5 coins."),
    ("flor_da_rosa", "Q: Does this count clerics cards too? A: Yes. Gain 2 VP for each merchants "
                     "card you have."),
    ("fernao_gomes", "Q: Do I get coins in phase E too? A: No. Gain 5 coins."),
    # a denied question that names a class, answered without "only": refused, not guessed
    ("flor_da_rosa", "Q: Does this count clerics cards? A: No. Gain 2 VP for each merchants "
                     "card you have."),
    ("fernao_gomes", "Q: Is this optional? A: Yes. Gain 6 coins."),
    ("fernao_gomes", "Q: Is this optional? Gain 5 coins."),
    # optionality is not a player's to give for what an opponent must give
    ("duarte_pacheco_pereira", "Every opponent behind you on the council track gives you 2 "
                               "guards or 2 VP, their choice. Don't want to? Fine, skip it."),
]


@pytest.mark.parametrize("target,text", READS)
def test_reads(target, text):
    reads_as(target, text)


@pytest.mark.parametrize("target,text", CAUGHT)
def test_caught(target, text):
    is_caught(target, text)
