"""Dues from before the books began are an opening balance (docs/reading-guide.md, "Old dues")."""

from __future__ import annotations

import pytest

from tests.think._rules import read

OB = "opening_balance"


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Chawla ji ka purana 1,800 baaki hai", "hinglish", [(OB, 180000, "Chawla", "them")]),
    ("Chawla ji ka 1800 purana baaki", "hinglish", [(OB, 180000, "Chawla", "them")]),
    ("old dues of Fernandes 2300", "en", [(OB, 230000, "Fernandes", "them")]),
    ("Fernandes opening balance 2300", "en", [(OB, 230000, "Fernandes", "them")]),
    ("Vardhman Agencies ka purana 5000 dena hai", "hinglish", [(OB, 500000, "Vardhman Agencies", "shop")]),
    ("Vardhman ko purana 5000 dena hai", "hinglish", [(OB, 500000, "Vardhman", "shop")]),
    ("முத்து பழைய பாக்கி 900", "ta", [(OB, 90000, "முத்து", "them")]),
    ("Chawla ji ka purana 1,800 tha, aaj 700 diye", "hinglish",
     [(OB, 180000, "Chawla", "them"), ("payment_received", 70000, "Chawla", None)]),
    ("Vardhman Agencies ka purana 5000 baaki tha, aaj 2000 diye", "hinglish",
     [(OB, 500000, "Vardhman Agencies", "shop"), ("payment_made", 200000, "Vardhman Agencies", None)]),
])
def test_old_dues_are_an_opening_balance_and_who_owed_whom(text, lang, want):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty, x.owes) for x in r.records] == want, r


@pytest.mark.parametrize("text", [
    "Rajan ne purana udhaar 500 chuka diya",  # a payment of old dues, not the dues themselves
    "purane fridge ki repair 1450 mistri ko",  # old goods, a running cost
    "3 rice bag beche 1300 ke ek golu ne purane 900 lautaye",
])
def test_old_as_a_word_about_something_else_is_no_opening_balance(text):
    r = read(text)
    assert all(x.kind != OB for x in r.records), r

