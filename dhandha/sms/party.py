"""The other side of a movement: the payee of a debit, the payer of a credit, exactly as printed.

Banks name the other party in a handful of grammatical slots: a preposition after the verb
("to X", "at X", "towards X" for debits; "from X", "by X" for credits), a label ("Fvg:"), a
narration segment (UPI/P2M/<rrn>/X), or the subject of a second clause ("; X credited",
"X has received"). A masked account in the slot means the other side is only an account: None.
"""

from __future__ import annotations

import re
from functools import cache

from dhandha.sms.patterns import rx

_ABBREVIATIONS = frozenset(["mr", "mrs", "ms", "dr", "smt", "shri", "sri", "st", "pvt", "ltd", "co", "bros", "jr", "sr", "m/s", "no"])
# Words that sit in a name slot but are not a party: rails, our own instrument, cash, clearing.
_NOT_A_PARTY = re.compile(
    r"^(?:your|ur|you|the\s+(?:beneficiary|payee)|a/c|ac|acct|account|upi|imps|neft|rtgs|nach|ach|ecs|mob|mobile"
    r"|transfer|clearing|cash|cheque|chq|atm|self|interest|charges|rs|inr|date|card|debit|credit|wallet"
    r"|net\s*banking|internet\s+banking|ref|txn|bank|branch|rd|fd|ppf|sb|savings|own|td|od)\b",
    re.I,
)
_INSTRUMENT = re.compile(r"\b(?:bank\s+(?:a/c|ac|account|card|credit|debit)|a/c|acct|account|card|balance|wallet)\b",
                         re.I)


@cache
def _slots() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    debit = re.compile(
        r"(?<![A-Za-z])(?:trf\s+to|transfer\s+to|paid\s+to|sent\s+to|cr\.?\s+to|credited\s+to|in\s+favou?r\s+of"
        r"|favou?ring|fvg\s*:|beneficiary\s*(?:name)?\s*:|payee\s*:|to|at|towards|on)(?![A-Za-z])\s*[:\-]?\s*"
        r"|@upi_",
        re.I,
    )
    credit = re.compile(
        r"(?<![A-Za-z])(?:sent\s+by|received\s+from|transfer\s+from|remitter\s*(?:name)?\s*:|from|frm|by)"
        r"(?![A-Za-z])\s*[.:\-]?\s*",
        re.I,
    )
    # Fillers between the preposition and the party.
    filler = re.compile(
        r"(?:(?:sender|remitter|beneficiary|vpa|upi\s*id)(?![A-Za-z])"
        r"|(?:an?\s+)?(?:a/c|account)\s+linked\s+to\s+(?:mobile(?:\s*no\.?)?|vpa)"
        r"|mobile(?:\s*no\.?)?|(?:e-?nach|nach|ach|ecs)(?:\s*(?:cr|dr|credit|debit))?(?=\s*[-/:]))\s*[:\-/]?\s*",
        re.I,
    )
    mask = re.compile(r"(?:(?:a/c|ac|acct|account)(?:\s*no\.?)?\s*)?(?:\d{0,6}[xX*#•]+|\.{2,}|N{2,})[xX*#•]*\d{2,18}"
                      r"|(?:a/c|ac|acct|account)(?:\s*no\.?)?\s*\d{3,18}", re.I)
    subject = re.compile(
        r"(?:^|[;,!]\s*|\bhi\s*,?\s*|\bdear\s+customer\s*,?\s*)"
        r"(?P<name>[A-Za-z][A-Za-z0-9&'. ]{1,50}?)\s+(?:credited|has\s+received|refund\s+of|has\s+paid\s+you"
        r"|has\s+sent\s+you)\b",
        re.I | re.M,
    )
    return debit, credit, filler, mask, subject


def read_name(core: str, at: int) -> str | None:
    """The name starting at `at`, up to the first stop word, punctuation, date or number."""
    stop = rx().name_stop
    pos = at
    end = len(core)
    while True:
        m = stop.search(core, pos)
        if not m:
            break
        if m.group(0).startswith(".") and _abbreviated(core, at, m.start()):
            pos = m.end() if m.end() > m.start() else m.start() + 1
            continue
        end = m.start()
        break
    name = core[at:end].strip(" .-_/'")
    if len(name) > 60:
        name = name[:60].rstrip()
    return name or None


def _abbreviated(core: str, start: int, dot: int) -> bool:
    """'A.K. TRADERS' and 'M/S. RAM' keep their dots; 'ENTERPRIS. Available' ends the name."""
    word = re.split(r"[\s.]", core[start:dot])[-1].lower()
    return len(word) == 1 or word in _ABBREVIATIONS


