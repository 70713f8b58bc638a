"""Reading one field at a time out of a normalised SMS body.

Every function takes a `Body`: the text with its footers blanked out, in its printed case and
lower-cased (same length, so a match found in `low` slices the printed name or reference out of
`text`). Each returns one field or None. None is an honest "the body does not say"; a field is
never guessed from a neighbour's digits.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import cache
from typing import NamedTuple

from dhandha.sms.alternation import opening
from dhandha.sms.patterns import CURRENCY_OPENINGS, Lazy, Patterns, rx

_MONTH_NUMBER = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}
_CODES = frozenset(["p2a", "p2m", "p2p", "cr", "dr", "rev", "rvsl", "upi", "imps", "neft", "rtgs", "xutr", "utr",
                    "y", "n", "u", "mob", "na", "null"])


class Body(NamedTuple):
    # NamedTuple, not a frozen dataclass: built several times per SMS, and tuples are 5x cheaper.
    text: str   # as printed (NFKC), footers blanked
    low: str    # the same, lower-cased; every pattern runs on this

    @classmethod
    def of(cls, text: str) -> Body:
        low = text.lower()
        if len(low) != len(text):  # a rare letter whose lower case is longer ("İ"): keep positions
            low = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)
        return cls(text, low)


class _Shapes(Lazy):
    other_party: re.Pattern[str]   # words just before an account mask that make it someone else's
    to_before: re.Pattern[str]     # "... to A/c XX2619" on a debit: the beneficiary
    from_before: re.Pattern[str]   # "... from account XX2650/NAME" on a credit: the remitter
    ifsc: re.Pattern[str]
    ref_token: re.Pattern[str]     # a reference-shaped narration segment
    leading_token: re.Pattern[str]
    mask_only: re.Pattern[str]
    not_a_name: re.Pattern[str]    # "Mandate of Rs ..." is not a payer
    pre_ref: re.Pattern[str]       # a reference just before "/NEFT"
    handle_backwards: re.Pattern[str]  # a UPI handle's characters, read from its "@" backwards


_Shapes._build = {
    "other_party": lambda: re.compile(r"(?:sender|remitter|beneficiary|benef|payee|mobile|mob|ph)\b[^a-z]{0,14}"
                                   r"(?:(?:a/c|ac|acct|account)\b[^a-z]{0,6})?$"),
    "to_before": lambda: re.compile(opening("to") + r"\s*(?:the\s+)?$"),
    "from_before": lambda: re.compile(opening("from") + r"\s*$"),
    "ifsc": lambda: re.compile(r"[A-Za-z]{4}0[A-Za-z0-9]{6}"),
    "ref_token": lambda: re.compile(r"[A-Za-z0-9]{9,35}"),
    "leading_token": lambda: re.compile(r"[A-Za-z0-9]+(?=\s)"),
    "mask_only": lambda: re.compile(r"[xX*.\d]+"),
    "not_a_name": lambda: re.compile(opening("mandate", r"of\s+rs", "towards") + r"\b"),
    "pre_ref": lambda: re.compile(r"[a-z0-9]{6,35}$"),
    "handle_backwards": lambda: re.compile(r"[a-z0-9._\-]*"),
}


@cache
def _shapes() -> _Shapes:
    return _Shapes()


def paise(number: str) -> int | None:
    """'2,40,000.50' -> 24000050. Decimal, never float: money must survive to the paisa."""
    if number.isascii() and number.isdigit():  # whole rupees, "1500": the commonest shape
        return int(number) * 100
    whole, _, frac = number.replace(",", "").partition(".")
    digits = whole + frac
    # Most amounts are plain ASCII rupees with at most two paise digits: exact in integers
    # ("1,500.5" is the digits "15005" and one paisa digit short: 150050).
    if digits and len(frac) <= 2 and digits.isascii() and digits.isdigit():
        return int(digits + "00"[len(frac):])
    try:
        value = Decimal(number.replace(",", "")) * 100
    except InvalidOperation:
        return None
    # Exact for two decimals; "Rs. 5.505" (three) rounds half-up to the paisa.
    return int(value) if value == value.to_integral_value() else int(value.quantize(Decimal(1), ROUND_HALF_UP))


class Amount(NamedTuple):
    start: int
    end: int
    paise: int
    label: str | None  # "balance" | "limit" | "due" | "cap" | None for a plain amount


# How far (in characters) before an amount its label may sit: "Avl Bal: INR 1,000", "Min due INR 100".
LABEL_REACH = {"balance": 22, "limit": 14, "due": 16, "cap": 8}


def amounts(low: str, skip: tuple[int, int] | None = None) -> list[Amount]:
    """Every currency-marked amount in the body, each tagged with what the words before it call it;
    none whose number starts in `skip` (the balance, already read: its label is not needed)."""
    found: list[Amount] = []
    if low.isascii():  # most alerts: "₹" and "रु" cannot be there, and "rupees" holds neither "rs" nor "inr"
        rs, inr = "rs" in low, "inr" in low
        if not (rs or inr):
            return found
        one = None if (rs and inr) or "rupees" in low else "rs" if rs else "inr"
    else:
        if "rs" not in low and "inr" not in low and "₹" not in low and "रु" not in low:
            return found
        printed = [w for w in CURRENCY_OPENINGS if w in low]
        one = printed[0] if len(printed) == 1 else None
    p = rx()
    # One currency word in the body: the other words' alternatives can match nowhere.
    money = p.money_by_opening[one] if one else p.money
    last_end = 0
    for m in money.finditer(low):
        group = m.lastindex or 0
        start, end = m.span(group)
        value = paise(low[start:end])
        if not value:  # None (unreadable) or nothing at all
            continue
        at, last = m.span()
        if not (skip and skip[0] <= start < skip[1]):
            label = _label(p, low, max(last_end, at - 30), at)
            found.append(Amount(start, end, value, label))
        last_end = last
    return found


def _label(p: Patterns, low: str, lo: int, at: int) -> str | None:
    """The label word nearest before an amount, within its reach and with no digit in between.
    The window stops at the previous amount, so "Bal Rs 10. Rs 500 debited" stays apart."""
    label = None
    tagged = p.amount_label
    for m in tagged.pattern.finditer(low, lo, at):
        kind = tagged.kind(m)
        label = kind if at - m.end() <= LABEL_REACH[kind] and not p.digit.search(low, m.end(), at) else None
    return label


def doubtful(low: str, amount: Amount) -> bool:
    """An amount the parser must not settle on its own: a sign before it ("Rs -500"), digits the
    number pattern left behind or an exponent right after it ("Rs 5.5055", "Rs 1e5"; zeros alone,
    as in "Rs.5000.00,21-11-2025", change nothing), or a fraction of a paisa ("Rs 5.505").
    Such a text goes to the owner; it is never rounded or read as a plain number."""
    before = low[max(0, amount.start - 3):amount.start].rstrip()
    if before.endswith(("-", "+", "−")) and not before.endswith(("--", "-:")):
        return True
    after = low[amount.end:amount.end + 1]
    # The tail pattern opens with a digit, "." or "e": anything else after the number is no tail.
    if (after == "." or after == "e" or after.isdecimal()) and rx().doubtful_tail.match(low, amount.end):
        return True
    whole, dot, frac = low[amount.start:amount.end].partition(".")
    return bool(dot) and len(frac) > 2 and frac[2:].strip("0") != ""


def transaction_amount(low: str, found: list[Amount], verb: tuple[int, int],
                       sentence: tuple[int, int]) -> Amount | None:
    """The amount the money verb moved: the nearest unlabelled amount, in the verb's sentence first;
    failing that, a bare number right after the verb ("debited by 86.0") or after "Amt:"."""
    plain = [a for a in found if a.label is None]
    if not plain:
        p = rx()
        m = p.bare_after_verb.match(low, verb[1]) or p.labelled_amount.search(low)
        value = paise(m.group(1)) if m else None
        return Amount(m.start(1), m.end(1), value, None) if m and value else None
    verb_at = verb[0]
    lo, hi = sentence
    near = [a for a in plain if lo <= a.start < hi] or plain
    if len(near) == 1:
        return near[0]
    return min(near, key=lambda a: (a.start - verb_at) if a.start >= verb_at else (verb_at - a.end) + 1)


def balance(low: str) -> tuple[int | None, tuple[int, int] | None]:
    """The account or wallet balance after the movement, with its span; a card limit is not one."""
    # Every balance word holds "bal" at most five letters in ("totalbal"), or is one of two Hindi
    # words: the scan starts there, not at the top of the body.
    first = low.find("bal")
    if not low.isascii():
        for word in ("शेष", "बैलेंस"):
            at = low.find(word)
            if at >= 0 and (first < 0 or at < first):
                first = at
    if first < 0:
        return None, None
    p = rx()
    for m in p.balance.finditer(low, max(0, first - 5)):
        at = m.start()
        lo = max(0, at - 24)
        # "Min bal", "maintain ... balance", "low balance": the look-back needs one of its words.
        before = low[lo:at]
        if (("min" in before or "maintain" in before or "sufficient" in before or "average" in before
             or "avg" in before or "low" in before) and p.balance_not_held.search(low, lo, at)):
            continue
        value = paise(m.group("num"))
        if value is None:
            continue
        # A trailing CR is the balance's sign (in credit); DR means the account is overdrawn.
        if m.group("sign") == "dr" or m.group("neg"):
            value = -value
        return value, (m.start(), m.end())
    return None, None


class Tail(NamedTuple):
    digits: str   # at most the last 4, leading zeros kept
    card: bool    # named as a card ("Card ending 4418"), not an account


def account_tail(low: str, direction: str) -> Tail | None:
    """The owner's account or card digits (last 4 at most): the first account the body names,
    skipping a beneficiary's, a remitter's, a sender's, or a masked mobile number."""
    sh = _shapes()
    for m in rx().account.finditer(low):
        group = m.lastindex or 0
        at = m.start()
        lo = max(0, at - 28)
        # Each look-back below needs its own words in the 28 characters before the account: a
        # substring test rules most out before the pattern is searched.
        before = low[lo:at]
        if (("sender" in before or "remitter" in before or "benef" in before or "payee" in before
             or "mob" in before or "ph" in before) and sh.other_party.search(low, lo, at)):
            continue
        if direction == "debit" and "to" in before and sh.to_before.search(low, lo, at):
            continue
        # "received from account XXXX2650/NAME": the remitter's account on a credit.
        if (direction == "credit" and low[m.end():m.end() + 1] == "/" and "from" in before
                and sh.from_before.search(low, lo, at)):
            continue
        return Tail(m.group(group)[-4:], "card" in low[at:m.start(group)])
    return None


