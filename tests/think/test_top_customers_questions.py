"""'best / top customers' asks who buys most.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import lang_by_words as _lang
from ._rules import read

# 4. "best/top grahak/customers kaun" asks who buys most (guide: questions top_customers), with its period if any.
TOP = [
    ("is mahine ke top customers kaun hain", "this_month"),
    ("best customer kaun hai", None),
    ("top grahak kaun hai", None),
    ("who are my best customers this week", "this_week"),
    ("top customers this month", "this_month"),
    ("best grahak kaun hai is hafte", "this_week"),
    ("is hafte ke top grahak kaun", "this_week"),
    ("mere best customers kaun hain", None),
    ("top buyers kaun hai is mahine", "this_month"),
    ("best grahak kon hai", None),
    ("sabse bade grahak kaun", None),
    ("who is my top customer", None),
]


@pytest.mark.parametrize("text,period", TOP)
def test_best_or_top_customers_is_top_customers(text: str, period: str | None) -> None:
    r = read(text, lang=_lang(text))
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.counterparty, r.query.period) == ("top_customers", None, period), r
