"""Promises and plans (guide: kind and direction): "Salim Friday ko dega" is an intention with a due date, never a ledger row.

The due date is computed from the injected clock in the owner's zone: "kal" is tomorrow, a weekday is
the coming one (never today), "agle hafte" is a week on, "agle mahine" the 1st of next month.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from .clauses import Clause

_WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def today(now_iso: str) -> date:
    try:
        return datetime.fromisoformat(now_iso).date()
    except ValueError:
        return date.today()


def due_date(when: str | None, now_iso: str, day_of_month: int | None = None) -> str | None:
    d = today(now_iso)
    if day_of_month is not None and when is not None and when.startswith("in_month_"):
        # "ಜನವರಿ 15 ರೊಳಗೆ", "by January 15": that month's day, this year's if still ahead, else next year's
        month = int(when.removeprefix("in_month_"))
        for y in (d.year, d.year + 1):
            try:
                day = date(y, month, day_of_month)
            except ValueError:
                return None
            if day >= d:
                return day.isoformat()
        return None
    if day_of_month is not None and 1 <= day_of_month <= 31:
        # "15 tarikh": this month's if still ahead, else next month's.
        y, m = d.year, d.month
        if day_of_month <= d.day or when == "month":  # "അടുത്ത മാസം 15ന്": next month's 15th
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
        try:
            return date(y, m, day_of_month).isoformat()
        except ValueError:
            return None
    if when is None:
        return None
    if when == "a_month":  # "mahine baad", "a month later": the same date next month (its last day if shorter)
        y, m = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        last = (date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1)).day
        return date(y, m, min(d.day, last)).isoformat()
    if when.startswith("+"):
        return (d + timedelta(days=int(when[1:]))).isoformat()
    if when == "month":
        y, m = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        return date(y, m, 1).isoformat()
    if when == "eom":  # "నెలాఖరుకు", "by the month's end": this month's last day
        y, m = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        return (date(y, m, 1) - timedelta(days=1)).isoformat()
    if when in _WEEKDAYS:
        ahead = (_WEEKDAYS[when] - d.weekday()) % 7 or 7
        return (d + timedelta(days=ahead)).isoformat()
    return None


def when_of(c: Clause) -> tuple[str | None, int | None]:
    """The day word of a clause, and a 'N tarikh' day of month if one is given."""
    when = None
    dom = None
    for i in range(c.start, c.end):
        t = c.toks[i]
        w = t.tags.get("when")
        if w and when is None:
            when = w
        said = (t.amount.paise // 100 if t.amount is not None and t.amount.paise else
                int(t.text) if t.text.isascii() and t.text.isdigit() else None)
        if t.tags.get("date") == "dom" and dom is None and said:
            dom = said  # "ಈ ತಿಂಗಳ ೨೮ಕ್ಕೆ", "അടുത്ത മാസം 15ന്", "January 15" (dates.py marked the day)
            named = next((c.toks[k].tags["month"] for k in (i - 1, i + 1) if c.start <= k < c.end
                          and c.toks[k].tags.get("month")), None)
            if named is not None and when is None:
                when = f"in_month_{named}"  # "ಜನವರಿ 15", "15 January": that month's 15th
        if t.tags.get("tarikh") and i > c.start:
            k = i - 1
            if c.toks[k].tags.get("date") == "ordinal" and k > c.start:
                k -= 1  # "5ನೇ ತಾರೀಖು": the 5th, its ordinal ending apart
            before = c.toks[k]
            if before.amount is not None and before.amount.paise is not None and before.amount.paise % 100 == 0:
                dom = before.amount.paise // 100
            elif before.text.isdigit():
                dom = int(before.text)  # the number reader leaves "15 tarikh" to us as a date
    # Days later: "2 din mein" / "3 days".
    for i in range(c.start, c.end):
        t = c.toks[i]
        if t.tags.get("days") and i > c.start and c.toks[i - 1].amount is not None and when is None:
            p = c.toks[i - 1].amount.paise
            if p is not None and p % 100 == 0:
                when = f"+{p // 100}"
    return when, dom


def is_promise(c: Clause) -> bool:
    """A future verb, or the rest of a bill with a day word ("baaki agle mahine")."""
    if c.has("fut"):
        return True
    # "Raju ko baaki 1600 de diye aaj subah": the rest paid today is money moved, not a day to come
    ahead = any(c.toks[i].tags.get("when", "+0") != "+0" for i in range(c.start, c.end)) or c.has("tarikh")
    return c.has("rest") and ahead and not c.has("credit")
