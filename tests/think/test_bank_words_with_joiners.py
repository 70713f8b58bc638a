"""A bank or UPI app named in the owner's script is recognised however the keyboard joined its letters.

Joiners only steer how letters are drawn; the reader drops them, so the words it looks for must be
compared without them too (docs/reading-guide.md, words).
"""

from __future__ import annotations

import pytest

from dhandha.think.banks import names_bank


@pytest.mark.parametrize("text", [
    "ఫోన్‌పే లో 500 వచ్చింది",  # PhonePe typed with a zero-width non-joiner, as Telugu keyboards do
    "ఫోన్పే లో 500 వచ్చింది",  # and without one
    "ಫೋನ್‌ಪೇ ಅಲ್ಲಿ 500 ಬಂತು",
    "హెచ్‌డీఎఫ్‌సీ లో 2,000",
    "अ‍ॅक्सिसमधून गेलेले 6,000",  # a zero-width joiner inside the bank's name
])
def test_a_bank_named_with_or_without_joiners_is_a_bank(text: str) -> None:
    assert names_bank(text)
