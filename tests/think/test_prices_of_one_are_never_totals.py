"""The price of one is never booked as the total (guide: amounts): several priced goods add up, a price with no
count it can be paired with is asked, and the words around it (paid, must pay by Monday, took) keep their meaning."""

from __future__ import annotations

import pytest

from ._rules import E, M, P, R, S, U, read, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("ഹാർബറിൽ നിന്ന് 25 കിലോ മത്തി 140 രൂപ നിരക്കിലും 10 കിലോ അയല 220 രൂപ നിരക്കിലും എടുത്തു, പൈസ കൊടുത്തു", "ml",
     [(P, 5700, None)]),
    ("50 किलो आलू 14 रुपये किलो और 20 किलो प्याज 30 रुपये किलो खरीदा", "hi", [(P, 1300, None)]),
    ("ଛତ୍ରବଜାରରୁ 40 କିଲୋ ଆଳୁ 18 ଟଙ୍କା କିଲୋ ଓ 10 କିଲୋ ପିଆଜ 35 ଟଙ୍କା କିଲୋରେ କିଣିଲି", "or", 1070),
])
def test_priced_goods_add_up_to_count_times_price(text, lang, want):
    r = read(text, lang=lang)
    if isinstance(want, int):
        assert [x.amount_paise for x in r.records] == [want * 100], r
    else:
        assert rows(r) == want and r.confident, r


@pytest.mark.parametrize(("text", "lang"), [
    ("आलू 14 रुपये किलो खरीदा", "hi"),
    ("Dolo 650 5 സ്ട്രിപ്പ് 30 രൂപ വീതം, Pan-D 2 സ്ട്രിപ്പ് 150 വീതം വിറ്റു", "ml"),
])
def test_a_price_of_one_without_its_count_asks_the_total(text, lang):
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "missing_amount", r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Nandini ghee 1 litre 2 tin maaride, 650 ondu", "kn", [(S, 1300, None)]),
    ("Cello Gripper ಪೆನ್ 5 ಬಾಕ್ಸ್ ತಂದೆ, 250 ರಂತೆ, ಕ್ಯಾಶ್ ಕೊಟ್ಟೆ", "kn", [(P, 1250, None)]),
    ("மல்லி 5 கிலோ வாங்கினேன், கிலோ 600, பணம் கொடுத்தாச்சு", "ta", [(P, 3000, None)]),
    # "at" opens the rate said after it: 25 kg is the count, 68 the price of one kilo
    ("sold 6 mm rod 25 kg at 68 per kg, cash", "en", [(S, 1700, None)]),
])
def test_a_price_of_one_times_the_count_said_before(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_paid_after_a_price_of_one_says_how_the_goods_were_paid():
    r = read("மல்லி 5 கிலோ வாங்கினேன், கிலோ 600, பணம் கொடுத்தாச்சு", lang="ta")
    assert r.records[0].on_credit is False


def test_goods_taken_and_paid_for_are_bought_not_cash_withdrawn():
    r = read("മാർക്കറ്റിൽ നിന്ന് 10 കിലോ അയല 220 രൂപ വീതം എടുത്തു, പൈസ കൊടുത്തു", lang="ml")
    assert [x.kind for x in r.records] == [P] and r.records[0].route is None, r


def test_the_weekday_the_shop_must_pay_by_is_the_due_date_not_the_entrys_day():
    r = read("శ్రీ దుర్గా ఏజెన్సీస్ నుండి సరుకు వచ్చింది, బిల్లు 9,300, వచ్చే సోమవారం కట్టాలి", lang="te")
    assert rows(r) == [(P, 9300, "శ్రీ దుర్గా ఏజెన్సీస్")]
    rec = r.records[0]
    assert rec.on is None and rec.on_credit and rec.due == "2026-11-30", rec


def test_a_clause_that_says_the_shop_must_give_takes_no_verb_from_the_one_before():
    r = read("ജയലക്ഷ്മി സിൽക്സിന് 25,000 കൊടുത്തു, അവർക്ക് പഴയ ബാക്കി 40,000 കൊടുക്കാനുണ്ടായിരുന്നു", lang="ml")
    assert rows(r) == [(M, 25000, "ജയലക്ഷ്മി സിൽക്സ്"), ("opening_balance", 40000, "ജയലക്ഷ്മി സിൽക്സ്")], r
    assert r.records[1].owes == "shop"


def test_their_gave_beside_all_cleared_is_their_payment():
    assert rows(read("Rambabu garu 1,600 ichesaru, clear ayipoyindi", lang="te")) == [(R, 1600, "Rambabu")]


def test_a_size_by_its_number_leaves_the_count_to_multiply():
    # "7 ನಂಬರ್" is the slippers' size (reader.py, specifications), so the two pairs at 499 each are 998
    r = read("Bata ಚಪ್ಪಲಿ 7 ನಂಬರ್ 2 ಜೋಡಿ ಮಾರಿದೆ, 499 ರಂತೆ", lang="kn")
    assert [(x.kind, x.amount_paise) for x in r.records] == [("sale", 99800)], r


def test_a_wage_and_credit_rows_are_unchanged():
    assert rows(read("ಹುಡುಗ ಶಿವುಗೆ ವಾರದ ಸಂಬಳ 2,500", lang="kn")) == [(E, 2500, "ಶಿವು")]
    assert rows(read("ರಾವ್ ಅವರಿಗೆ Paragon ಸ್ಲಿಪ್ಪರ್ 3 ಜೋಡಿ ಸಾಲ, 280 ರಂತೆ", lang="kn")) == [(U, 840, "ರಾವ್")]


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("Finolex 2.5 sqmm వైర్ 2 కాయిల్స్ 2,350 చొప్పున అమ్మాను", "te", [(S, 4700, None)]),
    ("gyarah sau ka ek carton sabun liya cash", "hinglish", [(P, 1100, None)]),
])
def test_a_wire_gauge_or_one_carton_is_no_price(text, lang, want):
    assert rows(read(text, lang=lang)) == want
