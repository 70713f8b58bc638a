"""'N packet X Y wale': Y is the price of one.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read, shape

# 8. "N packet X Y wale": Y is the price of one, multiplied out (guide: amounts).
WALE = [
    ("Sunil ne 3 packet namkeen liye 20 wala, cash diye", [("sale", 60.0, "Sunil")]),
    ("5 packet chips becha 10 wale", [("sale", 50.0, None)]),
    ("Meera ko 4 packet maggi diye 14 wale, udhaar", [("udhaar_given", 56.0, "Meera")]),
]


@pytest.mark.parametrize("text,want", WALE)
def test_unit_price_wale(text: str, want: object) -> None:
    assert shape(read(text)) == want
