"""Days (docs/reading-guide.md, "Dates"): the day money moved, and the days a question asks about.

What happened is in the past: "kal" is yesterday, "Friday ko" the last Friday before today, "9 tareekh
ko" the 9th of this month (of last month when the 9th is still to come), "pichhle mahine ki 28 ko" the
28th of last month, "3 din pehle" three days back. A promise reads the same words forward
(promises.py). Today is never written as a date: an entry without one happened today.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from dhandha.lang.scripts import LETTERS

from .tokens import Tok

WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
_ORDINAL_ENDS = frozenset({"st", "nd", "rd", "th"})
_MONTH_WORDS = frozenset({"mahine", "mahina", "month", "महीने", "महीना", "mahinyat", "महिन्यात", "મહિને",
                          "মাসে", "ਮਹੀਨੇ", "மாசம்", "மாதம்", "నెల", "ತಿಂಗಳು", "മാസം", "ମାସ",
                          "ತಿಂಗಳ", "മാസത്തെ", "மாசத்து", "মাসের", "ମାସର"})


def today(now_iso: str) -> date:
    try:
        return datetime.fromisoformat(now_iso).date()
    except ValueError:
        return date.today()


@dataclass
class Said:
    """What some words say about a day."""

    ago: int | None = None  # "kal", "parso", "3 din pehle": days back
    weekday: int | None = None  # "Friday ko": 0 = Monday
    weekday_sales: bool = False  # "mon sales 3,900": the takings of the day named, today when today is that day
    dom: int | None = None  # "9 tareekh", "28 October": the day of the month
    month: int | None = None  # a month named: 1-12
    months_back: int = 0  # "pichhle mahine ki 28": 1
    period: str | None = None  # today, yesterday, this_week, last_week, this_month, last_month

    @property
    def anything(self) -> bool:
        return any(x is not None for x in (self.ago, self.weekday, self.dom, self.month, self.period))


def _small(t: Tok) -> int | None:
    """A day of the month written as a number: 1-31, no currency, no fraction."""
    if t.amount is not None:
        a = t.amount
        if a.currency or a.scaled or a.paise is None or a.paise % 100 or not 100 <= a.paise <= 3100:
            return None
        return a.paise // 100
    if t.text.isascii() and t.text.isdigit() and 1 <= int(t.text) <= 31:
        return int(t.text)
    return None


def _ordinal(text: str) -> bool:
    from .numwords import lexicon, word_key

    return word_key(text) in lexicon().ordinals


# the "on" that follows a day of the month ("29 ko", "29 ਨੂੰ", "29 la")
_ON_THE_DAY = frozenset({"ko", "को", "nu", "ਨੂੰ", "la", "ला"})


def _until(t: Tok | None) -> bool:
    """"ଡିସେମ୍ବର ୨୦ ସୁଦ୍ଧା", "December 20 tak": "by" after a month and a number makes the number a day."""
    return t is not None and t.in_list("until")


# A school's class or standard after an ordinal ("10th class", "10ம் வகுப்பு"): a grade, never a day.
_CLASS_WORDS = frozenset({"class", "std", "standard", "वीं कक्षा", "कक्षा", "क्लास", "ਜਮਾਤ", "ਕਲਾਸ", "ધોરણ", "શ્રેણી",
                          "শ্রেণী", "ক্লাস", "ଶ୍ରେଣୀ", "ଶ୍ରେଣୀର", "வகுப்பு", "கிளாஸ்", "తరగతి", "క్లాస్", "ತರಗತಿ", "ಕ್ಲಾಸ್",
                          "ക്ലാസ്", "ക്ലാസ്സ്", "ഇയത്തിലെ", "इयत्ता"})


def mark_dates(toks: list[Tok]) -> None:
    """Numbers that are days of a month are tagged {"date": "dom"}, so they are never read as money:
    "pichhle mahine ki 28 ko", "October ki 5 ko", "28 October", "9th", "9 tareekh". "Last" before a weekday
    ("போன வெள்ளிக்கிழமை", "गत शुक्रवार") is part of the day, never a name: the weekday is already the last one."""
    from .langs import small_words

    previous = small_words("previous")
    pay_due = small_words("pay_due")
    for t, after in zip(toks, toks[1:], strict=False):
        if (t.key in previous or t.text in previous) and after.tags.get("when") in WEEKDAYS:
            t.tags, t.stem, t.glued = {"fn": "yes", "previous": "yes"}, None, None
    for i, t in enumerate(toks):
        d = _small(t)
        if d is None:
            continue
        prev = toks[i - 1] if i else None
        prev2 = toks[i - 2] if i > 1 else None
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        # "28న", "15वीं"; "9-ാം": a vowel sign can only be an ending, even after a hyphen
        glued_ordinal = nxt is not None and _ordinal(nxt.text) and (nxt.start == t.end or (
            nxt.start == t.end + 1 and unicodedata.category(nxt.text[0]).startswith("M")))
        dom = (nxt is not None and (nxt.tags.get("tarikh") or nxt.tags.get("month") or nxt.key in _ORDINAL_ENDS)) or (
            prev is not None and bool(prev.tags.get("month")) and (t.amount is None or _until(nxt))) or glued_ordinal
        glued_case = nxt is not None and nxt.start == t.end and nxt.script in LETTERS and not nxt.tags.get("unit")
        if not dom and prev is not None and glued_case and (
                prev.key in _MONTH_WORDS or prev.tags.get("period") in ("last_month", "this_month")
                or prev.tags.get("when") == "month"):
            dom = glued_ordinal = True  # "ಕಳೆದ ತಿಂಗಳ ೨೮ಕ್ಕೆ", "കഴിഞ്ഞ മാസം 28ന്": the day of that month, its case ending glued on
        if not dom and prev is not None and prev2 is not None and prev.tags.get("mark") == "gen" and (
                prev2.tags.get("month") or prev2.tags.get("period") in ("last_month", "this_month")
                or prev2.key in _MONTH_WORDS):
            dom = True  # "pichhle mahine ki 28", "October ki 5"
        if not dom and t.amount is not None and not t.amount.currency and _until(nxt) and any(
                x.in_list("pay_due") or x.key.split(" ")[0] in pay_due for x in toks[i + 2:i + 4]):
            dom = True  # "25 tak bharna hai", "20 tarikh sudhi aapvana": the day it is due by, never money
        if not dom and prev is not None and prev.tags.get("rest") and t.amount is not None and nxt is not None and (
                nxt.key in _ON_THE_DAY or nxt.text in _ON_THE_DAY):
            dom = True  # "1000 cash diye, baaki 29 ko": the rest is paid on the 29th, never a second sum of 29
        ends = glued_ordinal or (nxt is not None and nxt.key in _ORDINAL_ENDS)
        after_ordinal = (toks[i + 2] if i + 2 < len(toks) else None) if ends else nxt
        if dom and after_ordinal is not None and (after_ordinal.key in _CLASS_WORDS or after_ordinal.text in _CLASS_WORDS):
            dom = False  # "10ம் வகுப்பு கைடு", "10th class guide": a school class, not the 10th of the month
        if dom:
            t.tags["date"] = "dom"
            if nxt is not None and (nxt.key in _ORDINAL_ENDS or glued_ordinal):
                nxt.tags = {"date": "ordinal"}


def read_said(toks: list[Tok], start: int = 0, end: int | None = None) -> Said:
    end = len(toks) if end is None else end
    s = Said()
    for i in range(start, end):
        t = toks[i]
        tags = t.tags
        if "ago" in tags and s.ago is None:
            s.ago = int(tags["ago"])
        if tags.get("when") in WEEKDAYS and s.weekday is None:
            s.weekday = WEEKDAYS[tags["when"]]
            # ("ਐਤਵਾਰ ਦੀ ਵਿਕਰੀ": the "of" between the weekday and its takings)
            k = i + 2 if i + 2 < end and toks[i + 1].tags.get("mark") == "gen" else i + 1
            s.weekday_sales = (k < end and (toks[k].tags.get("qn") == "sales" or (
                k > i + 1 and toks[k].tags.get("verb") == "sell")) and not (
                i > 0 and toks[i - 1].tags.get("previous"))) or (
                # "ಇವತ್ತು ಭಾನುವಾರ", "aaj Sunday": today, named with its weekday
                i > start and toks[i - 1].tags.get("period") == "today")
        if tags.get("month") and s.month is None:
            s.month = int(tags["month"])
        p = tags.get("period")
        if p and s.period is None:
            s.period = p
            if p == "last_month":
                s.months_back = 1
        if tags.get("date") == "dom" and s.dom is None and not _due_after(toks, i, end):
            s.dom = _small(t)
        if tags.get("days") and i > start and s.ago is None:
            n = _small(toks[i - 1]) if toks[i - 1].amount is not None else None
            after = toks[i + 1] if i + 1 < end else None
            if n is not None and after is not None and after.tags.get("before"):
                s.ago = n  # "3 din pehle", "2 days ago"
    return s


def _due_after(toks: list[Tok], i: int, end: int) -> bool:
    """"ಈ ತಿಂಗಳ ೨೮ಕ್ಕೆ ಕೊಡಬೇಕು", "അടുത്ത മാസം 15ന് കൊടുക്കണം": a day the shop must pay by, not the day something
    happened (promises.py reads it as the due date)."""
    for k in range(i + 1, min(i + 4, end)):
        tags = toks[k].tags
        if tags.get("owe") or tags.get("defer") or tags.get("fut"):
            return True
    if i + 1 < end and _until(toks[i + 1]):
        return True  # "ଡିସେମ୍ବର ୨୦ ସୁଦ୍ଧା": by a day is when something is due
    return i > 0 and toks[i - 1].tags.get("when") == "month"


def _month_back(d: date, months: int) -> tuple[int, int]:
    y, m = d.year, d.month - months
    while m < 1:
        y, m = y - 1, m + 12
    return y, m


def _dom_day(s: Said, now: date) -> date | None:
    assert s.dom is not None
    if s.month is not None:
        y = now.year if (s.month, s.dom) <= (now.month, now.day) else now.year - 1
        m = s.month
    elif s.months_back:
        y, m = _month_back(now, s.months_back)
    else:
        y, m = (now.year, now.month) if s.dom <= now.day else _month_back(now, 1)
    try:
        return date(y, m, s.dom)
    except ValueError:
        return None


def past_day(s: Said, now: date) -> date | None:
    """The day something that already happened happened on, when the words name one."""
    if s.dom is not None:
        return _dom_day(s, now)
    if s.ago is not None:
        return now - timedelta(days=s.ago)
    if s.weekday is not None:
        # A weekday is the last one before today ("Friday ko" said on a Friday is a week back), except a day's
        # takings headed by its weekday ("mon sales 3,900" typed on a Monday evening): that is today's.
        back = (now.weekday() - s.weekday) % 7
        return now - timedelta(days=back or (0 if s.weekday_sales else 7))
    if s.period == "yesterday":
        return now - timedelta(days=1)
    return None


def record_day(toks: list[Tok], start: int, end: int, now_iso: str) -> str | None:
    """The ISO day an entry happened on, when the words name a day other than today."""
    now = today(now_iso)
    for k in range(start, end):
        if toks[k].tags.get("when") and any(t.tags.keys() & {"owe", "defer", "fut"} for t in toks[k + 1:min(k + 3, end)]):
            end = k  # "..., వచ్చే సోమవారం కట్టాలి": the day the shop must pay by is its due date, not this entry's day
            break
    d = past_day(read_said(toks, start, end), now)
    return d.isoformat() if d is not None and d < now else None


def query_span(toks: list[Tok], now_iso: str) -> tuple[str | None, str | None, str | None]:
    """(period, start, end) a question asks about: a named period, or ISO days [start, end)."""
    s = read_said(toks)
    now = today(now_iso)
    if s.dom is not None or s.weekday is not None or (s.ago is not None and s.ago > 1):
        d = past_day(s, now)
        if d is not None:
            return None, d.isoformat(), (d + timedelta(days=1)).isoformat()
    if s.month is not None and s.period not in ("last_month", "last_week"):
        y = now.year if s.month <= now.month else now.year - 1
        first = date(y, s.month, 1)
        nxt = date(y + 1, 1, 1) if s.month == 12 else date(y, s.month + 1, 1)
        return None, first.isoformat(), nxt.isoformat()
    if s.ago == 1 and s.period is None:
        return "yesterday", None, None
    return s.period, None, None


def day_mentions(toks: list[Tok], now_iso: str) -> list[tuple[int, date]]:
    """Each word that names a past day on its own ("aaj", "kal", "parso", "Friday"), with its day."""
    now = today(now_iso)
    out = []
    for i, t in enumerate(toks):
        if t.tags.get("when") == "+0" or t.tags.get("period") == "today":
            out.append((i, now))
            continue
        s = read_said(toks, i, i + 1)
        if s.ago is not None or s.weekday is not None or s.period == "yesterday":
            d = past_day(s, now)
            if d is not None:
                out.append((i, d))
    return out
