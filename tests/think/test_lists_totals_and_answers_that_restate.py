"""Goods listed with their prices after "a", a total that does not add up, a count times a price that is exactly
the total, an advance for an order, and answers that restate the question's own words (docs/reading-guide.md,
"Amounts in context", "Open questions")."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec, rows


@pytest.mark.parametrize("text", [
    "sold a Redmi charger 450 and a type-C cable 150",
    "sold a charger 450 and a cable for 150",
])
def test_each_thing_sold_after_a_keeps_its_own_price(text):
    # "a Shelcal 500, 310 on her account" has its money apart; here every number follows its goods
    assert [(k, a) for k, a, _ in rows(read(text, lang="english"))] == [("sale", 450.0), ("sale", 150.0)]


def test_a_strength_after_a_is_still_the_products_when_the_money_is_said_apart():
    r = read("Mrs D'Souza took Vitamin D3 60K sachets 4 nos and a Shelcal 500, 310 on her account", lang="english")
    assert rows(r) == [("udhaar_given", 310.0, "D'Souza")]


@pytest.mark.parametrize(("text", "lang"), [
    ("paid 300 to Ravi, 200 to Mohan, 600 total", "english"),
    ("chai 40, samosa 60, total 120", "hinglish"),
])
def test_a_total_that_does_not_add_up_is_shown_for_a_yes_never_put_on_the_last_entry(text, lang):
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "not_sure", r


def test_a_total_that_adds_up_is_said_again_and_nothing_more():
    r = read("paid 300 to Ravi, 200 to Mohan, 500 total", lang="english")
    assert rows(r) == [("payment_made", 300.0, "Ravi"), ("payment_made", 200.0, "Mohan")]


def test_a_price_times_a_count_that_is_exactly_the_total_is_that_total():
    r = read("Jio 299 plan recharge for 3 customers, 897 cash", lang="english")
    assert [x.amount_paise for x in r.records] == [89700]


def test_an_advance_for_an_order_is_money_in_not_goods():
    r = read("Mishra ji ne 500 advance diye, 5 kilo laddoo ke order ke liye")
    assert [(x.kind, x.amount_paise, x.counterparty, x.item, x.advance) for x in r.records] == [
        ("payment_received", 50000, "Mishra", None, True)]


SALIM = PendingQuestion(why="old_dues", partial=[rec("payment_received", 600, "Salim")], kind="choose")


@pytest.mark.parametrize("text", ["it's his old dues from last month, he owed 600, now clear",
                                  "his old dues, he owed 600, now clear"])
def test_old_dues_restated_with_the_same_sum_answer_the_question(text):
    r = read(text, lang="english", pending=SALIM, last_party="Salim")
    assert r.answers and rows(r) == [("opening_balance", 600.0, "Salim"), ("payment_received", 600.0, "Salim")]


def test_someone_else_paying_old_dues_is_their_own_money():
    r = read("Ramesh paid his old dues 600", lang="english", pending=SALIM, last_party="Salim")
    assert not r.answers and rows(r) == [("payment_received", 600.0, "Ramesh")]


MALAI = PendingQuestion(why="ambiguous_direction", partial=[rec(None, 300, "Malai")])


def test_the_word_taken_for_a_name_answered_as_what_was_sold_is_a_sale_of_it():
    r = read("malai bechi thi, cash mila", pending=MALAI)
    assert r.answers and [(x.kind, x.amount_paise, x.counterparty, x.item) for x in r.records] == [
        ("sale", 30000, None, "Malai")]


def test_selling_to_the_person_asked_about_is_no_sale_of_the_name():
    r = read("Malai ko cheeni bechi thi, cash mila", pending=MALAI)
    assert not any(x.kind == "sale" and x.counterparty is None for x in r.records)


@pytest.mark.parametrize(("text", "kind"), [
    ("the 4500 that came on UPI this morning is from Rakesh Patil, he was clearing his old pending", None),
    ("the 7,800 that went out yesterday was to Shree Balaji for last month's pipe bill, that's cleared now",
     "payment_made"),
])
def test_old_pending_and_last_months_bill_are_old_dues_said_outright(text, kind):
    r = read(text, lang="english", now="2026-12-10T11:00:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    assert r.correction.old_dues and r.correction.new_kind == kind


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("धागा आणि बटणं अडीचशे रुपयांची रोख घेतली", "marathi", [("purchase", 250.0, None)]),  # thread and buttons
    ("ऑटो वाले को 80 दिए माल लाने के", "hindi", [("expense", 80.0, None)]),  # carrying the goods in
    ("auto wale ko 80 diye maal laane ke", "hinglish", [("expense", 80.0, None)]),
    ("पारले-जी 5 वाले 20 पैकेट बेचे, 100 रुपये", "hindi", [("sale", 100.0, None)]),
])
def test_tailoring_goods_carriage_and_a_biscuit_brand_are_no_people(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and not r.unplaced, r


def test_the_sum_one_named_by_its_amount_explains_the_bank_entry_as_the_goods_he_took():
    # "the 2,750 one is Kuldeep's; he took paint worth 2,750 yesterday and sent its money": a sale to him,
    # explaining the bank's credit, never money sent out to him
    r = read("2,750 वाला कुलदीप का है, उसने कल 2,750 का पेंट लिया था उसी के पैसे भेजे", lang="hindi", booked=(2750,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == ("कुलदीप", "sale")


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("श्रीराम डिस्ट्रिब्युटर्स कडून औषधं आली, बिल 9,240, 30 दिवसात द्यायचं", "marathi",
     [("purchase", 9240.0, "श्रीराम डिस्ट्रिब्युटर्स")]),
    ("ORS ची 5 पाकिटं विकली, 21 रुपयाला एक", "marathi", [("sale", 105.0, None)]),  # 21 each, five of them
    ("5 પેકેટ વેચ્યા, 21 રૂપિયાના એક", "gujarati", [("sale", 105.0, None)]),
    ("દુકાનનું ભાડું બાર હજાર ચૂકવ્યું", "gujarati", [("expense", 12000.0, None)]),
    ("ਗੁਰਪ੍ਰੀਤ ਪਾਜੀ ਨੂੰ ਫੇਰ 800 ਉਧਾਰ", "punjabi", [("udhaar_given", 800.0, "ਗੁਰਪ੍ਰੀਤ")]),  # "again"
])
def test_medicines_a_price_of_one_glued_to_rupees_paid_and_again(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and not r.unplaced, r


def test_a_bank_transfer_done_to_a_supplier_in_gujarati_is_paying_them():
    r = read("જય અંબે ટ્રેડર્સને 30,000 RTGS કર્યા", lang="gujarati", roles={"જય અંબે ટ્રેડર્સ": "supplier"})
    assert rows(r) == [("payment_made", 30000.0, "જય અંબે ટ્રેડર્સ")]


def test_gujarati_na_after_the_price_of_goods_taken_is_worth_not_no():
    last = read("Hiteshbhai e 500 aapya", lang="gujarati")
    r = read("દિપ્તીબેને 3 ડ્રેસ લીધા 3,600 ના, 2,000 આપ્યા બાકી આવતા અઠવાડિયે", lang="gujarati", last=last,
             last_party="Hitesh")
    assert r.intent in ("record", "record_many") and [x.amount_paise for x in r.records] == [360000, 200000], r
    r = read("1750 ના, 1570 હતા", lang="gujarati", last=read("Hiteshbhai e 1750 aapya", lang="gujarati"))
    assert r.intent == "correct" and r.correction is not None and r.correction.new_amount_paise == 157000


@pytest.mark.parametrize(("text", "lang", "modes"), [
    ("আজকের বিক্রি মোট ৯,৬০০, তার মধ্যে ৪,১০০ UPI বাকিটা ক্যাশ", "bengali", {"upi": 410000, "cash": 550000}),
    ("aaj ki bikri total 8750, jisme 3250 PhonePe pe, baaki cash", "hinglish", {"upi": 325000, "cash": 550000}),
])
def test_a_total_said_as_such_then_how_it_was_paid_is_one_sale_in_parts(text, lang, modes):
    r = read(text, lang=lang)
    assert [(x.kind, x.modes) for x in r.records] == [("sale", modes)] and not r.unplaced, r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Mitra babur purono 1,800 baki ache", "bengali", [("opening_balance", 1800.0, "Mitra")]),
    ("রেনল্ডস ০৪৫ পেন ২০টা বিক্রি হল, ১০ টাকা করে", "bengali", [("sale", 200.0, None)]),  # 045: the model
    ("கார்த்திக்குக்கு மறுபடியும் 500 கடன்", "tamil", [("udhaar_given", 500.0, "கார்த்திக்")]),  # "again"
])
def test_a_babus_dues_a_model_code_with_a_leading_zero_and_again(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and not r.unplaced, r


def test_romanised_bengali_relative_and_that_leave_nothing_unread():
    r = read("kal je 3000 eseche ota Ratan-da dilo, advance, porer saptaher order er jonno", lang="bengali")
    assert rows(r) == [("payment_received", 3000.0, "Ratan")] and r.records[0].advance and not r.unplaced, r


def test_all_six_pipes_returned_is_the_reason_not_every_entry():
    last = read("Sold six lengths of 4 inch PVC pipe, 1,650 cash", lang="english")
    r = read("And cancel yesterday's pipe sale, the customer returned all six pipes", lang="english", last=last)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.scope, r.correction.item, r.correction.kind) == ("one", "pipe", "sale")
    r = read("wipe all these entries, I'll start properly now", lang="english", last=last)
    assert r.correction is not None and r.correction.scope == "all"


NARESH = PendingQuestion(why="old_dues", partial=[rec("payment_received", 600, "Naresh")], kind="choose")


def test_old_dues_with_what_they_leave_answer_the_question():
    r = read("his old balance was 1,500, so 900 is still pending", lang="english", pending=NARESH, last_party="Naresh")
    assert r.answers and rows(r) == [("opening_balance", 1500.0, "Naresh"), ("payment_received", 600.0, "Naresh")]


def test_an_opening_balance_heading_makes_dues_whatever_they_were_for():
    r = read("opening bal: Sunil's office owes 1,800 for November tea", lang="english")
    assert [(x.kind, x.amount_paise, x.counterparty, x.owes) for x in r.records] == [
        ("opening_balance", 180000, "Sunil", "them")]


CIGARETTES = PendingQuestion(why="approximate_amount", partial=[rec("udhaar_given", None, "Ramesh", item="cigarettes")],
                             options=[65000, 70000])


def test_a_sum_not_offered_with_how_the_owner_knows_it_answers():
    r = read("680, I checked the slip", lang="english", pending=CIGARETTES, last_party="Ramesh")
    assert r.answers and rows(r) == [("udhaar_given", 680.0, "Ramesh")]


@pytest.mark.parametrize("text", ["Did a Jio 299 recharge for Karthik, he'll pay later",
                                  "Jio 299 recharge for Karthik, he will pay later"])
def test_a_service_done_for_someone_who_pays_later_is_credit_to_him(text):
    assert rows(read(text, lang="english")) == [("udhaar_given", 299.0, "Karthik")]


def test_a_bill_paid_while_someone_else_will_pay_stays_the_shops_cost():
    r = read("bijli bill 900 bhara, Ramesh kal dega")
    assert rows(r) == [("expense", 900.0, None)]


def test_did_at_the_start_of_a_real_question_still_asks():
    assert read("did Ramesh pay?", lang="english").intent == "query"


def test_the_bike_a_cost_was_for_is_nobodys_account():
    r = read("1800 wala petrol tha, delivery bike ka", booked=(1800,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_kind, r.correction.new_counterparty) == ("expense", None)
