"""Words the blind conversations needed, each a general phrasing, not a sentence: days said as "within N
days" in Kannada, delete words, "both entries", "took and went", crates, bonuses, Bengali "I took"
(bought), a worker's salary named by whose it is, a Malayalam name said long before its ending, and a
kind word before a cancel word (docs/reading-guide.md, "Words")."""

from __future__ import annotations

import pytest

from tests.think._rules import E, P, last, read, rec, rows

FRI = "2026-11-20T10:00:00+05:30"


def test_a_kannada_bill_due_within_days_is_on_credit():
    r = read("ನಂದಿ ಫರ್ಟಿಲೈಸರ್ಸ್ ಇಂದ ಪೊಟ್ಯಾಶ್ 40 ಚೀಲ ಬಂತು, ಬಿಲ್ 70,000, 30 ದಿವಸದಲ್ಲಿ ಕೊಡಬೇಕು", lang="kannada", now=FRI)
    assert [(x.kind, x.amount_paise, x.on_credit, x.due) for x in r.records] == [
        ("purchase", 7000000, True, "2026-12-20")] and r.confident


@pytest.mark.parametrize(("text", "lang", "amount"), [
    ("ಇವತ್ತಿನ ಎಲ್ಲಾ ಎಂಟ್ರಿ ಡಿಲೀಟ್ ಮಾಡು", "kannada", None),
    ("ଗତକାଲିର 1,499 ଯିବା ଆସିବା ଦୁଇଟା ଏଣ୍ଟ୍ରି ହଟାଇ ଦିଅ, ପେମେଣ୍ଟ ଫେଲ୍ ହୋଇଥିଲା", "odia", 149900),
])
def test_every_entry_that_fits_is_cancelled_after_a_yes(text, lang, amount):
    r = read(text, lang=lang, now=FRI)
    assert r.correction is not None and (r.correction.action, r.correction.scope) == ("cancel", "all"), r
    assert r.correction.amount_paise == amount


def test_a_kind_word_before_the_cancel_word_names_the_entrys_kind():
    r = read("Saturday Redmi sale cancel pannu, customer phone return pannitaar, full refund kuduthutten",
             lang="tamil", now=FRI, last=last(rec("sale", 500)))
    assert r.correction is not None and (r.correction.action, r.correction.kind) == ("cancel", "sale")


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("dudh 10 litre nilam, 560 cash", "bengali", [(P, 560, None)]),
    ("ರೈತ ನಾರಾಯಣಸ್ವಾಮಿ ಇಂದ 80 ಕ್ರೇಟ್ ಟೊಮ್ಯಾಟೋ, ಕ್ರೇಟ್ 300, ಒಟ್ಟು 24,000, ಒಂದು ವಾರದಲ್ಲಿ ಕೊಡ್ತೀನಿ", "kannada",
     [(P, 24000, "ನಾರಾಯಣಸ್ವಾಮಿ")]),
    ("పనివాళ్ళకి దీపావళి బోనస్ నాలుగు వేలు ఇచ్చాను", "telugu", [(E, 4000, None)]),
    ("দোকানের ছেলে বাপির মাইনে ৪,৫০০ দিলাম", "bengali", [(E, 4500, "বাপি")]),
    ("কামালকে গাড়িভাড়া দিলাম ২,৭৫০, ওই BOI এর টা", "bengali", [(E, 2750, "কামাল")]),  # the van's fare, paid to him
])
def test_purchases_and_costs_said_in_everyday_words(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


def test_goods_taken_away_in_tamil_ask_cash_or_credit():
    r = read("கணேசன் 15 பெட்டி எடுத்துட்டு போனாரு, பெட்டி 520", lang="tamil")
    assert r.clarify is not None and r.clarify.why == "cash_or_credit"
    assert [x.amount_paise for x in r.clarify.partial] == [780000]


def test_a_malayalam_customer_who_bought_and_paid_part_owes_the_rest():
    r = read("ഷാജി ചേട്ടൻ 3 കിലോ ഹൽവ, 1 കിലോ ചിപ്സ് വാങ്ങി, 1,380. 1,000 തന്നു, ബാക്കി നാളെ", lang="malayalam")
    assert rows(r) == [("udhaar_given", 1380, "ഷാജി"), ("payment_received", 1000, "ഷാജി")] and r.confident, r


def test_credit_said_as_the_english_word_in_malayalam_script_makes_the_bill_due():
    r = read("ജോസഫ് ഏജൻസീസിൽ നിന്ന് 1 ഇഞ്ച് CPVC പൈപ്പ് 50 എണ്ണം എടുത്തു, 9,800, ക്രെഡിറ്റ്, 20 ദിവസത്തിനകം കൊടുക്കണം",
             lang="malayalam", now=FRI)
    assert [(x.kind, x.amount_paise, x.counterparty, x.on_credit) for x in r.records] == [
        ("purchase", 980000, "ജോസഫ് ഏജൻസീസ്", True)] and r.confident, r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("பழைய கணக்கு: கணேசன் 3,800 தரணும்", "tamil", "கணேசன்"),
    ("পুরনো হিসাব: মন্ডলবাবুর কাছে ৩,২০০ পাওনা", "bengali", "মন্ডল"),
    ("ପୁରୁଣା ବାକି: ବେହେରା ୨,୨୦୦ ଦେବା କଥା", "odia", "ବେହେରା"),
])
def test_an_old_account_heading_then_who_owes_is_their_old_dues(text, lang, who):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.owes) for x in r.records] == [("opening_balance", who, "them")], r
    assert r.confident


