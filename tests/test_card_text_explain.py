"""Card text: a designer's letter to playtesters, each card explained in full sentences.
The player is said by description ("its owner", "the owner of this card", "the player who
takes him", "whoever places a disk on it", "its investors") and pronouns follow it ("a
track they choose", "in their holders"); a character goes by a short name ("Gil", "Dom
Miguel", "Frei Estêvão") and "he"/"him"; conditions and triggers come first ("If you take
this card, …", "If you hold this card at the end of the game, …", "If you have invested in
Madeira, …", "As long as you own Jorge, at the start of each phase E …", "At Tibães you
…", "Taking Gil Vicente earns you …"). Each reads to its component's rule (R-BON-C,
R-BON-E, R-BON-M, R-END-1) or, with one meaning changed, is caught."""
from __future__ import annotations

from card_text_checks import is_caught, reads_as, rows

from coimbra_dsl.card_lexicon import ENGLISH, ENGLISH_OWNER

# ------------------------------------------------------------------ the owner said as a person

OWNER = [
    ("fernao_de_loronha", "This card gives its owner 1 coin and 1 VP for each merchants card."),
    ("joao_de_castro", "In phase E, the owner of this card gains 1 guard for each gray die in "
                       "their holders."),
    ("santa_cruz", "This monastery gives whoever places a disk on it 3 coins."),
    ("macau", "At the end of the game, this voyage pays its investors 2 VP per merchants card."),
    ("goa", "Goa is worth 9 VP to the player who invests in it."),
    ("jorge_de_melo", "At the start of every phase E, the player who owns this card moves 1 up "
                      "a track they choose and gains 1 coin."),
    ("tome_pires", "Each opponent gives this card's owner 1 guard and 1 coin, or 2 VP, even "
                   "below 0 (their choice)."),
    ("gil_vicente", "Gil Vicente is worth 5 VP and 1 pilgrim step to whoever takes him."),
    ("gil_vicente", "This card gives you 5 VP and 1 pilgrim step once, when it's taken."),
]

OWNER_CHANGED = [
    ("joao_de_castro", "In phase E, the owner of this card gains 1 coin for each gray die in "
                       "their holders."),
    # another player named: "their" stays theirs, and is not read
    ("joao_de_castro", "In phase E, the owner of this card gains 1 guard for each gray die in "
                       "their opponents' holders."),
    ("fernao_de_loronha", "This card gives its owner 1 coin and 1 VP for each council card."),
    ("macau", "At the end of the game, this voyage pays its investors 2 VP per clerics card."),
    ("goa", "Goa is worth 9 VP to the player who invested in it, immediately."),
    ("tome_pires", "Each opponent gives this card's owner 1 guard and 1 coin, or 2 VP, even "
                   "below 0 (your choice)."),
    ("jorge_de_melo", "At the start of every phase E, the player who owns this card moves 1 up "
                      "a track they choose and gains 1 guard."),
]


@rows(OWNER)
def test_owner_said_reads(target, text):
    reads_as(target, text)


@rows(OWNER_CHANGED)
def test_owner_said_changed_caught(target, text):
    is_caught(target, text)


# ------------------------------------------------------------------ a character's short name

SHORT = [
    ("gil_vicente", "Gil gives the player who takes him 5 VP and 1 pilgrim step."),
    ("miguel_da_silva", "When you take Dom Miguel, you gain 1 VP for each monastery with your "
                        "disk."),
    ("amato_lusitano", "During phase E, Amato gives you 1 VP per green die in your holders."),
    ("jorge_de_melo", "At the start of each phase E, Jorge lets you move 1 up a track of your "
                      "choice and gives you 1 coin."),
    ("estevao_de_aguiar", "At the end of the game, Frei Estêvão gives its owner 1 VP for each "
                          "card with influence 1 or 2."),
    ("pedro_nunes", "Pedro is one of the start cards: coin-cost cards cost you 1 coin less in "
                    "phase C."),
]

SHORT_CHANGED = [
    ("gil_vicente", "Gil gives the player who takes him 4 VP and 1 pilgrim step."),
    # another card's short name is no name of this one
    ("gil_vicente", "Jorge gives you 5 VP and 1 pilgrim step."),
    ("miguel_da_silva", "When you take Dom Miguel, you gain 1 VP for each monastery without "
                        "your disk."),
    ("amato_lusitano", "During phase E, Amato gives you 1 VP per gray die in your holders."),
]


@rows(SHORT)
def test_short_name_reads(target, text):
    reads_as(target, text)


@rows(SHORT_CHANGED)
def test_short_name_changed_caught(target, text):
    is_caught(target, text)


def test_short_name_only_for_the_component_read():
    """Without the component's name a short name is no name ("Afonso" is three cards)."""
    from coimbra_dsl.card_text import read_text
    from coimbra_dsl.errors import CardTextError
    from card_text_checks import LEXICON
    try:
        read_text("Gil gives you 5 VP and 1 pilgrim step.", LEXICON)
    except CardTextError:
        return
    raise AssertionError("a short name read without the component")


