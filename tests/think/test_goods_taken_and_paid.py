"""Goods taken by a customer and paid for are a sale to that buyer.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import R, S, read, shape
from ._rules import lang_by_first_word as _lang

# (e) Goods taken by a named customer and the money received for them (guide: kind and direction): a sale to that buyer.
CASH_FOR_GOODS = [
    ("verma ji 2 kilo cheeni le gaye 90 ka paise mil gaye", [(S, 90, "Verma")]),
    ("pinky 3 packet maggi le gayi 42 ke upi se mil gaye", [(S, 42, "Pinky")]),
    ("gopal 5 kilo aata le gaya 200 ka cash mila", [(S, 200, "Gopal")]),
    ("gopal 5 kilo aata le gaya 200 ka, cash mil gaya", [(S, 200, "Gopal")]),
    ("ramu bhai 1 dozen ande le gaye 84 paise mil gaye", [(S, 84, "Ramu")]),
    ("ritu didi 2 sabun le gayi 70 ke gpay se aa gaye", [(S, 70, "Ritu")]),
    ("raju 1 kilo dal le gaya 120 ka nakad mila", [(S, 120, "Raju")]),
    ("anita 2 packet doodh le gayi 60 ke upi aa gaya", [(S, 60, "Anita")]),
    ("farhan 6 ande le gaya 42 ke paise de diye", [(S, 42, "Farhan")]),
    ("mrs dey took 2 packets of tea for 240, got cash", [(S, 240, "Dey")]),
    ("kamla took 1 kg ghee for 650, got the money on upi", [(S, 650, "Kamla")]),
    ("शर्मा जी 2 किलो चीनी ले गए 90 का, पैसे मिल गए", [(S, 90, "शर्मा")]),
    ("सुनीता 1 लीटर दूध ले गई 60 का नकद मिला", [(S, 60, "सुनीता")]),
    ("मीना आंटी 3 साबुन ले गईं 105 के यूपीआई से मिले", [(S, 105, "मीना")]),
    ("bittu 4 packet chips le gaya 80 ke cash mil gaya", [(S, 80, "Bittu")]),
    ("gupta aunty 2 litre tel le gayi 360 ka paisa mila", [(S, 360, "Gupta")]),
]


@pytest.mark.parametrize("text,want", CASH_FOR_GOODS)
def test_goods_taken_and_paid_is_a_sale(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r


# ... while money alone from a named person is a payment, and goods alone are asked.
CASH_GUARDS = [
    ("anita ka 60 mil gaya", [(R, 60, "Anita")]),
    ("anita 2 packet doodh le gayi 60 ke", "clarify:cash_or_credit"),
    ("gopal ne 200 diye", [(R, 200, "Gopal")]),
]


@pytest.mark.parametrize("text,want", CASH_GUARDS)
def test_cash_guards(text: str, want: object) -> None:
    assert shape(read(text)) == want
