"""Glued honorifics and case endings come off; voice lists split at each new name.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import E, R, U, read, shape

# 4. Marathi honorifics with a glued case ending, separate or joined to the name (guide: names): both come off.
MARATHI_HONORIFIC = [
    ("सुमन ताईला 450 उधार दिले", [(U, 450, "सुमन")]),
    ("सुमनताईला 450 उधार दिले", [(U, 450, "सुमन")]),
    ("गणेश भाऊंनी 700 दिले", [(R, 700, "गणेश")]),
    ("गणेशभाऊंना 250 उधार दिले", [(U, 250, "गणेश")]),
    ("रेखा काकूला 380 उधार दिले", [(U, 380, "रेखा")]),
    ("शोभा मावशीकडून 600 मिळाले", [(R, 600, "शोभा")]),
    ("विजयदादाला 520 उधार दिले", [(U, 520, "विजय")]),
    ("suman taila 450 udhaar dile", [(U, 450, "Suman")]),
    ("কমলদাদাকে 300 ধার দিলাম", [(U, 300, "কমল")]),
    # a name that ends like a case ending stays whole
    ("कमला ने 500 दिये", [(R, 500, "कमला")]),
]


@pytest.mark.parametrize("text,want", MARATHI_HONORIFIC)
def test_glued_honorific_and_case_ending_come_off(text: str, want: object) -> None:
    lang = "mr" if "dile" in text or any("\u0900" <= ch <= "\u097f" for ch in text) and "दिये" not in text else None
    r = read(text, lang=lang or ("bengali" if "ধার" in text else "hinglish"))
    assert shape(r) == want, r


# 5. Voice lists with no commas (guide: several movements): a new name or cost word right after a finished item starts the
#    next movement; the kind words carry across. Without a kind word it is still asked (guide: kind and direction).
VOICE_LISTS = [
    ("nashta 45 petrol 300", [(E, 45, None), (E, 300, None)]),
    ("meena 800 udhaar rafiq 350 udhaar", [(U, 800, "Meena"), (U, 350, "Rafiq")]),
    ("gurpreet ko 300 udhaar salma ko bhi 150", [(U, 300, "Gurpreet"), (U, 150, "Salma")]),
    ("Ramesh 500 Suresh 300", "clarify:ambiguous_direction"),
]


@pytest.mark.parametrize("text,want", VOICE_LISTS)
def test_voice_lists_split_at_each_new_head(text: str, want: object) -> None:
    assert shape(read(text)) == want
