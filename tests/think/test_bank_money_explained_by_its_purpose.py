"""A bank entry explained with what it was for, in all twelve languages: money that went out for goods is a
purchase from the seller named "from" or "at" (never from the bank itself, never a sale); money that came in for
someone's goods is a sale to them (docs/reading-guide.md, "Bank entries")."""

from __future__ import annotations

import pytest

from tests.think._rules import read


def _said(text: str, lang: str) -> tuple[str | None, str | None, str | None]:
    r = read(text, lang=lang)
    if r.intent == "correct" and r.correction is not None:
        return r.correction.new_kind, r.correction.new_counterparty, r.correction.via
    assert r.via_bank and len(r.records) == 1, r
    return r.records[0].kind, r.records[0].counterparty, "bank"


@pytest.mark.parametrize(("lang", "text", "seller"), [
    ("mr", "आज अ‍ॅक्सिसमधून गेलेले 6,000 महालक्ष्मी फार्माकडून घेतलेल्या औषधांचे", "महालक्ष्मी फार्मा"),
    ("mr", "आज एचडीएफसीमधून गेलेले 7,800 व्यंकटेश फार्माकडून घेतलेल्या औषधांचे", "व्यंकटेश फार्मा"),
    ("hinglish", "aaj HDFC se gaye 7,800 Venkatesh Pharma se dawai li thi", "Venkatesh Pharma"),
    ("hi", "आज एचडीएफसी से गए 7,800 वेंकटेश फार्मा से दवाई ली थी", "वेंकटेश फार्मा"),
    ("en", "the 7,800 that went from HDFC today was medicines bought from Venkatesh Pharma", "Venkatesh Pharma"),
    ("gu", "આજે HDFC માંથી ગયેલા 7,800 વેંકટેશ ફાર્મા પાસેથી લીધેલી દવાના", "વેંકટેશ ફાર્મા"),
    ("bn", "আজ HDFC থেকে যে 7,800 গেল সেটা ভেঙ্কটেশ ফার্মা থেকে ওষুধ কিনেছিলাম", "ভেঙ্কটেশ ফার্মা"),
    ("or", "ଆଜି HDFC ରୁ ଯାଇଥିବା 7,800 ଭେଙ୍କଟେଶ ଫାର୍ମାରୁ ଔଷଧ କିଣିଥିଲି", "ଭେଙ୍କଟେଶ ଫାର୍ମା"),
    ("ta", "இன்னைக்கு HDFC-ல போன 7,800 வெங்கடேஸ்வரா பார்மாவுல மருந்து வாங்கினது", "வெங்கடேஸ்வரா பார்மா"),
    ("te", "ఈరోజు HDFC నుండి వెళ్ళిన 7,800 వెంకటేశ్వర ఫార్మా దగ్గర మందులు కొన్నది", "వెంకటేశ్వర ఫార్మా"),
    ("kn", "ಇವತ್ತು HDFC ಇಂದ ಹೋದ 7,800 ವೆಂಕಟೇಶ್ ಫಾರ್ಮಾದಲ್ಲಿ ಔಷಧಿ ತಗೊಂಡಿದ್ದು", "ವೆಂಕಟೇಶ್ ಫಾರ್ಮಾ"),
    ("ml", "ഇന്ന് HDFC യിൽ നിന്ന് പോയ 7,800 വെങ്കടേഷ് ഫാർമയിൽ നിന്ന് മരുന്ന് വാങ്ങിയതാണ്", "വെങ്കടേഷ് ഫാർമ"),
])
def test_bank_money_gone_for_goods_is_a_purchase_from_the_seller(lang, text, seller):
    assert _said(text, lang) == ("purchase", seller, "bank")


