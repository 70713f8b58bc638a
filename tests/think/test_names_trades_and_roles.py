"""A supplier described by trade keeps the name; role nouns are not parties.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import E, M, P, S, read, shape


def _lang(text: str) -> str:
    if any("\u0900" <= ch <= "\u097f" for ch in text):
        return "hi"
    return "en" if text.split()[0].casefold() in ("bought", "paid", "gave", "got") else "hinglish"


# 1. A supplier described by trade (guide: names, kind and direction): "X <goods> wale/wala/wali se <goods> liye" names X, the
#    trade word is not part of the name and not a party of its own. Without a name the trade word is a
#    role: no party. on_credit follows guide: kind and direction (credit word or deferred payment: True; cash: False).
TRADE_SUPPLIER = [
    ("ramesh doodh wale se 20 litre doodh liya 1100 ka", [(P, 1100, "Ramesh")], None),
    ("suresh ande wale se 5 crate ande liye 4500 ke baad me dunga", [(P, 4500, "Suresh")], True),
    ("pappu sabzi wale se 10 kilo pyaaz liye 300 ka cash", [(P, 300, "Pappu")], False),
    ("Mohan bread wale se 40 packet bread aaya 1200 ka", [(P, 1200, "Mohan")], None),
    ("raju paan wale se 500 ki supari mangayi", [(P, 500, "Raju")], None),
    ("bittu cold drink wale se 3 peti cold drink li 1500 ki udhaar pe", [(P, 1500, "Bittu")], True),
    ("salim atta wale se 2 bori atta liya 2400 nakad", [(P, 2400, "Salim")], False),
    ("Govind namkeen wala se 25 packet namkeen liye 10 ke hisaab se", [(P, 250, "Govind")], None),
    ("रमेश दूध वाले से 15 लीटर दूध लिया 900 का", [(P, 900, "रमेश")], None),
    ("sonu ande wale se 6 darjan ande liye 72 darjan ke hisaab se paise somvar ko dunga", [(P, 432, "Sonu")], True),
    ("mahesh cheeni wale se 10 kilo cheeni li 440 ki", [(P, 440, "Mahesh")], None),
    ("lalit masala wale se 2 kilo haldi mangayi 360 ki", [(P, 360, "Lalit")], None),
    ("gopal doodh wala se 30 litre doodh aaya 1650 ka udhaar", [(P, 1650, "Gopal")], True),
    ("ajay tel wale se 4 tin tel kharide 7200 ke", [(P, 7200, "Ajay")], None),
    ("kamal biscuit wale se 10 dabba biscuit liye 1800 ke paise agle hafte", [(P, 1800, "Kamal")], True),
    ("Farhan ande wale se 4 crate ande liye 3200 cash diye", [(P, 3200, "Farhan")], False),
    # no name: the trade word is a role, not a party
    ("doodh wale se 20 litre doodh liya 1100 ka", [(P, 1100, None)], None),
    ("bread wale se 30 packet bread liye 600 ke", [(P, 600, None)], None),
]


@pytest.mark.parametrize("text,want,credit", TRADE_SUPPLIER)
def test_a_supplier_described_by_trade_keeps_the_name(text: str, want: list[tuple[str, float, str | None]],
                                                      credit: bool | None) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r
    assert r.records[0].on_credit is credit, r


# 2. Role nouns are not parties (guide: names): a cost or trade word with a role noun ("bijli mistri", "nal mistri",
#    "safai wali") is a role, so paying one is an expense with no counterparty (guide: kind and direction running costs).
ROLE_PAYEE = [
    ("1200 bijli mistri ko diye", [(E, 1200, None)]),
    ("bijli mistri ko 650 diye", [(E, 650, None)]),
    ("बिजली मिस्त्री को 800 दिए", [(E, 800, None)]),
    ("nal mistri ko 350 diye", [(E, 350, None)]),
    ("plumber ko 450 diye", [(E, 450, None)]),
    ("dhobi ko 200 diye", [(E, 200, None)]),
    ("safai wali ko 1500 diye", [(E, 1500, None)]),
    ("safaiwale ko 250 diye", [(E, 250, None)]),
    ("electrician ko 600 de diye", [(E, 600, None)]),
    ("mistri ko 1500 diye", [(E, 1500, None)]),
    ("aaj 5000 ka becha aur 700 plumber ko diye", [(S, 5000, None), (E, 700, None)]),
    ("aaj 4100 ki bikri hui aur 300 dhobi ko diye", [(S, 4100, None), (E, 300, None)]),
    ("kal bijli mistri ko 1100 diye pankha theek karne ke", [(E, 1100, None)]),
    ("gave 400 to the plumber", [(E, 400, None)]),
    ("paid the electrician 750", [(E, 750, None)]),
    ("fridge mistri ko 900 diye", [(E, 900, None)]),
    ("ac mistri ko 1800 diye", [(E, 1800, None)]),
    ("1300 ka becha aur 250 safai wali ko diye", [(S, 1300, None), (E, 250, None)]),
]


@pytest.mark.parametrize("text,want", ROLE_PAYEE)
def test_a_role_payee_is_not_a_party(text: str, want: list[tuple[str, float, str | None]]) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# ... while a real name before the role keeps its person (guide: names strips the honorific "mistri"; guide: kind and direction a named
# person paid for a running cost is kept), and a bare give to a person is still asked (guide: kind and direction g).
ROLE_GUARDS = [
    ("Ramesh electrician ko 400 diye", [(E, 400, "Ramesh")]),
    ("Suresh mistri ko 800 diye", [(E, 800, "Suresh")]),
    ("Raju breadwale ko 3000 diye", [(M, 3000, "Raju")]),
    ("Irfan ko 1200 de aaya", "clarify:ambiguous_direction"),
    ("Bijli ko 500 diye", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize("text,want", ROLE_GUARDS)
def test_role_guards(text: str, want: object) -> None:
    r = read(text)
    assert shape(r) == want or (r.intent in ("record", "record_many") and not r.confident), r
