"""Failure classes from held-out set 3, each pinned by a family of fresh wordings (not the held-out ones).

Every table is one general rule of UNDERSTANDING.md: different word orders, spellings, scripts, voice
style without punctuation, lowercase names. A class is fixed when its whole family reads right.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading

from ._rules import read, shape

P, M, R, U, S, E = "purchase", "payment_made", "payment_received", "udhaar_given", "sale", "expense"


def _lang(text: str) -> str:
    if any("\u0980" <= ch <= "\u09ff" for ch in text):
        return "bengali"
    if any("\u0900" <= ch <= "\u097f" for ch in text):
        return "hi"
    if text.split()[0].casefold() in _ENGLISH_START:
        return "en"
    return "hinglish"


_ENGLISH_START = frozenset({"got", "received", "took", "bought", "sold", "paid", "will", "mrs", "kamla"})


def _wrote(r: Reading) -> bool:
    return r.intent in ("record", "record_many")


# (a) Goods received, paid later (§5.5), the deferral anywhere in the message: a purchase on credit.
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


# (b) Goods FROM someone, whatever the word order (§5.1): a purchase with that party, honorifics off.
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


# (c) "N <unit> <item> P ka ek / P wala / P wali / P each / @P / P rs wale" multiplies, clause by clause.
UNIT_PRICE = [
    ("sabun 12 piece 30 wala becha", [(S, 360, None)]),
    ("12 sabun 30 wale beche", [(S, 360, None)]),
    ("biscuit 20 packet 10 wale beche aur namkeen 5 packet 20 wale", [(S, 200, None), (S, 100, None)]),
    ("6 bottle cold drink 40 ki ek becha", [(S, 240, None)]),
    ("chai patti 4 packet 120 ka ek beche", [(S, 480, None)]),
    ("sold 8 packets of maggi @ 14", [(S, 112, None)]),
    ("sold 10 soaps at 35 each and 4 shampoo bottles at 90 each", [(S, 350, None), (S, 360, None)]),
    ("10 packet doodh 30 rs wale beche", [(S, 300, None)]),
    ("maggi 24 packet 12 rs wale becha", [(S, 288, None)]),
    ("5 tin ghee 600 ka ek liya balaji traders se", [(P, 3000, "Balaji Traders")]),
    ("balaji traders se 5 tin ghee liya 600 wala", [(P, 3000, "Balaji Traders")]),
    ("2 dozen kele 60 wale beche aur 3 kilo seb 120 wale", [(S, 120, None), (S, 360, None)]),
    pytest.param("surf 3 packet 95 wala becha aur vim bar 5 piece 10 wali", [(S, 285, None), (S, 50, None)],
                 marks=pytest.mark.xfail(reason="'bar' is read as 'times' (2 bar): the item is lost, so it asks",
                                         strict=True)),
    ("sold 6 bottles of phenyl 55 each", [(S, 330, None)]),
    ("अगरबत्ती 6 पैकेट 20 वाली बेची", [(S, 120, None)]),
    ("साबुन 10 पीस 35 का एक बेचा और तेल 2 बोतल 150 की एक", [(S, 350, None), (S, 300, None)]),
    ("ramesh ko 5 packet biscuit 10 wale udhaar", [(U, 50, "Ramesh")]),
    ("pen 10 piece 5 rs wale becha aur copy 4 piece 40 wali", [(S, 50, None), (S, 160, None)]),
    ("becha detergent 2 packet 110 wala aur sabun 3 piece 25 wala", [(S, 220, None), (S, 75, None)]),
]


@pytest.mark.parametrize("text,want", UNIT_PRICE)
def test_unit_price_multiplies_per_clause(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r


# (d) Part paid to a supplier (§9.1): the goods on credit plus the payment, or the other layout.
def _partial_ok(r: Reading, total: float, paid: float, who: str) -> bool:
    layout1 = shape(r) == [(P, total, who), (M, paid, who)] and r.records[0].on_credit is True
    layout2 = shape(r) == [(P, paid, who), (P, total - paid, who)] and r.records[0].on_credit is not True \
        and r.records[1].on_credit is True
    return (layout1 or layout2) and r.confident


PARTIAL_TO_SUPPLIER = [
    ("raju se 4 peti tel aaya 1500 ki ek 3000 de diye baaki baad mein", 6000, 3000, "Raju"),
    ("balaji traders se 10000 ka maal aaya 4000 diye baaki udhaar", 10000, 4000, "Balaji Traders"),
    ("balaji traders se 10000 ka maal aaya, 4000 cash diye, baaki udhaar", 10000, 4000, "Balaji Traders"),
    ("bought stock worth 12000 from sai agencies, paid 5000, rest on credit", 12000, 5000, "Sai Agencies"),
    ("got 5 bags of rice from venkat at 1200 each paid 2000 rest on credit", 6000, 2000, "Venkat"),
    ("venkat se 5 bori chawal aaye 1200 ki ek 2000 diye baaki udhaar", 6000, 2000, "Venkat"),
    ("गुप्ता जी से 8000 का माल आया 3000 दिए बाकी उधार", 8000, 3000, "गुप्ता"),
    ("गुप्ता जी से 4 बोरी चीनी आई 2000 की एक, 5000 दे दिए, बाकी बाद में", 8000, 5000, "गुप्ता"),
    ("hanif bhai se 2 tin ghee aaya 2200 ka ek 1000 diye baki udhar", 4400, 1000, "Hanif"),
    ("shivam se 20 kilo kaju aaya 900 ka kilo 10000 de diye baaki udhaar", 18000, 10000, "Shivam"),
    ("kishan se 6000 ka maal liya 2500 cash diya baki baad me", 6000, 2500, "Kishan"),
    ("3 bori chawal aaye kishan se 1350 wali 2000 de diye baaki udhaar", 4050, 2000, "Kishan"),
    ("om traders se 9 peti sabun aayi 600 ki ek 3000 diye baaki baad me denge", 5400, 3000, "Om Traders"),
    ("2 bori cheeni mangayi pappu se 2100 ki ek 1500 de diye baaki udhaar", 4200, 1500, "Pappu"),
    pytest.param("paid 2000 to venkat for 5 bags rice worth 6000, rest on credit", 6000, 2000, "Venkat",
                 marks=pytest.mark.xfail(reason="payment said before the goods: asked (two amounts), not written",
                                         strict=True)),
]


@pytest.mark.parametrize("text,total,paid,who", PARTIAL_TO_SUPPLIER)
def test_part_paid_to_a_supplier(text: str, total: float, paid: float, who: str) -> None:
    r = read(text, lang=_lang(text))
    assert _partial_ok(r, total, paid, who), r


# (e) Goods taken by a named customer and the money received for them (§5.5): a sale to that buyer.
CASH_FOR_GOODS = [
    ("verma ji 2 kilo cheeni le gaye 90 ka paise mil gaye", [(S, 90, "Verma")]),
    ("pinky 3 packet maggi le gayi 42 ke upi se mil gaye", [(S, 42, "Pinky")]),
    ("gopal 5 kilo aata le gaya 200 ka cash mila", [(S, 200, "Gopal")]),
    ("gopal 5 kilo aata le gaya 200 ka, cash mil gaya", [(S, 200, "Gopal")]),
    ("ramu bhai 1 dozen ande le gaye 84 paise mil gaye", [(S, 84, "Ramu")]),
    ("ritu didi 2 sabun le gayi 70 ke gpay se aa gaye", [(S, 70, "Ritu")]),
    ("raju 1 kilo dal le gaya 120 ka nakad mila", [(S, 120, "Raju")]),
    ("anita 2 packet doodh le gayi 60 ke upi aa gaya", [(S, 60, "Anita")]),
    ("farhan 6 ande le gaya 42 ke paise de diye", [(S, 42, "Farhan")]),
    ("mrs dey took 2 packets of tea for 240, got cash", [(S, 240, "Dey")]),
    ("kamla took 1 kg ghee for 650, got the money on upi", [(S, 650, "Kamla")]),
    ("शर्मा जी 2 किलो चीनी ले गए 90 का, पैसे मिल गए", [(S, 90, "शर्मा")]),
    ("सुनीता 1 लीटर दूध ले गई 60 का नकद मिला", [(S, 60, "सुनीता")]),
    ("मीना आंटी 3 साबुन ले गईं 105 के यूपीआई से मिले", [(S, 105, "मीना")]),
    ("bittu 4 packet chips le gaya 80 ke cash mil gaya", [(S, 80, "Bittu")]),
    ("gupta aunty 2 litre tel le gayi 360 ka paisa mila", [(S, 360, "Gupta")]),
]


@pytest.mark.parametrize("text,want", CASH_FOR_GOODS)
def test_goods_taken_and_paid_is_a_sale(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r
    assert r.confident, r


# ... while money alone from a named person is a payment, and goods alone are asked.
CASH_GUARDS = [
    ("anita ka 60 mil gaya", [(R, 60, "Anita")]),
    ("anita 2 packet doodh le gayi 60 ke", "clarify:cash_or_credit"),
    ("gopal ne 200 diye", [(R, 200, "Gopal")]),
]


@pytest.mark.parametrize("text,want", CASH_GUARDS)
def test_cash_guards(text: str, want: object) -> None:
    assert shape(read(text)) == want


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


# (g) Money in with no visible sender (§10 ambiguous_kind): asked; a verb is never made a party.
UNKNOWN_SENDER = [
    ("phonepe pe 850 aaye naam nahi dikha", "hinglish"),
    ("upi se 1200 aaye pata nahi kisne bheje", "hinglish"),
    ("unknown number se 500 aaye gpay pe", "hinglish"),
    ("paytm pe 300 aaya kisi ka naam nahi aa raha", "hinglish"),
    ("1500 aaye upi pe naam nahi pata", "hinglish"),
    ("2100 gpay pe aaye naam dikh nahi raha", "hinglish"),
    ("naam nahi dikh raha 1100 aaye phonepe pe", "hinglish"),
    ("qr pe 250 aaye naam nahi dikh raha hai", "hinglish"),
    ("gpay par 640 aaye naam nhi dikh rha", "hinglish"),
    ("account me 3000 aaye pata nahi kisne dale", "hinglish"),
    ("received 700 on gpay, name not showing", "en"),
    ("got 400 on phonepe from an unknown number", "en"),
    ("700 came on gpay dont know who sent", "en"),
    ("गूगल पे पर 2000 आए, नाम नहीं दिख रहा", "hi"),
    ("यूपीआई से 650 आए पता नहीं किसने भेजे", "hi"),
    ("फोनपे पर 900 आए नाम नहीं दिख रहा है", "hi"),
    ("अनजान नंबर से 1200 आए", "hi"),
]


@pytest.mark.parametrize("text,lang", UNKNOWN_SENDER)
def test_money_in_from_an_unseen_sender_is_asked(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    assert not (_wrote(r) and r.confident), r
    assert r.intent == "clarify" and r.clarify is not None, r
    assert r.clarify.why in ("ambiguous_kind", "missing_counterparty"), r


# Never a party: verbs, auxiliaries and common words.
NOT_NAMES = frozenset({"dikh", "dikha", "raha", "rha", "gaya", "hai", "tha", "nahi", "pata", "naam", "aaya", "aaye",
                       "mila", "kisne", "number", "unknown", "lene", "ppl", "left", "stock"})


@pytest.mark.parametrize("text,lang", UNKNOWN_SENDER + [("naam nahi dikh raha", "hinglish"),
                                                        ("dikh raha hai 500", "hinglish")])
def test_common_words_never_become_a_party(text: str, lang: str) -> None:
    r = read(text, lang=lang)
    names = [x.counterparty for x in r.records + (r.clarify.partial if r.clarify else [])]
    names += [r.query.counterparty] if r.query else []
    assert not any(n and n.casefold() in NOT_NAMES for n in names), r


# (h) Marathi and Bengali honorifics with their endings and postpositions (§7): the name alone.
REGIONAL = [
    ("जाधव काकांनी 800 दिले", "mr", [(R, 800, "जाधव")]),
    ("पवार मामांनी 1200 दिले", "mr", [(R, 1200, "पवार")]),
    ("देशमुख काकांना 600 उधार दिले", "mr", [(U, 600, "देशमुख")]),
    ("शिंदे मामांना 400 उधार दिले", "mr", [(U, 400, "शिंदे")]),
    ("पाटीलकाकांनी 300 दिले", "mr", [(R, 300, "पाटील")]),
    ("गायकवाड काका 350 उधार", "mr", [(U, 350, "गायकवाड")]),
    ("कुलकर्णी काकांकडे किती बाकी आहे", "mr", ("balance", "कुलकर्णी")),
    ("जोशी मामांचे किती बाकी आहे", "mr", ("balance", "जोशी")),
    ("সুমন দা ৫০০ টাকা দিলেন", "bengali", [(R, 500, "সুমন")]),
    ("সুমন দাকে ৩০০ টাকা ধার দিলাম", "bengali", [(U, 300, "সুমন")]),
    ("রতন দা ২০০ টাকা দিল", "bengali", [(R, 200, "রতন")]),
    ("গোপাল দাকে ৪০০ টাকা বাকিতে দিলাম", "bengali", [(U, 400, "গোপাল")]),
    ("অমলদাকে ২৫০ টাকা ধার দিলাম", "bengali", [(U, 250, "অমল")]),
    ("করিম দার কাছে কত বাকি", "bengali", ("balance", "করিম")),
    ("বিশু দার কাছে কত টাকা বাকি আছে", "bengali", ("balance", "বিশু")),
    ("রহিমদার কাছে কত বাকি", "bengali", ("balance", "রহিম")),
    ("নিতাই দার কাছে কত পাওনা আছে", "bengali", ("balance", "নিতাই")),
    ("মিঠু দার কত বাকি আছে", "bengali", ("balance", "মিঠু")),
]


@pytest.mark.parametrize("text,lang,want", REGIONAL)
def test_regional_honorific_families(text: str, lang: str, want: object) -> None:
    r = read(text, lang=lang)
    if isinstance(want, tuple):
        assert r.intent == "query" and r.query is not None, r
        assert (r.query.query, r.query.counterparty) == want, r
    else:
        assert shape(r) == want, r
        assert r.confident, r
