"""Who is a person (guide: names): words that are not people never become accounts, in all twelve languages.

Role nouns (workers, shop boys and girls, maids, watchmen, cart pullers, an office) with their case endings;
particles ("only", "exactly"); determiners before a name; banks with their case endings; honorifics glued
under a case ending; and zero-width joiners, which never change how a word reads. The messages are our own,
written to cover each language's common forms, not taken from a conversation set.
"""

from __future__ import annotations

import pytest

from dhandha.reading import Reading
from dhandha.think.tokens import clean_text, split_words

from ._rules import read


def _names(r: Reading) -> list[str]:
    out = [x.counterparty for x in r.records if x.counterparty]
    if r.clarify:
        out += [x.counterparty for x in r.clarify.partial if x.counterparty]
    if r.correction:
        out += [p for p in (r.correction.counterparty, r.correction.new_counterparty) if p]
    return out


# A payment to a role is an expense with no account (or a question); never an account named for the role.
ROLES = [
    ("hinglish", "kaam wali bai ko 2000 tankhwah di"),
    ("hinglish", "thele wale ko 100 bhada diya"),
    ("hinglish", "chowkidar ko 1500 diye"),
    ("hindi", "ठेले वाले को 100 भाड़ा दिया"),
    ("hindi", "काम वाली बाई को 2000 दिए"),
    ("hindi", "शनिवार को माला बनाने वाली लड़की को 600 मजदूरी दी"),
    ("hindi", "रोटी बनाने वाले को 500 दिए"),
    ("english", "paid the labourers 900"),
    ("english", "gave the maid 2000"),
    ("marathi", "कामवाल्या बाईला 2000 पगार दिला"),
    ("marathi", "हार बनवणाऱ्या मुलीला 600 मजुरी दिली"),
    ("gujarati", "મજૂરને 300 મજૂરી આપી"),
    ("gujarati", "કામવાળી બાઈને 2000 આપ્યા"),
    ("gujarati", "હાર બનાવનારી છોકરીને 600 મજૂરી આપી"),
    ("punjabi", "ਮਜ਼ਦੂਰ ਨੂੰ 300 ਦਿਹਾੜੀ ਦਿੱਤੀ"),
    ("punjabi", "ਚੌਕੀਦਾਰ ਨੂੰ 1500 ਦਿੱਤੇ"),
    ("punjabi", "ਹਾਰ ਬਣਾਉਣ ਵਾਲੀ ਕੁੜੀ ਨੂੰ 600 ਦਿਹਾੜੀ ਦਿੱਤੀ"),
    ("bengali", "মজুরকে ৩০০ মজুরি দিলাম"),
    ("bengali", "কাজের মাসিকে ২০০০ দিলাম"),
    ("odia", "ମଜୁରିଆକୁ 300 ମଜୁରି ଦେଲି"),
    ("odia", "ମୂଲିଆକୁ 300 ମଜୁରି ଦେଲି"),
    ("odia", "ଗତକାଲି ଠେଲା ଭଡା 100 ଦେଇଥିଲି"),
    ("odia", "ଠେଲାବାଲାକୁ 100 ଦେଲି"),
    ("tamil", "கூலி ஆளுக்கு 300 கூலி கொடுத்தேன்"),
    ("tamil", "வேலைக்காரிக்கு 2000 கொடுத்தேன்"),
    ("telugu", "పని అబ్బాయికి జీతం 3,000"),
    ("telugu", "పనిమనిషికి 2000 ఇచ్చాను"),
    ("kannada", "ಕೂಲಿಯವನಿಗೆ 300 ಕೊಟ್ಟೆ"),
    ("kannada", "ಕೆಲಸದವಳಿಗೆ 2000 ಕೊಟ್ಟೆ"),
    ("malayalam", "കടയിലെ പെൺകുട്ടിക്ക് ശമ്പളം 7,000"),
    ("malayalam", "വേലക്കാരിക്ക് 2000 കൊടുത്തു"),
    ("malayalam", "പണിക്കാരന് 300 കൂലി കൊടുത്തു"),
    # typed in Latin letters on a phone
    ("tamil", "kadai paiyanukku sambalam 3000"),
    ("tamil", "velaikaarikku 2000 koduthen"),
    ("telugu", "pani abbayiki jeetham 3000"),
    ("kannada", "angadi hudugange sambala 3000"),
    ("malayalam", "kadayile penkuttikku shambalam 7000"),
    ("malayalam", "panikkaaranu 300 kooli koduthu"),
    ("bengali", "dokaner chheleke 3000 maine dilam"),
    ("bengali", "majurke 300 majuri dilam"),
    ("odia", "majuriaku 300 majuri deli"),
    ("gujarati", "majurne 300 aapya"),
    ("gujarati", "kamvali baine 2000 aapya"),
    ("punjabi", "majdoor nu 300 dihadi ditti"),
    ("marathi", "kamwalya baila 2000 pagar dila"),
    ("hinglish", "majdooron ko 2400 diye"),
    ("hinglish", "mala banane wali ladki ko 600 mazdoori di"),
]


