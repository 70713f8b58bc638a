"""Prices of one across several goods, market places before names, roles around names, and bare
"paid the money" (docs/reading-guide.md: amounts, names). The wordings are our own."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion

from ._rules import OB, E, P, R, S, U, last, read, rec, shape
from ._rules import lang_by_words as _lang

# 1. Several goods, each with its count and its price of one, are the sum of count x price; a price
#    without a count of its own is asked, never written as the total (guide: amounts).
PRICED_ITEMS = [
    ("मंडी से ४० किलो आलू १५ रुपये किलो और १० किलो प्याज़ ३० रुपये किलो लिया, नकद", [(P, 900.0, None)]),
    ("mandi se 30 kilo tamatar 20 rupaye kilo aur 5 kilo adrak 80 rupaye kilo liya", [(P, 1000.0, None)]),
    ("2 kilo cheeni 45 rupaye kilo aur chai patti 120 ki ek becha", "clarify:missing_amount"),
    ("पापलेट 4 किलो 600 ने विकले", [(S, 2400.0, None)]),
]


@pytest.mark.parametrize("text,want", PRICED_ITEMS)
def test_prices_of_one_multiply_their_own_counts(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# 2. A name right before a market ("Vashi mandi", "Crawford market") names the place: no account. A role
#    word before or after a name ("कारागीर संतोष", "गोपाल ग्वाले", "नाखवा सुरेश") is not part of it
#    (guide: names).
PLACES_AND_ROLES = [
    ("Azadpur mandi se 3 peti seb liya, 2,400 nakad", [(P, 2400.0, None)]),
    ("bought 20 kg onions from Crawford market 600 cash", [(P, 600.0, None)]),
    ("कारागीर रमेशला आठवड्याचा पगार 2,800 दिला", [(E, 2800.0, "रमेश")]),
    ("मोहन ग्वाले से 20 लीटर दूध आया, 1,000 का", [(P, 1000.0, "मोहन")]),
    ("बंदरावर नाखवा दिलीपकडून 20 किलो बांगडा घेतला, 2,000 रोख", [(P, 2000.0, "दिलीप")]),
]


@pytest.mark.parametrize("text,want", PLACES_AND_ROLES)
def test_markets_and_roles_are_not_names(text: str, want: object) -> None:
    r = read(text, lang=_lang(text))
    assert shape(r) == want, r


# 3. "that much", "utna", "तेवढीच" point at an amount; they are never a name.
def test_that_much_is_not_a_name() -> None:
    r = read("जाधवांची जुनी उधारी होती, तेवढीच 1,500", lang="marathi")
    assert shape(r) == [(OB, 1500.0, "जाधव")], r
    r = read("जुनी उधारी होती, तेवढीच 1,500", lang="marathi")
    assert all(x.counterparty != "तेवढीच" for x in r.records), r


# 4. "paid the money" with no amount is a payment whose amount is asked (Devanagari as in Latin script).
@pytest.mark.parametrize("text", ["सुरेशला पैसे दिले", "सुरेश को पैसे दिए", "Suresh ko paise de diye"])
def test_paid_the_money_asks_how_much(text: str) -> None:
    assert shape(read(text, lang=_lang(text))) == "clarify:missing_amount"


def test_ice_is_a_running_cost() -> None:
    assert shape(read("बर्फाचे 250 रुपये दिले", lang="marathi")) == [(E, 250.0, None)]




# 5. In a correction, a rate or a count said beside the new sum explains it; it is never the new sum
#    (guide: corrections).
@pytest.mark.parametrize("text,new", [
    ("नहीं 1200 नहीं 1300 था, भाव 65 का था", 1300),
    ("nahi 800 nahi 900 tha, rate 45 ka tha", 900),
    ("विक्री ३,९०० नाही, ३,२५० होती, 5 किलोच होतं", 3250),
])
def test_a_rate_beside_a_corrected_sum_is_not_the_sum(text: str, new: int) -> None:
    r = read(text, lang=_lang(text), last=last(rec(S, 1200)))
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.new_amount_paise == new * 100, r


def test_marathi_it_was_someone_else_moves_the_entry() -> None:
    r = read("कालची पाटील साहेबांची नोंद चुकीची आहे, ते पवार साहेब होते", lang="marathi",
             last=last(rec(U, 4600, "पाटील")))
    assert r.correction is not None, r
    c = r.correction
    assert (c.counterparty, c.new_counterparty, c.on, c.new_on) == ("पाटील", "पवार", "2026-11-24", None), r


# 6. "N wala" before a count of cartons or boxes names the product's pack; a carton is never priced at it.
@pytest.mark.parametrize("text,want", [
    ("Gupta Agencies se Parle-G 5 wala 3 carton aaya 1,700 ka", [(P, 1700.0, "Gupta Agencies")]),
    ("Good Day 10 wala 2 box aaya", "clarify:missing_amount"),
    ("Good Day 10 wala 5 packet becha", [(S, 50.0, None)]),
])
def test_a_pack_price_before_cartons_names_the_product(text: str, want: object) -> None:
    assert shape(read(text, lang=_lang(text))) == want


# 7. A sum said again in words right after its digits ("300 diye the, teen sau") is one movement.
@pytest.mark.parametrize("text,want", [
    ("Salim bhai ne 300 diye the, teen sau", [(R, 300.0, "Salim")]),
    ("Salim ne 500 diye, Raju 500", [(R, 500.0, "Salim"), (R, 500.0, "Raju")]),
])
def test_a_sum_said_again_in_words_is_one_movement(text: str, want: object) -> None:
    assert shape(read(text, lang="hinglish")) == want


# 8. While "625 or 204?" is open, a sum that is none of those, said with its own verb or person, is its own
#    movement; a bare sum among those offered answers (guide: open questions).
_TWO_SUMS = PendingQuestion(why="approximate_amount", partial=[rec(S, None)], options=[62500, 20400])


def test_another_sum_with_its_own_verb_does_not_answer_a_choice_of_sums() -> None:
    r = read("Mrs D'Souza took Telma 40 and Glycomet, total 1,140, put it on her account", lang="english",
             pending=_TWO_SUMS)
    assert not r.answers, r
    r = read("204", lang="english", pending=_TWO_SUMS)
    assert r.answers and shape(r) == [(S, 204.0, None)], r


# 9. "woh 3480 ... tha" with that sum in the books explains that entry (a bank debit), never a second one;
#    with no such sum it is a new entry (guide: bank entries).
def test_that_booked_sum_was_something_explains_it() -> None:
    r = read("woh 3480 BSES ka bijli bill tha", lang="hinglish", booked=(3480,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.amount_paise, r.correction.new_kind) == (348000, E), r
    assert shape(read("woh 3480 BSES ka bijli bill tha", lang="hinglish")) == [(E, 3480.0, None)]


# 10. A bank debit explained as a named supplier's bill is a payment to them, even when a word of the name is a
#     cost word elsewhere ("Sai Auto's bill": auto is a rickshaw fare).
def test_a_suppliers_bill_paid_from_the_bank_is_a_payment() -> None:
    r = read("the 12,000 that went out by NEFT today is Sai Auto's bill, paid in full", lang="english")
    assert r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == ("Sai Auto", "payment_made"), r


# 11. Goods someone brought and left are bought from them (on credit when payment is put off); money given for
#     goods is money in. A capitalised word only another language calls goods ("Pappu") is a name.
@pytest.mark.parametrize("text,want", [
    ("Pappu doodh wala 30 litre doodh de gaya, 50 rupaye litre, paise kal dunga", [(P, 1500.0, "Pappu")]),
    ("Raju 20 litre doodh de gaya, 1,000 ka", [(P, 1000.0, "Raju")]),
    ("Rajan 2 kilo cheeni ke 90 de gaya", [(R, 90.0, "Rajan")]),
])
def test_goods_left_by_someone_are_bought_from_them(text: str, want: object) -> None:
    assert shape(read(text, lang="hinglish")) == want


# 12. Words of the trade read as what they are: "bohni" is the day's first sale, "के भाव से" a price of one,
#     "हिसाब हफ्ते के आखिर में" a payment put off, "1L" after goods a pack's litres (never lakhs).
def test_trade_words_read_as_what_they_are() -> None:
    assert shape(read("subah ki bohni 900 cash", lang="hinglish")) == [(S, 900.0, None)]
    r = read("ठेकेदार रमेश को सीमेंट 20 बोरी 400 के भाव से उधार दी, 8,000", lang="hindi")
    assert shape(r) == [(U, 8000.0, "रमेश")], r
    r = read("मोहन से 50 लीटर दूध आया, 2,400 का, हिसाब हफ्ते के आखिर में", lang="hindi")
    assert shape(r) == [(P, 2400.0, "मोहन")] and r.records[0].on_credit, r
    r = read("Anil took 2 buckets of Apex 20L on credit, 4,150 per bucket", lang="english")
    assert [x.amount_paise for x in r.records] == [830000], r


def test_a_count_taken_back_is_not_the_entrys_sum() -> None:
    r = read("सोमवार को गोपाल का दूध 80 नहीं 85 लीटर था, 4080 का", lang="hindi", last=last(rec(P, 3840, "गोपाल")))
    assert r.correction is not None, r
    assert (r.correction.amount_paise, r.correction.new_amount_paise) == (None, 408000), r


# 13. While a purchase's amount is asked, a sale said with its own verb is its own movement (and the other way).
def test_a_trade_of_another_kind_does_not_answer_an_amount() -> None:
    asked = PendingQuestion(why="missing_amount", partial=[rec(P, None, "Sri Lakshmi")])
    r = read("sold 6 tins at 385 each", lang="english", pending=asked)
    assert not r.answers, r
    r = read("15,600", lang="english", pending=asked)
    assert r.answers and shape(r) == [(P, 15600.0, "Sri Lakshmi")], r


def test_how_the_one_named_before_was_paid_is_no_new_entry() -> None:
    assert shape(read("Ravi's salary was 9,000, gave him cash", lang="english")) == [(E, 9000.0, "Ravi")]


# 14. Marathi shop words: a firm's plural with "-ना" is "to them", "भरलं" pays a bill, "कॅश" is cash,
#     "फोनपे वर" is a mode (the part paid by UPI, not a second sale).
@pytest.mark.parametrize("text,want", [
    ("लाईट बिल 1,870 भरलं", [(E, 1870.0, None)]),
    ("संध्याकाळी अजून 2,100 ची विक्री, त्यातले 600 फोनपे वर", [(S, 2100.0, None)]),
    ("आज दुकानातले 12,000 कॅश बँकेत भरले", [("transfer", 12000.0, None)]),
])
def test_marathi_shop_words(text: str, want: object) -> None:
    assert shape(read(text, lang="marathi")) == want


def test_a_firms_plural_to_them_is_stripped() -> None:
    r = read("जोशी डिस्ट्रिब्युटर्सना आज 5,000 दिले", lang="marathi", roles={"जोशी डिस्ट्रिब्युटर्स": "supplier"})
    assert shape(r) == [("payment_made", 5000.0, "जोशी डिस्ट्रिब्युटर्स")], r


# 15. English word order: the capitalised words right after "took / sold" are goods, and a number ending them
#     before "for <price>" is the model's number; "they gave 30 days credit" is the terms of the bill before.
def test_a_model_number_before_its_price_is_not_an_amount() -> None:
    r = read("Rohan took Boat Airdopes 141 for 1,299 on credit", lang="english")
    assert shape(r) == [(U, 1299.0, "Rohan")], r


def test_credit_terms_after_a_bill_belong_to_it() -> None:
    r = read("Got 10 bags cement from Sri Lakshmi Traders, bill 4,000, they gave 15 days credit", lang="english")
    assert shape(r) == [(P, 4000.0, "Sri Lakshmi Traders")], r
    assert r.records[0].on_credit and r.records[0].due == "2026-12-10", r


# 16. With a pack's size and a count before a price "each", the count multiplies; a price per kilo with
#     another count beside the kilos is asked.
@pytest.mark.parametrize("text,want", [
    ("12 tubes of Fevicol 50g sold, 20 each", [(S, 240.0, None)]),
    ("5 kilo aalu aur 2 packet chips, 30 rupaye kilo becha", "clarify:missing_amount"),
])
def test_a_pack_size_is_not_the_count(text: str, want: object) -> None:
    assert shape(read(text, lang=_lang(text))) == want


# 17. An entry named by its sum and a new sum it should be made is a change of that entry, whatever happened in
#     between (goods came back); never a new entry.
def test_an_entry_named_by_its_sum_is_set_to_the_new_sum() -> None:
    r = read("कल बलवीर सिंह वाली 19,750 की एंट्री में से 10 बोरी वापस आ गईं, 15,800 कर दो", lang="hindi",
             last=last(rec(E, 1200)))
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.counterparty, c.amount_paise, c.new_amount_paise) == ("बलवीर सिंह", 1975000, 1580000), r
