"""A running cost said with its hire or fare word: the word right before it (a tempo, a van, a lorry, a cart) is
what was hired, never an account, in every language (docs/reading-guide.md, "Kind and direction")."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("lang", "text", "rupees"), [
    ("hinglish", "tempo bhada 650 diya", 650),
    ("hi", "टेंपो भाड़ा 650 दिया", 650),
    ("mr", "टेम्पो भाडे 650 दिले", 650),
    ("gu", "ટેમ્પો ભાડું 650 આપ્યું", 650),
    ("pa", "ਟੈਂਪੂ ਦਾ ਭਾੜਾ 650 ਦਿੱਤਾ", 650),
    ("bn", "ভ্যান ভাড়া ৬৫০ দিলাম", 650),
    ("or", "ଗତକାଲି ଠେଲା ଭଡା 100 ଦେଇଥିଲି", 100),
    ("ta", "லாரி வாடகை 650 கொடுத்தேன்", 650),
    ("te", "ఆటో కిరాయి 650 ఇచ్చాను", 650),
    ("kn", "ಲಾರಿ ಬಾಡಿಗೆ 650 ಕೊಟ್ಟೆ", 650),
    ("ml", "ഓട്ടോ കൂലി 650 കൊടുത്തു", 650),
])
def test_the_vehicle_before_its_hire_is_no_account(lang, text, rupees):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("expense", rupees * 100, None)], r


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("hinglish", "Raju ko 6000 tankhwah di", "Raju"),
    ("mr", "राजूला 6000 पगार दिला", "राजू"),
    ("ta", "ராஜுக்கு 6000 சம்பளம் கொடுத்தேன்", "ராஜு"),
    ("hinglish", "Baldev ko tempo bhada 650 diya", "Baldev"),
])
def test_a_wage_or_hire_paid_to_someone_named_keeps_them(lang, text, who):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [("expense", who)], r
