"""A verb, a kind word with an emphatic particle, or a cost word with "for" on it is never whose the money
is (docs/reading-guide.md, "Names"): the person named beside them is."""

from __future__ import annotations

import pytest

from tests.think._rules import read


@pytest.mark.parametrize(("text", "lang", "whose", "kind"), [
    # Telugu "అమ్మకమే": a sale, that is all (అమ్మకం with the emphatic -ē)
    ("ఉదయం వచ్చిన 2,750 లక్ష్మీ ప్రసన్న గారిది, వాళ్ళ అమ్మగారి నెల మందులు తీసుకెళ్లారు, అది అమ్మకమే", "telugu",
     "లక్ష్మీ ప్రసన్న", "sale"),
    # Tamil "அடைச்சிட்டார்": he paid it off; goods taken on credit last week, so old dues paid (the chain books them)
    ("காலையில வந்த 1,480 அன்பு சார் மருந்து காசு, போன வாரம் கடன்ல வாங்கினது, முழுசா அடைச்சிட்டார்", "tamil",
     "அன்பு", None),
])
def test_bank_money_explained_is_the_persons_named_not_the_verbs(text, lang, whose, kind):
    r = read(text, lang=lang, now="2027-01-12T11:00:00+05:30")
    assert r.intent == "correct" and r.correction is not None, r
    assert (r.correction.new_counterparty, r.correction.new_kind) == (whose, kind)


def test_a_lower_case_cost_word_with_for_is_what_the_money_was_for():
    # "Reshma churidar stitching ge 650 cash kottu hodru": for the stitching; Reshma is who
    r = read("Reshma churidar stitching ge 650 cash kottu hodru", lang="kannada")
    assert all(x.counterparty != "Stitching" for x in r.records + (r.clarify.partial if r.clarify else [])), r


def test_a_malayalam_cut_it_off_cancels_the_named_entry():
    r = read("ഇന്നലത്തെ രമേശന്റെ 1,450 കടം വെട്ടിക്കള, അവൻ ഗുളിക മുഴുവൻ തിരിച്ചു കൊണ്ടുവന്നു", lang="malayalam",
             now="2027-01-15T10:00:00+05:30")
    assert r.correction is not None, r
    c = r.correction
    assert (c.action, c.counterparty, c.amount_paise, c.on) == ("cancel", "രമേശൻ", 145000, "2027-01-14")


@pytest.mark.parametrize(("text", "lang", "whose"), [
    ("രാവിലെ ഹോൾസെയിൽ കടയിൽ നിന്ന് 6,250 രൂപയുടെ സാധനം എടുത്തു, കാശ് കൊടുത്തു", "malayalam", None),
    ("ബാലാജി ഹോൾസെയിൽസിൽ നിന്ന് 6,250 രൂപയുടെ സാധനം എടുത്തു, കാശ് കൊടുത്തു", "malayalam", "ബാലാജി ഹോൾസെയിൽസ്"),
    ("বালাজি হোলসেল থেকে ৬,২৫০ টাকার মাল কিনলাম, নগদ দিলাম", "bengali", "বালাজি হোলসেল"),
])
def test_wholesale_is_a_firms_word_never_a_name_on_its_own(text, lang, whose):
    r = read(text, lang=lang)
    assert [(x.kind, x.counterparty) for x in r.records] == [("purchase", whose)], r
