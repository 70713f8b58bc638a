"""The credit-risk note before new udhaar: one line when it matters, never a refusal.

What a munshi would say as the owner writes more credit for someone: how much they owe now against
their usual order, how long the oldest unpaid part has waited, how they keep their promises, and a
promise broken lately. It matters when any of these is out of the ordinary; otherwise nothing is said.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from dhandha.brain.graph import profile_facts
from dhandha.brain.overdue import overdue_days
from dhandha.clock import iso
from dhandha.store import Store

EXPOSURE_TIMES = 3  # owing this many usual orders is worth a word
PAY_TIMES = 1.5  # owing this many of their usual payments is worth a word
LATE_DAYS = 30  # the oldest unpaid charge this old (more for a slow steady payer) is worth a word
KEPT_BELOW = 0.5  # a promise-kept rate below this (over at least MIN_PROMISES) is worth a word
MIN_PROMISES = 2
BROKEN_LOOKBACK = timedelta(days=60)
REPEAT_AFTER = timedelta(days=7)  # the same person's note again only after this long
SHOWN = "risk.notes_shown"  # how many notes were said, for the simulation's figures


@dataclass(frozen=True)
class Risk:
    name: str
    balance: int
    usual: int | None
    ratio: float | None
    days_late: int | None
    kept: int | None
    promised: int | None
    broken_due: str | None
    broken_obs: int | None  # the broken promise told now (told once)

    def values(self) -> dict[str, Any]:
        return {"name": self.name, "balance": self.balance, "usual": self.usual, "ratio": self.ratio,
                "days_late": self.days_late, "kept": self.kept, "promised": self.promised,
                "broken_due": self.broken_due}


def assess(store: Store, contact_id: int, now: datetime, tz: str, just_written: int = 0) -> Risk | None:
    """The note for someone just given udhaar (`just_written` paise), or None when nothing is out of the ordinary."""
    row = store.contact(contact_id)
    if row is None:
        return None
    balance = int(row["balance_paise"])
    f = profile_facts(store, contact_id)
    usual = f.get("avg_order_paise")
    since = iso(now - timedelta(days=180))
    if not usual:
        avg, count = store.usual_amount(contact_id, "udhaar_given", since)
        if just_written and count > 1:  # the usual is what came before this one
            avg, count = (avg * count - just_written) // (count - 1), count - 1
        usual = avg if count >= 3 else None
    # What they usually clear at once: owing several orders is normal for a monthly payer, owing well
    # beyond what they usually pay is not.
    cleared, paid_times = store.usual_amount(contact_id, "payment_received", since)
    # Until they have paid twice, nobody knows what is much for them: no word on exposure yet.
    ceiling = max(EXPOSURE_TIMES * (usual or 0), PAY_TIMES * cleared)
    ratio = round(balance / usual, 1) if usual and paid_times >= 2 and balance >= ceiling and balance >= 50000 \
        else None
    late = overdue_days(store, contact_id, now, tz)  # this person's alone: every debtor's would cost a turn
    every = f.get("payment_every_days") if f.get("payment_rhythm") in ("weekly", "fortnightly", "monthly") else None
    patience = max(LATE_DAYS, round(1.5 * every) + 7) if every else LATE_DAYS + 15
    days_late = late if late is not None and late >= patience else None
    k, b = int(f.get("promises_kept") or 0), int(f.get("promises_broken") or 0)
    weak_promises = k + b >= MIN_PROMISES and k / (k + b) < KEPT_BELOW
    broken_due, broken_obs = _untold_broken(store, contact_id, now)
    if not (ratio or days_late or weak_promises or broken_due):
        return None
    return Risk(str(row["name"]), balance, int(usual) if usual else None, ratio, days_late,
                k if k + b else None, k + b or None, broken_due, broken_obs)


def _untold_broken(store: Store, contact_id: int, now: datetime) -> tuple[str | None, int | None]:
    profile = store.profile_of(contact_id)
    if profile is None:
        return None, None
    for o in store.obs_for_entity(int(profile["id"]), iso(now), 6, include_resolved_since=iso(now - BROKEN_LOOKBACK)):
        if o["type"] == "intention" and o["resolution"] == "broken" and not store.kv_get(told_key(int(o["id"]))):
            return str(json.loads(o["properties"] or "{}").get("due") or "") or None, int(o["id"])
    return None, None


def told_key(obs_id: int) -> str:
    return f"told:broken_promise:{obs_id}"


def note_once(store: Store, risk: Risk, contact_id: int, now: datetime, tz: str) -> bool:
    """Mark the note said: once a week per person (a newly broken promise is said at once, once ever).

    False when it was said lately: a munshi does not repeat himself at every sale.
    """
    key = f"told:risk:{contact_id}"
    last = store.kv_get(key)
    if last and now - datetime.fromisoformat(last) < REPEAT_AFTER and risk.broken_obs is None:
        return False
    with store.tx():
        store.kv_set(key, iso(now))
        store.kv_set(SHOWN, str(int(store.kv_get(SHOWN, "0") or 0) + 1))
        if risk.broken_obs is not None:
            store.kv_set(told_key(risk.broken_obs), iso(now))
    return True
