"""Every language set words every kind of knowledge answer, shortly, with the checked date."""

from __future__ import annotations

from datetime import date

import pytest

from dhandha.knowledge import answer, read_question, say
from dhandha.knowledge.answers import Due, FestivalAnswer, FilingAnswer, GstRateAnswer
from dhandha.lang.detect import LANGS
from dhandha.lang.replies import replies

TODAY = date(2026, 11, 28)
CHECKED = date(2026, 11, 25)


def date_text(d: date, lang: str) -> str:
    return replies().env.from_string("{{ d|date_word(none, l) }} {{ d.year }}").render(d=d, l=lang)


def rate_answer(lang: str, *items: str) -> GstRateAnswer:
    a = answer(read_question("gst on " + " and ".join(items), lang), TODAY)
    assert isinstance(a, GstRateAnswer) and [it.item for it in a.items] == list(items)
    return a


def samples(lang: str) -> dict[str, object]:
    cig = answer(read_question("gst on cigarettes", "en"), date(2026, 1, 10))
    assert isinstance(cig, GstRateAnswer)
    return {
        "plain": rate_answer(lang, "biscuit"),
        "conditions": rate_answer(lang, "atta", "restaurant"),
        "disputed": rate_answer(lang, "fan"),
        "pending": GstRateAnswer(lang, cig.today, cig.checked, items=cig.items),
        "unknown_item": GstRateAnswer(lang, TODAY, CHECKED, unknown="kaju"),
        "slabs": answer(read_question("gst kitna hai", lang), TODAY),
        "dues_unknown_filer": FilingAnswer(lang, TODAY, CHECKED, "none", form="GSTR-3B", dues=(
            Due("GSTR-3B", date(2026, 12, 20), 22, "monthly", None),
            Due("GSTR-3B", date(2027, 1, 22), 55, "quarterly", "A"),
            Due("GSTR-3B", date(2027, 1, 24), 57, "quarterly", "B"))),
        "not_for_filer": FilingAnswer(lang, TODAY, CHECKED, "composition", form="GSTR-3B", not_for_filer=True,
                                      dues=(Due("CMP-08", date(2027, 1, 18), 51, "composition", None),)),
        "due_tomorrow": FilingAnswer(lang, TODAY, CHECKED, "monthly", dues=(
            Due("GSTR-1", date(2026, 11, 29), 1, "monthly", None),)),
        "unknown_form": FilingAnswer(lang, TODAY, CHECKED, "none", unknown="GSTR-2B"),
        "no_dues": FilingAnswer(lang, TODAY, CHECKED, "none", form="GSTR-4"),
        "festival": answer(read_question("diwali kab hai", lang), TODAY),
        "next_festival": answer(read_question("next festival?", lang), TODAY),
        "ongoing": answer(read_question("durga puja kab hai", lang), date(2026, 10, 19)),
        "range": answer(read_question("bathukamma kab hai", lang), date(2027, 9, 1)),
        "beyond": answer(read_question("Diwali 2028 kab hai", lang), TODAY),
        "tables_end": FestivalAnswer(lang, date(2028, 1, 1), CHECKED, last_year=2027),
        "unknown_festival": FestivalAnswer(lang, TODAY, CHECKED, unknown="Teej"),
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_three_answers(lang):
    assert set(replies().keys(lang, "knowledge")) == {"gst_rate", "filing_due", "festival"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_answer_renders_short_with_the_checked_date(lang):
    for name, a in samples(lang).items():
        assert a.language == lang, name
        text = say(a)
        assert text.strip(), name
        assert date_text(a.checked, lang) in text.splitlines()[-1], (name, text)
        assert len(text) < 400, (name, text)
        assert "{" not in text and "None" not in text, (name, text)
        if lang not in ("en", "hinglish"):
            assert "GST on" not in text and "I don't have" not in text and "Next festival" not in text, (name, text)


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_tables_do_not_hold_is_named_back(lang):
    s = samples(lang)
    assert "kaju" in say(s["unknown_item"])
    assert "GSTR-2B" in say(s["unknown_form"])
    assert "Teej" in say(s["unknown_festival"])
    assert "2027" in say(s["beyond"]).splitlines()[0]


@pytest.mark.parametrize("lang", LANGS)
def test_dates_and_rates_come_through(lang):
    s = samples(lang)
    assert "5%" in say(s["plain"]) and "40%" in say(s["pending"])
    assert "18%" in say(s["disputed"]) and "5%" in say(s["disputed"])
    assert date_text(date(2027, 1, 24), lang) in say(s["dues_unknown_filer"])
    assert "CMP-08" in say(s["not_for_filer"])
    assert date_text(date(2027, 10, 29), lang) in say(s["festival"])
    assert date_text(date(2026, 10, 20), lang) in say(s["ongoing"])


def test_english_wording():
    s = samples("en")
    assert say(s["plain"]) == "GST on biscuit: 5% (essentials slab).\n(From my tables; facts checked 25 Nov 2026.)"
    assert say(s["due_tomorrow"]).startswith("GSTR-1: 29 Nov 2026, tomorrow.")
    assert "GSTR-3B (quarterly QRMP filers, group B states): 24 Jan 2027, in 57 days." in say(s["dues_unknown_filer"])
    assert say(s["not_for_filer"]).startswith("GSTR-3B is not filed by composition dealers. Your next return:")
    assert "Durga Puja: on now, till 20 Oct 2026." in say(s["ongoing"])
    assert "I don't have the GST rate for kaju in my tables." in say(s["unknown_item"])
