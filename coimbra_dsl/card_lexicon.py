"""The words of printed card text, as data: one `Language` per language the reader reads
(docs/DSL.md "Card text"). The grammar (card_text.lark) knows one word per meaning; a
language folds its own words onto those: plurals, verb forms and spelling variants
(`lemmas`), number words, multi-word synonyms (`phrases`: "victory points" -> vp,
"character cards of the council class" stays grammar, "die holders" -> holder), and
glosses (`glosses`: a bracketed remark that restates what the rules already do, such as
"(if any)", dropped). "Including this one" and "not for this one" are folded to two
grammar words, not dropped: after a count or after a trigger they say different things. Nothing here changes a figure, class, resource or
timing: a word that would is grammar, where the reader checks it. A second language is a
second `Language` plus the few grammar rules its word order needs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

from .vocab import CardClass, DieColour


@dataclass(frozen=True)
class Language:
    """One language's words for the reader."""
    name: str
    numbers: Mapping[str, int]
    ordinals: Mapping[str, int]
    lemmas: Mapping[str, str]
    phrases: Mapping[tuple[str, ...], tuple[str, ...]]    # lemmas -> grammar words
    glosses: frozenset                                    # lemmas of a dropped bracket
    # the canonical wording of a rule is written in this language
    canonical: bool = False
    # a title before a component's name that the text may add or leave out ("Dom", "Frei")
    honorifics: frozenset = frozenset()
    # a verb after a component's name as its subject -> the grammar's ("Flor da Rosa pays 2 VP")
    name_verbs: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # lemmas that matter to play: a lead-in "<name> is …:" with one of them is read, not dropped
    play_words: frozenset = frozenset()
    # a lead-in's words for when the bonus acts ("X scores late: …"): at game end, or at once
    lead_late: frozenset = frozenset()
    lead_early: frozenset = frozenset()
    # a lead-in's verbs -> the words its bonus must hold ("X scores …": a score or VP)
    lead_kinds: Mapping[str, frozenset] = field(default_factory=lambda: MappingProxyType({}))
    # number words a phrase's FIGURE matches, besides `numbers` ("one" is a grammar word)
    figure_words: frozenset = frozenset()
    # "exactly" before the figure of an amount says what the figure says (`Exactly`)
    exactly: "Exactly" = field(default_factory=lambda: Exactly())


@dataclass(frozen=True)
class Exactly:
    """When "exactly 5 guards" means "5 guards": the word ("exactly", "precisely") before a
    figure after a verb of a reward, a payment or a move (`verbs`, the grammar's words), or
    before an amount's noun (`nouns`), or before a multiple; a move's "exactly 1 space".
    Elsewhere it stays: a count test's or a tier's "exactly 7" is not "7". Before pilgrim
    steps (`steps`) it is refused: a player may take fewer steps (R-LIM-5)."""
    words: frozenset = frozenset()
    verbs: frozenset = frozenset()
    nouns: frozenset = frozenset()
    multiples: frozenset = frozenset()
    moves: frozenset = frozenset()
    steps: frozenset = frozenset()
    figures: frozenset = frozenset()      # words that stand for the figure 1 ("one", "a")


# In a phrase, "#" stands for any figure ("as many as # = up to #"), carried through as said:
# a phrase never folds a figure away or makes one up (the two sides have the same figures).
FIGURE = "#"


def _phrases(table: str) -> Mapping[tuple[str, ...], tuple[str, ...]]:
    """'from words = to words' lines; an empty right side drops the words. Each phrase is
    written once: a second line for it would be a second place to change."""
    out: dict = {}
    for line in filter(str.strip, table.splitlines()):
        left, right = line.split("=")
        key = tuple(left.split())
        if key in out:
            raise ValueError(f"card lexicon: the phrase '{left.strip()}' is written twice")
        out[key] = tuple(right.split())
    return MappingProxyType(out)


_CLASSES = tuple(c.value for c in CardClass)


def _exactly(table: Mapping[tuple[str, ...], tuple[str, ...]]) -> Mapping:
    """A dropped restatement "as you would at game end", "counted as in phase D" may say
    "exactly as …" or "precisely as …" too: the same words, dropped."""
    out = dict(table)
    for key, value in table.items():
        if value or "as" not in key:
            continue
        at = key.index("as")
        if key[:at] not in ((), ("just",), ("counted",), ("scored",)):
            continue
        before = () if key[:at] == ("just",) else key[:at]
        for word in ("exactly", "precisely"):
            out.setdefault((*before, word, *key[at:]), ())
    return MappingProxyType(out)

# Spoken English folded to the grammar's words: contractions (the lexer splits "can't" into
# "can" "t" and "that's" into "that" "'s"), and fixed phrases that mean one grammar word.
# "a pair of" is 2 wherever it stands. ("as well" closing a sentence is "also": card_text.)
_SPOKEN = """
can t = cannot
won t = will not
wouldn t = would not
couldn t = could not
shouldn t = should not
mustn t = must not
needn t = need not
that 's = that is
it 's = it is
there 's = there is
you re = you is
they re = they is
you d = you would
who d = who would
who 's = who is
they ve = they have
they d = they would
it d = it would
they ll = they will
it ll = it will
have to = must
do not have to = need not
don t have to = need not
do not need to = need not
don t need to = need not
choose up to = choose up to
choose up = take
designer 's note =
if any . = .
if any and = and
if you have any . = .
you will not = you will not
you will = you
you ll = you
give over to you = give you
give you over = give you
you give over = you pay
may give over = may pay
can give over = can pay
to give over = to pay
give over = give you
a pair of = two
come up with = pay
one pair of = two
"""

# Spoken words for the same act or thing (docs/DSL.md "Card text"): each folds to the
# grammar's word, keeping every figure, class, resource and timing it stands next to.
# "you may hand over five guards" is paying them ("every opponent hands over", and "players
# behind you hand over", stay giving you); a pile dug through is looked through; "your
# pick" is your choice; a monastery "claimed" is taken, and "On placing your disk:" with
# no place is here (a place said after it stays); "for you" after a reward says whose it
# is, as every reward is.
_SAID_SO = "".join(f"""
you {m}give over = you {m}pay
you {m}give in = you {m}pay
you {m}turn in = you {m}pay
you {m}fork over = you {m}pay
you {m}cough up = you {m}pay""" for m in ("may ", "can ", "then ", "also ")) + "".join(f"""
if you {w} you give over = if you {w} you pay
if you {w} give over = if you {w} pay""" for w in ("like", "want", "wish", "choose")) + """
choose to give over = choose to pay
choose to give in = choose to pay
have moved up on = have advanced on
have gone up on = have advanced on
have moved up along = have advanced on
. give over = . pay
for you . = .
for you now = now
for you immediately = immediately
for you right away = now
for you straight away = now
- that is the top - =
- that 's the top - =
that is the top =
that 's the top =
when scored = when gained
once scored = once gained
upon being claimed = when acquired
when you claim this monastery = when you place your disk here
when you claim it = when you place your disk here
when your pilgrim claim this monastery = when your pilgrim reach this monastery
and this one count too = including this
this one count too = including this
and this one count as well = including this
this one count as well = including this
this card count too = including this
with no condition =
with no condition attached =
no condition nothing to count = no condition
whichever currency that card cost = according to its cost icon
whichever currency it cost = according to its cost icon
whichever currency the card cost = according to its cost icon
whichever one that card cost = according to its cost icon
whichever one it cost = according to its cost icon
whichever its cost icon show = according to its cost icon
whichever the card cost = according to its cost icon
whichever it cost = according to its cost icon
dig through = look through
rummage through = look through
sift through = look through
search the discard pile = look through the discard pile
your choose one or the other = your choice
your choice one or the other = your choice
your choose - one or the other = your choice
your choice - one or the other = your choice
check your space on = check your disk on
look at your space on = look at your disk on
check your position on = check your disk on
look at your position on = look at your disk on
check where you is on = check where your disk is on
look at where you is on = look at where your disk is on
you add up = add up
you ll add up = add up
you sum up = add up
you total up = add up
you total = add up
you count up = count
you ll count up = count
you ll count = count
you count = count
the influence it gave = its influence
the influence it give = its influence
the influence it gave you = its influence
the influence it brought = its influence
the influence it brought you = its influence
the influence it provided = its influence
the influence that came with it = its influence
the influence that come with it = its influence
""" + "".join(f"{on} placing your disk{at} = {on} placing your disk{at or ' here'}\n"
              for on in ("on", "upon")
              for at in ("", " here", " on", " onto", " above", " in", " there"))
