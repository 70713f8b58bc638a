"""Indian amounts and numbers in an owner's message: digits of every script, number words of every language.

`find_amounts` reports every number expression with its span in the original text; it does not decide
money against quantity (the word after the number does that, in the thinker). See docs/reading-guide.md guide: amounts, goods.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, ROUND_HALF_UP, Context, Decimal

from dhandha.lang.scripts import DIGIT_ZEROS
from dhandha.think.numwords import Lexicon, Word, lexicon, word_key


@dataclass(frozen=True)
class Amount:
    """One number expression found in a message; money is in integer paise."""

    start: int
    end: int
    text: str
    paise: int | None
    currency: bool
    scaled: bool
    words: bool
    alternatives: tuple[int, ...] = ()
    unknown_word: str | None = None
    # Why the number cannot be written as money as it stands: "sign" (-500), "exponent" (1e308, paise
    # None), "fraction" (500.005, part of a paisa). Such a number is never normalised into an entry;
    # the owner is asked (docs/reading-guide.md, "Amounts"). A quantity may still use it ("1.255 kg").
    doubt: str | None = None


# Exact arithmetic however long the number: the default context would round past 28 digits.
_CTX = Context(prec=MAX_PREC, rounding=ROUND_HALF_UP, Emax=MAX_EMAX, Emin=MIN_EMIN)
_ONE = Decimal(1)
_HALF = Decimal("0.5")
_HUNDRED = Decimal(100)

_CURRENCY_SIGNS = frozenset("₹₨")
_DASHES = frozenset("-–")
_SIGNS = frozenset("-−–")


@functools.cache
def _digit_table() -> dict[int, int]:
    return {zero + d: 0x30 + d for zero in DIGIT_ZEROS for d in range(10)}


def normalize_digits(text: str) -> str:
    """Native digits of every Indic script to ASCII, one character for one, so spans stay valid."""
    return text.translate(_digit_table())


@functools.cache
def _token_re() -> re.Pattern[str]:
    # \w leaves out Indic vowel signs and viramas, so the word class adds the script blocks (minus the
    # dandas and digits) and the zero-width joiners that Malayalam and Bengali keyboards insert.
    marks = "\u0300-\u036f\u0900-\u0963\u0971-\u09e5\u09f0-\u0a65\u0a70-\u0ae5\u0af0-\u0b65\u0b70-\u0be5"
    marks += "\u0bf0-\u0c65\u0c70-\u0ce5\u0cf0-\u0d65\u0d70-\u0dff\u200c\u200d"
    return re.compile(rf"(?P<n>[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?)|(?P<w>(?:[^\W\d_]|[{marks}])+)|(?P<s>\S)")


_NUM, _WORD, _SYM = 0, 1, 2


class _Tok:
    __slots__ = ("kind", "start", "end", "text", "key", "word", "value", "plain", "glued", "blocked")

    def __init__(self, kind: int, start: int, end: int, text: str, glued: bool) -> None:
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text
        self.key = text
        self.word: Word | None = None
        self.value = Decimal(0)
        self.plain = False
        self.glued = glued
        self.blocked = False


def _good_grouping(number: str) -> bool:
    """'2,35,000' (Indian) and '235,000' (western) group; '12,5' is two numbers."""
    groups = number.split(".")[0].split(",")
    head, rest = groups[0], groups[1:]
    if not 1 <= len(head) <= 3:
        return False
    if all(len(g) == 3 for g in rest):
        return True
    return len(head) <= 2 and len(rest[-1]) == 3 and all(len(g) == 2 for g in rest[:-1])


_LAKH_ABBREVIATION = Word("scale", _ONE, 100_000, bound=True)


@functools.lru_cache(maxsize=16384)
def _classify(key: str) -> Word | None:
    lex = lexicon()
    word = lex.words.get(key)
    if word is not None or not key:
        return word
    if not key.isascii() and key.startswith(lex.currency_stems):
        return Word("cur")
    return _split_fused(lex, key)


def _split_fused(lex: Lexicon, key: str) -> Word | None:
    """A number glued to a multiplier (तीनशे, পাঁচশো, paanchsau) or to a fraction word (साडेतीन)."""
    for suffix, mult in lex.suffixes.get(key[-1], ()):
        if len(key) > len(suffix) and key.endswith(suffix):
            value = _prefix_value(lex, key[: -len(suffix)])
            if value is not None:
                return Word("fused", value, mult)
    if not key.isascii():
        value = _fraction_glued(lex, key)
        if value is not None:
            return Word("num", value)
    return None


def _prefix_value(lex: Lexicon, key: str) -> Decimal | None:
    word = lex.words.get(key)
    if word is not None and word.kind == "num":
        return word.value
    return _fraction_glued(lex, key)


def _fraction_glued(lex: Lexicon, key: str) -> Decimal | None:
    for frac, delta in lex.frac_prefixes:
        if len(key) > len(frac) and key.startswith(frac):
            word = lex.words.get(key[len(frac):])
            if word is not None and word.kind == "num" and not word.fused_only:
                return _CTX.add(word.value, delta)
    return None


def _tokenize(norm: str) -> list[_Tok]:
    toks: list[_Tok] = []
    prev_end = -1
    for m in _token_re().finditer(norm):
        group = m.lastgroup
        start, end = m.span()
        text = m.group()
        if group == "n":
            if "," in text and not _good_grouping(text):
                pos = start
                for i, part in enumerate(text.split(",")):
                    if i:
                        toks.append(_Tok(_SYM, pos, pos + 1, ",", True))
                        pos += 1
                    toks.append(_number_token(part, pos, pos == prev_end or i > 0))
                    pos += len(part)
            else:
                toks.append(_number_token(text, start, start == prev_end))
        elif group == "w":
            tok = _Tok(_WORD, start, end, text, start == prev_end)
            tok.key = word_key(text)
            tok.word = _LAKH_ABBREVIATION if text == "L" else _classify(tok.key)
            toks.append(tok)
        else:
            toks.append(_Tok(_SYM, start, end, text, start == prev_end))
        prev_end = end
    return toks


def _number_token(text: str, start: int, glued: bool) -> _Tok:
    tok = _Tok(_NUM, start, start + len(text), text, glued)
    tok.value = Decimal(text.replace(",", ""))
    tok.plain = text.isdigit()
    return tok


def _is_phone(parts: list[str], plus: bool) -> bool:
    digits = "".join(parts)
    if plus:
        return 8 <= len(digits) <= 15
    if len(parts) > 1 and tuple(map(len, parts)) not in _PHONE_LAYOUTS:
        return False
    if len(digits) == 10:
        return digits[0] in "6789"
    if len(digits) == 11:
        return digits[0] == "0"
    return len(digits) == 12 and digits.startswith("91") and digits[2] in "6789"


# How people space a mobile number: "98765 43210", "987 654 3210", "91 98765 43210".
_PHONE_LAYOUTS = frozenset({(5, 5), (3, 3, 4), (4, 3, 3), (3, 4, 3), (2, 5, 5), (2, 10), (3, 10)})

# Where the multiplier chain of a phrase stands after its last token.
_START, _NUMBER, _HUNDREDS, _BIG, _ABBREVIATED = range(5)


class _Acc:
    """Adds up one spoken number: groups below a multiplier, multiplied, summed, left to right."""

    __slots__ = ("total", "group", "state", "last_big", "has_hundred", "tens_open", "first", "first_mult",
                 "scaled")

    def __init__(self) -> None:
        self.total = Decimal(0)
        self.group: Decimal | None = None
        self.state = _START
        self.last_big = 0
        self.has_hundred = False
        self.tens_open = False
        self.first: Decimal | None = None
        self.first_mult = 1
        self.scaled = False

    def copy(self) -> _Acc:
        other = _Acc()
        for name in _Acc.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def value(self) -> Decimal:
        return _CTX.add(self.total, self.group or 0)

    def number(self, v: Decimal, *, tens: bool = False, unit: bool = False) -> bool:
        state = self.state
        if state == _START:
            self.group = v
        elif state == _NUMBER:
            # Only "twenty five" / "இருபத்தி ஐந்து" joins two bare numbers; "500 700" is two amounts.
            if not (self.tens_open and unit) or self.group is None:
                return False
            self.group = _CTX.add(self.group, v)
            self.tens_open = False
            return True
        elif state == _HUNDREDS:
            if v >= _HUNDRED or self.group is None:
                return False
            self.group = _CTX.add(self.group, v)
        elif state == _BIG:
            if v >= self.last_big:
                return False
            self.group = v
        else:
            return False
        if self.first is None:
            self.first = v
        self.state = _NUMBER
        self.tens_open = tens
        return True

    def scale(self, mult: int, *, bound: bool = False, abbreviated: bool = False) -> bool:
        state = self.state
        if mult == 100:
            if state == _NUMBER and not self.has_hundred and self.group is not None:
                self.group = _CTX.multiply(self.group, _HUNDRED)
            elif state == _START and not bound:
                self.group = _HUNDRED
                self.first = _ONE
            elif state == _BIG and self.group is None and self.last_big > 100 and not bound:
                self.group = _HUNDRED  # "ஆயிரத்து நூறு", "ആയിരത്തി നൂറ്റി എൺപത്": a thousand and (one) hundred
            else:
                return False
            self.has_hundred = True
            self.state = _HUNDREDS
        else:
            if state in (_NUMBER, _HUNDREDS) and self.group is not None:
                if self.last_big and mult >= self.last_big:
                    return False
                group = self.group
            elif state == _START and not bound:
                group = _ONE
                self.first = _ONE
            elif state == _BIG and self.group is None and mult > self.last_big and not bound:
                # "das hazaar crore": a bigger multiplier scales everything said so far.
                self.total = _CTX.multiply(self.total, Decimal(mult))
                self.last_big = mult
                return True
            else:
                return False
            self.total = _CTX.add(self.total, _CTX.multiply(group, Decimal(mult)))
            self.group = None
            self.has_hundred = False
            self.last_big = mult
            self.state = _ABBREVIATED if abbreviated else _BIG
        if not self.scaled:
            self.first_mult = mult
        self.scaled = True
        self.tens_open = False
        return True


class _Phrase:
    __slots__ = ("begin", "end", "value", "scaled", "words", "only_words", "first", "first_mult", "plain")

    def __init__(self, begin: int, end: int, acc: _Acc, words: bool, only_words: bool, plain: bool) -> None:
        self.begin = begin
        self.end = end
        self.value = acc.value()
        self.scaled = acc.scaled
        self.words = words
        self.only_words = only_words
        self.first = acc.first if acc.first is not None else self.value
        self.first_mult = acc.first_mult
        self.plain = plain


def _paise(rupees: Decimal) -> int:
    return int(_CTX.multiply(rupees, _HUNDRED).to_integral_value(rounding=ROUND_HALF_UP, context=_CTX))


class _Reader:
    """One pass over one message's tokens."""

    def __init__(self, text: str, norm: str, toks: list[_Tok]) -> None:
        self.text = text
        self.norm = norm
        self.toks = toks
        self.n = len(toks)
        self.lex = lexicon()
        self.lone = sum(1 for t in toks if t.kind != _SYM) == 1
        self._block_non_amounts()

    # --- what is not an amount -------------------------------------------------------------------

    def _block_non_amounts(self) -> None:
        toks, n, lex = self.toks, self.n, self.lex
        for i, t in enumerate(toks):
            if t.kind != _NUM:
                continue
            prev = toks[i - 1] if i else None
            nxt = toks[i + 1] if i + 1 < n else None
            if prev is not None and t.glued and self._bad_glue_before(i, prev):
                t.blocked = True
            if nxt is not None and nxt.glued:
                if nxt.kind == _WORD:
                    if len(nxt.text) == 1 and nxt.text.isupper() and nxt.text not in "LKX":
                        t.blocked = True  # "4G", "3D"
                    elif nxt.text.isascii():
                        if nxt.text != "L" and nxt.key not in lex.glued_suffixes and not _is_cur(nxt):
                            t.blocked = True
                    elif nxt.key in lex.ordinals:
                        t.blocked = True
                elif nxt.text in _DASHES and i + 2 < n:
                    after = toks[i + 2]
                    if (after.glued and after.kind == _WORD and after.text.isascii() and after.word is None
                            and after.key not in lex.glued_suffixes):
                        t.blocked = True  # "12-AB", a plate or a code
        self._block_times_and_dates()
        self._block_phones()

    def _bad_glue_before(self, i: int, prev: _Tok) -> bool:
        lex = self.lex
        if prev.kind == _WORD:
            return prev.key not in lex.glued_prefixes and not _is_cur(prev)
        if prev.text in "#_":
            return True
        if prev.text in "-./" and prev.glued and i >= 2:
            before = self.toks[i - 2]
            # "MH-12", "UPI/631245789012", "v.2": a code, not an amount
            return (before.kind == _WORD and before.text.isascii() and before.key not in lex.glued_prefixes
                    and not _is_cur(before) and before.word is None)
        return False

    def _block_times_and_dates(self) -> None:
        toks, n = self.toks, self.n
        for i, t in enumerate(toks):
            if t.kind != _NUM or i + 2 >= n:
                continue
            sep, b = toks[i + 1], toks[i + 2]
            if not (sep.kind == _SYM and sep.glued and b.glued and b.kind == _NUM):
                continue
            if sep.text == ":":
                t.blocked = b.blocked = True  # 10:30
                continue
            if sep.text == "." and "." in t.text:
                t.blocked = b.blocked = True  # 12.03.2026 reads as "12.03" "." "2026"
                continue
            if sep.text not in "/-":
                continue
            if i + 4 < n and toks[i + 3].text == sep.text and toks[i + 3].glued and toks[i + 4].glued \
                    and toks[i + 4].kind == _NUM:
                t.blocked = b.blocked = toks[i + 4].blocked = True  # 12/03/2026, 2026-03-12
                continue
            if t.blocked or b.blocked or not (t.plain and b.plain):
                continue
            if _looks_like_date(t.text, b.text, sep.text):
                t.blocked = b.blocked = True

    def _block_phones(self) -> None:
        toks, n, norm = self.toks, self.n, self.norm
        i = 0
        while i < n:
            t = toks[i]
            if t.kind != _NUM or not t.plain or t.blocked:
                i += 1
                continue
            run = [i]
            m = i
            while len(run) < 4:
                a = toks[m]
                if m + 1 < n and toks[m + 1].kind == _NUM and toks[m + 1].plain \
                        and norm[a.end:toks[m + 1].start] == " ":
                    m += 1
                elif m + 2 < n and toks[m + 1].text == "-" and toks[m + 1].glued and toks[m + 2].glued \
                        and toks[m + 2].kind == _NUM and toks[m + 2].plain:
                    m += 2
                else:
                    break
                run.append(m)
            plus = i > 0 and toks[i - 1].text == "+"
            for size in range(len(run), 0, -1):
                if _is_phone([toks[r].text for r in run[:size]], plus):
                    for r in range(run[0], run[size - 1] + 1):
                        toks[r].blocked = True
                    i = run[size - 1]
                    break
            i += 1

    # --- reading ---------------------------------------------------------------------------------

    def amounts(self) -> list[Amount]:
        out: list[Amount] = []
        toks, n = self.toks, self.n
        i = 0
        while i < n:
            t = toks[i]
            e = self._exponent_end(i)
            if e is not None:
                start, end = t.start, toks[e - 1].end
                out.append(Amount(start=start, end=end, text=self.text[start:end], paise=None, currency=False,
                                  scaled=False, words=False, doubt="exponent"))
                i = e
                continue
            if (t.kind == _SYM and t.text not in _CURRENCY_SIGNS) or (t.kind == _WORD and t.word is None
                                                                     and t.key != "a") or t.blocked:
                i += 1
                continue
            found = self._expression(i)
            if found is None:
                i += 1
                continue
            amount, j = found
            if amount is not None:
                out.append(amount)
            i = max(j, i + 1)
        return out

    def _expression(self, i: int) -> tuple[Amount | None, int] | None:
        toks = self.toks
        k = self._currency_before(i)
        currency = k is not None
        if k is None:
            if _is_cur(toks[i]) or toks[i].kind == _SYM:
                return None
            k = i
        p = self._phrase(k)
        if p is None:
            return None
        j = p.end
        alternatives: tuple[Decimal, ...] = ()
        scaled, words = p.scaled, p.words
        tail = self._range_tail(p, j)
        if tail is not None:
            alternatives, j, q, more_currency = tail
            scaled, words = scaled or q.scaled, words or q.words
            currency = currency or more_currency
        after = self._currency_after(j)
        if after is not None:
            currency = True
            j = after
        if not currency and (self._skip_after(j, p) or self._skip_before(i, p)):
            return None, j
        unknown: str | None = None
        if not currency and words and not scaled and j < self.n and toks[j].key in self.lex.slang:
            unknown = self.text[toks[j].start:toks[j].end]
            alternatives = ()
            j += 1
        start, end = toks[i].start, toks[j - 1].end
        doubt = None
        if self._signed(p.begin):
            doubt, start = "sign", toks[p.begin - 1].start
        elif self._vague_before(p.begin):
            doubt, start = "vague", toks[p.begin - 1].start  # "kuch hazaar", "ಏಳೆಂಟು ಸಾವಿರ": some thousands
        elif not alternatives and not unknown and _CTX.multiply(p.value, _HUNDRED) != _paise(p.value):
            doubt = "fraction"  # "500.005": part of a paisa
        return Amount(
            start=start,
            end=end,
            text=self.text[start:end],
            paise=None if alternatives or unknown else _paise(p.value),
            currency=currency,
            scaled=scaled,
            words=words,
            alternatives=tuple(_paise(v) for v in alternatives),
            unknown_word=unknown,
            doubt=doubt,
        ), j

    def _vague_before(self, k: int) -> bool:
        """A scale word said alone right after "some" or a fused range ("ಏಳೆಂಟು ಸಾವಿರ", seven or eight thousand)."""
        toks = self.toks
        w = toks[k].word
        return k > 0 and w is not None and w.kind == "scale" and toks[k - 1].kind == _WORD and \
            toks[k - 1].key in self.lex.vague

    def _signed(self, k: int) -> bool:
        """"-500": a minus sign glued to the number and standing apart from anything before it ("500-600"
        is a range, "MH-12" a code, "Rs-500" and "₹:-500" only set the currency off)."""
        toks = self.toks
        if k == 0 or toks[k].kind != _NUM or not toks[k].glued:
            return False
        sign = toks[k - 1]
        return sign.kind == _SYM and sign.text in _SIGNS and not sign.glued

    def _exponent_end(self, i: int) -> int | None:
        """"1e308", "2.5E+3": a number in exponent notation, which no owner means as rupees. Returns
        the index after it."""
        toks, n = self.toks, self.n
        if toks[i].kind != _NUM or i + 2 >= n or (i and toks[i].glued and toks[i - 1].kind != _SYM):
            return None
        e = toks[i + 1]
        if e.kind != _WORD or e.text not in ("e", "E") or not e.glued:
            return None
        m = i + 2
        if toks[m].kind == _SYM and toks[m].text in "+-" and toks[m].glued:
            m += 1
        if m >= n or toks[m].kind != _NUM or not toks[m].glued or not toks[m].plain:
            return None
        return m + 1

    def _starts_number(self, m: int) -> bool:
        if m >= self.n:
            return False
        t = self.toks[m]
        if t.kind == _NUM:
            return not t.blocked
        w = t.word
        if t.kind != _WORD or w is None:
            return False
        if w.kind in ("num", "fused"):
            return not w.fused_only
        return w.kind == "frac" or (w.kind == "scale" and not w.bound)

    def _scale_at(self, m: int) -> bool:
        if m >= self.n:
            return False
        w = self.toks[m].word
        return w is not None and w.kind in ("scale", "fused")

    def _currency_before(self, k: int) -> int | None:
        toks, n = self.toks, self.n
        if k >= n:
            return None
        t = toks[k]
        if t.kind == _SYM and t.text in _CURRENCY_SIGNS:
            m = k + 1
        elif _is_cur(t):
            m = k + 1
            if m < n and toks[m].text == "." and toks[m].glued:
                m += 1
        else:
            return None
        if m < n and toks[m].kind == _SYM and toks[m].text in ":-" and m + 1 < n:
            m += 1
        return m if self._starts_number(m) else None

    def _currency_after(self, j: int) -> int | None:
        toks, n = self.toks, self.n
        m = j
        found = False
        for _ in range(2):
            if m >= n:
                break
            t = toks[m]
            if t.kind == _SYM and t.text in _CURRENCY_SIGNS:
                # "₹500 ₹600": a sign before the next number belongs to that number.
                if not t.glued and self._starts_number(m + 1):
                    break
                m += 1
            elif t.text == "/" and m + 1 < n and toks[m + 1].text == "-" and toks[m + 1].glued:
                m += 2
            elif _is_cur(t):
                nxt = m + 1
                if nxt < n and toks[nxt].text == "." and toks[nxt].glued:
                    nxt += 1
                if t.key in self.lex.currency_prefixes and self._starts_number(nxt):
                    break  # "Rs 500 Rs 600": "Rs" is written before its number, "rupaye" after
                m = nxt
            else:
                break
            found = True
        return m if found else None

    def _skip_after(self, j: int, p: _Phrase) -> bool:
        """A percentage, a clock time or a date is a number but not an amount."""
        if j >= self.n:
            return False
        t, lex = self.toks[j], self.lex
        if t.kind == _SYM:
            return t.text == "%"
        key = t.key
        if key in lex.percent or key in lex.time or key in lex.dates:
            return True
        small = p.plain and p.value <= 31
        if key in lex.months and small:
            return True
        if key in ("am", "pm") and p.value <= 12:
            return True
        return key == "o" and j + 2 < self.n and self.toks[j + 1].text == "'" and self.toks[j + 2].key == "clock"

    def _skip_before(self, i: int, p: _Phrase) -> bool:
        if i == 0 or not p.plain:
            return False
        prev = self.toks[i - 1]
        if prev.key not in self.lex.months and prev.key not in self.lex.dates:
            return False
        return p.value <= 31 or 1900 <= p.value <= 2100

    def _word_ok(self, j: int, w: Word) -> bool:
        """Ambiguous number words count only where the sentence makes them numbers."""
        toks, lex = self.toks, self.lex
        key = toks[j].key
        prev = toks[j - 1] if j else None
        if prev is not None and prev.kind == _WORD:
            if key in lex.do_keys and prev.key in lex.do_blockers:
                return False
            if key == "one" and prev.key in lex.one_blockers:
                return False
        nxt = toks[j + 1] if j + 1 < self.n else None
        if w.kind == "num" and w.value == 1 and nxt is not None and nxt.kind == _WORD and nxt.key in lex.one_same:
            return False  # "dono SMS ek hi hai", "બંને મેસેજ એક જ છે": the same one
        # "Mr Das", "Sat ko": a capitalised number word inside a sentence is more likely a name or a day.
        text = toks[j].text
        titled = (prev is not None and not (prev.kind == _SYM and prev.text in ".!?।") and text.isascii()
                  and text[:1].isupper() and text[1:].islower())
        if not (w.weak or titled) or self.lone:
            return True
        if w.weak and prev is not None and prev.kind == _WORD and prev.key in lex.units:
            return False  # "500 gram che box": after a unit, "che" is "of", not six
        m = j + 1
        if m < self.n and toks[m].text in _DASHES:
            m += 1
        if m >= self.n:
            return False
        t = toks[m]
        if t.kind == _SYM:
            return t.text in _CURRENCY_SIGNS
        if t.kind == _NUM:
            return False
        nw = t.word
        if nw is not None:
            if nw.kind in ("scale", "fused", "cur", "slang"):
                return t.key not in ("k", "so")  # "do so" is English, "do k" Hinglish for "two of"
            if nw.kind == "num" and not nw.weak and not nw.fused_only:
                return True
            scale = toks[m + 1].word if m + 1 < self.n else None
            if nw.kind == "num" and w.kind == "num" and nw.value == w.value + 1 and scale is not None and \
                    scale.kind in ("scale", "fused"):
                return True  # "aaru edu vandalu", "six seven hundred": two neighbouring numbers, then their scale
        if t.key in lex.units or (key in lex.do_keys and t.key in lex.do_support):
            return True
        if t.kind == _WORD and m + 1 < self.n and toks[m + 1].key in lex.units and not (
                key in lex.do_keys and prev is not None and prev.key in lex.do_blockers):
            return True  # "दो सूट पीस", "two saree pieces": a number word, the goods, then their unit
        return (t.key in lex.alternatives or t.key in lex.ranges) and self._starts_number(m + 1)

    def _phrase(self, k: int) -> _Phrase | None:
        toks, n = self.toks, self.n
        acc = _Acc()
        j = end = k
        words = False
        only_words = True
        plain = True
        pending: Decimal | None = None
        while j < n:
            t = toks[j]
            if t.kind == _NUM:
                if t.blocked:
                    break
                v = t.value if pending is None else _CTX.add(t.value, pending)
                if acc.state in (_HUNDREDS, _BIG) and v < 10 and not self._scale_at(j + 1):
                    break  # "5 hazaar 3 din pehle": a lone digit after a multiplier starts something new
                if not acc.number(v):
                    break
                plain = plain and t.plain and pending is None and j == k
                words = words or pending is not None
                pending = None
                only_words = False
                j = end = self._and_a_half(j + 1, acc)
                continue
            w = t.word
            if t.kind != _WORD:
                break
            if w is None:
                if t.key == "and" and acc.state in (_HUNDREDS, _BIG) and pending is None \
                        and self._starts_number(j + 1):
                    j += 1
                    continue
                if t.key == "a" and acc.state == _START and pending is None and j + 1 < n:
                    nw = toks[j + 1].word
                    if nw is not None and nw.kind == "scale" and not nw.bound:
                        j += 1
                        continue
                break
            kind = w.kind
            plain = False
            if kind in ("num", "fused"):
                if w.fused_only or (pending is None and not self._word_ok(j, w)):
                    break
                v = w.value
                step = 1
                if w.tens and j + 2 < n and toks[j + 1].text in _DASHES and toks[j + 1].glued \
                        and toks[j + 2].glued:
                    unit = toks[j + 2].word
                    if unit is not None and unit.unit:
                        v = _CTX.add(v, unit.value)  # twenty-five
                        step = 3
                if pending is not None:
                    v = _CTX.add(v, pending)
                saved = acc.copy() if kind == "fused" else acc
                if not acc.number(v, tens=w.tens and step == 1, unit=w.unit):
                    break
                if kind == "fused" and not acc.scale(w.mult):
                    acc = saved
                    break
                pending = None
                words = True
                j = end = self._and_a_half(j + step, acc)
                continue
            if kind == "scale":
                if t.key == "k" and not (t.glued and toks[j - 1].kind == _NUM):
                    break  # "k" alone is Hinglish for "ke"; only "5k" is five thousand
                if w is _LAKH_ABBREVIATION and toks[j - 1].kind != _NUM:
                    break
                if t.key == "so" and toks[j - 1].kind != _WORD:
                    break  # "paanch so" is 500, but "500 so far" is English
                saved = acc.copy()
                if pending is not None and not acc.number(_CTX.add(_ONE, pending)):
                    break
                abbreviated = t.key in ("k", "cr") or w is _LAKH_ABBREVIATION
                if not acc.scale(w.mult, bound=w.bound, abbreviated=abbreviated):
                    acc = saved
                    break
                if not abbreviated:
                    words = True
                pending = None
                j = end = j + 1
                continue
            if kind == "frac" and pending is None and acc.state in (_START, _BIG):
                pending = w.value
                j += 1
                continue
            break
        if end == k:
            return None
        return _Phrase(k, end, acc, words, only_words, plain)

    def _and_a_half(self, j: int, acc: _Acc) -> int:
        toks = self.toks
        if j + 2 < self.n and toks[j].key == "and" and toks[j + 1].key == "a" and toks[j + 2].key == "half" \
                and acc.state == _NUMBER and acc.group is not None:
            acc.group = _CTX.add(acc.group, _HALF)
            return j + 3
        return j

    def _range_tail(self, p: _Phrase, j: int) -> tuple[tuple[Decimal, ...], int, _Phrase, bool] | None:
        """'700-800', 'saat-aath sau', '650 ya 700', '650/700': two values offered, both kept."""
        toks, n, lex = self.toks, self.n, self.lex
        if j >= n:
            return None
        t = toks[j]
        mode = ""
        m = j + 1
        if t.kind == _SYM:
            if t.text in _DASHES:
                mode = "range"
            elif t.text == "/" and t.glued and p.plain and m < n and toks[m].glued and toks[m].kind == _NUM:
                mode = "slash"
        elif t.kind == _WORD:
            if t.key in lex.ranges:
                mode = "range"
            elif t.key in lex.alternatives:
                mode = "alt"
                if m < n and toks[m].key in ("phir", "fir"):
                    m += 1
            elif p.only_words and not p.scaled and t.word is not None and t.word.kind in ("num", "fused"):
                mode = "space"
                m = j
        if not mode:
            return None
        cur = self._currency_before(m)
        q = self._phrase(cur if cur is not None else m)
        if q is None:
            return None
        pv, qv = p.value, q.value
        if not p.scaled and q.scaled and p.value <= q.first:
            pv = _CTX.multiply(p.value, Decimal(q.first_mult))  # "saat-aath sau": the sau covers both
        if mode == "slash":
            ok = q.plain and p.value >= 10 and q.value >= 10
        elif mode == "range":
            ok = qv > pv
        elif mode == "space":
            ok = (p.value == p.value.to_integral_value() and p.value < q.first <= 2 * p.value
                  and toks[m].kind == _WORD)
        else:
            ok = True
        if not ok:
            return None
        return (pv, qv), q.end, q, cur is not None


