"""A UPI app named in the owner's script with a case ending glued on ("ଫୋନପେରେ", "on PhonePe") says how part
of a total was paid: one sale with its modes, never a second sale (docs/reading-guide.md, amounts in context)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker

NOW = "2026-12-12T18:00:00+05:30"


@pytest.mark.parametrize(("lang", "text", "total", "upi"), [
    ("odia", "ଆଜି ବିକ୍ରି ୧୧,୬୦୦, ସେଥିରୁ ୪,୦୦୦ ଫୋନପେରେ", 11600, 4000),
    ("gujarati", "આજનું વેચાણ ૮,૦૦૦, એમાંથી ૩,૦૦૦ ફોનપેમાં", 8000, 3000),
    ("bengali", "আজ বিক্রি ৯,০০০, তার মধ্যে ৪,০০০ ফোনপেতে", 9000, 4000),
])
def test_a_part_paid_on_an_app_with_a_case_ending_is_a_mode_of_the_one_sale(lang, text, total, upi) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso=NOW, language=lang))
    assert [(x.kind, x.amount_paise) for x in r.records] == [("sale", total * 100)], r
    assert (r.records[0].modes or {}).get("upi") == upi * 100, r
