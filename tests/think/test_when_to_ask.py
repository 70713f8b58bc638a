"""When the rules must ask (guide: when to ask) and when they must not (asking about a clear message is a failure too)."""

from __future__ import annotations

import pytest

from dhandha.money import MAX_PAISE

from ._rules import read, shape

ASK = [
    # bare number under 10 without a scale word
    ("Mohan ne chaar diye", "ambiguous_amount"),
    ("got 6 from Peter", "ambiguous_amount"),
    ("Sunita ko 2 udhaar", "ambiguous_amount"),
    ("Ramesh ne dedh diye", "ambiguous_amount"),
    # ranges and alternatives
    ("Mohan ne 400-500 diye", "approximate_amount"),
    ("Sunita ko 300 ya 350 udhaar", "approximate_amount"),
    ("Joseph ne chhe-saat sau diye", "approximate_amount"),
    # no amount
    ("Mohan ne paise de diye", "missing_amount"),
    ("Sunita ke naam 2 kilo dal likh do, rate baad mein", "missing_amount"),
    ("Peter took some sugar on credit", "missing_amount"),
    # no party for a payment or credit
    ("800 udhaar likh do", "missing_counterparty"),
    ("kisi ne 500 jama kiye", "missing_counterparty"),
    ("somebody paid 700", "missing_counterparty"),
    # which way did it go?
    ("Mohan 900", "ambiguous_direction"),
    ("Sunita ke 700", "ambiguous_direction"),
    ("Ravi ko 1200 diye", "ambiguous_direction"),
    ("gave Meena 300", "ambiguous_direction"),
    ("Farhan ko 500 de aaya", "ambiguous_direction"),
    # money in without a party or a sale word
    ("paytm pe 1500 aaye", "ambiguous_kind"),
    ("2000 came in on gpay", "ambiguous_kind"),
    # goods to a named customer, neutral verb
    ("Verma ji 3 kilo atta le gaye, 120 ka", "cash_or_credit"),
    ("Peter took 2 kg dal, 260", "cash_or_credit"),
    # one amount, several people
    ("Mohan aur Sohan ke naam 400", "ambiguous_split"),
    ("Peter and Paul paid 600", "ambiguous_split"),
    # slang numbers
    ("Mohan ne teen gaddi diye", "unknown_number_word"),
    # pronouns with nothing to resolve them
    ("usne 700 diye", "ambiguous_reference"),
    ("she paid 250", "ambiguous_reference"),
    ("uske khate mein 300 likho", "ambiguous_reference"),
]


@pytest.mark.parametrize(("text", "why"), ASK)
def test_asks(text, why):
    r = read(text, lang="en" if text.isascii() and " ne " not in text and " ko " not in text else "hinglish")
    assert shape(r) == f"clarify:{why}"
    assert r.confident


def test_the_half_built_entry_is_kept_for_the_answer():
    r = read("Mohan ne chaar diye")
    assert r.clarify.options == [40000, 400000]
    part = r.clarify.partial[0]
    assert (part.kind, part.amount_paise, part.counterparty) == ("payment_received", None, "Mohan")
    r = read("Verma ji 3 kilo atta le gaye, 120 ka")
    part = r.clarify.partial[0]
    assert (part.kind, part.amount_paise, part.counterparty, part.item, part.qty, part.unit) == (
        None, 12000, "Verma", "atta", 3, "kg")
    r = read("Ravi ko 1200 diye")
    assert (r.clarify.partial[0].kind, r.clarify.partial[0].counterparty) == (None, "Ravi")


def test_a_range_offers_both_ends():
    assert read("Sunita ko 300 ya 350 udhaar").clarify.options == [30000, 35000]


def test_absurd_amounts_are_asked():
    r = read("Mohan ne 50 crore diye")
    assert shape(r) == "clarify:absurd_amount"
    assert MAX_PAISE < 50 * 10**7 * 100


NO_ASK = [
    # from ten up, numbers are literal
    ("Mohan ne 15 lautaye", [("payment_received", 15, "Mohan")]),
    # a currency word settles a small number
    ("Chintu ne 5 rupaye diye", [("payment_received", 5, "Chintu")]),
    ("Chintu ne ₹8 diye", [("payment_received", 8, "Chintu")]),
    # a scale word settles it
    ("Mohan ne 4 hazaar diye", [("payment_received", 4000, "Mohan")]),
    ("Mohan ne 3k diye", [("payment_received", 3000, "Mohan")]),
    # the books know the role (guide: kind and direction b, c)
]


@pytest.mark.parametrize(("text", "want"), NO_ASK)
def test_clear_messages_are_not_asked(text, want):
    assert shape(read(text)) == want


def test_roles_from_the_books_settle_direction():
    assert shape(read("Ravi ko 1200 diye", roles={"Ravi": "customer"})) == [("udhaar_given", 1200, "Ravi")]
    assert shape(read("Ravi ko 1200 diye", roles={"Ravi": "supplier"})) == [("payment_made", 1200, "Ravi")]
    assert shape(read("gave Meena 300", lang="en", roles={"Meena": "customer"})) == [
        ("udhaar_given", 300, "Meena")]


def test_each_settles_a_split():
    assert shape(read("Mohan aur Sohan dono ne 300-300 diye")) == [
        ("payment_received", 300, "Mohan"), ("payment_received", 300, "Sohan")]


NOTHING_HAPPENED = [
    "Mohan ne 500 nahi diye",
    "Mohan ne abhi tak paise nahi diye",
    "Sunita ko 300 udhaar mat do",
    "Sunita ko 300 udhaar mat likho",
    "Peter didn't pay 400",
]


@pytest.mark.parametrize("text", NOTHING_HAPPENED)
def test_a_movement_said_not_to_happen_is_never_written(text):
    r = read(text, lang="en" if text.startswith("Peter") else "hinglish")
    assert r.intent not in ("record", "record_many")


NOT_MONEY_IN = [
    ("Mohan ne 500 ka maal wapas kiya", "clarify:ambiguous_kind"),  # goods came back, no cash
    ("maine Mohan se 500 liye", "clarify:ambiguous_kind"),  # borrowed, not bought
    ("Mohan ko 500 wapas kiye", "clarify:ambiguous_direction"),  # the shop gave money back
    ("Mohan ko 500 dena hai", "clarify:ambiguous_direction"),  # owed, not paid
]


@pytest.mark.parametrize(("text", "want"), NOT_MONEY_IN)
def test_look_alikes_of_a_payment_are_asked(text, want):
    assert shape(read(text)) == want


def test_words_the_rules_do_not_know_make_a_write_unsure():
    r = read("Mohan ne 500 ka cheque diya jo bounce ho gaya")
    assert r.intent == "record" and not r.confident
    r = read("Mohan ne 500 diye")
    assert r.confident


def test_a_word_naming_the_cost_is_understood():
    r = read("fridge repair 900 lage")
    assert (shape(r), r.confident) == ([("expense", 900, None)], True)


def test_zero_is_not_an_amount():
    assert shape(read("Mohan ne 0 diye")) == "clarify:missing_amount"


def test_ten_crore_is_the_largest_amount_written():
    assert shape(read("Mohan ne 10 crore diye")) == [("payment_received", 10**8, "Mohan")]
    assert shape(read("Mohan ne 11 crore diye")) == "clarify:absurd_amount"
