"""Goods counted and "I gave cash" with nobody marked "to": the owner paid for them, a purchase; a bare
word before the goods is their brand or maker, never a buyer (docs/reading-guide.md, "Kind and direction").
Farms, markets and workers by trade are places and roles, never accounts; a worker's trade before his
name is not part of it."""

from __future__ import annotations

import pytest

from tests.think._rules import E, P, read, rows


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("ನಂದಿನಿ ಹಾಲು 25 ಲೀಟರ್, 1,150 ಕ್ಯಾಶ್ ಕೊಟ್ಟೆ", "kannada", [(P, 1150, None)]),
    ("ଓମଫେଡ୍ କ୍ଷୀର 15 ଲିଟର, 750 ନଗଦ ଦେଲି", "odia", [(P, 750, None)]),
    ("പാൽ 18 ലിറ്റർ, 936 രൂപ ക്യാഷ് കൊടുത്തു", "malayalam", [(P, 936, None)]),
    ("பால் 20 லிட்டர், 1,100 கேஷ் கொடுத்தேன்", "tamil", [(P, 1100, None)]),
    ("పాలు 20 లీటర్లు, 1,100 క్యాష్ ఇచ్చాను", "telugu", [(P, 1100, None)]),
    ("দুধ ১০ লিটার, ৫৬০ টাকা নগদ দিলাম", "bengali", [(P, 560, None)]),
])
def test_cash_the_owner_gave_for_counted_goods_is_a_purchase(text, lang, want):
    r = read(text, lang=lang)
    assert rows(r) == want and r.confident, r


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("ಫಾರ್ಮ್ ಇಂದ 45 ಕೆಜಿ ಚಿಕನ್ ತಗೊಂಡೆ, 6,525, ಕ್ಯಾಶ್ ಕೊಟ್ಟೆ", "kannada", [(P, 6525, None)]),
    ("സപ്ലൈയർ ആന്റണിക്ക് ഈ മാസത്തെ ശമ്പളം 14,000 കൊടുത്തു", "malayalam", [(E, 14000, "ആന്റണി")]),
    ("কারিগর রফিককে আজকের মজুরি ছশো টাকা দিলাম", "bengali", [(E, 600, "রফিক")]),
])
def test_farms_and_trades_are_not_accounts(text, lang, want):
    assert rows(read(text, lang=lang)) == want


def test_the_work_a_wage_was_for_is_not_a_second_payee():
    # "വയറിംഗ് പണിക്ക്" (for the wiring work) says what the wage paid for; Biju the electrician is its one payee
    r = read("വയറിംഗ് പണിക്ക് ഇലക്ട്രീഷ്യൻ ബിജുവിന് കൂലി 1,500 കൊടുത്തു", lang="malayalam")
    assert rows(r) == [(E, 1500, "ബിജു")] and r.confident, r
