"""The four commonest messages (credit given, a payment received, the day's sales, a bill paid), typed in
Latin letters the way owners of every language type them on a phone, read as in their own script
(docs/reading-guide.md, words)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker

CASES = [
    *[(lang, text, "udhaar_given", "Ramesh") for lang, text in [
        ("tamil", "Ramesh-ku 500 kadan"), ("telugu", "Ramesh ki 500 appu"), ("kannada", "Ramesh ge 500 saala"),
        ("malayalam", "Rameshinu 500 kadam"), ("marathi", "Ramesh la 500 udhar"), ("gujarati", "Ramesh ne 500 udhar"),
        ("punjabi", "Ramesh nu 500 udhaar"), ("bengali", "Ramesh ke 500 dhar"), ("odia", "Ramesh ku 500 udhar")]],
    *[(lang, text, "payment_received", "Ramesh") for lang, text in [
        ("tamil", "Ramesh 500 kuduthaan"), ("telugu", "Ramesh 500 icchadu"), ("kannada", "Ramesh 500 kottaru"),
        ("malayalam", "Ramesh 500 thannu"), ("marathi", "Ramesh ne 500 dile"), ("gujarati", "Ramesh e 500 aapya"),
        ("punjabi", "Ramesh ne 500 ditte"), ("bengali", "Ramesh 500 dilo"), ("odia", "Ramesh 500 dele")]],
    *[(lang, text, "sale", None) for lang, text in [
        ("tamil", "innaiku vyaparam 500"), ("telugu", "ee roju ammakam 500"), ("kannada", "ivattu vyapara 500"),
        ("malayalam", "innu kachavadam 500"), ("marathi", "aaj vikri 500"), ("gujarati", "aaje vechan 500"),
        ("punjabi", "ajj vikri 500"), ("bengali", "aaj bikri 500"), ("odia", "aaji bikri 500")]],
    *[(lang, text, "expense", None) for lang, text in [
        ("tamil", "current bill 500 kattinen"), ("telugu", "current bill 500 kattanu"),
        ("kannada", "current bill 500 kattide"), ("malayalam", "current bill 500 adachu"),
        ("marathi", "light bill 500 bharla"), ("gujarati", "light bill 500 bharyu"),
        ("punjabi", "bijli da bill 500 bhareya"), ("bengali", "current bill 500 dilam"),
        ("odia", "current bill 500 deli")]],
]


@pytest.mark.parametrize(("lang", "text", "kind", "who"), CASES)
def test_an_everyday_message_in_latin_letters_is_written_as_in_its_own_script(lang, text, kind, who) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-10T10:00:00+05:30", language=lang))
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [(kind, 50000, who)], r
    assert r.confident and not r.unplaced, r


@pytest.mark.parametrize(("lang", "text", "firm"), [
    ("tamil", "Murugan Traders-ku 3000 payment panninen", "Murugan Traders"),
    ("telugu", "Lakshmi Traders ki 3000 payment chesanu", "Lakshmi Traders"),
    ("kannada", "Lakshmi Traders ge 3000 payment madide", "Lakshmi Traders"),
    ("malayalam", "Lakshmi Traders nu 3000 payment cheythu", "Lakshmi Traders"),
    ("marathi", "Sharma Traders la 3000 payment kela", "Sharma Traders"),
    ("gujarati", "Sharma Traders ne 3000 payment karyu", "Sharma Traders"),
    ("punjabi", "Sharma Traders nu 3000 payment kitta", "Sharma Traders"),
    ("bengali", "Sharma Traders ke 3000 payment korlam", "Sharma Traders"),
    ("odia", "Sharma Traders ku 3000 payment kali", "Sharma Traders"),
    ("marathi", "शर्मा ट्रेडर्सला ३००० पेमेंट केले", "शर्मा ट्रेडर्स"),
    ("tamil", "முருகன் டிரேடர்ஸ்க்கு 3000 பேமெண்ட் பண்ணினேன்", "முருகன் டிரேடர்ஸ்"),
])
def test_payment_with_the_languages_own_do_verb_pays_the_firm(lang, text, firm) -> None:
    """"payment" + the language's "did" ("payment panninen", "पेमेंट केले") is the shop paying, as "payment kiya" is."""
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-10T10:00:00+05:30", language=lang))
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("payment_made", 300000, firm)], r


@pytest.mark.parametrize(("lang", "text"), [
    ("hinglish", "Sharma Traders se 5000 ka maal aaya, baad mein dena hai"),
    ("marathi", "Sharma Traders kadun 5000 cha maal aala, nantar dyayche"),
    ("tamil", "Murugan Traders kitta 5000 ku saamaan vanthuchu, aprom kudukkanum"),
    ("telugu", "Lakshmi Traders nunchi 5000 saruku vachindi, taruvata ivvali"),
    ("kannada", "Lakshmi Traders inda 5000 maal bantu, amele kodbeku"),
    ("malayalam", "Lakshmi Traders il ninnu 5000 nte saadhanam vannu, pinne kodukkanam"),
    ("gujarati", "Sharma Traders pasethi 5000 no maal aavyo, pachhi aapvana"),
    ("punjabi", "Sharma Traders ton 5000 da maal aaya, baad ch dena"),
    ("bengali", "Sharma Traders theke 5000 er maal elo, pore debo"),
    ("odia", "Sharma Traders ru 5000 ra maal asila, pare debi"),
])
def test_goods_from_a_firm_to_be_paid_later_are_a_purchase_on_credit(lang, text) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-10T10:00:00+05:30", language=lang))
    assert [(x.kind, x.amount_paise, x.on_credit) for x in r.records] == [("purchase", 500000, True)], r


@pytest.mark.parametrize(("lang", "text", "on"), [
    ("tamil", "nethu Ramesh-ku 500 kadan", "2026-12-09"), ("telugu", "ninna Ramesh ki 500 appu", "2026-12-09"),
    ("kannada", "ninne Ramesh ge 500 saala", "2026-12-09"), ("malayalam", "innale Rameshinu 500 kadam", "2026-12-09"),
    ("marathi", "kal Ramesh la 500 udhar", "2026-12-09"), ("gujarati", "gaikale Ramesh ne 500 udhar", "2026-12-09"),
    ("punjabi", "kal Ramesh nu 500 udhaar", "2026-12-09"), ("bengali", "kal Ramesh ke 500 dhar", "2026-12-09"),
    ("odia", "kali Ramesh ku 500 udhar", "2026-12-09"), ("telugu", "monna Ramesh ki 500 appu", "2026-12-08"),
    ("kannada", "monne Ramesh ge 500 saala", "2026-12-08"), ("malayalam", "minnanu Rameshinu 500 kadam", "2026-12-08"),
    ("marathi", "parva Ramesh la 500 udhar", "2026-12-08"), ("punjabi", "parson Ramesh nu 500 udhaar", "2026-12-08"),
    ("bengali", "porshu Ramesh ke 500 dhar", "2026-12-08"), ("tamil", "velli kizhamai Ramesh-ku 500 kadan", "2026-12-04"),
    ("telugu", "sukravaram Ramesh ki 500 appu", "2026-12-04"), ("gujarati", "shukravare Ramesh ne 500 udhar", "2026-12-04"),
])
def test_day_words_typed_in_latin_letters_date_the_entry(lang, text, on) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-10T10:00:00+05:30", language=lang))
    assert [(x.kind, x.counterparty, x.on) for x in r.records] == [("udhaar_given", "Ramesh", on)], r
