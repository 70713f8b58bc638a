"""Goods received and paid later, and goods from someone, in any word order.

Each table is one general rule (docs/reading-guide.md); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import M, P, U, read, shape
from ._rules import lang_by_first_word as _lang

# (a) Goods received, paid later (guide: kind and direction), the deferral anywhere in the message: a purchase on credit.
#     Never a promise reading, never the supplier's promise to pay.
DEFERRED = [
    ("gupta ji se 2 peti tel aaya 3200 ka payment agle hafte", 3200, "Gupta"),
    ("payment agle hafte, gupta ji se 2 peti tel aaya 3200 ka", 3200, "Gupta"),
    ("balaji traders se 25000 ka maal aaya payment agle mahine", 25000, "Balaji Traders"),
    ("25000 ka maal aaya balaji traders se, paisa next week", 25000, "Balaji Traders"),
    ("got 3 boxes of soap from ravi agencies for 1800, will pay on friday", 1800, "Ravi Agencies"),
    ("got 6 cartons of juice from sai agencies 2400 will pay saturday", 2400, "Sai Agencies"),
    ("received 10 kg sugar from mohan for 420 will pay tomorrow", 420, "Mohan"),
    ("kishore se 6 bottle tel liya 900 ka baad mein dunga", 900, "Kishore"),
    ("verma ji se 5 kilo kaju mangaya 4000 ka kal de denge", 4000, "Verma"),
    ("paise baad me denge verma ji se 5 kilo kaju aaya 4000 ka", 4000, "Verma"),
    ("irfan bhai se 10 dabba maggi aaya 1200 ka payment monday ko", 1200, "Irfan"),
    ("lakshmi stores se 1800 ka saman aaya baad mein dunga", 1800, "Lakshmi Stores"),
    ("1800 ka saman aaya lakshmi stores se paise baad mein", 1800, "Lakshmi Stores"),
    ("40 kilo atta liya sharma ji se 1400 ka payment next week", 1400, "Sharma"),
    ("took 2 cartons of biscuits from anand for 640, will pay next week", 640, "Anand"),
    ("ramesh se 12 packet doodh aaya 720 ka paise kal denge", 720, "Ramesh"),
    ("deepak se 4000 ka maal aaya hai paise 15 tarikh ko denge", 4000, "Deepak"),
    ("राम ट्रेडर्स से 5 पेटी साबुन आई 2500 की, पैसे बाद में देंगे", 2500, "राम ट्रेडर्स"),
    ("शर्मा जी से 20 किलो आटा लिया 700 का, पैसे अगले हफ्ते", 700, "शर्मा"),
    ("पैसे अगले हफ्ते देंगे, गुप्ता जी से 3 बोरी चीनी आई 4500 की", 4500, "गुप्ता"),
    ("गुप्ता जी से 3 बोरी चीनी आई 4500 की पेमेंट अगले हफ्ते", 4500, "गुप्ता"),
    ("sohan se 8 peti cold drink aayi 2800 ki baad me de denge", 2800, "Sohan"),
    ("Nirmal Traders se 3 bori chana aaya 5400 ka paisa baad mein", 5400, "Nirmal Traders"),
    ("will pay monday, got 2 boxes of candles from sai agencies 800", 800, "Sai Agencies"),
]


@pytest.mark.parametrize("text,amount,who", DEFERRED)
def test_deferred_payment_for_goods_received_is_a_credit_purchase(text: str, amount: float, who: str) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == [(P, amount, who)], r
    assert r.records[0].on_credit is True, r
    assert r.confident, r
    assert not any(i.counterparty == who and i.what == "pay" for i in r.intentions), r


# ... a customer who takes goods and pays later is credit given, not a purchase.
CUSTOMER_PAYS_LATER = [
    ("ravi 2 kilo cheeni le gaya 90 ka paise kal dega", [(U, 90, "Ravi")]),
    ("Mohan kal 500 dega", "promise"),
]


@pytest.mark.parametrize("text,want", CUSTOMER_PAYS_LATER)
def test_customer_pays_later_is_not_a_purchase(text: str, want: object) -> None:
    r = read(text)
    assert shape(r) == want or (r.intent == "clarify" and want != "promise"), r


# (b) Goods FROM someone, whatever the word order (guide: kind and direction): a purchase with that party, honorifics off.
GOODS_FROM = [
    ("3 bori aata liya mishra ji se 2400 ka", [(P, 2400, "Mishra")]),
    ("mishra ji se 3 bori aata liya 2400 ka", [(P, 2400, "Mishra")]),
    ("2400 ka aata liya mishra ji se", [(P, 2400, "Mishra")]),
    ("10 kilo dal mangayi raju bhai se 950 ki", [(P, 950, "Raju")]),
    ("raju bhai se 10 kilo dal manga li 950 ki", [(P, 950, "Raju")]),
    ("5 peti ande aaye sonu se 900 ke", [(P, 900, "Sonu")]),
    ("sonu se 5 peti ande aaye 900 ke", [(P, 900, "Sonu")]),
    ("3000 ka tel mangaya gupta uncle se", [(P, 3000, "Gupta")]),
    ("20 kilo pyaaz aaye pappu se 600 ke", [(P, 600, "Pappu")]),
    ("2 tin ghee liye pandey ji se 1100 ka ek", [(P, 2200, "Pandey")]),
    ("6 bori chawal udhaar pe liye anil seth se 7200 ke", [(P, 7200, "Anil")]),
    ("bought 5 kg curd from ramu for 300", [(P, 300, "Ramu")]),
    ("took 5 kg paneer from ramu for 1500", [(P, 1500, "Ramu")]),
    ("took 3 boxes of matches from kavita for 150 on credit", [(P, 150, "Kavita")]),
    ("paid kavita 2000 and took 3 kg ghee from her for 1500 on credit", [(M, 2000, "Kavita"), (P, 1500, "Kavita")]),
    ("paid arjun stores 1000 and took 2 boxes of tea from them for 600 on credit",
     [(M, 1000, "Arjun Stores"), (P, 600, "Arjun Stores")]),
    ("2 पेटी तेल लिया गुप्ता जी से 3000 का", [(P, 3000, "गुप्ता")]),
    ("गुप्ता जी से 2 पेटी तेल मंगाया 3000 का", [(P, 3000, "गुप्ता")]),
    ("5 किलो घी आया वर्मा जी से 2750 का", [(P, 2750, "वर्मा")]),
    ("4 peti biscuit mangwaye bablu se 1600 ke", [(P, 1600, "Bablu")]),
]


@pytest.mark.parametrize("text,want", GOODS_FROM)
def test_goods_from_someone_in_any_order(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r
    for x in r.records:
        if x.kind == P and ("credit" in text or "udhaar" in text):
            assert x.on_credit is True, r


# Money (not goods) taken from someone is a loan, not stock: asked, never a purchase.
def test_money_from_someone_is_not_a_purchase() -> None:
    r = read("sardar ji se 2000 liye")
    assert r.intent == "clarify" or not r.confident, r
