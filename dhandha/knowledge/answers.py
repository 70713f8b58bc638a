"""Answers to knowledge questions, computed from the tables and an injected "today"; nothing invented.

- GST rate: every row the tables hold for the item (a rate per condition: loose or packed, up to
  or above ₹2,500 ...), each with its slab, whether the rate starts later than today, and whether the
  sources are unsure or disagree. An item the tables do not hold is answered as exactly that.
- Filing: the next due date on or after today for the owner's kind of GST filing (monthly, quarterly
  under QRMP, composition) and, for a quarterly GSTR-3B, their state's group. When the owner's kind of
  filing is not known, the dates for monthly and quarterly filers both; when a return is not one the
  owner files, the owner's own next return instead.
- Festival: the next day (on or after today) of the festival named, or of the next festival kept in
  the owner's state (or, state unknown, by speakers of their language); a festival under way says so.

Every answer carries ``checked``: the oldest "facts last checked" date of the rows it used.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Literal

from dhandha.knowledge import tables
from dhandha.knowledge.question import Question

FILERS = ("none", "monthly", "quarterly", "composition")
# Filing kinds tried when the owner's is unknown: composition dealers chose it and know it.
_UNKNOWN_FILER = ("monthly", "quarterly")
# Income tax and the year end are not GST returns: "the next GST date" never means them, nor an
# optional upload (IFF).
_NOT_GST = frozenset({"ITR", "Advance tax", "Year end"})
_HORIZON_MONTHS = 25
_MAX_NEXT_FESTIVALS = 3
_LANG = {"hinglish": "hi"}  # Hinglish speakers keep the Hindi festivals


@dataclass(frozen=True)
class RateLine:
    """One rate of an item: under one condition, in one slab."""

    rate: Decimal  # percent
    kind: str  # exempt | nil | taxed
    slab: str  # nil | merit | standard | special | precious (slabs.csv)
    condition: str | None
    status: str  # sure | unverified | disputed
    valid_from: date
    pending: bool  # the rate applies only from valid_from, which is after today


@dataclass(frozen=True)
class ItemRate:
    item: str
    name: str  # in the question's language
    lines: tuple[RateLine, ...]

    @property
    def disputed(self) -> bool:
        return any(line.status == "disputed" for line in self.lines)


@dataclass(frozen=True)
class GstRateAnswer:
    language: str
    today: date
    checked: date
    items: tuple[ItemRate, ...] = ()
    unknown: str | None = None  # the owner's words for an item the tables do not hold
    slabs: tuple[tables.Slab, ...] = ()  # no item named: the slabs that exist
    topic: Literal["gst_rate"] = "gst_rate"


@dataclass(frozen=True)
class Due:
    form: str
    due: date
    days: int  # from today
    filers: str  # whose date this is: monthly | quarterly | composition | gst | all
    group: str | None  # the state group of a quarterly GSTR-3B (A: 22nd, B: 24th)


@dataclass(frozen=True)
class FilingAnswer:
    language: str
    today: date
    checked: date
    filer: str  # the owner's kind of GST filing: none (unknown) | monthly | quarterly | composition
    form: str | None = None  # the return asked about; None: whatever is due next
    dues: tuple[Due, ...] = ()  # soonest first
    not_for_filer: bool = False  # the return asked is not one this filer files; dues are their own
    unknown: str | None = None  # a return the tables do not hold ("GSTR-2B")
    topic: Literal["filing_due"] = "filing_due"


@dataclass(frozen=True)
class FestivalDay:
    key: str
    name: str  # in the question's language
    day: date
    end: date
    days: int  # from today to the first day; negative while it is under way
    ongoing: bool


@dataclass(frozen=True)
class FestivalAnswer:
    language: str
    today: date
    checked: date
    asked: tuple[str, ...] = ()  # festival keys asked; (): the next festival
    festivals: tuple[FestivalDay, ...] = ()
    unknown: str | None = None  # the owner's words for a festival the tables do not hold
    beyond: str | None = None  # the name of a festival asked whose dates the tables do not hold
    last_year: int | None = None  # the last year the tables hold, when they hold nothing to answer
    topic: Literal["festival"] = "festival"


Answer = GstRateAnswer | FilingAnswer | FestivalAnswer


def answer(q: Question, today: date, filer: str = "none", region: str | None = None) -> Answer:
    """The answer to ``q`` on ``today`` for an owner who files GST as ``filer`` in ``region``.

    ``filer`` is the owner's ``gst_filer`` (none | monthly | quarterly | composition); ``region`` is
    their state or city as they gave it ("Delhi", "Pune, Maharashtra"), or None.
    """
    if q.topic == "gst_rate":
        return gst_rate(q, today)
    if q.topic == "filing_due":
        return filing_due(q, today, filer if filer in FILERS else "none", tables.state_of(region))
    return festival(q, today, tables.state_of(region))


# --- GST rates -------------------------------------------------------------------------------


def _slab(rate: Decimal) -> str:
    for s in tables.slabs():
        if s.rate == rate:
            return s.name
    raise ValueError(f"rates.csv holds {rate}%, which slabs.csv does not list")


def _item_rate(item: str, language: str, today: date) -> ItemRate:
    lines = tuple(RateLine(r.rate, r.kind, _slab(r.rate), r.condition, r.status, r.valid_from, r.valid_from > today)
                  for r in tables.rates_of(item))
    return ItemRate(item, tables.shown_name(tables.item_names()[item], language), lines)


def gst_rate(q: Question, today: date) -> GstRateAnswer:
    if q.items:
        checked = min(r.checked for item in q.items for r in tables.rates_of(item))
        return GstRateAnswer(q.language, today, checked, items=tuple(_item_rate(i, q.language, today) for i in q.items))
    slabs = tables.slabs()
    checked = min(s.checked for s in slabs)
    if q.unknown:
        return GstRateAnswer(q.language, today, checked, unknown=q.unknown)
    return GstRateAnswer(q.language, today, checked, slabs=slabs)


# --- filing dates ----------------------------------------------------------------------------


def _fits(d: tables.Deadline, kind: str) -> bool:
    if d.filers == "all":
        return True
    if d.filers == "gst":
        return kind in ("monthly", "quarterly")
    return d.filers == kind


def next_due(d: tables.Deadline, today: date) -> date | None:
    """The first due date of rule ``d`` on or after ``today``, within about two years."""
    year, month = today.year, today.month
    for _ in range(_HORIZON_MONTHS):
        if d.months is None or month in d.months:
            try:
                due = date(year, month, d.day)
            except ValueError:  # the 31st of a short month
                due = None
            if due is not None and due >= today and d.valid_from <= due and (d.valid_until is None or due <= d.valid_until):
                return due
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def _dues(rules: list[tables.Deadline], today: date, state: tables.State | None) -> list[tuple[Due, date]]:
    """The next date of every rule that applies in the owner's state, with the rule's checked date."""
    out = []
    for d in rules:
        if d.gst_group is not None and state is not None and d.gst_group != state.gst_group:
            continue
        due = next_due(d, today)
        if due is not None:
            group = d.gst_group if state is None else None
            out.append((Due(d.form, due, (due - today).days, d.filers, group), d.checked))
    return out


def _soonest(found: list[tuple[Due, date]]) -> list[tuple[Due, date]]:
    """The earliest form's dues: one date, or a state-group pair when the state is unknown."""
    if not found:
        return []
    first = min(found, key=lambda x: x[0].due)[0]
    return sorted([x for x in found if x[0].form == first.form and (x[0] == first or x[0].group)],
                  key=lambda x: x[0].due)