@pytest.mark.parametrize(("lang", "text"), ROLES)
def test_a_payment_to_a_role_is_an_expense_with_no_account(lang: str, text: str) -> None:
    r = read(text, lang=lang)
    assert not _names(r), r
    assert [x.kind for x in r.records] in (["expense"], []), r


# "Only", "exactly", "just": a particle beside an amount is never the name of the one who owes it.
PARTICLES = [
    ("english", "old dues, she owed exactly 450 from before", "exactly"),
    ("hindi", "पुराना बाकी 1200 ही था", "ही"),
    ("marathi", "जुनी बाकी 1200 च होती", "च"),
    ("gujarati", "જૂનું બાકી 1200 જ હતું", "જ"),
    ("punjabi", "ਪੁਰਾਣਾ ਬਾਕੀ ਸੀ, ਪੂਰਾ 1,200 ਹੀ ਸੀ", "ਹੀ"),
    ("bengali", "পুরনো বাকি ১২০০ ই ছিল", "ই"),
    ("odia", "ପୁରୁଣା ବାକି 1200 ହିଁ ଥିଲା", "ହିଁ"),
    ("tamil", "பழைய பாக்கி 1200 தான்", "தான்"),
    ("telugu", "పాత బాకీ, మొత్తం 1,000 నే", "నే"),
    ("kannada", "ಹಳೆ ಬಾಕಿ, 1,200 ಅಷ್ಟೇ ಇತ್ತು", "ಅಷ್ಟೇ"),
    ("malayalam", "പഴയ ബാക്കി 1200 മാത്രം", "മാത്രം"),
]


@pytest.mark.parametrize(("lang", "text", "particle"), PARTICLES)
def test_a_particle_is_never_a_name(lang: str, text: str, particle: str) -> None:
    r = read(text, lang=lang)
    assert particle.casefold() not in [n.casefold() for n in _names(r)], r


# "That Rahim", "that one was Payal's": a determiner or demonstrative before a name is not part of it.
DETERMINERS = [
    ("bengali", "সেই রহিম ৫০০ দিল", "রহিম"),
    ("bengali", "ওই রহিমকে ৫০০ ধার দিলাম", "রহিম"),
    ("odia", "ସେଇ ରାଜୁ 500 ଦେଲା", "ରାଜୁ"),
    ("tamil", "அந்த ரமேஷ் 500 கொடுத்தார்", "ரமேஷ்"),
    ("telugu", "ఆ రమేష్ 500 ఇచ్చాడు", "రమేష్"),
    ("kannada", "ಆ ರಮೇಶ 500 ಕೊಟ್ಟ", "ರಮೇಶ"),
    ("malayalam", "ആ രമേശ് 500 തന്നു", "രമേശ്"),
    ("bengali", "গতকাল HDFC তে যে 2,200 এসেছিল সেটা পায়েলের শাড়ির দাম, কাল দুপুরে কিনেছিল", "পায়েল"),
]


@pytest.mark.parametrize(("lang", "text", "name"), DETERMINERS)
def test_a_determiner_before_a_name_is_not_part_of_it(lang: str, text: str, name: str) -> None:
    assert _names(read(text, lang=lang)) == [name]


