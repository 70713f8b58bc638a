"""Corrections and cancels said the plain ways, in every language the shop may write in.

The entry meant is "the last one" when nothing else is said; a person, a day or a sum said names it
(docs/reading-guide.md, corrections). A vague "it is wrong" asks what to change. Our own wordings.
"""

from __future__ import annotations

import pytest

from ._rules import read

NOW = "2026-12-01T10:00:00+05:30"
RAMESH = {"Ramesh", "रमेश", "રમેશ", "ਰਮੇਸ਼", "রমেশ", "ରମେଶ", "ரமேஷ்", "రమేష్", "ರಮೇಶ್", "രമേശ്"}

# "the last entry is wrong" asks what to change; "remove that entry" cancels the last one.
VAGUE = [
    ('en', 'last entry is wrong', 'wrong'),
    ('en', 'delete the last entry', 'cancel'),
    ('en', 'remove that entry', 'cancel'),
    ('hinglish', 'pichli entry galat hai', 'wrong'),
    ('hinglish', 'last wali entry hata do', 'cancel'),
    ('hinglish', 'woh entry mita do', 'cancel'),
    ('hi', 'पिछली एंट्री गलत है', 'wrong'),
    ('hi', 'आखिरी एंट्री हटा दो', 'cancel'),
    ('hi', 'वो एंट्री मिटा दो', 'cancel'),
    ('mr', 'शेवटची एंट्री चुकीची आहे', 'wrong'),
    ('mr', 'शेवटची नोंद काढून टाका', 'cancel'),
    ('mr', 'ती एंट्री रद्द करा', 'cancel'),
    ('gu', 'છેલ્લી એન્ટ્રી ખોટી છે', 'wrong'),
    ('gu', 'છેલ્લી એન્ટ્રી કાઢી નાખો', 'cancel'),
    ('gu', 'એ એન્ટ્રી રદ કરો', 'cancel'),
    ('pa', 'ਆਖਰੀ ਐਂਟਰੀ ਗਲਤ ਹੈ', 'wrong'),
    ('pa', 'ਪਿਛਲੀ ਐਂਟਰੀ ਹਟਾ ਦਿਓ', 'cancel'),
    ('pa', 'ਉਹ ਐਂਟਰੀ ਰੱਦ ਕਰੋ', 'cancel'),
    ('bn', 'শেষ এন্ট্রিটা ভুল', 'wrong'),
    ('bn', 'শেষের এন্ট্রিটা মুছে দাও', 'cancel'),
    ('bn', 'ওই এন্ট্রি বাতিল করো', 'cancel'),
    ('or', 'ଶେଷ ଏଣ୍ଟ୍ରି ଭୁଲ', 'wrong'),
    ('or', 'ଶେଷ ଏଣ୍ଟ୍ରି ହଟାଇଦିଅ', 'cancel'),
    ('or', 'ସେ ଏଣ୍ଟ୍ରି ବାତିଲ କର', 'cancel'),
    ('ta', 'கடைசி என்ட்ரி தப்பு', 'wrong'),
    ('ta', 'கடைசி என்ட்ரியை நீக்கு', 'cancel'),
    ('ta', 'அந்த என்ட்ரியை கேன்சல் பண்ணு', 'cancel'),
    ('te', 'చివరి ఎంట్రీ తప్పు', 'wrong'),
    ('te', 'చివరి ఎంట్రీ తీసేయి', 'cancel'),
    ('te', 'ఆ ఎంట్రీ క్యాన్సల్ చేయి', 'cancel'),
    ('kn', 'ಕೊನೆಯ ಎಂಟ್ರಿ ತಪ್ಪು', 'wrong'),
    ('kn', 'ಕೊನೆಯ ಎಂಟ್ರಿ ತೆಗೆದುಹಾಕಿ', 'cancel'),
    ('kn', 'ಆ ಎಂಟ್ರಿ ಕ್ಯಾನ್ಸಲ್ ಮಾಡಿ', 'cancel'),
    ('ml', 'അവസാനത്തെ എൻട്രി തെറ്റാണ്', 'wrong'),
    ('ml', 'അവസാനത്തെ എൻട്രി കളയൂ', 'cancel'),
    ('ml', 'ആ എൻട്രി ക്യാൻസൽ ചെയ്യ്', 'cancel'),
]



