"""The knowledge tables, read from knowledge/ on first use and kept for the process.

gst/rates.csv (rate by item and condition), gst/slabs.csv (the slabs that exist), gst/item-names.csv
(what an item is called in each language set), calendar/festivals.csv and festival-names.csv,
calendar/tax-deadlines.csv and return-names.csv, calendar/states.csv. Every row carries the date its
facts were last checked (`checked`); answers quote it.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from pathlib import Path

from dhandha.lang.detect import LANGS
from dhandha.paths import resource


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


def root() -> Path:
    return resource("knowledge")


def rows(rel: str) -> list[dict[str, str]]:
    """One knowledge table (a path under knowledge/, e.g. "calendar/states.csv") as its rows by column name."""
    with (root() / rel).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split_list(text: str) -> tuple[str, ...]:
    """A cell that lists several values ("a; b; c"), in order, blanks dropped."""
    return tuple(x.strip() for x in text.split(";") if x.strip())


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


def _names(rel: str, key: str) -> dict[str, dict[str, tuple[str, ...]]]:
    return {r[key]: {lang: split_list(r[lang]) for lang in LANGS} for r in rows(rel)}


@cache
def item_names() -> dict[str, dict[str, tuple[str, ...]]]:
    """item -> language -> its names there, the first being the one to show."""
    return _names("gst/item-names.csv", "item")


@cache
def festival_names() -> dict[str, dict[str, tuple[str, ...]]]:
    """festival key -> language -> its names there, the first being the one to show."""
    return _names("calendar/festival-names.csv", "key")


@cache
def return_names() -> dict[str, tuple[str, ...]]:
    """The form as tax-deadlines.csv writes it -> what owners call it."""
    return {r["form"]: split_list(r["names"]) for r in rows("calendar/return-names.csv")}


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


def shown_name(names: dict[str, tuple[str, ...]], language: str) -> str:
    """The name to show in a language: its own first name, else the English one."""
    return (names.get(language) or names.get("en") or ("",))[0]
