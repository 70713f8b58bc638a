"""A title before a name (Mrs, Mr, Dr, Shrimati, in every script) is not part of the account's name, so
"मिसेज़ अग्रवाल" and "अग्रवाल आंटी" are one person (docs/reading-guide.md, names)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("english", "Mrs D'Souza paid 500", "D'Souza"),
    ("hindi", "मिसेज़ अग्रवाल ने ५०० दिए", "अग्रवाल"),
    ("marathi", "मिसेस जोशींनी ५०० दिले", "जोशी"),
    ("gujarati", "મિસિસ શાહે ૫૦૦ આપ્યા", "શાહ"),
    ("punjabi", "ਮਿਸਿਜ਼ ਗਿੱਲ ਨੇ ੫੦੦ ਦਿੱਤੇ", "ਗਿੱਲ"),
    ("bengali", "মিসেস দত্ত ৫০০ টাকা দিলেন", "দত্ত"),
    ("odia", "ମିସେସ ଦାସ ୫୦୦ ଦେଲେ", "ଦାସ"),
    ("tamil", "திருமதி லதா 500 குடுத்தாங்க", "லதா"),
    ("telugu", "శ్రీమతి లక్ష్మి 500 ఇచ్చారు", "లక్ష్మి"),
    ("kannada", "ಶ್ರೀಮತಿ ಶಾರದ 500 ಕೊಟ್ಟರು", "ಶಾರದ"),
    ("malayalam", "മിസിസ് ജോസഫ് 500 തന്നു", "ജോസഫ്"),
])
def test_a_title_before_a_name_is_not_part_of_it(lang: str, text: str, name: str) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-10T10:00:00+05:30", language=lang))
    assert [(x.kind, x.counterparty) for x in r.records] == [("payment_received", name)], r
