"""Blind-written SMS sets from issuers the development corpus lacks, kept as regression guards.

Each was scored once before any parser change was made against it (figures in the issue
notes); the targets here are the issue's, so a change that breaks other banks' shapes fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dhandha.sms.score import load, score

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize("name", ["sms_heldout.jsonl", "sms_heldout2.jsonl"])
def test_other_banks_shapes_meet_the_targets(name: str) -> None:
    s = score(load(DATA / name))
    assert s.f1 >= 0.98
    for field in ("amount", "direction", "account_tail"):
        assert s.accuracy(field) >= 0.99, field
    for field in ("ref", "balance"):
        assert s.accuracy(field) >= 0.97, field
    assert s.accuracy("counterparty") >= 0.90
