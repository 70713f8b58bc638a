"""Owner-zone days for the sweeps: stored times are UTC, but a shop's day, week and month are local."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from dhandha.clock import local, zone


def parse(ts: str) -> datetime:
    """A stored timestamp (UTC ISO-8601) as an aware datetime."""
    at = datetime.fromisoformat(ts)
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def sql_offset(tz: str, at: datetime) -> str:
    """The SQLite modifier that turns a stored UTC time into the owner's wall time ('+330 minutes').

    One offset for a whole query: exact for India (no daylight saving); elsewhere a day or two
    around a clock change may be bucketed an hour off, which a daily total can bear.
    """
    delta = local(at, tz).utcoffset() or timedelta(0)
    return f"{int(delta.total_seconds() // 60):+d} minutes"


def local_date(ts: str, tz: str) -> date:
    return local(parse(ts), tz).date()


def start_of(day: date, tz: str) -> datetime:
    """Local midnight opening a day, as an aware datetime."""
    return datetime(day.year, day.month, day.day, tzinfo=zone(tz))


def hhmm(text: str) -> int:
    """'08:30' as minutes after midnight."""
    h, _, m = text.strip().partition(":")
    return int(h) * 60 + int(m or 0)


def minute_of_day(at: datetime, tz: str) -> int:
    t = local(at, tz)
    return t.hour * 60 + t.minute


def in_window(minute: int, start: int, end: int) -> bool:
    """Is a minute of the day inside [start, end)? A window may run past midnight (22:00-07:00)."""
    if start <= end:
        return start <= minute < end
    return minute >= start or minute < end
