"""Designer paraphrases of the monasteries', voyages' and favor tiles' bonuses (R-BON-M,
R-BON-V, R-FAV, R-CARD-1): each reads to its component's own rule, read with the
component's default timing (a voyage's untimed text is its game-end task); each
construction's changed-meaning twin (figure, track, counter, back, timing) is an error."""
from __future__ import annotations

import pytest

from coimbra_dsl import load_ruleset
from coimbra_dsl.card_text import Lexicon, read_text
from coimbra_dsl.errors import CardTextError
from coimbra_dsl.meaning import difference
from coimbra_dsl.printed import default_timing

RULES = load_ruleset("base")
RULES = RULES[0] if isinstance(RULES, tuple) else RULES
LEXICON = Lexicon.of(RULES)

# (text, component id): ordinary designer English for that component's bonus.
PARAPHRASES = [
    ('Take 3 coins.', 'santa_cruz'),
    ('You receive three coins.', 'santa_cruz'),
    ('Immediately gain 3 guards.', 'lorvao'),
    ('Receive three guards right away.', 'lorvao'),
    ('Score 3 victory points.', 'celas'),
    ('Immediately: 3 VP.', 'celas'),
    ('Gain 2 guards and 2 coins.', 'semide'),
    ('Take two coins and two guards.', 'semide'),
    ('Gain 2 coins. Gain 2 guards.', 'semide'),
    ('Advance 3 spaces on the council track.', 'arouca'),
    ('Move your marker three spaces up the council track.', 'arouca'),
    ('Advance three steps on the merchants track.', 'tibaes'),
    ('Move up 3 spaces on the clerics track.', 'pombeiro'),
    ('On the scholars track, advance 3 spaces.', 'salzedas'),
    ('Advance 1 space on each track.', 'bustelo'),
    ('Move one space up on each of the four tracks.', 'bustelo'),
    ('Gain 1 VP for each crown you have.', 'landim'),
    ('For each of your crowns, gain 1 victory point.', 'landim'),
    ('Score 1 VP per crown.', 'landim'),
    ('Gain 2 VP for each monastery with your disk.', 'pendorada'),
    ('For each monastery where you have a disk, score 2 VP.', 'pendorada'),
    ('Gain 2 victory points for every council card you have.', 'leca_do_balio'),
    ('For each merchants card you own, gain 2 VP.', 'flor_da_rosa'),
    ('Score two VP per clerics card.', 'sao_vicente_de_fora'),
    ('Gain 2 VP for each of your scholars cards.', 'paco_de_sousa'),
    ('Gain 2 VP for each card with an influence of 3 or 4.', 'tarouca'),
    ('For each card with influence 3 or 4, gain 2 VP.', 'tarouca'),
    ('Gain 5 VP for each set of 4 cards of the 4 classes.', 'refoios'),
    ('For each set of four cards of the four classes, score 5 VP.', 'refoios'),
    ('Lasting: each time you place a later monastery disk, gain 1 VP.', 'ganfei'),
    ('Lasting: whenever you place another monastery disk, score 1 VP.', 'ganfei'),
    ('Lasting: every time you place a die in the castle, gain 4 VP.', 'alcobaca'),
    ('Lasting: whenever you put a die in the castle, score 4 victory points.', 'alcobaca'),
    ('Lasting: counts as one wild diploma.', 'grijo'),
    ('Lasting: counts as two wild diplomas.', 'santo_tirso'),
    ('Immediately score up to 2 of your voyages.', 'batalha'),
    ('Score up to two of your voyages.', 'batalha'),
    ('Immediately score your diploma sets.', 'tomar'),
    ('Score your sets of diplomas now.', 'tomar'),
    ('2 VP per voyage with your disk.', 'tanger'),
    ('At game end, gain 2 VP for each voyage with your disk.', 'tanger'),
    ('At the end of the game, score 1 VP for each diploma.', 'madeira'),
    ('Game end: gain 1 VP per diploma you have.', 'cabo_verde'),
    ('1 VP for each of your diplomas.', 'madeira'),
    ('At game end: 1 VP for each monastery without your disk.', 'ceuta'),
    ('Game end: gain 1 VP for each monastery without your disk.', 'ceuta'),
    ('At game end, gain 1 VP for each monastery with your disk.', 'barbados'),
    ('1 VP per monastery with your disk.', 'barbados'),
    ('Game end: gain 2 VP for each I-monastery with your disk.', 'brasil'),
    ('At game end: 3 VP for each character card beyond your 10th.', 'ilhas_dos_acores'),
    ('Gain 9 VP at game end.', 'goa'),
    ('At the end of the game, score 9 victory points.', 'goa'),
    ('At game end, gain 2 VP for each merchants card.', 'macau'),
    ('Game end: 2 VP for each of your council cards.', 'malaca'),
    ('2 VP per clerics card you have.', 'ceilao'),
    ('At the end of the game, gain 2 VP for every scholars card.', 'diu'),
    ('At game end: 2 VP for each space of your lowest track.', 'maskat'),
    ('Game end: VP equal to half (rounded down) of your guards + coins + crowns.', 'calicut'),
    ('Gain 4 VP. You may put the cap tile on one of your dice in a city row.', 'favor_da_rainha'),
    ('Gain 4 victory points, and you may place the cap tile on one of your dice in a city row.', 'favor_da_rainha'),
    ('Gain 2 VP and take up to 3 pilgrim steps.', 'favor_do_bispo'),
    ('Gain 2 VP. Then move your pilgrim up to 3 steps.', 'favor_do_bispo'),
    ('Gain either 7 guards or 7 coins.', 'favor_do_reitor'),
    ('Take 7 coins or 7 guards.', 'favor_do_reitor'),
    ('Choose one: gain 7 guards, or gain 7 coins.', 'favor_do_reitor'),
    ('While held: each investment costs 2 less. Invest in a voyage.', 'favor_do_rei'),
    ('Invest in a voyage. While held: every investment costs 2 less.', 'favor_do_rei'),
    ('Collect 3 coins.', 'santa_cruz'),
    ('Get 3 coins immediately.', 'santa_cruz'),
    ('Three guards.', 'lorvao'),
    ('Earn 3 VP.', 'celas'),
    ('Gain 2 coins as well as 2 guards.', 'semide'),
    ('Your council marker moves 3 spaces up.', 'arouca'),
    ('Climb 3 spaces on the merchants track.', 'tibaes'),
    ('On the clerics track, move up 3 spaces.', 'pombeiro'),
    ('Move 1 space up on all tracks.', 'bustelo'),
    ('Advance on every track by 1.', 'bustelo'),
    ('Gain 1 VP for every crown in your possession.', 'landim'),
    ('Score 1 VP for each crown you own.', 'landim'),
    ('Gain 2 VP for each monastery you have a disk on.', 'pendorada'),
    ('Each council card you have is worth 2 VP.', 'leca_do_balio'),
    ('Score 2 VP for every card of the merchants class.', 'flor_da_rosa'),
    ('Gain 2 VP per card of the clerics class.', 'sao_vicente_de_fora'),
    ('For every scholars card you have, gain 2 VP.', 'paco_de_sousa'),
    ('Gain 2 VP per card whose influence is 3 or 4.', 'tarouca'),
    ('Gain 2 VP for each card with an influence value of 3 or 4.', 'tarouca'),
    ('Gain 5 VP for each complete set of one card of each of the four classes.', 'refoios'),
    ('Lasting: from now on, whenever you place a monastery disk, gain 1 VP.', 'ganfei'),
    ('Lasting: gain 1 VP each time you place a later monastery disk.', 'ganfei'),
    ('Lasting: gain 4 VP whenever you place a die in the castle.', 'alcobaca'),
    ('Lasting: this counts as 1 wild diploma.', 'grijo'),
    ('Score up to 2 voyages you own now.', 'batalha'),
    ('Score all your diploma sets now.', 'tomar'),
    ('Gain 2 VP for each voyage bearing your disk.', 'tanger'),
    ('At game end, 2 VP for each voyage you have a disk on.', 'tanger'),
    ('Game end: 1 victory point for each of your diplomas.', 'madeira'),
    ('Game end: one VP for each monastery that does not have your disk.', 'ceuta'),
    ('At game end, score 1 VP per monastery without one of your disks.', 'ceuta'),
    ('At game end, gain 2 VP for each monastery I with your disk.', 'brasil'),
    ('At game end, gain 2 VP per back I monastery with your disk.', 'brasil'),
    ('At game end, gain 3 VP for each character card after your tenth.', 'ilhas_dos_acores'),
    ('At game end, 3 VP for every character card over 10.', 'ilhas_dos_acores'),
    ('Nine victory points at the end of the game.', 'goa'),
    ('At game end, gain VP equal to twice your lowest track space.', 'maskat'),
    ('At game end, gain 2 VP for each space on your lowest track.', 'maskat'),
    ('At game end, gain VP equal to half of your council track space plus your clerics track space, rounded down.', 'sansibar'),
    ('Game end: VP equal to half (rounded down) of your coins + guards + crowns.', 'calicut'),
    ('At game end, gain VP equal to half your guards, coins and crowns, rounded down.', 'calicut'),
    ('Gain 4 VP; you may also put the cap tile on one of your dice in a city row.', 'favor_da_rainha'),
    ('Gain 2 VP, then take up to 3 pilgrim steps.', 'favor_do_bispo'),
    ('Move your pilgrim up to three steps and gain 2 VP.', 'favor_do_bispo'),
    ('Gain 7 coins or gain 7 guards.', 'favor_do_reitor'),
    ('Choose: 7 guards or 7 coins.', 'favor_do_reitor'),
    ('While you hold this tile, each investment costs 2 less. Invest in a voyage.', 'favor_do_rei'),
    ('Invest in a voyage now. While held, investments cost 2 less.', 'favor_do_rei'),
    ('Move your disk up 1 space on all four tracks.', 'bustelo'),
    ('Move your marker up 3 spaces on the council track.', 'arouca'),
    ('Move your disk up three spaces along the merchants track.', 'tibaes'),
    ('Raise your scholars track position by 3.', 'salzedas'),
    ('Increase your clerics track marker by 3 spaces.', 'pombeiro'),
    ('Score one of your game-end cards now; then, on one track of your choice, gain the scoring-tile VP for your current rank.', 'jeronimos'),
    ('Score one of your game-end bonuses now and, on any track, gain the scoring-tile VP for your current rank.', 'jeronimos'),
]

