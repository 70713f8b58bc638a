"""Calendar sweep: tax deadlines for the owner's kind of GST filing, and festivals for their region.

The dates are data in knowledge/calendar/ (festivals.csv, tax-deadlines.csv, states.csv), read
once per process. A deadline becomes a to-do a few days ahead; a festival becomes an insight when
its stock-up lead time begins ("Diwali in 30 days: stock-up usually starts now").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache
from typing import Any

from dhandha.brain.graph import note
from dhandha.brain.outcome import Outcome
from dhandha.clock import day_bounds, iso, local_day
from dhandha.deps import Deps
from dhandha.knowledge.tables import rows, split_list
from dhandha.store import Store

DEADLINE_LEAD_DAYS = 5
# Days-before on which an upcoming item is worth a line in the briefing (besides the first sighting).
REMIND_ON = frozenset({7, 3, 1, 0})
# Owner languages as the festival table writes them: Hinglish speakers keep Hindi festivals.
_LANG = {"hinglish": "hi"}
# When the state is unknown, a quarterly filer is warned for the earlier of the two 3B dates.
_DEFAULT_GROUP = "A"


@dataclass(frozen=True)
class State:
    code: str
    name: str
    gst_group: str
    language: str
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Festival:
    key: str
    name: str
    day: date
    end: date
    states: frozenset[str]
    languages: frozenset[str]
    lead_days: int
    stock_up: str


@dataclass(frozen=True)
class Deadline:
    key: str
    form: str
    filers: str
    months: frozenset[int] | None  # None: every month
    day: int
    gst_group: str | None
    valid_from: date
    valid_until: date | None
    about: str


def _split(text: str) -> frozenset[str]:
    """A listing cell as a set, for membership tests."""
    return frozenset(split_list(text))


@cache
def states() -> tuple[State, ...]:
    return tuple(State(r["code"], r["name"], r["gst_group"], r["language"], split_list(r["aliases"]))
                 for r in rows("calendar/states.csv"))


@cache
def festivals() -> tuple[Festival, ...]:
    out = []
    for r in rows("calendar/festivals.csv"):
        day = date.fromisoformat(r["date"])
        out.append(Festival(r["key"], r["name"], day, date.fromisoformat(r["end"]) if r["end"] else day,
                            _split(r["states"]), _split(r["languages"]), int(r["lead_days"]), r["stock_up"]))
    return tuple(sorted(out, key=lambda f: f.day))


@cache
def deadlines() -> tuple[Deadline, ...]:
    return tuple(Deadline(
        r["key"], r["form"], r["filers"], None if r["months"] == "*" else frozenset(int(m) for m in _split(r["months"])),
        int(r["day"]), r["gst_group"] or None, date.fromisoformat(r["valid_from"]),
        date.fromisoformat(r["valid_until"]) if r["valid_until"] else None, r["about"]) for r in rows("calendar/tax-deadlines.csv"))


def state_of(region: str | None) -> State | None:
    """The owner's state from what they wrote: a name, a code, or a city we know ('Mumbai')."""
    if not region:
        return None
    want = " ".join(region.casefold().replace(",", " ").split())
    for s in states():
        if want in (s.code.casefold(), s.name.casefold()) or want in s.aliases:
            return s
    for s in states():  # "Pune, Maharashtra" and the like
        if s.name.casefold() in want:
            return s
    return None


def festival_fits(f: Festival, state: State | None, language: str) -> bool:
    """Pan-India festivals fit everyone; otherwise the owner's state decides, or, unknown, their language."""
    if "IN" in f.states:
        return True
    if state is not None:
        return state.code in f.states
    return _LANG.get(language, language) in f.languages


def deadline_fits(d: Deadline, filer: str, state: State | None) -> bool:
    if d.filers == "all":
        pass
    elif d.filers == "gst":
        if filer not in ("monthly", "quarterly"):
            return False
    elif d.filers != filer:
        return False
    if d.gst_group is not None:
        return d.gst_group == (state.gst_group if state else _DEFAULT_GROUP)
    return True


