"""A shop's day in Tamil, Telugu, Kannada and Malayalam (typed in their scripts or romanized): the words a
careful munshi reads without asking, the counts and model numbers that are never sums, and the few
things that are asked instead of written (guide: amounts, amounts in context, names, corrections)."""

from __future__ import annotations

import pytest

from dhandha.think.promises import due_date

from ._rules import P, R, S, U, read, rows

E, T = "expense", "transfer"


@pytest.mark.parametrize(("text", "lang", "want"), [
    # sale, give and fare words as owners type them
    ("சாயங்காலம் விற்பனை 3,100, அதுல 1200 GPay", "ta", [(S, 3100, None)]),
    ("വൈകുന്നേരം വിൽപന 3,940, അതിൽ 1,500 GPay", "ml", [(S, 3940, None)]),
    ("காலைல மாலை, பூ விற்றது 2,750", "ta", [(S, 2750, None)]),
    ("chaya kadi 60", "ml", [(E, 60, None)]),
    ("ഗ്യാസ് സിലിണ്ടർ 1,880", "ml", [(E, 1880, None)]),
    ("ఆటో కిరాయి 200", "te", [(E, 200, None)]),
    ("auto ku 100", "ta", [(E, 100, None)]),
    ("Karthik anna GPay pannitaru 3,200", "ta", [(R, 3200, "Karthik")]),
    ("Prasad garu 1500 icchaaru", "te", [(R, 1500, "Prasad")]),
    # the milkman is a supplier; the mason's title is no part of his name; the cook's word is a trade
    ("பால்காரருக்கு 900 குடுத்தேன்", "ta", [(P, 900, None)]),
    ("పాలవాడికి 900 ఇచ్చాను", "te", [(P, 900, None)]),
    ("Selvam mestri ku 10 kg white cement, 4 inch aani kadan 560", "ta", [(U, 560, "Selvam")]),
    ("ಅಡುಗೆ ಶಿವುಗೆ ವಾರದ ಸಂಬಳ 3,500 ಕೊಟ್ಟೆ", "kn", [(E, 3500, "ಶಿವು")]),
    # the owner's own money between cash and bank
    ("ATM lo 10,000 teesanu", "te", [(T, 10000, None)]),
    ("బ్యాంక్ లో 30,000 cash deposit చేశాను", "te", [(T, 30000, None)]),
    # firms named in Latin, with "from" after a hyphen
    ("Chennai Mobile Spares kitta 12 battery vaanginen 4,800, adutha vaaram kudukkanum", "ta",
     [(P, 4800, "Chennai Mobile Spares")]),
    ("Kerala Mobile World-il ninnu 10 tempered glass um 5 battery um vangi, 3,850, pinne kodukkam", "ml",
     [(P, 3850, "Kerala Mobile World")]),
    ("Nandini booth ಇಂದ 60 ಲೀಟರ್ ಹಾಲು ತಂದೆ, 2,640", "kn", [(P, 2640, None)]),
    # flowers are goods, not a name with a case ending
    ("ಮಲ್ಲಿಗೆ ಕನಕಾಂಬರ ಮಾರಾಟ 1,850", "kn", [(S, 1850, None)]),
    # a market named before the goods, and "all together" with the sum
    ("மாட்டுத்தாவணி மார்க்கெட்ல மல்லி 5 கிலோ, ரோஜா எல்லாம் சேர்த்து 3,400க்கு வாங்கினேன்", "ta", [(P, 3400, None)]),
    # the money said to have landed in a bank is how it was paid
    ("Venkatesh garu GPay chesaru 780, Axis lo vachindi", "te", [(R, 780, "Venkatesh")]),
    # a part paid now: the customer's credit and the payment
    ("ராஜா அண்ணன் 50 சாப்பாடு பார்சல் ஆர்டர், 4,000, 2,500 குடுத்தாரு மீதி நாளைக்கு", "ta",
     [(U, 4000, "ராஜா"), (R, 2500, "ராஜா")]),
    ("Redmi Note 13 back panel mati, 1,200, Anoop GPay cheythu", "ml", [(S, 1200, "Anoop")]),
])
def test_southern_shop_talk_is_written_as_said(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_a_count_before_the_goods_is_how_many_never_a_second_sum():
    r = read("ಮಂಜುನಾಥ್ ಗೆ 10 ಊಟ ಸಾಲ, 900", lang="kn")
    assert rows(r) == [(U, 900, "ಮಂಜುನಾಥ್")] and r.records[0].qty == 10


def test_one_said_in_words_before_the_sum_is_the_count():
    assert rows(read("ಮೈಸೂರು ಸಿಲ್ಕ್ ಸೀರೆ ಒಂದು 12,500 ಕ್ಕೆ ಮಾರಿದೆ, UPI", lang="kn")) == [(S, 12500, None)]


def test_a_size_code_and_a_wire_gauge_are_the_goods_not_sums():
    assert rows(read("Finolex 1.5 sq mm wire 2 coils అమ్మాను, 3,700 cash", lang="te")) == [(S, 3700, None)]
    r = read("TVS ಸ್ಕೂಟರ್ 90/90-12 ಟೈರ್ ಮಾರಿದೆ, 1,650 ಕ್ಯಾಶ್", lang="kn")
    assert rows(r) == [(S, 1650, None)], r


def test_brands_counted_in_a_list_are_goods_with_one_total():
    assert rows(read("Dolo 650 10 strips, Cetirizine 2 strips అమ్మాను, 360", lang="te")) == [(S, 360, None)]
    assert rows(read("రమేష్ electrician కి 10 switches, 2 MCB అప్పు, 1,450", lang="te")) == [(U, 1450, "రమేష్")]


def test_the_unit_said_again_before_a_sum_prices_one():
    r = read("மதியம் சாப்பாடு 85 plate, plate 80 ரூபாய்", lang="ta")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.partial[0].amount_paise == 680000, r


@pytest.mark.parametrize("text", ["ഉച്ചയ്ക്ക് ഊണ് 70 എണ്ണം, 90 രൂപ വെച്ച്", "மதியம் சாப்பாடு 85 plate, plate 80 ரூபாய்"])
def test_meals_counted_by_the_dozen_at_a_price_each_are_asked_not_an_expense(text):
    r = read(text, lang="ml" if "ഊണ്" in text else "ta")
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "ambiguous_kind", r


def test_the_shops_own_tea_counted_at_a_price_stays_an_expense():
    assert rows(read("ചായ 2 എണ്ണം, 10 രൂപ വെച്ച്", lang="ml")) == [(E, 20, None)]


def test_goods_bought_then_the_sum_handed_over_is_one_paid_purchase():
    r = read("Bethel Traders-ൽ നിന്ന് മൈദ 2 ചാക്ക് വാങ്ങി, 3,200 കൊടുത്തു", lang="ml")
    assert rows(r) == [(P, 3200, "Bethel Traders")] and r.records[0].on_credit is False, r


def test_the_payer_named_after_a_sale_with_no_sum_is_its_buyer():
    assert rows(read("Samsung M14 display maathunen 3,200, Karthik anna GPay pannitaru", lang="ta")) == [
        (S, 3200, "Karthik")]


@pytest.mark.parametrize(("text", "lang", "due"), [
    ("Sri Venkateswara Electricals నుండి 4 fans వచ్చాయి, 7,600, నెలాఖరుకు ఇవ్వాలి", "te", "2026-11-30"),
    ("Sree Durga Textiles Wholesale-ൽ നിന്ന് 14,200-ന്റെ മാൽ വന്നു, 20 ദിവസത്തിനുള്ളിൽ കൊടുക്കണം", "ml", "2026-12-15"),
])
def test_goods_from_a_supplier_to_be_paid_later_are_a_credit_purchase_with_its_due_day(text, lang, due):
    r = read(text, lang=lang)
    assert [x.kind for x in r.records] == [P] and r.records[0].on_credit and r.records[0].due == due, r


def test_the_months_end_is_its_last_day():
    assert due_date("eom", "2026-11-11T10:00:00+05:30") == "2026-11-30"
    assert due_date("eom", "2026-12-31T10:00:00+05:30") == "2026-12-31"
    assert due_date("eom", "2027-02-03T10:00:00+05:30") == "2027-02-28"


def test_a_southern_word_is_no_hindi_question():
    r = read("Chennai Mobile Spares kitta 12 battery vaanginen 4,800", lang="ta")
    assert r.intent == "record", r


@pytest.mark.parametrize(("text", "lang", "who", "kind"), [
    ("அந்த 1800 லாரி வாடகை, Sri Murugan Transport க்கு", "ta", "Sri Murugan Transport", E),
    ("ఆ 9,400 Sri Sai Pharma కి కట్టాను", "te", "Sri Sai Pharma", None),
])
def test_that_amount_and_whose_it_was_explains_the_bank_entry(text, lang, who, kind):
    r = read(text, lang=lang, booked=(1800, 9400))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == (who, kind), r.correction


def test_money_paid_to_a_flower_seller_is_never_explained_as_a_sale():
    r = read("ಆ 2500 ಗೌಡ ಫ್ಲವರ್ಸ್ ಗೆ, ಬೆಳಿಗ್ಗೆ ತಂದ ಹೂವಿನ ದುಡ್ಡು", lang="kn", booked=(2500,))
    assert r.correction is None or r.correction.new_kind != S, r


def test_what_was_left_of_last_months_account_is_old_dues():
    r = read("1350 vannathu Rajan chettan anu, kazhinja maasathe pacchakari bakki", lang="ml", booked=(1350,))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind, r.correction.old_dues) == ("Rajan", None, True)


