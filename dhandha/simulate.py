"""`dhandha simulate --days N --seed S`: a synthetic kirana shop through the real chain and the heartbeat.

The owner's messages ("Rajan ko 500 udhaar diya", "aaj 8500 ka becha", "Vikas bola Friday ko dega")
go through `run_turn`, the bank's SMS through the SMS pipeline, and the sweeps run on a manual
clock at the times the heartbeat would. Some events are planted — bank debits in a burst or at
night, a double entry, an outsized udhaar, a dead day, a big expense, a regular who stops paying,
promises kept and broken — and the report says which of them the brain caught, what it learned
about each regular, and how many alerts it sent that nobody planted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

from dhandha.brain.days import local_date
from dhandha.brain.graph import props
from dhandha.brain.rhythm import _month_gap
from dhandha.clock import ManualClock, zone
from dhandha.errors import OperatorError

TZ = "Asia/Kolkata"
DEFAULT_START = date(2026, 8, 3)  # a Monday; 90 days reach the Diwali season
OWNER = {"name": "Suresh", "shop_name": "Suresh Kirana", "language": "hinglish", "region": "Delhi",
         "gst_filer": "quarterly", "briefing_time": "08:00", "quiet_start": "22:00", "quiet_end": "07:00"}
LEARN_DAY = 42  # "after six weeks": when payment days are checked
SALES_BASE = 8000
WEEKDAY_SALES = (0.9, 0.85, 0.95, 0.95, 1.05, 1.2, 1.35)  # Monday .. Sunday
# Sweeps in the order the heartbeat table has them, at the hours the schedule would reach them.
MORNING = ("pattern", "decay", "calendar", "promises", "anomaly", "alerts")
CHECKS = ("anomaly", "alerts")


@dataclass(frozen=True)
class Regular:
    name: str
    pays: str  # weekly | monthly
    pay_on: int  # weekday (0 = Monday) or date of the month
    visits_per_week: float
    low: int
    high: int
    stops_after: int | None = None  # the day index after which they never pay again


REGULARS = (
    Regular("Rajan", "monthly", 5, 2.0, 300, 700),
    Regular("Imran", "monthly", 15, 1.5, 400, 900),
    Regular("Pappu", "monthly", 25, 1.5, 200, 600),
    Regular("Sunita", "weekly", 5, 2.5, 150, 450),
    Regular("Meena", "weekly", 0, 2.0, 200, 500),
    Regular("Bablu", "weekly", 2, 2.5, 200, 400, stops_after=35),
)
IRREGULAR = ("Vikas", "Kamla")  # take udhaar, pay now and then, make promises
SUPPLIER = "Om Sai Traders"
# (person, day) pairs whose lines a planted event or a promise writes; no routine visit that day.
BUSY = frozenset({("Meena", 45), ("Rajan", 58), ("Vikas", 8), ("Vikas", 22), ("Kamla", 50), ("Kamla", 64),
                  ("Vikas", 78)})


@dataclass
class Event:
    at: datetime
    kind: str  # say | sms | sweep | snapshot
    text: str = ""
    sms: dict[str, Any] | None = None
    sweeps: tuple[str, ...] = ()
    expect: dict[str, Any] | None = None  # what the owner meant, to check the chain's reading


@dataclass
class Plant:
    id: str
    kind: str  # the observation kind that should catch it
    day: int
    at: str  # ISO local time it happened
    what: str
    name: str | None = None
    caught: bool = False
    caught_after_hours: float | None = None
    told: str | None = None  # sent | queued | briefed (how the owner heard)


@dataclass
class Promise:
    name: str
    said_day: int
    due_day: int
    kept: bool
    settled: str | None = None  # what the brain concluded
    in_briefing: bool | None = None  # broken ones: named in the next morning's briefing


@dataclass
class Report:
    days: int
    seed: int
    start: str
    turns: int = 0
    asked: int = 0  # questions the chain asked and the owner answered
    misread: list[str] = field(default_factory=list)
    sms_path: str = "pipeline"
    sms_unbooked: list[str] = field(default_factory=list)  # bank SMS the pipeline did not turn into entries
    plants: list[Plant] = field(default_factory=list)
    recall: float = 0.0
    false_alerts: list[str] = field(default_factory=list)
    false_alerts_per_week: float = 0.0
    alerts_sent: int = 0
    max_normal_alerts_a_day: int = 0
    payment_days: list[dict[str, Any]] = field(default_factory=list)
    stopped: dict[str, Any] = field(default_factory=dict)
    promises: list[Promise] = field(default_factory=list)
    briefings: int = 0
    max_briefing_words: int = 0
    learned: dict[str, Any] = field(default_factory=dict)
    notes_by_kind: dict[str, int] = field(default_factory=dict)


# ------------------------------------------------------------------------------------ the script
def _at(start: date, day: int, hh: int, mm: int = 0) -> datetime:
    d = start + timedelta(days=day)
    return datetime.combine(d, time(hh, mm), tzinfo=zone(TZ))


def _round10(x: float) -> int:
    return max(10, int(round(x / 10.0)) * 10)


class Script:
    """The shop's days as timed events, worked out in advance from the seed (no store involved)."""

    def __init__(self, days: int, seed: int, start: date) -> None:
        self.days, self.start, self.rng = days, start, random.Random(seed)
        self.events: list[Event] = []
        self.plants: list[Plant] = []
        self.promises: list[Promise] = []
        self.balances: Counter[str] = Counter()
        self.last_paid: dict[str, int] = {}
        self._sms_id = 1000
        self._ref = 607000000000 + seed * 1000

    def say(self, at: datetime, text: str, **expect: Any) -> None:
        self.events.append(Event(at, "say", text=text, expect=expect or None))

    def sms_debit(self, at: datetime, amount: int, payee: str) -> None:
        self._sms_id += 1
        self._ref += 7919
        body = (f"Dear UPI user A/C X3096 debited by {amount}.0 on date {at:%d%b%y} trf to {payee} "
                f"Refno {self._ref} If not u? call-1800111109 for other services-18001234-SBI")
        self.events.append(Event(at, "sms", sms={"_id": self._sms_id, "address": "VM-SBIUPI-S", "type": "inbox",
                                                 "received": at.strftime("%Y-%m-%d %H:%M:%S"), "body": body},
                                 expect={"kind": "expense", "amount": amount}))
        self.events.append(Event(at + timedelta(seconds=30), "sweep", sweeps=CHECKS))

    def plant(self, kind: str, day: int, at: datetime, what: str, name: str | None = None) -> None:
        if day < self.days:
            self.plants.append(Plant(f"{kind}@{day}", kind, day, at.isoformat(), what, name))

    def build(self) -> Script:
        # The shop is not new: every regular already owes something from before the first day.
        for i, name in enumerate([r.name for r in REGULARS] + list(IRREGULAR)):
            amt = _round10(self.rng.uniform(300, 700))
            self.say(_at(self.start, 0, 8, 10 + i), f"{name} ko {amt} udhaar diya", kind="udhaar_given")
            self.balances[name] += amt
        for day in range(self.days):
            self._routine(day)
        self._planted()
        self._promises()
        self.events.sort(key=lambda e: e.at)
        return self

    def _routine(self, day: int) -> None:
        d = self.start + timedelta(days=day)
        wd = d.weekday()
        rng = self.rng
        self.events.append(Event(_at(self.start, day, 7, 50), "sweep", sweeps=MORNING))
        self.events.append(Event(_at(self.start, day, 8, 0), "sweep", sweeps=("briefing",)))
        if day == LEARN_DAY:
            self.events.append(Event(_at(self.start, day, 8, 1), "snapshot"))
        for hh in (13, 18, 22):
            self.events.append(Event(_at(self.start, day, hh, 30), "sweep", sweeps=CHECKS))
        self.say(_at(self.start, day, 11, rng.randrange(0, 50)), f"chai nashta {rng.randrange(10, 16) * 10}",
                 kind="expense")
        if wd == 5:
            self.say(_at(self.start, day, 17, 15), "tempo bhada 500", kind="expense")
        if d.day == 10:
            self.sms_debit(_at(self.start, day, 12, 5), 1850, "BSES RAJDHANI")
        if wd == 1:
            self.sms_debit(_at(self.start, day, 16, 40), rng.randrange(18, 40) * 10, "QUICK MART")
        if wd == 0:
            amt = _round10(rng.uniform(5000, 8000))
            self.say(_at(self.start, day, 10, 0), f"{SUPPLIER} se {amt} ka maal udhaar pe liya", kind="purchase")
            self.balances[SUPPLIER] += amt
        if wd == 3 and self.balances[SUPPLIER] > 0:
            self.say(_at(self.start, day, 18, 0), f"{SUPPLIER} ko {self.balances[SUPPLIER]} bheje", kind="payment_made")
            self.balances[SUPPLIER] = 0
        if day != 66:  # the planted dead day writes its own sales line
            sales = _round10(SALES_BASE * WEEKDAY_SALES[wd] * rng.uniform(0.9, 1.1))
            self.say(_at(self.start, day, 21, rng.randrange(0, 30)), f"aaj {sales} ka becha", kind="sale")
        for r in REGULARS:
            self._regular(day, d, r)
        for name in IRREGULAR:
            if (name, day) not in BUSY and rng.random() < 1 / 7:
                amt = _round10(rng.uniform(300, 900))
                self.say(_at(self.start, day, rng.randrange(9, 20), rng.randrange(0, 59)), f"{name} ko {amt} udhaar diya",
                         kind="udhaar_given")
                self.balances[name] += amt

    def _regular(self, day: int, d: date, r: Regular) -> None:
        """The payment (if today is the usual day) is decided before today's visit, so it settles what
        was owed before today."""
        rng = self.rng
        self._payment(day, d, r)
        if (r.name, day) not in BUSY and rng.random() < r.visits_per_week / 7:
            amt = _round10(rng.uniform(r.low, r.high))
            self.say(_at(self.start, day, rng.randrange(9, 20), rng.randrange(0, 59)), f"{r.name} ko {amt} udhaar diya",
                     kind="udhaar_given")
            self.balances[r.name] += amt

    def _payment(self, day: int, d: date, r: Regular) -> None:
        rng = self.rng
        if r.stops_after is not None and day > r.stops_after:
            return
        due = d.weekday() == r.pay_on if r.pays == "weekly" else d.day == r.pay_on
        if not due:
            return
        # Most pay on the day; some a day or two either side (salary late, a Sunday).
        shift = rng.choice((0, 0, 0, 0, 1, -1)) if r.pays == "weekly" else rng.choice((0, 0, 0, 1, -1, 2, -2))
        pay_day = day + shift
        if pay_day < 0 or pay_day >= self.days or self.balances[r.name] <= 0:
            return
        amt = self.balances[r.name]
        self.say(_at(self.start, pay_day, 20, rng.randrange(0, 40)), f"{r.name} ne {amt} diye", kind="payment_received")
        self.balances[r.name] = 0
        self.last_paid[r.name] = pay_day

    def _planted(self) -> None:
        s = self.start
        if self.days > 20:
            for i, (mm, amt) in enumerate(((2, 2000), (5, 3500), (9, 4999))):
                self.sms_debit(_at(s, 20, 14, mm), amt, "PAYU ONLINE")
                if i == 0:
                    self.plant("rapid_fire", 20, _at(s, 20, 14, mm), "3 bank debits in 7 minutes")
        if self.days > 37:
            self.sms_debit(_at(s, 37, 1, 40), 5000, "AMAZON PAY")
            self.plant("night_debit", 37, _at(s, 37, 1, 40), "bank debit at 01:40")
        if self.days > 45:
            for mm in (15, 55):
                self.say(_at(s, 45, 10, mm), "Meena ko 600 udhaar diya", kind="udhaar_given")
            self.balances["Meena"] += 1200
            self.plant("duplicate", 45, _at(s, 45, 10, 55), "Meena's ₹600 udhaar written twice", "Meena")
        if self.days > 58:
            self.say(_at(s, 58, 12, 30), "Rajan ko 4000 udhaar diya", kind="udhaar_given")
            self.balances["Rajan"] += 4000
            self.plant("unusual_amount", 58, _at(s, 58, 12, 30), "₹4,000 udhaar to Rajan (usual ~₹500)", "Rajan")
        if self.days > 66:
            low = _round10(SALES_BASE * WEEKDAY_SALES[(s + timedelta(days=66)).weekday()] * 0.3)
            self.say(_at(s, 66, 21, 10), f"aaj {low} ka becha", kind="sale")
            self.plant("day_low", 66, _at(s, 66, 21, 10), f"sales ₹{low}, a third of usual")
        if self.days > 73:
            self.say(_at(s, 73, 15, 0), "dukaan ki repair 6000", kind="expense")
            self.plant("day_high", 73, _at(s, 73, 15, 0), "₹6,000 repair on a ₹150 day")
        if self.days > 81:
            self.sms_debit(_at(s, 81, 23, 50), 3000, "PAYTM WALLET")
            self.plant("night_debit", 81, _at(s, 81, 23, 50), "bank debit at 23:50")
        if self.days > 87:
            for i, mm in enumerate((0, 3, 8)):
                self.sms_debit(_at(s, 87, 11, mm), 1500 + 500 * i, "RAZORPAY")
            self.plant("rapid_fire", 87, _at(s, 87, 11, 0), "3 bank debits in 8 minutes")
        stopper = next(r for r in REGULARS if r.stops_after is not None)
        last = self.last_paid.get(stopper.name)
        if last is not None and last + 21 < self.days:
            # Planted at the first payment day they miss; caught means flagged within two cycles.
            self.plant("broken_rhythm", last + 7, _at(s, last + 7, 20), f"{stopper.name} stops paying", stopper.name)

    def _promises(self) -> None:
        """Promises said on a Tuesday, due that Friday (or Thursday); kept ones are paid on the due day."""
        plan = (("Vikas", 8, "Friday", 3, True), ("Vikas", 22, "Friday", 3, False), ("Kamla", 50, "Friday", 3, True),
                ("Kamla", 64, "Friday", 3, False), ("Vikas", 78, "Thursday", 2, False))
        for name, said, weekday, ahead, kept in plan:
            due = said + ahead
            if due + 2 >= self.days:
                continue
            self.balances[name] += 500
            self.say(_at(self.start, said, 10, 20), f"{name} ko 500 udhaar diya", kind="udhaar_given")
            self.say(_at(self.start, said, 10, 25), f"{name} bola {weekday} ko dega", kind="promise", name=name)
            if kept:
                self.say(_at(self.start, due, 19, 0), f"{name} ne 500 diye", kind="payment_received")
            else:
                self.say(_at(self.start, due + 4, 19, 0), f"{name} ne 500 diye", kind="payment_received")
            self.promises.append(Promise(name, said, due, kept))


