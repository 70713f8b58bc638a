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
