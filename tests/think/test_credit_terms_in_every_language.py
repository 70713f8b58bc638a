"""A purchase whose money is to be paid a month (or a week) later, or that came on credit, is a purchase on
credit in all twelve languages; "a month later" is the same date next month (docs/reading-guide.md, "Old dues"
and "Dates")."""

from __future__ import annotations

import pytest

from dhandha.think.promises import due_date
from tests.think._rules import read

MONTH_ON = "2026-12-25"  # a month after the test clock's 25 Nov


@pytest.mark.parametrize(("lang", "text", "seller"), [
    ("pa", "ਗੋਇਲ ਟ੍ਰੇਡਰਜ਼ ਤੋਂ 20 ਬੈਗ ਪੁੱਟੀ ਆਈ, 9,600, ਪੈਸੇ ਮਹੀਨੇ ਬਾਅਦ ਦੇਣੇ", "ਗੋਇਲ ਟ੍ਰੇਡਰਜ਼"),
    ("hinglish", "Gupta Traders se 9600 ka maal aaya, paise mahine baad dene hain", "Gupta Traders"),
    ("hi", "गुप्ता ट्रेडर्स से 9,600 का माल आया, पैसे महीने बाद देने हैं", "गुप्ता ट्रेडर्स"),
    ("mr", "जोशी ट्रेडर्सकडून 9,600 चा माल आला, पैसे महिन्याने द्यायचे", "जोशी ट्रेडर्स"),
    ("gu", "પટેલ ટ્રેડર્સ પાસેથી 9,600 નો માલ આવ્યો, પૈસા મહિના પછી આપવાના", "પટેલ ટ્રેડર્સ"),
    ("bn", "গুপ্তা ট্রেডার্স থেকে ৯,৬০০ টাকার মাল এল, টাকা এক মাস পরে দেব", "গুপ্তা ট্রেডার্স"),
    ("or", "ମହାନ୍ତି ଟ୍ରେଡର୍ସରୁ 9,600 ର ମାଲ ଆସିଲା, ଟଙ୍କା ମାସେ ପରେ ଦେବି", "ମହାନ୍ତି ଟ୍ରେଡର୍ସ"),
    ("ta", "ராஜா டிரேடர்ஸ்ல இருந்து 9,600 க்கு சரக்கு வந்துச்சு, பணம் ஒரு மாசம் கழிச்சு கொடுக்கணும்", "ராஜா டிரேடர்ஸ்"),
    ("te", "లక్ష్మి ట్రేడర్స్ నుండి 9,600 సరుకు వచ్చింది, డబ్బులు నెల తర్వాత ఇవ్వాలి", "లక్ష్మి ట్రేడర్స్"),
    ("kn", "ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್ ಇಂದ 9,600 ಮಾಲು ಬಂತು, ದುಡ್ಡು ಒಂದು ತಿಂಗಳ ನಂತರ ಕೊಡಬೇಕು", "ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್"),
    ("ml", "ജോസ് ട്രേഡേഴ്സിൽ നിന്ന് 9,600 ന്റെ സാധനം വന്നു, പൈസ ഒരു മാസം കഴിഞ്ഞ് കൊടുക്കണം", "ജോസ് ട്രേഡേഴ്സ്"),
])
def test_paid_a_month_later_is_a_purchase_on_credit_due_then(lang, text, seller):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.amount_paise, x.on_credit, x.due) for x in r.records] == [
        ("purchase", seller, 960000, True, MONTH_ON)], r


@pytest.mark.parametrize(("lang", "text", "seller"), [
    ("mr", "जोशी ट्रेडर्सकडून 9,600 चा माल उधारीवर आला", "जोशी ट्रेडर्स"),
    ("or", "ମହାନ୍ତି ଟ୍ରେଡର୍ସରୁ 9,600 ର ମାଲ ଉଧାରରେ ଆସିଲା", "ମହାନ୍ତି ଟ୍ରେଡର୍ସ"),
    ("kn", "ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್ ಇಂದ 9,600 ಮಾಲು ಸಾಲಕ್ಕೆ ಬಂತು", "ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್"),
    ("hi", "गुप्ता ट्रेडर्स से 9,600 का माल उधार में आया", "गुप्ता ट्रेडर्स"),
    ("te", "లక్ష్మి ట్రేడర్స్ నుండి 9,600 సరుకు అప్పుగా వచ్చింది", "లక్ష్మి ట్రేడర్స్"),
    ("ml", "ജോസ് ട്രേഡേഴ്സിൽ നിന്ന് 9,600 ന്റെ സാധനം കടമായി വന്നു", "ജോസ് ട്രേഡേഴ്സ്"),
])
def test_goods_that_came_on_credit_are_a_purchase_on_credit(lang, text, seller):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.on_credit) for x in r.records] == [("purchase", seller, True)], r
    assert r.confident, r


@pytest.mark.parametrize(("now", "want"), [
    ("2026-11-25T10:00:00+05:30", "2026-12-25"),
    ("2026-01-31T10:00:00+05:30", "2026-02-28"),  # a shorter month: its last day
    ("2026-12-15T10:00:00+05:30", "2027-01-15"),
])
def test_a_month_later_is_the_same_date_next_month(now, want):
    assert due_date("a_month", now) == want


@pytest.mark.parametrize(("lang", "text"), [
    ("gu", "જલારામ એન્ટરપ્રાઇઝ પાસેથી 50 નંગ 1/2 ઇંચ બોલ વાલ્વ આવ્યા, 4,750 નું બિલ, 30 દિવસ ની ઉધારી"),
    ("hinglish", "Gupta Traders se 9600 ka maal aaya, 30 din ka udhaar"),
    ("en", "got stock from Gupta Traders for 9600, 30 days credit"),
    ("ta", "ராஜா டிரேடர்ஸ்ல இருந்து 9,600 க்கு சரக்கு வந்துச்சு, 30 நாள் கடன்"),
])
def test_days_of_credit_on_goods_bought_are_when_they_are_paid(lang, text):
    r = read(text, lang=lang)
    assert [(x.kind, x.on_credit, x.due) for x in r.records] == [("purchase", True, "2026-12-25")], r