# "Game-end bonus for the clerics track:", "scores off the council track": the track scored
# by its tiers; "you just take", "this card simply gives": the act as said without the word
_TRACK_SCORED = "".join(f"""end bonus for the {c} track = end bonus score the {c} track
scored on the {c} track = score the {c} track
scored off the {c} track = score the {c} track
score off the {c} track = score the {c} track
""" for c in _CLASSES) + "".join(f"{w} {a} = {w}\n" for a in ("just", "simply")
                                 for w in ("you", "it", "they", *(f"this {t}" for t in ("card", "monastery", "voyage", "tile"))))
# "That's what you score.": the amount worked out before, scored as VP
_SCORE_THAT = "".join(f"{that} {what} . = score that .\n" for that in ("that is", "that 's")
                      for what in ("what you score", "what you gain", "your vp", "your score",
                                   "how many vp you score", "how many vp you gain"))
# "each group of four cards — council, merchants, clerics, scholars, one of each —", "… — one
# per class": the set of the four classes, said in the words after it
_FOUR_CLASSES = "".join(
    f"{full}set of four card {d}{which}{d2} = set of four card one of each class\n"
    for full in ("", "full ", "complete ", "whole ") for d, d2 in (("", ""), ("- ", ""), ("- ", " -"))
    for which in ("council merchants clerics scholars one of each", "one council one merchants one clerics one scholars",
                  "one per class", "one from each class", "one from each of the four class",
                  "one of each class", "one in each class", "one for each class"))
# "exactly as you would at game end" is "as …"; "exactly" before a figure: `Exactly`
_EXACTLY = """
exactly as = as
exactly like = like
exactly once = once
exactly twice = twice
exactly one time = one time
"""
# "level-one monastery", "the ones with a I on the back": a monastery's back, said as its level
_LEVELS = (("i", ("one", "1")), ("ii", ("two", "2")), ("iii", ("three", "3")))
_BACK_SAID = tuple(f"{d}the {one} with {a}{{r}} on {the} back{d2}" for d, d2 in (("", ""), ("- ", " -"))
                   for one in ("one", "ones") for a in ("a ", "an ", "") for the in ("the", "their", "its"))
_LEVEL = "".join(f"{lv} {n} monastery = {r} monastery\n"
                 + "".join(f"{lv} {n} monastery {b.format(r=r)} = {r} monastery\n" for b in _BACK_SAID)
                 for r, ns in _LEVELS for n in (r, *ns) for lv in ("level", "level -")) + "".join(
    f"monastery {b.format(r=r)} = monastery with a {r} back\n" for r, _ in _LEVELS for b in _BACK_SAID)
# a reward with "on top" closing its sentence: "a coin and 2 VP on top."
_ON_TOP = "".join(f"{r} on top . = {r} as well .\n" for r in ("vp", "coin", "guard", "step", "crown"))

# "Take whatever the scholars track currently pays you as income."
_WHATEVER_PAYS = "".join(f"whatever the {c} track {now}pay you as income = the current income of "
                         f"the {c} track\n" for c in _CLASSES for now in ("currently ", "now ", ""))

# "2 VP a clerics card": 'a' after a reward, before a class's card, is 'per'
# a track's place said with "in" ("your marker in the council track"), and the income a
# track "gives you" said as the track's income
_IN_TRACK = "".join(f"in the {c} track = on the {c} track\nin your {c} track = on your {c} track\n"
                    f"income that the {c} track give you = income of your {c} track\n"
                    f"income that your {c} track give you = income of your {c} track\n"
                    for c in _CLASSES)
_A_PER = "".join(f"{r} a {c} card = {r} per {c} card\n{r} a {c} character card = {r} per {c} card\n"
                 for r in ("vp", "coin", "guard") for c in _CLASSES)

# A British designer's words (docs/DSL.md "Card text"), each folded to the grammar's; none
# changes a figure, resource, class, track, timing, condition or chooser:
# - "a council card comes into your possession" is acquiring it;
# - "a further time", "once again" are once more; "and a further/another/an additional 2 VP",
#   "and, in addition, 2 VP", "and additionally 2 VP" ("also") add the reward as "and" does
#   (only before a figure);
# - "As phase E begins" is when it begins (its end is not folded: another timing);
# - "as many as 2" is up to 2; "the present income" is the current one;
# - "whose cost is in guards", "paid for in coins": the card's cost currency;
# - "every opponent who sits behind you": who is behind you;
# - "obtain a card from the discard pile" takes it; "of whichever currency that card costs";
# - "whichever of your tracks is lowest" is your lowest track; "you currently hold" holds;
# - "drawn from the four different classes": one card of each class;
# - the player's own payment "you may part with / surrender / shell out 5 coins" pays;
#   "together with 2 guards" is "and 2 guards"; "3 places up" 3 spaces; "3 pilgrim moves" steps;
#   "should you wish" is "if you wish"; "so long as" is "as long as"; "by up to 3" up to 3.
# (Verbs of gaining, paying, moving, and "whilst", are lemmas: "secure", "expend", "progress".)
_BRITISH = "".join(
    f"{s} come into your {where} = you acquire {s}\n"
    for s in ("a card", "any card", *(f"{a} {c} card" for a in ("a", "any") for c in _CLASSES))
    for where in ("possession",)) + "".join(
    f"{conj} {more} # = {conj} #\n"
    for conj in ("and", "plus", "then", "and then")
    for more in ("a further", "another", "an additional", "in addition", "also")) + "".join(
    f"and in addition {v} = and {v}\n"
    for v in ("gain", "take", "score", "move", "pay", "invest", "use", "choose", "place")) + "".join(
    f"as {e}phase e {b} = when {e}phase e {b}\n"
    for e in ("", "each ", "every ") for b in ("begin", "start")) + "as many as # = up to #\n" + "".join(
    f"present {x} = current {x}\n" for x in ("income", "space", "value", "level", "standing")) + "".join(
    f"whose cost is {paid}in {r} = that cost {r}\n"
    for r in ("coin", "guard") for paid in ("", "paid ", "paid for ")) + "".join(
    f"paid for in {r} = paid for with {r}\npaid in {r} = paid with {r}\n" for r in ("coin", "guard")) + "".join(
    f"{who} {v} behind you = {who} is behind you\n"
    for who in ("who", "that") for v in ("sit", "stand", "lie", "lies")) + "".join(
    f"gain {a} card from the discard pile = take {a} card from the discard pile\n"
    for a in ("a", "one", "any", "a single")) + "".join(
    f"{of} whichever currency {it} cost = {of} its currency\n"
    for of in ("of", "in") for it in ("that card", "the card", "it")) + "".join(
    f"whichever {of} is {the}{lo} = your {lo} track\n"
    for of in ("of your track", "one of your track", "track of yours", "of your influence track")
    for the in ("", "the ") for lo in ("lowest", "highest")) + "".join(
    f"you currently {v} = you {v}\n" for v in ("hold", "have", "occupy", "own", "is", "sit", "stand")) + "".join(
    f"whatever the {c} track {now}{pays} as {its}income = the current income of the {c} track\n"
    for c in _CLASSES for now in ("currently ", "now ", "")
    for pays in ("pay out", "pay", "give you", "give", "is paying", "is paying out", "is paying you")
    for its in ("", "its ")) + "".join(
    f"set of {four} card {d} = set of four card one of each class\n"
    for four in ("four", "4")
    for d in ("drawn from the four different class", "drawn from the four class",
              "drawn from four different class", "from the four different class",
              "from four different class", "of four different class", "from all four class",
              "drawn from all four class", "one drawn from each class")) + "".join(
    # the player's own payment: "you may part with 5 coins", "Surrender 5 guards"
    f"{who}{m}{v} = {who}{m}pay\n"
    for who in ("you ", ". ", "to ") for m in ("", "may ", "can ", "must ", "then ", "also ")
    for v in ("part with", "surrender", "shell out", "fork out", "pay out")
    if not (who == "you " and m == "" and v == "pay out")) + "".join(
    # "together with 2 guards", "along with a further 2 VP": another reward, as "and"
    f"{w} # = and #\n"
    for w in ("together with", "along with", "and likewise", "as well as a further")) + "".join(
    f"have the option of {ing} = have the option to {v}\n"
    for ing, v in (("paying", "pay"), ("trading", "trade"), ("investing", "invest"), ("taking", "take"),
                   ("moving", "move"), ("scoring", "score"), ("using", "use"))) + "".join(
    f"{n} {place} {prep} = {n} space {prep}\n" for n in (FIGURE, "a")
    for place in ("place",) for prep in ("on", "up", "along", "forward", "higher")) + "".join(
    f"{n} pilgrim move = {n} pilgrim step\n" for n in (FIGURE, "a")) + """
should you wish = if you wish
should you choose = if you choose
should you want = if you want
should you like = if you like
so long as = as long as
by up to = up to
a further time = once more
one further time = once more
once again = once more
end of game bonus = game end bonus
end - of - game bonus = game end bonus
end - of - the - game bonus = game end bonus
end of the game bonus = game end bonus
giving over = giving
. a lasting = . lasting
. a permanent effect = . permanent
. a permanent ability = . permanent
"""

