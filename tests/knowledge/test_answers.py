"""Offline answers, each checked against the tables themselves (read here with csv, not through the
module), in the question's language and with the date the facts were last checked."""

from __future__ import annotations

import csv
from collections import Counter
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

import pytest

from dhandha.knowledge import FestivalAnswer, FilingAnswer, GstRateAnswer, answer, read_question, respond, say
from dhandha.lang.detect import LANGS
from dhandha.lang.replies import replies

from .cases import LATER, QUESTIONS

SHELF = Path(__file__).parents[2] / "knowledge"
TODAY = date(2026, 11, 28)
CASES = QUESTIONS + LATER

# What each filing question's answer must hold on TODAY for an owner whose kind of filing is
# unknown: monthly and quarterly dates both, and both state groups for a quarterly GSTR-3B.
NEXT_GST = {("GSTR-1", "2026-12-11"), ("PMT-06", "2026-12-25")}
GSTR3B = {("GSTR-3B", "2026-12-20"), ("GSTR-3B", "2027-01-22"), ("GSTR-3B", "2027-01-24")}
GSTR1 = {("GSTR-1", "2026-12-11"), ("GSTR-1", "2027-01-13")}
FILING = {
    "when is the next gst due date": NEXT_GST,
    "agli GST date": NEXT_GST,
    "return kab bharna hai": NEXT_GST,
    "GST filing ki date kab hai": NEXT_GST,
    "रिटर्न भरने की आखिरी तारीख कब है": NEXT_GST,
    "GSTR-1 due date": GSTR1,
    "gstr1 kab tak bharna hai": GSTR1,
    "GSTR-3B kab bharna hai": GSTR3B,
    "जीएसटीआर-3बी कब भरना है": GSTR3B,
    "is baar 3b kab file karna hai": GSTR3B,
    "when's the gstr-3b deadline": GSTR3B,
    "when do I file CMP-08": {("CMP-08", "2027-01-18")},
    "ITR ki last date kya hai": {("ITR", "2027-08-31")},
    "annual return kab hai": {("GSTR-9", "2026-12-31")},
    "advance tax kab bharna hai": {("Advance tax", "2027-03-15")},
}


@cache
def table(rel: str) -> tuple[dict[str, str], ...]:
    with (SHELF / rel).open(encoding="utf-8", newline="") as f:
        return tuple(csv.DictReader(f))


def date_text(d: date, lang: str) -> str:
    """A date as the replies write it in ``lang`` ("25 Nov 2026", "25 நவம்பர் 2026")."""
    return replies().env.from_string("{{ d|date_word(none, l) }} {{ d.year }}").render(d=d, l=lang)


def known(cases, topic):
    return [c for c in cases if c[2] == topic and not any(n.startswith("?") for n in c[3])]


@pytest.mark.parametrize(("text", "lang", "topic", "names"), known(CASES, "gst_rate"))
def test_gst_rate_is_the_tables_rate(text, lang, topic, names):
    a = answer(read_question(text, lang), TODAY)
    assert isinstance(a, GstRateAnswer) and [it.item for it in a.items] == list(names)
    reply = say(a)
    for it in a.items:
        rows = [r for r in table("gst/rates.csv") if r["item"] == it.item]
        assert [(line.rate, line.kind, line.condition, line.status) for line in it.lines] == [
            (Decimal(r["rate"]), r["kind"], r["condition"] or None, r["status"]) for r in rows]
        for r in rows:
            if r["kind"] == "taxed":
                assert f"{r['rate']}%" in reply
        names_here = next(r for r in table("gst/item-names.csv") if r["item"] == it.item)[lang]
        assert names_here.split(";")[0] in reply
    checked = min(date.fromisoformat(r["checked"]) for r in table("gst/rates.csv") if r["item"] in names)
    assert a.checked == checked and date_text(checked, lang) in reply


@pytest.mark.parametrize(("text", "lang", "topic", "names"), known(CASES, "festival"))
def test_festival_date_is_the_tables_next_date(text, lang, topic, names):
    a = answer(read_question(text, lang), TODAY, region="Delhi")
    assert isinstance(a, FestivalAnswer)
    reply = say(a)
    if names:
        rows = sorted((r for r in table("calendar/festivals.csv")
                       if r["key"] in names and date.fromisoformat(r["end"] or r["date"]) >= TODAY),
                      key=lambda r: r["date"])
        assert a.festivals[0].key == rows[0]["key"]
        assert a.festivals[0].day == date.fromisoformat(rows[0]["date"])
    else:  # the next festival kept in Delhi (or across India)
        rows = sorted((r for r in table("calendar/festivals.csv") if date.fromisoformat(r["date"]) >= TODAY
                       and ("IN" in r["states"].split(";") or "DL" in r["states"].split(";"))),
                      key=lambda r: r["date"])
        assert {f.key for f in a.festivals} == {r["key"] for r in rows if r["date"] == rows[0]["date"]}
    for f in a.festivals:
        assert date_text(f.day, lang) in reply
        assert (f.day - TODAY).days == f.days
    assert date_text(a.checked, lang) in reply