def _is_cur(t: _Tok) -> bool:
    return t.word is not None and t.word.kind == "cur"


def _looks_like_date(a: str, b: str, sep: str) -> bool:
    """'12/03', '05-06', '03/2026'; but '10-12' is a range and '650/700' two amounts."""
    if (len(a) > 1 and a[0] == "0") or (len(b) > 1 and b[0] == "0"):
        return True
    x, y = int(a[:6]), int(b[:6])
    if x <= 12 and 1900 <= y <= 2100:
        return True
    if not (1 <= x <= 31 and 1 <= y <= 12):
        return False
    return sep == "/" or y <= x


def find_amounts(text: str) -> list[Amount]:
    """Every number expression in the text, left to right, not overlapping."""
    if not text:
        return []
    norm = normalize_digits(text)
    toks = _tokenize(norm)
    if not toks:
        return []
    return _Reader(text, norm, toks).amounts()


def parse_amount(text: str) -> Amount | None:
    """The amount when the whole text (trimmed, end punctuation aside) is one amount expression."""
    found = find_amounts(text)
    if len(found) != 1:
        return None
    a = found[0]
    if text[: a.start].strip() or text[a.end:].strip().strip(".!?,।"):
        return None
    return a


def needs_scale(a: Amount) -> bool:
    """A bare number under ₹10, no multiplier, no currency word: the owner may have dropped 'hazaar'."""
    return a.paise is not None and 0 < a.paise < 1000 and not a.scaled and not a.currency


def unknown_count(a: Amount) -> Decimal | None:
    """The number before an unknown word ("do peti" -> 2), for callers that read it as a count of goods."""
    if a.unknown_word is None:
        return None
    head = parse_amount(a.text[: a.text.rfind(a.unknown_word)])
    if head is None or head.paise is None:
        return None
    return _CTX.divide(Decimal(head.paise), _HUNDRED)