# Second-person tooltip wording (a digital version's "You get …"): the subject "you" before
# a step told as arithmetic ("you add your council track space and …"); a progressive that
# says the simple present ("the clerics track is paying you" pays you); the discard pile's
# currency as whatever the card costs; the holders looked at, then counted as "none of
# them"; "a bonus comes with it" before the reward it names, dropped. Each keeps every
# figure, class, colour and track it stands next to.
_TOOLTIP = "you add = add\n" + "".join(
    f"is {ing} = {v}\n" for ing, v in (("paying", "pay"), ("giving", "give"),
                                       ("providing", "provide"), ("showing", "show"))) + "".join(
    f"whatever {c} {t} cost = according to its cost icon\n"
    for c in ("currency", "resource") for t in ("that card", "it", "the card")) + "".join(
    f"{v} your {h}{dot} if none of them = if none of your holder\n"
    for v in ("check", "look at", "look in") for h in ("holder", "die holder") for dot in ("", " .")) + "".join(
    f"{a} {b} {v} with it =\n" for a in ("a", "an extra") for b in ("bonus", "reward")
    for v in ("come",))


# A designer's letter to players (explain): a condition said of taking the card is its
# moment ("If you take this card, …" = when you take it); holding a card at game end or
# having invested in a voyage is what owning it means (its bonus is its owner's anyway);
# a gerund subject ("Taking this card earns you …") says when; "at <monastery>" is its
# disk placed there. The timings of the words after stay theirs.
_TAKE_VERBS = ("take", "acquire", "buy", "gain", "choose up")
_EXPLAINED = "".join(f"if you {v} this card = when you take this card\n"
                     f"if you {v} it . = when you take this card .\n" for v in _TAKE_VERBS) + \
    "".join(f"if you {h} this card at {e} = at {e}\n"
            for h in ("have", "hold", "own", "still have", "still hold", "still own")
            for e in ("the end of the game", "game end", "the end")) + \
    "".join(f"if this card is yours at {e} = at {e}\n"
            for e in ("the end of the game", "game end", "the end")) + \
    "".join(f". if you {h} in this voyage = .\n. if you {h} in it = .\n"
            for h in ("invested", "have invested", "ve invested", "invest", "have an investment",
                      "hold an investment", "have a disk", "ve got a disk", "have your disk")) + \
    "".join(f". {g} this {t} {v} you = . when you {w} this {t} you gain\n"
            for g, w, t in (("taking", "take", "card"), ("acquiring", "acquire", "card"),
                            ("buying", "buy", "card"), ("claiming", "claim", "monastery"))
            for v in ("gain", "give", "net")) + \
    "".join(f". {g} this monastery with your pilgrim {v} you = . when your pilgrim reach "
            f"this monastery you gain\n"
            for g in ("visiting", "reaching", "entering")
            for v in ("gain", "give", "net")) + """
. at this monastery you = . when you place your disk here you
place a disk at this monastery = place a disk on this monastery
place your disk at this monastery = place your disk on this monastery
for as long as the game lasts = for the rest of the game
as long as the game lasts = for the rest of the game
from the moment your disk is = once your disk is
from the moment you have a disk = once you have a disk
whenever phase e come round = in every phase e
whenever phase e come around = in every phase e
each time phase e come round = in every phase e
each time phase e come around = in every phase e
of that card 's currency = of its currency
of the card 's currency = of its currency
you grab = you take
you grabs = you take
and grab = and take
then grab = then take
may grab = may take
"""
# the condition said before the moment it is looked at, as the grammar reads it after
_DIE_COLOURS = tuple(c.value for c in DieColour)
_EXPLAINED += "".join(f"if {h} no {c} die in your holder at the start of phase e = if at the "
                      f"start of phase e you have no {c} die in your holder\n"
                      for c in _DIE_COLOURS for h in ("there is", "there 's", "you have")) + \
    "".join(f"and you {m} do {t} as often as you {w} = . you {m} do this as often as you like\n"
            for m in ("can", "may") for t in ("that", "this") for w in ("want", "like", "wish")) + """
card in the four different class = card of the four class
card in the four class = card of the four class
monastery showing your disk = monastery with your disk
the rank you currently hold = the rank you hold
when it join you = when you take this card
that is their call not yours = they decide which
that 's their call not yours = they decide which
that is their call = they decide which
that 's their call = they decide which
it is their call = they decide which
it 's their call = they decide which
"""
_EXPLAINED += "".join(f"{c} track is currently paying = {c} track currently pay\n"
                      f"{c} track is paying = {c} track pay\n"
                      f"{c} track is currently giving = {c} track currently give\n"
                      f"whatever the {c} track is currently paying as income = the current "
                      f"income of the {c} track\n"
                      for c in _CLASSES) + """
"""

