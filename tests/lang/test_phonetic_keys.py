"""One person in two scripts has one phonetic key (dhandha/lang/phonetic.py)."""

from __future__ import annotations

import pytest

from dhandha.lang.phonetic import key


@pytest.mark.parametrize(("typed", "latin"), [
    ("ਸੰਧੂ", "Sandhu"),  # the tippi is Gurmukhi's nasal sign
    ("ਜੱਗੀ", "Jaggi"),  # the addak doubles the next letter
    ("ਗਿੱਲ", "Gill"),
    ("ਪੱਪੂ", "Pappu"),
    ("ਬਲਵਿੰਦਰ", "Balavindar"),
    ("रमेश", "Ramesh"),
    ("ರಮೇಶ್", "Ramesh"),
    ("কামাল", "Kamal"),
])
def test_a_name_in_its_own_script_keys_like_its_latin_spelling(typed, latin):
    assert key(typed) == key(latin)
