"""Pattern sweep: each customer's and supplier's habits, the shop's weekly cycle, and broken rhythms.

Profiles live in brain_entities (one per contact) with the facts in `properties`. A regular who
did not pay (or come) when their rhythm said they would becomes an inference for the briefing.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from typing import Any

from dhandha.brain import rhythm
from dhandha.brain.days import local_date, sql_offset
from dhandha.brain.graph import SHOP, note, props
from dhandha.brain.outcome import Outcome
from dhandha.clock import day_bounds, iso, local_day
from dhandha.deps import Deps
from dhandha.store import Store

HISTORY_DAYS = 180  # long enough for four monthly payments, short enough to follow a changed habit
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

# Which movements are a person's "orders" and which their "payments", by the side they are on.
ORDERS = {"customer": ("udhaar_given", "sale"), "supplier": ("purchase",)}
PAYMENTS = {"customer": ("payment_received",), "supplier": ("payment_made",)}

# The pattern sweep's watermark: "<owner-zone day>|<last entry id seen>". Facts move with the day
# (the 30- and 90-day windows, who is late), so each day starts with every contact; within a day
# only the contacts with new entries are learned again, and a run with nothing new does nothing.
STAMP = "pattern.stamp"
# Bumped whenever a profile is written, so the decay sweep knows it has something to refresh.
PROFILES_CHANGED = "brain.profiles_changed"


def sweep(deps: Deps) -> Outcome:
    store, now, tz = deps.store, deps.clock(), deps.tz()
    today = local_day(now, tz)
    offset = sql_offset(tz, now)
    last = store.brain_last_entry_id()
    day, _, seen = (store.kv_get(STAMP) or "").partition("|")
    if day == today.isoformat() and seen == str(last):
        return Outcome(0, "nothing new")
    since = iso(now - timedelta(days=HISTORY_DAYS))
    whole_day = day != today.isoformat() or not seen.isdigit() or int(seen) > last
    if whole_day:
        rows = store.brain_contact_activity(since, offset)
        contacts = {int(c["id"]): c for c in store.brain_contacts()}
        profiles = store.profiles()
    else:
        touched = store.brain_contacts_touched(int(seen))
        rows = store.brain_contact_activity(since, offset, touched)
        contacts = {int(c["id"]): c for c in store.brain_contacts(touched)}
        profiles = {cid: p for cid in touched if (p := store.profile_of(cid)) is not None}
    by_contact: dict[int, list[Any]] = defaultdict(list)
    for r in rows:
        by_contact[int(r["contact_id"])].append(r)
    inserts, updates, checks, noted = [], [], [], 0
    with store.tx():
        for cid, acts in by_contact.items():
            c = contacts.get(cid)
            role = _role(c["role"] if c else None, acts)
            if c is None or role is None:
                continue
            facts, pay, visit = _facts(role, acts, today, int(c["balance_paise"]))
            kind = f"{role}_profile"
            confidence = round(min(0.95, 0.2 + 0.05 * facts["events_90d"] + 0.3 * pay.confidence), 2)
            checks.append((cid, c, role, acts, pay, visit))
            existing = profiles.get(cid)
            if existing is None:
                inserts.append((kind, c["name"], cid, facts, confidence, {"sweep": "pattern"}))
                continue
            old = props(existing)
            merged = {**old, **facts}
            if merged != old or existing["type"] != kind or existing["name"] != c["name"]:
                updates.append((int(existing["id"]), kind, c["name"], merged, confidence, {"sweep": "pattern"}))
        store.profiles_insert(inserts)
        store.profiles_update(updates)
        if inserts:
            profiles = store.profiles() if whole_day else {
                cid: p for cid in by_contact if (p := store.profile_of(cid)) is not None}
        for cid, c, role, acts, pay, visit in checks:
            noted += _broken_rhythms(store, now, today, cid, c, role, profiles[cid], acts, pay, visit)
        noted += _resolve_resumed(store, today, tz)
        if whole_day:
            _shop_patterns(store, now, tz, today, offset)
        if inserts or updates:
            store.brain_mark(PROFILES_CHANGED, f"{iso(now)}:{last}")
        store.brain_mark(STAMP, f"{today.isoformat()}|{last}")
    scope = "all contacts" if whole_day else "contacts with new entries"
    return Outcome(len(inserts) + len(updates) + noted,
                   f"{len(by_contact)} active {scope}, {len(inserts)} new profiles, {noted} rhythm notes")


def _avg(values: Any) -> float:
    xs = list(values)
    return sum(xs) / len(xs)


def _role(role: str | None, acts: list[Any]) -> str | None:
    if role in ("customer", "supplier"):
        return role
    if role is not None:
        return None  # staff and others have no buying rhythm worth learning
    kinds = {a["kind"] for a in acts}
    return "supplier" if kinds & {"purchase", "payment_made"} else "customer"


def _facts(role: str, acts: list[Any], today: date, balance: int) -> tuple[dict[str, Any], rhythm.Rhythm,
                                                                              rhythm.Rhythm]:
    orders = [a for a in acts if a["kind"] in ORDERS[role]]
    payments = [a for a in acts if a["kind"] in PAYMENTS[role]]
    pay_days = [date.fromisoformat(a["day"]) for a in payments]
    order_days = [date.fromisoformat(a["day"]) for a in orders]
    pay, visit = rhythm.learn(pay_days), rhythm.learn(order_days)
    d90, d30 = today - timedelta(days=90), today - timedelta(days=30)
    recent = [a["amount_paise"] for a in orders if date.fromisoformat(a["day"]) >= d90]
    last30 = [a["amount_paise"] for a in orders if date.fromisoformat(a["day"]) >= d30]
    before = [a["amount_paise"] for a in orders if d90 <= date.fromisoformat(a["day"]) < d30]
    facts: dict[str, Any] = {
        "role": role,
        "avg_order_paise": round(_avg(recent)) if recent else None,
        "orders_90d": len(recent),
        "events_90d": sum(1 for a in acts if date.fromisoformat(a["day"]) >= d90),
        "trend": _trend(last30, before),
        "last_activity_at": acts[-1]["occurred_at"],
        "last_amount_paise": acts[-1]["amount_paise"],
        "since": acts[0]["day"],
        "last_order": order_days[-1].isoformat() if order_days else None,
        "last_payment": pay_days[-1].isoformat() if pay_days else None,
        "balance_paise": balance,
        **pay.as_facts("payment"),
        **{k: v for k, v in visit.as_facts("order").items() if k in ("order_rhythm", "order_every_days")},
    }
    nxt = rhythm.next_expected(pay, pay_days[-1]) if pay_days else None
    facts["next_payment"] = nxt.isoformat() if nxt else None
    nxo = rhythm.next_expected(visit, order_days[-1]) if order_days and visit.steady else None
    facts["next_order"] = nxo.isoformat() if nxo else None
    return facts, pay, visit


def _trend(last30: list[int], before: list[int]) -> str | None:
    """Are recent orders bigger or smaller than the two months before? (Needs a few of each.)"""
    if len(last30) < 2 or len(before) < 3:
        return None
    ratio = _avg(last30) / max(1.0, _avg(before))
    return "growing" if ratio >= 1.25 else "shrinking" if ratio <= 0.8 else "steady"


def _broken_rhythms(store: Store, now: datetime, today: date, cid: int, c: Any, role: str, existing: Any,
                    acts: list[Any], pay: rhythm.Rhythm, visit: rhythm.Rhythm) -> int:
    """A steady payer who owes and has not paid by their usual day; a steady regular who stopped coming."""
    n = 0
    balance = int(c["balance_paise"])
    owes = balance > 0 if role == "customer" else balance < 0
    pays = [date.fromisoformat(a["day"]) for a in acts if a["kind"] in PAYMENTS[role]]
    orders = [date.fromisoformat(a["day"]) for a in acts if a["kind"] in ORDERS[role]]
    if pays and owes:
        # Only a usual day on which something was owed can be missed: a regular who bought
        # nothing since their last payment had nothing to pay that day.
        due = next((d for d in rhythm.missed_days(pay, pays[-1], today)
                    if any(pays[-1] <= o < d for o in orders)), None)
        if due is not None:
            n += _note_break(store, now, today, "broken_rhythm", cid, c, existing, pay, pays[-1], due, balance)
    if orders:
        back_by = rhythm.gone_quiet(visit, orders[-1], today)
        if back_by is not None:
            n += _note_break(store, now, today, "missed_visit", cid, c, existing, visit, orders[-1], back_by, balance)
    return n


def _note_break(store: Store, now: datetime, today: date, kind: str, cid: int, c: Any, existing: Any,
                r: rhythm.Rhythm, last: date, due: date, balance: int) -> int:
    what = "pay" if kind == "broken_rhythm" else "come"
    usual = (f"on {WEEKDAY_NAMES[r.weekday]}s" if r.kind in ("weekly", "fortnightly") and r.weekday is not None
             else f"around the {r.month_day}th" if r.kind == "monthly" else f"every {round(r.every_days or 0)} days")
    content = f"{c['name']} usually {'pays' if what == 'pay' else 'comes'} {usual}; expected {due}, nothing since {last}"
    facts = {"contact_id": cid, "name": c["name"], "rhythm": r.kind, "weekday": r.weekday, "month_day": r.month_day,
             "every_days": r.every_days, "expected": due.isoformat(), "last": last.isoformat(),
             "days_late": (today - due).days, "balance_paise": balance}
    entity = int(existing["id"]) if existing is not None else store.profile_ensure(cid)
    made = note(store, now, type_="inference", kind=kind, content=content, alert="briefing",
                dedup_key=f"rhythm:{what}:{cid}:{due.isoformat()}", confidence=r.confidence, sweep="pattern",
                entity_id=entity, facts=facts, valid_from=iso(now))
    return 1 if made else 0


def _resolve_resumed(store: Store, today: date, tz: str) -> int:
    """A rhythm note stops being true once the person pays (or comes) again."""
    n = 0
    for kind in ("broken_rhythm", "missed_visit"):
        for o in store.obs_open("inference", kind):
            p = props(o)
            prof = store.profile_of(int(p["contact_id"]))
            f = props(prof)
            key = "last_payment" if kind == "broken_rhythm" else "last_order"
            if f.get(key) and f[key] > p["last"]:
                store.obs_resolve(int(o["id"]), "resumed", {"resumed_on": f[key]})
                n += 1
    return n


def _shop_patterns(store: Store, now: datetime, tz: str, today: date, offset: str) -> None:
    """The weekly cycle of sales (peak and slow day), and a small snapshot of the shop."""
    start = today - timedelta(days=56)
    first = store.brain_first_entry_at()
    if first is None:
        return
    first_day = max(start, local_date(first, tz))
    totals: dict[tuple[str, str], int] = {}
    lo, _ = day_bounds(first_day, tz)
    _, hi = day_bounds(today - timedelta(days=1), tz)
    for r in store.brain_daily_totals(("sale", "expense"), lo, hi, offset):
        totals[(r["day"], r["kind"])] = int(r["total"])
    by_wd: dict[int, list[int]] = defaultdict(list)
    days = [first_day + timedelta(days=i) for i in range((today - first_day).days)]
    for d in days:
        by_wd[d.weekday()].append(totals.get((d.isoformat(), "sale"), 0))
    if days:
        avg = {WEEKDAYS[wd]: round(_avg(v)) for wd, v in sorted(by_wd.items())}
        weeks = len(days) / 7
        peak = max(avg, key=lambda k: avg[k])
        slow = min(avg, key=lambda k: avg[k])
        store.entity_named_save("pattern", "weekly_cycle",
                                {"type": "weekly_cycle", "sales_by_weekday_paise": avg, "peak_day": peak,
                                 "slow_day": slow, "weeks": round(weeks, 1)},
                                round(min(0.9, 0.1 * weeks + 0.1), 2), {"sweep": "pattern"})
        last28 = [d for d in days if d >= today - timedelta(days=28)]
        shop = {
            "daily_avg_sales_paise": round(_avg(totals.get((d.isoformat(), "sale"), 0) for d in last28))
            if last28 else 0,
            "daily_avg_expense_paise": round(_avg(totals.get((d.isoformat(), "expense"), 0) for d in last28))
            if last28 else 0,
            "as_of": today.isoformat(),
        }
        row = store.entity_named(*SHOP)
        merged = {**props(row), **shop} if row is not None else shop
        store.entity_named_save(*SHOP, merged, 0.8, {"sweep": "pattern"})