# A reviewer's verbs with a component as subject (its name reads "this card", card_text):
# "Semide nets you 2 coins" gives; "Bustelo nudges your disk up" moves; "lets you" is
# the player's own act. A character's "he"/"him" is the card.
_THINGS = ("card", "monastery", "voyage", "tile")
_REVIEWER = "".join(f"""
this {t} pay out = this {t} give
this {t} pay you = this {t} give you
this {t} give out = this {t} give
this {t} net = this {t} give
this {t} gain you = this {t} give you
this {t} reward you with = this {t} give you
this {t} start you off with = this {t} give you
this {t} start you with = this {t} give you
this {t} bump you = you move
this {t} score you = this {t} give you
this {t} look over your = this {t} count your
this {t} look through your = this {t} count your
this {t} go through your = this {t} count your
this {t} drop = this {t} give
this {t} toss you = this {t} give you
this {t} throw you = this {t} give you
this {t} move you = you move
this {t} send you = you move
this {t} carry you = you move
this {t} take you = you move
this {t} raise you = you move
this {t} lift you = you move
this {t} nudge you = you move
this {t} nudge = you move
this {t} let you = you
this {t} allow you to = you
this {t} itself = this {t}""" for t in _THINGS) + """
this voyage pay = this voyage give
and then let you = and then
and let you = and
then let you = then
, then let you = , then
in your lap =
and pay out = and give you
, and pay out = , and give you
into your lap =
it score you = it give you
it move you = you move
it bump you = you move
it send you = you move
reaching this monastery with your pilgrim give you = when your pilgrim reach this monastery gain
reaching this monastery with your pilgrim net you = when your pilgrim reach this monastery gain
reaching this monastery with your pilgrim gain you = when your pilgrim reach this monastery gain
when he join you = when you take this card
when she join you = when you take this card
you take him = you take this card
you take her = you take this card
you buy him = you buy this card
you acquire him = you acquire this card
himself included = including this
itself included = including this
including itself = including this
itself too = including this
count itself too = count itself too
count itself as well = count itself as well
itself as well = including this
counting itself = including this
fire off = use
set off = use
and the disk you just place here count too = including this
and the disk you place here count too = including this
and the disk you just place here count as well = including this
and the disk you place here count as well = including this
the disk you just place here count too = including this
the disk you place here count too = including this
the disk you just place here count as well = including this
the disk you place here count as well = including this
herself included = including this
"""

# The rulebook's own voice (docs/DSL.md "Card text"), several sentences to a bonus: the
# rules' restatements ("going in player order", "as a result") dropped, or joined to the
# sentence that reads them ("resolve that card as usual first. Then …" is one sentence); its descriptions ("the marker on your guard track",
# "this card is yours", "a character card that is paid in coins") folded onto the
# grammar's words. Figures are never folded: a row with a figure carries it through (#).
_RB_COLOURED = (("gray", "council"), ("orange", "merchants"), ("purple", "clerics"),
                ("green", "scholars"))
_RB_VOICE = """
an extra # = #
move the marker on your guard track by # space = gain # guard
move the marker on your coin track by # space = gain # coin
move your marker on the guard track by # space = gain # guard
move your marker on the coin track by # space = gain # coin
move your disk on the score track by # space = score # vp
move your marker on the score track by # space = score # vp
move the marker on your guard track # space = gain # guard
move the marker on your coin track # space = gain # coin
move your disk on the score track # space = score # vp
""" + "".join(f"""
{colour} {track} track = {track} track
""" for colour, track in _RB_COLOURED) + "".join(f"""
that is paid for in {r} = that cost {r}
that is paid in {r} = that cost {r}
which is paid for in {r} = that cost {r}
which is paid in {r} = that cost {r}
""" for r in ("coin", "guard")) + """
on top of the income that die already give = on top of its income
on top of the income the die already give = on top of its income
in addition to what that die normally give in = on top of its income
in addition to what that die normally give = on top of its income
in addition to what the die normally give = on top of its income
besides what that die normally give = on top of its income
extra victory vp = vp
extra pilgrim step = pilgrim step
together with = and
going in player order =
going in turn order =
one after another in player order =
one after the other in player order =
one after another =
one after the other =
in turn order =
his score = their score
her score = their score
his vp = their vp
her vp = their vp
score may sink below = score may go below
score can sink below = score can go below
along the road of the pilgrim map =
along the road on the pilgrim map =
on the pilgrim map =
""" + "".join(f"""
{when} this {start}card is yours = {when} this card is taken
""" for when in ("as soon as", "once", "when") for start in ("", "start ")) + """
this start card = this card
may sink below = may go below
can sink below = can go below
your pilgrim may also = also your pilgrim may
your pilgrim can also = also your pilgrim can
where your disk ended up on = where your disk is on
where your disk end up on = where your disk is on
where your marker ended up on = where your marker is on
where your disk finished on = where your disk is on
raise your disk = move your disk
raise your marker = move your marker
of your choosing = of your choice
one additional time = one more time
an additional time = one more time
one other of your character card = another of your card
if you have such a card . = .
card if you have one . = card .
card now if you have one . = card now .
card right now if you have one . = card now .
carry that bonus out = use that bonus
carry its bonus out = use its bonus
carry it out = use it
anything lower score nothing = lower space score nothing
anything lower give nothing = lower space give nothing
anything lower gain nothing = lower space give nothing
anything below that score nothing = lower space score nothing
the same way as in phase d =
using the same table as at game end =
using the same table as at the end of the game =
using the table for game end =
as a die of that track 's colour would give you in phase e =
as a die of that colour would give you in phase e =
""" + "".join(f"""
{h} gain you = holder give you
{h} also gain you = holder give you
""" for h in ("holder", "die holder")) + "".join(f"""
influence track {v} the reward = track score
track {v} the reward = track score
influence track {v} your reward = track score
track {v} your reward = track score
""" for v in ("decide", "determine", "determines", "set")) + "".join(f"""
{c}set of one council {m}one merchants one clerics {a}one scholars{among} = set of four card one of each class
""" for c in ("", "complete ", "full ") for m in ("card ", "member ", "") for a in ("and ", "")
    for among in ("", " among your card", " card", " card among your card")) + """
one of each class among your card = one of each class
below # as a result = below #
a white die is not purple . = .
check your die holder . if none of them hold = if none of your holder hold
check your holder . if none of them hold = if none of your holder hold
""" + """
a position of # = space #
""" + "".join(f"""
{v} your {cards} into set of four {which} . {each} = each set of four card one of each class
""" for v in ("set", "split", "sort", "divide", "arrange") for cards in ("character card", "card")
    for which in ("with one of each class", "one of each class", "with one card of each class",
                  "one council member one merchants one clerics and one scholars each",
                  "one council card one merchants one clerics and one scholars each",
                  "of one council member one merchants one clerics and one scholars")
    for each in ("each such set", "every such set", "each set", "every set", "each complete set",
                 "every complete set", "each full set", "every full set")) + """
""" + "".join(f"""
monastery marked {lv} = {lv} monastery
monastery marked with {lv} = {lv} monastery
monastery marked with a {lv} = {lv} monastery
monastery marked with an {lv} = {lv} monastery
""" for lv in ("i", "ii", "iii")) + "".join(f"""
one of your disk {go} {on} another monastery = you place one of your disk above a new monastery
""" for go in ("go", "is place", "land") for on in ("above", "on", "onto")) + "".join(f"""
from the moment your disk is place {on} {it} = once your disk is above this monastery
from the moment your disk is {on} {it} = once your disk is above this monastery
""" for on in ("above", "on", "onto") for it in ("it", "this monastery")) + "".join(f"""
{v} # wild diploma for the rest of the game = count as # wild diploma for you
""" for v in ("give you", "supplies", "supplies you", "provide you", "provide",
                                   "count as", "give you the equivalent of")) + "".join(f"""
its {price} {lowered} by # {r} = it cost # {r} less
""" for r in ("coin", "guard") for price in ("price", "cost")
    for lowered in ("is lowered", "is reduced", "is cut", "drop", "go down", "fall")) + """
""" + "".join(f"""
give you a tribute {order}each of them give{over} = give you
""" for order in ("going in player order ", "in player order ", "") for over in (" over", "")) + """
along the roads of the pilgrim map =
along the roads on the pilgrim map =
lower than # = below #
""" + "".join(f"""
{h} let your pilgrim take # step = holder give you # pilgrim step
{h} also let your pilgrim take # step = holder give you # pilgrim step
{h} let your pilgrim move # step = holder give you # pilgrim step
{h} also let your pilgrim move # step = holder give you # pilgrim step
""" for h in ("holder", "die holder")) + "".join(f"""
if you {w} pay # {r} {now} to = if you {w} immediately pay # {r} to
""" for w in ("like", "wish", "want") for r in ("coin", "guard")
    for now in ("now", "right now", "immediately", "at once", "straight away")) + "".join(f"""
a voyage whose cost is paid in {r} {m} be chosen = a voyage that cost {r} qualify
""" for r in ("coin", "guard") for m in ("may", "can", "must")) + "".join(f"""
a voyage whose cost is paid in {r} = a voyage that cost {r}
a voyage paid for in {r} = a voyage that cost {r}
a voyage that is paid in {r} = a voyage that cost {r}
""" for r in ("coin", "guard")) + "".join(f"""
when {each}phase e begin = at the start of {each}phase e
before any income is collected in {each}phase e = at the start of {each}phase e
before any income is paid in {each}phase e = at the start of {each}phase e
before income is collected in {each}phase e = at the start of {each}phase e
""" for each in ("", "each ", "every ")) + "".join(f"""
the income that the {c} track {now}pay for your position = the current income of the {c} track
whatever the {c} track {now}pay out as its income just as in phase e = the current income of the {c} track
whatever the {c} track {now}pay out as its income as in phase e = the current income of the {c} track
whatever the {c} track {now}pay as its income just as in phase e = the current income of the {c} track
""" for c in _CLASSES for now in ("currently ", "now ", "")) + "".join(f"""
use {that} as usual first . then = use {that} first then
use {that} first . then = use {that} first then
use {that} as usual first . after that = use {that} first then
use {that} first . after that = use {that} first then
""" for that in ("that card", "that new card", "the new card", "that card 's bonus", "that new card 's bonus",
                 "that card 's own bonus", "that new card 's own bonus", "the new card 's bonus",
                 "the new card 's own bonus", "its bonus", "its own bonus", "it"))

