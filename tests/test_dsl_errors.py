"""Broken rule text: each case asserts the exact line, column and message of every error
(errors a modder can act on — positions, words not token names, did-you-mean)."""
from __future__ import annotations

import pytest

from coimbra_dsl.errors import RuleError, RuleLimitError, RuleSyntaxError
from dsl_helpers import errors_of

H = "character c { class council back I influence 1\n"
SRC_NESTING_TOO_DEEP = H + "immediate: " + "per card: " * 40 + "gain 1 vp\n}"
SRC_STRING_TOO_LONG = H + 'text "' + "x" * 2100 + '"\nimmediate: gain 1 vp }'

CASES = [
    ('number_of_5000_digits', 'constants { start coins ' + '9' * 5000 + ' }',
     [(1, 25, 'number 99999999999999999999… is too large (at most 1000000)')]),
    ('at_start_twice', 'character c { class council back II cost coins influence 1\n'
     'phase_e: at start: gain 1 vp, at start: gain 1 coin\n}',
     [(2, 10, '`at start:` is written once; the steps after it all happen at the start')]),
    ('misspelt_top_level_keyword', 'charcter x { }',
     [(1, 1, "unexpected 'charcter'; expected one of: track, ruleset, constants, expect, diplomas, scoring_tile, setup, remove, map, replace, character, monastery, voyage, favor, change, end of file; did you mean 'character'?")]),
    ('misspelt_resource', 'character c { class council back I influence 1\nimmediate: gain 3 coinz\n}',
     [(2, 19, "unexpected 'coinz'; expected one of: coins, guards, vp, steps, '+', '*'; did you mean 'coins'?")]),
    ('amount_without_resource', 'character c { class council back I influence 1\nimmediate: gain 3\n}',
     [(3, 1, "unexpected '}'; expected one of: coins, guards, vp, steps, '+', '*'")]),
    ('misspelt_class_in_advance', 'character c { class council back I influence 1\nimmediate: advance 1 on councl\n}',
     [(2, 25, "unexpected 'councl'; expected one of: any, every, council, merchants, clerics, scholars; did you mean 'council'?")]),
    ('misspelt_die_colour', 'character c { class council back I influence 1\nimmediate: per die grey: gain 1 vp\n}',
     [(2, 20, "unexpected 'grey'; expected one of: gray, orange, purple, green, white; did you mean 'gray'?")]),
    ('white_die_never_counts', 'character c { class council back I influence 1\nimmediate: per die white: gain 1 vp\n}',
     [(2, 20, 'white dice never count (R-BON-E); use gray, orange, purple or green')]),
    ('crowns_on_a_character', 'character c { class council back I influence 1\nimmediate: gain 1 vp\ncrowns 3\n}',
     [(3, 1, "'crowns' is not a field of a character (allowed: class, back, cost, influence, diplomas, text)")]),
    ('class_on_a_monastery', 'monastery m { back I class council immediate: gain 1 vp }',
     [(1, 22, "'class' is not a field of a monastery (allowed: back, text)")]),
    ('voyage_cost_without_amount', 'voyage v { cost coins game_end: gain 1 vp }',
     [(1, 12, "a voyage's cost needs an amount, e.g. `cost 6 coins`")]),
    ('character_cost_with_amount', 'character c { class council back II cost 3 coins influence 1 immediate: gain 1 vp }',
     [(1, 37, 'a character costs the value of the die: write `cost coins` or `cost guards` without a number')]),
    ('back_II_without_cost', 'character c { class council back II influence 1 immediate: gain 1 vp }',
     [(1, 11, "character 'c' (back II) has no 'cost'")]),
    ('component_without_bonus', 'character c { class council back I influence 1 }',
     [(1, 11, "character 'c' has no bonus (a line like `immediate: gain 2 vp`, or a printed `text` to read it from)")]),
    ('character_without_class', 'character c { back I influence 1 immediate: gain 1 vp }',
     [(1, 11, "character 'c' has no 'class'")]),
    ('field_set_twice', 'character c { class council back I influence 1\nclass clerics\nimmediate: gain 1 vp\n}',
     [(2, 1, "field 'class' is set twice (first at line 1)")]),
    ('timing_not_for_kind', 'character c { class council back I influence 1\nlasting: gain 1 vp\n}',
     [(2, 1, 'a character cannot have a lasting bonus (allowed: immediate, phase_c, phase_e, game_end)')]),
    ('number_too_large', 'character c { class council back I influence 1\nimmediate: gain 1234567 vp\n}',
     [(2, 17, 'number 1234567 is too large (at most 1000000)')]),
    ('name_too_long', 'character aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa { class council back I influence 1 immediate: gain 1 vp }',
     [(1, 11, 'name is too long (70 characters, at most 64)')]),
    ('reuse_of_phase_e', 'character c { class council back I influence 1\nimmediate: reuse phase_e\n}',
     [(2, 18, 'only an immediate or a game_end bonus can be reused, not phase_e')]),
    ('trade_not_for_vp', 'character c { class council back I influence 1\nimmediate: trade 2 coins for 1 coin\n}',
     [(2, 30, 'a trade is always for vp: `trade 2 coins for 1 vp`')]),
    ('tiers_not_increasing', 'character c { class council back I influence 1\nimmediate: gain tiers(crown; 5: 1, 3: 2) vp\n}',
     [(2, 36, 'tier thresholds must increase (3 after 5)')]),
    ('unknown_escape', 'character c { class council back I influence 1\ntext "a\\nb"\nimmediate: gain 1 vp\n}',
     [(2, 8, 'unknown escape \'\\n\' in string (only \\" and \\\\)')]),
    ('opponent_option_without_verb', 'character c { class council back I influence 1\nimmediate: each opponent chooses { 2 vp | give 1 coin }\n}',
     [(2, 36, 'say what the opponent does: `give 1 coin` or `lose 2 vp`')]),
    ('end_of_file_inside_component', 'character c { class council back I influence 1\nimmediate: gain 1 vp',
     [(1, 1, "'character c {' is never closed: a '}' is missing before the end of the file")]),
    ('block_left_open_before_next_card', 'map { corner a }\ncharacter c { class council back I\n  influence 1\n'
     '  immediate: gain 1 vp  # a } in a comment does not close it\n  text "a { brace"\n\n'
     'character d { class council back I influence 1 immediate: gain 1 vp }',
     [(2, 1, "'character c {' is never closed: a '}' is missing before line 7")]),
    ('give_coins_below_zero', 'character c { class council back I influence 1\nimmediate: each opponent chooses { give 2 coins, even below 0 | give 1 vp }\n}',
     [(2, 41, 'only VP can be given below 0: write `give 2 vp, even below 0`')]),
    ('missing_brace_inside_choose', 'character c { class council back I influence 1\nimmediate: choose { gain 1 vp | gain 1 coin\n}',
     [(1, 1, "'character c {' is never closed: a '}' is missing before the end of the file")]),
    ('road_to_unknown_node', 'map { corner nw\n stopover s1\n road nw -> s2 }',
     [(3, 13, "unknown map node 's2'")]),
    ('unknown_space_colour', 'map { space colour blue holds I\n space m1 bleu }',
     [(2, 11, "unknown space colour 'bleu'; did you mean 'blue'?")]),
    ('map_node_twice', 'map {\n corner a\n corner a\n}',
     [(3, 9, "map node 'a' is defined twice (first at line 2)")]),
    ('road_to_itself', 'map { stopover a\n road a -- a }',
     [(2, 12, "road from 'a' to itself")]),
    ('diploma_kind_twice', 'diplomas law law',
     [(1, 14, "diploma kind 'law' is declared twice")]),
    ('wild_declared', 'diplomas law wild',
     [(1, 14, "'wild' is built in; do not declare it")]),
    ('constant_twice', 'constants {\n start coins 7\n start coins 8\n}',
     [(3, 14, "'start coins' is set twice in constants (first at line 2)")]),
    ('dice_colour_twice', 'constants { dice gray 3 gray 2 }',
     [(1, 25, "colour 'gray' appears twice in dice")]),
    ('setup_entry_twice', 'setup 2 players {\n rounds 4\n rounds 5\n}',
     [(3, 9, "'rounds' is set twice in setup")]),
    ('extends_without_parent', 'ruleset x extends',
     [(1, 18, 'unexpected end of file; expected one of: a name, a quoted string')]),
    ('nul_bytes', '\x00\x01',
     [(1, 1, "unexpected character '\\x00' (U+0000); expected one of: track, ruleset, constants, expect, diplomas, scoring_tile, setup, remove, map, replace, character, monastery, voyage, favor, change, end of file")]),
    ('unterminated_string', 'character c { text "abc }',
     [(1, 20, 'unterminated string (a string ends with " on the same line)')]),
    ('capitalised_keyword', 'Character c {}',
     [(1, 1, "unexpected 'Character'; expected one of: track, ruleset, constants, expect, diplomas, scoring_tile, setup, remove, map, replace, character, monastery, voyage, favor, change, end of file; did you mean 'character'? (keywords are lower case)")]),
    ('capitalised_name', 'character Pedro {}',
     [(1, 11, "unexpected 'Pedro'; expected a name; names are lower case")]),
    ('unknown_back', 'character c { class council back IV }',
     [(1, 34, "unexpected 'IV'; expected a back (I, II or III)")]),
    ('unknown_income_resource', 'track council colour gray income gold { 0 }',
     [(1, 34, "unexpected 'gold'; expected one of: coins, guards, vp, steps")]),
    ('scoring_tile_without_large', 'scoring_tile t { small 1 2 }',
     [(1, 28, "unexpected '}'; expected one of: a number, large")]),
    ('misspelt_class_in_list', 'character c { class council back I influence 1\nimmediate: per card of class council, clerks: gain 1 vp\n}',
     [(2, 39, "unexpected 'clerks'; expected one of: council, merchants, clerics, scholars; did you mean 'clerics'?")]),
    ('choice_of_one', 'character c { class council back I influence 1\nimmediate: choose { gain 1 vp }\n}',
     [(2, 31, "unexpected '}'; expected '|'")]),
    ('nesting_too_deep', SRC_NESTING_TOO_DEEP,
     [(2, 1, 'this bonus nests effects deeper than 32 levels')]),
    ('no_break_space', 'character c { class council\xa0back I }',
     [(1, 28, "unexpected character '\\xa0' (U+00A0); expected one of: influence, crowns, class, back, diplomas, cost, text, game_end, immediate, phase_c, phase_e, lasting, while_held, '}'")]),
    ('class_listed_twice', 'character c { class council back I influence 1\nimmediate: on acquire council, council: gain 1 vp\n}',
     [(2, 32, "class 'council' is listed twice")]),
    ('comma_after_last_step', 'character c { class council back I influence 1\nimmediate: gain 1 vp,\n}',
     [(3, 1, "unexpected '}'; expected one of: per, place, wild, at, gain, advance, on, if, choose, pay, each, invest, take, reuse, score, card, trade")]),
    ('string_too_long', SRC_STRING_TOO_LONG,
     [(2, 6, 'string is too long (2100 characters, at most 2000)')]),
    ('negative_number', 'character c { class council back I influence 1\nimmediate: gain -1 vp\n}',
     [(2, 17, "unexpected '-'; expected one of: track, a number, up, crowns, crown, diploma, tiers, die, class, income, monastery, voyage, card, half, lowest, gray, orange, purple, green, white, coins, guards, '('")]),
    ('advance_on_any_without_track', 'character c { class council back I influence 1\nimmediate: advance 1 on any\n}',
     [(3, 1, "unexpected '}'; expected track")]),
]


