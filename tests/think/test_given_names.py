"""A name people are given, in any script, is a sign of a person; goods, trades, towns and hours are not
(dhandha/think/given_names.py, one Latin list matched by sound)."""

from __future__ import annotations

import pytest

from dhandha.think.given_names import given_name


@pytest.mark.parametrize("word", [
    "Ramesh", "रमेश", "ರಮೇಶ್", "কামাল", "ਗੁਰਮੀਤ", "ਬਲਦੇਵ", "ਜੱਗੀ", "पायल", "ਪਾਇਲ", "Selvi", "കുമാരൻ",
    "Munna", "Reddy", "गायकवाड",
])
def test_a_name_people_are_given_is_known_in_every_script(word: str) -> None:
    assert given_name(word)


@pytest.mark.parametrize("word", [
    "टेलर", "Cooks", "Pune", "Tandoor", "Kapas", "મોડેલ", "ವರೆ", "Formatting", "सन्ध्या", "സന്ധ്യ", "mo", "",
])
def test_goods_trades_towns_and_hours_are_no_given_names(word: str) -> None:
    assert not given_name(word)
