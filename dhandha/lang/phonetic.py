"""A rough phonetic key for names, so "राजन", "ராஜன்" and "Rajan" can be recognised as one person.

The nine Brahmic scripts share one layout (each block mirrors Devanagari's at a fixed
offset), so every script is folded onto Devanagari, romanized crudely, and then both
sides lose what spellers disagree on: long vowels, aspiration, doubled letters.
"""

from __future__ import annotations

import re
from functools import cache

_BLOCKS = (0x0900, 0x0980, 0x0A00, 0x0A80, 0x0B00, 0x0B80, 0x0C00, 0x0C80, 0x0D00)

_CONSONANTS = dict(zip(
    "कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहळऴऱऩ",
    "k kh g gh n c ch j jh n t th d dh n t th d dh n p ph b bh m y r l v sh sh s h l l r n".split(), strict=True))
# Letters written with a nukta as one code point (Devanagari's, and Odia's ୟ folded onto them).
_CONSONANTS.update(zip("\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f", "k kh g j r rh f y".split(), strict=True))
_NUKTA = dict(zip("कखगजडढफय", "k kh g j r rh f y".split(), strict=True))
_VOWELS = dict(zip("अआइईउऊऋएऐओऔऎऒ", "a a i i u u ri e ai o au e o".split(), strict=True))
_MATRAS = dict(zip("ािीुूृेैोौॆॊ", "a i i u u ri e ai o au e o".split(), strict=True))
_VIRAMA = "्"
# Malayalam's chillu letters are a consonant with no vowel after it, written as one code point outside
# the mirrored layout: spelled out as that consonant plus a virama ("രാജൻ" is "രാജന്", Rajan).
_CHILLU = str.maketrans({"\u0d7a": "\u0d23\u0d4d", "\u0d7b": "\u0d28\u0d4d", "\u0d7c": "\u0d30\u0d4d",
                         "\u0d7d": "\u0d32\u0d4d", "\u0d7e": "\u0d33\u0d4d", "\u0d7f": "\u0d15\u0d4d"})
_NASAL = "ंँ"
# Gurmukhi's tippi is its other nasal sign, and its addak doubles the next consonant; neither has a place in
# the mirrored layout, so "ਸੰਧੂ" read as Sdu and "ਜੱਗੀ" as Jgi, never meeting Sandhu and Jaggi.
_GURMUKHI = {0x0A70: "\u0a02", 0x0A71: None}
# Malayalam "ന്റ" is said nt ("ആന്റണി" is Antony, "വിൻസെന്റ്" Vincent), not nr.
_ML_NTR, _ML_NT = "\u0d28\u0d4d\u0d31", "\u0d28\u0d4d\u0d1f"

_FOLD = ((re.compile(r"zh"), "l"),  # Tamil and Malayalam ழ typed "zh" ("pazhaya", "kozhikode") and read as l
         (re.compile(r"([kgcjtdpb])h"), r"\1"), (re.compile(r"sh"), "s"), (re.compile(r"ph"), "f"),
         # "Gowda" and "ಗೌಡ" (gauda), "Sowmya" and "Saumya": ow before a consonant is the au vowel
         (re.compile(r"ow(?=[^aeiou]|$)"), "au"),
         (re.compile(r"w"), "v"), (re.compile(r"z"), "j"), (re.compile(r"q"), "k"), (re.compile(r"x"), "ks"),
         (re.compile(r"ee|ii|ie"), "i"), (re.compile(r"oo|uu"), "u"), (re.compile(r"aa"), "a"),
         # c and s: Tamil writes one letter (ச) for both, so "Selvam" and "செல்வம்" must meet.
         (re.compile(r"c"), "s"), (re.compile(r"ts"), "ks"),
         (re.compile(r"(.)\1+"), r"\1"), (re.compile(r"[^a-z ]"), ""))


def _to_devanagari(ch: str) -> str:
    cp = ord(ch)
    for base in _BLOCKS:
        if base <= cp < base + 0x80:
            return chr(0x0900 + cp - base)
    return ch


def romanize(text: str) -> str:
    """Indic script letters to rough Latin; Latin and everything else pass through."""
    chars = [_to_devanagari(c) for c in text.translate(_CHILLU).translate(_GURMUKHI).replace(_ML_NTR, _ML_NT)]
    # Odia and the Dravidian scripts say a word's last inherent vowel (സുമ is Suma, ମିଶ୍ର Mishra), where
    # Hindi, Bengali, Gujarati and Punjabi drop it (राजन, ঘোষ).
    says_last = any(0x0B00 <= ord(c) < 0x0D80 for c in text)
    out: list[str] = []
    for i, c in enumerate(chars):
        nxt = chars[i + 1] if i + 1 < len(chars) else ""
        if says_last and c in _CONSONANTS and (not nxt or nxt == " ") and nxt != "़":
            out.append(_CONSONANTS[c] + "a")
            continue
        if c in _CONSONANTS:
            if nxt == "़" and c in _NUKTA:  # फ़ written as फ + nukta: Farooq's f, not ph
                out.append(_NUKTA[c])
                nxt = chars[i + 2] if i + 2 < len(chars) else ""
            else:
                out.append(_CONSONANTS[c])
            # The inherent vowel, unless a matra or a virama follows, or the word ends here.
            if nxt and nxt not in _MATRAS and nxt != _VIRAMA and (
                    nxt in _CONSONANTS or nxt in _VOWELS or nxt in _NASAL):
                out.append("a")
        elif c in _VOWELS:
            out.append(_VOWELS[c])
        elif c in _MATRAS:
            out.append(_MATRAS[c])
        elif c in _NASAL:
            out.append("n")
        elif c == _VIRAMA or c == "़":
            continue
        else:
            out.append(c)
    return "".join(out)


@cache
def key(name: str) -> str:
    """The comparison form of a name: romanized, lower case, folded."""
    k = romanize(name).casefold()
    for rx, rep in _FOLD:
        k = rx.sub(rep, k)
    return " ".join(k.split())


_UNVOICED = str.maketrans("gdbj", "ktps")


def unvoiced(key_: str) -> str:
    """A key with voiced stops made voiceless: Tamil script writes one letter for k/g, t/d, p/b and c/j, so
    "சுப்பிரமணி" (supiramani) and "Subramani" can only meet this way."""
    return key_.translate(_UNVOICED)

