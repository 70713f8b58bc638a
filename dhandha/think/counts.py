"""Counts of goods under one total (guide: amounts, "Counts under one total").

"sold 45 chai and 20 samosa this morning, 1,150" is one sale of 1,150: 45 and 20 say how many, and the one
larger sum said as the whole is the money. The reader decides this by the shape of the message, in every
language: numbers attached to goods (a number right before a goods word or an unknown noun, with or without a
unit; or right after one, at the end of a list item), a price of one pack inside the list ("10 rupee packs",
"5 wala": the kind of pack, never a total), and exactly one other sum, well above the counts. The counts are
marked as such and the span from the first count to the total is kept as one clause (clauses.split), so one
verb gives the whole list its kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from .names import WORDY, Party
from .tokens import Tok, same_stretch

# A sum well above the counts: a shop sells even a tea for a few rupees. A number right after its goods
# ("chai 45") is also how a price list is written ("chai 40, nashta 60"), so it needs a wider margin.
_BEFORE_GOODS_RATIO = 2
_AFTER_GOODS_RATIO = 3
_MAX_COUNT_PAISE = 100000  # at most a thousand of anything counted
_MAX_PACK_PAISE = 10000  # a price of one pack is at most a hundred rupees

# What a measure unit is: "45 rupaye kilo" is the price of one kilo, never the kind of pack.
_MEASURES = frozenset({"kg", "g", "quintal", "litre", "ml", "metre", "dozen"})
# Tags a goods word may carry; anything else (a verb, a case marker, a credit word) is not goods.
_GOODS_TAGS = frozenset({"goods", "cost", "unit"})
# Tags that say the number is no count and no money at all (a date, a product's own number, days).
_NOT_MONEY = frozenset({"date", "product", "notmoney", "tarikh", "days"})


@dataclass
class CountedList:
    """Where the counted goods and their one total stand: tokens [start, end)."""

    start: int
    end: int
    total: int  # token index of the total
    counts: list[int]
    packs: list[int]

    def goods(self, toks: list[Tok]) -> set[int]:
        """The words right after each count, up to the next number or little word: what was counted ("3 Good Day",
        "2 பார்லே-ஜி"), never a person, whatever the reader took them for."""
        out: set[int] = set()
        for i in self.counts:
            k = i + 1
            while k < len(toks) and _goods_like(toks[k]):
                out.add(k)
                k += 1
        return out

    def mark(self, toks: list[Tok]) -> None:
        """The counts are how many (count=listed); the pack prices name the pack (times=skip)."""
        for i in self.counts:
            toks[i].tags["count"] = "listed"
        for i in self.packs:
            toks[i].tags["times"] = "skip"
            toks[i].tags.setdefault("notmoney", "size")
            after = toks[i + 1] if i + 1 < len(toks) else None
            if not toks[i].amount.currency and not (after is not None and after.tags.keys() & {"wala", "mark"}):
                toks[i].tags.setdefault("product", "number")  # "Dolo 650": the product's own number


def _goods_like(t: Tok) -> bool:
    """A goods word, a unit, or an unknown noun that is not a named person."""
    if t.script not in WORDY or t.amount is not None or t.in_list("split_conjunctions") or \
            t.in_list("join_conjunctions") or (t.script == "latn" and len(t.text) <= 2):
        return False  # (a two-letter word in Latin letters is a little word: Punjabi "te", and)
    if t.tags:
        # ("cha", "vada": a snack that is also a little word of another language is still the snack)
        return t.tags.keys() <= _GOODS_TAGS or bool(t.tags.keys() & {"goods", "cost"})
    return True


def _plain_count(t: Tok) -> bool:
    a = t.amount
    return a is not None and not a.currency and not a.scaled and a.doubt is None and a.paise is not None and \
        a.paise % 100 == 0 and 0 < a.paise <= _MAX_COUNT_PAISE and not t.tags.keys() - {"times"} and \
        t.tags.get("times") in (None, "qty")


def _list_end(t: Tok | None) -> bool:
    """What may follow a count said after its goods: the end, a comma, "and", or the verb."""
    if t is None or t.script == "punct":
        return True
    return bool(t.in_list("split_conjunctions") or t.in_list("join_conjunctions") or t.tags.get("verb")
                or t.tags.get("also"))


def _pack_price(toks: list[Tok], i: int) -> bool:
    """"10 rupee packs", "5 wala", "₹5 ka packet": a small sum that says which pack, before a pack or goods word."""
    t = toks[i]
    a = t.amount
    if a is None or a.scaled or a.paise is None or a.paise > _MAX_PACK_PAISE or a.paise <= 0:
        return False
    k = i + 1
    wala = k < len(toks) and (toks[k].tags.get("wala") or toks[k].tags.get("mark") == "gen")
    if not (a.currency or wala):
        return False
    if wala:
        k += 1
    if k >= len(toks):
        return False
    nxt = toks[k]
    if wala and a.currency and nxt.amount is not None and k + 1 < len(toks) and (
            "unit" in toks[k + 1].tags or _goods_like(toks[k + 1])):
        # "पारले-जी ५ रुपये वाले २४ पैकेट": the ₹5 kind, then how many of it ("50 वाली 2 डिब्बी" may be ₹50 each)
        return True
    unit = nxt.tags.get("unit")
    if unit is not None:
        return unit not in _MEASURES
    return "goods" in nxt.tags or (not nxt.tags and nxt.script in WORDY)


def _priced_list(toks: list[Tok], counts: list[int], total_at: int) -> bool:
    """Counts said after their goods ("ಟೀ 45, ಸಮೋಸ 20 ಮಾರಿದೆ, ಒಟ್ಟು 1150") are also how a list of prices is written
    ("chai 40, auto 120"): only several goods sold or bought (no running cost among them), under one sum far above
    them, are counts; the verb governs the list, not the sum ("aaj 3200 ki bikri, chai 70, ..." is a day's sale and
    its costs)."""
    from .one_verb import sold_cost

    goods = [toks[i - 1] for i in counts]
    if len(counts) < 2 or any(t.tags.get("cost") and not sold_cost(t) for t in goods):
        return False
    verbs = [k for k, t in enumerate(toks) if t.tags.get("verb") in ("sell", "buy")]
    near = [toks[k] for k in (total_at - 1, total_at + 1) if 0 <= k < len(toks)]
    if any(t.tags.get("together") for t in near):
        return bool(verbs)
    # ("chai 45 aur samose 20 beche, 1150": read as prices, 45 and 20 would leave the 1,150 unexplained)
    lo, hi = min(counts), max(counts)
    return any(lo < k <= hi + 1 for k in verbs) and not any(same_stretch(toks, k, total_at) for k in verbs)



def counted_list(toks: list[Tok], parties: list[Party]) -> CountedList | None:
    """Counts of goods under one total, the pack prices among them, and where the list stands; None when the
    message has no such shape. Nothing is marked until the caller has seen the clause it makes (`mark`)."""
    persons = {k for p in parties if p.is_person for k in range(p.start, p.end)}
    if any(t.tags.keys() & {"per", "each"} or t.tags.get("times") == "price" for t in toks):
        return None  # a price of one said ("45 ki ek", "at 68 per kg"): the amounts reader multiplies
    counts: list[tuple[int, bool]] = []  # (token, said before its goods)
    packs: list[int] = []
    others: list[int] = []
    counted: set[int] = set()  # the goods words right after each count so far
    products: list[int] = []  # numbers right after counted goods: the product's own number
    for i, t in enumerate(toks):
        if t.amount is None:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        prev = toks[i - 1] if i > 0 else None
        if t.tags.keys() & (_NOT_MONEY - {"product"}) or (
                nxt is not None and nxt.tags.keys() & {"tarikh", "days", "notmoney"}):
            continue
        if nxt is not None and nxt.tags.get("product") == "size":
            continue  # "મિલ્ટન 1000 ml ની 6 બોટલ": the bottle's size, neither a count nor a sum
        if (counts or i + 2 < len(toks) and toks[i + 2].amount is not None) and _pack_price(toks, i):
            packs.append(i)
            continue
        # (a comma may stand before the count, "Telma 40, two strips", after a name that is no running cost)
        k = i + 2 if nxt is not None and nxt.text == "," and prev is not None and not prev.tags.get("cost") else i + 1
        nxt, nxt2 = (toks[k] if k < len(toks) else None), (toks[k + 1] if k + 1 < len(toks) else None)
        if prev is not None and _goods_like(prev) and nxt is not None and _plain_count(nxt) and nxt2 is not None and \
                _goods_like(nxt2) and not t.amount.currency and t.tags.keys() <= {"product"}:
            packs.append(i)  # "டோலோ 650 மூணு ஸ்ட்ரிப்": a name, its number, then how many of it
            continue
        if i - 1 in counted and not t.amount.currency and not (nxt is not None and _goods_like(nxt)) and \
                not toks[i - 1].tags.get("cost"):
            # "3 strips Dolo 650": the number of the product counted, no count and no sum (a tea or a samosa has no
            # model: "12 tea 2 samosa 180" ends with the sum)
            products.append(i)
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        # ("chai 40 auto 120": a number between two goods words may be the first one's price; the word before
        # must be no goods, or goods already counted: "45 ചായയും 20 സമൂസയും")
        owned = prev is not None and _goods_like(prev) and i - 1 not in persons and "unit" not in prev.tags and not (
            i >= 2 and toks[i - 2].amount is not None)
        # (a word right after a bare count is the goods, even one the reader took for a name: "20 സമൂസയും")
        # ("4 ₹5 ke packet": how many, then the pack's price and the pack)
        priced_pack = nxt is not None and nxt.amount is not None and nxt.amount.currency and _pack_price(toks, i + 1)
        if _plain_count(t) and nxt is not None and (_goods_like(nxt) or priced_pack) and not owned:
            counts.append((i, True))
            k = i + 1
            while k < len(toks) and _goods_like(toks[k]):
                counted.add(k)
                k += 1
            continue
        if _plain_count(t) and prev is not None and _goods_like(prev) and i - 1 not in persons and \
                "unit" not in prev.tags and _list_end(nxt) and (nxt is None or not nxt.tags.get("together")):
            counts.append((i, False))
            continue
        others.append(i)
    # ("..., 1,150, 500 UPI baaki cash": a sum said with how it was paid is a part of the total, not a second one)
    parts = [i for i in others if any(t.tags.get("mode") for t in toks[i + 1:i + 3])]
    if len(others) - len(parts) == 1 and parts and any(
            c < max(parts) and c > min(i for i in others if i not in parts) for c, _ in counts):
        parts = []  # ("gas 1,850, aur ... 30 litre doodh liya 1,560 cash": goods counted after the first sum have a
        # sum of their own, paid in cash; it is no part of the first)
    if len(others) - len(parts) == 1 and parts:
        others = [i for i in others if i not in parts]
        if any((toks[i].amount.paise or 0) >= (toks[others[0]].amount.paise or 0) for i in parts):
            return None
    said_total = [i for i in others if any(toks[k].tags.get("together") for k in (i - 1, i + 1) if 0 <= k < len(toks))]
    if products and len(said_total) != 1:
        return None  # ("petrol 300 chai 45 nashta 120": without a total said as such, a price list)
    packs += products
    if counts and len(said_total) == 1 and len(others) > 1 and all(
            i - 1 >= 0 and _goods_like(toks[i - 1]) and not toks[i].amount.currency for i in others if i != said_total[0]):
        # ("ଜିଓ ୨୯୯ ରିଚାର୍ଜ ୪ଟା ଆଉ ଏୟାରଟେଲ ୧୯୯ ୨ଟା, ମୋଟ ୧,୫୯୪": with the total said as the total, a number right
        # after a product's name is that product's number)
        packs += [i for i in others if i != said_total[0]]
        others = said_total
    if not counts or len(others) != 1:
        return None
    total_at = others[0]
    unit = toks[total_at - 1].tags.get("unit") if total_at > 0 else None
    if unit is not None and any(toks[i + 1].tags.get("unit") == unit for i, _ in counts if i + 1 < len(toks)):
        return None  # "3 బస్తాలు ..., బస్తా 1,300": the unit counted, said again before a sum, prices one of them
    total = toks[total_at].amount
    if total is None or total.paise is None or total.doubt is not None or toks[total_at].tags.get("product"):
        return None
    said_after = [i for i, before in counts if not before]
    if said_after and not _priced_list(toks, [i for i, _ in counts], total_at):
        return None
    summed = sum(toks[i].amount.paise for i, _ in counts)
    ratio = _AFTER_GOODS_RATIO if said_after else _BEFORE_GOODS_RATIO
    if total.paise < summed * ratio:
        return None
    marks = [i for i, _ in counts] + packs
    if not all(i < total_at for i in marks) and not all(i > total_at for i in marks):
        return None  # the total stands inside the list: two movements, not one
    return CountedList(min(marks + [total_at]), max(marks + [total_at]) + 1, total_at, [i for i, _ in counts], packs)