def reference(body: Body) -> str | None:
    """A labelled RRN/UTR/Ref/Txn ID/cheque number, exactly as printed."""
    for m in rx().ref.finditer(body.low):
        token = m.group("ref")
        # "Ref-Refund Frm ..." opens a narration, not a number: a reference carries digits.
        if sum(map(str.isdigit, token)) >= 3:
            return body.text[m.start("ref"):m.end("ref")]
    return None


class Narration(NamedTuple):
    rail: str
    ref: str | None
    name: str | None
    start: int


def _ifsc(seg: str) -> bool:
    return bool(_shapes().ifsc.fullmatch(seg))


def _ref_like(seg: str) -> bool:
    return bool(_shapes().ref_token.fullmatch(seg)) and sum(map(str.isdigit, seg)) >= 6 and not _ifsc(seg)


def _leading_ref(seg: str) -> str:
    head = _shapes().leading_token.match(seg)
    return head.group(0) if head and _ref_like(head.group(0)) else seg


def _name_like(seg: str) -> bool:
    letters = sum(map(str.isalpha, seg))
    return (letters >= 2 and seg.lower() not in _CODES and not _ifsc(seg) and "@" not in seg
            and not _shapes().mask_only.fullmatch(seg) and len(seg) <= 60)


def narration(body: Body) -> Narration | None:
    """UPI/P2M/<rrn>/<name>, NEFT-<utr>-<name>, NEFT Cr-<ifsc>-<payer>-<payee>-<utr>, IMPS -<name>- <ref>."""
    p = rx()
    low = body.low
    # Every narration opens with one of its four rail words: the scan starts at the first of them.
    opens = [at for at in (low.find("upi"), low.find("imps"), low.find("neft"), low.find("rtgs")) if at >= 0]
    if not opens:
        return None
    for m in p.narration.finditer(low, min(opens)):
        start, stop = m.span("body")
        end = p.narration_end.search(body.low, start, stop)
        text = body.text[start:end.start() if end else stop]
        segs = [_leading_ref(s.strip(" .-")) for s in text.split(m.group("sep"))]
        ref_at = next((i for i, s in enumerate(segs) if _ref_like(s)), None)
        pre = ""
        if m.start() and body.low[m.start() - 1] == "/":
            before = _shapes().pre_ref.search(body.low, max(0, m.start() - 36), m.start() - 1)
            pre = body.text[before.start():before.end()] if before else ""
        if ref_at is None and sum(map(str.isdigit, pre)) >= 4:
            # "UTR:IDFBXX90280/NEFT/GXCO TECH": the reference came before the rail.
            segs = [pre, *segs]
            ref_at = 0
        if ref_at is None:
            continue
        after = segs[ref_at + 1] if ref_at + 1 < len(segs) else ""
        if _name_like(after) and not _ref_like(after):
            name: str | None = after
        else:
            name = next((s for s in segs[:ref_at] if _name_like(s)), None)
        if name and _shapes().not_a_name.search(name.lower()):
            name = None
        return Narration(m.group("rail"), segs[ref_at], name, m.start())
    return None


