"""A second set of owner messages, written after the rules existed and scored the same way as the main
corpus (tests/corpus): the rules must not write anything wrong, and should read nearly all of it."""

from __future__ import annotations

from pathlib import Path

from dhandha.think.rules import RulesThinker
from dhandha.think.scorecard import run

EXTRA = Path(__file__).with_name("rules_extra_messages.jsonl")


def test_the_extra_messages_are_read_without_wrong_writes():
    report = run(EXTRA, RulesThinker())
    outcomes = [r.outcome for r in report.results]
    wrong = [(r.id, r.text, r.diffs) for r in report.results if r.outcome == "wrong"]
    assert not wrong, wrong
    assert outcomes.count("right") >= 0.95 * len(outcomes)
