"""Reading one field at a time out of a normalised SMS body.

Every function takes the body with its footers blanked out (same length as the normalised body,
so positions agree) and returns one field or None. None is an honest "the body does not say";
a field is never guessed from a neighbour's digits.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from dhandha.sms.patterns import rx

_MONTH_NUMBER = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}


def paise(number: str) -> int | None:
    """'2,40,000.50' -> 24000050. Decimal, never float: money must survive to the paisa."""
    try:
        value = Decimal(number.replace(",", ""))
    except InvalidOperation:
        return None
    return int(value * 100)


@dataclass(frozen=True)
class Amount:
    start: int
    end: int
    paise: int
    label: str | None  # "balance" | "limit" | "due" | "cap" | None for a plain amount


def amounts(core: str) -> list[Amount]:
    """Every money amount in the body, each tagged with what the words before it call it."""
    p = rx()
    found: list[Amount] = []
    last_end = 0
    for m in p.money.finditer(core):
        group = "num" if m.group("num") else "bare" if m.group("bare") else "labelled"
        value = paise(m.group(group))
        if value is None or value == 0:
            continue
        # The label window stops at the previous amount, so "Bal Rs 10. Rs 500 debited" stays apart.
        window = core[max(last_end, m.start() - 30):m.start()].lower()
        lm = p.amount_label.search(window)
        label = lm.lastgroup if lm else None
        found.append(Amount(m.start(group), m.end(group), value, label))
        last_end = m.end()
    return found


def transaction_amount(found: list[Amount], verb_at: int, sentence: tuple[int, int]) -> Amount | None:
    """The amount the money verb moved: the nearest unlabelled amount, in the verb's sentence first."""
    plain = [a for a in found if a.label is None]
    if not plain:
        return None
    lo, hi = sentence
    near = [a for a in plain if lo <= a.start < hi] or plain
    return min(near, key=lambda a: (a.start - verb_at) if a.start >= verb_at else (verb_at - a.end) + 1)


def balance(core: str) -> tuple[int | None, tuple[int, int] | None]:
    """The account or wallet balance after the movement, with its span; a card limit is not one."""
    p = rx()
    for m in p.balance.finditer(core):
        if p.balance_not_held.search(core[max(0, m.start() - 24):m.start()]):
            continue
        value = paise(m.group("num"))
        if value is None:
            continue
        sign = (m.group("sign") or "").lower()
        # A trailing CR is the balance's sign (in credit); DR means the account is overdrawn.
        if sign == "dr" or m.group("neg"):
            value = -value
        return value, (m.start(), m.end())
    return None, None


def account_tail(core: str, direction: str) -> str | None:
    """The owner's account or card digits (last 4 at most): the first account the body names,
    skipping a beneficiary's, a remitter's, a sender's, or a masked mobile number."""
    p = rx()
    for m in p.account.finditer(core):
        digits = m.group("kwdigits") or m.group("digits")
        before = core[max(0, m.start() - 28):m.start()].lower()
        if _is_other_party(before, direction, core[m.end():m.end() + 2]):
            continue
        return digits[-4:]
    return None


def _is_other_party(before: str, direction: str, after: str) -> bool:
    if re.search(r"(?:sender|remitter|beneficiary|benef|payee|mobile|mob|ph)\b[^a-z]{0,14}"
                 r"(?:(?:a/c|ac|acct|account)\b[^a-z]{0,6})?$", before):
        return True
    if direction == "debit" and re.search(r"\bto\s*(?:the\s+)?$", before):
        return True
    # "received from account XXXX2650/NAME": the remitter's account on a credit.
    return direction == "credit" and bool(re.search(r"\bfrom\s*$", before)) and after[:1] == "/"


def reference(core: str) -> str | None:
    """A labelled RRN/UTR/Ref/Txn ID/cheque number, exactly as printed."""
    for m in rx().ref.finditer(core):
        token = m.group("ref")
        # "Ref-Refund Frm ..." opens a narration, not a number: a reference carries digits.
        if sum(ch.isdigit() for ch in token) >= 3:
            return token
    return None


@dataclass(frozen=True)
class Narration:
    rail: str
    ref: str | None
    name: str | None
    start: int