# ------------------------------------------------------------------------------------ running it
class Shop:
    """The simulated shop's process: the store, the clock, the chain, the sweeps."""

    def __init__(self, home: Path, script: Script, report: Report) -> None:
        from dhandha.deps import Deps
        from dhandha.settings import Settings
        from dhandha.store import Store

        self.script, self.report = script, report
        self.clock = ManualClock(_at(script.start, 0, 0, 0))
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
                self.snapshot = {p["name"]: props(p) for p in self.store.profiles().values()}

    async def say(self, text: str, expect: dict[str, Any] | None) -> None:
        from dhandha.chain.pipeline import run_turn
        from dhandha.chain.turn import Message

        self.n += 1
        turn = await run_turn(self.deps, Message(text=text, chat_id="sim", channel="console",
                                                 input_key=f"sim:{self.n}", source="console"))
        self.report.turns += 1
        if turn.pending:  # a careful munshi asked (a large or unusual amount, a near-duplicate): the owner says yes
            self.report.asked += 1
            self.clock.advance(seconds=20)
            self.n += 1
            turn = await run_turn(self.deps, Message(text="haan", chat_id="sim", channel="console",
                                                     input_key=f"sim:{self.n}", source="console"))
            self.report.turns += 1
        if expect is None:
            return
        if expect.get("kind") == "promise":
            if not any(n.startswith("intention:") for n in turn.notes):
                self.report.misread.append(f"{text!r}: no promise noted")
            return
        kinds = [w["plan"].get("kind") for w in turn.written]
        if expect["kind"] not in kinds:
            self.report.misread.append(f"{text!r}: read as {kinds or turn.reply[:60]!r}")

    def bank_sms(self, ev: Event) -> None:
        try:
            from dhandha.sms.poller import absorb
        except ImportError:
            # A build without the SMS pipeline: book what it would have booked, as a bank entry.
            from dhandha.clock import iso
            from dhandha.store import NewEntry

            self.report.sms_path = "direct"
            assert ev.sms is not None and ev.expect is not None
            with self.store.tx():
                self.store.entry_add(NewEntry("expense", ev.expect["amount"] * 100, None), source="sms",
                                     idem_key=f"simsms:{ev.sms['_id']}", occurred_at=iso(ev.at))
            return
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
            _judge(shop, script, report)
        finally:
            shop.store.close()
    return report


