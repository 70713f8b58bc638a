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
