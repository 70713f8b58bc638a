"""Someone unnamed is not a correction; one amount for several people is asked.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read, shape

# 1. A message that names no entry to change is not a correction (guide: corrections, when to ask): "bhool gaya" is
#    'forgot' in Hindi, and "someone paid" with no name is asked, never an amend of the last entry.
NOT_A_CORRECTION = [
    ("koi 750 de gaya, naam bhool gayi", "clarify:missing_counterparty"),
    ("kisi ne 2300 jama kiye, naam yaad nahi", "clarify:missing_counterparty"),
    ("ek aadmi ne 640 diye naam bhul gaya", None),  # asked one way or another, never "correct"
    ("somebody paid 910, forgot the name", "clarify:missing_counterparty"),
]


@pytest.mark.parametrize("text,want", NOT_A_CORRECTION)
def test_unknown_payer_is_not_a_correction(text: str, want: str | None) -> None:
    r = read(text)
    assert r.intent != "correct", r
    if want is not None:
        assert shape(r) == want, r
    else:
        assert r.intent == "clarify" or not r.confident, r


# 2. One amount, two or more people joined by aur/and/dono/both: ask how to split (guide: when to ask ambiguous_split),
#    unless "each", "har ek" or "400-400" settles it. A goods word joined to a name is a name here.
SPLIT = [
    ("Mamta aur Bunty dono ke naam 650 udhaar", "clarify:ambiguous_split"),
    ("tinku aur golu ke naam 380 udhaar likho", "clarify:ambiguous_split"),
    ("Raju and Vinod both owe 900 on credit", None),
    ("Sonu aur Monu dono ne 1200 diye", "clarify:ambiguous_split"),
    ("Sonu aur Monu dono ko 300-300 udhaar", [("udhaar_given", 300.0, "Sonu"), ("udhaar_given", 300.0, "Monu")]),
]


@pytest.mark.parametrize("text,want", SPLIT)
def test_one_amount_several_people(text: str, want: object) -> None:
    r = read(text)
    if want is None:
        assert r.intent == "clarify" or not r.confident, r
    else:
        assert shape(r) == want, r
