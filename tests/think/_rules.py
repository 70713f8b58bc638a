"""Helpers for the rules-thinker tables: read a message with a context, and show the reading compactly."""

from __future__ import annotations

from dhandha.reading import PendingQuestion, Reading, Record, ThinkContext
from dhandha.think.rules import RulesThinker

NOW = "2026-11-25T10:00:00+05:30"  # a Wednesday, in the owner's zone
_THINKER = RulesThinker()


def ctx(lang: str = "hinglish", now: str = NOW, pending: PendingQuestion | None = None,
        last: Reading | None = None, last_party: str | None = None,
        roles: dict[str, str] | None = None) -> ThinkContext:
    known = {k.casefold(): v for k, v in (roles or {}).items()}
    return ThinkContext(now_iso=now, language=lang, pending=pending, last_reading=last, last_party=last_party,
                        role_of=lambda name: known.get(name.casefold()))


def read(text: str, **kw: object) -> Reading:
    return _THINKER.think(text, ctx(**kw))  # type: ignore[arg-type]


def rows(r: Reading) -> list[tuple[str | None, float | None, str | None]]:
    """(kind, rupees, party) per record, in order."""
    return [(x.kind, None if x.amount_paise is None else x.amount_paise / 100, x.counterparty) for x in r.records]


def shape(r: Reading) -> object:
    """What a table row compares: the records, or 'clarify:<why>', or the intent."""
    if r.intent in ("record", "record_many"):
        return rows(r)
    if r.intent == "clarify":
        return "clarify:" + (r.clarify.why if r.clarify else "")
    return r.intent


def rec(kind: str | None, rupees: float | None, who: str | None = None, **kw: object) -> Record:
    return Record(kind=kind, amount_paise=None if rupees is None else round(rupees * 100), counterparty=who,
                  **kw)  # type: ignore[arg-type]


def last(*records: Record) -> Reading:
    return Reading("record" if len(records) == 1 else "record_many", records=list(records))