# A terse, symbol-like card ("+2 guards", "1 VP / council card", "End: …"): its short
# forms said in the reader's words. None changes a figure, a resource, a class or a scope:
# "1" before a thing the bonus takes one of is "a"; a bracketed "(your choice)" after a
# track is "of your choice"; "N step(s) up" a track is N spaces (a track's step, never the
# pilgrim's: only before a track); "Use it." after the favor tile taken is its use; "that
# card's currency" after the card taken is its currency; "the income you have (right) now"
# is the current income; "… of your cards. Score its …" is one choice, the bonus of that card.
_TERSE = "".join(f"""take {n} favor tile = take a favor tile
take {n} card from the discard pile = take a card from the discard pile
""" for n in ("1", "one")) + "".join(
    f"# step up {where} = # space up {where}\n"
    for where in ("a track", "one track", "any track", "the", "your")) + """track your choice = track of your choice
tile . use it = tile and use it
castle . use it = castle and use it
card in the 4 class = card of the four class
in that card 's currency = in its currency
income you have right now = current income
income you have now = current income
income you currently have = current income
card . score its = card and score its
card . use its = card and use its
"""

ENGLISH = Language(
    name="English",
    numbers=MappingProxyType({w: i for i, w in enumerate(
        "zero _ two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen twenty".split()) if w != "_"}),
    ordinals=MappingProxyType({w: i + 1 for i, w in enumerate(
        "first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
        "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
        "nineteenth twentieth".split())}),
    lemmas=MappingProxyType({
        # plurals, verb forms and spelling variants
        "cards": "card", "coins": "coin", "guards": "guard", "steps": "step",
        "vps": "vp", "monasteries": "monastery", "voyages": "voyage", "diplomas": "diploma",
        "crowns": "crown", "dice": "die", "disks": "disk", "discs": "disk", "disc": "disk",
        "spaces": "space", "tracks": "track", "classes": "class", "sets": "set",
        "holders": "holder", "pairs": "pair", "rewards": "reward", "options": "option", "markers": "marker", "icons": "icon", "opponents": "opponent",
        "players": "player", "times": "time", "investments": "investment", "tiles": "tile",
        "bonuses": "bonus", "rows": "row", "costs": "cost", "counts": "count",
        "gives": "give", "loses": "lose", "discards": "discard", "returns": "return",
        "pays": "pay", "gains": "gain", "takes": "take", "scores": "score", "moves": "move",
        "has": "have", "had": "have", "ends": "end", "chooses": "choose", "holds": "hold",
        "owns": "own", "places": "place", "uses": "use", "acquires": "acquire", "are": "is",
        "does": "do", "decides": "decide", "includes": "include", "sits": "sit",
        "values": "value", "resources": "resource", "members": "member", "tasks": "task",
        "merchant": "merchants", "cleric": "clerics", "scholar": "scholars",
        "grey": "gray", "favour": "favor", "favours": "favor", "favors": "favor",
        "color": "colour", "colors": "colour", "colours": "colour", "fewer": "less",
        "cedes": "cede", "affects": "affect", "keeps": "keep", "stays": "stay", "remains": "remain", "carries": "carry", "bears": "bear",
        "covers": "cover", "apiece": "each", "belongs": "belong", "symbol": "icon", "symbols": "icon", "did": "do", "copies": "use",
        "repeats": "use", "triggers": "use", "activates": "use", "hosts": "host", "tokens": "token", "effects": "effect",
        "parts": "part", "things": "thing", "additionally": "also", "rises": "rise",
        "abilities": "ability", "provides": "provide", "characters": "character",
        "arrives": "arrive", "visits": "visit", "lands": "land", "stops": "stop",
        "pass": "give", "passes": "give", "applies": "apply", "adds": "add", "owe": "give", "owes": "give",
        "makes": "make", "givers": "giver", "payers": "payer",
        "walk": "move", "walks": "move", "picks": "choose", "halves": "halve", "x": "×",
        "requires": "require", "pts": "vp", "pt": "vp", "push": "move", "pushes": "move", "reuse": "use", "reuses": "use", "weakest": "lowest", "raises": "raise",
        "increases": "increase", "reduces": "reduce", "group": "set", "groups": "set", "collection": "set", "collections": "set", "positions": "position", "placed": "place",
        "occupies": "occupy", "turns": "turn", "enters": "enter", "reaches": "reach", "lacks": "lack", "goods": "resource", "removes": "remove", "contains": "contain", "shows": "show", "stands": "stand",
        "afterwards": "then", "afterward": "then", "furthermore": "also", "moreover": "also",
        "jump": "move", "jumps": "move", "spot": "space", "spots": "space",
        "instantly": "immediately", "acts": "act", "hand": "give", "hands": "give", "drops": "drop", "goes": "go", "falls": "fall",
        # a player's rivals are the other players: "each rival" is each opponent
        "rival": "opponent", "rivals": "opponent", "adversary": "opponent", "adversaries": "opponent",
        "climbed": "advanced", "claims": "claim", "conditions": "condition",
        "exceeds": "exceed", "ties": "tie",
        # one-word synonyms: one word for the grammar
        "receive": "gain", "receives": "gain", "obtain": "gain", "obtains": "gain",
        "win": "gain", "wins": "gain", "earn": "gain", "earns": "gain",
        "collect": "gain", "collects": "gain", "get": "gain", "gets": "gain",
        "point": "vp", "points": "vp", "advance": "move", "advances": "move", "climb": "move", "climbs": "move",
        "put": "place", "puts": "place", "exchange": "trade", "exchanges": "trade",
        "swap": "trade", "convert": "trade", "spend": "pay", "spends": "pay", "resolve": "use",
        "swaps": "trade", "converts": "trade", "sell": "trade", "sells": "trade",
        "traded": "traded", "exchanged": "traded", "converted": "traded", "swapped": "traded",
        "repeat": "use", "copy": "use", "trigger": "use", "activate": "use", "apply": "use",
        "grant": "give", "grants": "give", "yield": "give", "yields": "give",
        "bring": "give", "brings": "give", "award": "give", "awards": "give",
        "pick": "choose", "select": "choose", "selects": "choose",
        "purchase": "buy", "purchases": "buy", "buys": "buy",
        "recruit": "acquire", "recruits": "acquire", "hire": "acquire", "hires": "acquire",
        "recruiting": "acquiring", "hiring": "acquiring", "purchasing": "buying",
        "trails": "trailing", "sends": "send", "sent": "send", "starts": "start", "begins": "begin",
        "waits": "wait",
        "nets": "net", "bumps": "bump", "nudges": "nudge", "joins": "join", "lets": "let", "looks": "look", "lifts": "lift", "tosses": "toss", "fires": "fire", "throws": "throw",
        # a passive's participle: "2 VP are awarded", "1 VP is scored"
        "awarded": "scored", "gained": "scored", "received": "scored", "earned": "scored",
        "given": "scored", "granted": "scored",
        # a British designer's words (_BRITISH below): "comes into your possession", "handing over"
        "comes": "come", "handing": "giving", "passing": "giving",
        "whilst": "while", "amongst": "among",
        "secure": "gain", "secures": "gain", "gather": "gain", "gathers": "gain",
        "pocket": "gain", "pockets": "gain", "procure": "gain", "procures": "gain",
        "progress": "move", "progresses": "move", "proceed": "move", "proceeds": "move",
        "shift": "move", "shifts": "move", "travel": "move", "travels": "move",
        "expend": "pay", "expends": "pay",
    }),
    phrases=_exactly(_phrases("""
in the end of the game = at the end of the game
in the end of game = at the end of the game
in the phase = in phase
during the phase = during phase
in the start of = at the start of
in the beginning of = at the beginning of
at the begin of = at the start of
in the begin of = at the start of
on the start of = at the start of
in the final of the game = at the end of the game
every time that = every time
each time that = each time
every time when = every time
each time when = each time
each one of = each of
every one of = each of
in this moment = now
in this very moment = now
as he prefer = their choice
as he prefers = their choice
as she prefer = their choice
as she prefers = their choice
as they prefer = their choice
as he want = their choice
as he wants = their choice
as he choose = their choice
as she want = their choice
as she wants = their choice
as she choose = their choice
as he like = their choice
as he likes = their choice
as she like = their choice
as she likes = their choice
as they want = their choice
as they choose = their choice
at his choose = at their choice
at his option = at their choice
at his choice = at their choice
even if he = even if they
even if she = even if they
give to you = give you
again one more time = again
stay counting as = count as
keep counting as = count as
continue counting as = count as
continues counting as = count as
count for you as = count as
for all the game = for the rest of the game
for the whole game = for the rest of the game
during all the game = for the rest of the game
during the whole game = for the rest of the game
gain now = now gain
score now = now score
invest now = now invest
take now = now take
use now = now use
move now = now move
trade now = now trade
pay now = now pay
you score by your position on the = by your space on the
you score by your space on the = by your space on the
you score by your position in the = by your space on the
you score by your space in the = by your space on the
score by your position in the = by your space on the
score by your space in the = by your space on the
is in the space = is on space
the card that cost guard = card that cost guard
the card that cost coin = card that cost coin
is in space = is on space
at their option = at their choice
track as you prefer = track of your choice
track as you want = track of your choice
track as you choose = track of your choice
track that you choose = track of your choice
track that you prefer = track of your choice
track that you want = track of your choice
track you prefer = track of your choice
track the one you prefer = track of your choice
track the one you want = track of your choice
track the one you choose = track of your choice
move with your pilgrim = move your pilgrim
move with the pilgrim = move your pilgrim
victory vp = vp
victory vp vp = vp
coin money = coin
a dozen = twelve
don t = do not
didn t = do not
haven t = have not
hasn t = have not
you ve got = you have
you have got = you have
you ve = you have
guard token = guard
coin token = coin
vp token = vp
crown token = crown
complete set = set
monastery on the map = monastery
monastery on the pilgrim map = monastery
at this moment = now
at the moment = now
full set = set
monastery tile = monastery
monastery space = monastery
diploma of any kind = diploma
doesn t = do not
do n t = do not
isn t = is not
aren t = is not
step with your pilgrim = pilgrim step
step with the pilgrim = pilgrim step
step on the pilgrimage = pilgrim step
step along the pilgrimage = pilgrim step
its cost currency = its currency
move pilgrim = move your pilgrim
influence track = track
influence scoring tile = scoring tile
die holder = holder
in any of your holder = in your holder
on your shutter space =
on the score track =
voyage card = voyage
income reward = income
in addition to its regular income =
in addition to its regular income reward =
in any of your die holder = in your holder
victory vp directly = vp
in player order =
first carry out any bonus of that acquired card as usual =
the same way as you will at the end of the game =
moving its position accordingly =
gain everything the card have to offer and place it in its zone at your player board =
as if you have acquired it the usual way =
place it in front of you and use it as usual =
depending on the current position of your disk on it =
perform the action invest in one voyage once = invest in a voyage
perform the action invest in one voyage = invest in a voyage
carry out the action invest in one voyage = invest in a voyage
carry out the action invest in a voyage = invest in a voyage
carry out the action invest in one voyage once = invest in a voyage
may also allow immediate investment = also invest in a voyage now
may also allow an immediate investment = also invest in a voyage now
right now = now
their choose = their choice
at their choose = at their choice
your choose = your choice
right away = now
that already = that
which already = which
one time bonus = immediate bonus
one - time bonus = immediate bonus
at any time =
after that = then
to a minimum of 0 =
from then on = from now on
later investment = investment
future investment = investment
on top of that = also
on top of that card = on top of that card
besides that = also
at any vp =
at any moment =
any time during = during
any time in phase = in phase
depending on its cost =
depending on the card =
depending on the card 's cost =
depending on the card 's cost icon =
depending on its cost icon =
straight away = now
at once = now
least developed = lowest
least advanced = lowest
present position = current position
present rank = current rank
carry out = use
as at game end =
as at the end of the game =
as you would at game end =
as you would at the end of the game =
just as at game end =
any number of time in phase e = phase e any number of time
any number of time during phase e = phase e any number of time
any number of time during each phase e = phase e any number of time
any number of time during every phase e = phase e any number of time
any number of time in each phase e = phase e any number of time
any number of time in every phase e = phase e any number of time
as often as you like during each phase e = phase e as often as you like
as often as you like in each phase e = phase e as often as you like
as often as you like every phase e = phase e as often as you like
as often as you like in phase e = phase e as often as you like
from the supply =
to the supply =
less coin or guard = less
less guard or coin = less
to the general supply =
from the general supply =
from the bank =
from the reserve =
from the stock =
vp directly = vp
space number = space
influence marker = marker
influence disk = disk
character class = class
character card = card
end game bonus = game end bonus
end - game bonus = game end bonus
whole set = set
including this one = including this
including this card = including this
including this monastery = including this
including this voyage = including this
including this tile = including this
this one included = including this
this card included = including this
this monastery included = including this
this voyage included = including this
this one too = including this
this one as well = including this
not for this one = excluding this
not this one = excluding this
excluding this one = excluding this
excluding this card = excluding this
excluding this monastery = excluding this
not including this one = excluding this
not counting this one = excluding this
not counting this monastery = excluding this
not counting this card = excluding this
except this one = excluding this
except for this one = excluding this
other than this one = excluding this
apart from this one = excluding this
besides this one = excluding this
this one excluded = excluding this
this one not included = excluding this
after this one = excluding this
counting this one = including this
counting this card = including this
this card do not count = excluding this
step up = move up
different voyage card with your disk = different voyage with one of your disk
different voyage with your disk = different voyage with one of your disk
different voyage card that have your disk on them = different voyage with one of your disk
different voyage that have your disk on them = different voyage with one of your disk
the same way as at the end of the game =
the same way as at game end =
on top of that die 's regular income =
on top of its regular income =
on top of that die 's income =
in addition to that die 's regular income =
card 's own bonus = card 's bonus
its own bonus = its bonus
as you would in phase d =
as you do in phase d =
just as in phase d =
counted the same way as in phase d =
counted as in phase d =
monastery your disk sit on = monastery with your disk
monastery your disk is on = monastery with your disk
voyage your disk sit on = voyage with your disk
set that contain = set that include
just you . nobody else = nobody else
only you . nobody else = nobody else
just you . no one else = no one else
only you . no one else = no one else
whatever place you hold on it = your current rank there
whatever place you hold there = your current rank there
whatever rank you hold on it = your current rank there
whatever rank you have on it = your current rank there
whatever position you hold on it = your current rank there
track you like = track of your choice
influence track you like = track of your choice
influence track you want = track of your choice
just sit there and count as = count as
sit there and count as = count as
whichever track you like = a track of your choice
whichever track you want = a track of your choice
whichever track you choose = a track of your choice
whatever track you like = a track of your choice
score by your space on the = by your space on the
score by your position on the = by your space on the
track you want = track of your choice
an extra = a
extra vp = vp
extra coin = coin
extra guard = guard
extra step = step
a single step = one step
a single pilgrim step = one pilgrim step
step for your pilgrim = pilgrim step
a tidy =
total your = add up your
extra crown = crown
any kind . = .
of any kind . = .
whatever the kind . = .
whatever its kind . = .
of whatever kind . = .
on top of it . = as well .
on top of this . = as well .
on top of it = also
just like at game end =
just like at the end of the game =
just as at the end of the game =
like at game end =
the same as at game end =
made of = containing
composed of = containing
this one do not count = excluding this
and that include this one = including this
and that include this card = including this
that include this one = including this
which include this one = including this
and this one count = including this
and this one is included = including this
this one is included = including this
if and only if = if
after resolving that card 's bonus =
after that card 's bonus have been resolved =
after that card 's bonus is resolved =
after resolving that card 's own bonus =
after that card 's own bonus have been resolved =
after that card 's own bonus is resolved =
after resolving its bonus =
after its bonus have been resolved =
after its bonus is resolved =
after resolving its own bonus =
after its own bonus have been resolved =
after its own bonus is resolved =
after resolving the acquired card 's bonus =
after the acquired card 's bonus have been resolved =
after the acquired card 's bonus is resolved =
after resolving the acquired card 's own bonus =
after the acquired card 's own bonus have been resolved =
after the acquired card 's own bonus is resolved =
one other card of yours = another of your card
one other of your card = another of your card
only if and only if = if
with no condition . = .
without any condition . = .
unconditionally . = .
your disk is on there = your disk is on
""" + _SPOKEN + _ON_TOP + _SAID_SO + _TRACK_SCORED + _SCORE_THAT + _EXACTLY + _FOUR_CLASSES + _LEVEL + _A_PER + _WHATEVER_PAYS + _REVIEWER + _IN_TRACK + _RB_VOICE + _BRITISH + _TERSE + _TOOLTIP + _EXPLAINED + "\n".join(f"{c} member = {c} card\n{c} member card = {c} card\n"
                f"{c} member character = {c} character" for c in _CLASSES))),
    glosses=frozenset(tuple(g.split()) for g in """
start card
a start card
the start card
upper central or lower
start card
a start card
upper central and lower
upper central or lower city
top value if first middle if second and so on
council merchants clerics scholars
council merchants clerics and scholars
one time
if any
if you have any
optional
optionally
it can be 0
minimum 0
min 0
to a minimum of 0
not below 0
determined as in phase d
as in phase d
irrespective of its kind
regardless of kind
value
the printed number on the space your disk is on
compared to your disk on the other influence track
as you would with a die of that colour in phase e
of the resource indicated by the cost icon of the chosen card
influence value + bonus
up to 9
others gain nothing
others score nothing
other player gain nothing
other player score nothing
no one else score
nobody else score
no one else score anything
nobody else score anything
no one else gain anything
nobody else gain anything
minimum 0
the cost can be 0
cost can be 0
min 0
minimum of 0
to a minimum of 0
""".strip().splitlines()),
    canonical=True,
    honorifics=frozenset("dom dona frei".split()),
    name_verbs=MappingProxyType({"pay": "give"}),
    lead_late=frozenset("late end final last".split()),
    lead_early=frozenset("early immediately now".split()),
    lead_kinds=MappingProxyType({"score": frozenset(("score", "vp")),
                                 "trade": frozenset(("trade", "give", "pay", "hand", "for"))}),
    figure_words=frozenset(("one",)),
    exactly=Exactly(
        words=frozenset(("exactly", "precisely")),
        verbs=frozenset("gain take score pay move lose give trade is worth to of contain and".split()),
        nouns=frozenset("coin guard vp pilgrim step crown diploma council merchants clerics "
                        "scholars card character wild time ×".split()),
        multiples=frozenset(("twice", "double", "half")),
        moves=frozenset(("move", "go", "raise", "advance")),
        steps=frozenset(("step",)),
        figures=frozenset(("one", "a", "an"))),
    play_words=frozenset(("""
coin guard vp crown step pilgrim diploma die holder disk track influence space class
council merchants clerics scholars gray orange purple green white cost income bonus phase round game end start begin turn
immediately now when once after before while until during late early last final first
each every per for no not never only all any more less extra double twice half most
least highest lowest opponent player other another same instead again repeat use
nothing none nobody without
trade invest score lose discard buy acquire
""").split()),
)