def filing_due(q: Question, today: date, filer: str, state: tables.State | None) -> FilingAnswer:
    checked = min(d.checked for d in tables.deadlines())
    if q.unknown:
        return FilingAnswer(q.language, today, checked, filer, unknown=q.unknown)
    kinds: tuple[str, ...] = (filer,) if filer != "none" else _UNKNOWN_FILER
    if q.form is not None:
        rules = [d for d in tables.deadlines() if d.form == q.form]
        if filer == "none" and not any(_fits(d, k) for d in rules for k in kinds):
            kinds = tuple(k for k in ("monthly", "quarterly", "composition") if any(_fits(d, k) for d in rules))
        found = [x for k in kinds for x in _soonest(_dues([d for d in rules if _fits(d, k)], today, state))]
        if found or filer == "none":
            return _filing(q, today, filer, found, checked)
    found = []
    for k in kinds:
        gst = [d for d in tables.deadlines()
               if d.form not in _NOT_GST and "optional" not in d.form and d.filers != "all" and _fits(d, k)]
        found += _soonest(_dues(gst, today, state))
    return _filing(q, today, filer, found, checked, not_for_filer=q.form is not None)


def _filing(q: Question, today: date, filer: str, found: list[tuple[Due, date]], checked: date,
            not_for_filer: bool = False) -> FilingAnswer:
    dues = tuple(sorted(dict.fromkeys(x[0] for x in found), key=lambda d: (d.due, d.filers)))
    used = min((x[1] for x in found), default=checked)
    return FilingAnswer(q.language, today, used, filer, form=q.form, dues=dues, not_for_filer=not_for_filer)


# --- festivals -------------------------------------------------------------------------------


def keeps(f: tables.Festival, state: tables.State | None, language: str) -> bool:
    """Pan-India festivals are everyone's; otherwise the state decides, or, unknown, the language."""
    if "IN" in f.states:
        return True
    if state is not None:
        return state.code in f.states
    return _LANG.get(language, language) in f.languages


def _day(f: tables.Festival, today: date, language: str) -> FestivalDay:
    name = tables.shown_name(tables.festival_names()[f.key], language)
    return FestivalDay(f.key, name, f.day, f.end, (f.day - today).days, f.day <= today <= f.end)


def festival(q: Question, today: date, state: tables.State | None) -> FestivalAnswer:
    rows = tables.festivals()
    checked = min(f.checked for f in rows)
    if q.unknown:
        return FestivalAnswer(q.language, today, checked, unknown=q.unknown)
    # A year named picks that year's day, past or not ("Diwali 2026 kab thi"); else the next one.
    ahead = [f for f in rows if f.day.year == q.year] if q.year else [f for f in rows if f.end >= today]
    if q.festivals:
        mine = [f for f in ahead if f.key in q.festivals]
        if not mine:
            held = [f for f in rows if f.key in q.festivals]
            name = tables.shown_name(tables.festival_names()[q.festivals[0]], q.language)
            return FestivalAnswer(q.language, today, checked, asked=q.festivals, beyond=name,
                                  last_year=max(f.day.year for f in held))
        first = mine[0]
        return FestivalAnswer(q.language, today, first.checked, asked=q.festivals,
                              festivals=(_day(first, today, q.language),))
    mine = [f for f in ahead if keeps(f, state, q.language)]
    if not mine:
        return FestivalAnswer(q.language, today, checked, last_year=max(f.day.year for f in rows))
    same_day = [f for f in mine if f.day == mine[0].day][:_MAX_NEXT_FESTIVALS]
    return FestivalAnswer(q.language, today, min(f.checked for f in same_day),
                          festivals=tuple(_day(f, today, q.language) for f in same_day))

