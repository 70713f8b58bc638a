"""'N x P': a count times the price of one is the total.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import S, read, shape
from ._rules import lang_by_words as _lang

# 1. "N x P", "NxP", "N * P": a count times a unit price is the total value (guide: amounts), the count is the qty and
#    the words beside it are the item (guide: goods); a bare count has unit null.
TIMES = [
    ("dth recharge sold 2 x 349", 698, "dth recharge", 2),
    ("samosa becha 12x15", 180, "samosa", 12),
    ("maggi 6 * 14 becha", 84, "maggi", 6),
    ("sold soap 3x45", 135, "soap", 3),
    ("kurkure 10 x 10 sold", 100, "kurkure", 10),
    ("atta packet 4 x 52 becha", 208, "atta", 4),
    ("sold 5 x 40 samosa", 200, "samosa", 5),
    ("sim card sold 2 X 99", 198, "sim card", 2),
    ("becha 8x25 pen", 200, "pen", 8),
    ("pressure cooker sold 2 x 1450", 2900, "pressure cooker", 2),
    ("notebook 7 * 30 becha", 210, "notebook", 7),
    ("sold bulb 4x60", 240, "bulb", 4),
    ("chips 15 x 10 bika", 150, "chips", 15),
    ("phone cover sold 3 × 150", 450, "phone cover", 3),
]


@pytest.mark.parametrize("text,total,item,qty", TIMES)
def test_count_times_price_is_the_total(text: str, total: int, item: str, qty: int) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == [(S, total, None)], r
    rec = r.records[0]
    assert (rec.item, rec.qty, rec.unit) == (item, qty, "packet" if "packet" in text else None), r


# Guards: a lone "x" or a second number that is not a price is not multiplied into a write.
TIMES_GUARDS = [
    ("sold 3 x", "clarify:missing_amount"),
]


@pytest.mark.parametrize("text,want", TIMES_GUARDS)
def test_times_guards(text: str, want: object) -> None:
    r = read(text, lang="en")
    assert shape(r) == want or not r.confident, r
