"""The money value of one clause (guide: amounts): the total, unit prices multiplied out, and the reasons to ask.

Numbers in a clause already carry a role (money, quantity, unit price, total, skip) from clauses.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from functools import cache

from dhandha.money import MAX_PAISE, times

from .clauses import ONE_WORDS, Clause, Money
from .langs import small_words
from .numbers import Amount, needs_scale


@dataclass
class Value:
    paise: int | None = None
    ask: str | None = None  # why to ask (guide: when to ask), when the value cannot be written as it stands
    detail: str | None = None
    options: list[int] = field(default_factory=list)
    qty: float | None = None
    each: bool = False  # "500-500": the same amount for each of several people
    modes: dict[str, int] | None = None  # how it was paid, paise per mode ("900 UPI baaki cash")


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


def _said_per_unit(c: Clause, m: Money) -> bool:
    """Is the price marked by a per-unit word of its own ("52 വീതം", "1,099 చొప్పున", "ಒಂದಕ್ಕೆ 650")?"""
    toks = c.toks
    k = next((j for j in range(m.tok + 1, min(m.tok + 3, c.end)) if not toks[j].tags.get("fn")), None)
    after = toks[k] if k is not None else None
    if after is not None and after.tags.get("per") == "yes":
        # "gyarah sau ka ek carton": "one" before a unit counts the goods, one of them, at that price
        one = after.key.split()[-1] in ONE_WORDS or after.text.split()[-1] in ONE_WORDS
        return not (one and k is not None and k + 1 < c.end and toks[k + 1].tags.get("unit"))
    before = toks[m.tok - 1] if m.tok - 1 >= c.start else None
    return bool(after is not None and after.tags.get("unit") and m.amount.currency) or \
        bool(before is not None and before.tags.get("per"))  # ... or "14 रुपये किलो": rupees a kilo


def _paired_per_unit(c: Clause, qtys: list[Money], prices: list[Money]) -> Value | None:
    """"25 കിലോ മത്തി 140 രൂപ നിരക്കിലും 10 കിലോ അയല 220 രൂപ നിരക്കിലും": several goods, each with its count and
    the price of one, and no total said: the value is the sum of count x price (guide: amounts)."""
    if len(qtys) < 2 or len(qtys) != len(prices) or any(m.role in ("money", "total") for m in c.nums):
        return None
    order = sorted([*qtys, *prices], key=lambda m: m.tok)
    if any(order[k].role != "qty" or order[k + 1].role != "price" for k in range(0, len(order), 2)):
        return None
    if not all(_said_per_unit(c, p) for p in prices):
        return None
    total = Decimal(0)
    for q, p in zip(order[::2], order[1::2], strict=True):
        n, unit = _qty(q), p.amount.paise
        if n is None or unit is None or _check(p.amount):
            return None
        total += Decimal(str(n)) * unit
    for p in prices:
        c.toks[p.tok].tags["times"] = "price"  # accounted for: each price is part of the total
    return Value(paise=int(total.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


def _unit_priced_again(c: Clause, qtys: list[Money]) -> None:
    """"சாப்பாடு 85 plate, plate 80 ரூபாய்": the unit counted before, said again right before a sum, prices one of
    them ("a plate, 80"); the sum is the price of one, never the total (guide: amounts)."""
    money = [m for m in c.nums if m.role == "money"]
    if len(qtys) != 1 or len(money) != 1 or money[0].tok <= qtys[0].tok + 2 or money[0].tok - 1 < c.start:
        return
    unit = c.toks[qtys[0].tok + 1].tags.get("unit")
    if unit is not None and c.toks[money[0].tok - 1].tags.get("unit") == unit:
        money[0].role = "price"


def _one_as_article(money: list[Money]) -> bool:
    """Two sums, the first the word "one" and the second a larger sum in digits."""
    if len(money) != 2:
        return False
    one, total = money[0].amount, money[1].amount
    # "ஒன்று 8,500" (8,500 each) is no article: the goods' words must stand between "one" and the sum
    return bool(one.words) and one.paise == 100 and not one.currency and not one.scaled and \
        money[0].tok + 1 < money[1].tok and total.paise is not None and total.paise > 100 and not total.words


def _count_times_price(money: list[Money]) -> Money | None:
    """Of three sums, the largest when it is exactly the other two multiplied, one of them a plain count."""
    if len(money) != 3 or any(m.amount.paise is None or m.amount.doubt is not None for m in money):
        return None
    *parts, whole = sorted(money, key=lambda m: m.amount.paise or 0)
    count = next((m for m in parts if not m.amount.currency and not m.amount.scaled and
                  (m.amount.paise or 0) % 100 == 0 and 100 < (m.amount.paise or 0) <= 1_000_000), None)
    if count is None:
        return None
    price = parts[1] if count is parts[0] else parts[0]
    exact = (price.amount.paise or 0) * (count.amount.paise or 0) // 100 == whole.amount.paise
    return whole if exact else None


def _counted_before_verb(c: Clause, money: list[Money]) -> bool:
    """Two sums: a bare small whole number right after the goods, a sell or buy verb, then a larger value."""
    if len(money) != 2:
        return False
    count, total = money[0].amount, money[1].amount
    if count.currency or count.scaled or count.words or count.paise is None or count.paise % 100 or \
            not 0 < count.paise <= 10000 or total.paise is None or total.paise <= count.paise:
        return False
    first, second = money[0].tok, money[1].tok
    before = c.toks[first - 1] if first > c.start else None
    if before is None or not (before.tags.get("goods") or before.tags.get("cost") or before.tags.get("unit")):
        return False  # ("Asian Paints 20 litre bucket 1 becha 4,200": one bucket, then its value)
    return any(v in ("sell", "buy", "take") and first < i < second for v, i in c.verbs)


def value_of(c: Clause) -> Value:
    qtys = [m for m in c.nums if m.role == "qty"]
    for m in c.nums:
        nxt = c.toks[m.tok + 1] if m.tok + 1 < c.end else None
        if qtys and m.role == "money" and m.tok > qtys[0].tok and nxt is not None and nxt.tags.get("wala") and \
                not m.amount.scaled and len(c.money) > 1:
            m.role = "price"  # "xerox 230 copy, 2 rupaye wali, 460 cash": the price of one, said in its own clause
    _unit_priced_again(c, qtys)
    if len(qtys) == 2 and not any(m.role in ("money", "total", "price") for m in c.nums) and _same_unit(c, *qtys):
        # "3 kilo daal udhaar, 120 kilo": the second "N kilo" is the rate per kilo.
        qtys[1].role = "price"
        qtys = qtys[:1]
    prices = [m for m in c.nums if m.role == "price"]
    paired = _paired_per_unit(c, qtys, prices)
    if paired is not None:
        return paired
    if len(prices) > 1 and not any(m.role in ("money", "total") for m in c.nums):
        # two prices of one and no total: which count goes with which is not clear, so the total is asked
        return Value(ask="missing_amount", detail=" / ".join(p.amount.text for p in prices))
    if prices and len(qtys) > 1 and not any(m.role in ("money", "total") for m in c.nums):
        # one price and several counts ("12 tubes of Fevicol 50g, 20 each"): the count that is not a pack's size
        return _priced_items(c, qtys, prices)
    qty_m = qtys[0] if qtys else None
    if len(qtys) > 1:
        qty_m = None  # "1 kilo chini aur 1 packet chai patti, 95 total": no single quantity
    price_m = next((m for m in c.nums if m.role == "price"), None)
    totals = [m for m in c.nums if m.role == "total"]
    money = [m for m in c.nums if m.role == "money"]
    qty = _qty(qty_m)
    split = _breakdown(c, sorted(totals + money, key=lambda m: m.tok)) if len(totals) == 1 and money else None
    if split is not None:
        # "বিক্রি মোট ৯,৬০০, তার মধ্যে ৪,১০০ UPI বাকিটা ক্যাশ": the total said as such, then how it was paid
        said_total, parts = split
        return _check(said_total.amount) or Value(paise=said_total.amount.paise, qty=qty, modes=parts)
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
            split = _breakdown(c, money)
            if split is not None:
                chosen, modes = split
                bad = _check(chosen.amount)
                return bad or Value(paise=chosen.amount.paise, qty=qty, modes=modes)
            each = _price_then_parts(c, money, qty)
            if each is not None:
                return each
            by_mode = _by_modes(c, money)
            if by_mode is not None:
                # "aaj ki bikri 4,600 cash aur 1,400 PhonePe": each part with its own way of paying and no total
                # said: the parts make it (6,000, in two modes)
                return next((bad for m in money if (bad := _check(m.amount))), None) or \
                    Value(paise=sum(by_mode.values()), qty=qty, modes=by_mode)
            if first is not None and sum(v for v in vals[1:] if v is not None) == first:
                chosen = money[0]  # "11,400 — 7,600, 3,800": a breakdown of one total
            elif _one_as_article(money):
                # "ਇੱਕ ਪੁਰਾਣਾ ਸਾਈਕਲ 2,200 ਦਾ ਵੇਚਿਆ", "ek purani cycle 2200 ki": "one" said in words is "a", no sum
                return _check(money[1].amount) or Value(paise=money[1].amount.paise, qty=1.0)
            elif (whole := _count_times_price(money if len(money) == 3 else money + prices)) is not None:
                # ("1,200 thenga eduthu, 14 rupa vechu 16,800": the price of one said with its rate word counts too)
                # "Jio 299 plan recharge for 3 customers, 897 cash": 299 three times is exactly the 897 said, so
                # the 897 is the money and the others explain it (an exact product is never a coincidence to ask)
                return _check(whole.amount) or Value(paise=whole.amount.paise, qty=qty)
            elif _counted_before_verb(c, money):
                # "ਗੈਸ ਸਿਲੰਡਰ 2 ਲਏ 3,700": the goods, how many, the verb, then their value (guide: amounts)
                return _check(money[1].amount) or Value(paise=money[1].amount.paise, qty=float(vals[0] or 0) / 100)
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
            return Value(paise=times(qty, unit), qty=qty)
        if _said_per_unit(c, price_m):
            # "... 140 രൂപ നിരക്കിൽ", "499 ರಂತೆ" with no count read: the price of one is never the total
            # (guide: amounts); the owner is asked for it
            return Value(ask="missing_amount", detail=price_m.amount.text)
        return Value(paise=unit, qty=qty)
    else:
        if qty_m is not None and qty_m.amount.paise is None and qty is None:
            return Value(ask="unknown_number_word", detail=qty_m.amount.unknown_word)
        return Value(ask="missing_amount", qty=qty)
    bad = _check(chosen.amount)
    if bad:
        bad.qty = qty
        return bad
    unplaced = _rate_or_total(c, chosen, qty_m, qty)
    if unplaced is not None:
        return unplaced
    mode = mode_near(c, chosen)
    return Value(paise=chosen.amount.paise, qty=qty, modes={mode: chosen.amount.paise} if mode and
                 chosen.amount.paise else None)


# The lowest believable price of one: a kilo or litre of anything a shop trades, one piece, plate or packet (paise).
_LOWEST = {"kg": 500, "litre": 500, "piece": 100, "plate": 100, "cup": 100, "packet": 100, "bottle": 100,
           "dozen": 100, "box": 100, "bag": 100, "tin": 100}


def _price_then_parts(c: Clause, money: list[Money], qty: float | None) -> Value | None:
    """"35 இளநீர் 45 ரூபாய்க்கு வித்தேன் 900 GPay மீதி கேஷ்": a sum with no way of paying, then a bigger part paid one way
    and "the rest" another. The part cannot be more than the whole, so the first sum is the price of one and the
    sale is the count times it, paid in those parts (guide: amounts)."""
    if qty is None or len(money) != 2:
        return None
    first, part = money
    mode, rest = mode_near(c, part), rest_mode(c)
    if mode is None or rest is None or rest == mode or mode_near(c, first) is not None or first.tok > part.tok:
        return None
    price, paid = first.amount.paise, part.amount.paise
    if price is None or paid is None or paid <= price or _check(first.amount) or _check(part.amount):
        return None
    total = times(qty, price)
    if total <= paid:
        return None
    return Value(paise=total, qty=qty, modes={mode: paid, rest: total - paid})


def _rate_or_total(c: Clause, chosen: Money, qty_m: Money | None, qty: float | None) -> Value | None:
    """A sum beside counted goods that is not known to be the rate or the total (guide: amounts): "பால் 20 லிட்டர் 48
    ரூபாய்" (₹48 for all 20 litres would be ₹2.40 a litre), "25 kilo pyaaz 28", or a sum after a rate said before
    that fits both readings. Both values are offered; neither is written as a guess."""
    n = chosen.amount.paise
    if qty_m is None or not qty or n is None or chosen.role != "money" or qty_m.tok + 1 >= c.end:
        return None
    unit = c.toks[qty_m.tok + 1].tags.get("unit")
    low = unit in _LOWEST and n / qty < _LOWEST[unit]
    if not low and not c.toks[chosen.tok].tags.get("rate_or_total"):
        return None
    total = times(qty, n)
    if total > MAX_PAISE:
        return None
    return Value(ask="ambiguous_amount", detail=chosen.amount.text, options=[n, total], qty=qty)


def _priced_items(c: Clause, qtys: list[Money], prices: list[Money]) -> Value:
    """"50 kilo aalu 14 rupaye kilo aur 20 kilo pyaaz 32 rupaye kilo": several goods, each with its count and
    its price of one, make the sum of count x price (guide: amounts). When a price has no count of its own,
    or a count no price, the total is not known: ask, never write a price of one as the total."""
    total = Decimal(0)
    last = -1
    for p in prices:
        own = [q for q in qtys if last < q.tok < p.tok]
        counted = [q for q in own if not _a_measure(c, q)]
        if len(own) > 1 and len(counted) == 1 and not _per_unit(c, p):
            own = counted  # "12 tubes of Fevicol 50g, 20 each": 50 g is the size of a tube, 12 the count
        if len(own) != 1 or own[0].amount.paise is None or p.amount.paise is None or _check(p.amount):
            return Value(ask="missing_amount", detail=" / ".join(p.amount.text for p in prices))
        total += Decimal(own[0].amount.paise) / 100 * p.amount.paise
        c.toks[p.tok].tags["times"] = "price"  # accounted for: each price is part of the total
        last = p.tok
    if any(q.tok > last for q in qtys):
        return Value(ask="missing_amount", detail=" / ".join(p.amount.text for p in prices))
    return Value(paise=int(total.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


_MEASURES = frozenset({"g", "ml", "kg", "litre", "metre", "mm"})


def _per_unit(c: Clause, p: Money) -> bool:
    """The price is said per kilo, litre, piece ("30 rupaye kilo", "68 per kg"), not "each"."""
    for k in range(p.tok + 1, min(p.tok + 4, c.end)):
        if c.toks[k].script == "punct":
            return False
        if c.toks[k].tags.get("unit"):
            return True
    return False


def _a_measure(c: Clause, q: Money) -> bool:
    """A quantity in grams, litres or metres (a pack's size), not a count of pieces."""
    return q.tok + 1 < c.end and c.toks[q.tok + 1].tags.get("unit") in _MEASURES


@cache
def _upi_apps() -> frozenset[str]:
    """The spelling keys of the UPI apps ("gpay pe", "PhonePe pe" are said where a mode would be)."""
    from .spelling import key

    return frozenset(key(w) for w in ("gpay", "phonepe", "paytm", "upi", "bhim"))


_BETWEEN = frozenset({"of", "it", "that", "on", "in", "by", "via", "through", "se", "mein", "me", "pe", "par",
                      "came", "come", "was", "were", "paid", "received"})  # "1200 of that came on GPay"


def mode_near(c: Clause, m: Money) -> str | None:
    """The way an amount was paid, said right after it ("900 UPI", "7,600 cash") or right before it
    ("UPI se 900")."""
    toks = c.toks
    k = m.tok + 1
    while k < min(m.tok + 5, c.end) and toks[k].key in _BETWEEN:
        k += 1  # "1,200 of it on UPI", "900 by UPI"
    nxt = toks[k] if k < c.end else None
    if nxt is not None and nxt.tags.get("mode"):
        return nxt.tags["mode"]
    if nxt is not None and nxt.tags.get("viabank") and nxt.key.split()[0] in _upi_apps():
        return "upi"  # "800 PhonePe pe aaye": the app names the mode
    prev = toks[m.tok - 1] if m.tok - 1 >= c.start else None
    before = toks[m.tok - 2] if m.tok - 2 >= c.start else None
    if prev is not None and prev.tags.get("mode") and (before is None or before.amount is None):
        return prev.tags["mode"]
    return None


def _by_modes(c: Clause, money: list[Money]) -> dict[str, int] | None:
    """Every sum said with its own, different way of paying ("4,600 cash aur 1,400 PhonePe"): paise per mode."""
    modes = [mode_near(c, m) for m in money]
    if len(money) < 2 or None in modes or len(set(modes)) != len(modes) or any(
            m.amount.paise is None for m in money):
        return None
    return {md: m.amount.paise or 0 for m, md in zip(money, modes, strict=True) if md}


def rest_mode(c: Clause) -> str | None:
    """'baaki cash', 'the rest on UPI': the mode the rest of the total was paid in."""
    for i in range(c.start, c.end - 1):
        k = i + 1
        while k < min(i + 3, c.end - 1) and c.toks[k].key in _BETWEEN:
            k += 1
        if c.toks[i].tags.get("rest") and c.toks[k].tags.get("mode"):
            return c.toks[k].tags["mode"]
    return None


def _breakdown(c: Clause, money: list[Money]) -> tuple[Money, dict[str, int]] | None:
    """One total and the parts it was paid in: "4,700 ki bikri, 900 UPI baaki cash" is one sale of 4,700
    with {upi: 900, cash: 3,800}; "11,400 — 7,600 cash, 3,800 UPI" one of 11,400."""
    parts = [(m, mode_near(c, m)) for m in money]
    told = [(m, md) for m, md in parts if md]
    whole = [m for m, md in parts if not md]
    if not told or len(whole) > 1 or any(m.amount.paise is None for m in money):
        return None
    if whole:
        total = whole[0]
        if total.tok > told[0][0].tok:
            return None  # the total is said first
    else:
        total = None
    modes: dict[str, int] = {}
    for m, md in told:
        assert md is not None and m.amount.paise is not None
        modes[md] = modes.get(md, 0) + m.amount.paise
    said = sum(modes.values())
    if total is None:
        if len(told) < 2:
            return None
        # "7,600 cash, 3,800 UPI" alone: the parts make the total; the first part stands for it.
        return None
    assert total.amount.paise is not None
    if said > total.amount.paise:
        return None
    rest = rest_mode(c)
    if rest is not None and said < total.amount.paise:
        modes[rest] = modes.get(rest, 0) + total.amount.paise - said
    return total, modes


def new_rate_times_count(toks: list, new_paise: int | None, counts: list[float | None]) -> int | None:
    """"nahi 170 ke hisaab se" after "charger 3 beche 180 ke hisaab se": a corrected price of one, said with its
    rate word, times the one count of the entry it changes is the entry's new sum (guide: corrections)."""
    if not new_price_of_one(toks, new_paise) or new_paise is None or len(counts) != 1 or not counts[0] or \
            counts[0] == 1:
        return None
    return times(counts[0], new_paise)


def new_price_of_one(toks: list, new_paise: int | None) -> bool:
    """Is the corrected sum said with a rate word, as the price of one ("1300 ની એક", "170 ke hisaab se")?"""
    said = [i for i, t in enumerate(toks) if t.amount is not None and t.amount.paise == new_paise]
    nxt = toks[said[0] + 1] if said and said[0] + 1 < len(toks) else None
    prev = toks[said[0] - 1] if said and said[0] > 0 else None
    return len(said) == 1 and ((nxt is not None and nxt.tags.get("per") == "yes") or (
        prev is not None and bool(prev.tags.get("per"))))


def sum_still_left(toks: list, start: int = 0, end: int | None = None) -> int | None:
    """The sum said as still left ("ಇನ್ನೂ 1,500 ಬಾಕಿ", "abhi bhi 400 baaki", "300 still pending"), in paise: a
    "still" word right beside it."""
    still = small_words("still")
    stop = len(toks) if end is None else end
    for i in range(start, stop):
        t = toks[i]
        before = {toks[i - 1].key, toks[i - 1].text.casefold()} if i > start else set()
        if i > start + 1:
            before.add(f"{toks[i - 2].text} {toks[i - 1].text}".casefold())  # "abhi bhi", "ଏବେ ବି"
        if i + 1 < stop:
            before.add(toks[i + 1].key)  # "300 still pending"
        if t.amount is not None and before & still:
            return t.amount.paise
    return None