def channel(low: str, full_low: str, rails: dict[str, int], upi_header: bool) -> str | None:
    """upi imps neft rtgs card atm cheque wallet other, only when the body, a VPA or the header says it.
    `rails` holds the first position of each rail word outside the footers."""
    p = rx()
    seen = dict(rails)
    if "card" not in seen and "card" in low:  # "BOBCARD ending 1234", "OneCard"
        seen["card"] = low.index("card")
    # "towards Debit Card annual fee": the card is what the bank charged for, not how money moved.
    if "card" in seen and p.card_fee.match(low, seen["card"]):
        del seen["card"]
    if "aeps" in seen:
        return "other"  # cash at a banking agent's shop (AePS), even when it says "Cash Withdrawal"
    if "atm" in seen or ("other" in seen and low.startswith("withdrawal", seen["other"] + 5)):
        return "atm"  # "ATM", "NFS", "WDL", "Cash Withdrawal"
    if "upi" not in seen and "@" in low and _has_vpa(low):
        seen["upi"] = len(low)
    named = _first_named(seen, ("upi", "imps", "neft", "rtgs"))
    if named:
        return named
    if upi_header:
        return "upi"
    if "cheque" in seen:
        return "cheque"
    # A wallet loaded from a card, or a card that paid a wallet: the one named first is the instrument.
    held = _first_named(seen, ("card", "wallet"))
    if held:
        return held
    if "other" in seen:
        return "other"
    # The footer's "SMS BLOCK UPI" / "BLOCK CC" is the only trace of the rail in some templates.
    hint = p.channel_footer_hint.search(full_low) if "bl" in full_low else None
    return hint.lastgroup if hint else None