# Words that say a text is in another language than the reader's: a few of the most
# common words of each, none of them an English word the reader knows.
FOREIGN_WORDS: Mapping[str, frozenset] = MappingProxyType({
    "Portuguese": frozenset(
        "ganhe ganha ganhar até você receba recebe moedas moeda guardas guarda pontos ponto vitória "
        "vitoria cada carta cartas mosteiro mosteiros viagem viagens dado dados passos passo "
        "peregrino jogador jogadores fim jogo fase seu sua seus suas com sem uma um dois "
        "três tres quatro cinco mova avance escolha pague trilha trilhas influência "
        "influencia por para que não nao".split()),
})


@dataclass(frozen=True)
class Fillers:
    """Spoken words around a bonus that never change play (docs/DSL.md "Card text"):
    dropped by the reader before it reads. No word here is a number, resource, class,
    track, timing, condition or quantifier ("only", "once", "each", "not", "no", "if"):
    those always stay, to be read or refused."""
    # a sentence's first words, before a comma or dash: "Okay, …", "So basically …"
    openers: frozenset
    # of those, the ones dropped without a comma too ("So at the end …", "Basically you …")
    bare_openers: frozenset
    # openers of several words, before a comma or dash: "In short, …", "All right, …"
    opener_phrases: frozenset
    # whole sentences that say nothing to play: "Nice.", "That's the bonus."
    sentences: frozenset
    # the words an evaluative fragment is made of ("Nice and simple, this one.", "Ooh,
    # this one's mean."): a sentence only of these, with at least one of `evaluations`, goes
    fragment_words: frozenset
    evaluations: frozenset
    # words dropped anywhere: "you know", "basically"
    particles: frozenset
    # "just"/"simply" before one of these verbs ("You just take five coins") goes; before
    # anything else ("just one coin", "just council cards") it stays, to be read or refused
    softeners: frozenset
    softened_verbs: frozenset
    # asides between commas or closing a sentence: "Another card, mind, not this one."
    asides: frozenset
    # "Three guards for you, right away.": "for you" after one of `rewards`, closing the
    # sentence or before one of `at_once`, in a sentence without any of `others`
    rewards: frozenset
    at_once: frozenset
    others: frozenset
    # "Q:"/"A:" of a question-and-answer pair; "Ruling:" and the like heading a remark
    question_marks: frozenset
    answer_marks: frozenset
    headings: frozenset
    # yes/no words opening an answer
    yes: frozenset
    no: frozenset
    # a question with one of these is never dropped on a plain "No": numbers, resources,
    # classes, tracks, timings, conditions
    carried: frozenset
    # "Two things here.", "This monastery does two things at once." before that many items
    things: frozenset
    # "You've got an option here." before a sentence that says the option itself
    option_said: frozenset
    option_openers: frozenset
    # "Don't want to? Fine, you just skip it.": the bonus before is optional
    declined: frozenset


