"""A bank entry explained in Latin letters ("the 1100 that came on GPay is Salim's") assigns the entry the
bank booked, in every language: the romanised relative participles (vandha, vachina, banda, vanna, je ... elo,
aalele, aavela, asithiba) are the same small words as the native ones."""

from __future__ import annotations

import pytest

from ._rules import read

CASES = [
    ("ta", "Indian Bank la vandha 2450 Murugesan anna anuppinadhu", 2450, "Murugesan"),
    ("ta", "nethu GPay la vandha 1100 Salim oda", 1100, "Salim"),
    ("te", "SBI lo vachina 2000 Ravi icchindi", 2000, "Ravi"),
    ("te", "ninna GPay lo vachina 1100 Salim di", 1100, "Salim"),
    ("kn", "ninne GPay ge banda 1100 Salim du", 1100, "Salim"),
    ("ml", "GPay il vanna 1100 Salim nte aanu", 1100, "Salim"),
    ("ml", "innale bank il vanna 2000 Biju thannathu", 2000, "Biju"),
    ("bn", "GPay te je 1100 elo seta Salim er", 1100, "Salim"),
    ("bn", "kal bank e je 2000 elo seta Rahim diyechhe", 2000, "Rahim"),
    ("mr", "GPay var aalele 1100 Salim che aahet", 1100, "Salim"),
    ("mr", "kaal bank madhe aalele 2000 Ganesh ne pathavle", 2000, "Ganesh"),
    ("gu", "GPay ma aavela 1100 Salim na che", 1100, "Salim"),
    ("gu", "gaikale SBI ma aavela 2,730 Dineshbhai na che", 2730, "Dinesh"),
    ("or", "GPay re asithiba 1100 Salim ra", 1100, "Salim"),
]


@pytest.mark.parametrize(("lang", "text", "rupees", "who"), CASES)
def test_a_romanised_explanation_assigns_the_bank_entry(lang: str, text: str, rupees: int, who: str) -> None:
    r = read(text, lang=lang, booked=(rupees,))
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.via, c.new_counterparty, c.amount_paise) == ("amend", "bank", who, rupees * 100)
