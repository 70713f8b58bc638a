"""Is this message a question the knowledge tables answer? If so, which one, typed.

Three topics, recognised in English and the eleven Indian language sets, code-mixed, with or
without a "?":

- ``gst_rate``: a GST/tax word with an item, or with a rate word ("biscuit pe GST kitna",
  "namkeen pe kitna tax hai", "ghee ka GST rate", "பிஸ்கட்டுக்கு ஜிஎஸ்டி எவ்வளவு").
- ``filing_due``: a return named, or GST/"return" with a when/next word ("GSTR-3B kab bharna hai",
  "agli GST date", "return kab bharna hai", "ITR ki last date").
- ``festival``: a festival named, or the word for festival, with a when/next word ("Diwali kab hai",
  "அடுத்த பண்டிகை எப்போது", "agla tyohar").

Never a question: a message with a ledger or promise word ("udhaar", "diye", "becha", "dega" and their
equivalents), or an amount-like number without a question word; nor, for festivals, one about
stocking or ordering for the festival ("Diwali ka order kab tak dena hai"); nor a GST question about
something other than rates and dates (registration, composition, input credit, notices): those go
to the LLM with the knowledge pages. No name is needed or looked at.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from dhandha.knowledge import cues, names
from dhandha.knowledge.text import Hit, Phrases, normal, numbers, pick
from dhandha.lang.detect import LANGS, detect

Topic = Literal["gst_rate", "filing_due", "festival"]

# More words than this left over means the message says more than a plain question: leave it.
_MAX_LEFTOVER = 3
_WORD = re.compile(r"[0-9a-z\u00c0-\u024f\u0900-\u0963\u0966-\u0dff]+")
_UNKNOWN_FORM = re.compile(r"(?<![a-z])gstr[\s\-]*([0-9]+[a-z]?|[a-z][0-9]*)(?![a-z0-9])")
_YEAR = re.compile(r"^20[0-9]{2}$")
# Glued endings taken off a leftover word before it is shown back ("மருந்துக்கு" -> "மருந்து").
_ENDINGS = sorted(("க்கு", "உக்கு", "కి", "కు", "పై", "ಗೆ", "ಕ್ಕೆ", "ിന്", "ക്ക്", "ের", "এর", "ावर", "वर",
                   "ला", "નો", "ની", "પર", "ରେ", "ର", "ਤੇ"), key=len, reverse=True)


@dataclass(frozen=True)
class Question:
    """A knowledge question, as read: the topic, what it names, and the language to answer in."""

    topic: Topic
    language: str
    items: tuple[str, ...] = ()  # gst_rate: item keys of gst/rates.csv, in the order named
    form: str | None = None  # filing_due: a form of tax-deadlines.csv ("GSTR-3B"); None: whatever is next
    festivals: tuple[str, ...] = ()  # festival: keys of festivals.csv; (): the next festival
    unknown: str | None = None  # the owner's words for something the tables do not hold
    year: int | None = None  # a year the owner named ("Diwali 2027")


@cache
def _items() -> Phrases:
    return Phrases({f"item:{k}": [n for said in v.values() for n in said] for k, v in names.item_names().items()},
                   kept_as="items")


@cache
def _festivals() -> Phrases:
    return Phrases({f"fest:{k}": [n for said in v.values() for n in said]
                    for k, v in names.festival_names().items()}, kept_as="festivals")


@cache
def _forms() -> Phrases:
    return Phrases({f"form:{k}": v for k, v in names.return_names().items()}, kept_as="forms")


def festival_named(text: str) -> bool:
    """Whether normal ``text`` names a festival the tables know."""
    return bool(_festivals().all(text))


# Every knowledge question names a return, a festival, or GST, filing or festivals in words: a
# message with none of these is not one, and is let go before the item names (the largest table)
# are even loaded. It decides nothing else: what it lets through is read as before.
_ASKING_CUES = frozenset({"cue:gst", "cue:filing", "cue:festival"})


def _may_ask(text: str) -> bool:
    return (_UNKNOWN_FORM.search(text) is not None or any(h.value in _ASKING_CUES for h in cues.cue_phrases().all(text))
            or bool(_forms().all(text)) or bool(_festivals().all(text)))


def _hits(text: str) -> list[Hit]:
    return pick([*cues.cue_phrases().all(text), *_items().all(text), *_festivals().all(text), *_forms().all(text)])


@dataclass(frozen=True)
class _Found:
    """What a message holds: question-word kinds, names of items, returns and festivals, the rest."""

    text: str
    kinds: frozenset[str]
    items: tuple[str, ...]
    forms: tuple[str, ...]
    festivals: tuple[str, ...]
    leftover: tuple[str, ...]
    year: int | None
    unknown_form: str | None
    amount_like: bool  # a number that could be money

    @property
    def asking(self) -> bool:
        return bool(self.kinds & {"when", "next"})


def _find(t: str) -> _Found:
    hits = _hits(t)

    def named(prefix: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(h.value[len(prefix):] for h in hits if h.value.startswith(prefix)))

    unknown_form = _UNKNOWN_FORM.search(t)
    return _Found(t, frozenset(named("cue:")), named("item:"), named("form:"), named("fest:"),
                  tuple(_leftover(t, hits)), _year(t, hits),
                  unknown_form.group(0).upper().replace(" ", "-") if unknown_form else None, _amount_like(t, hits))


def read_question(text: str, language: str | None = None) -> Question | None:
    """The knowledge question in ``text``, or None when it is not one (see the module docstring).

    ``language`` is the owner's language code as the chain detected it; the answer is worded in it.
    """
    t = normal(text)
    if not t or not _may_ask(t):
        return None
    f = _find(t)
    if "ledger" in f.kinds or ("other_gst" in f.kinds and not f.forms):
        return None
    if f.amount_like and not (f.asking or "rate" in f.kinds):
        return None
    lang = language if language in LANGS else detect(text)
    if f.forms or f.unknown_form:
        return _filing(f, lang)
    return _filing(f, lang) or _festival(f, lang) or _rate(f, lang)


def _filing(f: _Found, lang: str) -> Question | None:
    if f.forms or f.unknown_form:
        if not (f.asking or "filing" in f.kinds or "?" in f.text):
            return None  # "GSTR-3B bhar diya": said, not asked
        if f.forms:
            return Question("filing_due", lang, form=f.forms[0], year=f.year)
        return Question("filing_due", lang, unknown=f.unknown_form, year=f.year)
    if ("filing" in f.kinds and ("gst" in f.kinds or f.asking) and "rate" not in f.kinds) or \
            ("gst" in f.kinds and f.asking and not f.items):
        return Question("filing_due", lang, year=f.year)
    return None


def _festival(f: _Found, lang: str) -> Question | None:
    if not ((f.festivals or "festival" in f.kinds) and f.asking) or f.kinds & {"gst", "stocking"}:
        return None
    if f.festivals:
        return Question("festival", lang, festivals=f.festivals, year=f.year)
    if 0 < len(f.leftover) <= 2:  # "Teej festival kab hai": a festival the tables do not hold
        return Question("festival", lang, unknown=" ".join(f.leftover), year=f.year)
    return Question("festival", lang, year=f.year)


def _rate(f: _Found, lang: str) -> Question | None:
    if "gst" not in f.kinds or not (f.items or "rate" in f.kinds or "?" in f.text):
        return None
    if f.items:
        return Question("gst_rate", lang, items=f.items)
    if len(f.leftover) > _MAX_LEFTOVER:
        return None  # more said than a plain rate question
    return Question("gst_rate", lang, unknown=" ".join(f.leftover) or None)


def _covered(hits: list[Hit], start: int, end: int) -> bool:
    return any(h.start <= start and end <= h.end for h in hits)


def _year(text: str, hits: list[Hit]) -> int | None:
    for start, end, digits in numbers(text):
        if _YEAR.match(digits) and not _covered(hits, start, end):
            return int(digits)
    return None


def _amount_like(text: str, hits: list[Hit]) -> bool:
    """A number that could be money: two digits or more, not a year, not a percent, not in a form's name."""
    for start, end, digits in numbers(text):
        if len(digits) < 2 or _YEAR.match(digits) or _covered(hits, start, end):
            continue
        if text[end:].lstrip().startswith("%"):
            continue
        return True
    return False


def _leftover(text: str, hits: list[Hit]) -> list[str]:
    """The words no cue or name explains, filler dropped and glued endings taken off."""
    filler = cues.filler_words()
    out = []
    for m in _WORD.finditer(text):
        word = m.group()
        if _covered(hits, m.start(), m.end()) or word in filler or word.isdigit():
            continue
        for ending in _ENDINGS:
            if word.endswith(ending) and len(word) > len(ending) + 1:
                word = word[: -len(ending)]
                break
        if word not in filler:
            out.append(word)
    return out
