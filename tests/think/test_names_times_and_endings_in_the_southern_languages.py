"""Tamil, Telugu, Kannada and Malayalam: case endings (glued, after a hyphen), trades and titles, times of day,
spans of time and verbs never stay in a name; bulk cancels, firms and per-unit words are read (guide: names)."""

from __future__ import annotations

import pytest

from ._rules import M, P, R, S, U, last, read, rec, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    # case endings
    ("கார்த்திக்குக்கு 2 கிலோ அரிசி, மொத்தம் 480 கடன்", "ta", [(U, 480, "கார்த்திக்")]),
    ("ஜெயம் டிரேடர்ஸ்-ல 25 கிலோ அரிசி மூட்டை 1,450-க்கு வாங்கினேன், பணம் கொடுத்தாச்சு", "ta",
     [(P, 1450, "ஜெயம் டிரேடர்ஸ்")]),
    ("ஸ்ரீ ராம் ஏஜென்சீஸ்-ல இருந்து சங்கர் சிமெண்ட் 100 மூட்டை வந்தது, மூட்டைக்கு 360, 15 நாள்ல பணம் கொடுக்கணும்", "ta",
     [(P, 36000, "ஸ்ரீ ராம் ஏஜென்சீஸ்")]),
    ("முருகன் சில்க்ஸுக்கு 20,000 NEFT அனுப்பினேன்", "ta", [(M, 20000, "முருகன் சில்க்ஸ்")]),
    # trades and titles
    ("கொத்தனார் முருகேசன் 20 மூட்டை எடுத்துட்டுப் போனார், 7,400 கடன்", "ta", [(U, 7400, "முருகேசன்")]),
    ("బేకరీ మాస్టర్ నాగరాజుకి వారం జీతం 4,200", "te", [("expense", 4200, "నాగరాజు")]),
    ("ಕುಲಕರ್ಣಿ ಮಾಸ್ಟರ್ 1,250 ಕೊಟ್ಟರು", "kn", [(R, 1250, "ಕುಲಕರ್ಣಿ")]),
    # times of day and spans of time
    ("ಬೆಳಗ್ಗೆ ಹಾಲು ಮೊಸರು ವ್ಯಾಪಾರ 3,120", "kn", [(S, 3120, None)]),
    ("ఉదయం బేరం 1,870", "te", [(S, 1870, None)]),
    # payers and their verbs
    ("శ్రీనివాస్ గారు 4,000 ఫోన్‌పే చేశారు", "te", [(R, 4000, "శ్రీనివాస్")]),
    ("సుబ్బమ్మ గారికి 650 కూరగాయలు అప్పు", "te", [(U, 650, "సుబ్బమ్మ")]),
    ("ഉണ്ണികൃഷ്ണൻ ചേട്ടന് 2 ചായ, 1 പഴംപൊരി, 50 കടം", "ml", [(U, 50, "ഉണ്ണികൃഷ്ണൻ")]),
    ("സൊസൈറ്റിയിൽ നിന്ന് പാൽ 20 ലിറ്റർ, 52 വീതം", "ml", [(P, 1040, None)]),
])
def test_names_lose_endings_trades_and_times(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_a_span_of_time_is_not_the_customer():
    r = read("രാധാകൃഷ്ണൻ സാർ Metformin 500 രണ്ടു മാസത്തേക്ക് എടുത്തു, 640", lang="ml")
    assert r.intent == "clarify" and [x.counterparty for x in r.clarify.partial] == ["രാധാകൃഷ്ണൻ"], r


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("രാധാകൃഷ്ണൻ സാറിന്റെ ബാക്കി എത്ര?", "ml", "രാധാകൃഷ്ണൻ"),
    ("ಬಸವರಾಜ್ ಅವರ ಬಾಕಿ ಎಲ್ಲಾ ಮುಗಿಯಿತಾ?", "kn", "ಬಸವರಾಜ್"),
])
def test_a_title_or_genitive_after_a_name_is_not_part_of_it_in_questions(text, lang, who):
    r = read(text, lang=lang)
    assert r.intent == "query" and r.query is not None and r.query.counterparty == who, r


@pytest.mark.parametrize(("text", "lang"), [
    ("ఈరోజు ఎంట్రీలన్నీ తీసేయ్", "te"),
    ("ಇವತ್ತಿನ ಎಲ್ಲಾ ಎಂಟ್ರಿಗಳನ್ನು ಅಳಿಸಿ", "kn"),
    ("ഇന്നത്തെ എല്ലാം മായ്ക്കൂ", "ml"),
    ("இன்னைக்கு போட்ட எல்லாத்தையும் அழிச்சிடு", "ta"),
])
def test_bulk_cancels_with_all_glued_on_list_every_entry(text, lang):
    r = read(text, lang=lang)
    assert r.intent == "correct" and r.correction is not None and r.correction.scope == "all", r


