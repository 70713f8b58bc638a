"""The other side of a movement: the payee of a debit, the payer of a credit, exactly as printed.

Banks name the other party in a handful of grammatical slots: a preposition after the verb
("to X", "at X", "towards X" for debits; "from X", "by X" for credits), a label ("Fvg:"), a
narration segment (UPI/P2M/<rrn>/X), or the subject of a second clause ("; X credited",
"X has received"). A masked account in the slot means the other side is only an account: None.

Slots are found in the lower-cased body; the name is cut from the printed text.
"""

from __future__ import annotations

import re
from functools import cache

from dhandha.sms.alternation import opening, words
from dhandha.sms.fields import Body
from dhandha.sms.patterns import Lazy, rx

_ABBREVIATIONS = frozenset(["mr", "mrs", "ms", "dr", "smt", "shri", "sri", "st", "pvt", "ltd", "co", "bros", "jr",
                            "sr", "m/s", "no"])
# "for" names a purpose far more often than a payee; these purposes are never a party.
_PURPOSES = frozenset(["bill", "bills", "payment", "autopay", "auto", "emi", "txn", "transaction", "the", "your",
                       "purchase", "recharge", "charges", "charge", "upi", "neft", "imps", "rtgs", "a", "an",
                       "subscription", "fund", "transfer", "mandate", "e-mandate", "si", "sip", "standing",
                       "annual", "insurance", "loan", "debit", "credit", "card", "cash", "atm", "pos", "online"])
# What a debit was for, never who: "towards Loan EMI", "towards EMI repayment". A slot holding only
# these words names no party.
_PURPOSE_ONLY = _PURPOSES | frozenset(["repayment", "instalment", "installment", "premium", "recovery", "dues",
                                       "renewal", "contribution", "interest", "principal", "overdue"])
# Words that can follow an amount without naming anyone.
_AFTER_AMOUNT = frozenset(["on", "to", "by", "at", "from", "debited", "credited", "is", "has", "was", "spent",
                           "sent", "paid", "withdrawn", "dr", "cr", "via", "thru", "through", "for", "in", "and",
                           "with", "transferred", "received", "deposited", "towards", "inr", "rs", "only", "ist",
                           "avl", "bal", "debit", "credit", "txn", "ref", "of"])


# The characters `filler`, `mask` and a VPA can open with (a mask may also open with any digit).
_FILLER_OPENS = frozenset("srbvumpaen")
_MASK_OPENS = frozenset("an.x*#•")
_VPA_OPENS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


class _Slots(Lazy):
    debit: re.Pattern[str]
    info: re.Pattern[str]
    credit: re.Pattern[str]
    filler: re.Pattern[str]
    mask: re.Pattern[str]
    subject: re.Pattern[str]
    subject_start: re.Pattern[str]
    not_a_party: re.Pattern[str]
    instrument: re.Pattern[str]
    not_a_payee: re.Pattern[str]
    dated: re.Pattern[str]
    amount_ahead: re.Pattern[str]
    name_after_vpa: re.Pattern[str]
    for_slot: re.Pattern[str]
    spent_at: re.Pattern[str]
    credit_noun: re.Pattern[str]
    finite_credit: re.Pattern[str]
    word: re.Pattern[str]
    word_break: re.Pattern[str]
    merchant_line: re.Pattern[str]
    line_keyword: re.Pattern[str]