def test_sent_and_came_in_kannada_name_the_payer_of_a_bank_credit():
    r = read("1200 ಬಂದಿದ್ದು ಸುಮಾ ಕಳಿಸಿದ್ದು, ಅವರದು ಹಳೆ ಬಾಕಿ 2000 ಇತ್ತು", lang="kn", booked=(1200,))
    assert r.intent == "correct" and r.correction is not None and r.correction.new_counterparty == "ಸುಮಾ", r
    assert rows(r) == [("opening_balance", 2000, "ಸುಮಾ")]


def test_a_payment_to_a_person_stays_asked():
    assert read("ரவிக்கு 900 குடுத்தேன்", lang="ta").intent == "clarify"


def test_one_said_after_a_count_prices_each():
    r = read("சரவணா ஸ்டோர்ஸ் ஹோல்சேல்-ல சர்க்கரை 50 கிலோ மூட்டை 2 வாங்கினேன், ஒன்று 2,150, பணம் கொடுத்து", lang="ta")
    assert rows(r) == [(P, 4300, "சரவணா ஸ்டோர்ஸ் ஹோல்சேல்")], r


def test_a_packs_size_before_the_count_is_not_the_count():
    r = read("இட்லி மாவு 1 கிலோ பாக்கெட் 12 விற்றேன், ஒன்று 70", lang="ta")
    assert [(x.kind, x.amount_paise) for x in r.records] == [(S, 84000)], r


