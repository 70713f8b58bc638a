"""Money already in the books (a bank entry), explained by the owner, is a change to that entry, never
a second one (docs/reading-guide.md, "Corrections": bank entries).

- "the / this / ye / ਇਹ" and an amount at the start point at money already booked;
- money that "came in" a bank and is "from X" is X's, and "towards their old dues" pays old dues;
- a supplier's bill (a bare "bill", not a running cost's) paid to a person is a payment, not an expense.
"""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("text", "lang", "amount", "who"), [
    ("the 2,450 UPI today is Mrs Rao's", "en", 245000, "Rao"),
    ("this 600 on GPay was from Kapil", "en", 60000, "Kapil"),
    ("ये 8,000 शर्मा ट्रेडर्स को भेजे हैं, उनके हिसाब में", "hi", 800000, "शर्मा ट्रेडर्स"),
    ("ye 3,000 Pappu ne bheje hain", "hinglish", 300000, "Pappu"),
    ("ਇਹ 12,000 ਬਲਵੰਤ ਸਿੰਘ ਨੇ ਭੇਜੇ ਆ", "punjabi", 1200000, "ਬਲਵੰਤ ਸਿੰਘ"),
    ("આ ૪,૦૦૦ રમેશભાઈએ મોકલ્યા છે", "gujarati", 400000, "રમેશ"),
    ("the 9,000 that just came in HDFC is from Kohli Brothers", "en", 900000, "Kohli Brothers"),
])
def test_this_amount_and_whose_it_is_assigns_the_entry(text, lang, amount, who):
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None, r
    assert not r.records, r
    assert (r.correction.amount_paise, r.correction.new_counterparty) == (amount, who), r


@pytest.mark.parametrize(("text", "lang"), [
    ("ye 500 Rajan ko udhaar likho", "hinglish"),  # a new entry said with "this"
    ("the 500 Rajan paid, was it cash?", "en"),  # a question
    ("ये 500 रमेश के नहीं सुरेश के थे", "hi"),  # a correction of whose, read as one
])
def test_this_amount_with_a_credit_word_a_question_or_a_negation_is_not_an_assignment(text, lang):
    r = read(text, lang=lang)
    assert not (r.intent == "correct" and r.correction is not None and r.correction.new_counterparty == (
        "Rajan" if "Rajan" in text else "रमेश")), r


def test_money_from_someone_towards_old_dues_is_their_payment_of_old_dues():
    r = read("the 7,500 that came in SBI is from Verma & Sons, towards their old dues", lang="en")
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.amount_paise, c.new_counterparty, c.new_kind, c.old_dues, c.via) == (
        750000, "Verma & Sons", None, True, "bank"), r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("kal jo 4,000 SBI se gaye woh Anwar bhai ko the, anda ka bill chukaya", "hinglish", "Anwar"),
    ("the 6000 that went from ICICI today was to Ganesh against the tiles bill", "en", "Ganesh"),
])
def test_a_suppliers_bill_paid_is_a_payment_not_an_expense(text, lang, who):
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == (who, "payment_made"), r


@pytest.mark.parametrize("text", [
    "woh 1,900 jo kata woh bijli ka bill tha",
    "jo 1,900 gaye woh light bill tha",
])
def test_a_running_costs_bill_stays_an_expense(text):
    r = read(text)
    assert r.intent == "correct" and r.correction is not None and r.correction.new_kind == "expense", r
