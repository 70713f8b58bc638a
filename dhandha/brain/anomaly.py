"""Anomaly sweep: what in the last few days of the books does not look like this shop.

Each finding is an observation with a confidence, the entries behind it (provenance), an expiry
and a dedup key, so a re-run of the sweep notes nothing twice. Who hears about it, and when, is
the alerts sweep's business; here we only say how serious it is.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from statistics import mean
from typing import Any

from dhandha.brain.days import local_date, parse, sql_offset
from dhandha.brain.graph import note, props
from dhandha.brain.outcome import Outcome
from dhandha.clock import day_bounds, iso, local, local_day
from dhandha.deps import Deps
from dhandha.money import rupees
from dhandha.store import Store

WINDOW_DAYS = 3  # entries older than this are history, not news
RAPID_COUNT, RAPID_MINUTES = 3, 10
NIGHT_FROM, NIGHT_UNTIL = 23, 5  # local hours
DUPLICATE_HOURS_NAMED, DUPLICATE_HOURS_CASH = 3, 1
DUPLICATE_CASH_FLOOR = 50_000  # ₹500: two equal small cash sales an hour apart are just a busy shop
# Money leaving, or credit extended: the amounts worth questioning when they jump.
OUTFLOW = ("udhaar_given", "payment_made", "purchase", "expense")
UNUSUAL_RATIO, UNUSUAL_FLOOR, UNUSUAL_MIN_HISTORY = 3.0, 50_000, 3
HISTORY_DAYS = 180
# (kind, high when above usual x, low when below usual x (None: never), the smallest gap that matters)
DAY_RULES = (("sale", 2.0, 0.5, 50_000), ("expense", 3.0, None, 100_000))
SAME_WEEKDAYS = 8


# "<owner-zone day>|<last entry id seen>": every finding comes from an entry or from the day's
# totals, so with no new entry on the same day there is nothing new to find.
STAMP = "anomaly.stamp"


def sweep(deps: Deps) -> Outcome:
    store, now, tz = deps.store, deps.clock(), deps.tz()
    stamp = f"{local_day(now, tz).isoformat()}|{store.brain_last_entry_id()}"
    if store.kv_get(STAMP) == stamp:
        return Outcome(0, "nothing new")
    rows = store.brain_entries_since(iso(now - timedelta(days=WINDOW_DAYS)))
    with store.tx():
        found = {
            "rapid_fire": rapid_fire(store, now, rows),
            "night_debit": night_debits(store, now, tz, rows),
            "duplicate": duplicates(store, now, rows),
            "unusual_amount": unusual_amounts(store, now, rows),
            "day": day_vs_usual(store, now, tz),
        }
        cleared = recheck_duplicates(store)
        store.brain_mark(STAMP, stamp)
    detail = ", ".join(f"{k} {v}" for k, v in found.items() if v) or "nothing new"
    return Outcome(sum(found.values()) + cleared, f"{len(rows)} recent entries; {detail}")


def _bank_debit(r: Any) -> bool:
    """Money that left the bank account on its own record. Owner-typed entries are the owner acting:
    an evening of catching up on the day's expenses is a burst, and at 23:30 it is normal, so the
    debit rules below read only what the bank reported."""
    return r["source"] == "sms" and int(r["cash_paise"]) < 0


def _entity(store: Store, contact_id: int | None) -> int | None:
    return store.profile_ensure(contact_id) if contact_id is not None else None


def rapid_fire(store: Store, now: datetime, rows: list[Any]) -> int:
    """Three or more bank debits inside ten minutes: a card or UPI being drained looks like this."""
    debits = [r for r in rows if _bank_debit(r)]
    n, i = 0, 0
    while i < len(debits):
        start = parse(debits[i]["occurred_at"])
        j = i
        while j + 1 < len(debits) and parse(debits[j + 1]["occurred_at"]) - start <= timedelta(minutes=RAPID_MINUTES):
            j += 1
        cluster = debits[i:j + 1]
        if len(cluster) >= RAPID_COUNT:
            total = sum(int(r["amount_paise"]) for r in cluster)
            span = (parse(cluster[-1]["occurred_at"]) - start).total_seconds() / 60
            made = note(store, now, type_="anomaly", kind="rapid_fire", alert="critical",
                        content=f"{len(cluster)} bank debits in {span:.0f} minutes, {rupees(total)} in all",
                        dedup_key=f"rapid:{cluster[0]['id']}", confidence=0.9, sweep="anomaly",
                        entries=[int(r["id"]) for r in cluster], valid_from=cluster[0]["occurred_at"],
                        facts={"count": len(cluster), "amount_paise": total, "minutes": round(span),
                               "at": cluster[0]["occurred_at"]})
            n += 1 if made else 0
            i = j + 1
        else:
            i += 1
    return n


def night_debits(store: Store, now: datetime, tz: str, rows: list[Any]) -> int:
    """A bank debit between 23:00 and 05:00, when the shop is shut and the owner asleep."""
    n = 0
    for r in rows:
        if not _bank_debit(r):
            continue
        t = local(parse(r["occurred_at"]), tz)
        if NIGHT_UNTIL <= t.hour < NIGHT_FROM:
            continue
        made = note(store, now, type_="anomaly", kind="night_debit", alert="critical",
                    content=f"bank debit of {rupees(int(r['amount_paise']))} at {t:%H:%M}",
                    dedup_key=f"night:{r['id']}", confidence=0.8, sweep="anomaly", entries=[int(r["id"])],
                    entity_id=_entity(store, r["contact_id"]), valid_from=r["occurred_at"],
                    facts={"amount_paise": int(r["amount_paise"]), "time": f"{t:%H:%M}", "name": r["contact"],
                           "contact_id": r["contact_id"]})
        n += 1 if made else 0
    return n


def duplicates(store: Store, now: datetime, rows: list[Any]) -> int:
    """The same movement twice, close together: a double tap, or typed and also read from the bank SMS."""
    groups: dict[tuple[str, int, int | None], list[Any]] = defaultdict(list)
    for r in rows:
        groups[(r["kind"], int(r["amount_paise"]), r["contact_id"])].append(r)
    n = 0
    for (kind, amount, contact_id), same in groups.items():
        if len(same) < 2 or (contact_id is None and amount < DUPLICATE_CASH_FLOOR):
            continue
        window = timedelta(hours=DUPLICATE_HOURS_NAMED if contact_id is not None else DUPLICATE_HOURS_CASH)
        for a, b in zip(same, same[1:], strict=False):
            gap = parse(b["occurred_at"]) - parse(a["occurred_at"])
            if gap > window or (a["input_id"] is not None and a["input_id"] == b["input_id"]):
                continue  # far apart, or the owner said both in one message
            minutes = round(gap.total_seconds() / 60)
            both_sources = a["source"] != b["source"]
            made = note(store, now, type_="anomaly", kind="duplicate", alert="normal",
                        content=f"{kind} {rupees(amount)} {b['contact'] or ''} written twice, {minutes} minutes apart",
                        dedup_key=f"dup:{a['id']}:{b['id']}", confidence=0.8 if both_sources else 0.6,
                        sweep="anomaly", entries=[int(a["id"]), int(b["id"])], entity_id=_entity(store, contact_id),
                        valid_from=b["occurred_at"],
                        facts={"entry_kind": kind, "amount_paise": amount, "minutes": minutes, "name": b["contact"],
                               "contact_id": contact_id})
            n += 1 if made else 0
    return n


def unusual_amounts(store: Store, now: datetime, rows: list[Any]) -> int:
    """Credit given or money paid out at more than three times what this person usually gets."""
    candidates = [r for r in rows if r["kind"] in OUTFLOW and r["contact_id"] is not None]
    if not candidates:
        return 0
    history: dict[tuple[int, str], list[Any]] = defaultdict(list)
    for h in store.brain_history({int(r["contact_id"]) for r in candidates}, OUTFLOW,
                                 iso(now - timedelta(days=HISTORY_DAYS))):
        history[(int(h["contact_id"]), h["kind"])].append(h)
    n = 0
    for r in candidates:
        before = [int(h["amount_paise"]) for h in history[(int(r["contact_id"]), r["kind"])]
                  if h["occurred_at"] < r["occurred_at"] and h["id"] != r["id"]]
        if len(before) < UNUSUAL_MIN_HISTORY:
            continue
        usual, amount = round(mean(before) / 100) * 100, int(r["amount_paise"])
        ratio = amount / usual if usual else 0.0
        if ratio <= UNUSUAL_RATIO or amount - usual < UNUSUAL_FLOOR:
            continue
        made = note(store, now, type_="anomaly", kind="unusual_amount", alert="normal",
                    content=f"{r['kind']} {rupees(amount)} {r['contact']}: {ratio:.1f}x the usual {rupees(round(usual))}",
                    dedup_key=f"unusual:{r['id']}", confidence=min(0.95, 0.5 + 0.1 * (ratio - 3) + 0.05 * min(len(before), 6)),
                    sweep="anomaly", entries=[int(r["id"])], entity_id=_entity(store, int(r["contact_id"])),
                    valid_from=r["occurred_at"],
                    facts={"entry_kind": r["kind"], "amount_paise": amount, "usual_paise": round(usual),
                           "ratio": round(ratio, 1), "name": r["contact"], "contact_id": int(r["contact_id"])})
        n += 1 if made else 0
    return n


def day_vs_usual(store: Store, now: datetime, tz: str) -> int:
    """Sales or expenses far from the same weekday's recent average.

    Today is judged only on the high side (a day can still fill up); yesterday, being complete,
    on both. Both share one dedup key, so a high day noticed at noon is not noticed again tomorrow.
    """
    first = store.brain_first_entry_at()
    if first is None:
        return 0
    today = local_day(now, tz)
    first_day = local_date(first, tz)
    lo, _ = day_bounds(max(first_day, today - timedelta(days=7 * SAME_WEEKDAYS + 1)), tz)
    _, hi = day_bounds(today, tz)
    totals = {(r["day"], r["kind"]): int(r["total"])
              for r in store.brain_daily_totals([k for k, *_ in DAY_RULES], lo, hi, sql_offset(tz, now))}
    n = 0
    for day, complete in ((today - timedelta(days=1), True), (today, False)):
        for kind, high, low, floor in DAY_RULES:
            n += _judge_day(store, now, totals, first_day, day, complete, kind, high, low, floor)
    return n


def _judge_day(store: Store, now: datetime, totals: dict[tuple[str, str], int], first_day: date, day: date,
               complete: bool, kind: str, high: float, low: float | None, floor: int) -> int:
    samples = [totals.get(((day - timedelta(days=7 * k)).isoformat(), kind), 0)
               for k in range(1, SAME_WEEKDAYS + 1) if day - timedelta(days=7 * k) > first_day]
    if len(samples) < 3:
        return 0
    usual = round(mean(samples) / 100) * 100  # an average, in whole rupees
    actual = totals.get((day.isoformat(), kind), 0)
    if usual > 0 and actual > high * usual and actual - usual >= floor:
        direction = "high"
    elif complete and low is not None and usual > 0 and actual < low * usual and usual - actual >= floor:
        direction = "low"
    else:
        return 0
    ratio = actual / usual if usual else 0.0
    made = note(store, now, type_="anomaly", kind=f"day_{direction}", alert="briefing",
                content=f"{kind} on {day} {rupees(actual)} vs usual {rupees(round(usual))} for that weekday",
                dedup_key=f"day:{kind}:{day}:{direction}",
                confidence=min(0.9, 0.4 + 0.05 * len(samples) + (0.2 if direction == "low" else 0.1)),
                sweep="anomaly", valid_from=day.isoformat(),
                facts={"what": kind, "day": day.isoformat(), "amount_paise": actual, "usual_paise": usual,
                       "ratio": round(ratio, 2), "samples": len(samples)})
    return 1 if made else 0


def recheck_duplicates(store: Store) -> int:
    """Once the owner cancels one of a suspected pair, the suspicion is settled."""
    n = 0
    for o in store.obs_open("anomaly", "duplicate"):
        ids = [int(i) for i in props(o).get("entry_ids", [])]
        if len(store.brain_active_ids(ids)) < len(ids):
            store.obs_resolve(int(o["id"]), "cancelled")
            n += 1
    return n
