"""The heartbeat: one table of sweeps, every run recorded, a failure never stops the others."""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys

from fakes.termux import FakeTermux, sms

from dhandha import device
from dhandha.heartbeat import (
    BY_NAME,
    SWEEPS,
    Daily,
    Every,
    SweepRunner,
    build_scheduler,
    cmd_sweep,
    run_all,
    run_sweep,
    stop_scheduler,
)

from .conftest import at


def test_one_visible_table():
    names = [s.name for s in SWEEPS]
    assert names == ["collect", "anomaly", "pattern", "decay", "calendar", "promises", "reminders", "alerts", "briefing",
                     "integrity", "backup"]
    assert len(set(names)) == len(names) == len(BY_NAME)
    assert all(isinstance(s.schedule, Every | Daily) for s in SWEEPS)
    assert BY_NAME["backup"].schedule == Daily("23:00")


def test_the_table_does_not_import_the_scheduler():
    code = "import sys, dhandha.heartbeat; print('apscheduler' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_every_run_is_recorded(store, deps):
    run = run_sweep(deps, "calendar")
    assert run.outcome == "ok" and run.ms >= 0
    [row] = store.sweep_runs("calendar")
    assert (row["outcome"], row["produced"], row["detail"]) == ("ok", run.produced, run.detail)
    assert row["started_at"] == store.now() and row["duration_ms"] is not None


def test_a_failing_sweep_is_recorded_and_the_rest_still_run(store, deps, caplog):
    with store.tx():
        store.owner_update(timezone="Mars/Olympus_Mons")  # every sweep that needs the owner's day now fails
    runs = run_all(deps)
    assert [r.name for r in runs] == [s.name for s in SWEEPS]
    failed = {r.name for r in runs if r.outcome == "failed"}
    assert {"pattern", "calendar", "alerts", "briefing"} <= failed
    assert all("Mars" in r.detail for r in runs if r.outcome == "failed")
    assert len(store.sweep_runs()) == len(SWEEPS)
    assert "sweep pattern failed" in caplog.text


def test_collect_reads_the_battery_and_the_bank_sms(store, deps, clock, tmp_path, monkeypatch, said):
    fake = FakeTermux(tmp_path / "termux")
    fake.install(monkeypatch)
    device.forget_probe()
    fake.sms_list("new")
    fake.battery({"percentage": 12, "status": "DISCHARGING", "plugged": "UNPLUGGED"})
    fake.add(sms(1, "VM-SBIUPI-S", "Dear UPI user A/C X3096 debited by 5000.0 on date 02Sep26 trf to AMAZON PAY "
                 "Refno 606611872403 If not u? call-1800111109 for other services-18001234-SBI",
                 received="2026-09-02 01:40:00"))
    clock.set(at("2026-09-02 01:45"))
    run = run_sweep(deps, "collect")
    assert run.outcome == "ok" and run.produced == 1, run.detail
    assert json.loads(store.kv_get("battery"))["percent"] == 12
    for name in ("anomaly", "alerts"):
        run_sweep(deps, name)
    alerts = said("alert")
    assert any("₹5,000" in a and "01:40" in a for a in alerts)  # the night debit, at once
    assert any("12%" in a for a in alerts)  # and the dying phone, once


def test_collect_without_a_phone_is_reported_not_failed(store, deps, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no termux-* anywhere
    device.forget_probe()
    run = run_sweep(deps, "collect")
    assert run.outcome == "ok" and "battery" in run.detail and "SMS" in run.detail


async def test_the_scheduler_coalesces_and_never_overlaps(deps):
    scheduler = build_scheduler(deps)
    scheduler.start(paused=True)
    try:
        jobs = {j.id: j for j in scheduler.get_jobs()}
        assert set(jobs) == set(BY_NAME)
        for s in SWEEPS:
            job = jobs[s.name]
            assert job.coalesce is True and job.max_instances == 1 and job.args == (s.name,)
            every = s.schedule.interval(deps.settings) if isinstance(s.schedule, Every) else None
            assert job.misfire_grace_time == (every * 60 if every else 12 * 3600)
        assert str(jobs["backup"].trigger).startswith("cron[") and "hour='23'" in str(jobs["backup"].trigger)
        assert str(jobs["alerts"].trigger) == "interval[0:05:00]"
        assert str(scheduler.timezone) == "Asia/Kolkata"
        assert str(jobs["pattern"].trigger) == "interval[0:30:00]"  # the operator's heartbeat_minutes
    finally:
        stop_scheduler(scheduler)


async def test_scheduled_sweeps_run_off_the_loop_on_their_own_connection(store, deps):
    runner = SweepRunner(deps)
    try:
        run = await runner.job("calendar")
        assert run.outcome == "ok"
        assert runner._own is not None and runner._own.store is not store
        assert store.sweep_runs("calendar")[0]["outcome"] == "ok"  # written by the other connection
    finally:
        runner.close()


def test_dhandha_sweep_command(store, monkeypatch, capsys):
    monkeypatch.setenv("DHANDHA_NOW", "2026-10-09T06:00:00+05:30")
    assert cmd_sweep(argparse.Namespace(name="calendar")) == 0
    out = capsys.readouterr().out
    assert out.startswith("calendar  ok") and "Maharashtra" in out
    assert cmd_sweep(argparse.Namespace(name="nonsense")) == 2
    assert "choose one of: all, collect" in capsys.readouterr().err


def test_asyncio_is_only_needed_for_the_daemon():
    # run_sweep is plain and synchronous: `dhandha sweep` and the simulation call it without a loop.
    assert not asyncio.iscoroutinefunction(run_sweep)


def test_operator_settings_set_the_intervals(deps):
    every = BY_NAME["collect"].schedule
    assert isinstance(every, Every)
    assert every.interval(deps.settings) == deps.settings.sms_poll_minutes
    assert every.interval(deps.settings.model_copy(update={"sms_poll_minutes": 2})) == 2
