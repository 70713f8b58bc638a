"""Ninety days of a synthetic shop through the real chain, SMS pipeline and sweeps: what 'done' means."""

from __future__ import annotations

import argparse
import asyncio
import json

import pytest

from dhandha.brain.alerts import DAILY_CAP
from dhandha.brain.briefing import WORD_LIMIT
from dhandha.simulate import REGULARS, cmd_simulate, simulate

DAYS = 90


@pytest.fixture(scope="module", params=[1, 7], ids=lambda s: f"seed{s}")
def report(request):
    return asyncio.run(simulate(DAYS, request.param))


def test_the_chain_understood_the_owner_and_the_bank(report):
    assert report.turns > 300
    assert report.misread == []
    assert report.sms_path == "pipeline" and report.sms_unbooked == []


def test_planted_anomalies_are_caught(report):
    missed = [p.id for p in report.plants if not p.caught]
    assert report.recall >= 0.95, missed
    assert {p.kind for p in report.plants} >= {"rapid_fire", "night_debit", "duplicate", "unusual_amount", "day_low",
                                               "day_high", "broken_rhythm"}
    urgent = [p for p in report.plants if p.kind in ("rapid_fire", "night_debit")]
    assert all(p.told == "sent" and p.caught_after_hours is not None and p.caught_after_hours < 1 for p in urgent)


def test_at_most_one_unplanted_alert_a_week(report):
    assert report.false_alerts_per_week <= 1.0, report.false_alerts


def test_never_more_than_the_daily_cap(report):
    assert report.max_normal_alerts_a_day <= DAILY_CAP


def test_payment_days_learned_within_two_days_after_six_weeks(report):
    assert len(report.payment_days) == len(REGULARS)
    for p in report.payment_days:
        assert p["error_days"] is not None and p["error_days"] <= 2, p


def test_the_customer_who_stops_paying_is_flagged_within_two_cycles(report):
    s = report.stopped
    assert s["flagged_day"] is not None, s
    assert s["cycles"] <= 2, s


def test_promises_kept_and_broken_and_broken_ones_in_the_next_briefing(report):
    assert len(report.promises) == 5
    for p in report.promises:
        assert p.settled == ("kept" if p.kept else "broken"), p
        if not p.kept:
            assert p.in_briefing, p


def test_every_briefing_is_short(report):
    assert report.briefings == DAYS
    assert report.max_briefing_words < WORD_LIMIT


def test_the_brain_learned_the_shops_week(report):
    cycle = report.learned["weekly_cycle"]
    assert cycle["peak_day"] == "Sun"
    assert report.learned["Vikas"]["promise_kept_rate"] < 0.5


def test_the_command_prints_json(capsys):
    assert cmd_simulate(argparse.Namespace(days=10, seed=3, json=True)) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["days"] == 10 and out["turns"] > 30 and "plants" in out and "learned" in out


def test_the_printed_report_reads_as_words_for_a_short_run(capsys):
    assert cmd_simulate(argparse.Namespace(days=12, seed=3, json=False)) == 0
    out = capsys.readouterr().out
    assert "None" not in out and "{" not in out
    assert "Payment days learned by day 12 (the end of this run):" in out
    assert "day 42" not in out  # a 12-day run cannot have learned anything by day 42


def test_the_printed_report_of_the_full_run_names_days_as_days(report, capsys):
    from dhandha.brain.sim_report import print_report

    print_report(report)
    out = capsys.readouterr().out
    assert "None" not in out and "learned by day 42:" in out
    assert any(day in out for day in ("Mondays", "Tuesdays", "Wednesdays", "Saturdays"))
