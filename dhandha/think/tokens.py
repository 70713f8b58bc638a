"""Splitting an owner message into tokens that know their script (dhandha/lang/scripts.py) and their
spelling key (spelling.py).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from dhandha.lang.scripts import WORD_CHARS, script_of

from .langs import small_words
from .spelling import key, keys

__all__ = ["Tok", "clean_text", "key", "keys", "script_of", "split_words"]

# Word characters (dhandha/lang/scripts.py), and apostrophes and hyphens inside words.
_CH = WORD_CHARS
_WORD = re.compile(
    rf"(?P<w>[{_CH}]+(?:[-'’][{_CH}]+)*)"  # a word, hyphen or apostrophe glued ("Muthu-ku", "Fernandes's")
    r"|(?P<p>[,;!?।॥|\n—–:]+|\.+|(?<![\w])-+(?![\w]))"  # clause punctuation
    r"|(?P<s>[₹@&/%+=]|[\u2600-\u27bf\U0001f300-\U0001faff])"  # ₹, @ 45, Khanna & Sons, 45/kg, 👍
)

@dataclass
class Tok:
    text: str
    start: int
    end: int
    key: str
    script: str
    amount: Any = None  # a numbers.Amount when this token stands for a number expression
    # Every (category, value, language) the lexicon has for this word or fused phrase.
    readings: list[tuple[str, str, str]] = field(default_factory=list)
    # The readings chosen for the message's language: category -> value, and the language it came from.
    tags: dict[str, str] = field(default_factory=dict)
    tag_lang: dict[str, str] = field(default_factory=dict)
    loose: bool = False  # matched the lexicon only by its loose spelling key
    stem: str | None = None  # the word without a glued case ending or honorific ("Hiteshbhaie" -> "Hitesh")
    glued: str | None = None  # the marker that came off: doer, dat, src, gen, loc, or hon

    def has(self, cat: str, val: str | None = None) -> bool:
        v = self.tags.get(cat)
        return v is not None and (val is None or v == val)

    def in_list(self, name: str) -> bool:
        """Whether the word is on the languages' small-word list `name`, by its text or its spelling key."""
        words = small_words(name)
        return self.key in words or self.text in words

    @property
    def is_num(self) -> bool:
        return self.amount is not None


# Malayalam's older chillu spelling (consonant, virama, zero-width joiner) and its one-letter form are one letter.
_OLD_CHILLU = {"\u0d23\u0d4d\u200d": "\u0d7a", "\u0d28\u0d4d\u200d": "\u0d7b", "\u0d30\u0d4d\u200d": "\u0d7c",
               "\u0d32\u0d4d\u200d": "\u0d7d", "\u0d33\u0d4d\u200d": "\u0d7e", "\u0d15\u0d4d\u200d": "\u0d7f"}
_CHILLU_OLD = re.compile("[\u0d23\u0d28\u0d30\u0d32\u0d33\u0d15]\u0d4d\u200d")
_JOINERS = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def same_stretch(toks: list[Tok], i: int, j: int) -> bool:
    """No punctuation between tokens i and j: one stretch of the sentence."""
    lo, hi = min(i, j), max(i, j)
    return not any(t.script == "punct" for t in toks[lo:hi])


def sentence_ends(toks: list[Tok], a: int, b: int) -> bool:
    """A full stop (or "।", "!", "?") among tokens a to b."""
    return any(t.script == "punct" and t.text.strip()[:1] in ".।!?" for t in toks[a:b])


def clean_text(text: str) -> str:
    """The one normal form the reader sees: NFC, plain spaces, and no zero-width joiners or non-joiners. Joiners
    only steer how a keyboard draws letters ("अ‍ॅक्सिस" and "अॅक्सिस" are one word, guide: words), so a word reads
    the same with or without them; a Malayalam chillu typed the old way becomes its one letter first."""
    text = unicodedata.normalize("NFC", text).replace("\u00a0", " ")
    text = _CHILLU_OLD.sub(lambda m: _OLD_CHILLU[m.group(0)], text)
    return _JOINERS.sub("", text)


def split_words(text: str, start: int = 0, end: int | None = None) -> list[Tok]:
    """Tokens of text[start:end]; digits split from letters ("2kg" -> "2", "kg")."""
    toks: list[Tok] = []
    # Matching inside the whole text lets "-" see its neighbours: "500-500" is not a clause break.
    for m in _WORD.finditer(text, start, len(text) if end is None else end):
        s = m.start()
        if m.group("p") is not None:
            toks.append(Tok(m.group(0), s, s + len(m.group(0)), m.group(0).strip() or "-", "punct"))
            continue
        if m.group("s") is not None:
            sym = m.group(0)
            # An emoji is a word of its own ("👍" is yes); the other symbols are punctuation-like.
            toks.append(Tok(sym, s, s + 1, sym, "emoji" if ord(sym) >= 0x2600 else "sym"))
            continue
        w = m.group(0)
        for off, piece in _script_pieces(w):
            # Split digit/letter junctions that the number parser did not claim ("5kilo", "kg2").
            for part in _DIGIT_JUNCTION.finditer(piece):
                p = part.group(0)
                toks.append(Tok(p, s + off + part.start(), s + off + part.end(), key(p), script_of(p)))
    return toks


_DIGIT_JUNCTION = re.compile(r"\d+(?:\.\d+)?|\D+")


def _script_pieces(word: str) -> list[tuple[int, str]]:
    """"Traders-ல", "Murugan-க்கு": a Latin name with its case ending typed in the owner's script after a
    hyphen is two words, the name and the ending; a hyphen inside one script keeps the word whole."""
    if "-" not in word:
        return _glued_ending(word)
    parts: list[tuple[int, str]] = []
    pos = 0
    for p in word.split("-"):
        parts.append((pos, p))
        pos += len(p) + 1
    scripts = {script_of(p) for _, p in parts if p}
    if len(scripts) < 2 or "latn" not in scripts:
        return [(0, word)]
    out: list[tuple[int, str]] = []
    for off, p in parts:
        if out and script_of(p) == script_of(out[-1][1]):
            out[-1] = (out[-1][0], out[-1][1] + "-" + p)  # "Jai-Hind-க்கு": the Latin part stays whole
        elif p:
            out.append((off, p))
    return out


_LATIN_THEN_NATIVE = re.compile(r"[A-Za-z][A-Za-z.&]*(?=[\u0900-\u0d7f])")


def _glued_ending(word: str) -> list[tuple[int, str]]:
    """"HDFCमधून", "SBIতে", "GPayല": a Latin name (a bank, an app, a firm) with its case ending typed straight
    after it in the owner's script is the name and the ending, as with a hyphen (guide: names)."""
    m = _LATIN_THEN_NATIVE.match(word)
    if m is None or m.end() == len(word) or script_of(word[m.end():]) == "latn":
        return [(0, word)]
    return [(0, word[:m.end()]), (m.end(), word[m.end():])]

