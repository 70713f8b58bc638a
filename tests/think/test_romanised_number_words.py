"""Number words typed in Latin letters in Punjabi, Marathi, Gujarati and Bengali: a count before "sau" /
"hajar" or glued to the hundred ("paachshe", "paanchso", "panchsho") is read, never dropped ("panj sau" is
500, not 100; "be hajar" and "don hajar" are 2000, not 1000)."""

from __future__ import annotations

import pytest

from dhandha.think.numbers import find_amounts

CASES = [
    ("panj sau", 500),  # Punjabi
    ("satt sau", 700),
    ("ikk hazaar", 1000),
    ("don hajar", 2000),  # Marathi
    ("paachshe", 500),
    ("donshe", 200),
    ("be hajar", 2000),  # Gujarati
    ("paanchso", 500),
    ("transo", 300),
    ("panchsho taka", 500),  # Bengali
    ("dui hajar", 2000),
    ("dosh hajar", 10000),
]


@pytest.mark.parametrize(("text", "rupees"), CASES)
def test_a_romanised_count_multiplies_its_hundred_or_thousand(text: str, rupees: int) -> None:
    assert [a.paise for a in find_amounts(text)] == [rupees * 100]


# The weak ones stay words in English: "be", "don" are no amounts on their own.
@pytest.mark.parametrize("text", ["to be paid", "the don", "he will be there"])
def test_a_weak_number_word_alone_is_no_amount(text: str) -> None:
    assert find_amounts(text) == []


@pytest.mark.parametrize(("text", "low", "high"), [
    ("aaru edu vandalu", 600, 700),  # Telugu
    ("aaru elu nooru", 600, 700),  # Kannada
    ("aaru ezhunooru", 600, 700),  # Tamil, Malayalam
    ("saat aath sau", 700, 800),
    ("six seven hundred", 600, 700),
])
def test_two_neighbouring_number_words_before_a_hundred_are_a_range_to_ask(text: str, low: int, high: int) -> None:
    """"six seven hundred" is not 700 with a stray word: the owner is not sure, so the bot asks."""
    [a] = find_amounts(text)
    assert a.paise is None and a.alternatives == (low * 100, high * 100)