def test_old_dues_said_again_with_their_sum_answer_the_old_dues_question():
    from dhandha.reading import PendingQuestion
    p = PendingQuestion(why="old_dues", kind="choose", partial=[rec("payment_received", 1200, "Kavitha")])
    r = read("pazhaya baaki, 1,200 dhaan irundhuchu, ippo clear", lang="tamil", pending=p)
    assert r.answers and rows(r) == [("opening_balance", 1200, "Kavitha"), ("payment_received", 1200, "Kavitha")]


@pytest.mark.parametrize(("text", "lang", "rupees"), [
    ("ಶರ್ಟ್ ಪೀಸ್ 4 ಮಾರಿದೆ, 1,600", "kannada", 1600),
    ("ಚೂಡಿದಾರ್ 3 ಮಾರಿದೆ 2,250", "kannada", 2250),
    ("ಚೂಡಿದಾರ್ 3, 2,400 ಕ್ಕೆ ಮಾರಿದೆ", "kannada", 2400),
    ("சேலை 2 வித்தேன், 1,800", "tamil", 1800),
])
def test_a_count_after_the_goods_sold_is_not_the_sum(text, lang, rupees):
    r = read(text, lang=lang)
    assert rows(r) == [("sale", rupees, None)] and r.confident, r


def test_whoever_took_before_a_small_number_still_asks_the_amount():
    r = read("ರಮೇಶ್ 2 ತಗೊಂಡ, 900", lang="kannada")
    assert r.intent == "clarify"


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("কাল বিকেলে রুমা দেবী ১,৮৫০ টাকার ওষুধ নিয়েছেন, ১,০০০ দিয়েছেন, বাকি পরে দেবেন", "bengali",
     [("udhaar_given", 1850, "রুমা দেবী"), ("payment_received", 1000, "রুমা দেবী")]),
    ("ଦାସ ମାଉସୀ ୧,୪୦୦ ର ଔଷଧ ନେଲେ, ୮୦୦ ଦେଲେ, ବାକି ପରେ ଦେବେ", "odia",
     [("udhaar_given", 1400, "ଦାସ"), ("payment_received", 800, "ଦାସ")]),
    ("1 ಕೆಜಿ ಕೇಕ್, ಶ್ವೇತಾ ಮೇಡಂ 850 ಕೊಟ್ಟು ತಗೊಂಡ್ರು", "kannada", [("sale", 850, "ಶ್ವೇತಾ")]),
])
def test_goods_taken_and_paid_for_in_part_or_in_full(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("200 പേജ് നോട്ട്ബുക്ക് 20 എണ്ണം വിറ്റു, 900", "malayalam", [("sale", 900, None)]),
    ("வேஷ்டி 6 விற்றேன், 2,100", "tamil", [("sale", 2100, None)]),
    ("చార్జర్ 2 అమ్మాను, 700", "telugu", [("sale", 700, None)]),
    ("பார்வதி அம்மா 3 சேலை எடுத்தாங்க 4,500, 2,500 கொடுத்தாங்க மீதி அடுத்த வாரம்", "tamil",
     [("udhaar_given", 4500, "பார்வதி"), ("payment_received", 2500, "பார்வதி")]),
])
def test_sizes_and_counts_of_goods_sold_in_native_scripts(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


def test_a_list_of_medicines_sold_under_one_total_is_one_sale():
    r = read("Azithral 500 3 strips, Augmentin 625 2 strips అమ్మాను, మొత్తం 780", lang="telugu")
    assert rows(r) == [("sale", 780, None)] and r.confident, r


def test_goods_and_their_unit_before_the_sale_word_in_a_cancel_are_no_account():
    r = read("ಗುರುವಾರದ ಶರ್ಟ್ ಪೀಸ್ ವ್ಯಾಪಾರ ತೆಗೆದುಹಾಕು, ಅದು ತಪ್ಪು", lang="kannada", now=FRI, last=last(rec("sale", 500)))
    assert r.correction is not None
    assert (r.correction.action, r.correction.kind, r.correction.counterparty, r.correction.on) == (
        "cancel", "sale", None, "2026-11-19")


def test_goods_counted_out_to_a_firm_are_sold_to_it_and_what_it_paid_leaves_the_rest_owed():
    r = read("মিনিকেট চাল ২৫ কেজির বস্তা ২০ টা হালদার স্টোর্সকে দিলাম, ১৮,০০০ টাকা, ১০,০০০ দিল বাকিটা পরের সপ্তাহে",
             lang="bengali", now="2027-02-05T09:00:00+05:30")
    assert sorted(rows(r)) == [("payment_received", 10000, "হালদার স্টোর্স"), ("udhaar_given", 18000, "হালদার স্টোর্স")], r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("चक्की का पट्टा बदलवाया, मिस्त्री को 650 दिए", "hindi", [(E, 650, None)]),  # the mill's belt; the mechanic paid
    ("सुबह सुबह ठेले का पहिया ठीक करवाया 150", "hindi", [(E, 150, None)]),  # the cart's wheel got fixed
])
def test_something_of_the_shops_got_fixed_is_a_repair_paid_to_no_account(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


@pytest.mark.parametrize(("text", "lang"), [
    ("today recharges and sim 2,340 all cash", "english"),
    ("dhaga aur button 340 ke liye cash", "hinglish"),
])
def test_goods_sold_at_the_counter_are_nobodys_name(text, lang):
    r = read(text, lang=lang)
    recs = r.records + (r.clarify.partial if r.clarify else [])
    assert recs and all(x.counterparty is None for x in recs), r


@pytest.mark.parametrize(("text", "lang", "rupees"), [
    ("సాయంత్రం కలెక్షన్ 4,100, అందులో 1,300 ఫోన్ పే", "telugu", 4100),
    ("ಇವತ್ತು ಗಿರಣಿ ಕಲೆಕ್ಷನ್ 2,150", "kannada", 2150),
    ("today's collection 5,600", "english", 5600),
])
def test_the_days_collection_is_its_sales(text, lang, rupees):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", rupees * 100, None)], r


def test_saturday_typed_saniwar_is_a_day_not_a_name():
    r = read("saniwar nu Bittu ne 800 ditte si", lang="punjabi", now="2027-02-20T10:00:00+05:30")
    assert [(x.kind, x.counterparty, x.on) for x in r.records] == [("payment_received", "Bittu", "2027-02-13")], r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("Nitaben e 1,400 aapi didha, hisab puro", "gujarati", "Nita"),  # the account is settled: said, not a word to ask
])
def test_the_account_said_settled_after_a_payment_is_understood(text, lang, who):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [("payment_received", who)] and r.confident, r


@pytest.mark.parametrize(("text", "lang", "rupees"), [
    ("innaiku kallaa petti 4,350, 2,950 cash 1,400 GPay", "tamil", 4350),  # the cash box: part cash, part GPay
    ("walk in customers eye test and 3 frames total 4,850, 1,850 came on upi rest cash", "english", 4850),
])
def test_money_that_came_in_two_ways_from_nobody_named_is_the_counters_takings(text, lang, rupees):
    r = read(text, lang=lang)
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", rupees * 100, None)], r


def test_money_in_two_ways_from_a_named_person_is_still_asked():
    r = read("Ramesh 2000, 1000 cash 1000 GPay", lang="hinglish")
    assert r.intent == "clarify", r  # a named person's money may be his dues: which way and what for is asked