@pytest.mark.parametrize(("lang", "text", "buyer"), [
    ("mr", "कोटकमध्ये आलेले 640 अमोलच्या ऑफिसला आज दिलेल्या चहाचे", "अमोल"),
    ("mr", "काल बँकेत आलेले 2,200 पायलच्या साडीचे", "पायल"),
    ("bn", "গতকাল HDFC তে যে 2,200 এসেছিল সেটা পায়েলের শাড়ির দাম, কাল দুপুরে কিনেছিল", "পায়েল"),
    ("hinglish", "kal GPay pe aaye 2,200 Payal ki saree ke the", "Payal"),
    ("hinglish", "Kotak mein aaye 640 Amol ke office ki chai ke the", "Amol"),
    ("hi", "कल बैंक में आए 2,200 पायल की साड़ी के थे", "पायल"),
    ("en", "the 2,200 that came on GPay yesterday was Payal's saree", "Payal"),
    ("gu", "કાલે બેંકમાં આવેલા 2,200 પાયલની સાડીના હતા", "પાયલ"),
    ("pa", "ਕੱਲ੍ਹ ਬੈਂਕ ਵਿੱਚ ਆਏ 2,200 ਪਾਇਲ ਦੇ ਸੂਟ ਦੇ ਸਨ", "ਪਾਇਲ"),
    ("ta", "நேத்து GPay-ல வந்த 2,200 பாயலோட புடவை காசு", "பாயல்"),
    ("te", "నిన్న బ్యాంకులో వచ్చిన 2,200 పాయల్ చీర డబ్బు", "పాయల్"),
    ("kn", "ನಿನ್ನೆ ಬ್ಯಾಂಕಿಗೆ ಬಂದ 2,200 ಪಾಯಲ್ ಸೀರೆ ದುಡ್ಡು", "ಪಾಯಲ್"),
    ("ml", "ഇന്നലെ ബാങ്കിൽ വന്ന 2,200 പായലിന്റെ സാരിയുടെ പൈസ", "പായൽ"),
])
def test_bank_money_come_for_someones_goods_is_a_sale_to_them(lang, text, buyer):
    assert _said(text, lang) == ("sale", buyer, "bank")


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("ta", "நேற்று ICICI-ல வந்த 620 செல்வி கொடுத்தது", "செல்வி"),  # "Selvi gave it": her payment, kind left open
])
def test_who_gave_the_bank_money_is_whose_it_was(lang, text, who):
    r = read(text, lang=lang)
    assert r.correction is not None and r.correction.new_counterparty == who and r.correction.new_kind is None, r


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("te", "కవిత గారి పాత బాకీ 3,200 ఉండేది, అదే నిన్న ICICI లో వేసింది", "కవిత"),
    ("ta", "கவிதா பழைய பாக்கி 3,200, அதை நேத்து GPay-ல அனுப்பினாங்க", "கவிதா"),
])
def test_old_dues_then_the_same_money_by_bank_explains_the_bank_entry(lang, text, who):
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.via, r.correction.new_counterparty, r.correction.amount_paise) == ("bank", who, 320000)
    assert [(x.kind, x.counterparty, x.amount_paise, x.owes) for x in r.records] == [
        ("opening_balance", who, 320000, "them")]


def test_someones_old_dues_and_paid_with_nobody_marked_is_asked():
    r = read("कविताचे जुने 3,200 बाकी होते, तेच काल बँकेत भरले", lang="mr")
    assert r.intent == "clarify", r


@pytest.mark.parametrize(("lang", "text", "who", "kind"), [
    ("te", "SBI లో వచ్చిన 2,000 రెడ్డి గారివి", "రెడ్డి", None),  # "Reddy garu's": his, the honorific and all
    ("ml", "ഉച്ചയ്ക്ക് HDFC യിൽ വന്ന 900 അനൂപിന്റെ ബാറ്ററി മാറ്റിയതിന്റെ പണം", "അനൂപ്", "sale"),
])
def test_whose_bank_money_with_an_honorific_or_for_a_service(lang, text, who, kind):
    r = read(text, lang=lang)
    assert r.correction is not None and (r.correction.new_counterparty, r.correction.new_kind) == (who, kind), r
