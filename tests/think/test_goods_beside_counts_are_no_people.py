"""Unknown words where goods stand are the goods: never a person, never a word the reader could not place.

Each table is one general rule (docs/reading-guide.md, "Goods" and "When to ask"); the wordings are our own.
"""

from __future__ import annotations

import pytest

from ._rules import E, M, R, S, U, read, shape

# Words right after a count of goods (goods words may come between) or beside a product's rating are
# the goods counted: a person is named before the goods, and a rating ("9W") is no sum.
COUNTED = [
    ("english", "4 plastic chairs, 1,600", [(S, 1600, None)]),
    ("english", "2 commercial gas cylinders, 3,620", [(E, 3620, None)]),
    ("english", "Havells LED 12W tubelight 6 piece, 1,740", [(S, 1740, None)]),
    ("english", "Philips LED 9W bulb 10 piece, 990", [(S, 990, None)]),
]

# A word joined to goods by "of" or "की एक", a Latin brand in an Indian script before "के <count>", and
# a word after "<sum> ka" (what the sum was for) are the goods' own names.
NAMED = [
    ("english", "one tractor of sand sold, 4,200 cash", [(S, 4200, None)]),
    ("english", "two bags of putty sold 760", [(S, 760, None)]),
    ("hindi", "मौरंग की एक ट्रॉली बेची ६,५०० नकद", [(S, 6500, None)]),
    ("hindi", "Crocin Advance के 5 पत्ते बेचे, कुल 180", [(S, 180, None)]),
    ("hinglish", "Shalini ko 300 ka gajra udhaar", [(U, 300, "Shalini")]),
    ("hinglish", "Meena ko 450 ki chunri udhaar", [(U, 450, "Meena")]),
]

# ... while a name said before the count is still the person, and a sum after "ka" does not make one.
GUARDS = [
    ("hinglish", "gopal 5 kilo aata le gaya 200 ka, cash mil gaya", [(S, 200, "Gopal")]),
    ("english", "Sold 40 bags to Mehta Builders at 390 a bag, on credit", [(U, 15600, "Mehta Builders")]),
    ("hinglish", "Rajan ne 500 diye", [(R, 500, "Rajan")]),
]


