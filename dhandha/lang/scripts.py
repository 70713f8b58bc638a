"""The scripts owners type in, in one place: which Unicode block is which script (and language), which
characters make up a word, and the digits of every script.

Codes are the lower-case ISO 15924 names ("latn", "deva", "taml" ...). The nine Indic blocks are 128 code
points each, in this order from U+0900.
"""

from __future__ import annotations

# (code, first code point, last code point, language). Devanagari is Hindi or Marathi: the words decide.
INDIC: tuple[tuple[str, int, int, str], ...] = (
    ("deva", 0x0900, 0x097F, "hi"),
    ("beng", 0x0980, 0x09FF, "bn"),
    ("guru", 0x0A00, 0x0A7F, "pa"),
    ("gujr", 0x0A80, 0x0AFF, "gu"),
    ("orya", 0x0B00, 0x0B7F, "or"),
    ("taml", 0x0B80, 0x0BFF, "ta"),
    ("telu", 0x0C00, 0x0C7F, "te"),
    ("knda", 0x0C80, 0x0CFF, "kn"),
    ("mlym", 0x0D00, 0x0D7F, "ml"),
)

# Scripts whose words can be names, goods or anything else a reader looks at (not digits, signs, emoji).
LETTERS: frozenset[str] = frozenset({"latn", *(code for code, *_ in INDIC)})

# The one language each script other than Devanagari names.
LANGUAGE_OF: dict[str, str] = {code: lang for code, _, _, lang in INDIC if code != "deva"}

# Characters of a word: \w, the Indic blocks (their vowel signs are combining marks \w leaves out, the
# dandas and digits aside), and the zero-width joiners some keyboards put inside words.
WORD_CHARS = "\\w\u0900-\u0963\u0966-\u0DFF\u200c\u200d"

# Zero of each decimal digit run: the nine Indic scripts, then Arabic-Indic, Urdu, Ol Chiki, Meetei
# Mayek, Lepcha, Limbu, Tibetan and full-width digits, which turn up in forwarded text.
DIGIT_ZEROS: tuple[int, ...] = (
    0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0660, 0x06F0, 0x1C50, 0xABF0, 0x1C40, 0x1946, 0x0F20, 0xFF10,
)


def script_of(word: str) -> str:
    """The script of the first letter that tells: "latn", one of the Indic codes, or "other"."""
    for ch in word:
        o = ord(ch)
        if ch.isascii():
            if ch.isalpha():
                return "latn"
            continue
        if 0x0900 <= o <= 0x0D7F:
            return INDIC[(o - 0x0900) >> 7][0]
    return "other"
