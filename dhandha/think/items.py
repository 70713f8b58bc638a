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


# Units goods are weighed or measured in: milk, sugar, vegetables, fish.
_MEASURES = frozenset({"kg", "litre", "quintal"})  # grams and millilitres are the size of a pack (Volini 30g)


def weighed(c: Clause) -> bool:
    """Goods counted by weight or volume ("doodh 14 litre", "ਦੁੱਧ 20 ਲੀਟਰ", "साखर 5 किलो"): a tea stall buys them,
    a kirana sells them; with no word of buying or selling, nothing in the line says which (guide: goods lines)."""
    return any(m.role == "qty" and m.tok + 1 < c.end and c.toks[m.tok + 1].tags.get("unit") in _MEASURES
               for m in c.nums)


# Kinds whose clause may name the goods that moved (guide: when to ask, goods).
GOODS_KINDS = frozenset({"sale", "purchase", "udhaar_given"})
_GOODS_VERBS = frozenset({"sell", "buy", "take"})


def _anchor(t: Tok, i: int, qty: set[int]) -> bool:
    """A token that says "goods are here": a goods word, a unit, a product's number or rating, or a count of goods."""
    return i in qty or t.tags.get("goods") in ("item", "here") or "unit" in t.tags or bool(t.tags.get("product")) or \
        t.tags.get("notmoney") == "size" or (
        t.text[:1].isdigit() and t.amount is None and not t.tags)  # "LED 9W": a rating, no sum


def _bridge(t: Tok) -> bool:
    """"and", "of" or a genitive between two goods words: "टमाटर और प्याज", "બીપીની દવા", "ਟੂਟੀਆਂ ਤੇ ਪਾਈਪ",
    "a tractor of sand"; or "की एक" ("मौरंग की एक ट्रॉली": one trolley of sand)."""
    from .langs import small_words

    joins = small_words("join_conjunctions") | small_words("split_conjunctions")
    return t.key in joins or t.text in joins or t.key == "of" or t.tags.get("mark") == "gen" or (
        bool(t.tags.get("per")) and " " in t.text)


def _valued(toks: list[Tok], i: int, start: int) -> bool:
    """"300 ka gajra", "2350 ki saree": a word right after a sum and its genitive is what the sum was for;
    "मुन्ना की साइकिल", "Hero का चेन-सेट": a word right after an Indian genitive is a thing someone or some
    maker owns, never a second person (relatives are their own words: "Rajan ki wife")."""
    return i - 1 >= start and toks[i - 1].tags.get("mark") == "gen" and toks[i - 1].tag_lang.get("mark") != "en"


def _foreign_name(t: Tok, native: bool) -> bool:
    """"Crocin Advance के 5 पत्ते": in a message in an Indian script the Latin words are the brands, even one
    the tables read as a risky word ("Advance"); a capitalised Latin word there names goods, never a doubt."""
    return native and t.script == "latn" and t.text[:1].isupper() and set(t.tags) <= {"risk"} and t.glued is None


def counted_goods(c: Clause, start: int, end: int) -> bool:
    """Words the reader took for a name that are the goods (guide: goods): standing right after a count of
    goods, words for goods allowed between ("2 commercial gas cylinders, 3,620": a person is named before
    the goods), or right beside a number that is no sum ("Philips LED 9W bulb": the product and its rating)."""
    qty = {m.tok for m in c.nums if m.role == "qty"}
    k = start - 1
    while k >= c.start and c.toks[k].amount is None and (
            c.toks[k].tags.get("goods") in ("item", "here") or "unit" in c.toks[k].tags or c.toks[k].key == "of"):
        k -= 1  # "8 sets of passport photos": the count, its unit and "of" before the goods
    def rating(i: int) -> bool:
        t = c.toks[i] if c.start <= i < c.end else None
        return t is not None and t.text[:1].isdigit() and t.amount is None and not t.tags

    return (k >= c.start and k in qty) or rating(end) or rating(start - 1)


def goods_in_place(c: Clause, used: set[int]) -> set[int]:
    """Unknown words standing where goods stand in a clause about goods: next to a goods word, a unit, a
    count of goods or another such word (across "and" or a genitive), or right before an Indian-language
    sell, buy or take verb ("पेड़े ५ किलो बेचे", "ફાફડા ૨ કિલો અને જલેબી", "कांदे बटाटे आणले"). They name
    the goods, which change neither the kind nor the amount, so they need no question (guide: when to ask)."""
    from .names import WORDY

    toks = c.toks
    qty = {m.tok for m in c.nums if m.role == "qty"}
    verbs = {i for v, i in c.verbs if v in _GOODS_VERBS and toks[i].tag_lang.get("verb") != "en"}
    # "પટેલને CPVC પાઇપ ઉધાર આપ્યા": what was given on credit stands right before "on credit, gave"
    verbs |= {k for k in range(c.start, c.end - 1) if toks[k].tags.get("credit") and toks[k].script != "latn"
              and toks[k + 1].tags.get("verb") in ("give", "give_out")}
    # English puts the goods after the verb, past an article: "sold a calculator", "took 2 reams of A4".
    objects = {i + 1 for v, i in c.verbs if v in _GOODS_VERBS and toks[i].tag_lang.get("verb") == "en"}
    objects |= {i + 1 for i in objects if i < c.end and toks[i].key in ("a", "an", "the", "one")}

    letters = [t for t in toks if t.script in WORDY]
    native = sum(t.script != "latn" for t in letters) > sum(t.script == "latn" for t in letters)

    def unknown(i: int) -> bool:
        t = toks[i]
        # (right after a count, even a word with an ending glued on is what was counted: "20 സമൂസയും", and 20 samosas)
        # ... and so is one right before the price that names its pack: "पारले-जी ५ रुपये वाले २४ पैकेट"
        pack = i + 1 < len(toks) and toks[i + 1].tags.get("notmoney") == "size"
        # ... and the last word of goods counted before it: "2 packet Gold Flake" (not "Fla", to whom)
        counted = i - 2 >= c.start and toks[i - 1].tags.get("goods") in ("item", "here") and (
            "unit" in toks[i - 2].tags or i - 2 in qty)
        return i not in used and ((not t.tags and t.amount is None and t.script in WORDY and (
            t.glued is None or i - 1 in qty or pack or counted)) or _foreign_name(t, native))

    found: set[int] = set()
    changed = True
    while changed:
        changed = False
        for i in range(c.start, c.end):
            if i in found or not unknown(i):
                continue
            ok = i + 1 in verbs or (i in objects and toks[i].text.islower()) or _valued(toks, i, c.start)
            for step in (-1, 1):
                k = i + step
                if not c.start <= k < c.end:
                    continue
                far = k + step
                near = k in found or _anchor(toks[k], k, qty)
                across = _bridge(toks[k]) and c.start <= far < c.end and (far in found or _anchor(toks[far], far, qty))
                ok = ok or near or across
            if ok:
                found.add(i)
                changed = True
    return found
