"""The next 14 days of money expected in and out, each line with its reason.

In: a promise falling due ("Salim Friday ko dega"), or a steady payer's next usual day (their rhythm,
learned by the pattern sweep). Out: a supplier bill whose due date falls in the window, or a steady
supplier payment. A person with a promise in the window is not counted again by their rhythm.
A first expected payment is what they owe now; later ones in the window, their usual payment.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date, datetime, timedelta
from statistics import median
from typing import Any

from dhandha.brain import rhythm
from dhandha.brain.graph import props
from dhandha.clock import day_bounds, iso, local_day
from dhandha.store import Store

DAYS = 14
MIN_CONFIDENCE = 0.5
SHOW = 8


@dataclass(frozen=True)
class Expected:
    day: str  # ISO date
    name: str
    amount: int  # paise
    inflow: bool
    why: str  # promise | rhythm | due
    rhythm: str | None = None  # weekly | fortnightly | monthly, for "usually pays weekly"


def forecast(store: Store, now: datetime, tz: str, days: int = DAYS) -> list[Expected]:
    today = local_day(now, tz)
    last = today + timedelta(days=days - 1)
    out: list[Expected] = []
    promised: set[int] = set()
    for o in store.obs_open("intention"):
        p = props(o)
        if p.get("kind") != "promise" or not p.get("due") or (p.get("what") or "pay") != "pay":
            continue
        due = date.fromisoformat(p["due"])
        if p.get("contact_id") is None or not today <= due <= last:
            continue
        cid = int(p["contact_id"])
        row = store.contact(cid)
        if row is None:
            continue
        balance = int(row["balance_paise"])
        amount = int(p.get("amount_paise") or abs(balance))
        if amount <= 0:
            continue
        promised.add(cid)
        out.append(Expected(due.isoformat(), str(row["name"]), amount, balance >= 0, "promise"))
    since = iso(now - timedelta(days=90))
    for cid, prof in store.profiles().items():
        if cid in promised:
            continue
        f = props(prof)
        row = store.contact(cid)
        if row is None or f.get("payment_rhythm") not in ("weekly", "fortnightly", "monthly"):
            continue
        if (f.get("payment_confidence") or 0) < MIN_CONFIDENCE or not f.get("last_payment"):
            continue
        supplier = prof["type"] == "supplier_profile"
        balance = int(row["balance_paise"])
        owed = -balance if supplier else balance
        r = rhythm.Rhythm(int(f.get("payment_events") or 0), f.get("payment_every_days"), f["payment_rhythm"],
                          f.get("payment_weekday"), f.get("payment_day"), float(f.get("payment_confidence") or 0),
                          True)
        if not supplier and rhythm.missed(r, date.fromisoformat(f["last_payment"]), today) is not None:
            continue  # already past their usual day and its grace: not to be counted on
        usual = _usual_payment(store, cid, "payment_made" if supplier else "payment_received", since)
        day = rhythm.next_expected(r, date.fromisoformat(f["last_payment"]))
        first = True
        while day is not None and day <= last:
            if day >= today:
                # The first payment clears what they owe by then: today's balance plus their usual
                # orders until that day; later ones in the window, their usual payment.
                amount = owed + (0 if supplier else _accrual(f, (day - today).days)) if first else usual
                if amount > 0:
                    out.append(Expected(day.isoformat(), str(row["name"]), amount, not supplier, "rhythm",
                                        f["payment_rhythm"]))
                first = False
            day = rhythm.next_expected(r, day)
    out += _bills_due(store, today, last, tz)
    return sorted(out, key=lambda x: (x.day, not x.inflow, -x.amount, x.name))


def _accrual(f: dict[str, Any], days: int) -> int:
    """What a regular customer usually adds to their account in `days` days."""
    order, every = f.get("avg_order_paise"), f.get("order_every_days")
    if not order or not every or f.get("order_rhythm") in (None, "unknown"):
        return 0
    return int(order * days / max(1.0, float(every)))


def _usual_payment(store: Store, contact_id: int, kind: str, since: str) -> int:
    amounts = store.payment_amounts(contact_id, kind, since)
    return int(median(amounts)) if amounts else 0


def _bills_due(store: Store, today: date, last: date, tz: str) -> list[Expected]:
    """Supplier bills on credit whose stated due date falls in the window (no more than is still owed)."""
    out = []
    rows = store.credit_bills_due(today.isoformat(), last.isoformat())
    left: dict[str, int] = {}
    for r in rows:
        name = str(r["name"])
        owed = left.setdefault(name, max(0, -int(r["balance_paise"])))
        amount = min(int(r["amount_paise"]), owed)
        if amount > 0:
            left[name] = owed - amount
            out.append(Expected(str(r["due_on"]), name, amount, False, "due"))
    return out


def forecast_values(store: Store, now: datetime, tz: str) -> dict[str, Any]:
    """What the forecast reply and the Monday briefing show."""
    lines = forecast(store, now, tz)
    today = local_day(now, tz)
    return {"lines": [asdict(x) for x in lines[:SHOW]], "more": max(0, len(lines) - SHOW),
            "inflow": sum(x.amount for x in lines if x.inflow), "outflow": sum(x.amount for x in lines if not x.inflow),
            "first": today.isoformat(), "last": (today + timedelta(days=DAYS - 1)).isoformat(),
            "today": today.isoformat()}


def actual_inflow(store: Store, first: date, days: int, tz: str) -> int:
    """What did come in from customers over those days (payments received), to judge a forecast by."""
    lo = day_bounds(first, tz)[0]
    hi = day_bounds(first + timedelta(days=days - 1), tz)[1]
    return int(store.totals(lo, hi).get("payment_received", 0))