# A honorific glued to a name under a case ending comes off with it: one person, one account.
HONORIFICS = [
    ("kannada", "ಗೌಡರಿಗೆ 600 ಹೂವು ಸಾಲ", "ಗೌಡ"),
    ("kannada", "ಗೌಡರು 600 ಕೊಟ್ಟರು", "ಗೌಡ"),
    ("kannada", "ಗೌರಿಗೆ 500 ಸಾಲ ಕೊಟ್ಟೆ", "ಗೌರಿ"),  # Gowri's own ರಿ stays
    ("kannada", "ಕುಮಾರಿಗೆ 500 ಸಾಲ ಕೊಟ್ಟೆ", "ಕುಮಾರಿ"),
    ("kannada", "ಈರಣ್ಣನಿಗೆ 500 ಸಾಲ ಕೊಟ್ಟೆ", "ಈರಣ್ಣ"),  # a name that ends in ಅಣ್ಣ keeps it
    ("tamil", "ரமேஷுக்கு 500 கடன்", "ரமேஷ்"),
    ("tamil", "ரமேஷ்ஜிக்கு 500 கடன்", "ரமேஷ்"),
    ("tamil", "ரமேஷ்சாருக்கு 500 கடன்", "ரமேஷ்"),
    ("tamil", "மணிவண்ணனுக்கு 500 கடன்", "மணிவண்ணன்"),  # a name that ends in அண்ணன் keeps it
    ("malayalam", "രമേശ്ജിക്ക് 500 കടം കൊടുത്തു", "രമേശ്"),
    ("gujarati", "મહેતાસાહેબને 500 ઉધાર આપ્યા", "મહેતા"),
    ("gujarati", "નીતાબેનને 500 ઉધાર આપ્યા", "નીતા"),
    ("bengali", "মিতাদিকে ৫০০ ধার দিলাম", "মিতা"),
    ("odia", "ରାଜୁଭାଇଙ୍କୁ 500 ଉଧାର ଦେଲି", "ରାଜୁ"),
    ("odia", "ମହାନ୍ତିବାବୁଙ୍କୁ 500 ଉଧାର ଦେଲି", "ମହାନ୍ତି"),
    ("hinglish", "Hiteshbhaine 500 udhaar diya", "Hitesh"),
]


@pytest.mark.parametrize(("lang", "text", "name"), HONORIFICS)
def test_a_glued_honorific_and_case_ending_leave_the_name(lang: str, text: str, name: str) -> None:
    assert _names(read(text, lang=lang)) == [name]


# A bank, in any script or with its case ending glued on, is where the money moved, never a person.
BANKS = [
    ("marathi", "आज अ‍ॅक्सिसमधून 6,000 गेले"),
    ("marathi", "HDFCमधून 5000 गेले"),
    ("marathi", "कोटकमध्ये 640 आले"),
    ("tamil", "HDFC-ல 5000 போச்சு"),
    ("marathi", "PhonePeवर 500 आले"),
]


def test_a_firm_typed_in_latin_keeps_its_native_case_ending() -> None:
    assert _names(read("Murugan Tradersக்கு 5000 அனுப்பினேன்", lang="tamil")) == ["Murugan Traders"]


@pytest.mark.parametrize(("lang", "text"), BANKS)
def test_a_bank_with_its_case_ending_is_no_person(lang: str, text: str) -> None:
    assert not _names(read(text, lang=lang))


def test_a_latin_name_with_a_native_case_ending_is_two_words() -> None:
    assert [t.text for t in split_words("HDFCमधून 5000")] == ["HDFC", "मधून", "5000"]
    assert [t.text for t in split_words("GPayല 500")] == ["GPay", "ല", "500"]
    assert [t.text for t in split_words("Jai-Hind-க்கு")] == ["Jai-Hind", "க்கு"]


def test_joiners_do_not_change_a_word() -> None:
    assert clean_text("अ\u200dॅक्सिस") == "अॅक्सिस"
    assert clean_text("ഗോപന\u0d4d\u200d") == "ഗോപൻ"  # the older chillu spelling is the one letter
    assert clean_text("ക\u0d4d\u200cക") == "ക\u0d4dക"


@pytest.mark.parametrize(("lang", "text"), [
    ("marathi", "आज अ‍ॅक्सिसमधून गेलेले 6,000 महालक्ष्मी फार्माकडून घेतलेल्या औषधांचे"),
    ("malayalam", "ഗോപന്\u200d 500 തന്നു"),
    ("hindi", "रमेश\u200c को 500 उधार दिए"),
])
def test_a_message_reads_the_same_with_or_without_joiners(lang: str, text: str) -> None:
    plain = text.replace("\u200c", "").replace("\u200d", "")
    if "\u0d4d\u200d" in text:
        plain = text.replace("ന\u0d4d\u200d", "ൻ")
    assert _names(read(text, lang=lang)) == _names(read(plain, lang=lang))


