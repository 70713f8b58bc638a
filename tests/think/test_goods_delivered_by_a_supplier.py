"""Goods off a supplier's vehicle are a purchase from that supplier.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, P, R, read, shape


def _lang(text: str) -> str:
    if any("\u0900" <= ch <= "\u097f" for ch in text):
        return "hi"
    return "en" if text.split()[0].casefold() in ("bought", "paid", "gave", "got") else "hinglish"


# 3. Goods delivered from X (guide: kind and direction b example, kind and direction "maal aaya X se"): "X ki / uski gaadi se ... aaya /
#    utra" is a purchase from X, never money received. "uski" is the last named party (guide: open questions pronouns).
DELIVERED = [
    ("naresh ko 4000 chukaye aur uski gaadi se 12 bori chawal aaya 10,500 ka udhaar pe",
     [(M, 4000, "Naresh"), (P, 10500, "Naresh")], True),
    ("mohan ko 2500 chuka diye aur uski gadi se 5 bori cheeni aayi 9500 ki udhaar par",
     [(M, 2500, "Mohan"), (P, 9500, "Mohan")], True),
    ("imran ko 1000 chukaye aur uske tempo se 10 bori chana aaya 6000 ka udhaar",
     [(M, 1000, "Imran"), (P, 6000, "Imran")], True),
    ("Gopal ko 2000 chukaye, uski gaadi se 5 bori maida aaya 4000 ka",
     [(M, 2000, "Gopal"), (P, 4000, "Gopal")], None),
    ("rafiq ko 3000 chuka diye uski gaadi se 8 peti tel utra 7600 ka baad me denge",
     [(M, 3000, "Rafiq"), (P, 7600, "Rafiq")], True),
    ("Salim ki gaadi se 20 bori aata aaya 13000 ka udhaar pe", [(P, 13000, "Salim")], True),
    ("pappu ki gaadi se 8 peti tel aayi 7200 ki", [(P, 7200, "Pappu")], None),
    ("babu ki gaadi se 40 crate ande utre 5200 ke cash", [(P, 5200, "Babu")], False),
    ("अशोक की गाड़ी से 10 बोरी आटा आया 9000 का उधार", [(P, 9000, "अशोक")], True),
    ("harish ki gaadi se 15 bori gehun utra 12000 ka", [(P, 12000, "Harish")], None),
    ("vijay ko 1500 chukaye aur uski gaadi se 6 bori chawal utra 8400 ka paise baad me",
     [(M, 1500, "Vijay"), (P, 8400, "Vijay")], True),
    ("kailash ko 6000 chuka diye aur uski gaadi se 25 bori aata aaya 16,000 ka",
     [(M, 6000, "Kailash"), (P, 16000, "Kailash")], None),
]


@pytest.mark.parametrize("text,want,credit", DELIVERED)
def test_goods_off_a_suppliers_vehicle_are_a_purchase(text: str, want: list[tuple[str, float, str]],
                                                      credit: bool | None) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.records[-1].on_credit is credit, r


def test_his_vehicle_resolves_to_the_last_named_party() -> None:
    r = read("uski gaadi se 20 bori aata aaya 13000 ka udhaar pe", last_party="Devraj")
    assert shape(r) == [(P, 13000, "Devraj")], r


# Guards: with no amount it is still asked (guide: when to ask missing_amount), and a pronoun nothing resolves is asked.
DELIVERED_GUARDS = [
    ("salim ki gaadi se 12 bori gehun utra hisaab baad mein", "clarify:missing_amount"),
    ("uski gaadi se 20 bori aata aaya 13000 ka udhaar pe", "clarify:ambiguous_reference"),
]


@pytest.mark.parametrize("text,want", DELIVERED_GUARDS)
def test_delivered_guards(text: str, want: str) -> None:
    r = read(text)
    assert shape(r) == want or not r.confident, r
    assert not any(x.kind == R for x in r.records), r