@pytest.mark.parametrize(("lang", "text", "want"), VAGUE)
def test_a_vague_correction_asks_and_a_plain_cancel_takes_the_last_entry(lang, text, want):
    r = read(text, lang=lang, now=NOW)
    if want == "wrong":
        assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "unclear_correction"
    else:
        assert r.intent == "correct" and r.correction is not None
        assert (r.correction.action, r.correction.what) == ("cancel", "last")


# "Ramesh's entry was 550 not 500", "cancel yesterday's entry of Ramesh": whose entry, which day, what sum.
NAMED = [
    ('en', "Ramesh's entry was 550 not 500"),
    ('en', "cancel yesterday's entry of Ramesh"),
    ('hinglish', 'Ramesh wali entry 500 nahi 550 thi'),
    ('hinglish', 'kal ki Ramesh wali entry hata do'),
    ('hi', 'रमेश वाली एंट्री 500 नहीं 550 थी'),
    ('hi', 'कल की रमेश वाली एंट्री हटा दो'),
    ('mr', 'रमेशची एंट्री 500 नाही 550 होती'),
    ('mr', 'कालची रमेशची एंट्री काढून टाका'),
    ('mr', 'Rameshchi entry 500 nahi 550 hoti'),  # romanised Marathi is told from Hinglish (lang/detect.py)
    ('gu', 'રમેશભાઈ વાળી એન્ટ્રી 500 નહિ 550 હતી'),
    ('gu', 'ગઈકાલની રમેશની એન્ટ્રી કાઢી નાખો'),
    ('gu', 'Ramesh ni entry 500 nahi 550 hati'),
    ('pa', 'ਰਮੇਸ਼ ਵਾਲੀ ਐਂਟਰੀ 500 ਨਹੀਂ 550 ਸੀ'),
    ('pa', 'ਕੱਲ੍ਹ ਵਾਲੀ ਰਮੇਸ਼ ਦੀ ਐਂਟਰੀ ਹਟਾ ਦਿਓ'),
    ('pa', 'Ramesh wali entry 500 nahi 550 si'),
    ('bn', 'রমেশের এন্ট্রিটা 500 না 550 ছিল'),
    ('bn', 'কালকের রমেশের এন্ট্রিটা মুছে দাও'),
    ('bn', 'Ramesh er entry ta 500 na 550 chilo'),
    ('or', 'ରମେଶର ଏଣ୍ଟ୍ରି 500 ନୁହେଁ 550 ଥିଲା'),
    ('or', 'ଗତକାଲିର ରମେଶର ଏଣ୍ଟ୍ରି ହଟାଇଦିଅ'),
    ('ta', 'ரமேஷ் என்ட்ரி 500 இல்ல 550'),
    ('ta', 'நேத்து ரமேஷ் என்ட்ரியை நீக்கு'),
    ('ta', 'Ramesh entry 500 illa 550'),
    ('te', 'రమేష్ ఎంట్రీ 500 కాదు 550'),
    ('te', 'నిన్నటి రమేష్ ఎంట్రీ తీసేయి'),
    ('te', 'Ramesh entry 500 kaadu 550'),
    ('kn', 'ರಮೇಶ್ ಎಂಟ್ರಿ 500 ಅಲ್ಲ 550'),
    ('kn', 'ನಿನ್ನೆಯ ರಮೇಶ್ ಎಂಟ್ರಿ ತೆಗೆದುಹಾಕಿ'),
    ('kn', 'Ramesh entry 500 alla 550'),
    ('ml', 'രമേശിന്റെ എൻട്രി 500 അല്ല 550'),
    ('ml', 'ഇന്നലത്തെ രമേശിന്റെ എൻട്രി കളയൂ'),
    ('ml', 'Ramesh nte entry 500 alla 550'),
]



@pytest.mark.parametrize(("lang", "text"), NAMED)
def test_an_entry_named_by_person_and_day_or_sum_is_the_one_changed(lang, text):
    r = read(text, lang=lang, now=NOW)
    assert r.intent == "correct" and r.correction is not None
    c = r.correction
    assert c.what == "last_with_counterparty"
    assert c.counterparty in RAMESH
    if "550" in text:
        assert (c.action, c.amount_paise, c.new_amount_paise) == ("amend", 50000, 55000)
    else:
        assert (c.action, c.on) == ("cancel", "2026-11-30")
