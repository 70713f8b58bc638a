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


def overdue(store: Store, now: datetime, tz: str, after_days: int = OVERDUE_AFTER_DAYS) -> list[Due]:
    """Debtors whose oldest unpaid charge is more than `after_days` old, biggest overdue amount first.

    Payments are taken to settle the oldest charges first (the khata way), so what is overdue is
    the balance minus whatever was charged within the last `after_days` days.
    """
    today = local_day(now, tz)
    out = []
    for r in store.receivables_aging(iso(now - timedelta(days=after_days))):
        oldest = local_date(r["oldest_unpaid_at"], tz)
        days = (today - oldest).days
        late = int(r["balance_paise"]) - int(r["recent_charges"])
        if days > after_days and late > 0:
            out.append(Due(int(r["contact_id"]), str(r["name"]), int(r["balance_paise"]), late, oldest, days))
    return sorted(out, key=lambda d: (-d.overdue_paise, d.name))
