"""A supplier's bill to be paid by a named date ("January 15 tak", "ಜನವರಿ 15 ರೊಳಗೆ", "15 ਜਨਵਰੀ ਤੱਕ") is a purchase on
credit due that day, in all twelve languages; the "by" word is never a name (docs/reading-guide.md, "Dates")."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("lang", "text"), [
    ("hinglish", "Gupta Traders se maal aaya 9600, January 15 tak dena hai"),
    ("hi", "गुप्ता ट्रेडर्स से 9,600 का माल आया, जनवरी 15 तक देना है"),
    ("en", "got goods from Gupta Traders for 9600, to pay by January 15"),
    ("mr", "जोशी ट्रेडर्सकडून 9,600 चा माल आला, 15 जानेवारी पर्यंत द्यायचे"),
    ("gu", "પટેલ ટ્રેડર્સ પાસેથી 9,600 નો માલ આવ્યો, 15 જાન્યુઆરી સુધીમાં આપવાના"),
    ("pa", "ਗੋਇਲ ਟ੍ਰੇਡਰਜ਼ ਤੋਂ 9,600 ਦਾ ਮਾਲ ਆਇਆ, 15 ਜਨਵਰੀ ਤੱਕ ਦੇਣਾ"),
    ("bn", "গুপ্তা ট্রেডার্স থেকে ৯,৬০০ টাকার মাল এল, ১৫ জানুয়ারির মধ্যে দিতে হবে"),
    ("or", "ମହାନ୍ତି ଟ୍ରେଡର୍ସରୁ 9,600 ର ମାଲ ଆସିଲା, ଜାନୁଆରୀ 15 ସୁଦ୍ଧା ଦେବାକୁ ହେବ"),
    ("ta", "ராஜா டிரேடர்ஸ்ல இருந்து 9,600 க்கு சரக்கு வந்துச்சு, ஜனவரி 15க்குள் கொடுக்கணும்"),
    ("te", "లక్ష్మి ట్రేడర్స్ నుండి 9,600 సరుకు వచ్చింది, జనవరి 15 లోపు ఇవ్వాలి"),
    ("kn", "ಶ್ರೀ ದುರ್ಗಾ ಎಂಟರ್\u200cಪ್ರೈಸಸ್ ನಿಂದ ಮೈದಾ 10 ಚೀಲ ಬಂತು, ಬಿಲ್ 13,800, ಜನವರಿ 15 ರೊಳಗೆ ಕೊಡಬೇಕು"),
    ("ml", "ജോസ് ട്രേഡേഴ്സിൽ നിന്ന് 9,600 ന്റെ സാധനം വന്നു, ജനുവരി 15 നുള്ളിൽ കൊടുക്കണം"),
])
def test_a_bill_due_by_a_named_day_is_a_credit_purchase_due_then(lang, text):
    r = read(text, lang=lang)
    assert [(x.kind, x.on_credit, x.due) for x in r.records] == [("purchase", True, "2027-01-15")], r


def test_money_moved_to_the_owners_own_account_in_telugu_is_bank_to_bank():
    r = read("Axis నుంచి 15,000 నా ICICI అకౌంట్ కి వేశాను", lang="te")
    assert [(x.kind, x.route) for x in r.records] == [("transfer", "bank_to_bank")], r
