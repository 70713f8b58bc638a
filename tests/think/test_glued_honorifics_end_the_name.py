"""A honorific glued onto a name in an Indic script ("ಶಾರದಮ್ಮ", Sharada + amma) ends the name, as one said
apart does: the words after it are what was bought, never more of the name (docs/reading-guide.md, names)."""

from __future__ import annotations

import pytest

from dhandha.reading import ThinkContext
from dhandha.think.rules import RulesThinker


@pytest.mark.parametrize(("text", "name"), [
    ("ಶಾರದಮ್ಮ ಮೈಸೂರು ಸಿಲ್ಕ್ ಸೀರೆ ತಗೊಂಡ್ರು 12,500, 8,000 ಕೊಟ್ರು, ಉಳಿದದ್ದು ಮುಂದಿನ ವಾರ", "ಶಾರದ"),
    ("ರಮೇಶಣ್ಣ 500 ಕೊಟ್ಟರು", "ರಮೇಶ"),
    ("ತಿಮ್ಮ 500 ಕೊಟ್ಟ", "ತಿಮ್ಮ"),  # a two-letter name keeps its ending
])
def test_a_glued_honorific_ends_the_name(text: str, name: str) -> None:
    r = RulesThinker().think(text, ThinkContext(now_iso="2026-12-12T11:00:00+05:30", language="kannada"))
    assert r.records and {x.counterparty for x in r.records} == {name}, r