# (text, component id): one thing changed (figure, track, counter, back, timing), so the
# text must be refused or read to something else than the component's rule.
TWINS = [
    ('Score one of your game-end cards now; then, on one track of your choice, gain 2 VP.', 'jeronimos'),
    ('Score one of your game-end cards now; then, on every track, gain the scoring-tile VP for your current rank.', 'jeronimos'),
    ('Score two of your game-end cards now; then, on one track of your choice, gain the scoring-tile VP for your current rank.', 'jeronimos'),
    ('On the council track, gain the scoring-tile VP for your current rank.', 'jeronimos'),
    ('On the scholars track, advance 4 spaces.', 'salzedas'),
    ('On the council track, advance 3 spaces.', 'salzedas'),
    ('On the clerics track, move up 2 spaces.', 'pombeiro'),
    ('On every track, advance 2 spaces.', 'bustelo'),
    ('On the scholars track, advance 1 space.', 'bustelo'),
    ('Climb 2 spaces on the merchants track.', 'tibaes'),
    ('Climb 3 spaces on the clerics track.', 'tibaes'),
    ('Lasting: from now on, whenever you place a monastery disk, gain 2 VP.', 'ganfei'),
    ('Lasting: from now on, whenever you place a die in the castle, gain 1 VP.', 'ganfei'),
    ('From now on, whenever you place a monastery disk, gain 1 coin.', 'ganfei'),
    ('Score up to 3 voyages you own now.', 'batalha'),
    ('Score up to 2 voyages you do not own now.', 'batalha'),
    ('Score 2 voyages you own now.', 'batalha'),
    ('At game end, gain 2 VP for each monastery II with your disk.', 'brasil'),
    ('At game end, gain 2 VP for each monastery I without your disk.', 'brasil'),
    ('At game end, gain 3 VP for each monastery I with your disk.', 'brasil'),
    ('Move your disk up 2 spaces on all four tracks.', 'bustelo'),
    ('Move your disk up 1 space on the council track.', 'bustelo'),
    ('Move your marker up 3 spaces on the clerics track.', 'arouca'),
    ('Raise your scholars track position by 2.', 'salzedas'),
    ('Raise your merchants track position by 3.', 'salzedas'),
    ('Lower your scholars track position by 3.', 'salzedas'),
    ('Immediately gain 2 VP for each monastery I with your disk.', 'brasil'),
]


def _read(text: str, cid: str):
    comp = RULES.component(cid)
    return comp, read_text(text, LEXICON, default_timing=default_timing(comp))


@pytest.mark.parametrize("text,cid", PARAPHRASES, ids=[f"{c}:{t[:40]}" for t, c in PARAPHRASES])
def test_R_CARD_1_a_paraphrase_reads_to_its_components_rule(text, cid):
    comp, got = _read(text, cid)
    assert difference(got, comp.bonuses) is None, (text, difference(got, comp.bonuses))


@pytest.mark.parametrize("text,cid", TWINS, ids=[f"{c}:{t[:40]}" for t, c in TWINS])
def test_R_CARD_1_a_changed_meaning_twin_is_an_error(text, cid):
    try:
        comp, got = _read(text, cid)
    except CardTextError:
        return
    assert difference(got, comp.bonuses) is not None, f"silent misreading: {text}"