# ------------------------------------------------------------------ fronted conditions, triggers

FRONTED = [
    ("gil_vicente", "If you take this card, you gain 5 VP and 1 pilgrim step."),
    ("henrique_de_meneses", "If you hold Henrique at the end of the game, you score 1 VP for "
                            "each card with influence 1 or 2."),
    ("diogo_de_gouveia", "If you still have this card at the end of the game, you score 1 VP "
                         "per card with influence 1 or 2."),
    ("madeira", "If you have invested in Madeira, you get 1 VP per diploma at the end of the "
                "game."),
    ("ceuta", "If you invested in Ceuta, you score 1 VP for each monastery without your disk "
              "at game end."),
    ("gil_vicente", "Taking Gil Vicente earns you 5 VP and 1 pilgrim step."),
    ("santa_cruz", "At Santa Cruz you gain 3 coins."),
    ("tibaes", "At Tibães you move 3 up the merchants track."),
    # a character is kept to the end: "as long as you have him" says nothing before a timing
    ("jorge_de_melo", "As long as you own Jorge, at the start of each phase E you move 1 up a "
                      "track of your choice and gain 1 coin."),
    ("jorge_da_costa", "While you hold Dom Jorge, guard-cost cards cost you 1 guard less in "
                       "phase C."),
    ("nuno_alvares_pereira", "As long as you keep him, each time you acquire a council card "
                             "you gain 1 guard, 1 VP and 1 pilgrim step."),
    ("nuno_da_cunha", "Each time phase E comes round, you may trade 2 guards for 1 VP, as often "
                      "as you like."),
# descriptive present: what is counted and remarked said as a letter says it
    ("afonso_de_portugal", "If you have no purple die in your holders at the start of phase E, "
                           "this card gives you 2 pilgrim steps."),
    ("pedro_de_meneses", "At game end, Dom Pedro pays its owner 5 VP for each set of four cards "
                         "in the four different classes."),
    ("pendorada", "Pendorada gives the player who places a disk there 2 VP per monastery "
                  "showing their disk."),
    ("nuno_da_cunha", "In phase E you may trade 2 guards for 1 VP, and you may do that as often "
                      "as you wish."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. That's "
                   "their call, not yours."),
]

FRONTED_CHANGED = [
    ("afonso_de_portugal", "If there is no gray die in your holders at the start of phase E, "
                           "this card gives you 2 pilgrim steps."),
    ("pedro_de_meneses", "At game end, Dom Pedro pays its owner 5 VP for each set of three "
                         "cards in the four different classes."),
    ("tome_pires", "Each opponent gives you 1 guard and 1 coin, or 2 VP, even below 0. That's "
                   "your call."),
    ("gil_vicente", "Gain 5 VP and 1 pilgrim step. That's their call."),

    ("gil_vicente", "If you take this card, you gain 5 VP and 2 pilgrim steps."),
    ("diogo_de_gouveia", "If you still have this card at the end of the game, you score 1 VP "
                         "per card with influence 1 or 3."),
    # the voyage's condition goes; a timing said after it stays the text's (R-END-1)
    ("madeira", "If you have invested in Madeira, you get 1 VP per diploma immediately."),
    ("santa_cruz", "At Santa Cruz you gain 3 guards."),
    # without a timing of its own, "as long as you have this card" stays, and is no card's
    ("gil_vicente", "As long as you have this card, gain 5 VP and 1 pilgrim step."),
    ("jorge_de_melo", "As long as you own Jorge, at the start of each phase E you move 1 up a "
                      "track of your choice and gain 1 guard."),
    ("jorge_da_costa", "While you hold Dom Jorge, coin-cost cards cost you 1 coin less in "
                       "phase C."),
]


@rows(FRONTED)
def test_fronted_reads(target, text):
    reads_as(target, text)


@rows(FRONTED_CHANGED)
def test_fronted_changed_caught(target, text):
    is_caught(target, text)


def test_owner_phrases_are_written_in_lemmas():
    """The owner's phrases match the lemmatised text, as the lexicon's phrases do."""
    folded = {w for w, lemma in ENGLISH.lemmas.items() if lemma != w}
    assert [k for k in ENGLISH_OWNER.phrases if folded & set(k)] == []
    assert [k for k in ENGLISH_OWNER.held if folded & set(k)] == []


@rows([
    ("duarte_pacheco_pereira", "Each opponent behind you on the council track gives you 2 "
                               "guards or 2 VP; the opponent picks which. His score may go "
                               "below 0."),
    ("tome_pires", "Every opponent must give you 1 guard and 1 coin, or 2 VP. The opponent "
                   "chooses; his VP may drop below 0."),
])
def test_he_after_an_opponent_is_the_opponent_not_the_card(target, text):
    reads_as(target, text)
