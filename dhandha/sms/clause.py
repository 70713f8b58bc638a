"""Reading an SMS body into clauses: its footers, its sentences, its money verbs and their tense.

One pass of the lexicon regex finds every footer marker, verdict gate word, money verb and
sentence stop. Footers are blanked (replaced by spaces, so positions stay aligned) and nothing
inside one counts. The main event is the first money verb that was executed: not "will be
debited", "to debit", "If debited" or "not debited". Its direction is the owner's side.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from functools import cache
from typing import NamedTuple

from dhandha.sms.alternation import opening
from dhandha.sms.fields import Body
from dhandha.sms.patterns import RAILS, Lazy, rx

# Real alerts are under 500 characters; a longer body is capped so one odd message costs
# the same as any other.
MAX_BODY = 2000


# Format characters (Unicode category Cf: zero-width spaces and joiners, bidi marks, embeddings
# and isolates, the soft hyphen, the BOM), as (first, last) code points.
_FORMAT = ((0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD), (0x70F, 0x70F), (0x890, 0x891),
           (0x8E2, 0x8E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x2064),
           (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD), (0x110CD, 0x110CD),
           (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F))
# Other characters that show nothing: variation selectors, the grapheme joiner, Hangul fillers.
_INVISIBLE = ((0x34F, 0x34F), (0x115F, 0x1160), (0x180B, 0x180F), (0x3164, 0x3164), (0xFE00, 0xFE0F),
              (0xFFA0, 0xFFA0), (0xE0100, 0xE01EF))
# Line and paragraph separators break a line; a tab is a space; every other control character goes.
_LINE_BREAKS = (0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029)


# The same for ASCII text as bytes.translate arguments: control characters dropped, except line
# breaks (to "\n") and the tab (to a space).
_ASCII_BYTES = bytes(10 if c in _LINE_BREAKS else 32 if c == 9 else c for c in range(256))
_ASCII_DROPPED = bytes(c for c in (*range(0x20), 0x7F) if c != 9 and c not in _LINE_BREAKS)


@cache
def _ascii_map() -> dict[int, str]:
    """ASCII control characters: line breaks to "\n", a tab to a space, the rest removed."""
    table = {c: "" for c in (*range(0x20), 0x7F)}
    table.update({c: "\n" for c in _LINE_BREAKS if c < 0x80})
    table[0x09] = " "
    del table[0x0A]
    return table


@cache
def _unicode_map() -> dict[int, str]:
    """Indic digits (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
    Malayalam) to ASCII, so 'रु ५००' reads as 500; control, format and invisible characters
    dropped (a zero-width joiner inside "5\u200d00" must not split or hide a number)."""
    table = _ascii_map().copy()
    for zero in (0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66):
        for i in range(10):
            table[zero + i] = str(i)
    for first, last in (*_FORMAT, *_INVISIBLE, (0x80, 0x9F)):
        for c in range(first, last + 1):
            table[c] = ""
    table.update({c: "\n" for c in _LINE_BREAKS if c >= 0x80})
    return table


@cache
def _mapped() -> re.Pattern[str]:
    """Any character `_unicode_map` changes."""
    table = _unicode_map()
    ranges: list[list[int]] = []
    for c in sorted(table):
        if ranges and ranges[-1][1] == c - 1:
            ranges[-1][1] = c
        else:
            ranges.append([c, c])
    return re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in ranges) + "]")


def normalise(body: str) -> str:
    """What the parser reads: NFKC (math-sans 𝖽𝖾𝖻𝗂𝗍𝖾𝖽 -> debited, full-width digits), Indic digits
    to ASCII, control / zero-width / bidi characters removed, capped at MAX_BODY."""
    text = (body or "")[:MAX_BODY]
    if text.isascii():  # most alerts: already NFKC, no Indic digits
        if text.isprintable():
            return text.rstrip()
        # bytes.translate: a str.translate with a dict costs a lookup for each distinct character.
        return text.encode().translate(_ASCII_BYTES, _ASCII_DROPPED).decode().rstrip()
    text = unicodedata.normalize("NFKC", text)
    # A str.translate with a dict looks up every character: only when one needs it.
    return (text.translate(_unicode_map()) if _mapped().search(text) else text).rstrip()


class Event(NamedTuple):
    start: int
    end: int
    direction: str  # "debit" | "credit" (the owner's side)
    word: str
    header: bool = False  # a heading ("Debit Alert!") rather than a verb: its details follow anywhere


class Clauses(NamedTuple):
    body: Body                       # footers blanked
    gates: dict[str, list[int]]      # gate kind -> positions ("otp", "failed", "future", ...)
    rails: dict[str, int]            # rail word -> first position ("upi", "atm", "card", ...)
    verbs: list[tuple[str, int, int]]  # (kind, start, end): "debit" | "credit" | "weak"
    ends: list[int]                  # sentence ends, ascending

    def sentence(self, pos: int) -> tuple[int, int]:
        """The span of the sentence holding `pos`."""
        k = bisect.bisect_right(self.ends, pos)
        return (self.ends[k - 1] if k else 0), (self.ends[k] if k < len(self.ends) else len(self.body.low))

    def in_sentence(self, kind: str, span: tuple[int, int]) -> bool:
        positions = self.gates.get(kind)
        if not positions:  # the usual case: no generator for nothing to look at
            return False
        lo, hi = span
        return any(lo <= at < hi for at in positions)


class _Grammar(Lazy):
    from_your: re.Pattern[str]        # "X has received Rs 500 from your A/c"
    to_your_account: re.Pattern[str]  # "Rs 500 transferred to your A/c"
    to_beneficiary: re.Pattern[str]   # "... credited to the beneficiary account"
    interest: re.Pattern[str]         # "Net interest ... paid on your Deposit"
    promised: re.Pattern[str]         # "will be", "due"
    card_or_wallet: re.Pattern[str]
    spent_at: re.Pattern[str]         # "done at X", "used", "At X", a VPA
    completed: re.Pattern[str]        # "processed successfully"
    finite: re.Pattern[str]           # "has been" before a verb


_Grammar._build = {
    "from_your": lambda: re.compile(opening("from") + r"\s+(?:your|ur)\b"),
    "to_your_account": lambda: re.compile(opening("to") + r"\s+(?:your|ur)\s+(?:\w+\s+){0,3}?(?:a/c|ac|acct|account|wallet)\b"),
    "to_beneficiary": lambda: re.compile(r"\s*to\s+(?:the\s+)?(?:beneficiary|payee)"),
    "interest": lambda: re.compile(opening("interest") + r"\b"),
    "promised": lambda: re.compile(opening(r"will\s+be\b", r"due\b")),
    "card_or_wallet": lambda: re.compile(r"card\b|" + opening(r"wallet\b")),
    "spent_at": lambda: re.compile(opening(r"at\b", r"done\b", r"used\b")[3:-1] + "|@"),
    "completed": lambda: re.compile(opening("processed", "successful(?:ly)?", "completed") + r"\b"),
    "finite": lambda: re.compile(opening("has", "have", "is", "was", "been", "got") + r"\s+(?:been\s+)?$"),
}


@cache
def _grammar() -> _Grammar:
    return _Grammar()


# What each kind of lexicon word does to the clauses; any other kind is a verdict gate.
_VERB, _RAIL, _FOOTER, _RARE, _GATE = "verb", "rail", "footer", "rare", "gate"
_ROLES = {"footer": _FOOTER, "rare": _RARE,
          **{k: _VERB for k in ("debit", "credit", "weak", "weak_credit", "alert_debit", "alert_credit")},
          **{f"rail_{k}": _RAIL for k in RAILS}}


def read_clauses(printed: Body) -> Clauses:
    """Footers, gates and verbs from one pass, then sentence stops; footers blanked."""
    p = rx()
    low = printed.low
    gates: dict[str, list[int]] = {}
    verbs: list[tuple[str, int, int]] = []
    rails: dict[str, int] = {}
    footers: list[tuple[int, int]] = []
    footer_end = -1
    rare_seen = False
    lexicon = p.lexicon
    for word in lexicon.words_in(low):
        kind, start, end = word
        if start < footer_end:
            continue  # words in a footer decide nothing
        role = _ROLES.get(kind, _GATE)
        if role is _VERB:
            verbs.append(word)
            if kind == "debit" and low.startswith("wdl", start):
                rails.setdefault("atm", start)
        elif role is _RAIL:
            rails.setdefault(kind[5:], start)
        elif role is _FOOTER:
            stop = p.footer_end.search(low, end)
            footer_end = stop.start() if stop else len(low)
            footers.append((start, footer_end))
        elif role is _RARE:
            rare_seen = True
        else:
            gates.setdefault(kind, []).append(start)
    body = Body(_blank(printed.text, footers), _blank(low, footers)) if footers else printed
    if rare_seen:
        rare = p.rare_gate
        for m in rare.pattern.finditer(body.low):
            gates.setdefault(rare.kind(m), []).append(m.start())
    # Sentences only matter around a verb; a text without one is judged on its words alone.
    return Clauses(body, gates, rails, verbs, sentence_ends(body.low) if verbs else [])


def sentence_ends(low: str) -> list[int]:
    """Where each sentence ends, as `rx().stops` finds them. Every stop is one character, so the
    dots and the other stops are found apart and merged (see patterns._stops)."""
    p = rx()
    ends = [m.end() for m in p.dot_stop.finditer(low)]
    if "!" in low or "?" in low or ";" in low or "।" in low:
        ends += [m.end() for m in p.other_stop.finditer(low)]
        ends.sort()
    return ends


def _blank(s: str, spans: list[tuple[int, int]]) -> str:
    out, pos = [], 0
    for a, b in spans:
        out += [s[pos:a], " " * (b - a)]
        pos = b
    out.append(s[pos:])
    return "".join(out)


# "will be debited", "to be credited", "If debited", "not debited", "will be auto-reversed",
# "OTP to debit": words just before a verb that make it not (yet) happen.
_MODALS = frozenset(["will", "shall", "would", "may", "might", "can", "could", "should", "to", "if", "not", "never",
                     "once", "when", "upon", "being", "get", "gets"])
_AUXILIARIES = frozenset(["be", "been", "have", "get", "not"])
_ADVERBS = frozenset(["auto", "fully", "successfully", "soon", "automatically"])


def _unexecuted(left: str) -> bool:
    if not left or not (left[-1].isspace() or left[-1] == "-"):
        return False  # the verb is glued to something ("X3096-debited" is still executed)
    words = left.replace("-", " ").rsplit(None, 4)[-4:]  # the last four words, without splitting the rest
    while words and words[-1] in _ADVERBS:
        words.pop()
    if words and words[-1] in _MODALS:
        return True
    while words and words[-1] in _AUXILIARIES:
        words.pop()
    return bool(words) and words[-1] in _MODALS


def main_event(c: Clauses, balance_span: tuple[int, int] | None) -> Event | None:
    """The first executed money verb, with the owner's direction; weak nouns only as a last resort."""
    g = _grammar()
    low = c.body.low
    weak: Event | None = None
    for kind, start, end in c.verbs:
        if balance_span and balance_span[0] <= start < balance_span[1]:
            continue
        lo, hi = c.sentence(start)
        if _unexecuted(low[max(lo, start - 40):start]):
            continue
        word = low[start:end]
        if kind == "weak":
            if weak is None and _weak_is_spend(low[lo:hi]):
                weak = Event(start, end, "debit", word)
            continue
        if kind == "weak_credit":
            if weak is None and _refund_is_done(low[lo:hi]):
                weak = Event(start, end, "credit", word)
            continue
        if kind.startswith("alert_"):
            if weak is None:
                weak = Event(start, end, kind[6:], word, header=True)
            continue
        direction = kind
        right_end = min(hi, end + 60)
        # "X has received Rs 500 from your A/c": the verb is the payee's; the owner paid.
        if word == "received" and g.from_your.search(low, end, right_end):
            direction = "debit"
        # "Rs 500 transferred to your A/c": money came in.
        elif word in ("sent", "transferred", "paid") and g.to_your_account.search(low, end, right_end):
            direction = "credit"
        # "NEFT ... for Rs 22050 has been credited to the beneficiary": the owner sent it.
        elif word == "credited" and g.to_beneficiary.match(low, end, right_end):
            direction = "debit"
        # "Net interest INR 248 paid on your Deposit": interest paid to the owner.
        elif word == "paid" and g.interest.search(low, lo, start):
            direction = "credit"
        event = Event(start, end, direction, word)
        # Only a later verb can be the sentence's finite one (most alerts have one verb).
        return (_finite_reversal(c, event, hi) or event) if len(c.verbs) > 1 else event
    return weak


