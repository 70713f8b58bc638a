"""Text plumbing for the knowledge shelf: one normal form, a phrase finder that knows how Indian
languages glue case endings onto nouns, and the token estimate the prompt budget is counted in.

Matching rules, the same for item names, festival names and question words:

- Latin phrases match whole words, with an optional plural or a romanized case ending
  ("biscuits", "ghee-ku", "soapukku"); the words of a phrase may be joined by spaces, hyphens or
  nothing ("gstr-3b", "gstr 3b", "gstr3b").
- Indic phrases match at the start of a word and may run on into a glued ending
  ("பிஸ்கட்டுக்கு", "బిస్కెట్లపై", "ബിസ്കറ്റിന്"): a final virama is dropped from the phrase, because
  the ending replaces it. A stem of one or two letters ("चा", "டீ") may only take a known ending,
  so that "ચાર" (four) is not tea.
- A phrase that does not end in a virama does not match a word whose next letter joins it in a
  conjunct ("जिम" is not in "जिम्मेदार").
- A final -u vowel sign of a Dravidian noun is dropped like a virama: endings replace it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from dhandha.prebuilt import Shelf, kept, shelved

# Letters and digits of the scripts we read; everything else separates words.
LETTERS = "0-9a-z\u00c0-\u024f\u0900-\u0963\u0966-\u0dff"
_VIRAMAS = "\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d"
# The -u vowel sign of Tamil, Telugu, Kannada and Malayalam nouns, which a case ending replaces
# (ಬಿಸ್ಕತ್ತು -> ಬಿಸ್ಕತ್ತಿಗೆ, పాలు -> పాలకు): dropped from a phrase like a final virama.
_U_SIGNS = "\u0bc1\u0c41\u0cc1\u0d41"
_NUKTAS = "\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc"
_DROP: dict[int, int | None] = {ord(c): None for c in "\u200b\u200c\u200d\u2060\ufeff" + _NUKTAS}
_DROP[0x0901] = 0x0902  # candrabindu and anusvara are written interchangeably (चाँदी / चांदी)
_DROP.update({ord(c): ord("'") for c in "\u2018\u2019`"})

# Romanized endings: plurals, and the Dravidian/Bengali case endings people type glued on.
_LATIN_ENDINGS = "s|es|ku|kku|uku|ukku|ikku|ki|kki|ge|ige|kke|ukke|nu|inu|er|ke"
# Endings a very short Indic stem may take: Tamil, Telugu, Kannada, Malayalam, Bengali,
# Gujarati, Odia, Marathi and Punjabi case endings and postpositions written glued.
_INDIC_ENDINGS = (
    "க்கு கு வுக்கு யின் வின் யில் "
    "కి కు పై ల లు లపై "
    "ಗೆ ಕ್ಕೆ ದ ಯ "
    "യ്ക്ക് ക്ക് ിന് ന് യുടെ "
    "র এর য়ের য়ের তে "
    "નો ની નું ના પર "
    "ର ରେ କୁ "
    "ला वर ची चा चे "
    "ਤੇ ਦਾ ਦੀ ਨੂੰ"
).split()

_INDIC_CHAR = re.compile(r"[\u0900-\u0dff]")
_NUMBER = re.compile(rf"(?<![{LETTERS}])[0-9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef"
                     rf"\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f][0-9,.]*")


def normal(text: str) -> str:
    """Casefolded NFC text without zero-width characters or nuktas, spaces squeezed."""
    text = unicodedata.normalize("NFC", text).casefold().translate(_DROP)
    return " ".join(text.split())


def is_indic(text: str) -> bool:
    return _INDIC_CHAR.search(text) is not None


def estimate_tokens(text: str) -> int:
    """About 4 characters a token for Latin text, 2 for Indic scripts (brain/context.py's rule)."""
    indic = len(_INDIC_CHAR.findall(text))
    return (len(text) - indic + 3) // 4 + (indic + 1) // 2


def numbers(text: str) -> list[tuple[int, int, str]]:
    """Digit runs in normal text as (start, end, digits), Indic digits read as ASCII."""
    out = []
    for m in _NUMBER.finditer(text):
        digits = "".join(str(unicodedata.digit(c)) for c in m.group() if c not in ",.")
        out.append((m.start(), m.end(), digits))
    return out


_TOKEN = re.compile(rf"[{LETTERS}]+")
_GLUE = re.compile(r"[\s\-.]*")
_ENDINGS_LATIN = tuple(sorted(_LATIN_ENDINGS.split("|"), key=len, reverse=True))


def tokens(text: str) -> list[tuple[int, int, str]]:
    """The words of normal text as (start, end, word); digits count as letters ("3b")."""
    return [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]


@dataclass(frozen=True)
class Hit:
    """One phrase found in a text: where, which phrase, and what it names."""

    start: int
    end: int
    phrase: str
    value: str


@dataclass(frozen=True)
class _Phrase:
    text: str
    value: str
    words: tuple[str, ...]  # the phrase's words; an Indic phrase's last word without its final virama
    indic: bool
    virama: str  # the final virama (or Dravidian -u sign) taken off an Indic phrase, or ""

    def tail_ok(self, tail: str) -> bool:
        """Whether what follows the phrase inside the last word is an allowed ending."""
        if not self.indic:
            return tail == "" or tail in _ENDINGS_LATIN
        if len(self.words[-1]) <= 2:
            return tail in ("", self.virama) or tail in _INDIC_ENDINGS
        return bool(self.virama) or not tail or tail[0] not in _VIRAMAS


_Row = tuple[str, str, tuple[str, ...], bool, str]  # a _Phrase's fields, as kept


def _phrase(text: str, value: str) -> _Phrase | None:
    words = [w for _, _, w in tokens(text)]
    if not words:
        return None
    indic = is_indic(text)
    virama = words[-1][-1] if indic and words[-1][-1] in _VIRAMAS + _U_SIGNS else ""
    if virama and len(words[-1]) > 3:
        words[-1] = words[-1][:-1]
    else:
        virama = ""
    return _Phrase(text, value, tuple(words), indic, virama)


class Phrases:
    """A set of phrases, each naming a value, found in normal text (see the module docstring).

    Phrases are indexed by their first word (Latin) or its first two letters (Indic) on first
    use; finding them is a dictionary look-up per word of the text, with no regular expressions.
    """

    def __init__(self, named: Mapping[str, Iterable[str]], kept_as: str | None = None) -> None:
        self._named = {value: tuple(phrases) for value, phrases in named.items()}
        self._kept_as = kept_as  # the name its index is kept under in the home (dhandha/prebuilt.py), if any

    @cached_property
    def _index(self) -> tuple[Shelf[_Phrase], list[_Phrase]]:
        if self._kept_as is None:
            by_key, signs = self._build()
        else:
            by_key, signs = kept(f"phrases-{self._kept_as}", self._named, (__file__,), self._build)
        return Shelf(by_key, _Phrase), [_Phrase(*row) for row in signs]

    def _build(self) -> tuple[dict[str, bytes], list[_Row]]:
        by_key: dict[str, list[_Row]] = {}
        signs: list[_Row] = []
        seen: set[tuple[str, str]] = set()
        for value, phrases in self._named.items():
            for raw in phrases:
                text = normal(raw)
                if not text or (text, value) in seen:
                    continue
                seen.add((text, value))
                p = _phrase(text, value)
                if p is None:
                    signs.append((text, value, (), False, ""))
                    continue
                keys = [p.words[0][:2]] if p.indic else [p.words[0], "".join(p.words)]
                for key in dict.fromkeys(keys):
                    by_key.setdefault(key, []).append((p.text, p.value, p.words, p.indic, p.virama))
        return shelved(by_key), signs

    def all(self, text: str) -> list[Hit]:
        """Every match in normal ``text``, overlaps included, in no particular order."""
        by_key, signs = self._index
        toks = tokens(text)
        out = [Hit(m.start(), m.end(), p.text, p.value) for p in signs for m in re.finditer(re.escape(p.text), text)]
        for i, (start, _, word) in enumerate(toks):
            keys = {word[:2], word[:1], word}
            keys.update(word[: -len(e)] for e in _ENDINGS_LATIN if word.endswith(e) and len(word) > len(e))
            for key in keys:
                for p in by_key.get(key, ()):
                    end = _match(p, toks, i, text)
                    if end is not None:
                        out.append(Hit(start, end, p.text, p.value))
        return out

    def find(self, text: str) -> list[Hit]:
        """The matches that do not overlap: leftmost first, and of those the longest."""
        return pick(self.all(text))


def _match(p: _Phrase, toks: list[tuple[int, int, str]], i: int, text: str) -> int | None:
    """Where phrase ``p`` ends when it starts at word ``i``, or None if it does not match there."""
    # The phrase's words glued into one word of the text ("gstr3b", "चायपत्ती").
    word = toks[i][2]
    joined = "".join(p.words)
    if len(p.words) > 1 and word.startswith(joined) and p.tail_ok(word[len(joined):]):
        return toks[i][1]
    if i + len(p.words) > len(toks):
        return None
    for k, w in enumerate(p.words):
        start, end, have = toks[i + k]
        if k and not _GLUE.fullmatch(text[toks[i + k - 1][1]:start]):
            return None
        last = k == len(p.words) - 1
        if not last and have != w:
            return None
        if last and not (have.startswith(w) and p.tail_ok(have[len(w):])):
            return None
    return toks[i + len(p.words) - 1][1]


def pick(hits: Iterable[Hit]) -> list[Hit]:
    """Non-overlapping spans, preferring the earliest and then the longest, in text order.

    Every hit on a chosen span is kept: one phrase may name several things ("eid" is both Eids).
    """
    out: list[Hit] = []
    for h in sorted(hits, key=lambda h: (h.start, -(h.end - h.start), h.value)):
        if not out or h.start >= out[-1].end or (h.start, h.end) == (out[-1].start, out[-1].end):
            out.append(h)
    return out