_Slots._build = {
    "debit": lambda: re.compile(words(*(w + r"(?![a-z])\s*[:\-]?\s*" for w in (
                r"trf\s+to", r"transfer\s+to", r"paid\s+to", r"sent\s+to", r"cr\.?\s+to", r"credited\s+to",
                r"in\s+favou?r\s+of", r"favou?ring", r"fvg\s*:", r"beneficiary\s*(?:name)?\s*:", r"payee\s*:", "to",
                # "on 12-01-26", "at 16:22": a date or a time, never a payee; skip them unread.
                r"at(?!\s*\d)", "towards", r"on(?!\s*\d)", "pos", "ecom")), "@upi_")),
    # Labelled payees, anywhere in the body: "Info: FLIPKART", "Merchant: ZOMATO".
    "info": lambda: re.compile(opening("info", r"merchant(?:\s+name)?", r"payee(?:\s+name)?", r"paid\s+to", not_after="[a-z]")
                            + r"\s*:\s*"),
    "credit": lambda: re.compile(words(*(w + r"(?![a-z])\s*[.:\-]?\s*" for w in (
                r"sent\s+by", r"received\s+from", r"transfer\s+from", r"remitter\s*(?:name)?\s*:",
                r"sender\s*(?:name)?\s*:", "from", "frm", r"by(?!\s*(?:rs|inr|₹))")))),
    # Fillers between the preposition and the party.
    "filler": lambda: re.compile(
                r"(?:(?:sender|remitter|beneficiary|vpa|upi\s*id|merchant)(?![a-z])"
                r"|(?:bill\s+)?payment\s+(?:of|to|for)(?![a-z])|purchase\s+(?:at|from)(?![a-z])"
                r"|(?:an?\s+)?(?:a/c|account)\s+linked\s+to\s+(?:mobile(?:\s*no\.?)?|vpa)"
                r"|mobile(?:\s*no\.?)?"
                # "ECS/ACH mandate of LIC OF INDIA", "NACH-BAJAJ FINANCE", "ACHCR/JIO FINANC"
                r"|(?:(?:e-?nach|nach|ach|ecs)(?:\s*[-/]?\s*(?:cr|dr|credit|debit)(?![a-z]))?\s*[-/:]\s*)+(?:(?:e-?nach|nach|ach|ecs)\s+)?"
                r"(?:(?:mandate|debit)\s+)?(?:of|for|to|towards)?)\s*[:\-/]?\s*"),
    "mask": lambda: re.compile(
                r"(?:(?:a/c|ac|acct|account)(?:\s*no\.?)?\s*)?(?:\d{0,6}[x*#•]+|\.{2,}|n{2,})[x*#•]*\d{2,18}"
                r"|(?:a/c|ac|acct|account)(?:\s*no\.?)?\s*\d{3,18}"),
    # The verb of a second clause whose subject is the other party ("; X credited").
    # Each alternative opens with its letter and checks the space behind it, so a search jumps from
    # one "c", "h" or "r" to the next instead of trying every space (and every blanked footer).
    "subject": lambda: re.compile(r"c(?<=\sc)redited\b|h(?<=\sh)as\s+(?:received|paid\s+you|sent\s+you)\b"
                                  r"|r(?<=\sr)efund\s+of\b"),
    # ... and where that subject starts: after a clause mark, a greeting, or the line start.
    "subject_start": lambda: re.compile(r"(?:^|[;,!\n]\s*|\bhi\s*,?\s*|\bdear\s+customer\s*,?\s*)"
                                     r"(?P<name>[a-z][a-z0-9&'. ]{1,50})$"),
    # Words that sit in a name slot but are not a party: rails, our own instrument, cash, clearing.
    "not_a_party": lambda: re.compile(
                r"(?:your|ur|you|the\s+(?:beneficiary|payee)|a/c|ac|acct|account|upi|imps|neft|rtgs|nach|ach|ecs|mob"
                r"|mobile|transfer|clearing|cash|cheque|chq|atm|self|interest|charges|rs|inr|date|card|debit|credit"
                r"|wallet|net\s*banking|internet\s+banking|ref|txn|bank|branch|rd|fd|ppf|sb|savings|own|td|od)\b"),
    "instrument": lambda: re.compile(
                opening(r"bank\s+(?:a/c|ac|account|card|credit|debit)", "a/c", "acct", "account", "card", "balance",
                        "wallet") + r"\b"),
    # A fee, a branch or a date in the slot: the bank's own charge, cash, or "on Jan 12" (`dated`).
    "not_a_payee": lambda: re.compile(
                opening("charges?", "fees?", "gst", "tax", "amc", "penalty", "branch", "atm", "cdm", "clg", "chq", "cheque",
                        "clearing") + r"\b"),
    "dated": lambda: re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d|$)"),
    "amount_ahead": lambda: re.compile(r"\s*(?:₹|rs(?![a-z])|inr(?![a-z])|\d)"),
    # "to VPA abc@ybl RAMESH KUMAR on ...": a printed (upper-case) name after the address.
    "name_after_vpa": lambda: re.compile(r" ([A-Z][A-Z.&' ]{1,40}?)(?= on\b| ref\b| Ref\b|\.| \(|$|\n)"),
    "for_slot": lambda: re.compile(opening("for", not_after="[a-z]") + r"\s+"),
    "credit_noun": lambda: re.compile(r"(?:reversal|refund)(?![a-z])"),
    "finite_credit": lambda: re.compile(opening("credited", "reversed", "refunded", "processed", "added", not_after="[a-z]")
                                     + "(?![a-z])"),
    "spent_at": lambda: re.compile(opening("at", not_after="[a-z]") + r"(?!\s*\d)\s*[:\-]?\s*(?=[a-z])"),
    "word": lambda: re.compile(r"[\w-]+"),
    "word_break": lambda: re.compile(r"[\s.]"),
    "merchant_line": lambda: re.compile(r"[A-Za-z][A-Za-z0-9&'. \-]{2,40}"),
    "line_keyword": lambda: re.compile(opening("bank", "avl", "limit", "lmt", "bal", "ist", "not you", "sms", "call", "inr", "rs")
                                    + r"\b"),
}


