"""The day money moved, and the days a question asks about (docs/reading-guide.md, "Dates").

The clock in these tests is Friday 2026-11-20, 10:00 in the owner's zone.
"""

from __future__ import annotations

import pytest

from tests.think._rules import read

FRI = "2026-11-20T10:00:00+05:30"

RECORD_DAYS = [
    ("kal Rajan ne 500 diye", "2026-11-19"),
    ("Rajan ne parso 500 diye", "2026-11-18"),
    ("narson Salim ko 300 udhaar diya", "2026-11-17"),
    ("pichhle mahine ki 28 ko Salim ko 1200 udhaar diye", "2026-10-28"),
    ("Friday ko Mohan ne 700 diye", "2026-11-13"),
    ("Monday ko Mohan ne 700 diye", "2026-11-16"),
    ("9 tareekh ko 4000 ka maal aaya Om Sai Traders se", "2026-11-09"),
    ("25 tareekh ko Rajan ne 500 diye", "2026-10-25"),  # the 25th is still to come this month
    ("3 din pehle 250 ka petrol", "2026-11-17"),
    ("Ramesh ne 9th ko 500 diye", "2026-11-09"),
    ("28 October ko Rajan ko 800 udhaar", "2026-10-28"),
    ("yesterday Fernandes paid 900", "2026-11-19"),
    ("நேத்து முத்து 500 கொடுத்தார்", "2026-11-19"),
    ("నిన్న రవి 500 ఇచ్చాడు", "2026-11-19"),
    ("ನಿನ್ನೆ ರವಿ 500 ಕೊಟ್ಟರು", "2026-11-19"),
    ("ഇന്നലെ ഗോപൻ 500 തന്നു", "2026-11-19"),
    ("গতকাল রহিম 500 টাকা দিলেন", "2026-11-19"),
    ("kaal Sureshne 500 dile", "2026-11-19"),
    ("aaj Rajan ne 500 diye", None),
    ("raat ko Suresh ne 200 diye", None),
    ("Rajan ne 500 diye", None),
]


@pytest.mark.parametrize(("text", "day"), RECORD_DAYS)
def test_a_day_word_sets_the_day_the_money_moved(text, day):
    r = read(text, now=FRI)
    assert r.intent == "record", r
    assert r.records[0].on == day


def test_a_day_said_once_covers_the_message_but_not_a_clause_that_says_today():
    r = read("kal 500 ka becha, aaj 300 ka", now=FRI)
    assert [x.on for x in r.records] == ["2026-11-19", None]
    r = read("kal Rajan ne 500 diye, Mohan ne 300", now=FRI)
    assert [x.on for x in r.records] == ["2026-11-19", "2026-11-19"]


def test_a_day_in_a_promise_does_not_date_the_record():
    r = read("Noor ne 1200 diye, baaki kal degi", now=FRI)
    assert r.records[0].on is None
    assert r.intentions and r.intentions[0].due == "2026-11-21"


def test_a_day_of_the_month_is_not_money():
    r = read("pichhle mahine ki 28 ko Salim ko 1200 udhaar diye", now=FRI)
    assert [x.amount_paise for x in r.records] == [120000]


QUERY_DAYS = [
    ("pichle hafte ka kharcha", ("period_summary", "last_week", None, None)),
    ("pichle mahine kitna becha", ("period_summary", "last_month", None, None)),
    ("last month's sales", ("period_summary", "last_month", None, None)),
    ("October ka hisaab", ("period_summary", None, "2026-10-01", "2026-11-01")),
    ("parso ki bikri kitni thi", ("daily_summary", None, "2026-11-18", "2026-11-19")),
    ("9 tareekh ki bikri", ("daily_summary", None, "2026-11-09", "2026-11-10")),
    ("kal ki bikri", ("daily_summary", "yesterday", None, None)),
]


@pytest.mark.parametrize(("text", "want"), QUERY_DAYS)
def test_questions_honour_periods_and_named_days(text, want):
    r = read(text, now=FRI)
    assert r.intent == "query" and r.query is not None, r
    assert (r.query.query, r.query.period, r.query.start, r.query.end) == want


@pytest.mark.parametrize(("text", "day"), [
    ("mon sales 3,900, paid Suresh his weekly salary 2,000", None),  # typed on the Monday evening: today's takings
    ("monday sales 3,900", None),
    ("last monday sales 3,900", "2027-01-18"),
    ("Monday ko Mohan ne 700 diye", "2027-01-18"),  # a weekday that heads no takings is the last one before today
])
def test_a_days_takings_headed_by_todays_weekday_are_todays(text, day):
    r = read(text, lang="english", now="2027-01-25T19:30:00+05:30")
    assert r.records and r.records[0].on == day, r
