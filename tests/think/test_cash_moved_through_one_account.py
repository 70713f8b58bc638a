"""Cash paid into, or taken out of, one bank's account is a transfer between cash and bank.

"the HDFC account" names one account; only two banks, or "my other account", move money from bank to
bank (docs/reading-guide.md, transfers).
"""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker

NOW = "2026-12-10T10:00:00+05:30"


@pytest.mark.parametrize(("text", "route"), [
    ("Forgot to tell you, yesterday I deposited 20,000 cash into the HDFC account", "cash_to_bank"),
    ("deposited 20,000 in HDFC account", "cash_to_bank"),
    ("withdrew 5000 from HDFC account", "bank_to_cash"),
    ("HDFC account se 5000 nikale", "bank_to_cash"),
    ("HDFC wale account se SBI wale mein 10000 daale", "bank_to_bank"),
    ("apne dusre account mein 5000 daale", "bank_to_bank"),
])
def test_the_route_follows_the_cash_side_the_verb_says(text: str, route: str) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso=NOW, language="english"))
    assert [(x.kind, x.route) for x in r.records] == [("transfer", route)], r


@pytest.mark.parametrize(("lang", "text", "route"), [
    ("tamil", "kadai cash 20,000 bank-la pottaen", "cash_to_bank"),
    ("marathi", "bank madhe 10000 bharle", "cash_to_bank"),
    ("gujarati", "bank ma 10000 bharya", "cash_to_bank"),
    ("gujarati", "ATM thi 5000 kadhya", "bank_to_cash"),
    ("punjabi", "bank ch 10000 jama karaye", "cash_to_bank"),
    ("telugu", "bank lo 10000 vesanu", "cash_to_bank"),
    ("malayalam", "bankil 10000 adachu", "cash_to_bank"),
    ("bengali", "bank e 10000 joma dilam", "cash_to_bank"),
    ("odia", "bank re 10000 jama kali", "cash_to_bank"),
    ("kannada", "bank ge 10000 haakide", "cash_to_bank"),
    ("hinglish", "bank mein 5000 jama karaye", "cash_to_bank"),
    ("tamil", "ATM la 5000 eduthen", "bank_to_cash"),
])
def test_cash_paid_into_or_taken_from_the_bank_typed_in_latin_letters(lang: str, text: str, route: str) -> None:
    """The case ending typed after "bank" ("bank madhe", "bank ch", "bankil") is where, never a person."""
    r = RulesThinker().think(text, ThinkContext(now_iso=NOW, language=lang))
    assert [(x.kind, x.route, x.counterparty) for x in r.records] == [("transfer", route, None)], r
