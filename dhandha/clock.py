"""The injected clock: every 'now' in dhandha comes from here, so tests and simulations steer time."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    return datetime.now(UTC)


def from_env() -> Clock:
    """DHANDHA_NOW fixes the clock for one-shot commands; otherwise the system clock."""
    fixed = os.environ.get("DHANDHA_NOW")
    if not fixed:
        return system_clock
    try:
        at = parse_instant(fixed)
    except ValueError:
        from dhandha.errors import OperatorError

        raise OperatorError(f"DHANDHA_NOW={fixed!r} is not an ISO-8601 instant (like 2026-11-20T10:30:00+05:30); "
                            "fix it or unset it to use the phone's clock") from None
    return lambda: at


def parse_instant(text: str) -> datetime:
    """ISO-8601 to an aware UTC datetime; a naive value is read as India time."""
    at = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    if at.tzinfo is None:
        at = at.replace(tzinfo=zone("Asia/Kolkata"))
    return at.astimezone(UTC)


class ManualClock:
    """A clock that only moves when told to (tests, simulate, demo)."""

    def __init__(self, start: datetime) -> None:
        self.at = start.astimezone(UTC)

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **delta: float) -> None:
        self.at += timedelta(**delta)

    def set(self, at: datetime) -> None:
        self.at = at.astimezone(UTC)


@cache
def zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def iso(at: datetime) -> str:
    """Stored form: UTC, seconds precision."""
    return at.astimezone(UTC).replace(microsecond=0).isoformat()


def local(at: datetime, tz: str = "Asia/Kolkata") -> datetime:
    return at.astimezone(zone(tz))


def local_day(at: datetime, tz: str = "Asia/Kolkata") -> date:
    """The business day an instant falls in, in the owner's zone."""
    return local(at, tz).date()


def day_bounds(day: date, tz: str = "Asia/Kolkata") -> tuple[str, str]:
    """[start, end) of a local business day, as stored UTC strings."""
    start = datetime(day.year, day.month, day.day, tzinfo=zone(tz))
    return iso(start), iso(start + timedelta(days=1))


def at_local_day(day: str | date, when: datetime) -> datetime:
    """The instant on another local day at the same local time of day ("kal" said at 10:05 -> yesterday 10:05)."""
    d = date.fromisoformat(day) if isinstance(day, str) else day
    return when.replace(year=d.year, month=d.month, day=d.day)
