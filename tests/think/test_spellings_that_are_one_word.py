"""Marks that keyboards add or leave out do not make a new word (dhandha/think/spelling.py): a nukta
("साफ़" / "साफ"), a half nasal or the anusvara ("एन्ट्री" / "एंट्री")."""

from __future__ import annotations

import pytest

from dhandha.think.spelling import key
from tests.think._rules import read


@pytest.mark.parametrize(("a", "b"), [
    ("साफ़", "साफ"), ("ज़्यादा", "ज्यादा"), ("ਫ਼ੋਨ", "ਫੋਨ"), ("ਖ਼ਰਚਾ", "ਖਰਚਾ"),
    ("एन्ट्री", "एंट्री"), ("हिन्दी", "हिंदी"), ("सम्पूर्ण", "संपूर्ण"),
])
def test_spellings_with_and_without_a_silent_mark_are_one_key(a, b):
    assert key(a) == key(b)


@pytest.mark.parametrize("word", ["अन्न", "सम्मान", "अन्य"])
def test_a_half_nasal_before_its_own_letter_or_a_semivowel_stays(word):
    assert "\u094d" in key(word)


def test_an_entry_word_spelt_with_a_half_nasal_names_no_one():
    r = read("कालची गॅसची एन्ट्री काढून टाका, तो सिलेंडर शेजारच्याने भरला, आपला नाही", lang="marathi",
             now="2027-01-21T10:00:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.counterparty, c.new_counterparty, c.kind, c.on) == ("cancel", None, None, "expense", "2027-01-20")
