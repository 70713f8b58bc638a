"""What a number or a word in a sale or purchase is part of (docs/reading-guide.md, "Amounts",
"Amounts in context" and "Names"): "of which N on UPI" is how the total was paid, a grade code
(10:26:26) and a pack size (250 g) are no counts or sums, the word before a count of packs and a word
in a list of counted goods are goods, a person's own place acts on their account, and a change that
names an earlier day is about a written entry, not the open question.

Each table is one general rule; the wordings are our own.
"""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec


@pytest.mark.parametrize(("text", "lang", "total", "upi"), [
    ("aaj ki bikri 6,100 hui, usme 1,900 PhonePe pe aaye", "hinglish", 610000, 190000),
    ("आज की बिक्री 7,300, जिसमें 2,100 फोनपे पे आए", "hi", 730000, 210000),
    ("Counter sale 5,240, of which 1,800 on UPI", "en", 524000, 180000),
    ("આજનું વેચાણ ૪,૨૦૦, જેમાંથી ૧,૫૦૦ ગૂગલ પે પર આવ્યા", "gujarati", 420000, 150000),
    ("ਅੱਜ ਦੀ ਵਿਕਰੀ 5,600, ਜਿਸ ਵਿੱਚੋਂ 2,200 ਫੋਨਪੇ ਤੇ ਆਏ", "punjabi", 560000, 220000),
    ("आजची विक्री ६,३००, त्यापैकी २,४०० फोनपेवर आले", "marathi", 630000, 240000),
])
def test_of_which_n_by_upi_is_how_one_sale_was_paid(text, lang, total, upi):
    r = read(text, lang=lang)
    assert r.intent == "record" and r.confident, r
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", total, None)], r
    assert (r.records[0].modes or {}).get("upi") == upi, r


@pytest.mark.parametrize(("text", "lang"), [
    ("दोपहर बाद की काउंटर बिक्री 3,900", "hi"),
    ("dopahar baad ki bikri 3,900", "hinglish"),
])
def test_afternoon_is_a_time_not_a_buyer(text, lang):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", 390000, None)], r


@pytest.mark.parametrize(("text", "lang", "want"), [
    # a grade code names the goods: no sum, no clause break, the buyer stays with the verb
    ("गायकवाड १२:३२:१६ च्या ३ गोण्या घेऊन गेले, १,६०० ला एक", "marathi", "clarify:cash_or_credit"),
    ("19:19:19 ki 2 bori Rajan ko udhaar, 900 ki ek", "hinglish", [("udhaar_given", 180000, "Rajan")]),
    ("20-20-0 ki 4 bori Rajan ko udhaar di, 1,100 ki ek", "hinglish", [("udhaar_given", 440000, "Rajan")]),
    # a date written with dashes stays a date
    ("12-10-26 ko Rajan ne 500 diye", "hinglish", [("payment_received", 50000, "Rajan")]),
])
def test_a_grade_code_is_part_of_the_goods(text, lang, want):
    r = read(text, lang=lang)
    got = "clarify:" + r.clarify.why if r.intent == "clarify" and r.clarify else [
        (x.kind, x.amount_paise, x.counterparty) for x in r.records]
    assert got == want, r


@pytest.mark.parametrize(("text", "lang", "total", "qty"), [
    ("250 ગ્રામના કાજુ કતરીના 30 બોક્સ વેચ્યા, 280 નું એક", "gujarati", 840000, 30),
    ("500 gram ke 6 dabbe ghee beche, 350 ka ek", "hinglish", 210000, 6),
])
def test_a_pack_size_is_not_the_count(text, lang, total, qty):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty, x.qty) for x in r.records] == [("sale", total, None, qty)], r


@pytest.mark.parametrize(("text", "lang"), [
    ("मावा बर्फी के 3 डिब्बे और पेड़ा 1 किलो बेचे, 980 नकद", "hi"),
    ("ગાંઠિયાના 5 પેકેટ વેચ્યા, 250 રોકડા", "gujarati"),
])
def test_the_word_before_a_count_of_packs_is_the_goods_not_a_buyer(text, lang):
    r = read(text, lang=lang)
    assert all(x.counterparty is None for x in r.records), r
    assert [x.kind for x in r.records] == ["sale"], r


