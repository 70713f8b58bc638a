"""Phrase lookup over tokens: every table of every language module (langs/), built once on first use.

The tagger walks the tokens, takes the longest phrase that starts at each one, and fuses a
multi-word phrase ("de diye", "ke naam", "theek hai") into one token carrying all its readings.
A token keeps every (category, value, language) reading it has; the caller chooses among them
once the message's language is known (Gujarati "ne" is a dative, Hindi "ne" the doer).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from dhandha.prebuilt import Shelf, kept, shelved

from .spelling import folded
from .tokens import Tok, key

Reading = tuple[str, str, str]  # (category, value, language)


@dataclass(frozen=True)
class _Phrase:
    keys: tuple[str, ...]  # loose keys (tokens.key)
    words: tuple[str, ...]  # as listed, casefolded: an exact spelling beats a loose one ("tel" oil vs "tell")
    prefix: bool  # last key matches as a prefix
    reading: Reading


def _entries() -> Iterator[tuple[str, str, str, str]]:
    from .langs import entries

    return entries()


@cache
def _index() -> tuple[Shelf[_Phrase], Shelf[_Phrase], Shelf[_Phrase]]:
    """First-key index of exact phrases, a 3-character index of prefix phrases, and single Indic words by their
    folded key (spelling.folded).

    Built once per home and kept there (dhandha/prebuilt.py): a one-shot command loads it instead."""
    from dhandha.lang import scripts

    from . import spelling

    rows = list(_entries())
    exact, prefix, loose = kept("lexicon", rows, (__file__, spelling.__file__, scripts.__file__), lambda: _build(rows))
    return Shelf(exact, _Phrase), Shelf(prefix, _Phrase), Shelf(loose, _Phrase)


_Raw = tuple[tuple[str, ...], tuple[str, ...], bool, Reading]  # a _Phrase's fields, as kept


def _build(rows: list[tuple[str, str, str, str]]) -> tuple[dict[str, bytes], dict[str, bytes], dict[str, bytes]]:
    exact: dict[str, list[_Raw]] = {}
    prefix: dict[str, list[_Raw]] = {}
    loose: dict[str, list[_Raw]] = {}  # single Indic words by their folded key (spelling.folded)
    for cat, val, lang, text in rows:
        for raw in text.split("|"):
            raw = raw.strip()
            if not raw:
                continue
            is_prefix = raw.endswith("*") and len(raw) > 3
            words = raw.rstrip("*").split() if is_prefix else raw.split()
            keys = tuple(key(w) for w in words)
            ph = (keys, tuple(_low(w) for w in words), is_prefix, (cat, val, lang))
            if is_prefix and len(keys) == 1:
                prefix.setdefault(keys[0][:3], []).append(ph)
            else:
                exact.setdefault(keys[0], []).append(ph)
                if len(keys) == 1 and not keys[0].isascii():
                    loose.setdefault(folded(keys[0]), []).append(ph)
    return shelved(exact), shelved(prefix), shelved(loose)


def _low(word: str) -> str:
    return unicodedata.normalize("NFC", word).casefold()


def lookup(word: str) -> list[Reading]:
    """Readings of a single word (used by names.py for the stem left after stripping an ending)."""
    exact, prefix, loose = _index()
    k = key(word)
    out = [p.reading for p in exact.get(k, ()) if len(p.keys) == 1]
    out += [p.reading for p in prefix.get(k[:3], ()) if k.startswith(p.keys[0])]
    return out or _by_folded(loose, k)


def listed(word: str) -> bool:
    """Is this word, whole, a phrase of some table (not only a prefix of one)?"""
    exact, _, _ = _index()
    return any(len(p.keys) == 1 and not p.prefix for p in exact.get(key(word), ()))


def _by_folded(loose: Shelf[_Phrase], k: str) -> list[Reading]:
    """The readings of a word no table knows as typed, found with long i and u made short (spelling.folded)."""
    if k.isascii() or len(k) < 6:
        return []  # (short words are where the lengths tell words apart: "दीये" lamps, "दिये" gave)
    return [p.reading for p in loose.get(folded(k))]


def _strict(t: Tok, i: int) -> bool:
    """A capitalised Latin word after the first is likely a name: only its exact spelling counts
    ("Khanna" is not "khana", food)."""
    return i > 0 and t.script == "latn" and t.text[:1].isupper() and t.text[1:2].islower()


def _match_at(toks: list[Tok], i: int) -> tuple[int, list[Reading], bool]:
    exact, prefix, loose = _index()
    found: list[tuple[int, bool, Reading]] = []  # (length, exact spelling, reading)
    first = toks[i]
    for ph in exact.get(first.key, ()):
        n = len(ph.keys)
        if i + n > len(toks):
            continue
        # A number token only joins a phrase of several words ("kar do", "ki ek"); on its own it stays a number.
        if n == 1 and first.is_num:
            continue
        ok, same = True, True
        for j in range(n):
            t = toks[i + j]
            if j and t.script == "punct":
                ok = False
                break
            low = _low(t.text)
            if ph.prefix and j == n - 1:
                if not t.key.startswith(ph.keys[j]):
                    ok = False
                    break
                same = same and low.startswith(ph.words[j])
            elif t.key != ph.keys[j]:
                ok = False
                break
            else:
                same = same and low == ph.words[j]
            if not same and _strict(t, i + j):
                ok = False
                break
        if ok:
            found.append((n, same, ph.reading))
    if not first.is_num and not any(n > 1 for n, _, _ in found):
        for ph in prefix.get(first.key[:3], ()):
            if first.key.startswith(ph.keys[0]) and not _strict(first, i):
                found.append((1, True, ph.reading))
    if not found:
        spelled = [] if first.is_num or first.script in ("punct", "sym", "num") else _by_folded(loose, first.key)
        return (1, spelled, True) if spelled else (0, [], False)
    best_len = max(n for n, _, _ in found)
    top = [(same, r) for n, same, r in found if n == best_len]
    exact_hit = any(same for same, _ in top)
    if exact_hit:
        # An exact spelling wins over a loose one of the same kind and over loose talk words ("tel" oil
        # is not "tell"); a loose variant of another kind stays ("kale" yesterday is also "kaale" tomorrow).
        exact_cats = {r[0] for same, r in top if same} | {"q", "fn", "chat", "yes", "no"}
        top = [(same, r) for same, r in top if same or r[0] not in exact_cats]
    readings: list[Reading] = []
    for _, r in top:
        if r not in readings:
            readings.append(r)
    return best_len, readings, not exact_hit


def tag(toks: list[Tok]) -> list[Tok]:
    """Fuse phrases and attach their readings; returns a new token list."""
    out: list[Tok] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.script in ("punct", "sym") and t.text not in ("@", "/", "&"):
            out.append(t)
            i += 1
            continue
        n, readings, loose = _match_at(toks, i)
        if n >= 2:
            last = toks[i + n - 1]
            fused = Tok(
                text=" ".join(x.text for x in toks[i:i + n]), start=t.start, end=last.end,
                key=" ".join(x.key for x in toks[i:i + n]), script=t.script,
            )
            fused.readings, fused.loose = readings, loose
            out.append(fused)
            i += n
            continue
        t.readings, t.loose = readings, loose
        out.append(t)
        i += 1
    return out