def _word_set(text: str) -> frozenset:
    return frozenset(tuple(line.split()) for line in text.strip().splitlines() if line.strip())


ENGLISH_FILLERS = Fillers(
    openers=frozenset("okay ok oh ooh ah so well alright right look listen anyway basically "
                      "yes yeah yep sure".split()),
    bare_openers=frozenset("okay ok oh ooh ah so alright basically yes yeah yep".split()),
    opener_phrases=_word_set("""
all right
right then
okay so
ok so
so yeah
in short
in a nutshell
put simply
simply put
long story short
quite simply
essentially
honestly
obviously
clearly
as for this one
as for this card
"""),
    sentences=_word_set("""
that is it
that 's it
that 's the bonus
that is the bonus
that 's all there is to it
that is all there is to it
that 's all there is
that 's all
that is all
that 's everything
that is everything
done
done next card
next card
next
straight up no string
straight up no strings
straight up no string attached
straight up no strings attached
no strings attached
no string attached
no strings
no conditions
no conditions nothing to count
nothing to count
no catch
nothing more to it
nothing more
simple as that
easy as that
it 's that simple
it is that simple
here 's how it go
here is how it go
here 's the deal
here is the deal
here 's what happen
here is what happen
here 's what happens
here is what happens
here 's what it do
here is what it do
let 's see
let us see
got it
you got it
that 's about it
that is about it
and that 's it
and that is it
that 's that
that is that
and that 's that
nothing fancy
nothing to it
nothing else to it
job done
easy peasy
no tricks
no tricks here
end of story
simple enough
enough said
enjoy
have fun
"""),
    fragment_words=frozenset("""
okay ok oh ooh ah wow nice neat easy simple simply straightforward great good cool sweet
lovely mean nasty tricky brutal generous handy strong powerful solid fine clean quick
and this that one 's is it a an very really quite pretty little big so but card
monastery voyage tile
yes yeah yep well alright right lol haha
""".split()),
    evaluations=frozenset("""
okay ok oh ooh ah wow nice neat easy simple straightforward great good cool sweet lovely
mean nasty tricky brutal generous handy strong powerful solid fine clean quick
""".split()),
    particles=_word_set("""
you know
basically
of course
needless to say
as you d expect
as you would expect
"""),
    asides=_word_set("""
mind
mind you
by the way
of course
"""),
    rewards=frozenset("vp coin guard step crown".split()),
    at_once=frozenset("now right straight immediately at".split()),
    others=frozenset("opponent player other each every they them their everyone everybody "
                     "rival nobody anyone".split()),
    softeners=frozenset("just simply".split()),
    softened_verbs=frozenset("""
gain take give pay move score trade invest buy acquire choose place sit count use lose
discard add halve double look sum skip
""".split()),
    question_marks=frozenset("q question".split()),
    answer_marks=frozenset("a answer".split()),
    headings=frozenset("ruling clarification faq".split()),
    yes=frozenset("yes yeah yep correct right".split()),
    no=frozenset("no nope".split()),
    carried=frozenset("""
coin guard vp crown step pilgrim diploma die holder disk track influence space class
council merchants clerics scholars gray orange purple green white cost income bonus phase
round game end start begin turn immediately now when once after before while until during
late early last final first each every per for not never all any more less extra double
twice half most least highest lowest same instead again if unless whenever only except
also too both either set
""".split()),
    things=frozenset("thing part effect".split()),
    option_said=_word_set("""
you ve got an option here
you have got an option here
you ve got a choice here
you have got a choice here
you get an option here
you get a choice here
you have a choice here
you have an option here
you have a choice here
you have the option here
this is optional
"""),
    option_openers=_word_set("""
if you want
if you like
if you wish
if you choose
you may
you can
optionally
"""),
    declined=_word_set("""
do not want to
don t want to
rather not
not interested
"""),
)

