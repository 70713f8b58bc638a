"""Money is integer paise; shown as ₹ with Indian digit grouping."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

# The largest amount a shop ledger accepts: ₹10 crore. Anything above is almost
# certainly a misheard or mistyped number, and is refused rather than written.
MAX_PAISE = 10_00_00_000 * 100


def to_paise(rupees: int | float | str | Decimal) -> int:
    """Rupees (exact decimal, at most 2 places after rounding) to integer paise."""
    try:
        d = Decimal(str(rupees))
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {rupees!r}") from exc
    return int((d * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def times(qty: float, paise: int) -> int:
    """A count times the price of one, to the nearest paisa (half a paisa up): 2.5 kg at 1,999 paise is 4,998."""
    return int((Decimal(str(qty)) * paise).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def to_rupees(paise: int) -> int | float:
    """Paise to the JSON number form: 1500 or 1500.5."""
    if paise % 100 == 0:
        return paise // 100
    return float(Decimal(paise) / 100)


def group_indian(n: int) -> str:
    """1500000 -> '15,00,000' (last three digits, then pairs)."""
    s = str(abs(n))
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        pairs: list[str] = []
        while len(head) > 2:
            pairs.insert(0, head[-2:])
            head = head[:-2]
        if head:
            pairs.insert(0, head)
        s = ",".join(pairs) + "," + tail
    return ("-" if n < 0 else "") + s


def rupees(paise: int, symbol: bool = True) -> str:
    """Paise to '₹1,50,000' or '₹1,50,000.50'; negative as '-₹500'."""
    sign = "-" if paise < 0 else ""
    p = abs(paise)
    whole, frac = divmod(p, 100)
    body = group_indian(whole) + (f".{frac:02d}" if frac else "")
    return f"{sign}{'₹' if symbol else ''}{body}"