@pytest.mark.parametrize(("text", "lang", "field", "value"), [
    ("கடைசியா போட்டதை அழி, தப்பா போட்டுட்டேன்", "ta", "counterparty", None),
    ("நேத்து போட்ட 840 இட்லி மாவு விற்பனையை நீக்கு, அதை வார கணக்கா ஒரே தடவையா போடுறேன்", "ta", "amount_paise", 84000),
    ("శనివారం అప్పారావు గారి కేక్ ఎంట్రీ తీసేయండి, ఆయన ఆర్డర్ క్యాన్సిల్ చేశారు", "te", "counterparty", "అప్పారావు"),
    ("ಗುರುವಾರದ ಪೆನ್ ಖರೀದಿ ಎಂಟ್ರಿ ತೆಗೆದುಹಾಕಿ, ಅದು ಅಣ್ಣನ ಅಂಗಡಿಗೆ ತಂದಿದ್ದು", "kn", "counterparty", None),
])
def test_a_cancel_names_its_entry_never_a_verb_or_goods_as_a_person(text, lang, field, value):
    r = read(text, lang=lang)
    assert r.intent == "correct" and getattr(r.correction, field) == value, r


def test_a_bank_entry_explained_names_the_sender_without_the_verb_and_the_whole_of_the_old_dues():
    r = read("காலையில IOB-ல வந்த 1,800 ராஜேஷ் கண்ணன் அனுப்பியது, பழைய பாக்கி, மொத்தம் 3,000 இருந்தது", lang="ta")
    assert r.correction is not None and r.correction.new_counterparty == "ராஜேஷ் கண்ணன்", r
    assert rows(r) == [("opening_balance", 3000, "ராஜேஷ் கண்ணன்")] and r.records[0].owes == "them"


def test_goods_that_came_back_do_not_change_the_kind_of_the_entry_corrected():
    r = read("ഇന്നലത്തെ വയർ വിൽപന 6,300 അല്ല, ഒരു കോയിൽ തിരിച്ചു വന്നു, 3,150 ആക്കണം", lang="ml", booked=(6300,))
    assert r.correction is not None and r.correction.new_kind is None and r.correction.new_amount_paise == 315000, r


def test_a_person_said_not_to_be_the_one_hands_the_entry_to_the_other():
    r = read("ನಿನ್ನೆ ಸ್ಲಿಪ್ಪರ್ ತೆಗೆದುಕೊಂಡಿದ್ದು ರಾವ್ ಅವರಲ್ಲ, ರೈ ಅವರು", lang="kn", last=last(rec(U, 840, "ರಾವ್")))
    assert r.intent == "correct" and r.correction.new_counterparty == "ರೈ", r


def test_money_moved_between_the_owners_own_banks_is_a_transfer():
    r = read("SIB യിൽ നിന്ന് 15,000 എന്റെ ഫെഡറൽ അക്കൗണ്ടിലേക്ക് മാറ്റി", lang="ml")
    assert rows(r) == [("transfer", 15000, None)] and r.records[0].route == "bank_to_bank", r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("ಗಣೇಶ್ ಸ್ಟೀಲ್ ಟ್ರೇಡರ್ಸ್ ಇಂದ 20 ಸಿಮೆಂಟ್ ಶೀಟ್ ತಂದೆ, 610 ರಂತೆ, ಹಣ ಕೊಟ್ಟೆ", "kn", [(P, 12200, "ಗಣೇಶ್ ಸ್ಟೀಲ್ ಟ್ರೇಡರ್ಸ್")]),
    ("இட்லி மாவு இந்த வார விற்பனை மொத்தம் 5,880, இன்னைக்கு கணக்குல போடு", "ta", [(S, 5880, None)]),
    ("லட்சுமி அக்கா ஒரு பட்டுப் புடவை எடுத்தாங்க 11,200, 6,000 கொடுத்தாங்க, மீதி தீபாவளிக்குள்ள தருவாங்க", "ta",
     [(U, 11200, "லட்சுமி"), (R, 6000, "லட்சுமி")]),
])
def test_goods_money_and_the_books_words_of_a_shop(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_a_bank_debit_explained_as_the_stock_brought_today_is_a_purchase():
    r = read("SLV ಆಟೋಮೊಬೈಲ್ಸ್ ಗೆ ಹೋದ 5,200 ಇವತ್ತು ತಂದ ಸ್ಟಾಕ್ ದು, ಹಣ ಅಲ್ಲೇ ಕೊಟ್ಟೆ", lang="kn")
    assert r.correction is not None and r.correction.new_kind == "purchase", r
    assert r.correction.new_counterparty == "SLV ಆಟೋಮೊಬೈಲ್ಸ್"


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("വയറിംഗ് പണിക്ക് ഇലക്ട്രീഷ്യൻ ബിജുവിന് കൂലി 1,500 കൊടുത്തു", "ml", [("expense", 1500, "ബിജു")]),
    ("ಇವತ್ತಿನ ಕೌಂಟರ್ ಮಾರಾಟ ಮಟನ್ 6,400, ಚಿಕನ್ 5,150, ಎಲ್ಲಾ ಕ್ಯಾಶ್", "kn", [(S, 6400, None), (S, 5150, None)]),
])
def test_what_work_or_goods_the_money_was_for_is_no_name(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r
