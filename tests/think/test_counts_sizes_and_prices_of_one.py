"""Numbers beside goods: a model's code, a size, a count, a price of one and the total each have their place
(docs/reading-guide.md, "Amounts in context")."""

from __future__ import annotations

import pytest

from tests.think._rules import P, S, U, read


@pytest.mark.parametrize(("text", "lang", "kind", "rupees", "qty"), [
    # the goods' name, sizes and grade between the supplier and the count; the bill is their value
    ("ಮಹಾಲಕ್ಷ್ಮಿ ಪ್ಲೈವುಡ್ ಏಜೆನ್ಸೀಸ್ ಇಂದ ಗ್ರೀನ್‌ಪ್ಲೈ 18mm BWP 8x4 ಶೀಟ್ 20 ಬಂತು, ಬಿಲ್ 58,000, 21 ದಿನದಲ್ಲಿ ಕೊಡಬೇಕು",
     "kannada", P, 58000, 20),
    # goods that came from a supplier, counted after their name, then their value
    ("Sharada Furnitures inda Godrej 4 door wardrobe 2 bandide 46,000, 30 dinadalli kodbeku", "kannada", P, 46000, 2),
    # "650 la ek": 650 for each of the 12; "che" after a unit is "of", never six
    ("Diwali che 500 gram che box 12 vikle, 650 la ek", "marathi", S, 7800, 12),
    # a short code in capitals and its number name the goods (RCH 659 cotton seed, an HP 680 cartridge)
    ("kal sandhyakali RCH 659 kapus biyanyache 6 packet vikle 860 la ek, rokh", "marathi", S, 5160, 6),
    ("HP 680 cartridge 2 ammanu 950 chappuna", "telugu", S, 1900, 2),
    # "one piece" said after a sum makes it the price of each
    ("HP 680 cartridge 3 vithen 850 oru piece GPay", "tamil", S, 2550, 3),
    ("Kulkarni sirana A4 rim 2 dile, 290 cha ek, udhaar", "marathi", U, 580, None),
])
def test_the_value_is_the_count_times_the_price_or_the_bill(text, lang, kind, rupees, qty):
    r = read(text, lang=lang)
    assert r.intent == "record" and r.confident, r
    x = r.records[0]
    assert (x.kind, x.amount_paise) == (kind, rupees * 100)
    if qty is not None:
        assert x.qty == qty


def test_money_that_came_for_jobs_counted_is_takings():
    for text, lang in (("innu 23 parcel book cheythu, 3,450 kitti", "malayalam"),
                       ("આજે 4 ડિસ્પ્લે બદલ્યા, 6,400 આવ્યા", "gujarati")):
        r = read(text, lang=lang)
        assert [x.kind for x in r.records] == [S], (text, r)


def test_goods_that_came_are_still_stock_bought():
    r = read("Frooti 200ml 12 piece aaye, 240 ka", lang="hinglish")
    assert [x.kind for x in r.records] == [P], r


def test_capitalised_words_ending_in_a_firm_word_name_the_firm_not_the_goods():
    r = read("muttai 10 tray Namakkal Egg Traders kitta vaanginen 1,850, naalaiku kudukkaren", lang="tamil")
    assert [(x.kind, x.counterparty) for x in r.records] == [(P, "Namakkal Egg Traders")], r


@pytest.mark.parametrize(("text", "lang"), [
    ("ಲೋರಿಯಲ್ ಪ್ರಾಡಕ್ಟ್ಸ್ ತಗೊಂಡೆ ಏಳೆಂಟು ಸಾವಿರ ಆಯ್ತು", "kannada"),  # seven or eight thousand
    ("சாமான் வாங்கினேன் ஏழெட்டு ஆயிரம் ஆச்சு", "tamil"),
    ("maal liya kuch hazaar ka", "hinglish"),  # some thousands
])
def test_some_thousands_is_asked_never_a_thousand(text, lang):
    r = read(text, lang=lang)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "approximate_amount", r


def test_a_thousand_alone_is_still_a_thousand():
    assert [x.amount_paise for x in read("maal liya hazaar ka", lang="hinglish").records] == [100000]


def test_goods_counted_one_by_one_then_one_sum_on_credit_are_one_entry():
    r = read("സാംസങ് 25W ചാർജർ ഒന്ന്, ടൈപ്പ് സി കേബിൾ 3, അനീഷിന് 1,650 കടം", lang="malayalam")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("udhaar_given", 165000, "അനീഷ്")], r


def test_a_gujarati_rate_after_a_correction_is_no_sum_taken_back():
    # "35 na bhave" is "at 35 each"; after a change was made, the sale is still a sale, not a change of it
    from dhandha.reading import Correction, Reading
    last = Reading("correct", correction=Correction(action="amend", via="bank", amount_paise=500000,
                                                     new_counterparty="Shree Ram Agency"))
    r = read("20 litre na jar 40 vechya 35 na bhave, 1,000 GPay baki rokda", lang="gujarati", last=last)
    assert r.intent == "record" and [(x.kind, x.amount_paise) for x in r.records] == [(S, 140000)], r


def test_a_tamil_printers_firm_keeps_its_name_without_the_ending():
    r = read("சிவகாசி பிரிண்டர்ஸ்ல இருந்து நோட்டு ஸ்டாக் வந்தது 12,400 30 நாள்ல கொடுக்கணும்", lang="tamil")
    assert [(x.kind, x.counterparty) for x in r.records] == [(P, "சிவகாசி பிரிண்டர்ஸ்")], r


def test_a_kannada_price_for_a_box_multiplies_the_boxes():
    r = read("monne Reynolds 045 pen 10 box maaride, box ge 95, bardilla", lang="kannada")
    assert [(x.kind, x.amount_paise) for x in r.records] == [(S, 95000)], r


def test_the_farmer_said_before_a_punjabi_name_is_his_trade():
    r = read("ਕਿਸਾਨ ਗੁਰਮੀਤ ਤੋਂ ਪਿਆਜ਼ ਦੀਆਂ 25 ਬੋਰੀਆਂ ਲਈਆਂ 21000 ਦੀਆਂ, ਅੱਧੇ ਦੇ ਦਿੱਤੇ ਅੱਧੇ ਬਾਅਦ ਵਿੱਚ", lang="punjabi")
    assert {x.counterparty for x in r.records} == {"ਗੁਰਮੀਤ"}, r
