"""Alerts sweep: who hears what, and when, without ever being told the same thing twice.

- critical notes (bank debits at night, a rapid burst of debits) go out at once, quiet hours or not:
  a drained account is worth waking for;
- normal notes go out outside quiet hours, at most DAILY_CAP a day; the rest wait for the briefing;
- receivables overdue by more than a week are queued for the briefing;
- a phone battery below 15% is warned once per low spell.

Every decision is an `alerts` row with an idempotency key; a message goes out by the outbox,
which the channel drains.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from dhandha.brain import phrasing
from dhandha.brain.days import hhmm, in_window, minute_of_day, parse
from dhandha.brain.graph import props
from dhandha.brain.outcome import Outcome
from dhandha.brain.overdue import overdue
from dhandha.clock import iso, local_day
from dhandha.deps import Deps
from dhandha.money import rupees

DAILY_CAP = 3  # non-critical push alerts per day
FRESH_HOURS = 24  # an older untold note is news for the briefing, not a push
BATTERY_LOW, BATTERY_RECOVERED = 15, 30  # percent: warn below, re-arm above (or on charge)
BATTERY_STALE = timedelta(hours=2)


def quiet_now(owner: Any, now: datetime) -> bool:
    minute = minute_of_day(now, str(owner["timezone"]))
    return in_window(minute, hhmm(owner["quiet_start"]), hhmm(owner["quiet_end"]))


def sweep(deps: Deps) -> Outcome:
    store, now = deps.store, deps.clock()
    owner = store.owner()
    tz, lang = str(owner["timezone"]), deps.language()
    today = local_day(now, tz)
    day = today.isoformat()
    quiet = quiet_now(owner, now)
    sent = queued = waiting = 0
    with store.tx():
        for o in store.obs_untold("", iso(now), ("critical", "normal")):
            severity = props(o)["alert"]
            key = f"obs:{o['dedup_key'] or o['id']}"
            text = phrasing.alert(o, lang, today)
            fresh = parse(o["created_at"]) >= now - timedelta(hours=FRESH_HOURS)
            if not fresh:
                store.alert_add(key, int(o["id"]), severity, day, "queued", text)
                queued += 1
            elif severity == "critical":
                _send(deps, key, int(o["id"]), severity, day, text)
                sent += 1
            elif quiet:
                waiting += 1  # asked again at the next run after quiet hours
            elif store.alerts_sent_count(day, "normal") >= DAILY_CAP:
                store.alert_add(key, int(o["id"]), severity, day, "queued", text)
                queued += 1
            else:
                _send(deps, key, int(o["id"]), severity, day, text)
                sent += 1
        if store.kv_get("alerts.overdue_day") != day:
            # Dues age by days, not minutes: once a day is enough to queue them for the briefing.
            for d in overdue(store, now, tz):
                # The briefing words these afresh each morning; the row only records that they waited.
                text = f"{d.name}: {rupees(d.overdue_paise)} unpaid for {d.days} days"
                if store.alert_add(f"overdue:{d.contact_id}:{d.oldest_unpaid}", None, "briefing", day, "queued", text):
                    queued += 1
            store.kv_set("alerts.overdue_day", day)
        sent += _battery(deps, now, day, lang, today)
    note = ", quiet hours" if quiet else ""
    return Outcome(sent + queued, f"{sent} sent, {queued} queued for the briefing, {waiting} held{note}")


def _send(deps: Deps, key: str, obs_id: int | None, severity: str, day: str, text: str) -> None:
    deps.store.alert_add(key, obs_id, severity, day, "sent", text)
    deps.store.outbox_add(f"alert:{key}", "owner", deps.owner_chat, "alert", text)


def _battery(deps: Deps, now: datetime, day: str, lang: str, today: Any) -> int:
    """Warn once when the phone is about to die; a dead phone silences every other alert, so this one
    is sent like a critical note. It re-arms when the battery is charging or back above 30%."""
    store = deps.store
    raw = store.kv_get("battery")
    if not raw:
        return 0
    b = json.loads(raw)
    pct, charging = b.get("percent"), b.get("charging")
    if pct is None or now - parse(b["at"]) > BATTERY_STALE:
        return 0
    armed_for = store.kv_get("battery.warned") or ""
    if charging or pct >= BATTERY_RECOVERED:
        if armed_for:
            store.kv_set("battery.warned", "")
        return 0
    if pct >= BATTERY_LOW or armed_for:
        return 0
    key = f"battery:{b['at']}"
    _send(deps, key, None, "critical", day, phrasing.say("battery_low", lang, today, percent=int(pct)))
    store.kv_set("battery.warned", key)
    return 1
