"""Item, quantity and unit of a clause (guide: goods): the goods or cost head as written, no quantity or price.

Generic words (saamaan, maal, goods) give no item; so do several goods under one total.
"""

from __future__ import annotations

from .clauses import Clause
from .tokens import Tok

_SKIP = frozenset({"of", "ka", "ki", "ke", "worth", "a", "an", "the", "some"})


def _goods_word(t: Tok) -> bool:
    if t.amount is not None or t.script in ("punct", "sym", "num"):
        return False
    if t.tags.get("goods") == "generic":
        return False
    if not t.tags:
        return True
    if t.tags.get("verb"):
        return False
    return set(t.tags) <= {"goods", "cost"} or (set(t.tags) <= {"goods", "cost", "fn"} and "goods" in t.tags)


def item_of(c: Clause, kind: str | None, party_tokens: set[int]) -> tuple[str | None, float | None, str | None]:
    """(item, qty, unit) for a clause; qty is filled by the caller from the amount reading."""
    toks = c.toks
    unit: str | None = None
    item: str | None = _product(c)
    qty_m = next((m for m in c.nums if m.role == "qty"), None)
    if sum(m.role == "qty" for m in c.nums) > 1:
        return None, None, None  # several goods under one total (guide: goods)
    if qty_m is not None and not toks[qty_m.tok].tags.get("times"):
        k = qty_m.tok + 1
        if k < c.end and "unit" in toks[k].tags:
            unit = toks[k].tags["unit"]
            k += 1
        elif qty_m.tok - 2 >= c.start and toks[qty_m.tok - 1].tags.get("verb") and "unit" in toks[qty_m.tok - 2].tags:
            unit = toks[qty_m.tok - 2].tags["unit"]  # "soap carton aaya 2": the unit came before the verb
        elif qty_m.amount.unknown_word is not None:
            unit = "box" if qty_m.amount.unknown_word.casefold() in ("peti", "petti", "dabba") else None
        while k < c.end and toks[k].key in _SKIP:
            k += 1
        words = []
        while k < c.end and _goods_word(toks[k]) and k not in party_tokens:
            words.append(toks[k].text)
            k += 1
        item = item or " ".join(words) or None
    if qty_m is not None and toks[qty_m.tok].tags.get("times") and qty_m.tok - 1 >= c.start and \
            "unit" in toks[qty_m.tok - 1].tags:
        unit = toks[qty_m.tok - 1].tags["unit"]  # "atta packet 4 x 52": the unit of the counted goods
    if item is None:
        for i in range(c.start, c.end):
            t = toks[i]
            if i in party_tokens or t.tags.get("verb"):
                continue
            if t.tags.get("goods") in ("item", "here") or (kind != "expense" and t.tags.get("cost") == "yes"
                                                            and t.key.startswith(("gas", "cylinder"))) or (
                    kind == "expense" and t.tags.get("cost")):
                words = [t.text]
                before = toks[i - 1] if i > c.start else None
                if kind == "expense" and before is not None and not before.tags and before.amount is None and \
                        before.script == t.script and i - 1 not in party_tokens:
                    words.insert(0, before.text)  # "fridge repair", "shutter repair"
                j = i + 1
                while j < c.end and j not in party_tokens and not toks[j].tags.get("verb") and (
                        toks[j].tags.get("goods") in ("item", "here") or (kind == "expense" and toks[j].tags.get("cost"))):
                    words.append(toks[j].text)
                    j += 1
                item = " ".join(words)
                break
    return item, None, unit


def _product(c: Clause) -> str | None:
    """"Combiflam 400", "Frooti 200ml", "Good Day 10 wala": a product named with its number is the item."""
    toks = c.toks
    for k in range(c.start, c.end):
        if toks[k].tags.get("product") != "number":
            continue
        j = k
        while j - 1 >= c.start and toks[j - 1].tags.get("goods") == "here" and toks[j - 1].amount is None:
            j -= 1
        if j == k:
            return None
        size = toks[k + 1].text if k + 1 < c.end and toks[k + 1].tags.get("product") == "size" else ""
        # "Samsung M14": a model code typed as one word stays one word
        return "".join(("" if i == j or toks[i - 1].end == t.start else " ") + t.text
                       for i, t in enumerate(toks[j:k + 1], start=j)) + size
    return None
