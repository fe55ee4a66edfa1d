"""The rule documents' own bonus descriptions (seed 000 "Bonus overview", seed 001 "Bonus
Overview & Rules", seed 004's favor table), one row per description, each written with
the figures of the base component it describes ("the depicted class" -> "the council
class", "the depicted resource" -> "1 guard"); otherwise the document's words, with
headings, worked examples and advice ("(For example …)", "This is especially helpful …",
"Attention: …") dropped. A heading that says when the bonus acts is kept as its label
("Game end bonus:"). Voyage tasks are read as a voyage's text: scored at game end.

ROWS: (text, id of the base component whose rule it must read to, source).
"""

S000 = "seed 000 Bonus overview"
FAV = f"{S000} / Bonuses of the favor tiles"
START = f"{S000} / Bonuses of the start character cards"
OTHER = f"{S000} / Bonuses of the other character cards"
MON = f"{S000} / Bonuses of the monasteries"
VOY = f"{S000} / Tasks of the voyage cards"
S001 = "seed 001 Bonus Overview & Rules"
S004 = "seed 004 The castle: favor tiles"

ROWS: list[tuple[str, str, str]] = [
    # ------------------------------------------------------------ favor tiles (000)
    ('As long as you have this favor tile in front of you: Whenever you perform the action '
     '"Invest in one voyage", the cost you must pay for investing in that voyage is reduced '
     'by 2. Immediate bonus — Perform the action "Invest in one voyage" once.',
     "favor_do_rei", FAV),
    ("Immediate bonus — Gain 4 victory points. AND Immediate bonus — You may take the cap "
     "tile and put it over one of your dice located in the upper, central or lower city. If "
     "you do, the value of that die is increased by 3.", "favor_da_rainha", FAV),
    ("Immediate bonus — Gain 2 victory points. AND Immediate bonus — Move your pilgrim 3 or "
     "fewer steps.", "favor_do_bispo", FAV),
    ("Immediate bonus — EITHER gain 7 guards OR 7 coins.", "favor_do_reitor", FAV),
    # ------------------------------------------------------------ favor tiles (004, 001)
    ("While you hold it, every voyage costs 2 less. Also invest in one voyage now.",
     "favor_do_rei", S004),
    ("4 points, and you may put the cap tile on one of your dice in a city: +3 to its value.",
     "favor_da_rainha", S004),
    ("2 points and up to 3 pilgrim steps.", "favor_do_bispo", S004),
    ("7 guards or 7 coins.", "favor_do_reitor", S004),
    ("Pay 2 fewer coins/guards when investing in voyages for as long as this tile is in "
     "front of you. Also invest in a voyage now.", "favor_do_rei", f"{S001} / Favor Tiles"),
    ("Gain 4 VP. Place the cap tile over a die in upper, central, or lower city to increase "
     "its value by +3 (up to 9), moving its position accordingly.", "favor_da_rainha",
     f"{S001} / Favor Tiles"),
    ("Gain 2 VP and move pilgrim up to 3 steps.", "favor_do_bispo", f"{S001} / Favor Tiles"),
    ("Gain either 7 guards or 7 coins immediately.", "favor_do_reitor", f"{S001} / Favor Tiles"),
    # ------------------------------------------------------------ start cards (000)
    ("Gain 5 guards.", "alvaro_vaz_de_almada", START),
    ("Gain 5 coins.", "fernao_gomes", START),
    ("Gain 3 steps with your pilgrim.", "henrique_de_coimbra", START),
    ("Gain 5 victory points and 1 step with your pilgrim.", "gil_vicente", START),
    ("Whenever you acquire a character card with a coin cost in phase C, pay 1 coin less for "
     "it (it can be 0).", "pedro_nunes", START),
    ("Whenever you acquire a character card with a guard cost in phase C, pay 1 guard less "
     "for it (it can be 0).", "jorge_da_costa", START),
    ("Whenever you acquire a council member card in phase C, first carry out any bonuses of "
     "that acquired card as usual. Then also gain 1 guard, 1 victory point and 1 step with "
     "your pilgrim.", "nuno_alvares_pereira", START),
    ("Whenever you acquire a merchant card in phase C, first carry out any bonuses of that "
     "acquired card as usual. Then also gain 1 coin and 2 victory points.",
     "bartolomeu_marchionni", START),
    # ------------------------------------------------------------ other cards (000)
    ("Gain 2 victory points and 1 coin.", "andre_de_resende", OTHER),
    ("Gain 2 coins and 2 guards.", "fernao_lopes", OTHER),
    ("Gain 4 steps with your pilgrim and 2 victory points.", "jeronimo_de_azambuja", OTHER),
    ("Gain 5 victory points.", "joao_de_barros", OTHER),
    ("Each of the other players must give you: In player order, each opponent chooses what "
     "to give you: Either 1 guard and 1 coin OR 2 victory points. It is possible to drop "
     "below 0 victory points on the score track. If a player does not have the resources, "
     "he must give you the victory points.", "tome_pires", OTHER),
    ("You gain 5 victory points. Each of the other players loses: In player order, each "
     "opponent must decide to lose 3 victory points OR one of his cleric cards. If he "
     "decides to lose the card, he puts it on the general discard pile and also loses the "
     "influence value of that card on the cleric influence track. If he has no clerics, he "
     "must lose the victory points.", "afonso_de_albuquerque", OTHER),
    ("Take the discard pile and choose one card from it. Pay a cost of 3 (of the resource "
     "indicated by the cost icon of the chosen card). Gain everything the card has to offer "
     "(influence value + bonus) and place it in its zone at your player board, as if you "
     "had acquired it the usual way.", "duarte_barbosa", OTHER),
    ("Each player whose disk is behind yours on the gray council influence track must give "
     "you: In player order, any players whose disks are behind yours on the gray council "
     "influence track must each choose which of 2 guards or 2 victory points to cede to "
     "you. It is possible to drop below 0 victory points on the score track. Affected "
     "players who do not have the resources must give you the victory points.",
     "duarte_pacheco_pereira", OTHER),
    ("For each of your council member character cards (including this one), gain 1 guard "
     "and 1 step with your pilgrim.", "francisco_de_almeida", OTHER),
    ("Take one of your favor tiles still available next to the castle (if any). Place it in "
     "front of you and use it as usual.", "vasco_da_gama", OTHER),
    ("For each of your merchant character cards (including this one), gain 1 coin and 1 "
     "victory point.", "fernao_de_loronha", OTHER),
    ('Gain 4 coins and perform the action "Invest in one voyage". However, you can only '
     'invest in a voyage that has a coin cost.', "cristovao_de_haro", OTHER),
    ('Gain 4 guards and perform the action "Invest in one voyage". However, you can only '
     'invest in a voyage that has a guard cost.', "lopo_soares_de_albergaria", OTHER),
    ("For each monastery that has your disk above it, gain 1 victory point.",
     "miguel_da_silva", OTHER),
    ("Use the immediate bonus of one of your character cards of the clerics class once more.",
     "bartolomeu_dos_martires", OTHER),
    ("Use the immediate bonus of one of your character cards of the scholars class once more.",
     "damiao_de_gois", OTHER),
    ("Gain the current income reward of the clerics track (as you would with a die of that "
     "color in phase E).", "goncalo_velho", OTHER),
    ("Gain the current income reward of the scholars track (as you would with a die of that "
     "color in phase E).", "aires_barbosa", OTHER),
    ("Pay 5 guards to gain up to 5 steps with your pilgrim.", "diogo_de_sousa", OTHER),
    ("Pay 5 coins to gain 7 victory points.", "rui_mendes", OTHER),
    ("At the beginning of each phase E, choose one influence track and move your disk on "
     "that track 1 space up. Also gain 1 guard.", "tristao_da_cunha", OTHER),
    ("At the beginning of each phase E, choose one influence track and move your disk on "
     "that track 1 space up. Also gain 1 coin.", "jorge_de_melo", OTHER),
    ("In each phase E, for each die of the gray color that you have in your die holders on "
     "your shutter spaces, gain 1 guard in addition to its regular income reward.",
     "joao_de_castro", OTHER),
    ("In each phase E, for each die of the orange color that you have in your die holders "
     "on your shutter spaces, gain 1 coin in addition to its regular income reward.",
     "lourenco_moreno", OTHER),
    ("In each phase E, for each die of the purple color that you have in your die holders "
     "on your shutter spaces, gain 1 step with your pilgrim in addition to its regular "
     "income reward.", "nicolau_coelho", OTHER),
    ("In each phase E, for each die of the green color that you have in your die holders on "
     "your shutter spaces, gain 1 victory point in addition to its regular income reward.",
     "amato_lusitano", OTHER),
    ("In each phase E, for each die of the gray color that you have in your die holders on "
     "your shutter spaces, gain 1 victory point in addition to its regular income reward.",
     "garcia_de_orta", OTHER),
    ("At the beginning of each phase E, gain 2 steps with your pilgrim if you have no purple "
     "die in any of your die holders on your shutter spaces.", "afonso_de_portugal", OTHER),
    ("At any time in each phase E, you can exchange guards for victory points at a rate of "
     "2 to 1.", "nuno_da_cunha", OTHER),
    ("At any time in each phase E, you can exchange coins for victory points at a rate of "
     "2 to 1.", "goncalo_vaz", OTHER),
    ("Game end bonus: Check which space (value) of the council influence track your disk "
     "sits on: If it is on space 7, 8 or 9, gain 5 victory points. If it is on space 10, 11 "
     "or 12, gain 7 victory points. If it is on space 13, 14 or 15, gain 10 victory points. "
     "If it is on space 0 to 6, you gain nothing.", "garcia_de_noronha", OTHER),
    ("Game end bonus: Check which space (value) of the merchants influence track your disk "
     "sits on: If it is on space 7, 8 or 9, gain 5 victory points. If it is on space 10, 11 "
     "or 12, gain 7 victory points. If it is on space 13, 14 or 15, gain 10 victory points. "
     "If it is on space 0 to 6, you gain nothing.", "diogo_fernandes", OTHER),
    ("Game end bonus: Check which space (value) of the clerics influence track your disk "
     "sits on: If it is on space 7, 8 or 9, gain 5 victory points. If it is on space 10, 11 "
     "or 12, gain 7 victory points. If it is on space 13, 14 or 15, gain 10 victory points. "
     "If it is on space 0 to 6, you gain nothing.", "joao_soares", OTHER),
    ("Game end bonus: Check which space (value) of the scholars influence track your disk "
     "sits on: If it is on space 7, 8 or 9, gain 5 victory points. If it is on space 10, 11 "
     "or 12, gain 7 victory points. If it is on space 13, 14 or 15, gain 10 victory points. "
     "If it is on space 0 to 6, you gain nothing.", "gomes_eanes_de_zurara", OTHER),
    ("Game end bonus: For each of your character cards that has an influence value of "
     "either 1 or 2, gain 1 victory point.", "henrique_de_meneses", OTHER),
    ("Game end bonus: For each 4-card set that includes one character card of each of the 4 "
     "classes, gain 5 victory points.", "martim_afonso_de_sousa", OTHER),
    ("Game end bonus: Gain the game end bonus of one of your other character cards once "
     "more (if you have any).", "estevao_da_gama", OTHER),
    # ------------------------------------------------------------ monasteries (000)
    ("Gain 3 coins.", "santa_cruz", MON),
    ("Gain 3 victory points.", "celas", MON),
    ("For each of your character cards of the council class, gain 2 victory points.",
     "leca_do_balio", MON),
    ("For each of your character cards of the merchants class, gain 2 victory points.",
     "flor_da_rosa", MON),
    ("For each of your character cards of the clerics class, gain 2 victory points.",
     "sao_vicente_de_fora", MON),
    ("For each of your character cards of the scholars class, gain 2 victory points.",
     "paco_de_sousa", MON),
    ("For each of your character cards that has an influence value of either 3 or 4, gain 2 "
     "victory points.", "tarouca", MON),
    ("For each 4-card set that includes one character card of each of the 4 classes, gain 5 "
     "victory points.", "refoios", MON),
    ("On the council influence track, move your disk 3 spaces up.", "arouca", MON),
    ("On the merchants influence track, move your disk 3 spaces up.", "tibaes", MON),
    ("On the clerics influence track, move your disk 3 spaces up.", "pombeiro", MON),
    ("On the scholars influence track, move your disk 3 spaces up.", "salzedas", MON),
    ("On all influence tracks, move your disks 1 space up.", "bustelo", MON),
    ("For each monastery that has your disk above it (including this one), gain 2 victory "
     "points.", "pendorada", MON),
    ("For each crown that you have right now (determined as in phase D), gain 1 victory "
     "point.", "landim", MON),
    ("Choose up to 2 different voyage cards with one of your disks and score their task now "
     "the same way as you will at the end of the game.", "batalha", MON),
    ("If you have any character cards with a game end bonus, score one of them now. Also "
     "choose one influence track and — depending on the current position of your disk on "
     "it — gain the victory points stated by the influence scoring tile above that "
     "influence track.", "jeronimos", MON),
    ("Score your sets of diplomas now the same way as you will at the end of the game.",
     "tomar", MON),
    ("Henceforth, each time you place a die in the castle during phase B, you immediately "
     "gain 4 victory points.", "alcobaca", MON),
    ("Henceforth, each time you place a disk above a monastery, you immediately gain 1 "
     "victory point (not for this one).", "ganfei", MON),
    ("Diploma monastery: Counts as 1 wild diploma.", "grijo", MON),
    ("Diploma monastery: Counts as 2 wild diplomas.", "santo_tirso", MON),
    # ------------------------------------------------------------ voyages (000)
    ("For each voyage card that has your disk on it (including this one), gain 2 victory "
     "points.", "tanger", VOY),
    ("For each diploma that you have (irrespective of its kind), gain 1 victory point.",
     "madeira", VOY),
    ("For each diploma that you have (irrespective of its kind), gain 1 victory point.",
     "cabo_verde", VOY),
    ("Check which values you have reached on the council and clerics influence tracks (the "
     "printed number on the spaces your disks are on). Sum both values. Then divide that "
     "sum by 2. Gain the result (rounded down) as victory points.", "sansibar", VOY),
    ("For each monastery that does not have your disk above it, gain 1 victory point.",
     "ceuta", VOY),
    ("Sum your guards, coins and crowns. Then divide that sum by 2. Gain the result (rounded "
     "down) as victory points.", "calicut", VOY),
    ("On the influence tracks, check which of your disks has advanced the least (compared "
     "to your disks on the other influence tracks). Double the value of the space that disk "
     "is on and gain the result as victory points.", "maskat", VOY),
    ("For each monastery that has your disk above it, gain 1 victory point.", "barbados", VOY),
    ('For each monastery with a "I" that has your disk above it, gain 2 victory points.',
     "brasil", VOY),
    ("For each of your character cards beyond your tenth, gain 3 victory points.",
     "ilhas_dos_acores", VOY),
    ("Gain 9 victory points.", "goa", VOY),
    ("For each of your character cards of the merchants class, gain 2 victory points.",
     "macau", VOY),
    ("For each of your character cards of the council class, gain 2 victory points.",
     "malaca", VOY),
    ("For each of your character cards of the clerics class, gain 2 victory points.",
     "ceilao", VOY),
    ("For each of your character cards of the scholars class, gain 2 victory points.",
     "diu", VOY),
    # ------------------------------------------------------------ voyages (001)
    ("Gain 2 VP for each voyage card that has your disk on it (including this one).",
     "tanger", f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 1 VP for each diploma you have (regardless of kind).", "madeira",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Check values reached on the council and clerics influence tracks, sum them, and "
     "divide by 2 (rounded down) for VP.", "sansibar", f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 1 VP for each monastery that does not have your disk above it.", "ceuta",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Sum guards, coins, and crowns; divide by 2 (rounded down) for VP.", "calicut",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Double the value of your least developed influence track space and gain that many VP.",
     "maskat", f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 1 VP for each monastery that has your disk above it.", "barbados",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 2 VP for each monastery with a “I” that has your disk above it.", "brasil",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 3 VP for each character card beyond your tenth.", "ilhas_dos_acores",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 9 victory points directly.", "goa", f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 2 VP for each character card of the merchants class.", "macau",
     f"{S001} / Tasks of the Voyage Cards"),
    ("Gain 2 VP for each character card of the scholars class.", "diu",
     f"{S001} / Tasks of the Voyage Cards"),
]
