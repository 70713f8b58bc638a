"""Words beside a name that are not the name (a trade, a customer's kind of business, a time, a place), and
a supplier's bill "to be paid in N days" said in every language (guide: names; amounts in context).

The wordings are our own; each row stands for a class of phrasing.
"""

from __future__ import annotations

import pytest

from ._rules import E, P, S, U, read, shape

# A trade or business word after a name is the person's role, never part of the name; alone it is no party.
ROLES = [
    ("hinglish", "Mohan thekedar ko 4 bori cement udhaar diya 1600 ka", [(U, 1600, "Mohan")]),
    ("hinglish", "tanker wale ko bhada 450 diya", [(E, 450, None)]),
    ("hinglish", "Irfan aadhati se 4 bori aloo liye 3200 ke udhaar", [(P, 3200, "Irfan")]),
    ("hi", "गुड्डू ढाबे वाले को दस किलो प्याज़ दिए तीन सौ के खाते में", [(U, 300, "गुड्डू")]),
    ("mr", "हॉटेलवाल्या जाधवांना १० किलो कांदे उधार, ४००", [(U, 400, "जाधव")]),
    ("ta", "முருகன் மேஸ்திரிக்கு 3 மூட்டை சிமெண்ட் கடன் 1200", [(U, 1200, "முருகன்")]),
    ("te", "హోటల్ రాముకి 10 కిలోల టమాటా అప్పు ఇచ్చాను 400", [(U, 400, "రాము")]),
]

# Times of day and "so far" / "till" are never names.
TIMES = [
    ("hi", "आज अब तक की बिक्री बाईस सौ", [(S, 2200, None)]),
    ("hi", "शाम तक तीन हज़ार का माल और बिका", [(S, 3000, None)]),
    ("gu", "સાંજનું વેચાણ ૪,૧૦૦", [(S, 4100, None)]),
]

# A firm's name with an ablative glued on ("-ru", "-madhun") is the firm; a market's name is a place.
FIRMS = [
    ("or", "ମହାଲକ୍ଷ୍ମୀ ଟ୍ରେଡର୍ସରୁ ଚିନି ଆଣିଲି ୧,୮୦୦, ନଗଦ ଦେଲି", [(P, 1800, "ମହାଲକ୍ଷ୍ମୀ ଟ୍ରେଡର୍ସ")]),
    ("or", "ସାହୁ ବାବୁଙ୍କ ଘରକୁ ୨୦ ପ୍ୟାକେଟ ମିଠା, ୧,୦୦୦ ଉଧାର", [(U, 1000, "ସାହୁ")]),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROLES + TIMES + FIRMS)
def test_words_beside_a_name_are_not_the_name(lang: str, text: str, want: object) -> None:
    assert shape(read(text, lang=lang)) == want


# A bill to be paid in N days is a purchase on credit with its due date (clock: Wednesday 25 Nov 2026).
DUE = [
    ("hinglish", "Ganesh Traders se maal aaya, bill 9,200, 15 din mein payment karna hai", "2026-12-10"),
    ("en", "Got 20 cartons from Bharat Agencies, invoice 12,400, to be paid within 30 days", "2026-12-25"),
    ("mr", "साई ट्रेडर्सकडून माल आला, बिल ८,४००, १५ दिवसांत द्यायचं", "2026-12-10"),
    ("gu", "જય અંબે ટ્રેડર્સ પાસેથી માલ આવ્યો, બિલ ૯,૬૦૦, ૩૦ દિવસમાં ચૂકવવાનું", "2026-12-25"),
]


@pytest.mark.parametrize(("lang", "text", "due"), DUE)
def test_a_bill_to_pay_in_days_is_a_purchase_on_credit(lang: str, text: str, due: str) -> None:
    r = read(text, lang=lang)
    assert r.confident and [x.kind for x in r.records] == [P]
    assert r.records[0].on_credit is True and r.records[0].due == due


# Goods brought from a market with cash: a purchase, never a sale, and the market is not a person.
@pytest.mark.parametrize(("lang", "text"), [
    ("mr", "मार्केट यार्डमधून कांदे आणले ३,२०० रोख दिले"),
    ("hi", "मंडी से आलू लाया दो हज़ार का नकद"),
    ("ta", "காந்தி மார்க்கெட்ல காய்கறி வாங்கினது மூவாயிரம் கேஷ் கொடுத்தேன்"),
])
def test_goods_brought_from_a_market_are_a_purchase(lang: str, text: str) -> None:
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [(P, None)] or r.intent == "clarify"


# "the N from X is ...": money that came from someone, explained; a bank credit, never a purchase from them.
def test_the_amount_from_someone_explains_a_bank_credit() -> None:
    r = read("the 2,100 from Shobha is for the rice she took on credit last month", lang="en")
    assert r.intent == "correct" and r.correction is not None
    c = r.correction
    assert (c.amount_paise, c.new_counterparty, c.via, c.new_kind, c.old_dues) == (210000, "Shobha", "bank", None, True)
