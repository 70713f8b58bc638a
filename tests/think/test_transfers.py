"""The owner's own money moved between cash and bank is a transfer (docs/reading-guide.md, "Transfers")."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("text", "lang", "rupees", "route"), [
    ("ATM se 5000 nikale", "hinglish", 5000, "bank_to_cash"),
    ("ATM se 5000", "hinglish", 5000, "bank_to_cash"),
    ("bank se 2000 cash nikala", "hinglish", 2000, "bank_to_cash"),
    ("withdrew 3000 from ATM", "en", 3000, "bank_to_cash"),
    ("5000 bank mein jama kiye", "hinglish", 5000, "cash_to_bank"),
    ("5000 bank mein deposit", "hinglish", 5000, "cash_to_bank"),
    ("deposited 20000 in bank", "en", 20000, "cash_to_bank"),
    ("apne dusre account mein 10000 daale", "hinglish", 10000, "bank_to_bank"),
])
def test_cash_and_bank_moves_are_transfers_with_a_route(text, lang, rupees, route):
    r = read(text, lang=lang)
    assert r.intent == "record" and r.confident, r
    x = r.records[0]
    assert (x.kind, x.amount_paise, x.counterparty, x.route) == ("transfer", rupees * 100, None, route)


@pytest.mark.parametrize("text", ["Rajan ne bank mein 500 jama kiye", "Rajan ko 500 bank se bheje"])
def test_money_to_or_from_a_person_is_no_transfer(text):
    r = read(text)
    assert all(x.kind != "transfer" for x in r.records + (r.clarify.partial if r.clarify else [])), r
