"""The price of one said in its own clause after the count ("3 బస్తాలు ..., బస్తా 1,300", "10 ప్యాకెట్లు
అమ్మాను, ఒక్కటి 850", "ഊണ് 85 എണ്ണം വിറ്റു, 120 വെച്ച്") is multiplied by the count; it is never the whole
value (docs/reading-guide.md, "Amounts"). A bare small number before such a price is the count."""

from __future__ import annotations

import pytest

from tests.think._rules import S, U, read, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("వెంకటేశ్వర్లు గారు 20-20-0 ఎరువు 3 బస్తాలు తీసుకెళ్ళారు, బస్తా 1,300, అప్పు", "telugu",
     [(U, 3900, "వెంకటేశ్వర్లు")]),
    ("మిరప విత్తనాలు తేజ రకం 10 ప్యాకెట్లు అమ్మాను, ఒక్కటి 850, క్యాష్", "telugu", [(S, 8500, None)]),
    ("ರೈತ ಬಸವರಾಜಪ್ಪ ಅವರಿಗೆ ಡಿಎಪಿ 5 ಚೀಲ, ಚೀಲಕ್ಕೆ 1,350, ಸಾಲ", "kannada", [(U, 6750, "ಬಸವರಾಜಪ್ಪ")]),
    ("ಮೆಕ್ಕೆಜೋಳ ಬೀಜ NK 6240 10 ಪ್ಯಾಕೆಟ್ ಮಾರಿದೆ, ಒಂದಕ್ಕೆ 1,450, ಕ್ಯಾಶ್", "kannada", [(S, 14500, None)]),
    ("ഊണ് 85 എണ്ണം വിറ്റു, 120 വെച്ച്, 10,200", "malayalam", [(S, 10200, None)]),
    ("பிளவுஸ் 3 தைச்சேன், ஒன்னு 250, கேஷ் வந்துச்சு", "tamil", [(S, 750, None)]),
])
def test_the_price_of_one_said_apart_is_multiplied_by_the_count(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


def test_a_price_before_its_unit_is_still_the_price_of_that_unit():
    r = read("shivam se 20 kilo kaju aaya 900 ka kilo 10000 de diye baaki udhaar")
    assert [x.amount_paise for x in r.records][:1] == [1800000]