@pytest.mark.parametrize(("text", "lang", "topic", "names"), known(CASES, "filing_due"))
def test_filing_date_is_the_next_one_on_the_rules(text, lang, topic, names):
    a = answer(read_question(text, lang), TODAY)
    assert isinstance(a, FilingAnswer)
    assert {(d.form, d.due.isoformat()) for d in a.dues} == FILING[text]
    reply = say(a)
    for d in a.dues:
        assert date_text(d.due, lang) in reply
    assert date_text(a.checked, lang) in reply


def test_every_filing_case_has_its_dates_written_down():
    assert {c[0] for c in known(CASES, "filing_due")} == set(FILING)


def test_forty_answers_checked_across_the_language_sets():
    checked = [c for c in CASES if c[2] in ("gst_rate", "festival", "filing_due") and c in
               known(CASES, "gst_rate") + known(CASES, "festival") + known(CASES, "filing_due")]
    assert len(checked) >= 40
    per_lang = Counter(c[1] for c in checked)
    assert set(per_lang) == set(LANGS) and min(per_lang.values()) >= 3


@pytest.mark.parametrize("lang", LANGS)
def test_an_item_not_in_the_tables_is_said_plainly(lang):
    q = read_question("kaju pe gst kitna hai", lang)
    assert q is not None and q.unknown == "kaju" and q.language == lang
    a = answer(q, TODAY)
    reply = say(a)
    assert "kaju" in reply and "%" not in reply
    assert date_text(a.checked, lang) in reply


@pytest.mark.parametrize(("text", "words"), [
    ("gst on medicines?", "medicines"), ("dawai pe gst kitna lagta hai", "dawai"),
    ("मेडिसिन पर जीएसटी कितना", "मेडिसिन"), ("மருந்துக்கு ஜிஎஸ்டி எவ்வளவு", "மருந்து"),
])
def test_unknown_items_in_several_languages(text, words):
    q = read_question(text, None)
    assert q is not None and q.topic == "gst_rate" and q.items == () and q.unknown == words
    reply = say(answer(q, TODAY))
    assert words in reply and "%" not in reply


def test_a_return_not_in_the_tables_is_said_plainly():
    reply = respond("gstr 2b kab aata hai", "hinglish", TODAY)
    assert reply is not None and "GSTR-2B" in reply and "2027" not in reply.split("(")[0]


def test_disputed_and_unconfirmed_rates_say_so():
    fans = say(answer(read_question("fan pe gst", "hinglish"), TODAY))
    assert "5% ya 18%" in fans and "CA" in fans
    atta = answer(read_question("atta pe gst kitna", "en"), TODAY)
    assert {(line.condition, line.rate, line.status) for it in atta.items for line in it.lines} == {
        ("packed", Decimal(5), "unverified"), ("loose", Decimal(0), "sure")}
    assert "not fully confirmed" in say(atta)


def test_tobacco_rate_applies_from_february_2026():
    q = read_question("cigarette pe gst kitna", "en")
    before = answer(q, date(2026, 1, 15))
    assert isinstance(before, GstRateAnswer)
    [line] = before.items[0].lines
    assert line.rate == 40 and line.pending and "from 1 Feb 2026" in say(before)
    after = answer(q, TODAY)
    assert not after.items[0].lines[0].pending and "plus excise or cess" in say(after)


def test_no_item_named_lists_the_slabs_that_exist():
    a = answer(read_question("gst kitna hai", "en"), TODAY)
    assert {s.rate for s in a.slabs} == {Decimal(r["rate"]) for r in table("gst/slabs.csv")}
    reply = say(a)
    assert "40%" in reply and "12%" not in reply and "28%" not in reply


def test_respond_is_none_for_a_ledger_message():
    assert respond("Rajan ko 500 udhaar", "hinglish", TODAY) is None
    assert respond("biscuit pe GST kitna", "hinglish", TODAY).startswith("biscuit pe GST: 5%")