FILLERS: Mapping[str, Fillers] = MappingProxyType({"English": ENGLISH_FILLERS})


# ------------------------------------------------------------------ the owner said as a person
@dataclass(frozen=True)
class Owner:
    """A letter to players calls the one a component belongs to by a description ("its
    owner", "the player who takes this card", "whoever places a disk here"): each is "you"
    (card_text._owner_said). In a sentence that says so, and names no other player,
    "they/them/their" are that player too. A character is "he" ("Nuno hands you …", "as
    long as you have him"): the card. Nothing here names a figure, class, resource or timing."""
    phrases: frozenset        # lemma tuples; "THING" is "this <noun>" or "it"
    pronouns: Mapping[str, str]
    others: frozenset         # words that name another player: the pronouns stay theirs
    persons: Mapping[str, str]  # a character said as a man -> the card
    # "As long as you have this card, at the start of each phase E …": a character is kept
    # to the end, so the words say nothing before a sentence that tells its own timing
    # (one of `timed`); before any other they stay (a while-held timing, refused on a card)
    held: frozenset
    timed: frozenset
    captions: tuple           # a caption the held words may follow ("this card is a start card")


def _owner_phrases(table: str, verbs: str, things: tuple) -> frozenset:
    """The table's lines, each "THING" filled with each of `things` and "VERB" with each
    of `verbs` (a verb may be several words: "place a disk on")."""
    out = set()
    verb_list = [tuple(v.split()) for v in verbs.strip().splitlines() if v.strip()]
    for line in table.strip().splitlines():
        for thing in things:
            for verb in (verb_list if "VERB" in line.split() else [()]):
                words: list = []
                for w in line.split():
                    words.extend(thing if w == "THING" else verb if w == "VERB" else (w,))
                out.add(tuple(words))
    return frozenset(out)


_OWNER_THINGS = (("it",), ("him",), ("this", "card"), ("this", "character"), ("this", "tile"),
                 ("this", "monastery"), ("this", "voyage"), ("this", "one"))

ENGLISH_OWNER = Owner(
    phrases=_owner_phrases("""
its owner
his owner
its new owner
its holder
its investor
its investors
its buyer
THING 's owner
THING 's new owner
THING 's holder
the owner of THING
the new owner of THING
the holder of THING
the player who VERB THING
the player that VERB THING
whoever VERB THING
the player who place a disk here
the player who place a disk there
whoever place a disk here
whoever place a disk there
the player who invest here
the player who invest there
""", """
take
acquire
buy
gain
choose
hold
own
have
claim
invest in
invests in
invested in
place a disk on
place his disk on
place their disk on
place its disk on
place a disk at
""", _OWNER_THINGS),
    pronouns=MappingProxyType({"they": "you", "them": "you", "their": "your",
                               "theirs": "yours", "themselves": "yourself"}),
    others=frozenset("opponent player other everyone everybody rival nobody anyone anybody "
                     "someone somebody".split()),
    persons=MappingProxyType({"he": "it", "him": "it", "his": "its", "himself": "itself"}),
    held=frozenset((*lead, *how, *thing)
                   for lead in (("as", "long", "as"), ("for", "as", "long", "as"), ("while",),
                                ("so", "long", "as"))
                   for how in (("you", "have"), ("you", "own"), ("you", "hold"), ("you", "keep"),
                               ("you", "still", "have"), ("you", "still", "own"),
                               ("you", "still", "hold"))
                   for thing in (("it",), ("this", "card"), ("this", "character"))),
    timed=frozenset("phase whenever time end start less cheaper discount".split()),
    captions=(("this", "card", "is", "a", "start", "card"),
              ("this", "card", "is", "one", "of", "the", "start", "card")),
)

OWNERS: Mapping[str, Owner] = MappingProxyType({"English": ENGLISH_OWNER})
