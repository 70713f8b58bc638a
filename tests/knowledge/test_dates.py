"""Next-date logic with an injected today: month ends, year ends, state groups, kinds of filer,
festivals under way, and the end of the tables."""

from __future__ import annotations

from datetime import date

import pytest

from dhandha.knowledge import FestivalAnswer, FilingAnswer, answer, read_question
from dhandha.knowledge.question import Question


def dues(text: str, today: str, filer: str, region: str | None = None) -> list[tuple[str, str]]:
    a = answer(read_question(text, "en"), date.fromisoformat(today), filer, region)
    assert isinstance(a, FilingAnswer)
    return [(d.form, d.due.isoformat()) for d in a.dues]


@pytest.mark.parametrize(("today", "due"), [
    ("2026-12-20", "2026-12-20"),  # due today is still the next date
    ("2026-12-21", "2027-01-20"),  # past it: next month, across the year end
    ("2026-12-31", "2027-01-20"),
    ("2027-01-31", "2027-02-20"),  # a month end
    ("2027-02-28", "2027-03-20"),
])
def test_monthly_gstr3b(today, due):
    assert dues("GSTR-3B kab hai", today, "monthly") == [("GSTR-3B", due)]


@pytest.mark.parametrize(("today", "region", "due"), [
    ("2026-10-22", "Maharashtra", "2026-10-22"),
    ("2026-10-23", "Maharashtra", "2027-01-22"),
    ("2026-10-23", "Delhi", "2026-10-24"),  # group B files two days later
    ("2026-10-25", "Delhi", "2027-01-24"),
    ("2026-12-31", "Kolkata", "2027-01-24"),
    ("2027-01-25", "Chennai", "2027-04-22"),
])
def test_quarterly_gstr3b_follows_the_state_group(today, region, due):
    assert dues("GSTR-3B kab hai", today, "quarterly", region) == [("GSTR-3B", due)]


def test_quarterly_gstr3b_without_a_state_gives_both_groups():
    assert dues("GSTR-3B kab hai", "2026-12-01", "quarterly") == [("GSTR-3B", "2027-01-22"), ("GSTR-3B", "2027-01-24")]


@pytest.mark.parametrize(("today", "due"), [
    ("2026-12-11", "2026-12-11"), ("2026-12-12", "2027-01-11"), ("2027-11-30", "2027-12-11"),
])
def test_monthly_gstr1(today, due):
    assert dues("GSTR-1 due date", today, "monthly") == [("GSTR-1", due)]


@pytest.mark.parametrize(("today", "due"), [
    ("2027-01-18", "2027-01-18"), ("2027-01-19", "2027-04-18"), ("2026-12-31", "2027-01-18"),
])
def test_composition_cmp08(today, due):
    assert dues("CMP-08 kab hai", today, "composition") == [("CMP-08", due)]


@pytest.mark.parametrize(("today", "due"), [
    ("2026-06-30", "2026-06-30"), ("2026-07-01", "2027-06-30"),
    ("2024-04-01", "2024-04-30"),  # before 2025 the annual return was due on 30 April
])
def test_composition_gstr4_and_its_changed_date(today, due):
    assert dues("GSTR-4 kab hai", today, "composition") == [("GSTR-4", due)]


@pytest.mark.parametrize(("today", "due"), [
    ("2026-12-31", "2026-12-31"), ("2027-01-01", "2027-12-31"),
])
def test_annual_return_at_the_year_end(today, due):
    assert dues("GSTR-9 kab hai", today, "monthly") == [("GSTR-9", due)]


@pytest.mark.parametrize(("today", "due"), [
    ("2025-07-31", "2025-07-31"),  # the old date, before it moved
    ("2025-08-01", "2026-08-31"),
    ("2026-08-31", "2026-08-31"),
    ("2026-09-01", "2027-08-31"),
])
def test_income_tax_return(today, due):
    assert dues("ITR kab bharna hai", today, "none") == [("ITR", due)]


