"""`dhandha simulate --days N --seed S`: a synthetic kirana shop through the real chain and the heartbeat.

The owner's messages ("Rajan ko 500 udhaar diya", "aaj 8500 ka becha", "Vikas bola Friday ko dega")
go through `run_turn`, the bank's SMS through the SMS pipeline, and the sweeps run on a manual
clock at the times the heartbeat would. The shop and its planted events are in
dhandha/brain/sim_script.py; what counts as caught, in dhandha/brain/sim_report.py.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from dhandha.brain.days import local_date
from dhandha.brain.graph import props
from dhandha.brain.sim_report import Report, judge, print_report
from dhandha.brain.sim_script import DEFAULT_START, REGULARS, TZ, Event, Script, moment
from dhandha.clock import ManualClock
from dhandha.errors import OperatorError

__all__ = ["REGULARS", "Report", "cmd_simulate", "simulate"]

OWNER = {"name": "Suresh", "shop_name": "Suresh Kirana", "language": "hinglish", "region": "Delhi",
         "gst_filer": "quarterly", "briefing_time": "08:00", "quiet_start": "22:00", "quiet_end": "07:00"}


class Shop:
    """The simulated shop's process: the store, the clock, the chain, the sweeps."""

    def __init__(self, home: Path, script: Script, report: Report) -> None:
        from dhandha.deps import Deps
        from dhandha.settings import Settings
        from dhandha.store import Store

        self.script, self.report = script, report
        self.clock = ManualClock(moment(script.start, 0, 0, 0))
        self.store = Store(home / "dhandha.db", self.clock)
        with self.store.tx():
            self.store.owner_update(**OWNER)
        self.deps = Deps(store=self.store, clock=self.clock, settings=Settings(), owner_chat="sim")
        self.n = 0
        self.snapshot: dict[str, dict[str, Any]] = {}

    async def run(self) -> None:
        for ev in self.script.events:
            if ev.at > self.clock():
                self.clock.set(ev.at)
            if ev.kind == "say":
                await self.say(ev.text, ev.expect)
            elif ev.kind == "sms":
                self.bank_sms(ev)
            elif ev.kind == "sweep":
                self.sweeps(ev.sweeps)
            elif ev.kind == "snapshot":
                self.take_snapshot()
            elif ev.kind == "collect":
                await self.collect()
        if not self.snapshot:  # a run shorter than LEARN_DAY: judge what was learned by its end
            self.take_snapshot()
            self.report.learned_by_day = self.script.days

    def take_snapshot(self) -> None:
        self.snapshot = {p["name"]: props(p) for p in self.store.profiles().values()}

    async def say(self, text: str, expect: dict[str, Any] | None) -> None:
        from dhandha.chain.pipeline import run_turn
        from dhandha.chain.turn import Message

        self.n += 1
        turn = await run_turn(self.deps, Message(text=text, chat_id="sim", channel="console",
                                                 input_key=f"sim:{self.n}", source="console"))
        self.report.turns += 1
        if turn.question is not None and turn.question.kind != "value":  # a careful munshi asked (a large or unusual amount, a near-duplicate): the owner says yes
            self.report.asked += 1
            self.clock.advance(seconds=20)
            self.n += 1
            turn = await run_turn(self.deps, Message(text="haan", chat_id="sim", channel="console",
                                                     input_key=f"sim:{self.n}", source="console"))
            self.report.turns += 1
        if expect is None:
            return
        if expect.get("kind") == "promise":
            if not turn.booking.promises:
                self.report.misread.append(f"{text!r}: no promise noted")
            return
        kinds = [e.record.kind for e in turn.effects]
        if expect["kind"] not in kinds:
            self.report.misread.append(f"{text!r}: read as {kinds or turn.reply[:60]!r}")

    async def collect(self) -> None:
        """Monday: remind everyone overdue (the owner approves each draft) and note the forecast."""
        from dhandha.brain.overdue import overdue
        from dhandha.chain.pipeline import run_turn
        from dhandha.chain.turn import Message
        from dhandha.collect.forecast import forecast

        lines = forecast(self.store, self.clock(), TZ)
        self.report.forecasts.append({"day": self.day(), "planned": sum(x.amount for x in lines if x.inflow) // 100,
                                      "first": self.clock().isoformat()})
        for d in overdue(self.store, self.clock(), TZ):
            self.n += 1
            turn = await run_turn(self.deps, Message(text=f"{d.name} ko yaad dilao", chat_id="sim", channel="console",
                                                     input_key=f"sim:{self.n}", source="console"))
            self.report.turns += 1
            if turn.question is None:
                self.report.reminders_refused += 1
                continue
            self.clock.advance(seconds=20)
            self.n += 1
            await run_turn(self.deps, Message(text="haan", chat_id="sim", channel="console", input_key=f"sim:{self.n}",
                                              source="console"))
            self.report.turns += 1
            self.clock.advance(seconds=20)

    def bank_sms(self, ev: Event) -> None:
        from dhandha.sms.poller import absorb

        assert ev.sms is not None
        result = absorb(self.deps, [ev.sms])
        booked = sum(result.booked.get(k, 0) for k in ("logged", "unassigned"))
        if not booked:
            self.report.sms_unbooked.append(f"day {self.day()}: {ev.sms['body'][:60]!r} -> {result.booked}")

    def sweeps(self, names: tuple[str, ...]) -> None:
        from dhandha.heartbeat import run_sweep

        for name in names:
            run = run_sweep(self.deps, name)
            if run.outcome == "failed":
                raise RuntimeError(f"sweep {name} failed on day {self.day()}: {run.detail}")

    def day(self) -> int:
        return (local_date(self.store.now(), TZ) - self.script.start).days


