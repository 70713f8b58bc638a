"""A small sum in rupees before goods that are then counted and totalled ("10 ரூபாய் பிஸ்கட் ... 3 டப்பா ...,
1,080", "5 രൂപയുടെ മിഠായി 2 ഭരണി ..., 400") names the pack, it is no amount; a word right before a firm
suffix is the firm's name, not goods; a firm's glued "-ல" is where the goods came from
(docs/reading-guide.md, "Amounts", "Names")."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import P, read, rec, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("10 ரூபாய் பிஸ்கட் பாக்கெட் 3 டப்பா பாலாஜி ஏஜென்சீஸ்ல வாங்கினேன், 1,080, அடுத்த வாரம் தரணும்", "tamil",
     [(P, 1080, "பாலாஜி ஏஜென்சீஸ்")]),
    ("10 ರೂಪಾಯಿ ಗುಡ್ ಡೇ 4 ಬಾಕ್ಸ್ ಶಿವಶಕ್ತಿ ಏಜೆನ್ಸೀಸ್ ಇಂದ ತಗೊಂಡೆ, 1,440, ಮುಂದಿನ ವಾರ ಕೊಡ್ತೀನಿ", "kannada",
     [(P, 1440, "ಶಿವಶಕ್ತಿ ಏಜೆನ್ಸೀಸ್")]),
    ("5 ଟଙ୍କିଆ ଚକୋଲେଟ 3 ବାକ୍ସ କିଣିଲି, 360 ନଗଦ", "odia", [(P, 360, None)]),
])
def test_a_pack_price_before_counted_goods_is_not_the_amount(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


def test_a_malayalam_pack_price_is_not_asked_about_and_taking_asks_cash_or_credit():
    r = read("ബാബു ചേട്ടൻ 5 രൂപയുടെ മിഠായി 2 ഭരണി എടുത്തു, 400", lang="malayalam")
    assert r.clarify is not None and r.clarify.why == "cash_or_credit"
    assert [x.amount_paise for x in r.clarify.partial] == [40000]


def test_a_tamil_bill_to_be_paid_in_days_is_a_credit_purchase():
    r = read("சக்தி ஃபார்மா டிஸ்ட்ரிபியூட்டர்ஸ் பில் 23,760 வந்துச்சு, 21 நாள்ல கட்டணும்", lang="tamil",
             now="2026-11-20T10:00:00+05:30")
    assert [(x.kind, x.amount_paise, x.on_credit, x.due) for x in r.records] == [
        ("purchase", 2376000, True, "2026-12-11")] and r.confident


def test_a_change_to_someone_elses_sum_is_no_answer_to_the_open_amount():
    p = PendingQuestion(why="ambiguous_amount", partial=[rec("payment_received", None, "ரமேஷ்")],
                        options=[50000, 500000])
    r = read("கவிதா மேடம் 650 இல்ல, 680", lang="tamil", pending=p)
    assert not r.answers
