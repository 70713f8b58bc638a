"""The heartbeat: every sweep the brain runs by itself, in one table. Read SWEEPS first.

A sweep is deterministic SQL and Python (no LLM). Each run is recorded in `sweep_runs` with its
duration, outcome, what it produced and a line of detail; a sweep that fails is logged and
recorded, and never stops the process or the sweeps after it.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from dhandha.brain import alerts, anomaly, briefing, calendar, collect, decay, pattern, promises
from dhandha.brain.outcome import Outcome
from dhandha.clock import iso
from dhandha.deps import Deps

log = logging.getLogger("dhandha.heartbeat")


@dataclass(frozen=True)
class Every:
    minutes: int
    setting: str | None = None  # a Settings field that, when set, gives the minutes instead

    def interval(self, settings: Any) -> int:
        return int(getattr(settings, self.setting, None) or self.minutes) if self.setting else self.minutes

    def __str__(self) -> str:
        return f"every {self.minutes} min"


@dataclass(frozen=True)
class Daily:
    at: str  # "HH:MM" in the owner's zone

    def __str__(self) -> str:
        return f"daily at {self.at}"


@dataclass(frozen=True)
class Sweep:
    name: str
    run: Callable[[Deps], Outcome | int]
    schedule: Every | Daily
    about: str = ""  # one line for `dhandha sweep --help`


def _integrity(deps: Deps) -> Outcome | int:
    """SQLite's quick_check on the live books; a damaged file is marked and refused from then on.
    A clean one is recorded, and spares the next day's one-shot commands their own."""
    from dhandha import checkup
    from dhandha.damage import sweep

    started = time.perf_counter()
    done = sweep(deps.store)
    if deps.store.on_disk:
        checkup.record(deps.store.path, deps.clock(), checkup.NIGHTLY, started)
    return done


def _backup(deps: Deps) -> Outcome | int:
    from dhandha.backup import backup_sweep

    return backup_sweep(deps)


def _reminders(deps: Deps) -> Outcome | int:
    from dhandha.collect.reminders import sweep

    return sweep(deps)


# The heartbeat, in the order `dhandha sweep all` runs it: collect what is new, notice what is
# odd, learn habits, let old things fade, look at the calendar, settle promises, then decide who
# hears what. The briefing checks the clock itself (it goes out once, at the owner's time).
SWEEPS: tuple[Sweep, ...] = (
    Sweep("collect", collect.sweep, Every(5, "sms_poll_minutes"), "bank SMS poll, and the phone's battery"),
    Sweep("anomaly", anomaly.sweep, Every(15), "bursts, night debits, duplicates, odd amounts and days"),
    Sweep("pattern", pattern.sweep, Every(30, "heartbeat_minutes"), "rhythms per person, the shop's week"),
    Sweep("decay", decay.sweep, Daily("03:00"), "edges fade with silence; notes and questions expire"),
    Sweep("calendar", calendar.sweep, Every(180), "tax deadlines and festivals ahead"),
    Sweep("promises", promises.sweep, Every(30, "heartbeat_minutes"), "promises kept or broken"),
    Sweep("reminders", _reminders, Every(60), "did a payment follow each reminder within 7 days?"),
    Sweep("alerts", alerts.sweep, Every(5), "critical now, 3 a day, quiet hours, the rest to the briefing"),
    Sweep("briefing", briefing.sweep, Every(15), "the morning briefing, once a day from the owner's time"),
    Sweep("integrity", _integrity, Daily("22:45"), "quick_check: a damaged file is refused, never backed up"),
    Sweep("backup", _backup, Daily("23:00"), "nightly verified copy of the books"),
)
BY_NAME = {s.name: s for s in SWEEPS}


def sweep_lines() -> list[str]:
    """One line per sweep, for `dhandha sweep --help`."""
    return [f"{s.name:<9} {str(s.schedule):<16} {s.about}" for s in SWEEPS]


@dataclass(frozen=True)
class SweepRun:
    name: str
    outcome: str  # ok | failed | skipped
    produced: int
    ms: float
    detail: str


def run_sweep(deps: Deps, name: str, ran_by: str = "daemon") -> SweepRun:
    """Run one sweep now and record it (and who ran it). Never raises for the sweep's own failure."""
    sweep = BY_NAME[name]
    started = deps.clock()
    t0 = time.perf_counter()
    try:
        got = sweep.run(deps)
        result = Outcome(got) if isinstance(got, int) else got
        outcome, produced, detail = ("skipped" if result.skipped else "ok"), result.produced, result.detail
    except Exception as exc:  # one sweep's bug or a full disk must not stop the heartbeat
        log.exception("sweep %s failed", name)
        outcome, produced, detail = "failed", 0, f"{type(exc).__name__}: {exc}"[:500]
    ms = (time.perf_counter() - t0) * 1000
    try:
        with deps.store.tx():
            deps.store.sweep_record(name, iso(started), ms, outcome, produced, detail, ran_by)
    except Exception:
        log.exception("could not record the run of sweep %s", name)
    return SweepRun(name, outcome, produced, round(ms, 2), detail)


def run_all(deps: Deps) -> list[SweepRun]:
    return [run_sweep(deps, s.name) for s in SWEEPS]