@cache
def _slots() -> _Slots:
    return _Slots()


def read_name(body: Body, at: int) -> str | None:
    """The printed name starting at `at`, up to the first stop word, punctuation, date or number."""
    stop = rx().name_stop
    pos = at
    end = len(body.low)
    while True:
        m = stop.search(body.low, pos)
        if not m:
            break
        if m.group(0).startswith(".") and _abbreviated(body.low, at, m.start()):
            pos = m.end() if m.end() > m.start() else m.start() + 1
            continue
        end = m.start()
        break
    name = body.text[at:end].strip(" .-_/'")
    if len(name) > 60:
        name = name[:60].rstrip()
    return name or None


def _abbreviated(low: str, start: int, dot: int) -> bool:
    """'A.K. TRADERS' and 'M/S. RAM' keep their dots; 'ENTERPRIS. Available' ends the name."""
    word = _slots().word_break.split(low[start:dot])[-1]
    return len(word) == 1 or word in _ABBREVIATIONS


def _is_party(name: str) -> bool:
    s = _slots()
    low = name.lower()
    if (not (name[:1].isalpha() or any(c.isalpha() for c in name)) or s.not_a_party.match(low)
            or s.instrument.search(low)):
        return False
    names = low.split()
    # "OneCard ending", "BOBCARD": the owner's card under a brand glued to "card"; a slot holding only
    # purposes ("Loan EMI", "EMI repayment") names nobody.
    return (not s.not_a_payee.search(low) and not s.dated.match(low) and not _PURPOSE_ONLY.issuperset(names)
            and not ("card" in low and any(w.endswith("card") for w in names)))


def _party_at(body: Body, at: int) -> str | None | bool:
    """Read the party in a slot: a VPA, a name, False for 'only a masked account', None for nothing."""
    p = rx()
    s = _slots()
    low = body.low
    # Each pattern below can only open with a few characters: most slots are ruled out by the first.
    fm = s.filler.match(low, at) if low[at:at + 1] in _FILLER_OPENS else None
    if fm:
        at = fm.end()
    first = low[at:at + 1]
    mm = s.mask.match(low, at) if first in _MASK_OPENS or first.isdecimal() else None
    if mm:
        # "account XXXX2650/GURUKRUPA TRADERS", "mobile 9XXXX318-MOHD SALIM", "A/c XX5678 (KAMLA DEVI)":
        # the name follows the account.
        after = body.low[mm.end():mm.end() + 3]
        name = None
        if after[:1] and after[:1] in "/-":
            name = read_name(body, mm.end() + 1)
        elif after.lstrip()[:1] == "(":
            name = read_name(body, mm.end() + after.index("(") + 1)
        return name if name and _is_party(name) else False
    vm = p.vpa.match(low, at) if first in _VPA_OPENS and "@" in low else None
    if vm:
        tail = s.name_after_vpa.match(body.text, vm.end(), vm.end() + 45)
        if tail and _is_party(tail.group(1)):
            return tail.group(1).strip()
        return body.text[vm.start():vm.end()].rstrip(".")
    if s.amount_ahead.match(body.low, at):
        return None
    name = read_name(body, at)
    return name if name and _is_party(name) else None