_CODES = frozenset(["p2a", "p2m", "p2p", "cr", "dr", "rev", "rvsl", "upi", "imps", "neft", "rtgs", "xutr", "utr", "y", "n", "u", "mob", "na", "null"])


def _ifsc(seg: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z]{4}0[A-Za-z0-9]{6}", seg))


def _ref_like(seg: str) -> bool:
    return (bool(re.fullmatch(r"[A-Za-z0-9]{9,35}", seg)) and sum(c.isdigit() for c in seg) >= 6
            and not _ifsc(seg))


def _leading_ref(seg: str) -> str:
    head = re.match(r"[A-Za-z0-9]+(?=\s)", seg)
    return head.group(0) if head and _ref_like(head.group(0)) else seg


def _name_like(seg: str) -> bool:
    letters = sum(c.isalpha() for c in seg)
    low = seg.lower()
    return (letters >= 2 and low not in _CODES and not _ifsc(seg) and "@" not in seg
            and not re.fullmatch(r"[xX*.\d]+", seg) and len(seg) <= 60)


def narration(core: str) -> Narration | None:
    """UPI/P2M/<rrn>/<name>, NEFT-<utr>-<name>, NEFT Cr-<ifsc>-<payer>-<payee>-<utr>, IMPS -<name>- <ref>."""
    p = rx()
    for m in p.narration.finditer(core):
        body = m.group("body")
        end = p.narration_end.search(body)
        if end:
            body = body[:end.start()]
        segs = [s.strip(" .-") for s in body.split(m.group("sep"))]
        # "UPI/603034567803 by suresh@oksbi": the reference leads its segment.
        segs = [_leading_ref(s) for s in segs]
        ref_at = next((i for i, s in enumerate(segs) if _ref_like(s)), None)
        if ref_at is None and m.group("pre") and sum(c.isdigit() for c in m.group("pre")) >= 4:
            # "UTR:IDFBXX90280/NEFT/GXCO TECH": the reference came before the rail.
            segs = [m.group("pre"), *segs]
            ref_at = 0
        if ref_at is None:
            continue
        name = None
        after = segs[ref_at + 1] if ref_at + 1 < len(segs) else ""
        if _name_like(after) and not _ref_like(after):
            name = after
        else:
            name = next((s for s in segs[:ref_at] if _name_like(s)), None)
        if name and re.search(r"\b(?:mandate|of\s+rs|towards)\b", name, re.I):
            name = None
        return Narration(m.group("rail").lower(), segs[ref_at], name, m.start())
    return None


def channel(core: str, full: str, upi_header: bool) -> str | None:
    """upi imps neft rtgs card atm cheque wallet other, only when the body, a VPA or the header says it."""
    p = rx()
    seen: dict[str, int] = {}
    for m in p.channel.finditer(core):
        kind = m.lastgroup
        if kind and kind not in seen:
            seen[kind] = m.start()
    if "atm" in seen:
        return "atm"
    if p.vpa.search(core):
        seen.setdefault("upi", len(core))
    rails = [k for k in ("upi", "imps", "neft", "rtgs") if k in seen]
    if rails:
        return min(rails, key=lambda k: seen[k])
    if upi_header:
        return "upi"
    for kind in ("cheque", "card", "wallet", "other"):
        if kind in seen:
            return kind
    # The footer's "SMS BLOCK UPI" / "BLOCK CC" is the only trace of the rail in some templates.
    hint = p.channel_footer_hint.search(full)
    return hint.lastgroup if hint else None


def first_date(core: str) -> dt.date | None:
    """The first full date in the body (day-first, as Indian banks write); None without a year."""
    for m in rx().date.finditer(core):
        g = m.groupdict()
        try:
            if g["iy"]:
                y, mo, d = int(g["iy"]), int(g["im"]), int(g["id"])
            elif g["ny"]:
                y, mo, d = int(g["ny"]), int(g["nm"]), int(g["nd"])
            elif g["ay"]:
                y, mo, d = int(g["ay"]), _MONTH_NUMBER[g["am"][:3].lower()], int(g["ad"])
            else:
                y, mo, d = int(g["by"]), _MONTH_NUMBER[g["bm"][:3].lower()], int(g["bd"])
            if y < 100:
                y += 2000
            return dt.date(y, mo, d)
        except (ValueError, KeyError):
            continue
    return None
