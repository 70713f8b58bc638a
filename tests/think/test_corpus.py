"""The owner-message corpus: well-formed, and read by the rules thinker with under 1% wrong.

Run with -s to see the report (rates, per-language and per-category tables, every wrong case).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from dhandha.reading import KINDS, Clarify, Reading, ThinkContext
from dhandha.think.scorecard import DEFAULT_CORPUS, LANGS, context_for, load_cases, reading_from_expect, run

CASES = load_cases(DEFAULT_CORPUS)
QUERY_KINDS = {"balance", "daily_summary", "period_summary", "who_owes", "top_customers", "transactions", "stock"}
ASK_WHYS = {
    "ambiguous_amount", "approximate_amount", "missing_amount", "missing_counterparty", "ambiguous_direction",
    "ambiguous_kind", "cash_or_credit", "ambiguous_split", "unknown_number_word", "ambiguous_reference",
    "unclear_correction",
}


def _records(expect: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for layout in expect.get("any_of") or [expect.get("records") or []]:
        yield from layout


def test_corpus_is_big_and_covers_every_language_query_and_question() -> None:
    assert len(CASES) >= 260
    langs = Counter(c["lang"] for c in CASES)
    assert set(langs) == LANGS
    assert min(langs.values()) >= 12
    assert {c["expect"]["query"]["query"] for c in CASES if c["expect"]["intent"] == "query"} == QUERY_KINDS
    assert {c["expect"]["clarify"]["why"] for c in CASES if c["expect"]["intent"] == "clarify"} == ASK_WHYS
    assert {c["lang"] for c in CASES if c["expect"]["intent"] == "confirm"} == LANGS
    assert {c["lang"] for c in CASES if c["expect"]["intent"] == "deny"} == LANGS


def test_every_label_is_a_possible_reading() -> None:
    for case in CASES:
        expect = case["expect"]
        for rec in _records(expect):
            assert rec["kind"] in KINDS, case["id"]
            assert isinstance(rec["amount_paise"], int) and rec["amount_paise"] > 0, case["id"]
            assert "counterparty" in rec, case["id"]
        if expect["intent"] in ("record", "record_many"):
            assert list(_records(expect)), case["id"]
        if expect["intent"] in ("confirm", "deny"):
            assert (case.get("context") or {}).get("pending"), f"{case['id']}: a yes/no needs a pending question"
        context_for(case)  # every context builds


class Oracle:
    """Reads each case exactly as labelled, in corpus order."""

    def __init__(self) -> None:
        self.next = iter(CASES)

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        case = next(self.next)
        assert case["text"] == text
        return reading_from_expect(case["expect"])


class AlwaysAsks:
    def think(self, text: str, ctx: ThinkContext) -> Reading:
        return Reading(intent="clarify", clarify=Clarify(why="ambiguous_amount"))


def test_labels_score_right_against_themselves() -> None:
    report = run(DEFAULT_CORPUS, Oracle())
    assert report.count("right") == report.total, report.render()


def test_asking_everything_is_never_wrong() -> None:
    report = run(DEFAULT_CORPUS, AlwaysAsks())
    assert report.count("wrong") == 0, report.render()


def test_rules_thinker_wrong_rate_below_one_percent() -> None:
    rules = pytest.importorskip(
        "dhandha.think.rules", reason="dhandha/think/rules.py (RulesThinker) is not written yet",
    )
    from dhandha.think.guarded import Guarded

    report = run(DEFAULT_CORPUS, Guarded(rules.RulesThinker()))  # as the chain acts
    print("\n" + report.render())
    assert report.wrong_rate < 0.01, report.render()