def counterparty(body: Body, direction: str, verb_at: int, sentence: tuple[int, int], amount_end: int,
                 narrated: str | None, reversal: bool = False) -> str | None:
    """Payee for a debit, payer for a credit; the owner's own account is never the party.

    Debit slots are read after the verb ("debited ... to X"); credit slots from the start of the
    verb's sentence, because the payer often comes first ("Refund of Rs 599 from X has been credited").
    Debit slots end with the verb's sentence ("To manage, visit ..." after it names nobody); a payer
    may be named a sentence later ("... in your Account XX2743. It was sent by ABDUL RAHMAN").
    """
    if narrated:
        return narrated
    s = _slots()
    lo, hi = sentence
    # A debit's payee may also be named before the verb ("Payment of Rs 1,499 to NETFLIX via UPI
    # AutoPay is successful. A/c XX1234 debited."): read after the verb first, then from the top.
    spans = [(verb_at, hi), (0, verb_at)] if direction == "debit" else [(lo, len(body.low))]
    slots = [(s.debit, spans)] if direction == "debit" else [(s.credit, spans)]
    # A reversal or refund names the merchant of the spend it undoes in its subject, before the verb:
    # "Transaction reversal of Rs 899 at AMAZON has been credited". After the verb ("reversed ... for
    # failed transaction at NETFLIX") the merchant is only the failed spend's, not the payer.
    if direction == "credit" and reversal:
        # The event may be the noun itself ("reversal of Rs 899 at X has been credited"): its subject
        # runs on to the finite verb.
        finite = s.finite_credit.search(body.low, verb_at + 1, hi) if s.credit_noun.match(body.low, verb_at) else None
        slots.append((s.spent_at, [(lo, finite.start() if finite else verb_at)]))
    for slot, slot_spans in slots:
        for span in slot_spans:
            for m in slot.finditer(body.low, *span):
                party = _party_at(body, m.end())
                if party is False:
                    return None
                if party:
                    return str(party)
    for m in s.subject.finditer(body.low):
        owner_side = "credit" if ("refund" in m.group(0) or "you" in m.group(0)) else "debit"
        if owner_side != direction:
            continue
        verb_space = m.start() - 1  # the subject ends at the space before the verb
        start = s.subject_start.search(body.low, max(0, verb_space - 60), verb_space)
        if start:
            name = body.text[start.start("name"):start.end("name")].strip()
            if _is_party(name):
                return name
    if direction != "debit":
        return None
    return (_for_slot(body, verb_at, hi) or _name_after_amount(body, amount_end) or _info_label(body)
            or _bare_merchant_line(body))


def _info_label(body: Body) -> str | None:
    """'... used for a transaction of INR 4,000 on Jan 12, 2026. Info: FLIPKART.'"""
    m = _slots().info.search(body.low)
    party = _party_at(body, m.end()) if m else None
    return party if isinstance(party, str) else None


def _for_slot(body: Body, verb_at: int, end: int) -> str | None:
    """'payment of INR 199 for Netflix via e-mandate': the last resort for a debit's payee."""
    s = _slots()
    for m in s.for_slot.finditer(body.low, verb_at, end):
        word = s.word.match(body.low, m.end())
        if not word or word.group(0) in _PURPOSES:
            continue
        party = _party_at(body, m.end())
        if isinstance(party, str):
            return party
    return None


def _name_after_amount(body: Body, amount_end: int) -> str | None:
    """'A/c X7477 DEBIT:Rs.983.75 SPICE KITCHEN MCT Bal:...': an upper-case name right after the amount."""
    gap = len(body.text[amount_end:amount_end + 4]) - len(body.text[amount_end:amount_end + 4].lstrip(" \t"))
    at = amount_end + gap
    if not gap or not body.text[at:at + 1].isupper():
        return None
    first = _slots().word.match(body.low, at)
    if not first or first.group(0) in _AFTER_AMOUNT:
        return None
    name = read_name(body, at)
    if not name or name != name.upper() or not _is_party(name):
        return None
    return name


def _bare_merchant_line(body: Body) -> str | None:
    """Multi-line card alerts print the merchant on a line of its own."""
    lines = body.text.split("\n")
    if len(lines) < 3:
        return None
    s = _slots()
    for line in lines[1:]:
        name = line.strip()
        if (s.merchant_line.fullmatch(name) and not s.instrument.search(name.lower())
                and not s.line_keyword.search(name.lower())):
            return name
    return None