async def simulate(days: int = 90, seed: int = 1, start: date = DEFAULT_START, home: Path | None = None) -> Report:
    """Run the shop for `days` days; the store is kept under `home` if given, else thrown away."""
    try:
        import dhandha.chain.pipeline  # noqa: F401
    except ModuleNotFoundError as exc:
        raise OperatorError("simulate needs the message chain (dhandha.chain.pipeline)") from exc
    script = Script(days, seed, start).build()
    report = Report(days, seed, start.isoformat())
    with tempfile.TemporaryDirectory(prefix="dhandha-sim-") as tmp:
        shop = Shop(home or Path(tmp), script, report)
        try:
            await shop.run()
            judge(shop.store, shop.snapshot, script, report)
            _judge_collections(shop, report)
        finally:
            shop.store.close()
    return report


def _judge_collections(shop: Shop, report: Report) -> None:
    """Reminders and what followed, the forecasts against what came in, the risk notes shown."""
    from datetime import datetime, timedelta

    from dhandha.collect.forecast import DAYS, actual_inflow
    from dhandha.collect.reminders import settle, stats

    store = shop.store
    settle(shop.deps)
    s = stats(store)
    report.reminders_sent = s["sent"]
    report.reminders_paid_share = round(s["paid"] / s["settled"], 3) if s["settled"] else None
    errors = []
    end = local_date(store.now(), TZ)
    for f in report.forecasts:
        first = local_date(datetime.fromisoformat(f.pop("first")).isoformat(), TZ)
        if first + timedelta(days=DAYS - 1) > end:
            f["actual"] = None
            continue
        f["actual"] = actual_inflow(store, first, DAYS, TZ) // 100
        if f["actual"]:
            errors.append(abs(f["planned"] - f["actual"]) / f["actual"])
    report.forecasts = [f for f in report.forecasts if f["actual"] is not None]
    report.forecast_error = round(sum(errors) / len(errors), 3) if errors else None
    from dhandha.collect.risk import SHOWN

    report.risk_notes = int(store.kv_get(SHOWN, "0") or 0)


def cmd_simulate(args: argparse.Namespace) -> int:
    import os

    from dhandha.clock import from_env

    start = DEFAULT_START
    if os.environ.get("DHANDHA_NOW"):
        start = local_date(from_env()().isoformat(), TZ)
    report = asyncio.run(simulate(args.days, args.seed, start))
    if getattr(args, "json", False):
        print(json.dumps(asdict(report), ensure_ascii=False, indent=1, default=str))
    else:
        print_report(report)
    return 0
