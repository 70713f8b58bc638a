"""The money value of one clause (§6): the total, unit prices multiplied out, and the reasons to ask.

Numbers in a clause already carry a role (money, quantity, unit price, total, skip) from clauses.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from dhandha.money import MAX_PAISE

from .clauses import Clause, Money
from .numbers import Amount, needs_scale


@dataclass
class Value:
    paise: int | None = None
    ask: str | None = None  # a §10 reason when the value cannot be written as it stands
    detail: str | None = None
    options: list[int] = field(default_factory=list)
    qty: float | None = None
    each: bool = False  # "500-500": the same amount for each of several people


def _qty(m: Money | None) -> float | None:
    if m is None:
        return None
    if m.amount.paise is None:
        # "2 peti Thums Up": the count before the crate word.
        from .numbers import unknown_count

        n = unknown_count(m.amount)
        return float(n) if n is not None else None
    q = m.amount.paise / 100
    return int(q) if q == int(q) else q


def _check(a: Amount) -> Value | None:
    """A number that must be asked about, not written."""
    if a.doubt:
        return Value(ask="approximate_amount", detail=a.text)  # "-500", "1e308", "500.005": never normalised
    if a.alternatives:
        return Value(ask="approximate_amount", detail=a.text, options=list(a.alternatives))
    if a.paise is None:
        return Value(ask="unknown_number_word", detail=a.unknown_word or a.text)
    if a.paise <= 0:
        return Value(ask="missing_amount", detail=a.text)  # "0 diye": nothing to write
    if needs_scale(a):
        return Value(ask="ambiguous_amount", detail=a.text, options=[a.paise * 100, a.paise * 1000])
    if a.paise > MAX_PAISE:
        return Value(ask="absurd_amount", detail=a.text)
    return None


def _same_unit(c: Clause, a: Money, b: Money) -> bool:
    ua = c.toks[a.tok + 1].tags.get("unit") if a.tok + 1 < len(c.toks) else None
    ub = c.toks[b.tok + 1].tags.get("unit") if b.tok + 1 < len(c.toks) else None
    after = c.toks[b.tok + 2] if b.tok + 2 < c.end else None
    return ua is not None and ua == ub and (after is None or not after.tags.get("goods"))


def value_of(c: Clause) -> Value:
    qtys = [m for m in c.nums if m.role == "qty"]
    if len(qtys) == 2 and not any(m.role in ("money", "total", "price") for m in c.nums) and _same_unit(c, *qtys):
        # "3 kilo daal udhaar, 120 kilo": the second "N kilo" is the rate per kilo.
        qtys[1].role = "price"
        qtys = qtys[:1]
    qty_m = qtys[0] if qtys else None
    if len(qtys) > 1:
        qty_m = None  # "1 kilo chini aur 1 packet chai patti, 95 total": no single quantity
    price_m = next((m for m in c.nums if m.role == "price"), None)
    totals = [m for m in c.nums if m.role == "total"]
    money = [m for m in c.nums if m.role == "money"]
    qty = _qty(qty_m)
    if totals:
        chosen = totals[-1]
    elif len(money) == 1:
        chosen = money[0]
    elif len(money) > 1:
        vals = [m.amount.paise for m in money]
        if all(v is not None for v in vals):
            if len(money) == 2 and vals[0] == vals[1] and money[1].tok == money[0].tok + 1:
                v = _check(money[0].amount)
                return v or Value(paise=vals[0], qty=qty, each=True)
            first = vals[0]
            if first is not None and sum(v for v in vals[1:] if v is not None) == first:
                chosen = money[0]  # "11,400 — 7,600 cash, 3,800 UPI": a breakdown of one total
            else:
                return Value(ask="approximate_amount", detail=" / ".join(m.amount.text for m in money),
                             options=[v for v in vals if v is not None], qty=qty)
        else:
            chosen = next(m for m in money if m.amount.paise is None)
    elif price_m is not None:
        bad = _check(price_m.amount)
        # "12 anda, 6 ka ek": a small unit price times a count is a clear total.
        if bad and not (bad.ask == "ambiguous_amount" and qty is not None):
            return bad
        unit = price_m.amount.paise or 0
        if qty is not None:
            total = (Decimal(str(qty)) * unit).quantize(Decimal(1), rounding=ROUND_HALF_UP)
            return Value(paise=int(total), qty=qty)
        return Value(paise=unit, qty=qty)
    else:
        if qty_m is not None and qty_m.amount.paise is None and qty is None:
            return Value(ask="unknown_number_word", detail=qty_m.amount.unknown_word)
        return Value(ask="missing_amount", qty=qty)
    bad = _check(chosen.amount)
    if bad:
        bad.qty = qty
        return bad
    return Value(paise=chosen.amount.paise, qty=qty)
