"""Old dues in all twelve languages: said with a past month, a name that is also a cost word, and a list under
"the old account:" (docs/reading-guide.md, "Old dues")."""

from __future__ import annotations

import pytest

from tests.think._rules import read

OB = "opening_balance"


@pytest.mark.parametrize(("lang", "text", "who", "rupees", "owes"), [
    ("en", "Mehta sir owes 2,350 from last month", "Mehta", 2350, "them"),
    ("en", "we owe Gupta Traders 12,000 from last month", "Gupta Traders", 12000, "shop"),
    ("en", "Ravi owes 900 from September", "Ravi", 900, "them"),
    ("hinglish", "Mehta ka pichhle mahine ka 2350 baaki hai", "Mehta", 2350, "them"),
    ("hinglish", "Ramesh pe pichle mahine ke 1200 baaki hain", "Ramesh", 1200, "them"),
    ("hi", "रमेश के पिछले महीने के 1500 बाकी हैं", "रमेश", 1500, "them"),
    ("mr", "सुरेशकडे मागच्या महिन्याचे 2,000 बाकी", "सुरेश", 2000, "them"),
    ("gu", "ગયા મહિનાના 2,000 હિતેશ પાસે બાકી", "હિતેશ", 2000, "them"),
    ("pa", "ਰਮੇਸ਼ ਵੱਲ ਪਿਛਲੇ ਮਹੀਨੇ ਦੇ 1200 ਬਾਕੀ", "ਰਮੇਸ਼", 1200, "them"),
    ("bn", "গত মাসের ২,০০০ সুমনের কাছে বাকি", "সুমন", 2000, "them"),
    ("or", "ରମେଶଙ୍କ ପାଖରେ ଗତ ମାସର 2,000 ବାକି", "ରମେଶ", 2000, "them"),
    ("ta", "முருகன் போன மாசத்து பாக்கி 2,000", "முருகன்", 2000, "them"),
    ("kn", "ರಾಮು ಹತ್ರ ಕಳೆದ ತಿಂಗಳ 1,500 ಬಾಕಿ ಇದೆ", "ರಾಮು", 1500, "them"),
])
def test_dues_from_a_past_month_are_old_dues(lang, text, who, rupees, owes):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.amount_paise, x.owes) for x in r.records] == [(OB, who, rupees * 100, owes)], r


@pytest.mark.parametrize("text", [
    "pichhle mahine Ramesh ko 500 udhaar diya",  # credit given then, dated
    "pichle mahine ki sale kitni hui",  # a question about the month
])
def test_a_past_month_alone_makes_no_old_dues(text):
    r = read(text)
    assert all(x.kind != OB for x in r.records), r


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("hi", "पूजा का पुराना 2,000 बाकी है", "पूजा"),
    ("hinglish", "puja ka purana 2000 baaki hai", "Puja"),
])
def test_a_cost_word_owning_old_dues_is_a_person(lang, text, who):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [(OB, who)], r


@pytest.mark.parametrize(("lang", "text"), [
    ("hi", "पूजा का खर्चा 500"),
    ("hi", "बिजली का पुराना बिल 2000 बाकी"),
])
def test_a_cost_word_without_old_dues_stays_a_cost(lang, text):
    r = read(text, lang=lang)
    assert [x.kind for x in r.records] == ["expense"], r


