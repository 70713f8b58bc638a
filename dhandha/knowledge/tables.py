"""The knowledge tables, read from knowledge/ on first use and kept for the process.

gst/rates.csv (rate by item and condition), gst/slabs.csv (the slabs that exist), calendar/festivals.csv,
calendar/tax-deadlines.csv, calendar/states.csv. Every row carries the date its facts were last checked
(`checked`); answers quote it. What items, festivals and returns are called (item-names.csv,
festival-names.csv, return-names.csv) is read by names.py, and offered here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache

from dhandha.knowledge.names import festival_names as festival_names
from dhandha.knowledge.names import item_names as item_names
from dhandha.knowledge.names import return_names as return_names
from dhandha.knowledge.names import root as root
from dhandha.knowledge.names import rows, split_list
from dhandha.knowledge.names import shown_name as shown_name


@dataclass(frozen=True)
class Rate:
    """One GST rate for an item, under one condition (`None`: always)."""

    item: str
    group: str
    rate: Decimal  # percent
    kind: str  # exempt | nil | taxed
    condition: str | None  # loose | packed | upto_2500 | above_2500 | no_itc | hotel_7500 | above_32in | plus_levy
    valid_from: date
    status: str  # sure | unverified | disputed
    checked: date


@dataclass(frozen=True)
class Slab:
    rate: Decimal
    name: str  # nil | merit | standard | special | precious
    covers: str
    valid_from: date
    checked: date


@dataclass(frozen=True)
class State:
    code: str
    name: str
    gst_group: str
    language: str
    aliases: tuple[str, ...]
    checked: date


@dataclass(frozen=True)
class Festival:
    key: str
    name: str
    day: date
    end: date
    states: frozenset[str]
    languages: frozenset[str]
    checked: date


@dataclass(frozen=True)
class Deadline:
    key: str
    form: str
    filers: str  # monthly | quarterly | composition | gst (monthly and quarterly) | all
    months: frozenset[int] | None  # None: every month
    day: int
    gst_group: str | None
    valid_from: date
    valid_until: date | None
    checked: date


def _day(text: str) -> date:
    return date.fromisoformat(text)


@cache
def rates() -> tuple[Rate, ...]:
    return tuple(Rate(r["item"], r["group"], Decimal(r["rate"]), r["kind"], r["condition"] or None,
                      _day(r["valid_from"]), r["status"], _day(r["checked"])) for r in rows("gst/rates.csv"))


@cache
def slabs() -> tuple[Slab, ...]:
    return tuple(Slab(Decimal(r["rate"]), r["slab"], r["covers"], _day(r["valid_from"]), _day(r["checked"]))
                 for r in rows("gst/slabs.csv"))


@cache
def states() -> tuple[State, ...]:
    return tuple(State(r["code"], r["name"], r["gst_group"], r["language"], split_list(r["aliases"]), _day(r["checked"]))
                 for r in rows("calendar/states.csv"))


@cache
def festivals() -> tuple[Festival, ...]:
    out = [Festival(r["key"], r["name"], _day(r["date"]), _day(r["end"] or r["date"]), frozenset(split_list(r["states"])),
                    frozenset(split_list(r["languages"])), _day(r["checked"])) for r in rows("calendar/festivals.csv")]
    return tuple(sorted(out, key=lambda f: (f.day, f.key)))


@cache
def deadlines() -> tuple[Deadline, ...]:
    return tuple(Deadline(
        r["key"], r["form"], r["filers"],
        None if r["months"] == "*" else frozenset(int(m) for m in split_list(r["months"])),
        int(r["day"]), r["gst_group"] or None, _day(r["valid_from"]),
        _day(r["valid_until"]) if r["valid_until"] else None, _day(r["checked"]),
    ) for r in rows("calendar/tax-deadlines.csv"))


def state_of(region: str | None) -> State | None:
    """The owner's state from what they gave as their region: a name, a code or a known city."""
    if not region:
        return None
    want = " ".join(region.casefold().replace(",", " ").split())
    for s in states():
        if want in (s.code.casefold(), s.name.casefold()) or want in s.aliases:
            return s
    for s in states():
        if s.name.casefold() in want or any(a in want.split() for a in s.aliases):
            return s
    return None


def rates_of(item: str) -> tuple[Rate, ...]:
    return tuple(r for r in rates() if r.item == item)