@pytest.mark.parametrize(("text", "lang", "kind"), [
    ("ਦੁੱਧ 20 ਲੀਟਰ ਤੇ ਦਹੀਂ 5 ਕਿਲੋ ਲਿਆ, ਕੁੱਲ 1,900, ਪੈਸੇ ਦੇ ਦਿੱਤੇ", "punjabi", "purchase"),
    ("chawal 10 kilo aur moong 5 kilo liya, 1,200 cash", "hinglish", "purchase"),
])
def test_a_word_in_a_list_of_counted_goods_is_goods(text, lang, kind):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [(kind, None)], r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("देशपांडे सरांच्या क्लासला ३ रीम, ८७०, उधारी", "marathi", "देशपांडे"),
    ("ਹਰਮਨ ਦੇ ਫਾਰਮ ਤੋਂ 50 ਕਿਲੋ ਮੁਰਗਾ ਆਇਆ, 7,000, ਪੈਸੇ ਹਫ਼ਤੇ ਬਾਅਦ ਦੇਣੇ", "punjabi", "ਹਰਮਨ"),
    ("शिंदे पाटील यांचे जुने ९,००० बाकी आहेत", "marathi", "शिंदे पाटील"),
])
def test_a_persons_own_place_or_honorific_genitive_is_their_account(text, lang, who):
    r = read(text, lang=lang)
    assert r.confident, r
    assert [x.counterparty for x in r.records] == [who], r


@pytest.mark.parametrize(("text", "lang", "due"), [
    ("Bought 30 kg dal from Jain Traders, 3,600, payment after 15 days", "en", "2026-12-10"),
    ("ਹਰਮਨ ਦੇ ਫਾਰਮ ਤੋਂ 50 ਕਿਲੋ ਮੁਰਗਾ ਆਇਆ, 7,000, ਪੈਸੇ ਹਫ਼ਤੇ ਬਾਅਦ ਦੇਣੇ", "punjabi", "2026-12-02"),
    ("ਗਰੇਵਾਲ ਟਰੇਡਰਜ਼ ਤੋਂ ਮਾਲ ਆਇਆ, ਬਿੱਲ 9,300, 15 ਦਿਨਾਂ ਚ ਦੇਣਾ", "punjabi", "2026-12-10"),
])
def test_stock_to_be_paid_later_is_a_credit_purchase_with_its_due_date(text, lang, due):
    r = read(text, lang=lang)
    assert [(x.kind, x.on_credit, x.due) for x in r.records] == [("purchase", True, due)], r


def test_a_change_naming_an_earlier_day_is_not_the_answer_to_the_open_question():
    open_q = PendingQuestion("missing_amount", [rec("purchase", None)])
    r = read("day before yesterday's bread was 1,250 not 1,150", lang="en", pending=open_q)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.on, r.correction.amount_paise, r.correction.new_amount_paise) == (
        "2026-11-23", 115000, 125000), r


def test_all_of_todays_entries_with_i_will_write_again_is_every_entry_not_a_twin():
    r = read("sab galat ho gaya, aaj ki saari entries mita do, dobara likhta hoon")
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.scope, r.correction.twin) == ("all", False), r


def test_a_named_customers_lunch_order_on_his_account_is_his_credit():
    r = read("Office lunch for Lyngdoh sir, 18 thalis at 120 each. Put it on his account, he pays at month end",
             lang="en")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("udhaar_given", 216000, "Lyngdoh")], r


def test_n_of_it_by_card_is_still_part_of_the_total():
    r = read("evening sales 6,140, 2,300 of it by card", lang="en")
    assert [(x.kind, x.amount_paise, x.modes) for x in r.records] == [("sale", 614000, {"card": 230000})], r
