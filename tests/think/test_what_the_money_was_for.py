"""Words that say what money was for, not a change to an entry or a person (docs/reading-guide.md, "Corrections",
"Old dues and first days", "Names")."""

from __future__ import annotations

import pytest

from ._rules import E, R, U, read, rows


# "it was" with no sum after it explains the payment; with a sum it still corrects.
def test_it_was_her_old_dues_is_a_payment_of_old_dues() -> None:
    r = read("Mary aunty paid 700, it was her old dues from last month", lang="english")
    assert rows(r) == [(R, 700, "Mary")], r
    assert r.records[0].clears_old_dues


def test_it_was_a_sum_still_corrects() -> None:
    assert read("no it was 700", lang="english").intent == "correct"


def test_goods_on_the_monthly_account_are_credit() -> None:
    r = read("Hotel Sea Breeze took 12 kg prawns 4,800 on monthly account", lang="english")
    assert rows(r) == [(U, 4800, "Hotel Sea Breeze")], r


# Money spent on a running cost (the ice a fish shop buys) names no payee, whatever name the word sounds like.
@pytest.mark.parametrize("text,lang,rupees", [("నిన్న ఐస్ కి 450 ఖర్చు అయింది", "telugu", 450),
                                              ("yesterday ice blocks 600", "english", 600)])
def test_ice_is_a_running_cost(text: str, lang: str, rupees: int) -> None:
    assert rows(read(text, lang=lang)) == [(E, rupees, None)]


def test_ice_cream_is_goods() -> None:
    assert rows(read("sold ice cream 500", lang="english")) == [("sale", 500, None)]


# A wattage typed onto its number after a name in the language's own script is the goods' size: the name stays
# the customer's, and the "W" is no one.
def test_a_wattage_after_a_name_is_the_goods() -> None:
    assert rows(read("ବାପୁନ 20W ଚାର୍ଜର ନେଲା 650 ଉଧାର", lang="odia")) == [(U, 650, "ବାପୁନ")]