@pytest.mark.parametrize(("lang", "text", "them", "shop"), [
    ("pa", "ਪੁਰਾਣਾ ਹਿਸਾਬ: ਕੁਲਵਿੰਦਰ ਵੱਲ 3,400 ਬਾਕੀ, ਤੇ ਗੋਇਲ ਟ੍ਰੇਡਰਜ਼ ਦਾ 12,000 ਦੇਣਾ ਹੈ", "ਕੁਲਵਿੰਦਰ", "ਗੋਇਲ ਟ੍ਰੇਡਰਜ਼"),
    ("hinglish", "purana hisaab: Ramesh pe 3400 baaki, aur Gupta Traders ko 12000 dene hain", "Ramesh", "Gupta Traders"),
    ("hi", "पुराना हिसाब: रमेश पर 3,400 बाकी, और गुप्ता ट्रेडर्स को 12,000 देने हैं", "रमेश", "गुप्ता ट्रेडर्स"),
    ("en", "old dues: Ravi owes 3,400 and we owe Gupta Traders 12,000", "Ravi", "Gupta Traders"),
    ("mr", "जुना हिशोब: सुरेशकडे 3,400 बाकी, आणि जोशी ट्रेडर्सना 12,000 द्यायचे आहेत", "सुरेश", "जोशी ट्रेडर्स"),
    ("gu", "જૂનો હિસાબ: રમેશ પાસે 3,400 બાકી, અને પટેલ ટ્રેડર્સને 12,000 આપવાના છે", "રમેશ", "પટેલ ટ્રેડર્સ"),
    ("bn", "পুরনো হিসাব: রহিমের কাছে ৩,৪০০ পাওনা, আর গুপ্তা ট্রেডার্সকে ১২,০০০ দিতে হবে", "রহিম", "গুপ্তা ট্রেডার্স"),
    ("or", "ପୁରୁଣା ହିସାବ: ରମେଶଙ୍କ ପାଖରେ 3,400 ବାକି, ଆଉ ମହାନ୍ତି ଟ୍ରେଡର୍ସକୁ 12,000 ଦେବାକୁ ଅଛି", "ରମେଶ", "ମହାନ୍ତି ଟ୍ରେଡର୍ସ"),
    ("ta", "பழைய கணக்கு: முருகன் 3,400 பாக்கி, ராஜா டிரேடர்ஸுக்கு 12,000 கொடுக்கணும்", "முருகன்", "ராஜா டிரேடர்ஸ்"),
    ("te", "పాత లెక్క: రాము 3,400 బాకీ, లక్ష్మి ట్రేడర్స్ కి 12,000 ఇవ్వాలి", "రాము", "లక్ష్మి ట్రేడర్స్"),
    ("kn", "ಹಳೆ ಲೆಕ್ಕ: ರಾಮು 3,400 ಬಾಕಿ, ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್‌ಗೆ 12,000 ಕೊಡಬೇಕು", "ರಾಮು", "ಮಂಜುನಾಥ ಟ್ರೇಡರ್ಸ್"),
    ("ml", "പഴയ കണക്ക്: ഷാജി 3,400 തരാനുണ്ട്, ജോസ് ട്രേഡേഴ്സിന് 12,000 കൊടുക്കാനുണ്ട്", "ഷാജി", "ജോസ് ട്രേഡേഴ്സ്"),
])
def test_the_old_account_heads_a_list_of_old_dues(lang, text, them, shop):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.owes) for x in r.records] == [(OB, them, "them"), (OB, shop, "shop")], r


@pytest.mark.parametrize(("lang", "text"), [
    ("hi", "पूजा ने 1,200 दिए, रीना को 800 उधार, 2 साड़ी 3,400 में बेचीं"),
    ("hinglish", "Pooja ne 1200 diye, Reena ko 800 udhaar, 2 saree 3400 mein bechi"),
])
def test_goods_counted_and_sold_after_someones_money_are_nobodys(lang, text):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records][-1] == ("sale", None), r


def test_a_marathi_sale_to_a_clinic_is_a_sale_to_nobody_named():
    r = read("काल संध्याकाळी क्लिनिकला 1,850 चं सामान विकलं, रोख", lang="mr")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("sale", 185000, None)], r


@pytest.mark.parametrize(("lang", "text", "want"), [
    ("mr", "आजपासून वही सुरू. गोखले काकूंचं जुनं 1,350 येणं आहे. चितळे डेअरीचं 9,000 देणं आहे.",
     [(OB, "गोखले", 135000, "them"), (OB, "चितळे डेअरी", 900000, "shop")]),
    ("mr", "सविताताईंचं मागचं 1,500 बाकी होतं, आज त्यांनी 1,000 दिले",
     [(OB, "सविता", 150000, "them"), ("payment_received", "सविता", 100000, None)]),
    ("gu", "દિનેશભાઈ નું ગયા મહિના નું 2,400 બાકી છે", [(OB, "દિનેશ", 240000, "them")]),
    ("hi", "सुरेश डेयरी का 8,000 देना बाकी है पिछले महीने का", [(OB, "सुरेश डेयरी", 800000, "shop")]),
])
def test_old_dues_in_marathi_and_gujarati_words(lang, text, want):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty, x.amount_paise, x.owes) for x in r.records] == want, r


def test_old_dues_paid_off_to_a_dairy_in_marathi_is_a_payment():
    r = read("चितळे डेअरीला जुनं देणं 9,000 दिलं", lang="mr")
    assert [(x.kind, x.counterparty, x.amount_paise) for x in r.records] == [("payment_made", "चितळे डेअरी", 900000)], r
