"""To "old dues or advance?", "old dues, 1,500 still left" says the dues were the payment and what is left
(guide: open questions). Read as the dues alone, 1,500 was less than the 2,500 paid and the question stood."""

from __future__ import annotations

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec


@pytest.mark.parametrize(("text", "lang", "paid", "dues"), [
    ("ಹಳೆ ಬಾಕಿ, ಇನ್ನೂ 1,500 ಬಾಕಿ ಇದೆ", "kannada", 2500, 4000),
    ("purana baaki tha, abhi bhi 400 baaki hai", "hinglish", 800, 1200),
    ("जुनी उधारी, अजून ५०० बाकी आहेत", "marathi", 1000, 1500),
    ("old dues, 300 still pending", "english", 700, 1000),
])
def test_old_dues_with_what_is_still_left_are_the_payment_and_the_rest(text, lang, paid, dues):
    p = PendingQuestion(why="old_dues", kind="choose", partial=[rec("payment_received", paid, "Shetty")])
    r = read(text, lang=lang, pending=p)
    assert sorted((x.kind, x.amount_paise) for x in r.records) == [
        ("opening_balance", dues * 100), ("payment_received", paid * 100)], r


def test_the_old_notebook_is_where_dues_were_kept_never_an_account():
    """"அவருக்கு பழைய நோட்டு பாக்கி 1200": his balance in the old notebook, dues from before the books."""
    r = read("மதியம் GPay ல வந்த 1000 Karthik sir அனுப்பினது. அவருக்கு பழைய நோட்டு பாக்கி 1200 வேற இருக்கு அதையும் சேர்த்துக்கோ",
             lang="tamil")
    assert r.correction is not None and r.correction.new_counterparty == "Karthik", r
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("opening_balance", 120000, "Karthik")], r
