"""Number words of the shop's languages, and the lookup table built from them on first use."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from decimal import Decimal

from .spelling import number_key

# The number words themselves live in the language modules (langs/<language>.py: NUMBERS, NUMBER_LINES,
# NUMBER_LISTS); `lexicon()` gathers them into one dict the first time a message is read. The lists:
#   weak: number words that are also ordinary words ("do" give, "tera" your); they count only next to a
#     multiplier, a currency or unit word, a slang sum or another number;
#   do_blockers / do_support: after these "do" is the verb ("kar do") / still the number ("diye do");
#   one_blockers: "the last one", "this one": the pronoun, not the count;
#   one_same: "ek hi", "એક જ": after "one", the same one or only one, never a sum;
#   units: units of goods as written (a number before one is a quantity);
#   vague: "some", "a few" and fused ranges ("ಏಳೆಂಟು", seven or eight): a bare "thousand" after one is no sum;
#   slang: slang sums ("do gaddi"), asked about when there is no currency;
#   currency, currency_stems, currency_abbreviations: currency words after or before a number;
#   alternatives ("650 ya 700"), ranges ("700 se 800"), percent, clock ("5 baje"), date ("15 tarikh"), months;
#   glued_after / glued_before: Latin letters glued to digits that still leave a number ("500rs", "Rs500");
#   ordinals: endings glued to digits that make a date or a rank ("15वीं");
#   not_variants: spellings the loose romanized variants must never produce (common words in their own right).
# The lines: scales ("100 sau hundred +so", "+" needs a number right before it), fused ("2 100 બસો"),
# fused_only (numbers seen only glued to a multiplier), fractions ("0.25 sawa").


def _lines_of(name: str) -> str:
    from . import langs

    return "\n".join(m.NUMBER_LINES[name] for m in langs.modules() if name in getattr(m, "NUMBER_LINES", {}))


def _list_of(name: str) -> str:
    from . import langs

    return " ".join(m.NUMBER_LISTS[name] for m in langs.modules() if name in getattr(m, "NUMBER_LISTS", {}))


def _number_tables() -> list[tuple[str, str, bool]]:
    """(name, table, spaced tens) of every language, in module order."""
    from . import langs

    return [(name, text, bool(getattr(m, "SPACED_TENS", False))) for m in langs.modules()
            for name, text in getattr(m, "NUMBERS", ())]


@dataclass(frozen=True, slots=True)
class Word:
    """What one number-ish word means."""

    kind: str  # "num" | "scale" | "fused" | "frac" | "cur" | "slang"
    value: Decimal = Decimal(0)  # num: the value; fused: the part before the multiplier; frac: the change
    mult: int = 1  # scale and fused: the multiplier
    tens: bool = False  # a round ten that a unit may follow ("twenty five")
    unit: bool = False  # 1..9, may follow a round ten
    weak: bool = False
    bound: bool = False  # a multiplier that needs a number right before it
    fused_only: bool = False


@dataclass(frozen=True)
class Lexicon:
    """Everything the amount reader looks words up in."""

    words: dict[str, Word]
    # last character of a multiplier suffix -> (suffix, multiplier), to split glued words like तीनशे
    suffixes: dict[str, tuple[tuple[str, int], ...]]
    frac_prefixes: tuple[tuple[str, Decimal], ...]
    currency_stems: tuple[str, ...]
    currency_prefixes: frozenset[str]
    weak: frozenset[str]
    do_blockers: frozenset[str]
    do_support: frozenset[str]
    do_keys: frozenset[str]
    one_blockers: frozenset[str]
    one_same: frozenset[str]
    units: frozenset[str]
    slang: frozenset[str]
    alternatives: frozenset[str]
    ranges: frozenset[str]
    percent: frozenset[str]
    time: frozenset[str]
    dates: frozenset[str]
    months: frozenset[str]
    glued_suffixes: frozenset[str]
    glued_prefixes: frozenset[str]
    ordinals: frozenset[str]
    vague: frozenset[str]


word_key = number_key  # the one spelling module decides (spelling.py)


def _keyset(words: str) -> frozenset[str]:
    return frozenset(word_key(w) for w in words.split())


def _lines(table: str) -> list[list[str]]:
    return [line.split() for line in table.strip().splitlines() if line.strip()]


def _romanized_variants(spelling: str) -> set[str]:
    """Loose spellings people type: long vowels single, aspirates plain, doubled consonants single."""
    rules = (("aa", "a"), ("ee", "i"), ("oo", "u"), ("chh", "ch"), ("tth", "th"), ("w", "v"), ("v", "w"))
    out = {spelling}
    for _ in range(2):
        for s in list(out):
            for old, new in rules:
                if old in s:
                    out.add(s.replace(old, new))
            for c in "tnsbpkdl":
                if c + c in s:
                    out.add(s.replace(c + c, c))
            if len(s) > 4 and s.endswith("ah"):
                out.add(s[:-1])
    return out


def _generated_dravidian(lang: str, spelling: str, value: Decimal) -> list[tuple[str, Word]]:
    """Fused thousands and 'and a half' forms that follow a regular sandhi in these languages."""
    out: list[tuple[str, Word]] = []
    if value != value.to_integral_value() or not 1 <= value <= 99:
        return out
    if lang == "tamil" and spelling.endswith("\u0bc1"):
        stem = spelling[:-1]
        for tail in ("\u0bbeயிரம்", "\u0bbeயிரத்து", "\u0bbeயிரத்தி"):
            out.append((stem + tail, Word("fused", value, 1000)))
        out.append((stem + "ரை", Word("num", value + Decimal("0.5"))))
    elif lang == "malayalam" and spelling.endswith("\u0d4d"):
        stem = spelling[:-1]
        for tail in ("\u0d3eയിരം", "\u0d3eയിരത്തി"):
            out.append((stem + tail, Word("fused", value, 1000)))
        out.append((stem + "ര", Word("num", value + Decimal("0.5"))))
        if spelling.endswith("ത്"):
            out.append((spelling + "തി", Word("num", value, tens=value % 10 == 0 and value >= 20)))
        if spelling.endswith("റ്"):
            out.append((spelling + "റി", Word("num", value, tens=value % 10 == 0 and value >= 20)))
    elif lang == "kannada" and spelling.endswith("\u0cc1"):
        out.append((spelling[:-1] + "\u0cc2ವರೆ", Word("num", value + Decimal("0.5"))))
    elif lang == "telugu" and spelling.endswith("\u0c41"):
        out.append((spelling[:-1] + "\u0c41న్నర", Word("num", value + Decimal("0.5"))))
    return out


def _fused_obliques(spelling: str) -> list[str]:
    """Joining forms of fused hundreds and thousands ("முன்னூற்று ஐம்பது" 350, "ഇരുനൂറ്റി" ...)."""
    # Tamil also glues the dative of "for" to them: "ஐநூறுக்கு" (for 500), "மூவாயிரத்துக்கு" (for 3000).
    if spelling.endswith("று"):
        return [spelling[:-1] + "\u0bcdறு", spelling[:-1] + "\u0bcdறி", spelling + "க்கு"]
    if spelling.endswith("ஆயிரம்") or spelling.endswith("யிரம்"):
        return [spelling[:-2] + "த்து", spelling[:-2] + "த்தி", spelling[:-2] + "த்துக்கு"]
    if spelling.endswith("റ്"):
        return [spelling + "റി"]
    if spelling.endswith("യിരം"):
        return [spelling[:-1] + "ത്തി"]
    if spelling.endswith("ನೂರು"):
        return [spelling[:-1]]
    return []


@functools.cache
def common_word_spellings() -> frozenset[str]:
    """Spellings of numbers that are also common words ("tin", "sat"): never numbers alone, but one right after
    "<number>-" is the other end of a range ("dhai-tin hazaar")."""
    return frozenset(_list_of("not_variants").split())


@functools.cache
def lexicon() -> Lexicon:
    """Build the lookup tables once, on the first message read."""
    words: dict[str, Word] = {}
    weak = _keyset(_list_of("weak"))

    def put(spelling: str, word: Word, *, replace: bool = True) -> None:
        key = word_key(spelling)
        if key in weak and word.kind == "num":
            word = Word(word.kind, word.value, word.mult, word.tens, word.unit, True, word.bound, word.fused_only)
        if replace or key not in words:
            words[key] = word

    tables = _number_tables()
    for lang, table, tens_lang in tables:
        for value_text, *spellings in _lines(table):
            value = Decimal(value_text)
            is_int = value == value.to_integral_value()
            tens = tens_lang and is_int and value >= 20 and value % 10 == 0
            unit = tens_lang and is_int and 1 <= value <= 9
            for s in spellings:
                put(s, Word("num", value, tens=tens, unit=unit), replace=False)
                for gen, word in _generated_dravidian(lang, s, value):
                    put(gen, word, replace=False)
    # Loose romanizations go in last so that a real spelling always wins a clash.
    explicit = set(words)
    blocked = set(_list_of("not_variants").split())
    clash: set[str] = set()
    loose: dict[str, Word] = {}
    hinglish = next(text for name, text, _ in tables if name == "hinglish")
    for value_text, *spellings in _lines(hinglish):
        for s in spellings:
            for v in _romanized_variants(s):
                if v in explicit or v in blocked or len(v) < 3:
                    continue
                w = Word("num", Decimal(value_text), weak=word_key(s) in weak)
                if v in loose and loose[v] != w:
                    clash.add(v)
                loose[v] = w
    for v, w in loose.items():
        if v not in clash:
            put(v, w, replace=False)

    suffixes: dict[str, list[tuple[str, int]]] = {}
    for mult_text, *spellings in _lines(_lines_of("scales")):
        mult = int(mult_text)
        for s in spellings:
            bound = s.startswith("+")
            s = s.lstrip("+")
            put(s, Word("scale", Decimal(1), mult, bound=bound))
            key = word_key(s)
            if len(key) >= 2 or not key.isascii():
                suffixes.setdefault(key[-1], []).append((key, mult))
    for cr in ("cr", "k"):
        put(cr, Word("scale", Decimal(1), 10_000_000 if cr == "cr" else 1000, bound=True))
    for value_text, mult_text, *spellings in _lines(_lines_of("fused")):
        for s in spellings:
            w = Word("fused", Decimal(value_text), int(mult_text))
            put(s, w)
            for ob in _fused_obliques(s):
                put(ob, w, replace=False)
    for s in ("நூறு",):
        for ob in _fused_obliques(s):
            put(ob, Word("fused", Decimal(1), 100), replace=False)
    for value_text, *spellings in _lines(_lines_of("fused_only")):
        for s in spellings:
            put(s, Word("num", Decimal(value_text), fused_only=True), replace=False)
    fracs: list[tuple[str, Decimal]] = []
    for delta_text, *spellings in _lines(_lines_of("fractions")):
        for s in spellings:
            put(s, Word("frac", Decimal(delta_text)))
            fracs.append((word_key(s), Decimal(delta_text)))
    abbreviations = _list_of("currency_abbreviations")
    for s in (_list_of("currency") + " " + abbreviations).split():
        put(s, Word("cur"), replace=False)
    for s in _list_of("slang").split():
        put(s, Word("slang"), replace=False)
    units = _keyset(_list_of("units"))
    # Latin suffixes shorter than "sau" glue to too many ordinary words to split on.
    ordered = {
        c: tuple(sorted((x for x in v if not (x[0].isascii() and len(x[0]) < 3)), key=lambda x: -len(x[0])))
        for c, v in suffixes.items()
    }
    return Lexicon(
        words=words,
        suffixes=ordered,
        frac_prefixes=tuple(sorted(fracs, key=lambda x: -len(x[0]))),
        currency_stems=tuple(word_key(s) for s in _list_of("currency_stems").split()),
        currency_prefixes=_keyset("rs inr " + abbreviations),
        weak=weak,
        do_blockers=_keyset(_list_of("do_blockers")),
        do_support=_keyset(_list_of("do_support")),
        do_keys=_keyset("do दो"),
        one_blockers=_keyset(_list_of("one_blockers")),
        one_same=_keyset(_list_of("one_same")),
        units=units,
        slang=_keyset(_list_of("slang")),
        alternatives=_keyset(_list_of("alternatives")),
        ranges=_keyset(_list_of("ranges")),
        percent=_keyset(_list_of("percent")),
        time=_keyset(_list_of("clock")),
        dates=_keyset(_list_of("date")),
        months=_keyset(_list_of("months")),
        glued_suffixes=_keyset(_list_of("glued_after")) | units,
        glued_prefixes=_keyset(_list_of("glued_before") + " " + abbreviations),
        ordinals=_keyset(_list_of("ordinals")),
        vague=_keyset(_list_of("vague")),
    )