def _month_starts(start: date, end: date) -> list[date]:
    out, d = [], date(start.year, start.month, 1)
    while d <= end:
        out.append(d)
        d = date(d.year + (d.month == 12), d.month % 12 + 1, 1)
    return out


def deadlines_between(filer: str, state: State | None, start: date, end: date) -> list[tuple[Deadline, date]]:
    """Every deadline due in [start, end] for this kind of filer, soonest first."""
    out = []
    for m in _month_starts(start, end):
        for d in deadlines():
            if (d.months is not None and m.month not in d.months) or not deadline_fits(d, filer, state):
                continue
            try:
                due = date(m.year, m.month, d.day)
            except ValueError:
                continue
            if start <= due <= end and d.valid_from <= due and (d.valid_until is None or due <= d.valid_until):
                out.append((d, due))
    return sorted(out, key=lambda x: x[1])


def festivals_between(state: State | None, language: str, start: date, end: date) -> list[Festival]:
    return [f for f in festivals() if start <= f.day <= end and festival_fits(f, state, language)]


def sweep(deps: Deps) -> Outcome:
    store, now = deps.store, deps.clock()
    owner = store.owner()
    today = local_day(now, str(owner["timezone"]))
    state = state_of(owner["region"])
    n = 0
    with store.tx():
        for d, due in deadlines_between(str(owner["gst_filer"]), state, today, today + timedelta(days=DEADLINE_LEAD_DAYS)):
            n += _note_deadline(store, now, str(owner["timezone"]), d, due)
        horizon = today + timedelta(days=max(f.lead_days for f in festivals()))
        for f in festivals_between(state, str(owner["language"]), today, horizon):
            if (f.day - today).days <= f.lead_days:
                n += _note_festival(store, now, str(owner["timezone"]), f, today)
    where = state.name if state else f"unknown region ({owner['language']})"
    return Outcome(n, f"{n} new calendar notes for {where}, GST filer: {owner['gst_filer']}")


def _note_deadline(store: Store, now: datetime, tz: str, d: Deadline, due: date) -> int:
    _, end = day_bounds(due, tz)
    made = note(store, now, type_="todo", kind="deadline", alert="briefing",
                content=f"{d.form} due {due}: {d.about}", dedup_key=f"deadline:{d.key}:{due}", confidence=0.9,
                sweep="calendar", valid_from=due.isoformat(), expires_at=end,
                facts={"form": d.form, "due": due.isoformat(), "about": d.about, "deadline": d.key})
    return 1 if made else 0


def _note_festival(store: Store, now: datetime, tz: str, f: Festival, today: date) -> int:
    _, end = day_bounds(f.end, tz)
    days = (f.day - today).days
    made = note(store, now, type_="insight", kind="festival", alert="briefing",
                content=f"{f.name} in {days} days: stock-up usually starts now ({f.stock_up})",
                dedup_key=f"festival:{f.key}:{f.day}", confidence=0.8, sweep="calendar",
                valid_from=f.day.isoformat(), expires_at=end,
                facts={"name": f.name, "day": f.day.isoformat(), "lead_days": f.lead_days, "stock_up": f.stock_up,
                       "festival": f.key})
    return 1 if made else 0


def upcoming(store: Store, now: datetime, tz: str, told_before: set[int] | None = None) -> list[dict[str, Any]]:
    """Calendar notes worth a briefing line today: new ones, and those a week, three days or a day away."""
    today = local_day(now, tz)
    out = []
    for o in store.obs_calendar(iso(now)):
        p = json.loads(o["properties"])
        when = date.fromisoformat(p.get("due") or p["day"])
        days = (when - today).days
        first_time = told_before is not None and int(o["id"]) not in told_before
        if days < 0 or not (first_time or days in REMIND_ON):
            continue
        out.append({"id": int(o["id"]), "kind": p["kind"], "days": days, "when": when.isoformat(), **p})
    return sorted(out, key=lambda x: (x["days"], x["kind"] != "deadline"))
