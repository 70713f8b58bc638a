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


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("Mohan ne pichle shukravar 2,000 diye the, purana baaki tha, ab saaf ho gaya", "hinglish", "Mohan"),
    ("ମହାନ୍ତି ବାବୁ ଗତ ଶୁକ୍ରବାର 2,000 ଦେଇଥିଲେ, ପୁରୁଣା ବାକି ଥିଲା, ସେଇଟା ସଫା ହୋଇଗଲା", "odia", "ମହାନ୍ତି"),
])
def test_a_payment_said_to_clear_old_dues_says_so(text, lang, who):
    r = read(text, lang=lang, now="2027-02-17T12:00:00+05:30")
    assert [(x.kind, x.amount_paise, x.counterparty, x.clears_old_dues, x.on) for x in r.records] == [
        ("payment_received", 200000, who, True, "2027-02-12")], r


@pytest.mark.parametrize(("text", "lang"), [
    ("সন্ধ্যা পর্যন্ত কাউন্টারে ৫,৪০০, তার মধ্যে ১,৯০০ ফোনপে", "bengali"),  # till evening, at the counter
    ("ସନ୍ଧ୍ୟା ପର୍ଯ୍ୟନ୍ତ ଆଉ ୧,୬୪୦ ବିକ୍ରି", "odia"),
])
def test_takings_at_the_counter_till_evening_are_nobodys_sale(text, lang):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [("sale", None)], r


def test_the_part_paid_out_of_a_bill_in_malayalam_is_a_payment_of_the_part():
    r = read("ലതയുടെ 1,600 ൽ 1,000 തന്നു", lang="malayalam")
    assert [(x.kind, x.amount_paise, x.counterparty) for x in r.records] == [("payment_received", 100000, "ലത")], r
