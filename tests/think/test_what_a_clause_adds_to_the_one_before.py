"""A clause that adds to the entry before it is no entry of its own (docs/reading-guide.md, "Several
movements"): goods the named person took, or the unpaid rest restated as a sum."""

from __future__ import annotations

import pytest

from tests.think._rules import R, U, read, rows

NOW = "2027-01-05T10:00:00+05:30"


@pytest.mark.parametrize(("text", "lang", "want", "item"), [
    ("Baldev ke khate me 850 likho, aata chawal le gaya", "hinglish", [(U, 850, "Baldev")], "aata chawal"),
    ("Ramesh ko 500 udhaar, sugar le gaya", "hinglish", [(U, 500, "Ramesh")], "sugar"),
    ("Kavitha ku 450 kadan, arisi eduthukittaanga", "tamil", [(U, 450, "Kavitha")], "arisi"),
])
def test_goods_taken_after_a_named_credit_are_what_it_was_for(text, lang, want, item):
    r = read(text, lang=lang, now=NOW)
    assert rows(r) == want
    assert r.records[0].item == item


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("सुनीता ने दो साड़ी ली 4,500 की, 3,000 नकद दिए, 1,500 बाकी", "hindi",
     [(U, 4500, "सुनीता"), (R, 3000, "सुनीता")]),
    ("Sunita ne 2 saree li 4,500 ki, 3,000 cash diye, 1,500 baaki", "hinglish",
     [(U, 4500, "Sunita"), (R, 3000, "Sunita")]),
])
def test_the_rest_said_as_the_price_less_the_part_paid_is_still_owed_not_paid(text, lang, want):
    assert rows(read(text, lang=lang, now=NOW)) == want


def test_a_rest_that_is_not_the_difference_is_not_taken_for_it():
    # 1,000 is not 4,500 - 3,000: not the rest of that bill, so it is not silently dropped as one
    r = read("Sunita ne 2 saree li 4,500 ki, 3,000 cash diye, 1,000 baaki", lang="hinglish", now=NOW)
    assert rows(r) != [(U, 4500, "Sunita"), (R, 3000, "Sunita")]


@pytest.mark.parametrize(("text", "lang"), [
    ("earphone 3 vechya, ek na 150", "gujarati"),
    ("earphone 3 beche, ek ka 150", "hinglish"),
])
def test_the_price_of_one_said_after_a_count_multiplies_it(text, lang):
    r = read(text, lang=lang, now=NOW)
    assert [(x.kind, x.amount_paise, x.qty) for x in r.records] == [("sale", 45000, 3)], r


def test_gujarati_of_between_a_number_and_a_sum_is_no_correction_of_the_last_entry():
    from tests.think._rules import last, rec
    r = read("earphone 3 vechya, ek na 150", lang="gujarati", now=NOW,
             last=last(rec("expense", 299, "Jignesh"), rec("expense", 199)), booked=(299, 199))
    assert r.intent == "record", r
