"""The synthetic shop `dhandha simulate` plays: its people, its days, and the events planted in them.

Worked out in advance from the seed, as timed events (an owner message, a bank SMS, a sweep run);
nothing here touches a store. Regulars pay on a usual weekday or date, give or take a day or two;
one of them stops paying; two irregular customers make promises, some kept, some broken; and a
few anomalies are planted for the brain to catch.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from dhandha.clock import zone

TZ = "Asia/Kolkata"
DEFAULT_START = date(2026, 8, 3)  # a Monday; 90 days reach the Diwali season
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
    kind: str  # say | sms | sweep | snapshot | collect
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


def moment(start: date, day: int, hh: int, mm: int = 0) -> datetime:
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
            self.say(moment(self.start, 0, 8, 10 + i), f"{name} ko {amt} udhaar diya", kind="udhaar_given")
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
        self.events.append(Event(moment(self.start, day, 7, 50), "sweep", sweeps=MORNING))
        self.events.append(Event(moment(self.start, day, 8, 0), "sweep", sweeps=("briefing",)))
        if day == LEARN_DAY:
            self.events.append(Event(moment(self.start, day, 8, 1), "snapshot"))
        if wd == 0 and day > 0:
            # Monday mid-morning the owner chases who is overdue (reminders) and notes the fortnight ahead.
            self.events.append(Event(moment(self.start, day, 11, 5), "collect"))
        for hh in (13, 18, 22):
            self.events.append(Event(moment(self.start, day, hh, 30), "sweep", sweeps=CHECKS))
        self.say(moment(self.start, day, 11, rng.randrange(0, 50)), f"chai nashta {rng.randrange(10, 16) * 10}",
                 kind="expense")
        if wd == 5:
            self.say(moment(self.start, day, 17, 15), "tempo bhada 500", kind="expense")
        if d.day == 10:
            self.sms_debit(moment(self.start, day, 12, 5), 1850, "BSES RAJDHANI")
        if wd == 1:
            self.sms_debit(moment(self.start, day, 16, 40), rng.randrange(18, 40) * 10, "QUICK MART")
        if wd == 0:
            amt = _round10(rng.uniform(5000, 8000))
            self.say(moment(self.start, day, 10, 0), f"{SUPPLIER} se {amt} ka maal udhaar pe liya", kind="purchase")
            self.balances[SUPPLIER] += amt
        if wd == 3 and self.balances[SUPPLIER] > 0:
            self.say(moment(self.start, day, 18, 0), f"{SUPPLIER} ko {self.balances[SUPPLIER]} bheje", kind="payment_made")
            self.balances[SUPPLIER] = 0
        if day != 66:  # the planted dead day writes its own sales line
            sales = _round10(SALES_BASE * WEEKDAY_SALES[wd] * rng.uniform(0.9, 1.1))
            self.say(moment(self.start, day, 21, rng.randrange(0, 30)), f"aaj {sales} ka becha", kind="sale")
        for r in REGULARS:
            self._regular(day, d, r)
        for name in IRREGULAR:
            if (name, day) not in BUSY and rng.random() < 1 / 7:
                amt = _round10(rng.uniform(300, 900))
                self.say(moment(self.start, day, rng.randrange(9, 20), rng.randrange(0, 59)), f"{name} ko {amt} udhaar diya",
                         kind="udhaar_given")
                self.balances[name] += amt

    def _regular(self, day: int, d: date, r: Regular) -> None:
        """The payment (if today is the usual day) is decided before today's visit, so it settles what
        was owed before today."""
        rng = self.rng
        self._payment(day, d, r)
        if (r.name, day) not in BUSY and rng.random() < r.visits_per_week / 7:
            amt = _round10(rng.uniform(r.low, r.high))
            self.say(moment(self.start, day, rng.randrange(9, 20), rng.randrange(0, 59)), f"{r.name} ko {amt} udhaar diya",
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
        self.say(moment(self.start, pay_day, 20, rng.randrange(0, 40)), f"{r.name} ne {amt} diye", kind="payment_received")
        self.balances[r.name] = 0
        self.last_paid[r.name] = pay_day

    def _planted(self) -> None:
        s = self.start
        if self.days > 20:
            for i, (mm, amt) in enumerate(((2, 2000), (5, 3500), (9, 4999))):
                self.sms_debit(moment(s, 20, 14, mm), amt, "PAYU ONLINE")
                if i == 0:
                    self.plant("rapid_fire", 20, moment(s, 20, 14, mm), "3 bank debits in 7 minutes")
        if self.days > 37:
            self.sms_debit(moment(s, 37, 1, 40), 5000, "AMAZON PAY")
            self.plant("night_debit", 37, moment(s, 37, 1, 40), "bank debit at 01:40")
        if self.days > 45:
            for mm in (15, 55):
                self.say(moment(s, 45, 10, mm), "Meena ko 600 udhaar diya", kind="udhaar_given")
            self.balances["Meena"] += 1200
            self.plant("duplicate", 45, moment(s, 45, 10, 55), "Meena's ₹600 udhaar written twice", "Meena")
        if self.days > 58:
            self.say(moment(s, 58, 12, 30), "Rajan ko 4000 udhaar diya", kind="udhaar_given")
            self.balances["Rajan"] += 4000
            self.plant("unusual_amount", 58, moment(s, 58, 12, 30), "₹4,000 udhaar to Rajan (usual ~₹500)", "Rajan")
        if self.days > 66:
            low = _round10(SALES_BASE * WEEKDAY_SALES[(s + timedelta(days=66)).weekday()] * 0.3)
            self.say(moment(s, 66, 21, 10), f"aaj {low} ka becha", kind="sale")
            self.plant("day_low", 66, moment(s, 66, 21, 10), f"sales ₹{low}, a third of usual")
        if self.days > 73:
            self.say(moment(s, 73, 15, 0), "dukaan ki repair 6000", kind="expense")
            self.plant("day_high", 73, moment(s, 73, 15, 0), "₹6,000 repair on a ₹150 day")
        if self.days > 81:
            self.sms_debit(moment(s, 81, 23, 50), 3000, "PAYTM WALLET")
            self.plant("night_debit", 81, moment(s, 81, 23, 50), "bank debit at 23:50")
        if self.days > 87:
            for i, mm in enumerate((0, 3, 8)):
                self.sms_debit(moment(s, 87, 11, mm), 1500 + 500 * i, "RAZORPAY")
            self.plant("rapid_fire", 87, moment(s, 87, 11, 0), "3 bank debits in 8 minutes")
        stopper = next(r for r in REGULARS if r.stops_after is not None)
        last = self.last_paid.get(stopper.name)
        if last is not None and last + 21 < self.days:
            # Planted at the first payment day they miss; caught means flagged within two cycles.
            self.plant("broken_rhythm", last + 7, moment(s, last + 7, 20), f"{stopper.name} stops paying", stopper.name)

    def _promises(self) -> None:
        """Promises said on a Tuesday, due that Friday (or Thursday); kept ones are paid on the due day."""
        plan = (("Vikas", 8, "Friday", 3, True), ("Vikas", 22, "Friday", 3, False), ("Kamla", 50, "Friday", 3, True),
                ("Kamla", 64, "Friday", 3, False), ("Vikas", 78, "Thursday", 2, False))
        for name, said, weekday, ahead, kept in plan:
            due = said + ahead
            if due + 2 >= self.days:
                continue
            self.balances[name] += 500
            self.say(moment(self.start, said, 10, 20), f"{name} ko 500 udhaar diya", kind="udhaar_given")
            self.say(moment(self.start, said, 10, 25), f"{name} bola {weekday} ko dega", kind="promise", name=name)
            if kept:
                self.say(moment(self.start, due, 19, 0), f"{name} ne 500 diye", kind="payment_received")
            else:
                self.say(moment(self.start, due + 4, 19, 0), f"{name} ne 500 diye", kind="payment_received")
            self.promises.append(Promise(name, said, due, kept))