class SweepRunner:
    """Runs scheduled sweeps off the event loop, one at a time, on the heartbeat's own connection.

    The chain answers the owner on the loop; a sweep that reads a year of entries (or waits on
    termux for the battery) must not hold that up. A single worker thread keeps sweeps from
    overlapping each other, and its own SQLite connection keeps its transactions apart from the
    chat's (WAL lets them read side by side; busy_timeout queues the writers).
    """

    def __init__(self, deps: Deps) -> None:
        self.deps = deps
        self.inline = str(deps.store.path) == ":memory:"  # a second connection would see another database
        self._own: Deps | None = None
        self._pool = None if self.inline else ThreadPoolExecutor(max_workers=1, thread_name_prefix="heartbeat")
        self.wake_lock: bool | None = None  # whether the daemon holds Android's wake lock, for the beat file

    def _heartbeat_deps(self) -> Deps:
        if self._own is None:
            from dhandha.store import open_store

            self._own = replace(self.deps, store=open_store(self.deps.clock, self.deps.store.path))
        return self._own

    async def job(self, name: str) -> SweepRun:
        if self._pool is None:
            done = run_sweep(self.deps, name)
        else:
            loop = asyncio.get_running_loop()
            done = await loop.run_in_executor(self._pool, lambda: run_sweep(self._heartbeat_deps(), name))
        self.beat()
        return done

    def beat(self) -> None:
        """The heartbeat file doctor reads: this process is alive and beating."""
        if self.inline:
            return
        from dhandha import daemon_files

        try:
            daemon_files.beat(self.deps.clock(), wake_lock=self.wake_lock, where=self.deps.store.path.parent)
        except OSError as exc:
            log.warning("could not write the heartbeat file: %s", exc)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        if self._own is not None:
            self._own.store.close()


def grace_seconds(schedule: Every | Daily, settings: Any) -> int:
    """How late a run may start and still run. With coalescing, a phone that slept through many
    interval runs wakes to one run whose time is at most one interval old; a daily run missed
    overnight (the 23:00 backup with the phone off) still runs in the morning."""
    return schedule.interval(settings) * 60 if isinstance(schedule, Every) else 12 * 3600


def build_scheduler(deps: Deps) -> Any:
    """The heartbeat as an APScheduler 3.x AsyncIOScheduler (not started; start it inside the loop)."""
    from apscheduler.schedulers.asyncio import AsyncIOScheduler
    from apscheduler.triggers.cron import CronTrigger
    from apscheduler.triggers.interval import IntervalTrigger

    from dhandha.clock import zone

    tz = zone(deps.tz())
    scheduler = AsyncIOScheduler(timezone=tz, job_defaults={
        "coalesce": True,  # missed runs (phone asleep) collapse into one instead of piling up
        "max_instances": 1,  # a slow run is never overlapped by the next one
        "misfire_grace_time": 300,
    })
    runner = SweepRunner(deps)
    soon = datetime.now(tz)
    for i, s in enumerate(SWEEPS):
        if isinstance(s.schedule, Every):
            # First runs a few seconds apart right after start-up, so a restart catches up at once.
            trigger: Any = IntervalTrigger(minutes=s.schedule.interval(deps.settings), timezone=tz)
            first: datetime | None = soon + timedelta(seconds=3 * i)
        else:
            hour, _, minute = s.schedule.at.partition(":")
            trigger, first = CronTrigger(hour=int(hour), minute=int(minute), timezone=tz), None
        extra = {"next_run_time": first} if first is not None else {}
        scheduler.add_job(runner.job, trigger, args=[s.name], id=s.name, name=s.name,
                          misfire_grace_time=grace_seconds(s.schedule, deps.settings), replace_existing=True, **extra)
    scheduler.dhandha_runner = runner  # so whoever shuts the scheduler down can close its connection
    return scheduler


def stop_scheduler(scheduler: Any) -> None:
    """Stop the heartbeat: no new runs, the running one finishes, and its connection is closed."""
    scheduler.shutdown(wait=False)
    runner = getattr(scheduler, "dhandha_runner", None)
    if runner is not None:
        runner.close()


def cmd_sweep(args: argparse.Namespace) -> int:
    """`dhandha sweep NAME|all`: run sweeps once, with the clock DHANDHA_NOW gives."""
    names = [s.name for s in SWEEPS] if args.name == "all" else [args.name]
    unknown = [n for n in names if n not in BY_NAME]
    if unknown:
        print(f"dhandha: no sweep named {unknown[0]!r}; choose one of: all, {', '.join(BY_NAME)}"
              " (`dhandha sweep --help` says what each does)", file=sys.stderr)
        return 2
    from dhandha.app import make_deps

    deps = make_deps()
    if deps.store.read_only:  # damaged books: no sweep may read or write them
        from dhandha.damage import refuse

        deps.store.close()
        raise refuse(deps.store.path)
    try:
        runs = [run_sweep(deps, n, ran_by="manual") for n in names]
    finally:
        deps.store.close()
    for r in runs:
        print(f"{r.name:<9} {r.outcome:<7} {r.produced:>6} {r.ms:>9.1f} ms  {r.detail}")
    return 1 if any(r.outcome == "failed" for r in runs) else 0