def _party_at(core: str, at: int) -> str | None | bool:
    """Read the party in a slot: a VPA, a name, False for 'only a masked account', None for nothing."""
    p = rx()
    debit, credit, filler, mask, subject = _slots()
    fm = filler.match(core, at)
    if fm:
        at = fm.end()
    mm = mask.match(core, at)
    if mm:
        # "account XXXX2650/GURUKRUPA TRADERS" or "mobile 9XXXX318-MOHD SALIM": the name follows.
        nxt = core[mm.end():mm.end() + 1]
        if nxt in "/-" and nxt:
            return read_name(core, mm.end() + 1) or False
        return False
    vm = p.vpa.match(core, at)
    if vm:
        # "to VPA abc@ybl RAMESH KUMAR on ...": a printed name after the address wins.
        tail = re.match(r" ([A-Z][A-Z.&' ]{1,40}?)(?= on\b| ref\b|\.| \(|$|\n)", core[vm.end():vm.end() + 45])
        if tail and not _NOT_A_PARTY.match(tail.group(1)):
            return tail.group(1).strip()
        return vm.group(0).rstrip(".")
    if re.match(r"\s*(?:₹|rs(?![a-z])|inr(?![a-z])|\d)", core[at:at + 6], re.I):
        return None
    name = read_name(core, at)
    if not name or _NOT_A_PARTY.match(name) or _INSTRUMENT.search(name):
        return None
    if not any(c.isalpha() for c in name):
        return None
    return name


def counterparty(core: str, direction: str, verb_at: int, sentence: tuple[int, int], amount_end: int,
                 narrated: str | None) -> str | None:
    """Payee for a debit, payer for a credit; the owner's own account is never the party.

    Debit slots are read after the verb ("debited ... to X"); credit slots from the start of the
    verb's sentence, because the payer often comes first ("Refund of Rs 599 from X has been credited").
    Debit slots end with the verb's sentence ("To manage, visit ..." after it names nobody); a payer
    may be named a sentence later ("... in your Account XX2743. It was sent by ABDUL RAHMAN").
    """
    if narrated:
        return narrated
    debit, credit, _filler, _mask, subject = _slots()
    slot = debit if direction == "debit" else credit
    lo, hi = sentence
    for m in slot.finditer(core, *((verb_at, hi) if direction == "debit" else (lo, len(core)))):
        party = _party_at(core, m.end())
        if party is False:
            return None
        if party:
            return str(party)
    for m in subject.finditer(core):
        verb = core[m.end("name"):m.end()].lower()
        owner_side = "credit" if ("refund" in verb or "you" in verb) else "debit"
        name = m.group("name").strip()
        if owner_side == direction and not _NOT_A_PARTY.match(name) and not _INSTRUMENT.search(name):
            return name
    if direction != "debit":
        return None
    return _for_slot(core, verb_at, hi) or _name_after_amount(core, amount_end) or _bare_merchant_line(core)


# "for" names a purpose far more often than a payee; these purposes are never a party.
_PURPOSES = frozenset(["bill", "bills", "payment", "autopay", "auto", "emi", "txn", "transaction", "the", "your",
                       "purchase", "recharge", "charges", "charge", "upi", "neft", "imps", "rtgs", "a", "an",
                       "subscription", "fund", "transfer", "mandate", "e-mandate", "si", "sip", "standing",
                       "annual", "insurance", "loan", "debit", "credit", "card", "cash", "atm", "pos", "online"])
# Words that can follow an amount without naming anyone.
_AFTER_AMOUNT = frozenset(["on", "to", "by", "at", "from", "debited", "credited", "is", "has", "was", "spent",
                           "sent", "paid", "withdrawn", "dr", "cr", "via", "thru", "through", "for", "in", "and",
                           "with", "transferred", "received", "deposited", "towards", "inr", "rs", "only", "ist",
                           "avl", "bal", "debit", "credit", "txn", "ref", "of"])


def _for_slot(core: str, verb_at: int, end: int) -> str | None:
    """'payment of INR 199 for Netflix via e-mandate': the last resort for a debit's payee."""
    for m in re.finditer(r"(?<![A-Za-z])for\s+", core[verb_at:end], re.I):
        at = verb_at + m.end()
        word = re.match(r"[\w-]+", core[at:at + 20])
        if not word or word.group(0).lower() in _PURPOSES:
            continue
        party = _party_at(core, at)
        if isinstance(party, str):
            return party
    return None


def _name_after_amount(core: str, amount_end: int) -> str | None:
    """'A/c X7477 DEBIT:Rs.983.75 SPICE KITCHEN MCT Bal:...': an upper-case name right after the amount."""
    m = re.match(r"[ \t]+(?=[A-Z])", core[amount_end:amount_end + 4])
    if not m:
        return None
    at = amount_end + m.end()
    first = re.match(r"[A-Za-z]+", core[at:at + 20])
    if not first or first.group(0).lower() in _AFTER_AMOUNT:
        return None
    name = read_name(core, at)
    if not name or name != name.upper() or _NOT_A_PARTY.match(name) or _INSTRUMENT.search(name):
        return None
    return name


def _bare_merchant_line(core: str) -> str | None:
    """Multi-line card alerts print the merchant on a line of its own."""
    lines = core.split("\n")
    if len(lines) < 3:
        return None
    for line in lines[1:]:
        s = line.strip()
        if (re.fullmatch(r"[A-Za-z][A-Za-z0-9&'. \-]{2,40}", s) and not _INSTRUMENT.search(s)
                and not re.search(r"\b(?:bank|avl|limit|bal|ist|not you|sms|call|inr|rs)\b", s, re.I)):
            return s
    return None
