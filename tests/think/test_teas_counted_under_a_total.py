"""A few teas or snacks counted before the total ("6 டீ 2 வடை, 90 கடன்") are counts: the total is the
sum, and nothing is asked about a "hundred" the owner never dropped (docs/reading-guide.md, "Amounts")."""

from __future__ import annotations

import pytest

from tests.think._rules import U, read, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("முருகன் அண்ணாவுக்கு 6 டீ 2 வடை, 90 கடன்", "tamil", [(U, 90, "முருகன்")]),
    ("ಮಂಜುನಾಥ್ ಗೆ 5 ಟೀ 3 ಬನ್, 85 ಸಾಲ", "kannada", [(U, 85, "ಮಂಜುನಾಥ್")]),
    ("അബ്ദുക്കാക്ക് 4 ചായ, 2 പഴംപൊരി, 80 കടം", "malayalam", [(U, 80, "അബ്ദുക്ക")]),
])
def test_teas_counted_before_a_total_are_not_the_sum(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


def test_a_tea_word_with_a_small_number_after_it_is_still_asked():
    r = read("chai 5")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_amount"
