"""The LLM proposes, code decides: what an LLM's reading may do without the owner's yes.

- A token the model invented or broke («C9», "C2», a stray «) fails the whole answer: nothing is
  written, the owner is asked.
- A counterparty is a contact token the prompt carried, or a new name written in the owner's
  message; anything else fails closed into a question. A person named only in the context (not in
  the message) is shown to the owner before writing.
- An amount must be in the owner's words (number words included), or a product, sum or difference
  of two of them; otherwise the record is shown for a yes/no, never written as read. A bare small
  number without a scale is asked about (₹700 or ₹7,000?).
- A message that carries someone else's text (a forward, a pasted SMS, what a customer said,
  hidden characters, look-alike letters, fake system text) makes every proposed write wait for the
  owner's yes, and nothing from it goes into the brain's notebook.
- An LLM never says yes for the owner: only the rules' reading of the owner's own "haan" (or a
  button) carries out a waiting plan.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache

from dhandha.chain.anonymise import TOKEN, Veil
from dhandha.reading import Clarify, Reading, Record
from dhandha.store import Store
from dhandha.think.numbers import find_amounts, needs_scale

NEEDS_PARTY = frozenset({"udhaar_given", "payment_received", "payment_made", "opening_balance"})


@dataclass
class Verdict:
    reading: Reading
    failed: str | None = None  # why the answer as a whole was not trusted (mangled, invented, ...)
    held: list[str] = field(default_factory=list)  # why its writes wait for the owner's yes
    keep_notes: bool = True  # whether its brain notes may be written


# -- someone else's text inside the owner's message --------------------------------------------------
_INJECTION_WORDS = (
    "ignore", "disregard", "instruction", "system:", "assistant:", "user:", "developer", "jailbreak",
    "override", "you are now", "new rules", "prompt", "<|", "|>", "[inst]", "###", "```", "function_call",
    "tool_call", "\"intent\"", "'intent'", "nirdesh", "निर्देश", "अनदेखा", "bhool jao", "bhul jao",
    "ignore karo", "http://", "https://", "www.", "bit.ly", "«", "»",
)
_SMS_WORDS = (
    "credited", "debited", "a/c", "acct", "avl bal", "avl. bal", "available balance", "ref no", "ref.no",
    "upi ref", "txn", "vpa", "imps", "neft", "rtgs", "dear customer", "not you?", "call 1800", "info:",
    "-hdfcbk", "-sbiinb", "-icicib", "-axisbk", "-kotakb",
)
_RELAY_WORDS = (
    "forward", "fwd", "fw:", "msg aaya", "message aaya", "sms aaya", "sms:", "whatsapp", "likha hai",
    "likha tha", "likha aaya", "bola", "boli", "bole", "bolta", "bolti", "kaha", "kahaa",
    "keh raha", "keh rahi", "kehta", "kehti", "said", "says", "told me", "texted", "बोला", "बोली", "कहा",
    "कह रहा", "मैसेज", "संदेश", "message:", "msg:",
)
_ROLE_MARK = re.compile(r"[\[<(|]\s*(?:system|assistant|tool|developer|user|admin)\b|\b(?:system|assistant|tool|developer)\s*[:>\]]",
                        re.IGNORECASE)
_QUOTES = re.compile(r"[\"“”„‟`]|(?<!\w)'[^']{12,}'")
_SPEAKER = re.compile(r"(?m)^\s*([^\W\d_][\w .]{1,18}):\s")
# "correction: Ramesh 350", "udhaar: Sita 200": an owner heads a note with what it is; that label is no speaker.
_OWNER_HEADINGS = frozenset({
    "correction", "correct", "galti", "galati", "sudhar", "sudhaar", "update", "note", "edit", "change", "fix",
    "sale", "sales", "bikri", "expense", "expenses", "kharcha", "kharch", "udhaar", "udhar", "credit", "entry",
    "hisaab", "hisab", "today", "aaj", "yesterday", "kal", "payment", "purchase", "maal",
    "सुधार", "गलती", "ग़लती", "बिक्री", "खर्च", "खर्चा", "उधार", "आज", "कल", "एंट्री", "हिसाब",
})
_FOREIGN_LETTERS = re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\uff21-\uff5a\U0001d400-\U0001d7ff\u2100-\u214f]")


# Words that make a contact's *name* read like an order: a name is data, whatever it says.
_ORDER_WORDS = ("cancel", "delete", "remove", "ignore", "system", "send", "remind", "mita", "hata", "likh",
                "रद्द", "मिटा", "हटा", "भेज", "नीक", "நீக்கு", "ரத்து", "அனுப்பு", "రద్దు", "తొలగించు", "ತೆಗೆ",
                "ರದ್ದು", "মুছে", "বাদ", "ରଦ୍ଦ", "ਰੱਦ", "રદ", "റദ്ദ")


def carried_text(raw: str, text: str, forwarded: bool, names: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Why this message may carry someone else's words: empty when it reads as the owner's own.

    `names` are the contacts the message names: a name with an order or a number in it is someone
    else's text too, and it must not steer what the message does."""
    why: list[str] = []
    for name in names:
        low_name = name.casefold()
        if any(w in low_name for w in _ORDER_WORDS) or sum(ch.isdigit() for ch in name) >= 3:
            why.append("a name that reads like an order")
            break
    if forwarded:
        why.append("forwarded")
    if _hidden(raw):
        why.append("hidden characters")
    if _FOREIGN_LETTERS.search(raw):
        why.append("look-alike letters")
    low = text.casefold()
    if any(w in low for w in _INJECTION_WORDS) or _ROLE_MARK.search(text):
        why.append("instructions")
    if sum(w in low for w in _SMS_WORDS) >= 2 or "dear customer" in low:
        why.append("bank text")  # one word ("NEFT se aaye") is how owners talk; a bank's SMS has several
    if any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", low) for w in _RELAY_WORDS):
        why.append("someone else's words")
    if _QUOTES.search(text) or any(m.group(1).strip().casefold() not in _OWNER_HEADINGS for m in _SPEAKER.finditer(text)):
        why.append("quoted text")
    return why


