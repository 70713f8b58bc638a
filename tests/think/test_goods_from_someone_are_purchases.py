"""Goods taken from someone are a purchase, never credit given.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read, shape

# 6. Goods taken from someone are a purchase (guide: kind and direction, kind and direction), never credit given; cash/nakad/paid make it
#    on_credit False and never a payment; a transport cost alongside is an expense with no party.
PURCHASES = [
    ("Raju se 5 kilo dal li 400 ki", [("purchase", 400.0, "Raju")], [None]),
    ("Sharma ji se 2 peti tel mangaya 3000 ka udhaar", [("purchase", 3000.0, "Sharma")], [True]),
    ("bought 10 kg rice from Ali for 500 cash", [("purchase", 500.0, "Ali")], [False]),
    ("Imran bhai ko 1500 chuka diye aur unse 5 kilo besan liya 450 ka udhaar pe",
     [("payment_made", 1500.0, "Imran"), ("purchase", 450.0, "Imran")], [None, True]),
    ("Gupta Traders se 30 kg atta liya 1200 nakad", [("purchase", 1200.0, "Gupta Traders")], [False]),
    ("bought 15 kg maida 38/kg from Noor Traders cash and paid auto 90",
     [("purchase", 570.0, "Noor Traders"), ("expense", 90.0, None)], [False, None]),
]


@pytest.mark.parametrize("text,want,credit", PURCHASES)
def test_goods_from_someone_are_purchases(text: str, want: object, credit: list[bool | None]) -> None:
    r = read(text)
    assert shape(r) == want, r
    assert [x.on_credit for x in r.records] == credit, r
