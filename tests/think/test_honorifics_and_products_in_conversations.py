"""Readings the dev conversations showed wrong, each one a rule for a class of phrasing across languages.

Honorifics glued or apart are not part of a name, in every script and romanised, with their case endings.
Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.lang.phonetic import key

from ._rules import read, rows

P, M, R, U, S, E, O = "purchase", "payment_made", "payment_received", "udhaar_given", "sale", "expense", "opening_balance"

# (a) guide: names. The honorific after a name, apart or glued, and under its case ending, comes off.
HONORIFICS = [
    ("ঘোষবাবু ৫০০ দিলেন", "bn", [(R, 500, "ঘোষ")]),
    ("ঘোষবাবুকে ৫০০ টাকা ধার দিলাম", "bn", [(U, 500, "ঘোষ")]),
    ("Ghosh babu 500 dilen", "bn", [(R, 500, "Ghosh")]),
    ("সেন কাকিমা ৩০০ দিলেন", "bn", [(R, 300, "সেন")]),
    ("દેસાઈ સાહેબે ૯૦૦ આપી દીધા", "gu", [(R, 900, "દેસાઈ")]),
    ("દેસાઈ સાહેબને 700 ઉધાર આપ્યા", "gu", [(U, 700, "દેસાઈ")]),
    ("Mishra babu 600 dele", "or", [(R, 600, "Mishra")]),
    ("Pradhan nku 900 udhar deli", "or", [(U, 900, "Pradhan")]),
    ("Mishra babu nka purana 1,600 baki achi", "or", [(O, 1600, "Mishra")]),
    ("ମିଶ୍ର ବାବୁଙ୍କୁ 600 ଉଧାର ଦେଲି", "or", [(U, 600, "ମିଶ୍ର")]),
    ("Suma chechi 800 nte saadhanam kadam aayi eduthu", "ml", [(U, 800, "Suma")]),
    ("സുമ ചേച്ചിക്ക് 800 കടം കൊടുത്തു", "ml", [(U, 800, "സുമ")]),
    ("Rajan chettan-nu 1,100 kadam koduthu", "ml", [(U, 1100, "Rajan")]),
    ("Harjit paaji ne 2000 ditte", "pa", [(R, 2000, "Harjit")]),
    # Another language's honorific typed with a capital is a name here.
    ("Babu ne 500 diye", "hinglish", [(R, 500, "Babu")]),
]


@pytest.mark.parametrize("text,lang,want", HONORIFICS)
def test_honorifics_come_off_names(text: str, lang: str, want: list[tuple[str, float, str]]) -> None:
    r = read(text, lang=lang)
    assert rows(r) == want
    assert r.confident


def test_malayalam_chillu_names_sound_like_their_latin_spelling() -> None:
    assert key("രാജൻ") == key("Rajan")
    assert key("രാഹുൽ") == key("Rahul")