def test_next_gst_date_for_each_kind_of_filer():
    assert dues("agli GST date", "2026-12-21", "monthly") == [("GSTR-9", "2026-12-31")]
    assert dues("agli GST date", "2026-12-26", "quarterly", "Delhi") == [("GSTR-9", "2026-12-31")]
    assert dues("agli GST date", "2027-01-01", "quarterly", "Delhi") == [("GSTR-1", "2027-01-13")]
    assert dues("agli GST date", "2027-01-14", "quarterly", "Delhi") == [("GSTR-3B", "2027-01-24")]
    assert dues("agli GST date", "2027-01-14", "composition") == [("CMP-08", "2027-01-18")]
    # The optional invoice upload is never "the next GST date".
    assert dues("agli GST date", "2026-11-12", "quarterly", "Delhi") == [("PMT-06", "2026-11-25")]


def test_a_return_the_owner_does_not_file_points_to_their_own():
    a = answer(read_question("GSTR-3B kab hai", "en"), date(2026, 12, 1), "composition")
    assert isinstance(a, FilingAnswer) and a.not_for_filer
    assert [(d.form, d.due.isoformat()) for d in a.dues] == [("CMP-08", "2027-01-18")]
    b = answer(read_question("PMT-06 kab hai", "en"), date(2026, 12, 1), "monthly")
    assert isinstance(b, FilingAnswer) and b.not_for_filer and [d.form for d in b.dues] == ["GSTR-1"]


def festival(text: str, today: str, region: str | None = None, lang: str = "en") -> FestivalAnswer:
    a = answer(read_question(text, lang), date.fromisoformat(today), region=region)
    assert isinstance(a, FestivalAnswer)
    return a


@pytest.mark.parametrize(("today", "day", "days"), [
    ("2026-11-07", "2026-11-08", 1),
    ("2026-11-08", "2026-11-08", 0),  # today is Diwali
    ("2026-11-09", "2027-10-29", 354),  # the day after: next year's
    ("2025-12-31", "2026-11-08", 312),
])
def test_next_diwali(today, day, days):
    [f] = festival("when is diwali", today).festivals
    assert (f.key, f.day.isoformat(), f.days) == ("diwali", day, days)


def test_a_festival_under_way_says_so():
    [f] = festival("durga puja kab hai", "2026-10-19").festivals
    assert f.ongoing and f.end == date(2026, 10, 20) and f.days == -1
    [f] = festival("durga puja kab hai", "2026-10-21").festivals
    assert not f.ongoing and f.day == date(2027, 10, 6)


def test_a_name_for_two_festivals_gives_the_sooner():
    [f] = festival("eid kab hai", "2026-04-01").festivals
    assert (f.key, f.day) == ("eid_ul_adha", date(2026, 5, 27))
    [f] = festival("eid kab hai", "2026-12-01").festivals
    assert (f.key, f.day) == ("eid_ul_fitr", date(2027, 3, 10))


def test_beyond_the_tables_is_said_not_guessed():
    a = festival("when is diwali", "2027-10-30")
    assert a.festivals == () and a.beyond == "Diwali" and a.last_year == 2027
    a = festival("Diwali 2028 kab hai", "2026-11-28", lang="hinglish")
    assert a.festivals == () and a.beyond == "Diwali"
    a = answer(Question("festival", "en"), date(2028, 1, 1))
    assert isinstance(a, FestivalAnswer) and a.festivals == () and a.last_year == 2027


def test_a_year_named_gives_that_years_day():
    [f] = festival("Diwali 2027 kab hai", "2026-01-01").festivals
    assert f.day == date(2027, 10, 29)
    [f] = festival("Diwali 2026 kab thi", "2026-12-01").festivals
    assert f.day == date(2026, 11, 8) and f.days < 0


@pytest.mark.parametrize(("region", "lang", "first"), [
    ("Chennai", "en", {"pongal", "makar_sankranti"}),  # both on 15 Jan 2027
    ("Gujarat", "en", {"uttarayan"}),  # 14 Jan, a day before Sankranti
    ("Mumbai", "en", {"makar_sankranti"}),
    ("Punjab", "en", {"lohri"}),
    (None, "ta", {"pongal", "makar_sankranti"}),  # state unknown: the language decides
])
def test_next_festival_depends_on_the_region(region, lang, first):
    a = festival("next festival?", "2026-12-26", region=region, lang=lang)
    assert {f.key for f in a.festivals} == first


def test_next_festival_across_the_year_end():
    [f] = festival("next festival?", "2026-12-25", region="Kerala").festivals
    assert f.key == "christmas" and f.days == 0
    a = festival("next festival?", "2026-12-26", region="Kerala")
    assert a.festivals[0].day.year == 2027