# "Also", "only", "himself" glued to a name (after its case ending, if any) come off: one person, one account.
GLUED_PARTICLES = [
    ("bengali", "রহিমও ৫০০ দিল", "রহিম"),
    ("bengali", "রহিমই ৫০০ দিল", "রহিম"),
    ("bengali", "রহিমকেও ৫০০ ধার দিলাম", "রহিম"),
    ("bengali", "নিতাই ৫০০ দিল", "নিতাই"),  # a name that ends in ই keeps it
    ("tamil", "ரமேஷும் 500 கொடுத்தார்", "ரமேஷ்"),
    ("tamil", "ரமேஷுக்கும் 500 கடன்", "ரமேஷ்"),
    ("tamil", "ரவியும் 500 கொடுத்தார்", "ரவி"),
    ("tamil", "சுல்தான் 500 கொடுத்தார்", "சுல்தான்"),
    ("marathi", "रमेशनेच 500 दिले", "रमेश"),
    ("marathi", "रमेशलाही 500 उधार दिले", "रमेश"),
    ("kannada", "ರಮೇಶನೇ 500 ಕೊಟ್ಟ", "ರಮೇಶ"),
    ("kannada", "ರಮೇಶನಿಗೂ 500 ಸಾಲ ಕೊಟ್ಟೆ", "ರಮೇಶ"),
    ("malayalam", "രമേശും 500 തന്നു", "രമേശ്"),
    ("malayalam", "രമേശിനും 500 കടം കൊടുത്തു", "രമേശ്"),
    ("malayalam", "ബാബുവും 500 തന്നു", "ബാബു"),
]


@pytest.mark.parametrize(("lang", "text", "name"), GLUED_PARTICLES)
def test_a_particle_glued_to_a_name_comes_off(lang: str, text: str, name: str) -> None:
    assert _names(read(text, lang=lang)) == [name]


# The milkman, a temple and the security guard are no accounts either.
PLACES_AND_TRADES = [
    ("punjabi", "ਦੋਧੀ ਨੂੰ 3000 ਦਿੱਤੇ"),
    ("gujarati", "દૂધવાળાને 3000 આપ્યા"),
    ("odia", "କ୍ଷୀରବାଲାକୁ 3000 ଦେଲି"),
    ("marathi", "गवळ्याला 3000 दिले"),
    ("tamil", "கோயிலுக்கு 500 காணிக்கை"),
    ("telugu", "గుడికి 500 ఇచ్చాను"),
    ("bengali", "মন্দিরে ৫০০ দান দিলাম"),
    ("hindi", "सिक्योरिटी गार्ड को 1500 दिए"),
    ("hinglish", "security wale ko 1500 diye"),
]


@pytest.mark.parametrize(("lang", "text"), PLACES_AND_TRADES)
def test_a_trade_or_a_place_is_no_account(lang: str, text: str) -> None:
    assert not _names(read(text, lang=lang))


# "My own" and "I myself" are the owner, never an account ("મારા પોતાના SBI ખાતામાં", "मीच भरले").
@pytest.mark.parametrize(("lang", "text"), [
    ("gujarati", "HDFC થી 25,000 મારા પોતાના SBI ખાતામાં નાખ્યા"),
    ("marathi", "बँकेत 12,000 मीच भरले, गल्ल्यातले पैसे"),
    ("hindi", "अपने SBI खाते में 5000 डाले"),
])
def test_the_owner_s_own_words_are_no_account(lang: str, text: str) -> None:
    assert not _names(read(text, lang=lang))


@pytest.mark.parametrize(("lang", "text", "who"), [
    ("or", "ମିନତି ଦେଈ ଗୋଟିଏ ସମ୍ବଲପୁରୀ ଶାଢ଼ୀ ନେଲେ ୬,୨୦୦ ଟଙ୍କାର, ୩,୦୦୦ ଦେଲେ", "ମିନତି"),
    ("te", "పద్మ గారు పట్టు చీర తీసుకున్నారు 9,800, 6,000 ఇచ్చారు", "పద్మ"),
    ("ml", "ലീല ചേച്ചി സെറ്റ് സാരി എടുത്തു 4,800, 3,000 തന്നു", "ലീല"),
])
def test_an_honorific_after_a_name_ends_it_and_what_follows_is_what_they_took(lang, text, who):
    r = read(text, lang=lang)
    assert r.intent in ("record", "record_many") and {x.counterparty for x in r.records} == {who}