@pytest.mark.parametrize("lang,text,want", COUNTED + NAMED + GUARDS)
def test_goods_where_goods_stand(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want, r
    assert r.confident, r.unplaced


# A late entry ("forgot to add", "लिखना भूल गया") changes nothing but the day; "from before I started" is old dues.
LATE = [
    ("english", "yesterday's evening counter was 2,340, forgot to add", [(S, 2340, None)]),
    ("hindi", "कल शाम की बिक्री ६८० थी लिखना भूल गया", [(S, 680, None)]),
    ("hinglish", "kal ki bikri 900 thi likhna bhool gaya", [(S, 900, None)]),
    ("marathi", "divsachi baki vikri 5270", [(S, 5270, None)]),
]


@pytest.mark.parametrize("lang,text,want", LATE)
def test_a_late_entry_is_read_whole(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want, r
    assert r.confident, r.unplaced


# "baaki" with a day still to come is a promise; the rest paid today is money moved.
def test_the_rest_paid_today_is_a_payment() -> None:
    r = read("Raju ko baaki 1600 de diye aaj subah", lang="hinglish", roles={"Raju": "supplier"})
    assert shape(r) == [(M, 1600, "Raju")]
    assert read("Salim 1600 baaki agle hafte dega", lang="hinglish").intent == "promise"


# Feminine plural forms of take and of the future "give": "साड़ियाँ लीं ..., बाकी अगले हफ्ते देंगी".
def test_feminine_plural_verbs() -> None:
    r = read("सुनीता भाभी ने ३ साड़ियाँ लीं ६,२०० की, २००० दिए बाकी अगले हफ्ते देंगी", lang="hindi")
    assert shape(r) == [(U, 6200, "सुनीता"), (R, 2000, "सुनीता")]


# A part of the sum before, said with "came" ("1200 of that came on GPay"), is how it was paid.
def test_a_part_that_came_by_upi_is_the_same_sale() -> None:
    assert shape(read("evening counter 2,870. 1200 of that came on GPay", lang="english")) == [(S, 2870, None)]


# Wages to labourers and a trip paid to a driver are running costs.
def test_wages_and_trips_are_expenses() -> None:
    assert shape(read("मज़दूरों की हफ्ते की मज़दूरी २४,५०० दी", lang="hindi")) == [(E, 24500, None)]
    assert shape(read("paid Ramu the tractor driver 800 for the trip", lang="english")) == [(E, 800, "Ramu")]


# Marathi: a known word in its oblique form before a case ending ("तेलाचा": of oil) is that word, never a
# name; a tin and copies are units; a vada-pav counted is goods (a snack alone still asks).
MARATHI = [
    ("तेलाचा डबा १५ लिटर २,१५० ला घेतला", [("purchase", 2150, None)]),
    ("मोरे मामांना ३० वडापाव उधार, ५४०", [(U, 540, "मोरे")]),
]


@pytest.mark.parametrize("text,want", MARATHI)
def test_marathi_goods_and_units(text: str, want: object) -> None:
    r = read(text, lang="marathi")
    assert shape(r) == want, r
    assert r.confident, r.unplaced


def test_a_snack_alone_still_asks() -> None:
    assert not read("३० वडापाव ५४०", lang="marathi").confident


# "के हिसाब से" is the price of one: with the count unread the sum is asked, never the price written as the total.
def test_a_rate_said_with_hisaab_is_the_price_of_one() -> None:
    assert shape(read("4 सूट पीस बेचे ११५० के हिसाब से", lang="hindi")) == [(S, 4600, None)]
    assert shape(read("दो सूट पीस बेचे ११५० के हिसाब से, नकद", lang="hindi")) != [(S, 1150, None)]


def test_cancel_in_devanagari_letters() -> None:
    assert read("कल वाली रमेश की ८२० की एंट्री कैंसल करो, उसने सामान लौटा दिया", lang="hindi").intent == "correct"


# Goods listed with no verb before a purchase from a named seller came from that seller too.
def test_goods_listed_before_a_seller_are_bought_from_him() -> None:
    r = read("2 bags maida 2,900 and 50 kg sugar 2,150 from Fernandes Traders, paid cash for both", lang="english")
    assert shape(r) == [("purchase", 2900, "Fernandes Traders"), ("purchase", 2150, "Fernandes Traders")]
    assert [x.on_credit for x in r.records] == [False, False]


# "We still owe X": what the shop owed before this day's entries.
def test_what_we_still_owe_is_an_opening_balance() -> None:
    r = read("We still owe Berger Paints Depot 15,600 on last week's bill", lang="english")
    assert shape(r) == [("opening_balance", 15600, "Berger Paints Depot")]
    assert r.records[0].owes == "shop"


# Flowers and garlands are goods: "50 phool" is a count, never a sum to ask about.
def test_flowers_are_counted_goods() -> None:
    assert shape(read("gulab ke 50 phool beche 500", lang="hinglish")) == [(S, 500, None)]


# "का पिछला १८,५०० बाकी है": what was owed from before the books, said with "पिछला" (the earlier).
def test_earlier_balance_words_are_old_dues() -> None:
    r = read("शर्मा फार्मा डिस्ट्रीब्यूटर्स का पिछला १८,५०० बाकी है, देना है", lang="hindi")
    assert shape(r) == [("opening_balance", 18500, "शर्मा फार्मा डिस्ट्रीब्यूटर्स")]
    assert r.records[0].owes == "shop"


# A thing owned, said after an Indian genitive ("मुन्ना की साइकिल", "Hero का चेन-सेट"), is goods; so are
# words after a count, its unit and "of"; a walk-in customer is a buyer nobody names.
@pytest.mark.parametrize("lang,text,want", [
    ("hindi", "मुन्ना की साइकिल में नया Hero का चेन-सेट डाला, 650 उधार", [(U, 650, "मुन्ना")]),
    ("english", "8 sets of passport photos this morning, 60 each", [(S, 480, None)]),
    ("english", "Sold a Bosch 12V 35Ah battery to a walk-in customer, 4,850 on UPI", [(S, 4850, None)]),
])
def test_owned_things_counted_sets_and_walk_ins(lang: str, text: str, want: object) -> None:
    r = read(text, lang=lang)
    assert shape(r) == want, r
    assert r.confident, r.unplaced


# Slices, sets and pairs are units: "cake slices" in a list under one total is goods, not a person.
def test_slices_and_sets_are_units() -> None:
    assert shape(read("Morning: 40 pav, 12 dozen khari, cake slices, total 1,860", lang="english")) == [(S, 1860, None)]


# A firm whose goods came ("X का माल") is the seller; a word marked "from" before it is where they came from.
@pytest.mark.parametrize("lang,text,firm", [
    ("hindi", "सूरत से अग्रवाल टेक्सटाइल्स का माल आया, ३२,४०० का बिल, ४५ दिन में देना है", "अग्रवाल टेक्सटाइल्स"),
    ("hinglish", "Surat se Agarwal Textiles ka maal aaya 32,400 ka", "Agarwal Textiles"),
])
def test_the_firm_whose_goods_came_is_the_seller(lang: str, text: str, firm: str) -> None:
    assert shape(read(text, lang=lang)) == [("purchase", 32400, firm)]


# Spoken Marathi's genitive "-चं" comes off a name like "-चे" does; "लिहा" (write it) is said to the bot.
@pytest.mark.parametrize("text,want", [
    ("देशमुख काकांचं नोव्हेंबरचं दुधाचं बिल २,६४० झालं, खात्यावर लिहा", [(U, 2640, "देशमुख")]),
    ("वारणा संघाकडून ५०० लिटर दूध घेतले १८,५०० दिले", [("purchase", 18500, "वारणा संघ")]),
])
def test_spoken_marathi_endings_and_cooperatives(text: str, want: object) -> None:
    r = read(text, lang="marathi")
    assert shape(r) == want, r
    assert r.confident, r.unplaced