# ------------------------------------------------------------------------------------ judging
def _judge(shop: Shop, script: Script, report: Report) -> None:
    store = shop.store
    obs = store.q("SELECT * FROM brain_observations")
    alerts = store.alerts_list()
    told = {int(a["observation_id"]): a["status"] for a in alerts if a["observation_id"] is not None}
    matched: set[int] = set()
    for p in script.plants:
        hit = _catch(p, obs, script.start)
        if hit is not None:
            p.caught = True
            p.caught_after_hours = round((datetime.fromisoformat(hit["created_at"])
                                          - datetime.fromisoformat(p.at)).total_seconds() / 3600, 1)
            p.told = told.get(int(hit["id"]))
            matched.add(int(hit["id"]))
    report.plants = script.plants
    report.recall = round(sum(p.caught for p in script.plants) / len(script.plants), 3) if script.plants else 1.0
    sent = [a for a in alerts if a["status"] == "sent" and a["severity"] in ("critical", "normal")]
    report.alerts_sent = len(sent)
    report.false_alerts = [f"{a['day']}: {a['text']}" for a in sent
                           if a["observation_id"] is None or int(a["observation_id"]) not in matched]
    report.false_alerts_per_week = round(len(report.false_alerts) / max(1.0, script.days / 7), 2)
    per_day = Counter(a["day"] for a in sent if a["severity"] == "normal")
    report.max_normal_alerts_a_day = max(per_day.values(), default=0)
    report.payment_days = _payment_days(shop.snapshot)
    report.stopped = _stopped(obs, script)
    report.promises = _promises(store, obs, script)
    briefs = store.q("SELECT * FROM outbox WHERE kind = 'briefing' ORDER BY id")
    report.briefings = len(briefs)
    report.max_briefing_words = max((len(b["text"].split()) for b in briefs), default=0)
    report.learned = _learned(store)
    report.notes_by_kind = dict(Counter(str(props(o).get("kind")) for o in obs))