@pytest.mark.parametrize("name,source,expected", CASES, ids=[c[0] for c in CASES])
def test_broken_input_reports_exact_position_and_message(name, source, expected):
    found = errors_of(source)
    assert [(e.span.line, e.span.col, e.message) for e in found] == expected
    for e in found:
        assert isinstance(e, RuleError)
        assert str(e).startswith(f"t.coimbra:{e.span.line}:{e.span.col}: {e.message}")


def test_there_are_at_least_thirty_broken_inputs():
    assert len(CASES) >= 30


def test_error_text_shows_the_source_line_and_a_caret_under_the_column():
    (err,) = errors_of("character c { class council back I influence 1\nimmediate: gain 3 coinz\n}")
    assert isinstance(err, RuleSyntaxError)
    assert str(err) == (
        "t.coimbra:2:19: unexpected 'coinz'; expected one of: coins, guards, vp, steps, '+', '*'; "
        "did you mean 'coins'?\n"
        "    immediate: gain 3 coinz\n"
        "                      ^")


def test_limits_are_rule_limit_errors():
    assert all(isinstance(e, RuleLimitError) for e in errors_of(SRC_NESTING_TOO_DEEP))
    assert all(isinstance(e, RuleLimitError) for e in errors_of(SRC_STRING_TOO_LONG))


def test_one_file_reports_all_its_semantic_errors():
    text = ("character a { class council back I influence 1 crowns 2 immediate: gain 1 vp }\n"
            "monastery b { back I class clerics lasting: wild diplomas 1 }\n"
            "voyage v { cost coins game_end: per die white: gain 1 vp }\n")
    assert [(e.span.line, e.span.col) for e in errors_of(text)] == [(1, 48), (2, 22), (3, 12), (3, 41)]


def test_a_file_stops_collecting_after_a_hundred_errors():
    found = errors_of("character x { crowns 1 }\n" * 150)
    assert len(found) == 101
    assert found[-1].message == "too many errors in this file; the rest are not shown"
    assert isinstance(found[-1], RuleLimitError)


def test_the_excerpt_shows_the_line_the_parser_counted():
    """Lines end at newlines only: a form feed inside a line does not shift the excerpt."""
    (err,) = errors_of("# a\x0cb\ncharacter c { class councl }\n")
    assert (err.span.line, err.span.col) == (2, 21)
    assert str(err).splitlines()[1] == "    character c { class councl }"
