"""Receivables that are overdue: who owes money that has been unpaid for more than a week, and how much."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from dhandha.brain.days import local_date
from dhandha.clock import iso, local_day
from dhandha.store import Store

OVERDUE_AFTER_DAYS = 7


@dataclass(frozen=True)
class Due:
    contact_id: int
    name: str
    balance_paise: int
    overdue_paise: int  # the part of the balance older than a week
    oldest_unpaid: date
    days: int  # how long the oldest unpaid charge has waited


AGING_UPTO = "aging.upto"  # the last entry id the receivables summary has taken into account


def refresh_aging(store: Store) -> int:
    """Bring the receivables summary up to date; returns how many debtors were looked at again.

    Only contacts with entries written since the last refresh are walked again (their balance and
    their charges are all that the oldest unpaid charge depends on), so the alerts and the briefing
    of one heartbeat share the work, and a heartbeat with nothing new does none.
    """
    last = store.brain_last_entry_id()
    upto = int(store.kv_get(AGING_UPTO) or 0)
    if upto == last:
        return 0
    with store.tx():
        if upto == 0 or upto > last:  # never built, or the books were put back to an older copy
            store.receivables_clear()
            touched = [int(r["id"]) for r in store.debtors(limit=-1)]
        else:
            touched = store.brain_contacts_touched(upto)
        keep, drop = [], []
        for c in store.brain_contacts(touched):
            balance = int(c["balance_paise"])
            if balance > 0:
                keep.append((int(c["id"]), store.receivables_oldest_unpaid(int(c["id"]), balance)))
            else:
                drop.append(int(c["id"]))
        store.receivables_keep(keep, drop)
        store.brain_mark(AGING_UPTO, str(last))
    return len(touched)


def overdue(store: Store, now: datetime, tz: str, after_days: int = OVERDUE_AFTER_DAYS) -> list[Due]:
    """Debtors whose oldest unpaid charge is more than `after_days` old, biggest overdue amount first.

    Payments are taken to settle the oldest charges first (the khata way), so what is overdue is
    the balance minus whatever was charged within the last `after_days` days.
    """
    refresh_aging(store)
    today = local_day(now, tz)
    out = []
    for r in store.receivables_aging(iso(now - timedelta(days=after_days))):
        oldest = local_date(r["oldest_unpaid_at"], tz)
        days = (today - oldest).days
        late = int(r["balance_paise"]) - int(r["recent_charges"])
        if days > after_days and late > 0:
            out.append(Due(int(r["contact_id"]), str(r["name"]), int(r["balance_paise"]), late, oldest, days))
    return sorted(out, key=lambda d: (-d.overdue_paise, d.name))


def overdue_days(store: Store, contact_id: int, now: datetime, tz: str,
                 after_days: int = OVERDUE_AFTER_DAYS) -> int | None:
    """How long one debtor's oldest unpaid charge has waited, when `overdue` would list them; else None.

    The same rule as `overdue`, for one person, reading only their own entries and writing nothing:
    what a turn asks as the owner writes more credit for them.
    """
    row = store.contact(contact_id)
    if row is None or int(row["balance_paise"]) <= 0:
        return None
    balance = int(row["balance_paise"])
    oldest = store.receivables_oldest_unpaid(contact_id, balance) or str(row["created_at"])
    days = (local_day(now, tz) - local_date(oldest, tz)).days
    recent = store.receivables_recent(contact_id, iso(now - timedelta(days=after_days)))
    return days if days > after_days and balance - recent > 0 else None
