""""500 more" of a payment: the word for more is a little word, not one the reader could not place, so the
payment is written, not shown back with a doubt (docs/reading-guide.md, words)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker


@pytest.mark.parametrize(("lang", "text"), [
    ("punjabi", "Chawla ji ne 500 hor ditte"),
    ("punjabi", "ਚਾਵਲਾ ਜੀ ਨੇ ੫੦੦ ਹੋਰ ਦਿੱਤੇ"),
    ("gujarati", "ચાવલાભાઈએ ૫૦૦ વધુ આપ્યા"),
    ("hinglish", "Chawla ji ne 500 aur diye"),
])
def test_more_beside_a_payment_leaves_nothing_unplaced(lang: str, text: str) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-14T10:00:00+05:30", language=lang))
    assert [(x.kind, x.amount_paise) for x in r.records] == [("payment_received", 50000)], r
    assert r.confident and not r.unplaced, r
