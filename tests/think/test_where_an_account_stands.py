"""Words that say where an account stands are no new money: what is still left after a payment, old dues with
what they were for, dues under an "old khata" heading (docs/reading-guide.md, "Old dues")."""

from __future__ import annotations

import pytest

from tests.think._rules import OB, R, read, rows


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("ਸੁੱਖੀ ਦੇ 2,250 ਆਏ ਨੇ, ਪਿਛਲੇ ਮਹੀਨੇ ਦੀ ਪਾਈਪ ਦਾ ਬਕਾਇਆ ਸੀ, ਹਾਲੇ 1,000 ਹੋਰ ਬਾਕੀ ਹੈ", "punjabi", "ਸੁੱਖੀ"),
    ("सुक्खी ने 2,250 दिए, अभी 1,000 और बाकी है", "hindi", "सुक्खी"),
])
def test_the_sum_still_left_after_a_payment_is_no_second_payment(text, lang, who):
    r = read(text, lang=lang)
    assert rows(r) == [(R, 2250, who)] and r.confident, r


@pytest.mark.parametrize(("text", "lang", "who", "rupees"), [
    ("Mehta uncle ka purana 2,400 baaki hai september ke tiffin ka", "hinglish", "Mehta", 2400),
    ("ପୁରୁଣା ଖାତାରୁ: ରଶ୍ମିତା ଅପାଙ୍କ ପାଖରେ ୧,୮୦୦ ବାକି ଅଛି", "odia", "ରଶ୍ମିତା", 1800),
])
def test_old_dues_stay_old_dues(text, lang, who, rupees):
    assert rows(read(text, lang=lang)) == [(OB, rupees, who)]


def test_marathi_bai_after_a_name_is_her_title():
    # "कुलकर्णी बाईंनी 960 दिले": Mrs Kulkarni gave 960; "bai" here is no maid paid
    assert rows(read("कुलकर्णी बाईंनी 960 दिले", lang="marathi")) == [(R, 960, "कुलकर्णी")]


def test_what_the_shop_owed_from_before_and_paid_now_went_out():
    r = read("we owed Vision Lens Lab 9,200 from september, paid it cash today", lang="english")
    assert [(x.kind, x.counterparty, x.clears_old_dues) for x in r.records] == [
        ("payment_made", "Vision Lens Lab", True)], r


def test_goods_for_someone_then_her_part_payment_is_credit_and_a_payment():
    r = read("Ray-Ban 3025 frame with progressive lenses for Mrs Kapoor, 7800 total, she paid 5000 by card, "
             "balance at delivery", lang="english")
    assert rows(r) == [("udhaar_given", 7800, "Kapoor"), (R, 5000, "Kapoor")]


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("Kaju W240 5 kg badam 3 kg Lakshmi garu ki ammanu 7,450 sagam ippudu ichharu migatha Diwali ki", "telugu",
     "Lakshmi"),  # half given now, the rest at Diwali
    ("రాంబాబు గారు 10 కిలోల కాజా తీసుకెళ్ళారు, 3,200. సగం ఇచ్చారు, మిగతా అప్పు", "telugu", "రాంబాబు"),
])
def test_half_paid_now_is_half_of_the_sum(text, lang, who):
    r = read(text, lang=lang)
    whole = r.records[0].amount_paise / 100
    assert rows(r) == [("udhaar_given", whole, who), (R, whole / 2, who)], r