def _hidden(raw: str) -> bool:
    """An invisible format character, except the joiners inside an Indic word: "ಮಂಜುನಾಥ್‌ಗೆ", "ಎಂಟರ್‌ಪ್ರೈಸಸ್" are
    typed with a zero-width non-joiner by ordinary keyboards, and are the owner's own words."""
    for i, ch in enumerate(raw):
        if unicodedata.category(ch) != "Cf":
            continue
        if ch in "\u200c\u200d" and i > 0 and _indic(raw[i - 1]):  # (a word may end in one: "ഗോപന്\u200d")
            continue
        return True
    return False


def _indic(ch: str) -> bool:
    return "\u0900" <= ch <= "\u0dff"


def hold_carried(reading: Reading, raw: str, text: str, names: Callable[[], list[str]] = list) -> Reading:
    """A write or a change read from a message that carries someone else's text waits for the owner's yes.

    For either thinker: a pasted SMS or what a customer said may read like an instruction to the
    rules too. The reading is marked not sure, so the guards show it for a yes/no (a record) or ask
    what to change (a correction) instead of acting on it.
    """
    if reading.intent not in ("record", "record_many", "correct") or not reading.confident:
        return reading
    if not carried_text(raw, text, forwarded=False, names=names()):
        return reading
    return replace(reading, confident=False)


def named_in(store: Store, text: str) -> list[str]:
    """The contact names (and aliases) written in the text, as they are stored."""
    low = " ".join(text.casefold().split())
    return [name for _, name, norm in store.contact_names() if norm and norm in low]


