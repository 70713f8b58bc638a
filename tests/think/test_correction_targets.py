"""Corrections say which entry they mean (docs/reading-guide.md, "Corrections"); the chain finds it."""

from __future__ import annotations

import pytest

from tests.think._rules import last, read, rec

FRI = "2026-11-20T10:00:00+05:30"
AFTER = last(rec("udhaar_given", 1200, "Rajan"))


def _said(text: str, lang: str = "hinglish") -> dict:
    r = read(text, lang=lang, last=AFTER, now=FRI)
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    return {k: v for k, v in c.__dict__.items() if v not in (None, False) and (k, v) not in (
        ("scope", "one"), ("what", "last"), ("what", "last_with_counterparty"))}


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("nahi 1200 nahi 1250 tha", "hinglish", {"action": "amend", "amount_paise": 120000, "new_amount_paise": 125000}),
    ("Hitesh wali entry 650 ki thi, 560 nahi", "hinglish",
     {"action": "amend", "counterparty": "Hitesh", "amount_paise": 56000, "new_amount_paise": 65000}),
    ("Rajan ka 500 wala galat hai, 600 tha", "hinglish",
     {"action": "amend", "counterparty": "Rajan", "amount_paise": 50000, "new_amount_paise": 60000}),
    ("1200 wali entry hata do", "hinglish", {"action": "cancel", "amount_paise": 120000}),
    ("cheeni wali entry hata do", "hinglish", {"action": "cancel", "item": "cheeni"}),
    ("udhaar wali entry cancel karo", "hinglish", {"action": "cancel", "kind": "udhaar_given"}),
    ("kal wali entry mita do", "hinglish", {"action": "cancel", "on": "2026-11-19"}),
    ("SMS wali entry hatao", "hinglish", {"action": "cancel", "via": "bank"}),
    ("double ho gayi, ek mita do", "hinglish", {"action": "cancel", "twin": True}),
    ("woh kal ka tha", "hinglish", {"action": "amend", "new_on": "2026-11-19"}),
    ("pichli entry mita do", "hinglish", {"action": "cancel"}),
    # the kind and goods beside the cancel word say which entry; the reason after the comma does not
    ("delete Monday's battery sale, the customer returned the battery", "en",
     {"action": "cancel", "kind": "sale", "item": "battery", "on": "2026-11-16"}),
    # the person said not to be is whose entry it is, the one said to be is the new one
    ("kal Gurdeep nahi, Gurpreet si", "punjabi",
     {"action": "amend", "counterparty": "Gurdeep", "new_counterparty": "Gurpreet", "on": "2026-11-19"}),
    ("कालची पाटील साहेबांची नोंद चुकीची आहे, ते पवार साहेब होते", "marathi",
     {"action": "amend", "counterparty": "पाटील", "new_counterparty": "पवार", "on": "2026-11-19"}),
])
def test_what_the_owner_says_about_the_entry_is_kept(text, lang, want):
    assert _said(text, lang) == want


@pytest.mark.parametrize(("text", "lang", "on"), [
    ("poora hisaab saaf karo", "hinglish", None),
    ("undo all", "en", None),
    ("wipe today's entries", "en", "2026-11-20"),
    ("aaj ki saari entries hatao", "hinglish", "2026-11-20"),
])
def test_bulk_cancels_are_every_entry_that_fits_never_the_last_one(text, lang, on):
    said = _said(text, lang)
    assert said["action"] == "cancel" and said["scope"] == "all" and said.get("on") == on


@pytest.mark.parametrize(("text", "want"), [
    ("woh 1,100 jo GPay pe aaya tha, Salim ka hai",
     {"action": "amend", "amount_paise": 110000, "via": "bank", "new_counterparty": "Salim"}),
    ("6000 jo Anwar ko gaye the wo udhaar tha",
     {"action": "amend", "amount_paise": 600000, "via": "bank", "new_counterparty": "Anwar",
      "new_kind": "udhaar_given"}),
    ("ATM wala 5000 transfer tha", {"action": "amend", "amount_paise": 500000, "via": "bank", "new_kind": "transfer"}),
    ("SMS wali 1200 Rajan ki thi", {"action": "amend", "amount_paise": 120000, "via": "bank",
                                     "new_counterparty": "Rajan"}),
])
def test_a_bank_entry_explained_is_a_change_to_it_not_a_new_entry(text, want):
    assert _said(text) == want


def test_a_payment_and_why_is_still_a_payment():
    r = read("Pinky ko 650 chuka diye jo udhaar liya tha usse")
    assert r.intent == "record" and r.records[0].kind == "payment_made"


@pytest.mark.parametrize(("text", "lang", "old_dues"), [
    ("aur 850 jo aaya tha woh Manoj ka hai, uska purana 850 baaki tha, ab clear", "hinglish", True),
    ("the 2,340 that came on Federal yesterday is from Abdul, he was clearing his old tab", "en", True),
    ("काल १,२०० आले ते देशमुखांचे, जुनी उधारी होती, पूर्ण १,२००", "mr", True),
    ("और 1,760 जो आए थे वो गुरप्रीत के हैं, उसका पिछले महीने का उधार था", "hi", True),
    ("woh 1,100 jo GPay pe aaya tha, Salim ka hai", "hinglish", False),
])
def test_a_bank_entry_explained_as_old_dues_says_so(text, lang, old_dues):
    r = read(text, lang=lang, last=AFTER, now=FRI)
    assert r.intent == "correct" and r.correction is not None and r.correction.old_dues is old_dues
