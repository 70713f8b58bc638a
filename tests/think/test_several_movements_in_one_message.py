"""Several movements in one message (guide: several movements), verbs carried across clauses, self-corrections inside a
message (guide: amounts), partial payments, and a record that also carries a promise (guide: kind and direction)."""

from __future__ import annotations

import pytest

from ._rules import read, shape

R, U, M, S, E, B = "payment_received", "udhaar_given", "payment_made", "sale", "expense", "purchase"

MANY = [
    ("Mohan ne 500 diye, Sohan ne 300", [(R, 500, "Mohan"), (R, 300, "Sohan")]),
    ("Mohan ne 500 diye aur Sohan ne bhi 300", [(R, 500, "Mohan"), (R, 300, "Sohan")]),
    ("Mohan ne 500 diye Sohan ne 300 diye", [(R, 500, "Mohan"), (R, 300, "Sohan")]),
    ("Ravi ko 200 udhaar, Meena ko 150 udhaar", [(U, 200, "Ravi"), (U, 150, "Meena")]),
    ("chai 30, nashta 90", [(E, 30, None), (E, 90, None)]),
    ("petrol 400, auto 50", [(E, 400, None), (E, 50, None)]),
    ("aaj 6400 ki bikri, 120 ki chai", [(S, 6400, None), (E, 120, None)]),
    ("Joseph paid 700 and Peter paid 200", [(R, 700, "Joseph"), (R, 200, "Peter")]),
    ("gave Anil 100 on credit, Sunil 250 too", [(U, 100, "Anil"), (U, 250, "Sunil")]),
    ("Ganesh Traders ko 3000 bheje aur Krishna Agencies ko 2000", [(M, 3000, "Ganesh Traders"),
                                                                   (M, 2000, "Krishna Agencies")]),
    ("Sunita ne 800 jama kiye aur 200 ka saamaan udhaar le gayi", [(R, 800, "Sunita"), (U, 200, "Sunita")]),
    ("Ravi ko 400 udhaar diya, phir usne 150 lautaye", [(U, 400, "Ravi"), (R, 150, "Ravi")]),
]


@pytest.mark.parametrize(("text", "want"), MANY)
def test_several_movements(text, want):
    got = shape(read(text, lang="en" if " ne " not in text and " ko " not in text and text.isascii() else "hinglish"))
    assert sorted(got, key=str) == sorted(want, key=str)


SELF_CORRECTED = [
    ("Ravi ko 700, arre nahi, 770 udhaar", [(U, 770, "Ravi")]),
    ("Mohan ne 450 diye... nahi 540 diye", [(R, 540, "Mohan")]),
    ("Joseph paid 300, sorry 330", [(R, 330, "Joseph")]),
    ("Sunita ko 600 udhaar, nahi nahi 1600", [(U, 1600, "Sunita")]),
]


@pytest.mark.parametrize(("text", "want"), SELF_CORRECTED)
def test_a_self_correction_counts_at_its_final_value(text, want):
    assert shape(read(text)) == want


def test_partial_payment_by_a_customer():
    got = shape(read("Mohan ko 1800 ka saamaan diya, 800 de gaye, baaki udhaar"))
    assert sorted(got, key=str) == sorted([(U, 1800, "Mohan"), (R, 800, "Mohan")], key=str)


def test_partial_payment_to_a_supplier():
    r = read("Ganesh Traders se 9000 ka maal aaya, 4000 diye, baaki baad mein")
    got = sorted(shape(r), key=str)
    assert got == sorted([(B, 9000, "Ganesh Traders"), (M, 4000, "Ganesh Traders")], key=str)
    assert next(x for x in r.records if x.kind == B).on_credit is True


def test_goods_paid_in_full_is_a_sale_to_the_named_buyer():
    assert shape(read("Verma ji 2 kilo ghee le gaye, 1300 cash diye")) == [(S, 1300, "Verma")]


def test_a_breakdown_of_one_total_is_one_sale():
    assert shape(read("aaj galla 9,000 — 6,000 cash, 3,000 UPI")) == [(S, 9000, None)]


def test_a_record_with_a_promise_for_the_rest():
    r = read("Mohan ne 600 diye, baaki agle hafte")
    assert shape(r) == [(R, 600, "Mohan")]
    assert [(i.counterparty, i.due) for i in r.intentions] == [("Mohan", "2026-12-02")]
    r = read("Sohan ne 300 diye, baaki 500 Saturday ko dega")
    assert shape(r) == [(R, 300, "Sohan")]
    assert [(i.counterparty, i.due, i.amount_paise) for i in r.intentions] == [("Sohan", "2026-11-28", 50000)]


def test_a_purchase_paid_later_is_on_credit():
    r = read("bought 10 boxes of matches from Patel Brothers for 900, will pay Friday", lang="en")
    assert shape(r) == [(B, 900, "Patel Brothers")]
    assert r.records[0].on_credit is True


def test_a_heading_over_a_list_of_costs():
    assert shape(read("aaj ka kharcha: chai 40, nashta 60, auto 50")) == [(E, 40, None), (E, 60, None), (E, 50, None)]


def test_the_verb_may_come_last():
    assert shape(read("Mohan ne 200, Sohan ne 300 diye")) == [(R, 200, "Mohan"), (R, 300, "Sohan")]
    assert shape(read("Mohan ne 200 + Sohan ne 300 diye")) == [(R, 200, "Mohan"), (R, 300, "Sohan")]


def test_goods_taken_and_paid_later_is_credit():
    r = read("Peter took groceries worth 320, will pay tomorrow", lang="en")
    assert shape(r) == [(U, 320, "Peter")]
    assert [(i.counterparty, i.due) for i in r.intentions] == [("Peter", "2026-11-26")]


def test_goods_bought_and_paid_is_a_sale():
    assert shape(read("Peter bought groceries for 320 and paid", lang="en")) == [(S, 320, "Peter")]


def test_a_verb_does_not_carry_across_disagreeing_markers():
    assert shape(read("Ravi ko 500 udhaar, Mohan ne 300")) == "clarify:ambiguous_direction"


HELD_OUT_SHAPES = [
    ("aaj subah Mukesh aaya tha, 1200 de gaya", [(R, 1200, "Mukesh")]),
    ("Mukesh ne 1500 diye nahi nahi 1800", [(R, 1800, "Mukesh")]),
    ("Bhatia Stores ko pichle maal ka 8000 de diya", [(M, 8000, "Bhatia Stores")]),
]


@pytest.mark.parametrize(("text", "want"), HELD_OUT_SHAPES)
def test_story_then_money_and_in_clause_corrections(text, want):
    assert shape(read(text)) == want


def test_a_date_of_the_month_in_a_promise():
    r = read("Mukesh 15 tarikh ko 2000 dega")
    assert [(i.counterparty, i.due, i.amount_paise) for i in r.intentions] == [("Mukesh", "2026-12-15", 200000)]