def _finite_reversal(c: Clauses, first: Event, hi: int) -> Event | None:
    """'The amount of Rs 500 debited from your A/c ... has been reversed': the first verb is a bare
    participle describing the amount; the sentence's finite verb says what happened now."""
    low = c.body.low
    for kind, start, end in c.verbs:
        if start <= first.start or start >= hi:
            continue
        word = low[start:end]
        if kind == "credit" and word in ("reversed", "refunded") and _grammar().finite.search(low, max(0, start - 14),
                                                                                              start):
            return Event(start, end, "credit", word)
    return None


def _refund_is_done(sentence: str) -> bool:
    """'Refund of Rs 1,299 has been processed to your Credit Card' (done) versus 'Refund ... initiated
    and will be credited in 5-7 days' (not yet)."""
    g = _grammar()
    return (bool(g.completed.search(sentence)) and not g.promised.search(sentence) and "initiated" not in sentence
            and "to your" in sentence)


def _weak_is_spend(sentence: str) -> bool:
    """'Txn Rs.58 On Card 1186 At X', 'transaction ... by Debit Card done at X',
    'payment ... was processed successfully': a card or completed payment with no verb."""
    g = _grammar()
    if g.promised.search(sentence):
        return False
    if g.card_or_wallet.search(sentence) and g.spent_at.search(sentence):
        return True
    return bool(g.completed.search(sentence)) and "refund" not in sentence
