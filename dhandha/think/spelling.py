"""How a typed word is looked up: the one place that says which spellings are the same word.

Owners type Hinglish the way it sounds ("udhaar", "udhar", "udhaarr"), and keyboards differ in marks
that do not change a word (nuktas, zero-width joiners, two encodings of a Malayalam chillu). Two keys:

- `key`: for the word tables (langs/): a Latin word loses case, doubled letters and common spelling swaps
  (aa/a, ee/i, w/v, ph/f ...); an Indic word is its NFC form without joiners.
- `number_key`: for number words, which must not be loosened ("aat" is 8 only when typed so; loosened it
  would be "at"): a Latin word is lower case; an Indic word drops or unifies the marks that vary. The
  amount reader adds the loose romanized spellings of numbers itself, minus common words (numwords.py).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from dhandha.lang.scripts import script_of

_LOOSE = (("aa", "a"), ("ee", "i"), ("ii", "i"), ("oo", "u"), ("uu", "u"), ("w", "v"), ("z", "j"),
          ("q", "k"), ("ph", "f"), ("’", "'"))


# Zero-width joiners and the nukta of the North Indian scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Odia).
_SILENT_MARKS: dict[int, str | None] = {0x200C: None, 0x200D: None, 0x093C: None, 0x09BC: None, 0x0A3C: None,
                                       0x0ABC: None, 0x0B3C: None}


# (before a stop or a sibilant; "अन्न", "सम्मान", "अन्य" keep their half letter)
_HALF_NASAL = re.compile("(?:\u0928\u094d(?!\u0928)|\u092e\u094d(?!\u092e))(?=[\u0915-\u092e\u0936-\u0939])")


@cache
def key(word: str) -> str:
    """The word tables' key: Latin words lose case, doubled letters and common spelling swaps; others NFC."""
    w = unicodedata.normalize("NFC", word).casefold()
    if script_of(w) != "latn":
        # Zero-width joiners only steer rendering, and a nukta is typed or left out by habit ("साफ़" / "साफ",
        # "ਫ਼ੋਨ" / "ਫੋਨ"): spellings with and without them are the same word.
        w = unicodedata.normalize("NFC", w.translate(_SILENT_MARKS))
        # A nasal before a consonant is written as a half letter or as the anusvara ("एन्ट्री" / "एंट्री",
        # "हिन्दी" / "हिंदी"): one spelling.
        return _HALF_NASAL.sub("\u0902", w) if "\u094d" in w else w
    for a, b in _LOOSE:
        w = w.replace(a, b)
    out: list[str] = []
    for ch in w:
        if out and out[-1] == ch and ch.isalpha():
            continue
        out.append(ch)
    return "".join(out)


# Long and short i and u, as vowel signs and as letters, at their place in each of the nine Brahmic blocks
# (each block mirrors Devanagari's layout at a fixed offset).
_LONG_TO_SHORT = {base + off: chr(base + short) for base in range(0x0900, 0x0D80, 0x80)
                  for off, short in ((0x40, 0x3F), (0x42, 0x41), (0x08, 0x07), (0x0A, 0x09))}


def folded(k: str) -> str:
    """A key with long i and u made short: typists write "इलेक्ट्रिशियन" and "इलेक्ट्रीशियन", "ডেয়ারি" and
    "ডেয়ারী" for one word. Only a second chance for a word no table knows as typed: a few words differ by
    that length alone (Tamil மூட்டை a bag, முட்டை an egg), and the spelling typed always wins."""
    return k.translate(_LONG_TO_SHORT)


def keys(*words: str) -> frozenset[str]:
    """The lookup keys of some words, for comparing against Tok.key ("naam" -> "nam")."""
    return frozenset(key(w) for w in words)


# Nuktas, zero-width joiners and Gurmukhi nasal/gemination marks vary between keyboards; Malayalam
# chillu letters have two encodings. Number keys drop or unify them so that one table entry matches all.
_NUMBER_MARKS: dict[int, str | None] = {
    **_SILENT_MARKS, 0x0CBC: None, 0x0A71: None, 0x0A70: None, 0x0A02: None, 0x0981: None,
    0x0901: "\u0902",
    0x0D7A: "\u0d23\u0d4d", 0x0D7B: "\u0d28\u0d4d", 0x0D7C: "\u0d30\u0d4d",
    0x0D7D: "\u0d32\u0d4d", 0x0D7E: "\u0d33\u0d4d", 0x0D7F: "\u0d15\u0d4d",
}


@lru_cache(maxsize=8192)
def number_key(word: str) -> str:
    """The number words' key: lower case, one spelling of each script's variable marks."""
    if word.isascii():
        return word.lower()
    return unicodedata.normalize("NFD", word).translate(_NUMBER_MARKS).lower()
