""""Cancel every entry I wrote today": the participle "written / put" before "all" is how the entries
came to be, never whose they are (docs/reading-guide.md, "Corrections"). Every entry of the day is
listed for a yes; none is looked up under an account named "written"."""

from __future__ import annotations

import pytest

from tests.think._rules import read

FRI = "2026-11-20T10:00:00+05:30"


@pytest.mark.parametrize(("text", "lang"), [
    ("இன்னைக்கு போட்ட எல்லா entry-யும் அழிச்சிடுங்க", "tamil"),
    ("இன்னைக்கு எழுதின எல்லா என்ட்ரியும் அழி", "tamil"),
    ("ഇന്ന് ഇട്ട എല്ലാ എൻട്രിയും കളയൂ, ഞാൻ വീണ്ടും ഇടാം", "malayalam"),
    ("ఈరోజు రాసిన ఎంట్రీలు అన్నీ తీసేయి", "telugu"),
    ("ಇವತ್ತು ಬರೆದ ಎಲ್ಲಾ ಎಂಟ್ರಿ ಅಳಿಸಿ", "kannada"),
    ("ಇವತ್ತು ಹಾಕಿದ ಎಲ್ಲಾ ಎಂಟ್ರಿ ತೆಗೆದುಹಾಕಿ", "kannada"),
    ("ಇವತ್ತು ಬರೆದಿದ್ದು ಎಲ್ಲಾ ತಪ್ಪು, ಇವತ್ತಿನ ಎಲ್ಲಾ entry ಅಳಿಸಿಬಿಡು", "kannada"),
    ("আজকে লেখা সব এন্ট্রি মুছে দাও", "bengali"),
    ("ଆଜି ଲେଖିଥିବା ସବୁ ଏଣ୍ଟ୍ରି କାଟିଦିଅ", "odia"),
])
def test_every_entry_of_the_day_is_cancelled_whoever_it_was(text, lang):
    r = read(text, lang=lang, now=FRI)
    assert r.intent == "correct" and r.correction is not None, r
    c = r.correction
    assert (c.action, c.scope, c.on, c.counterparty) == ("cancel", "all", "2026-11-20", None)


def test_a_person_marked_as_whose_still_names_the_entries():
    r = read("முருகனோட எல்லா entry-யும் அழி", lang="tamil", now=FRI)
    assert r.correction is not None and r.correction.counterparty == "முருகன்"


def test_a_malayalam_remove_word_cancels_the_named_entry():
    r = read("ഇന്നലത്തെ ഫൈസലിന്റെ 1,200 കടം ഒഴിവാക്ക്, തെറ്റായി എഴുതിയതാ", lang="malayalam", now=FRI)
    assert r.correction is not None
    c = r.correction
    assert (c.action, c.counterparty, c.amount_paise, c.on) == ("cancel", "ഫൈസൽ", 120000, "2026-11-19")


@pytest.mark.parametrize(("text", "lang"), [
    ("सगळा हिशोब पुसून टाक", "marathi"), ("सगळा हिशोब पुसून टाका", "marathi"), ("sagla hishob pusun tak", "marathi"),
    ("सारी एंट्री हटा दे", "hindi"), ("सब साफ कर दे", "hindi"), ("पूरा हिसाब साफ़ कर दो", "hindi"), ("sab hisaab mita de", "hinglish"),
    ("બધો હિસાબ કાઢી નાખ", "gujarati"), ("badho hisab kadhi nakh", "gujarati"),
    ("ਸਾਰਾ ਹਿਸਾਬ ਮਿਟਾ ਦੇ", "punjabi"), ("saara hisaab mita de", "punjabi"),
    ("সব হিসাব মুছে দে", "bengali"), ("sob hisab muche de", "bengali"),
    ("ସବୁ ହିସାବ କାଟିଦେ", "odia"), ("sabu hisab kati de", "odia"),
    ("எல்லா கணக்கையும் அழிச்சிடு", "tamil"), ("anni entries teesey", "telugu"),
    ("ಎಲ್ಲಾ ಲೆಕ್ಕ ಅಳಿಸಿಬಿಡು", "kannada"), ("എല്ലാം കളഞ്ഞേക്ക്", "malayalam"), ("wipe everything", "english"),
])
def test_wiping_the_whole_account_book_is_a_cancel_of_everything_in_the_familiar_form_too(text, lang):
    r = read(text, lang=lang, now=FRI)
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.action, r.correction.scope) == ("cancel", "all")
