"""A person's rhythm from the days they did something: how often, on which weekday or date, and how steadily.

Pure date arithmetic, no SQL: the pattern sweep feeds it the days a customer paid (or came), and
asks when the next one is due and how late is too late.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from statistics import median

# Shop rhythms by the typical gap between two events, in days.
_KINDS = (("weekly", 5, 9), ("fortnightly", 12, 17), ("monthly", 25, 36))

# How late an expected event may be before it counts as missed. Monthly payers drift by a few
# days with salary dates and Sundays; weekly ones by a day or two.
_GRACE = {"weekly": 3, "fortnightly": 4, "monthly": 7}


@dataclass(frozen=True)
class Rhythm:
    events: int
    every_days: float | None  # median gap
    kind: str  # weekly | fortnightly | monthly | irregular | unknown
    weekday: int | None  # 0 = Monday: the usual weekday
    month_day: int | None  # the usual date of the month
    confidence: float  # 0..1: how sure the usual day is
    steady: bool  # regular enough that a missing event means something
    long_gap: float | None = None  # the longest usual gap (90th percentile): the patience for visits

    def as_facts(self, prefix: str) -> dict[str, object]:
        return {
            f"{prefix}_rhythm": self.kind,
            f"{prefix}_every_days": None if self.every_days is None else round(self.every_days, 1),
            f"{prefix}_weekday": self.weekday,
            f"{prefix}_day": self.month_day,
            f"{prefix}_confidence": round(self.confidence, 2),
            f"{prefix}_events": self.events,
        }


def month_gap(a: int, b: int) -> int:
    """Distance between two dates of the month on a 30-day circle (the 30th is near the 1st)."""
    d = abs(a - b) % 30
    return min(d, 30 - d)


_GAP = [[month_gap(a, b) for b in range(32)] for a in range(32)]


def _usual_date(days: list[date]) -> int:
    """The date of the month closest to all of them (a circular median); ties go to the recent dates."""
    counts = Counter(d.day for d in days)
    recent = [d.day for d in days[-3:]]

    def cost(c: int) -> tuple[int, int, int]:
        return (sum(n * _GAP[v][c] for v, n in counts.items()), sum(_GAP[v][c] for v in recent), -c)

    # A median on a circle sits on one of the points, so only the dates seen need trying.
    return min(counts, key=cost)


def _usual_weekday(days: list[date]) -> int:
    counts = Counter(d.weekday() for d in days)
    best = max(counts.values())
    # A tie goes to the most recent habit.
    for d in reversed(days):
        if counts[d.weekday()] == best:
            return d.weekday()
    return days[-1].weekday()


def learn(days: list[date]) -> Rhythm:
    """The rhythm in a list of event days (any order, repeats allowed)."""
    ds = sorted(set(days))
    n = len(ds)
    if n == 0:
        return Rhythm(0, None, "unknown", None, None, 0.0, False)
    weekday, month_day = _usual_weekday(ds), _usual_date(ds)
    if n == 1:
        return Rhythm(1, None, "unknown", weekday, month_day, 0.2, False)
    gaps = [(b - a).days for a, b in zip(ds, ds[1:], strict=False)]
    every = float(median(gaps))
    long_gap = float(sorted(gaps)[min(len(gaps) - 1, int(0.9 * len(gaps)))])
    kind = next((k for k, lo, hi in _KINDS if lo <= every <= hi), "irregular")
    size = min(1.0, n / 5)
    if kind in ("weekly", "fortnightly"):
        on_day = sum(1 for d in ds if min((d.weekday() - weekday) % 7, (weekday - d.weekday()) % 7) <= 1) / n
        conf = on_day * (0.4 + 0.6 * size)
        steady = n >= 3 and on_day >= 0.6
    elif kind == "monthly":
        on_day = sum(1 for d in ds if month_gap(d.day, month_day) <= 2) / n
        conf = on_day * (0.5 + 0.5 * min(1.0, n / 3))
        steady = n >= 3 and on_day >= 0.6
    else:
        spread = float(median(abs(g - every) for g in gaps)) / every if every else 1.0
        conf = max(0.0, 1 - spread) * size * 0.8
        steady = n >= 4 and spread <= 0.35 and every >= 2
    return Rhythm(n, every, kind, weekday, month_day, round(conf, 2), steady, long_gap)


def _on_month_day(year: int, month: int, day: int) -> date:
    """That date of the month, or the month's last day when it is shorter."""
    while True:
        try:
            return date(year, month, day)
        except ValueError:
            day -= 1


def next_expected(r: Rhythm, last: date) -> date | None:
    """When the next event is due after the last one, snapped to the usual weekday or date."""
    if r.every_days is None:
        return None
    guess = last + timedelta(days=round(r.every_days))
    if r.kind in ("weekly", "fortnightly") and r.weekday is not None:
        window = [guess + timedelta(days=k) for k in range(-3, 4)]
        return min((d for d in window if d.weekday() == r.weekday), key=lambda d: abs((d - guess).days))
    if r.kind == "monthly" and r.month_day is not None:
        options = []
        for shift in (-1, 0, 1):
            m = guess.month + shift
            y = guess.year + (m - 1) // 12
            options.append(_on_month_day(y, (m - 1) % 12 + 1, r.month_day))
        after = [d for d in options if (d - last).days >= 15]
        return min(after or options, key=lambda d: abs((d - guess).days))
    return guess


def grace_days(r: Rhythm) -> int:
    if r.kind in _GRACE:
        return _GRACE[r.kind]
    return max(3, round(0.5 * (r.every_days or 0)))


def missed(r: Rhythm, last: date, today: date) -> date | None:
    """The first expected day that has clearly passed without the event, else None."""
    return next(missed_days(r, last, today), None)


def missed_days(r: Rhythm, last: date, today: date) -> Iterator[date]:
    """Every expected day since the last event that is now past its grace, oldest first.

    A payer who owed nothing on their first usual day after paying had nothing to pay; the caller
    walks on to the next usual day.
    """
    if not r.steady:
        return
    due = next_expected(r, last)
    grace = grace_days(r)
    while due is not None and (today - due).days > grace:
        yield due
        due = next_expected(r, due)


VISIT_MIN_EVENTS = 6


def gone_quiet(r: Rhythm, last: date, today: date) -> date | None:
    """A regular visitor whose silence is now twice their longest usual gap (and at least a week).

    Visits are lumpier than payments (twice a week is gaps of 2 and 5), so the test is against
    the longest usual gap, not the typical one. Returns the day they were last due back.
    """
    if r.events < VISIT_MIN_EVENTS or r.long_gap is None:
        return None
    if (today - last).days <= max(7, 2 * r.long_gap):
        return None
    return last + timedelta(days=round(r.long_gap))
