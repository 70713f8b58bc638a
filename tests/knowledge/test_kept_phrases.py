"""Phrase indexes kept under the home (dhandha/prebuilt.py) find what a freshly built index finds."""

from __future__ import annotations

from dhandha.knowledge import cues
from dhandha.knowledge.text import Phrases, normal

TEXTS = ["biscuit pe GST kitna", "GSTR-3B kab bharna hai", "Diwali kab hai", "agla tyohar kab hai",
         "பிஸ்கட்டுக்கு ஜிஎஸ்டி எவ்வளவு", "Rajan ko 500 udhaar", "ghee-ku gst rate", "अगला त्योहार कब है"]


def _named() -> dict[str, list[str]]:
    return {f"cue:{kind}": cues._words(table) for kind, table in cues.KINDS.items()}


def test_a_kept_index_finds_what_a_built_one_finds(home):
    plain = Phrases(_named())
    first = Phrases(_named(), kept_as="cues")
    found = [sorted(map(repr, first.all(normal(t)))) for t in TEXTS]
    kept = home / "cache" / "tables" / "phrases-cues.bin"
    written = kept.stat()
    second = Phrases(_named(), kept_as="cues")
    assert [sorted(map(repr, second.all(normal(t)))) for t in TEXTS] == found
    assert [sorted(map(repr, plain.all(normal(t)))) for t in TEXTS] == found
    assert any(found)
    assert kept.stat().st_ino == written.st_ino  # the second one loaded it


def test_a_phrase_added_to_the_table_is_found_at_once(home):
    assert Phrases({"item:biscuit": ["biscuit"]}, kept_as="items").all("namkeen pe gst") == []
    hits = Phrases({"item:biscuit": ["biscuit"], "item:namkeen": ["namkeen"]}, kept_as="items").all("namkeen pe gst")
    assert [h.value for h in hits] == ["item:namkeen"]