# -- amounts --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Said:
    """The numbers in the owner's message, and what can honestly be made of them."""

    amounts: frozenset[int]  # paise
    derived: frozenset[int]  # products, sums, differences of two of them
    small: frozenset[int]  # bare numbers below 10 with no scale: the owner may have dropped "hazaar"

    def traces(self, paise: int | None) -> bool:
        return paise is not None and (paise in self.amounts or paise in self.derived)

    @staticmethod
    def of(text: str) -> Said:
        found = [a for a in find_amounts(text) if a.paise]
        values = sorted({int(a.paise) for a in found if a.paise})
        derived: set[int] = set()
        for i, a in enumerate(values):
            for b in values[i + 1:]:
                derived |= {a + b, b - a, a * b // 100}
        small = frozenset(int(a.paise) for a in found if a.paise and needs_scale(a))
        return Said(frozenset(values), frozenset(d for d in derived if d > 0), small)


# -- the verdict ----------------------------------------------------------------------------------
def judge(reading: Reading, veil: Veil, message: str, strings: list[str], carried: list[str]) -> Verdict:
    """What of an LLM's reading code lets through. `message` is the owner's message as the model saw it
    (veiled); `strings` is every text the plan carries, to look for invented or broken tokens."""
    bad = [s for text in strings for s in veil.strays(text)]
    if bad:
        return Verdict(_ask("not_sure", reading, []), failed=f"tokens the prompt never carried: {bad[:3]}",
                       keep_notes=False)
    if reading.intent == "confirm":
        # Only the owner's own yes (read by the rules) or a button carries out a waiting plan.
        return Verdict(Reading("unknown", confident=False, source="llm"), failed="an LLM cannot say yes",
                       keep_notes=False)
    said = Said.of(message)
    held: list[str] = list(carried)
    out = replace(reading, records=[replace(r) for r in reading.records], intentions=list(reading.intentions))
    # People.
    names = _Names(veil, message)
    for rec in out.records:
        who = names.resolve(rec.counterparty)
        if who.failed:
            partial = [replace(r, counterparty=None) for r in out.records]
            why = "missing_counterparty" if rec.kind in NEEDS_PARTY else "ambiguous_reference"
            return Verdict(_ask(why, reading, partial), failed=who.failed, keep_notes=False)
        rec.counterparty = who.name
        if who.context_only:
            held.append(f"{who.name} was not named in the message")
    for it in out.intentions:
        who = names.resolve(it.counterparty)
        if who.failed or who.context_only:
            return Verdict(_ask("ambiguous_reference", reading, []), failed=who.failed or "promise by someone unnamed",
                           keep_notes=False)
        it.counterparty = who.name
    if out.query is not None and out.query.counterparty:
        who = names.resolve(out.query.counterparty)
        if who.failed:
            return Verdict(_ask("ambiguous_reference", reading, []), failed=who.failed, keep_notes=False)
        out.query = replace(out.query, counterparty=who.name)
    if out.correction is not None:
        c = out.correction
        target, new = names.resolve(c.counterparty), names.resolve(c.new_counterparty)
        if target.failed or new.failed:
            return Verdict(_ask("unclear_correction", reading, []), failed=target.failed or new.failed,
                           keep_notes=False)
        out.correction = replace(c, counterparty=target.name, new_counterparty=new.name)
        if c.new_amount_paise is not None and not said.traces(c.new_amount_paise):
            return Verdict(_ask("unclear_correction", reading, []), failed="a new amount the owner did not say",
                           keep_notes=False)
    if out.remind is not None:
        who = names.resolve(out.remind)
        if who.failed or not who.known:
            return Verdict(_ask("ambiguous_reference", reading, []), failed=who.failed or "a reminder to no contact",
                           keep_notes=False)
        out.remind = who.name
    # Amounts.
    for rec in out.records:
        if rec.amount_paise is None:
            continue
        scaled = {s * k for s in said.small for k in (1, 100, 1000)}
        if rec.amount_paise in scaled and rec.amount_paise not in said.amounts - said.small:
            small = min(s for s in said.small if rec.amount_paise in (s, s * 100, s * 1000))
            scale = Clarify(why="ambiguous_amount", partial=[replace(r) for r in out.records],
                            options=[small * 100, small * 1000])
            return Verdict(Reading("clarify", clarify=scale, source="llm", answers=out.answers), keep_notes=False)
        if not said.traces(rec.amount_paise):
            held.append(f"₹{rec.amount_paise / 100:g} is not in the message")
        for part in (rec.modes or {}).values():
            if not said.traces(part):
                held.append("a split the message does not give")
    for it in out.intentions:
        if it.amount_paise is not None and not said.traces(it.amount_paise):
            it.amount_paise = None  # a promise keeps who and when; an amount nobody said is dropped
    writes = out.intent in ("record", "record_many")
    if held and writes:
        out.confident = False
        out.unplaced = []
    if carried:
        out.intentions = []  # a promise told in someone else's words is not noted on their say-so
        if out.intent == "promise":
            return Verdict(Reading("unknown", confident=False, source="llm"), held=held, keep_notes=False)
    return Verdict(out, held=held if writes else [], keep_notes=not carried)


def _ask(why: str, reading: Reading, partial: list[Record]) -> Reading:
    return Reading("clarify", clarify=Clarify(why=why, partial=partial), source="llm", answers=reading.answers)


@dataclass
class _Who:
    name: str | None = None
    known: bool = False  # a contact
    context_only: bool = False  # a contact the message itself does not name
    failed: str | None = None


@dataclass
class _Names:
    veil: Veil
    message: str

    def resolve(self, said: str | None) -> _Who:
        if not said or not said.strip():
            return _Who()
        s = " ".join(said.split())
        m = TOKEN.fullmatch(s)
        if m is not None:
            if s not in self.veil.contacts:
                return _Who(failed=f"{s} is not a person the prompt named")
            return _Who(self.veil.originals[s], known=True, context_only=s not in self.message)
        if TOKEN.search(s) or "«" in s or "»" in s:
            return _Who(failed="a name with a token inside it")
        if not _written_in(s, self.message):
            return _Who(failed=f"{s!r} is not in the message")
        return _Who(s)


def _written_in(name: str, message: str) -> bool:
    """A new name counts only when the owner wrote it (each word of it, in any case)."""
    words = [w for w in _fold(name).split() if len(w) >= 2]
    text = _fold(message)
    return bool(words) and all(w in text for w in words) and not any(ch.isdigit() for ch in name)


@cache
def _fold_table() -> dict[int, None]:
    return dict.fromkeys(map(ord, "\u200b\u200c\u200d\ufeff"))


def _fold(s: str) -> str:
    return unicodedata.normalize("NFC", s).translate(_fold_table()).casefold()
