"""A message that cancels an entry is not the answer to a "sale or dues?" question that is open: its
"sale" names the entry to remove (docs/reading-guide.md, "Open questions"). Nor is a capitalised brand
typed in Latin in a message in another script ("Pan 40") a little word of some language."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import last, read, rec

KIND = PendingQuestion(why="ambiguous_kind", partial=[rec(None, 1500)])
HOW = PendingQuestion(why="cash_or_credit", partial=[rec(None, 900, "Ravi")])


@pytest.mark.parametrize(("pending", "text", "lang"), [
    (KIND, "Saturday Redmi sale cancel pannu, customer phone return pannitaar, full refund kuduthutten", "tamil"),
    (HOW, "గత శుక్రవారం సిమెంట్ అమ్మకం తీసేయ్, అది తప్పు", "telugu"),
])
def test_a_cancel_while_a_choice_is_open_is_a_cancel(pending, text, lang):
    r = read(text, lang=lang, pending=pending, last=last(rec("sale", 500)))
    assert r.intent == "correct" and r.correction is not None and r.correction.action == "cancel", r
    assert not r.answers


def test_a_latin_brand_before_its_number_is_a_product_in_a_telugu_message():
    r = read("రెడ్డి గారు Pan 40, Shelcal 500 తీసుకెళ్ళారు, 520", lang="telugu")
    assert all(x.amount_paise != 4000 for x in (r.records or (r.clarify.partial if r.clarify else [])))


@pytest.mark.parametrize(("text", "lang", "who", "paise"), [
    ("అబ్దుల్ ఖాదర్ Metformin 500, Glycomet GP 2 తీసుకెళ్ళారు, 640", "telugu", "అబ్దుల్ ఖాదర్", 64000),
    ("അബ്ദുൽ ഖാദർ Metformin 500, Glycomet GP 2 എടുത്തു, 640", "malayalam", "അബ്ദുൽ ഖാദർ", 64000),
    ("రెడ్డి గారు Pan 40, Shelcal 500 తీసుకెళ్ళారు, 520", "telugu", "రెడ్డి", 52000),
])
def test_brands_typed_in_latin_with_their_strengths_and_counts_are_goods_taken(text, lang, who, paise):
    r = read(text, lang=lang)
    assert r.clarify is not None and r.clarify.why == "cash_or_credit", r
    assert [(x.counterparty, x.amount_paise) for x in r.clarify.partial] == [(who, paise)]


def test_a_no_to_how_much_is_a_change_to_the_last_entry():
    p = PendingQuestion(why="missing_amount", partial=[rec("udhaar_given", None, "Abdul")])
    r = read("അല്ല, 290 ആണ്", lang="malayalam", pending=p, last=last(rec("sale", 260)))
    assert not r.answers and r.intent == "correct", r