def _first_named(seen: dict[str, int], rails: tuple[str, ...]) -> str | None:
    """The rail of `rails` named first in the body (on a tie, the one listed first)."""
    best, at = None, 0
    for rail in rails:
        pos = seen.get(rail)
        if pos is not None and (best is None or pos < at):
            best, at = rail, pos
    return best


def _has_vpa(low: str) -> bool:
    """rx().vpa.search(low), from the handle before the first "@" on: an address holds one "@",
    and its handle is the run of handle characters right before it."""
    at = low.index("@")
    handle = _shapes().handle_backwards.match(low[at - 1::-1]) if at else None  # "*": always a match
    return rx().vpa.search(low, at - (handle.end() if handle else 0)) is not None


def first_date(low: str, skip: list[tuple[int, int]] | None = None) -> dt.date | None:
    """The first full date in the body (day-first, as Indian banks write), outside the `skip`
    spans; None without a year."""
    p = rx()
    for m in (p.date_numeric_ascii if low.isascii() else p.date_numeric).finditer(low):
        if skip and any(a <= m.start() < b for a, b in skip):
            continue
        try:
            if m["iy"]:
                return dt.date(int(m["f"] + m["iy"]), int(m["im"]), int(m["id"]))
            if m["ny"]:
                return dt.date(_year(m["ny"]), int(m["nm"]), int(m["f"] + m["nd"]))
            if m["ay"]:
                return dt.date(_year(m["ay"]), _MONTH_NUMBER[m["am"][:3]], int(m["f"] + m["ad"]))
            month = p.date_month_before.search(low, max(0, m.start() - 12), m.start())
            if month:
                return dt.date(int(m["by"]), _MONTH_NUMBER[month.group("bm")[:3]], int(m["f"] + m["bd"]))
        except (ValueError, KeyError):
            continue
    return None


def _year(digits: str) -> int:
    return int(digits) + (2000 if len(digits) == 2 else 0)