def test_money_in_so_many_days_is_a_credit_purchase():
    r = read("காஞ்சி முருகன் சில்க்ஸ்-ல இருந்து 6 பட்டுப் புடவை வந்தது, ஒன்று 8,500, பணம் 30 நாளில்", lang="ta")
    assert rows(r) == [(P, 51000, "காஞ்சி முருகன் சில்க்ஸ்")] and r.records[0].on_credit, r
    assert r.records[0].due == "2026-12-25"


@pytest.mark.parametrize(("said", "rupees"), [
    ("ആയിരത്തി ഒരുനൂറ്റി എൺപത്", 1180),
    ("ആയിരത്തി നൂറ്റി എൺപത്", 1180),
    ("ஆயிரத்து நூறு", 1100),
    ("ಸಾವಿರದ ನೂರ ಎಂಬತ್ತು", 1180),
    ("പതിനയ്യായിരം", 15000),
    ("ഇരുപത്തയ്യായിരം", 25000),
])
def test_a_thousand_and_a_hundred_said_in_words_is_one_sum(said, rupees):
    from dhandha.think.numbers import find_amounts

    assert [a.paise for a in find_amounts(said)] == [rupees * 100]


@pytest.mark.parametrize(("text", "lang"), [
    ("నిన్న సాయంత్రం అమ్మకం 2,400 రాయడం మర్చిపోయాను", "te"),
    ("ഇന്നലെ വൈകുന്നേരം വിൽപന 5,300, എഴുതാൻ മറന്നു", "ml"),
    ("ನಿನ್ನೆ ಸಂಜೆ ಮಾರಾಟ 3,100 ಬರೆಯೋಕೆ ಮರೆತೆ", "kn"),
])
def test_a_sale_the_owner_forgot_to_write_is_written_on_its_day(text, lang):
    r = read(text, lang=lang)
    assert r.confident and rows(r)[0][0] == S and r.records[0].on == "2026-11-24", r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Biju-nu 10 number aani 2 kg, Fevicol 1kg, kadam 620", "ml", [(U, 620, "Biju")]),
    ("Bata ಚಪ್ಪಲಿ 7 ನಂಬರ್ 2 ಜೋಡಿ ಮಾರಿದೆ, 499 ರಂತೆ", "kn", [(S, 998, None)]),
    ("Ramesh 2 kg ari kadam 120", "ml", [(U, 120, "Ramesh")]),
])
def test_a_size_by_its_number_is_the_goods_and_the_marked_customer_keeps_the_credit(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_a_price_of_one_taken_back_with_a_new_total_changes_the_last_entry():
    from ._rules import last, rec

    r = read("இல்ல, 650 இல்ல, ஒன்று 750, மொத்தம் 3,000", lang="ta",
             last=last(rec(U, 2600, "செல்வி", item="மாலை", qty=4)))
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.amount_paise, r.correction.new_amount_paise) == (None, 300000), r.correction


def test_the_office_meals_were_taken_for_is_no_account():
    r = read("ரமேஷ் சார் அவங்க ஆபீஸுக்கு 25 மீல்ஸ் எடுத்துட்டு போனார், ஒன்று 120", lang="ta")
    assert r.clarify is not None and [(p.counterparty, p.amount_paise) for p in r.clarify.partial] == [
        ("ரமேஷ்", 300000)], r