def _catch(p: Plant, obs: list[Any], start: date) -> Any:
    when = datetime.fromisoformat(p.at)
    for o in obs:
        f = props(o)
        if f.get("kind") != p.kind:
            continue
        if p.kind == "broken_rhythm":
            if f.get("name") == p.name:
                return o
            continue
        if p.kind in ("day_low", "day_high"):
            same_day = f.get("day") == when.date().isoformat()
        else:
            same_day = o["valid_from"] is not None and local_date(o["valid_from"], TZ) == when.date()
        if same_day and (p.name is None or f.get("name") == p.name):
            return o
    return None


def _payment_days(snapshot: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for r in REGULARS:
        f = snapshot.get(r.name, {})
        if r.pays == "weekly":
            learned = f.get("payment_weekday")
            err = None if learned is None else min((learned - r.pay_on) % 7, (r.pay_on - learned) % 7)
        else:
            learned = f.get("payment_day")
            err = None if learned is None else _month_gap(int(learned), r.pay_on)
        out.append({"name": r.name, "pays": r.pays, "truth": r.pay_on, "learned": learned, "error_days": err,
                    "rhythm": f.get("payment_rhythm"), "confidence": f.get("payment_confidence")})
    return out


def _stopped(obs: list[Any], script: Script) -> dict[str, Any]:
    r = next(x for x in REGULARS if x.stops_after is not None)
    last = script.last_paid.get(r.name)
    # Only a flag for a payment missed after the last one counts (an earlier late week may be flagged too).
    last_day = (script.start + timedelta(days=last)).isoformat() if last is not None else ""
    flags = [o for o in obs if props(o).get("kind") == "broken_rhythm" and props(o).get("name") == r.name
             and str(props(o).get("last")) >= last_day]
    if last is None:
        return {"name": r.name}
    if not flags:
        return {"name": r.name, "last_paid_day": last, "flagged_day": None, "cycles": None}
    first = min(flags, key=lambda o: o["created_at"])
    flagged = (local_date(first["created_at"], TZ) - script.start).days
    return {"name": r.name, "last_paid_day": last, "flagged_day": flagged, "cycles": round((flagged - last) / 7, 2)}


def _promises(store: Any, obs: list[Any], script: Script) -> list[Promise]:
    intents = [o for o in obs if o["type"] == "intention"]
    briefs = {local_date(b["created_at"], TZ): b["text"] for b in store.q("SELECT * FROM outbox WHERE kind = 'briefing'")}
    for p in script.promises:
        due = (script.start + timedelta(days=p.due_day)).isoformat()
        hit = next((o for o in intents if props(o).get("name") == p.name and props(o).get("due") == due), None)
        p.settled = hit["resolution"] if hit is not None else "not noted"
        if not p.kept:
            morning = script.start + timedelta(days=p.due_day + 2)
            text = briefs.get(morning, "")
            p.in_briefing = p.name in text and ("vaada" in text or "promised" in text)
    return script.promises


def _learned(store: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for prof in store.profiles().values():
        f = props(prof)
        out[prof["name"]] = {k: f.get(k) for k in ("role", "payment_rhythm", "payment_weekday", "payment_day",
                                                   "payment_confidence", "avg_order_paise", "trend", "next_payment",
                                                   "promise_kept_rate") if f.get(k) is not None}
    cycle = store.entity_named("pattern", "weekly_cycle")
    if cycle is not None:
        out["weekly_cycle"] = props(cycle)
    return out


# ------------------------------------------------------------------------------------ the command
def _print(report: Report) -> None:
    w = print
    w(f"Simulated {report.days} days from {report.start} (seed {report.seed}): {report.turns} owner messages,"
      f" {report.asked} questions answered, bank SMS via {report.sms_path}.")
    if report.misread:
        w(f"The chain read {len(report.misread)} message(s) differently than meant:")
        for m in report.misread[:10]:
            w(f"  {m}")
    if report.sms_unbooked:
        w(f"{len(report.sms_unbooked)} bank SMS were not booked by the SMS pipeline, e.g. {report.sms_unbooked[0]}")
    w("")
    w(f"Planted events caught: {sum(p.caught for p in report.plants)}/{len(report.plants)} (recall {report.recall:.0%})")
    for p in report.plants:
        mark = "✓" if p.caught else "✗"
        after = f" after {p.caught_after_hours} h" if p.caught_after_hours is not None else ""
        w(f"  {mark} day {p.day:>2} {p.kind:<15} {p.what}{after}{f' ({p.told})' if p.told else ''}")
    w(f"Alerts sent: {report.alerts_sent}; not planted: {len(report.false_alerts)}"
      f" ({report.false_alerts_per_week}/week); most non-critical in a day: {report.max_normal_alerts_a_day}")
    for a in report.false_alerts[:10]:
        w(f"  {a}")
    w("")
    w(f"Payment days learned by day {LEARN_DAY}:")
    for pd in report.payment_days:
        w(f"  {pd['name']:<7} {pd['pays']:<8} truth {pd['truth']:>2}  learned {pd['learned']}"
          f"  error {pd['error_days']} days  ({pd['rhythm']}, confidence {pd['confidence']})")
    s = report.stopped
    if s.get("last_paid_day") is not None:
        w(f"{s['name']} stopped paying after day {s['last_paid_day']}; flagged on day {s.get('flagged_day')}"
          f" ({s.get('cycles')} cycles)")
    for pr in report.promises:
        extra = "" if pr.kept else f", in next briefing: {pr.in_briefing}"
        w(f"Promise {pr.name} day {pr.said_day} due day {pr.due_day}: {'kept' if pr.kept else 'broken'}"
          f" → brain says {pr.settled}{extra}")
    w(f"Briefings: {report.briefings}, longest {report.max_briefing_words} words")
    w("")
    w("What the brain learned:")
    for name, facts in report.learned.items():
        w(f"  {name}: {json.dumps(facts, ensure_ascii=False)}")


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
        _print(report)
    return 0
