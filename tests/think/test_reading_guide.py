"""Every example in docs/reading-guide.md is read as the guide says (as the chain acts on the reading).

An example is a list line with a message in back-quotes, an arrow and what it means; see the guide's
introduction for the notation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from dhandha.reading import PendingQuestion, Reading, ThinkContext
from dhandha.think.guarded import GuardedRulesThinker
from dhandha.think.scorecard import same_party

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "reading-guide.md"
NOW = "2026-11-20T10:00:00+05:30"
_LINE = re.compile(r"^- (?:\[(?P<lang>[a-z]+)\] )?(?:after `(?P<before>[^`]+)`(?: asked (?P<why>\w+))?: )?"
                   r"`(?P<msg>[^`]+)` → (?P<expect>.+?)\s*$")
_THINKER = GuardedRulesThinker()


@dataclass
class Example:
    lang: str
    message: str
    expect: str
    before: str | None
    why: str | None

    def __str__(self) -> str:
        return self.message


def examples() -> list[Example]:
    out = []
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        m = _LINE.match(line)
        if m:
            out.append(Example(m["lang"] or "hinglish", m["msg"], m["expect"], m["before"], m["why"]))
    return out


def _fields(text: str) -> dict[str, str]:
    text = text.strip()
    if not text:
        return {}
    assert text.startswith("{") and text.endswith("}"), text
    return dict(part.split("=", 1) for part in text[1:-1].split(", "))


def _context(ex: Example) -> ThinkContext:
    pending = None
    last = None
    booked: set[int] = set()
    if ex.before is not None:
        first = _THINKER.think(ex.before, ThinkContext(now_iso=NOW, language=ex.lang))
        if ex.why is None:
            last = first  # "after X: Y": X was the message before, already handled (and written)
            booked = {r.amount_paise for r in first.records if r.amount_paise}
        else:
            partial = first.clarify.partial if first.clarify else first.records
            kind = "yes_no" if ex.why in ("confirm_large", "not_sure") else "value"
            options = first.clarify.options if first.clarify else []
            pending = PendingQuestion(why=ex.why, partial=list(partial), options=list(options), kind=kind)
    return ThinkContext(now_iso=NOW, language=ex.lang, pending=pending, last_reading=last,
                        booked=lambda paise: paise in booked)


def _value(want: str, got: object) -> bool:
    if isinstance(got, bool) or got is None:
        return str(got).casefold() == want.casefold()
    if isinstance(got, dict):
        pairs = dict(p.split(":") for p in want.split(","))
        return got == {k: int(v) * 100 for k, v in pairs.items()}
    if isinstance(got, int):
        return int(want) == got
    return str(got) == want


def _records(expect: str, r: Reading) -> None:
    assert r.intent in ("record", "record_many"), f"read as {r}"
    assert r.confident, f"words left unplaced: {r.unplaced}"
    wants = expect.split(" + ")
    assert len(wants) == len(r.records), f"{len(r.records)} records: {r.records}"
    unmatched = list(r.records)
    for want in wants:
        head, _, fields = want.partition(" {")
        kind, amount, *party = head.split()
        name = " ".join(party)
        extra = _fields("{" + fields) if fields else {}
        hit = next((x for x in unmatched if x.kind == kind and x.amount_paise == round(float(amount) * 100)
                    and same_party(None if name == "-" else name, x.counterparty)
                    and all(_value(v, getattr(x, k)) for k, v in extra.items())), None)
        assert hit is not None, f"no record {want!r} in {r.records}"
        unmatched.remove(hit)


def _check(expect: str, r: Reading) -> None:
    word, _, rest = expect.partition(" ")
    if word == "record":
        _records(rest, r)
    elif word == "ask":
        assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == rest, f"read as {r}"
    elif word == "query":
        kind, _, fields = rest.partition(" ")
        assert r.intent == "query" and r.query is not None and r.query.query == kind, f"read as {r}"
        for k, v in _fields(fields).items():
            got = getattr(r.query, k)
            assert (same_party(v, got) if k == "counterparty" else str(got) == v), f"{k}: {got!r}"
    elif word == "correct":
        assert r.intent == "correct" and r.correction is not None, f"read as {r}"
        for k, v in _fields(rest).items():
            got = getattr(r.correction, k)
            assert (same_party(v, got) if k.endswith("counterparty") else _value(v, got)), f"{k}: {got!r}"
    elif word == "remind":
        assert r.intent == "remind" and same_party(rest, r.remind), f"read as {r}"
    else:
        assert r.intent == word, f"read as {r}"


@pytest.mark.parametrize("ex", examples(), ids=str)
def test_the_guide_says_how_it_is_read(ex: Example) -> None:
    _check(ex.expect, _THINKER.think(ex.message, _context(ex)))


def test_the_guide_has_examples_for_every_section() -> None:
    assert len(examples()) >= 80
