"""Who owes, in many wordings; stock questions name goods, not people.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import read

# (f) Queries: who owes, in many wordings; stock of an item (never a balance: goods are not people).
WHO_OWES = [
    ("who all owe me money", "en"),
    ("list of people who owe money", "en"),
    ("show me everyone who owes me", "en"),
    ("who has pending dues", "en"),
    ("give me the list of customers who owe me", "en"),
    ("kaun kaun baaki hai", "hinglish"),
    ("kis kis pe udhaar hai", "hinglish"),
    ("kis kis se paise lene hai", "hinglish"),
    ("kis kis se paise lene baaki hai", "hinglish"),
    ("sab ka udhaar batao", "hinglish"),
    ("sabka baaki dikhao", "hinglish"),
    ("udhaar list dikhao", "hinglish"),
    ("kitne logo pe udhaar hai", "hinglish"),
    ("kaun kaun paise dena baaki hai", "hinglish"),
    ("किस किस पर उधार है", "hi"),
    ("किसके पैसे बाकी हैं", "hi"),
    ("सबका उधार बताओ", "hi"),
    ("कौन कौन बाकी है", "hi"),
    ("किस किस से पैसे लेने बाकी हैं", "hi"),
]


@pytest.mark.parametrize("text,lang", WHO_OWES)
def test_who_owes_in_many_wordings(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.counterparty) == ("who_owes", None), r


STOCK = [
    ("how much sugar is left", "en", "sugar"),
    ("how many soaps left", "en", "soaps"),
    ("how many eggs do we have left", "en", "eggs"),
    ("how many packets of maggi left", "en", "maggi"),
    ("stock of rice?", "en", "rice"),
    ("maggi ka stock kitna hai", "hinglish", "maggi"),
    ("cheeni kitni bachi hai", "hinglish", "cheeni"),
    ("tel kitna bacha", "hinglish", "tel"),
    ("dal kitni bachi", "hinglish", "dal"),
    ("kitne packet biscuit bache hain", "hinglish", "biscuit"),
    ("agarbatti kitni bachi hai", "hinglish", "agarbatti"),
    ("surf ka stock batao", "hinglish", "surf"),
    ("आटा कितना बचा है", "hi", "आटा"),
    ("चीनी का स्टॉक कितना है", "hi", "चीनी"),
    ("साबुन कितने बचे हैं", "hi", "साबुन"),
    ("मैगी का स्टॉक बताओ", "hi", "मैगी"),
    ("phenyl ka stock kitna hai", "hinglish", "phenyl"),
    ("डिटर्जेंट का स्टॉक कितना है", "hi", "डिटर्जेंट"),
    ("harpic ka stock batao", "hinglish", "harpic"),
]


@pytest.mark.parametrize("text,lang,item", STOCK)
def test_stock_questions_name_goods_not_people(text: str, lang: str, item: str) -> None:
    r = read(text, lang=lang)
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.counterparty) == ("stock", None), r
    assert r.query.item is not None and r.query.item.casefold() == item.casefold(), r


def test_a_person_balance_is_still_a_balance() -> None:
    r = read("sharma ji ka kitna baaki hai")
    assert r.query is not None and (r.query.query, r.query.counterparty) == ("balance", "Sharma"), r
