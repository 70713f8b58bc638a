"""Rhythms from event days: the usual weekday or date, when the next is due, when it is missed."""

from __future__ import annotations

from datetime import date, timedelta

from dhandha.brain import rhythm


def days(start: str, gaps: list[int]) -> list[date]:
    d = date.fromisoformat(start)
    out = [d]
    for g in gaps:
        d += timedelta(days=g)
        out.append(d)
    return out


def test_a_saturday_payer_is_weekly_on_saturday():
    r = rhythm.learn(days("2026-08-01", [7, 7, 7, 6, 8, 7]))  # 1 Aug 2026 is a Saturday
    assert (r.kind, r.weekday, r.steady) == ("weekly", 5, True)
    assert r.confidence >= 0.8


def test_a_monthly_payer_around_the_fifth():
    r = rhythm.learn([date(2026, 5, 5), date(2026, 6, 6), date(2026, 7, 4), date(2026, 8, 5)])
    assert (r.kind, r.month_day, r.steady) == ("monthly", 5, True)


def test_month_end_payers_wrap_around_the_first():
    r = rhythm.learn([date(2026, 5, 31), date(2026, 7, 1), date(2026, 7, 30), date(2026, 8, 31)])
    assert r.kind == "monthly"
    assert r.month_day in (30, 31, 1)


def test_one_payment_gives_a_day_but_no_rhythm():
    r = rhythm.learn([date(2026, 8, 15)])
    assert (r.kind, r.month_day, r.steady) == ("unknown", 15, False)
    assert rhythm.next_expected(r, date(2026, 8, 15)) is None


def test_scattered_days_are_not_steady():
    r = rhythm.learn(days("2026-08-01", [2, 11, 3, 19, 1]))
    assert r.kind == "irregular" and not r.steady


def test_next_weekly_payment_snaps_to_the_usual_weekday():
    r = rhythm.learn(days("2026-08-01", [7, 7, 7]))  # Saturdays
    assert rhythm.next_expected(r, date(2026, 8, 21)) == date(2026, 8, 29)  # paid a Friday: next Saturday


def test_next_monthly_payment_lands_on_the_usual_date():
    r = rhythm.learn([date(2026, 5, 25), date(2026, 6, 25), date(2026, 7, 24)])
    assert rhythm.next_expected(r, date(2026, 7, 24)) == date(2026, 8, 25)


def test_missed_only_after_the_grace():
    r = rhythm.learn(days("2026-08-05", [7, 7, 7]))  # Wednesdays; last 26 Aug
    last = date(2026, 8, 26)
    assert rhythm.missed(r, last, date(2026, 9, 2)) is None  # due today
    assert rhythm.missed(r, last, date(2026, 9, 5)) is None  # three days late is still grace
    assert rhythm.missed(r, last, date(2026, 9, 6)) == date(2026, 9, 2)


def test_a_twice_a_week_regular_is_not_missed_after_a_long_usual_gap():
    r = rhythm.learn(days("2026-07-01", [2, 5, 2, 5, 2, 5, 2, 5]))
    last = date(2026, 7, 29)
    assert rhythm.gone_quiet(r, last, date(2026, 8, 3)) is None  # five days: a normal gap
    assert rhythm.gone_quiet(r, last, date(2026, 8, 8)) is None  # ten days: twice the long gap
    assert rhythm.gone_quiet(r, last, date(2026, 8, 9)) == date(2026, 8, 3)


def test_too_few_visits_say_nothing():
    r = rhythm.learn(days("2026-07-01", [3, 3, 3]))
    assert rhythm.gone_quiet(r, date(2026, 7, 10), date(2026, 9, 1)) is None
