"""Tamil datives give back the name as written: -உ names keep it, sonorant names lose the euphonic -உ-."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker

CASES = [
    ("முத்துக்கு 350 கடன் கொடுத்தேன்", "முத்து"),
    ("பட்டுக்கு 100 கடன் கொடுத்தேன்", "பட்டு"),
    ("ராமனுக்கு 200 கடன் கொடுத்தேன்", "ராமன்"),
    ("குமாருக்கு 500 கடன் கொடுத்தேன்", "குமார்"),
    ("செல்வத்துக்கு 400 கடன் கொடுத்தேன்", "செல்வம்"),
    ("செல்விக்கு 300 கடன் கொடுத்தேன்", "செல்வி"),
]


@pytest.mark.parametrize(("text", "name"), CASES)
def test_the_name_comes_back_whole(text: str, name: str) -> None:
    reading = RulesThinker().think(text, ThinkContext(now_iso="2026-11-25T10:00:00+05:30", language="ta"))
    assert [(r.kind, r.counterparty) for r in reading.records] == [("udhaar_given", name)]
