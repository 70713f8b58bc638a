"""Several movements in one message (guide: several movements): clauses glued back together, verbs and parties carried
across clauses, self-corrections applied, partial payments laid out, promises set aside.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal

from dhandha.money import times
from dhandha.reading import Intention

from .amounts import mode_near, rest_mode, sum_still_left, value_of
from .clauses import BILL, MONEY_VERBS, Clause, Money, split
from .dates import record_day
from .langs import unmarked_doer
from .names import Party
from .numbers import Amount
from .one_verb import hang_on_one_verb, mixed_kinds
from .promises import due_date, is_promise, when_of
from .records import (
    Draft,
    Env,
    _goods,
    _unknown_goods,
    decide,
    due_of,
    give_after_days,
    main_verb,
    name_unknown_goods,
    people,
)
from .tokens import Tok, sentence_ends

_KIND_CUES = ("credit", "cost", "owe", "old")  # a clause that says its own kind takes no verb from the one before


@dataclass
class Movements:
    drafts: list[Draft] = field(default_factory=list)
    intentions: list[Intention] = field(default_factory=list)
    negated: bool = False  # a movement was said not to have happened: nothing to write for it
    left_said: list[int] = field(default_factory=list)  # "abhi 1,000 aur baaki": where an account stands, in paise


def _combine(a: Clause, b: Clause) -> Clause:
    """One clause from two: the later one only adds to the earlier."""
    c = Clause(a.start, b.end, a.toks)
    c.parties = a.parties + b.parties
    c.nums = a.nums + b.nums
    c.verbs = a.verbs + b.verbs
    c.cues = {**b.cues, **a.cues}
    c.negated = a.negated or b.negated
    return c


def _oops_only(c: Clause) -> bool:
    return (c.oops or (c.has("neg") and len(c.words()) <= 2)) and not c.nums and not people(c) and not c.verbs


def _leads_with_neg(c: Clause) -> bool:
    w = c.words()
    return bool(w) and bool(w[0].tags.get("neg") or w[0].tags.get("oops")) and bool(c.nums)


def _fragment(c: Clause, prev: Clause) -> bool:
    """Adds to the clause before: "1250 ka", "45 ki ek", "udhaar pe", "by UPI", "7,600 cash"."""
    if not c.nums and c.has("paid") and prev.money and people(prev) and people(c) and all(
            p.pronoun for p in people(c)) and main_verb(c)[0] in ("give", "give_out", "pay") and \
            not c.cues.keys() & {"credit", "cost", "fut", "defer"}:
        return True  # "Ravi's salary was 9,000, gave him cash": how the one named before was paid
    if prev.money and c.has("credit") and not c.money and all(p.pronoun for p in people(c)) and \
            main_verb(c)[0] in (None, "give", "give_in") and not c.cues.keys() & {"cost", "fut", "q", "rest"}:
        return True  # "Bill 15,600, they gave 30 days credit": the terms of the bill before
    if people(c) or any(p.role for p in c.parties):
        return False
    if prev.money and c.money and main_verb(prev)[0] == "take" and main_verb(c)[0] in ("give_in", "give", "pay") and \
            (c.money[0].amount.paise or 0) < (prev.money[0].amount.paise or 0):
        return False  # "Naresh 6,400 ki wire teeskunnadu, 4,000 cash ichadu": took goods worth more than he paid
    if prev.money and _paid_in_parts(c) and not _part_paid_for_stock(prev, c):
        return True  # "4,700 ki bikri, 900 UPI baaki cash", "sale 5000, 2000 gpay se aaye"
    if not prev.money and c.money and _bill_only(c) and any(v in ("buy", "recv", "take", "got") for v, _ in prev.verbs):
        return True  # "Vardhman se maal aaya, bill 7,480": the bill is the value of the goods
    if _restated(c, prev):
        return True  # "Good Day 10 wala 24 packet vechya, 240 rupiya": the total said again
    if not prev.money and not prev.verbs and (prev.has("goods") or any(m.role == "qty" for m in prev.nums)) and \
            c.money and (main_verb(c)[0] in ("sell", "buy") or (main_verb(c)[0] == "give_out" and c.has("paid"))) \
            and not c.cues.keys() & {"credit", "cost", "fut"}:
        # "Amul Taaza 500ml 10 packet, 290 nu vechan": the goods, then their value and verb; "പാൽ 18 ലിറ്റർ, 936
        # രൂപ ക്യാഷ് കൊടുത്തു": the goods, then the cash the owner paid for them
        return True
    # "গোয়ালার থেকে ৫০ লিটার দুধ নিলাম, ৩,০০০ দিলাম": goods counted and bought, then what the owner gave is their price
    counted_buy = main_verb(prev)[0] == "buy" and any(m.role == "qty" for m in prev.nums) and not _valued(prev)
    # "... 2 crate aavi Patel Distributors mathi, 1,920 rokda aapya": goods that came from a seller, then paid for
    delivered = main_verb(prev)[0] in ("recv", "got") and any(
        p.mark == "src" and (p.is_person or p.role == "supplier") for p in prev.parties) \
        and (any(m.role == "qty" for m in prev.nums) or prev.has("goods")) and not _valued(prev)
    # ("୩ଟା ବ୍ଲାଉଜ ସିଲେଇ ଦେଲି, ୭୨୦ ଟଙ୍କା ପାଇଲି": sold, then the money got for it)
    got_for_it = main_verb(prev)[0] == "sell" and main_verb(c)[0] in ("recv", "give_in") and not people(c)
    if c.money and (c.has("paid") or counted_buy or got_for_it) and not prev.money and not c.cues.keys() & {
            "credit", "cost", "fut", "defer"} and (
            ((main_verb(prev)[0] == "buy" or delivered) and main_verb(c)[0] in ("give", "give_out", "pay"))
            or (main_verb(prev)[0] == "sell" and main_verb(c)[0] in ("give", "give_in", "pay", "recv"))):
        # "X-ನಿಂದ ಎಣ್ಣೆ ಡಬ್ಬಿ ತಂದೆ, ೪,೮೦೦ ಕ್ಯಾಶ್ ಕೊಟ್ಟೆ", "Kiran phone back panel marchanu, 450 cash ichadu": what
        # was bought or sold, then what was paid for it
        return True
    if not c.nums and c.has("paid") and _valued(prev) and main_verb(c)[0] in ("give", "give_out", "pay") and \
            not c.cues.keys() & {"credit", "cost", "fut", "defer"}:
        # "1,600 ki sabzi kharidi, cash diye", "..., total 540, cash mila", "..., கிலோ 600, பணம் கொடுத்தாச்சு": how
        # it was paid
        return True
    if not c.nums and prev.money and main_verb(c)[0] == "repay" and not c.cues.keys() & {"credit", "cost", "fut"}:
        return True  # "Mishra ji ne 1,250 de diye, hisaab barabar": the payment settled the account
    if c.has("fut") or c.has("rest") or c.has("cost") or c.has("q"):
        return False
    verb, _ = main_verb(c)
    # "1250 cash diye" after "le gaye" still adds to it: a payment word for the same goods.
    took = bool(prev.verbs) and main_verb(prev)[0] == "take"
    if verb is not None and verb not in ("pay",) and not (verb == "give" and c.has("paid") and took) and not (
            verb in ("recv", "got") and took and not c.money):  # "..., got cash", "..., paise mil gaye"
        return False
    money = c.money
    if _own_item(c) and (_own_item(prev) or prev.money):
        return False  # "..., agarbatti 6 packet 20 wali": a new item with its own count and price
    if not money:
        return True  # only cue words ("udhaar pe", "payment baad mein")
    if any(m.role in ("price", "total") for m in c.nums):
        return True
    if not prev.money and not any(m.role == "price" for m in prev.nums):
        return True  # "..., 18000, udhaar pe": the clause before had no value yet
    return c.has("paid") and not verb  # "7,600 cash, 3,800 UPI": a breakdown


def _words_after_source(c: Clause) -> bool:
    """"Sai Ganesh Electricals nunchi wires, ...": plain words after where the goods came from are the goods."""
    src = [p for p in people(c) if p.mark == "src"]
    if not src:
        return False
    rest = [t for t in c.toks[src[-1].end:c.end] if not t.tags.get("mark")]
    return bool(rest) and all(not t.tags and t.amount is None and t.script not in ("punct", "sym", "num") and (
        t.script != "latn" or t.text.islower()) for t in rest)


def _heading(c: Clause) -> bool:
    """"പഴയ ബാക്കി:", "old dues -": a heading that says what the next clause is, nothing of its own."""
    return c.has("old") and not c.nums and not c.verbs and not c.parties


def _valued(c: Clause) -> bool:
    """The clause says what its goods or money were worth: a sum, or the price of one."""
    return bool(c.money) or any(m.role == "price" for m in c.nums)


def _count_before_price(prev: Clause, c: Clause) -> None:
    """"பிளவுஸ் 3 தைச்சேன், ஒன்னு 250": with the price of one said after, a bare small number before it is
    how many, not a sum missing its hundred (guide: amounts)."""
    # ("இட்லி மாவு 1 கிலோ பாக்கெட் 12 விற்றேன், ஒன்று 70": a pack's size before the count is no count)
    if not any(m.role == "price" for m in c.nums) or any(m.role in ("qty", "price") and not _pack_size(prev, m)
                                                         for m in prev.nums):
        return
    money = [m for m in prev.nums if m.role == "money"]
    if len(money) == 1 and not money[0].amount.currency and not money[0].amount.scaled and \
            money[0].amount.paise is not None and money[0].amount.paise <= 10000:
        money[0].role = "qty"


def _product_said_after(prev: Clause, c: Clause) -> bool:
    """Two bare sums sold or bought, then only their product said ("... 5 maaride, 1,495 bantu"): the two are a
    count and the price of one, the product their total (an exact product is never a coincidence to ask)."""
    two = [m for m in prev.nums if m.role == "money"]
    one = [m for m in c.nums if m.role == "money"]
    if len(two) != 2 or len(one) != 1 or len(c.nums) != 1 or people(c) or main_verb(prev)[0] not in ("sell", "buy"):
        return False
    a, b, total = two[0].amount.paise, two[1].amount.paise, one[0].amount.paise
    if a is None or b is None or total is None or any(m.amount.scaled for m in two) or all(
            m.amount.currency for m in two):
        return False
    # (the price may be said in rupees, "30 rooba"; the count never is)
    count = next((m for m in two if (m.amount.paise or 0) % 100 == 0 and 100 < (m.amount.paise or 0) <= 10_000
                  and not m.amount.currency), None)
    if count is None or a * b // 100 != total:
        return False
    price = two[1] if count is two[0] else two[0]
    count.role, price.role = "qty", "price"
    one[0].role = "total"
    return True


def _wala_after_a_count(prev: Clause, c: Clause) -> bool:
    """Only "N wala" after goods counted and sold or bought (a count, or a bare small number): N is the price of one."""
    if len(c.nums) != 1 or c.nums[0].role != "money" or c.verbs or people(c):
        return False
    k = c.nums[0].tok + 1
    return k < c.end and bool(c.toks[k].tags.get("wala")) and _a_count_sold(prev)


def _one_then_a_sum(c: Clause) -> bool:
    """Only "one" said in words, then a sum: "ondu 1,299", "ek 450"."""
    if len(c.nums) != 2 or c.verbs or people(c) or any(m.role != "money" for m in c.nums):
        return False
    one, price = c.nums[0].amount, c.nums[1].amount
    return bool(one.words) and one.paise == 100 and not one.currency and c.nums[1].tok == c.nums[0].tok + 1 and \
        price.paise is not None and price.paise > 100


def _a_count_sold(prev: Clause) -> bool:
    """Goods counted and sold or bought, with no value yet: a count, or a bare small number."""
    if main_verb(prev)[0] not in ("sell", "buy"):
        return False
    money = [m for m in prev.nums if m.role == "money"]
    counts = [m for m in prev.nums if m.role == "qty"]
    if not money and len(counts) == 1:
        return True  # "फेविकोल 50 ग्राम के 15 ट्यूब बेचे, 22 रुपये वाले": fifteen tubes at 22
    a = money[0].amount if len(money) == 1 and not counts else None
    return a is not None and not a.currency and not a.scaled and a.paise is not None and a.paise <= 10000 and \
        not a.paise % 100


def _pack_size(c: Clause, m: Money) -> bool:
    """"1 கிலோ பாக்கெட்": a measure right before the pack word, the size of each pack."""
    return m.tok + 2 < c.end and c.toks[m.tok + 1].tags.get("unit") in ("kg", "g", "litre", "ml") and \
        bool(c.toks[m.tok + 2].tags.get("unit"))


def _counted_then_valued(prev: Clause, c: Clause) -> bool:
    """"ਸੂਟ 4 ਵੇਚੇ, 5,200": goods, a bare small number and a sale or purchase verb, then only a larger value: the
    number is how many were sold (guide: amounts), never a sum missing its hundred; the value is the total."""
    # ... or the verb comes with the value: "Type-C charger 3, 750-க்கு விற்றேன்", "గ్యాస్ సిలిండర్లు 2, 2,300"
    sold_after = not prev.verbs and len(c.nums) == 1 and (not c.verbs or main_verb(c)[0] in ("sell", "buy"))
    # ("Type-C charger 3": a word read as a name right before a goods word is the brand of the goods)
    brand = all(p.end < prev.end and prev.toks[p.end].tags.get("goods") for p in people(prev))
    if len(c.money) != 1 or (c.verbs and not sold_after) or people(c) or c.cues.keys() - {
            "paid", "mode", "together", *(("qn",) if sold_after else ())} or (people(prev) and not (sold_after and brand)):
        return False
    money = [m for m in prev.nums if m.role == "money"]
    if len(money) != 1 or len(prev.nums) != 1 or (main_verb(prev)[0] not in ("sell", "buy") and not sold_after):
        return False
    a, total = money[0].amount, c.money[0].amount
    before = prev.toks[money[0].tok - 1] if money[0].tok > prev.start else None
    goods = before is not None and bool(before.tags.get("goods") or (sold_after and before.tags.get("cost")))
    if not goods or a.currency or a.scaled or a.paise is None or a.paise > 10000 or a.paise % 100 or \
            total.paise is None or total.paise <= a.paise:
        return False
    money[0].role = "qty"
    return True


def _counted_then_billed(prev: Clause, c: Clause) -> bool:
    """"ಲಕ್ಷ್ಮಿ ಮೆಟಲ್ಸ್ ಇಂದ ಸ್ಟೀಲ್ ಡಬ್ಬಿ ಸೆಟ್ 20 ಬಂತು, ಬಿಲ್ 11,600": goods that came (from a supplier, if one is named)
    with a bare small number, then only the bill said: the number is how many came, the bill their value."""
    if len(c.money) != 1 or len(c.nums) != 1 or c.verbs or people(c) or not _bill_only(c):
        return False
    if main_verb(prev)[0] not in ("recv", "buy") or any(not (p.firm or p.mark == "src") for p in people(prev)):
        return False
    money = [m for m in prev.nums if m.role == "money"]
    # ("ಗ್ರೀನ್‌ಪ್ಲೈ 18mm BWP 8x4 ಶೀಟ್ 20 ಬಂತು": numbers already read as the goods' size are not a second sum)
    if len(money) != 1 or any(m.role != "skip" for m in prev.nums if m is not money[0]):
        return False
    a = money[0].amount
    before = prev.toks[money[0].tok - 1] if money[0].tok > prev.start else None
    goods = before is not None and (bool(before.tags.keys() & {"goods", "unit"}) or (
        not before.tags and before.script == "latn" and before.text.islower()))  # ("plastic chairs 50 vachayi")
    if not goods or a.currency or a.scaled or a.paise is None or \
            a.paise > 10000 or a.paise % 100 or (c.money[0].amount.paise or 0) <= a.paise:
        return False
    money[0].role = "qty"
    return True


def _given_out_then_got(prev: Clause, c: Clause) -> bool:
    """Goods counted and given out by the owner with no sum, then only a sum got ("..., 750 ନଗଦ ମିଳିଥିଲା"): one
    movement, what was given out and what came in for it."""
    if prev.money or not any(m.role == "qty" for m in prev.nums) or main_verb(prev)[0] != "give_out" or people(prev):
        return False
    return len(c.money) == 1 and len(c.nums) == 1 and bool(c.verbs) and all(v in ("recv", "got") for v, _ in c.verbs) \
        and not people(c) and not c.cues.keys() - {"paid", "mode"}


def _restated(c: Clause, prev: Clause) -> bool:
    """A bare amount equal to the value the clause before already has (count x price)."""
    if len(c.money) != 1 or c.verbs or c.cues.keys() - {"per", "paid", "mode", "together"} or not prev.nums:
        return False
    said = c.money[0].amount
    if len(prev.money) == 1 and said.paise == prev.money[0].amount.paise and not any(ch.isdigit() for ch in said.text):
        return True  # "300 diye the, teen sau": the same sum said again in words, to be clear
    if prev.money or not any(m.role == "price" for m in prev.nums):
        return False
    return value_of(prev).paise == c.money[0].amount.paise


def _bill_only(c: Clause) -> bool:
    """"bill 7,480": a bill and its amount, nothing else that says what happened."""
    costs = [t for t in c.words() if t.tags.get("cost")]
    return bool(costs) and all(t.key in BILL for t in costs) and not c.verbs and not people(c)


def _due_clause(c: Clause) -> bool:
    """"21 din mein dena hai", "payment 15 tareekh tak", "will pay Monday": when the shop pays for what it
    bought, with no amount or person of its own."""
    if people(c) or c.money or c.has("goods"):
        return False
    # "30 દિવસ ની ઉધારી", "30 din ka udhaar": days of credit on what was bought are when it is paid
    shop_pays = ("owe" in c.cues and c.toks[c.cues["owe"]].tags["owe"] == "shop") or c.has("defer") or (
        c.has("credit") and c.has("days")) or (
        "fut" in c.cues and c.toks[c.cues["fut"]].tags.get("fut") == "pay") or (not c.verbs and give_after_days(c)) or (
        c.has("rest") and not c.verbs) or any(  # "..., balance by 31st December": the rest of the bill, by then
        c.toks[i].key == "pay" and c.toks[i + 1].key in ("by", "before", "within") for i in range(c.start, c.end - 1))
    return shop_pays and (c.has("when") or c.has("days") or c.has("tarikh") or any(
        c.toks[i].tags.get("date") == "dom" for i in range(c.start, c.end)))


# The trading towns a firm's name is followed by ("Shree Balaji Textiles, Surat"); a town inside a name ("Chennai
# Mobile Spares") is part of it.
_TOWNS = frozenset({
    "surat", "mumbai", "bombay", "delhi", "ahmedabad", "ludhiana", "kolkata", "calcutta", "chennai", "madras", "indore",
    "jaipur", "rajkot", "tirupur", "erode", "coimbatore", "kanpur", "agra", "pune", "nagpur", "hyderabad", "bangalore",
    "bengaluru", "kochi", "cochin", "madurai", "varanasi", "lucknow", "patna", "bhiwandi", "panipat", "amritsar",
    "jalandhar", "sivakasi", "moradabad"})


def _share_paid(c: Clause) -> bool:
    """"paid half", "aadha diya": a share of the sum before, paid, with no number of its own."""
    # ("aadha kilo cheeni di": half a kilo is how much goods, no share of money)
    return not c.nums and main_verb(c)[0] in ("pay", "give", "give_out", "give_in") and any(
        c.toks[i].tags.get("frac") and not (i + 1 < len(c.toks) and c.toks[i + 1].tags.get("unit"))
        for i in range(c.start, c.end))


def _with_share_of(c: Clause, prev: Clause) -> Clause:
    """The clause with the share said as its sum: never the whole sum marked paid."""
    at = next(i for i in range(c.start, c.end) if c.toks[i].tags.get("frac"))
    t = c.toks[at]
    whole = max(m.amount.paise or 0 for m in prev.money)
    share = int(Decimal(whole) * Decimal(t.tags["frac"]))
    said = Amount(t.start, t.end, t.text, share, currency=False, scaled=False, words=True)
    t.amount = said
    return replace(c, nums=[Money(said, at, "money")])


def _part_paid_for_stock(prev: Clause, c: Clause) -> bool:
    """"Got 40 sarees from ..., bill 48,500. Paid 24,250 by NEFT today": less than the bill, paid by the owner for
    stock, is a payment to the seller with the rest owed; never the bill's whole value marked paid."""
    bought = main_verb(prev)[0] in ("buy", "recv", "got") and any(p.mark == "src" or p.firm for p in people(prev))
    paid = sum(m.amount.paise or 0 for m in c.money)
    bill = max((m.amount.paise or 0) for m in prev.money)
    return bought and main_verb(c)[0] in ("pay", "give_out") and 0 < paid < bill and not c.has("rest")


def _paid_in_parts(c: Clause) -> bool:
    """Only amounts with the way each was paid (and "baaki cash"): how the clause before was paid."""
    if c.cues.keys() & {"credit", "cost", "goods", "old", "defer", "fut", "q"}:
        return False
    if not c.money:
        return c.has("rest") and c.has("mode") and not c.nums  # "..., baaki cash"
    if any(v not in ("recv", "give_in", "pay", "got") for v, _ in c.verbs):
        return False
    return all(mode_near(c, m) for m in c.money)


def _own_item(c: Clause) -> bool:
    """A count and a price or value of its own: "10 packet 45 wala", "4 shampoo bottles at 90 each"."""
    return any(m.role == "qty" for m in c.nums) and any(m.role in ("price", "money", "total") for m in c.nums)


def _replace_last_value(prev: Clause, new: Clause) -> Clause:
    """'650, arre nahi, 560': the later value replaces the earlier one."""
    money = [m for m in prev.nums if m.role in ("money", "total")]
    if money:
        last = money[-1]
        prev.nums = [m if m is not last else Money(m.amount, m.tok, "skip") for m in prev.nums]
    return _combine(prev, new)


def _count_then_price_then_total(a: Clause, b: Clause, c: Clause) -> bool:
    """"ilaneer 85 vitthen, 30 rooba, 2550": goods counted and sold (or bought), then a bare price, then a bare sum
    that is exactly their product: one sale of 85 at 30, never three (an exact product is no coincidence)."""
    if people(a) or people(b) or people(c) or b.verbs or len(a.nums) != 1 or len(b.nums) != 1 or len(c.nums) != 1:
        return False
    if main_verb(a)[0] not in ("sell", "buy") or any(v not in ("recv", "got") for v, _ in c.verbs):
        return False
    n, price, total = a.nums[0], b.nums[0], c.nums[0]
    if any(m.role != "money" or m.amount.paise is None or m.amount.scaled for m in (n, price, total)):
        return False
    count = n.amount.paise or 0
    return not n.amount.currency and count % 100 == 0 and 100 < count <= 10_000 and \
        count * (price.amount.paise or 0) // 100 == total.amount.paise


def glue(clauses: list[Clause]) -> list[Clause]:
    for k in range(len(clauses) - 3, -1, -1):
        if _count_then_price_then_total(*clauses[k:k + 3]):
            clauses[k:k + 2] = [_combine(clauses[k], clauses[k + 1])]
    out: list[Clause] = []
    oops = False
    for c in clauses:
        before = _sum_before_a_total(c, out) if len(out) >= 2 else None
        if before is not None:
            said = c.toks[c.money[0].tok]
            said.tags.setdefault("notmoney", "whole")  # accounted for: no stray sum
            if before != c.money[0].amount.paise:
                # "paid 300 to Ravi, 200 to Mohan, 600 total": the total does not add up, so one of the sums is
                # misheard or mistyped: the entries are shown for a yes, never the total put on the last one.
                said.tags["total_differs"] = " ".join(t.text for t in c.words())
            continue  # "chai 40, samosa 60, total 100": the total of the entries before, said again
        if out and _oops_only(c):
            oops = True
            continue
        if out and out[-1].money and _share_paid(c):
            c = _with_share_of(c, out[-1])  # "Bill 48,500. Paid half by NEFT": half the bill, paid now
        if out and any(p.firm for p in people(out[-1])) and c.end - c.start == 1 and c.toks[c.start].key in _TOWNS:
            c.toks[c.start].tags = {"role": "place"}
            continue  # "..., Shree Balaji Textiles, Surat. Bill 48,500": the firm's town says nothing more
        if out and (oops or c.oops or _leads_with_neg(c)) and c.money and out[-1].money:
            same_party = not people(c) or [p.name for p in people(c)] == [p.name for p in people(out[-1])]
            if same_party:
                out[-1] = _replace_last_value(out[-1], c)
                oops = False
                continue
        oops = False
        if out and not out[-1].money and not out[-1].verbs and people(out[-1]) and out[-1].has("goods") and \
                c.verbs and (main_verb(c)[0] == "take" or (main_verb(c)[0] == "buy" and unmarked_doer(
                    c.toks[main_verb(c)[1]].tag_lang.get("verb")))) and not people(c) and not c.money:
            out[-1] = _combine(out[-1], c)  # "അബ്ദുൽ ഖാദർ Metformin 500, Glycomet GP 2 എടുത്തു": one list of goods taken
            continue
        if out and _heading(out[-1]) and c.money:
            out[-1] = _combine(out[-1], c)  # "പഴയ ബാക്കി: ഷാജി 1,800 തരാനുണ്ട്": old dues, then whose and how much
            continue
        if out and _given_out_then_got(out[-1], c):
            out[-1] = _combine(out[-1], c)  # "50 ଟା ଚେୟାର ଭଡ଼ା ଦେଇଥିଲି, 750 ନଗଦ ମିଳିଥିଲା": given out on hire, and got for it
            continue
        if out and (_counted_then_valued(out[-1], c) or _counted_then_billed(out[-1], c)):
            out[-1] = _combine(out[-1], c)  # "ਸੂਟ 4 ਵੇਚੇ, 5,200": four suits sold, worth 5,200
            continue
        if out and _product_said_after(out[-1], c):
            # "Jio 299 plan recharge 5 maaride, 1,495 bantu": 299 five times is exactly the 1,495 that came
            out[-1] = _combine(out[-1], replace(c, verbs=[]))
            continue
        if out and _wala_after_a_count(out[-1], c):
            c.nums[0].role = "price"  # "ब्रश 6 बेचे, 90 वाले": six sold, the ninety-rupee kind: ninety each
        elif out and _one_then_a_sum(c) and _a_count_sold(out[-1]):
            # "boAt Airdopes 131 2 maaride, ondu 1,299": two sold, one is 1,299
            c.nums[0].role, c.nums[1].role = "skip", "price"
        if out and _fragment(c, out[-1]):
            if not c.nums and main_verb(c)[0] == "repay" and main_verb(out[-1])[0] in ("pay", "give_out"):
                c = replace(c, verbs=[])  # "paid Balaji 14,500 by NEFT, the old amount is settled": who paid is said before
            _count_before_price(out[-1], c)
            if c.money and not c.has("paid") and main_verb(out[-1])[0] in ("buy", "recv", "got") and \
                    main_verb(c)[0] in ("give", "give_out", "pay"):
                c = replace(c, cues={**c.cues, "paid": c.verbs[0][1]})  # "..., 3,200 കൊടുത്തു": handed over, paid
            out[-1] = _combine(out[-1], c)
            continue
        money_given = bool(out) and _money_word(c) and not out[-1].verbs and bool(people(out[-1])) and [
            v for v, _ in c.verbs] == ["give_in"]  # "सुनीता दीदी का ब्लाउज़ सिलाई 450, पैसे दे गईं"
        if out and _valued(out[-1]) and not c.nums and not people(c) and (
                ((c.has("paid") or _bank_named(c)) and c.verbs and all(v in ("recv", "got") for v, _ in c.verbs))
                or money_given) and not c.cues.keys() & {"credit", "cost", "fut", "defer"}:
            paid = replace(c)
            if money_given:
                # "सुनीता दीदी का ब्लाउज़ सिलाई 450, पैसे दे गईं": the one named before gave the money for it
                paid.cues = {**c.cues, "paid": c.verbs[0][1]}
            else:
                paid.verbs = []  # "..., total 540, cash mila": how the goods before were paid, not money of its own
            out[-1] = _combine(out[-1], paid)
            continue
        if out and _goods_only(out[-1]) and not c.money and not people(c) and main_verb(c)[0] in ("sell", "buy") and \
                _goods_only(replace(c, verbs=[])):
            out[-1] = _combine(out[-1], c)  # "Azithral 500 3 strips, Augmentin 625 2 strips అమ్మాను, మొత్తం 780": one list
            continue
        if out and not out[-1].money and not out[-1].verbs and (out[-1].has("goods") or _words_after_source(out[-1])) \
                and any(p.firm or p.mark == "src" for p in people(out[-1])) and not c.money and not people(c) and \
                c.has("goods") and main_verb(c)[0] in ("recv", "got", "buy"):
            # "जोशी ट्रेडर्सकडून शेव्हिंग क्रीम, ब्लेड आणि डाय आले": one list of goods that came from the seller
            out[-1] = _combine(out[-1], c)
            continue
        if out and _paid_for_goods_bought(out[-1], c):
            paid = replace(c, verbs=[], cues={**c.cues, "paid": c.verbs[0][1]})
            out[-1] = _combine(out[-1], paid)  # "Bethel Traders-ൽ നിന്ന് മൈദ 2 ചാക്ക് വാങ്ങി, 3,200 കൊടുത്തു": paid for them
            continue
        if out and _goods_only(out[-1], market=main_verb(c)[0] == "buy") and c.money and main_verb(c)[0] in (
                "sell", "buy", "take"):
            out[-1] = _combine(out[-1], c)  # "JK Copier 75 gsm ke 5 rim, 1,450 ka Sharma Stationers se liya"
            continue
        if out and (out[-1].money or any(m.role == "price" for m in out[-1].nums)) and not c.nums and not c.verbs \
                and c.has("credit") and people(c) and all(p.pronoun for p in people(c)) and people(out[-1]):
            # "..., 4,800 ka, unke khate me", "24 thalis at 130 each. Put it on his account": that person's credit
            out[-1] = _combine(out[-1], c)
            continue
        if out and out[-1].money and people(out[-1]) and not c.nums and not people(c) and c.verbs and \
                all(v == "take" for v, _ in c.verbs) and not c.cues.keys() & {"fut", "defer", "q", "rest"}:
            out[-1] = _combine(out[-1], c)  # "Baldev ke khate me 850 likho, aata chawal le gaya": what the one named took
            continue
        if out and not out[-1].money and not out[-1].verbs and people(out[-1]) and c.money and not people(c):
            out[-1] = _combine(out[-1], c)  # "Fernandes ko bhi, 650", "Baldev aur Naseem, dono ke naam 650"
            continue
        if out and _valued(out[-1]) and not people(out[-1]) and not out[-1].verbs and people(c) and not c.nums and (
                c.has("credit") or any(p.mark == "cred" for p in people(c))) and all(v == "take" for v, _ in c.verbs):
            # "Kaju katli 2 kilo, 1,760 ki, Mrs Kapoor ke khate mein", "... ৪৮৫০ করে, সমীর বাকিতে নিল" (Samir took them on
            # credit): the goods before are the named person's credit
            out[-1] = _combine(out[-1], c)
            continue
        out.append(c)
    return out


def _sum_before_a_total(c: Clause, before: list[Clause]) -> int | None:
    """For a total and nothing else ("total 100", "kul 100") after clauses that each have a sum of their own, what
    those sums add up to; None for any other clause. Said equal, it restates them (guide: amounts); either way it
    is neither another entry nor a price."""
    if len(c.money) != 1 or c.money[0].role != "total" or c.verbs or people(c) or c.cues.keys() - {"together", "paid"}:
        return None
    sums = [m.amount.paise for x in before for m in x.nums if m.role in ("money", "total")]
    if len(sums) < 2 or any(len(x.money) != 1 for x in before) or None in sums:
        return None
    return sum(s for s in sums if s is not None)


def _bank_named(c: Clause) -> bool:
    """"..., Axis lo vachindi": the clause names the bank the money came into."""
    return any(c.toks[i].tags.get("bank") for i in range(c.start, c.end))


def _paid_for_goods_bought(prev: Clause, c: Clause) -> bool:
    """guide: amounts in context. Goods bought with no value said, then only "3,200 diye / കൊടുത്തു": the sum
    the owner handed over is what the goods cost, paid now; one purchase, not a purchase asked and a payment."""
    if main_verb(prev)[0] != "buy" or _valued(prev) or prev.cues.keys() & {"credit", "defer", "fut", "cost"}:
        return False
    if not all(p.firm for p in people(prev)):
        return False  # ("গোয়ালার থেকে ... দুধ নিলাম": a trade word read as a name stays asked; only a firm is sure)
    if len(c.money) != 1 or len(c.nums) != 1 or not c.verbs or any(v not in ("give_out", "give", "pay")
                                                                   for v, _ in c.verbs):
        return False
    same = not people(c) or [p.name for p in people(c)] == [p.name for p in people(prev)]
    return same and not c.cues.keys() & {"credit", "defer", "fut", "old", "rest", "goods", "cost", "q", "owe"}


_MONEY_WORDS = frozenset({"paise", "paisa", "पैसे", "पैसा", "ਪੈਸੇ", "પૈસા", "পয়সা", "টাকা", "ପଇସା", "ଟଙ୍କା", "money"})


def _money_word(c: Clause) -> bool:
    """"पैसे दे गईं": the word for money, so what "gave" gave was money for what was said before."""
    return any(t.text.casefold() in _MONEY_WORDS for t in c.words())


def _bare_sum(c: Clause) -> bool:
    """One sum and nothing that says what it is: no verb, person, goods, count or cue."""
    return len(c.money) == 1 and len(c.nums) == 1 and not c.verbs and not people(c) and not any(
        p.role for p in c.parties) and not c.cues.keys() - {"paid", "mode", "together"}


def _goods_only(c: Clause, market: bool = False) -> bool:
    """Goods and their count, nothing else: no money, verb, person or cue that says what happened. market: the
    market they were bought at may be named too ("மாட்டுத்தாவணி மார்க்கெட்ல மல்லி 5 கிலோ, ...")."""
    roles = [p.role for p in c.parties if p.role and not (market and p.role in ("place", "supplier"))]
    return not c.money and not c.verbs and not people(c) and not roles and (
        c.has("goods") or any(m.role == "qty" for m in c.nums)) and not c.cues.keys() & {
        "credit", "cost", "fut", "q", "rest", "paid", "old", "cancel", "fix"}


def _remainder(c: Clause) -> bool:
    """'baaki udhaar', 'rest on credit', 'baaki baad mein', 'rest in 30 days': the unpaid rest of a bill."""
    later = c.has("credit") or c.has("defer") or (
        (c.has("days") or c.has("tarikh")) and not c.money and not c.has("goods"))
    # ("..., बाकी राहिले", "..., baaki reh gaye": the rest said to remain, with no sum, verb or question of its own)
    left = not c.money and not c.verbs and all(set(t.tags) <= {"rest", "fn", "qn"} for t in c.words())
    return c.has("rest") and (later or left) and not c.has("fut") and not people(c)


def _still_left_after_paying(c: Clause, drafts: list[Draft]) -> bool:
    """"Sukhi ne 2,250 diye, abhi 1,000 aur baaki hai": after a payment, the sum said to be still left is where
    the account stands, no money moving; the chain asks about a name with no account (guide: old dues)."""
    if not drafts or any(d.kind not in ("payment_received", "payment_made") for d in drafts):
        return False
    if not c.has("rest") or len(c.money) != 1 or people(c) or any(v in MONEY_VERBS for v, _ in c.verbs) or \
            c.cues.keys() & {"fut", "credit", "goods", "cost", "q"}:
        return False
    return sum_still_left(c.toks, c.start, c.end) == c.money[0].amount.paise


def _rest_restated(c: Clause, drafts: list[Draft]) -> bool:
    """"दो साड़ी ली 4,500 की, 3,000 नकद दिए, 1,500 बाकी": the rest said as a sum that is exactly the price less
    what was paid is what the buyer still owes, not a third movement."""
    if not c.has("rest") or len(c.money) != 1 or people(c) or c.cues.keys() & {"fut", "paid", "old", "q"} or any(
            v in MONEY_VERBS for v, _ in c.verbs):
        return False
    rest = c.money[0].amount.paise
    for i, d in enumerate(drafts):
        if d.amount is None or not (d.goods_to_customer or d.kind in ("udhaar_given", "sale", "purchase")):
            continue
        paid = sum(x.amount or 0 for x in drafts[i + 1:] if x.name == d.name and x.amount is not None and
                   x.kind in ("payment_received", "payment_made", "sale", None))
        if paid and d.amount - paid == rest:
            return True
    return False


def _paid_by_modes(c: Clause, drafts: list[Draft]) -> bool:
    """A clause of sums each said with its way of paying and the rest in another ("3000 upi rest cash", "600 came
    on gpay rest cash"), after one sale whose value was said or counted out before it: the parts that sale was paid
    in (guide: amounts). The modes go on that sale; a sum the parts do not stay under is no part of it."""
    if len(drafts) != 1 or not c.money or people(c) or c.cues.keys() & {"credit", "cost", "fut", "defer", "old", "q",
                                                                        "goods", "bill"}:
        return False
    if "paid" in c.cues and any(t.tags.get("paid") and not t.tags.get("mode") for t in c.words()):
        return False  # (a word of paying of its own: "2,000 diye baaki cash" is a payment, not how a sale was paid)
    d = drafts[0]
    rest = rest_mode(c)
    # (the sale's own verb, lent to this clause by the list it closes, is no second sale: "25 bori bechi 410 ki ek,
    # 4,000 GPay baaki cash")
    lent = {"sell"} if d.kind == "sale" else set()
    if d.kind not in ("sale", None) or d.name or d.amount is None or d.modes or rest is None or any(
            v not in ("recv", "got", *lent) for v, _ in c.verbs):
        return False
    parts: dict[str, int] = {}
    for m in c.money:
        mode = mode_near(c, m)
        if mode is None or m.amount.paise is None or mode == rest:
            return False
        parts[mode] = parts.get(mode, 0) + m.amount.paise
    told = sum(parts.values())
    if told >= d.amount:
        return False
    d.modes = {**parts, rest: d.amount - told}
    if d.kind is None and d.ask in ("ambiguous_direction", "ambiguous_kind"):
        d.kind, d.ask, d.detail = "sale", None, None  # money that came in parts from nobody named: the takings
    return True


def _price_of_one_after(prev: Clause | None, drafts: list[Draft], c: Clause) -> bool:
    """"ଅଶୋକ 1,000 ଇଟା ନେଲେ, ଇଟା 8 ଟଙ୍କା", "Ashok 1000 int le gaya, int 8 rupaye": the goods named again with a small
    sum after a number said right before them is the price of one; the number was how many (guide: amounts). The
    entry is their count times that price, never a thousand rupees and eight more."""
    if prev is None or len(drafts) != 1 or len(c.money) != 1 or c.verbs or people(c) or c.cues.keys() & {
            "credit", "paid", "cost", "fut", "rest", "old", "q"}:
        return False
    d, price = drafts[0], c.money[0].amount.paise
    said = [m for m in prev.money if m.amount.paise == d.amount]
    if d.amount is None or d.qty is not None or price is None or len(said) != 1 or said[0].amount.currency or \
            said[0].tok + 1 >= prev.end or not 0 < price * 10 <= d.amount:
        return False
    goods = prev.toks[said[0].tok + 1]
    again = [t for t in c.words() if t.amount is None and t.script not in ("punct", "sym")]
    if not again or again[0].key != goods.key or c.money[0].tok < c.start + 1:
        return False
    count = d.amount / 100
    d.amount, d.qty = times(count, price), count
    d.ask = d.ask if d.ask != "approximate_amount" else None
    return True


def _total_of_count_and_price(prev: Clause | None, drafts: list[Draft], c: Clause) -> bool:
    """"Kerala Oil Mills-nu 1,000 thenga koduthu 19 rupa vechu, 19,000, kadam": a sum said alone that is exactly the
    number before the goods times the price of one said with it is their total; the number was how many. One
    entry of the total, never a payment of 1,000 and a second entry."""
    alone = len(c.money) == 1 and len(c.nums) == 1 and not c.verbs and not people(c) and not any(
        p.role for p in c.parties) and not c.cues.keys() - {"paid", "mode", "together", "credit"}
    if prev is None or not drafts or not alone or c.money[0].amount.paise is None:
        return False
    total = c.money[0].amount.paise
    counts = [m for m in prev.money if not m.amount.currency and m.amount.paise and m.amount.paise % 100 == 0]
    prices = [m for m in prev.nums if m.role == "price" and m.amount.paise]
    if len(counts) != 1 or len(prices) != 1:
        return False
    count, price = counts[0].amount.paise or 0, prices[0].amount.paise or 0
    if times(count / 100, price) != total:
        return False
    own = [d for d in drafts if d.amount == count]
    if len(own) != 1 or len(drafts) != 1:
        return False
    d = own[0]
    d.amount, d.qty = total, count / 100
    if d.ask in ("approximate_amount", "ambiguous_amount", "missing_amount"):
        d.ask, d.detail = None, None
    if c.has("credit") and d.kind == "payment_made":
        d.kind = "udhaar_given"  # goods given at a price, on credit: what they owe, not money paid to them
    elif c.has("credit") and d.kind == "payment_received":
        d.kind, d.on_credit = "purchase", True  # goods that came at a price, on credit
    return True


def assemble(env: Env) -> Movements:
    msg = env.msg
    clauses = hang_on_one_verb(glue(split(msg.toks, env.caps)))
    for k in range(len(clauses) - 2, -1, -1):
        c, nxt = clauses[k], clauses[k + 1]
        # ("frame for Mrs Kapoor 7800, she paid 5000": "she" is the same person again, her payment no verb for the
        # goods before)
        if not c.verbs and c.money and people(c) and nxt.verbs and nxt.money and people(nxt) and not all(
                p.pronoun for p in people(nxt)) and not any(
                c.has(x) for x in _KIND_CUES) and not sentence_ends(msg.toks, c.end, nxt.start):
            # "Rajan ne 200 + Mohan ne 300 diye": the verb comes last (never across a full stop: "2 buckets to
            # Patil 6,200. he paid 2,000" is goods given, then his payment)
            clauses[k] = _carry_verb(nxt, c)
    out = Movements()
    prev: Clause | None = None
    prev_drafts: list[Draft] = []
    remainders: list[Clause] = []
    story: Party | None = None
    said_first: list[Intention] = []  # "paise baad me denge, X se ... aaya": the deferral said before the goods
    later_first = False
    rest_later = False  # "baaki kal", "rest tomorrow": the rest of a bill is still to come
    days: list[str | None] = []  # the day each record clause names, for the clauses that name none
    heading: Clause | None = None  # "Old balance from before the app: ...": old dues said over what follows
    for k, c in enumerate(clauses):
        if heading is not None and c.nums:
            c, heading = _combine(heading, c), None
        if not out.drafts and _pays_later(c) and any(x.nums for x in clauses[k + 1:]):
            later_first = True
            if is_promise(c):
                said_first.append(_intention(c, env, prev))
            continue
        if not c.nums and not people(c) and any(x.nums for x in clauses[k + 1:]) and not c.has("credit") and not (
                c.has("rest") or c.has("fut")):
            days.append(record_day(msg.toks, c.start, c.end, env.ctx.now_iso))
            if c.has("old") and not c.verbs:
                heading = c  # "જૂનું લેણું: રમણીકભાઈ પાસે ૫,૫૦૦ બાકી છે": the dues below are from before the books
            continue  # "aaj ka kharcha: chai 40, nashta 60": a heading over the clauses that follow
        for p in people(c):
            if p.is_person and p.name:
                env.named.append(p.name)
        if not c.nums and people(c) and all(v == "recv" for v, _ in c.verbs) and not c.cues.keys() & {
                "credit", "goods", "cost", "fut", "rest"} and any(x.nums for x in clauses[k + 1:]):
            story = people(c)[0]  # "Mukesh aaya tha, 1200 de gaya": who came is who the next clause is about
            continue
        if story is not None and not people(c) and c.money:
            c = replace(c)
            # ("Chawla sahab aaye the, 500 diye", "सावंत ताई आल्या होत्या, दोन हजार दिले": who came is who gave)
            mark = "doer" if main_verb(c)[0] == "give" else "none"
            c.parties = [Party(story.name, c.start, c.start, mark=mark, pronoun=story.pronoun), *c.parties]
            story = None
        if _remainder(c) or _rest_restated(c, out.drafts):
            remainders.append(c)
            continue
        if _still_left_after_paying(c, out.drafts):
            out.left_said.extend(m.amount.paise for m in c.money if m.amount.paise)
            continue
        bought = [d for d in out.drafts if d.kind == "purchase"]
        if bought and _due_clause(c):
            for d in bought:
                d.on_credit, d.due = True, due_of(c, env.ctx.now_iso)  # "..., 21 din mein dena hai"
            continue
        if c.negated:
            out.negated = True
            continue
        if is_promise(c) and not _past_money(c) and not _bought_now(c, env):
            rest_later = rest_later or c.has("rest")
            later = (c.has("defer") or c.has("fut")) and not people(c)
            to_them = (c.has("defer") or c.has("fut")) and all(p.mark == "dat" for p in people(c))
            if not ((later or to_them) and _shop_pays(c, out.drafts)):
                # The shop's own promise to pay for stock is no one's intention: the Intention would be
                # read as the supplier promising to pay.
                out.intentions.append(_intention(c, env, prev))
            if later or (to_them and _shop_pays(c, out.drafts)):
                # "bought ... from Khanna & Sons for 4200, will pay Monday": the purchase is on credit.
                payee = people(c)[0] if to_them and len(people(c)) == 1 and people(c)[0].is_person else None
                for d in (out.drafts if _shop_pays(c, out.drafts) else prev_drafts):
                    if d.kind == "purchase":
                        d.on_credit = True
                        if d.name is None and payee is not None:
                            # "paalu 20 litres teesukunna, ..., dabbulu Ramesh ki tarvata istanu": the one the shop
                            # will pay is whom the goods came from
                            d.name, d.party = payee.name, payee
                        d.due = d.due or due_of(c, env.ctx.now_iso)  # "..., 15 din mein denge"
                    elif d.goods_to_customer and d.ask == "cash_or_credit":
                        # "Ravi took groceries worth 320, will pay tomorrow": taken now, paid later.
                        d.kind, d.ask, d.goods_to_customer = "udhaar_given", None, False
            continue
        if not _counts(c) and not c.verbs and not c.cues.keys() & {"cost", "credit", "goods"}:
            continue  # a clause that says nothing about money ("dekh lo", "ruko ek minute", a name alone)
        if out.drafts and out.drafts[-1].amount and not c.nums and people(c) and all(
                p.pronoun for p in people(c)) and main_verb(c)[0] == "take":
            continue  # "Put 6,000 on Salim's account, he took a water tank": what the entry before was for
        if out.drafts and out.drafts[-1].clears_old_dues and not c.nums and people(c) and all(
                p.pronoun or p.owner for p in people(c)) and main_verb(c)[0] in ("sell", "take", "give"):
            continue  # "..., he owed it for the phone, I sold him last month": the old sale the dues came from
        small = all((m.amount.paise or 0) < 10000 for m in c.money)  # ("the old iPhone 7": a model, no sum)
        if out.drafts and out.drafts[-1].amount and out.drafts[-1].kind == "payment_received" and small and \
                any(p.pronoun for p in people(c)) and (c.cues.keys() & {"owe", "old"} or any(
                    t.tags.get("qn") == "balance" for t in c.words())):
            # "Irfan gave me the 2000, he owed it for the old phone I sold him last month": what he paid was owed
            # from before; the sale it was owed for is no new entry
            out.drafts[-1].clears_old_dues = True
            continue
        if not c.nums and not any(v in MONEY_VERBS for v, _ in c.verbs) and not c.has("credit") and out.drafts:
            continue  # "..., fees bharni thi unko": a reason, not another movement
        if prev is not None and _bare_sum(c) and any(m.role == "qty" for m in prev.nums) and prev_drafts and \
                prev_drafts[-1].amount and prev_drafts[-1].amount != c.money[0].amount.paise:
            # "ग्लूकोमीटर स्ट्रिप 50 वाली 2 डिब्बी बेची, 1,700": a sum alone after counted goods that already
            # have a value is that value said differently, not a second sale: which one is asked.
            for d in prev_drafts:
                d.ask = d.ask or "approximate_amount"
                d.detail = d.detail or f"{(d.amount or 0) // 100} / {(c.money[0].amount.paise or 0) // 100}"
            continue
        if _price_of_one_after(prev, prev_drafts, c) or _total_of_count_and_price(prev, prev_drafts, c):
            continue
        if prev is not None and not c.verbs and not any(c.has(k) for k in _KIND_CUES) and (
                c.money or (_own_item(c) and bool(prev.verbs))) and _same_role(prev, c):
            # "Fernandes ne 1100 lautaye, Naseem ne bhi 650": the verb carries over.
            c = _carry_verb(prev, c)
        if prev is not None and prev.has("cost") and prev_drafts and prev_drafts[0].kind == "expense" and \
                prev_drafts[0].name and _joined(msg.toks, c) and c.money and _same_role(prev, c) and \
                people(c) and not any(c.has(k) for k in (*_KIND_CUES, "goods", "paid")) and \
                all(v in ("give", "pay") for v, _ in c.verbs):
            c = replace(c)  # "Munna ko 6000 tankhwah aur Raju ko 5500 diye": the second is a salary too
            c.cues = {**c.cues, "cost": prev.cues["cost"]}
        if prev is not None and not people(c) and prev_drafts and c.money and (c.verbs or c.has("credit")) and \
                not (c.has("cost") and not c.has("credit")):
            # ("..., paid tempo 300": a running cost has its own payee, not the party before it)
            c = _carry_party(prev, prev_drafts, c)
        if _paid_by_modes(c, prev_drafts):
            continue  # "6 sets DPS uniform 920 each, 3000 upi rest cash": how the sale before was paid, not a second
        c = _source_carried(prev, prev_drafts, c)
        if _goes_on_old_list(prev, prev_drafts, c):
            env.old_list.add(c.start)
        drafts = decide(c, env)
        day = record_day(msg.toks, c.start, c.end, env.ctx.now_iso)
        for d in drafts:
            d.on = day
        days.append(day)
        out.drafts += drafts
        prev, prev_drafts = c, drafts
    if later_first:
        if any(d.kind == "purchase" for d in out.drafts):
            for d in out.drafts:
                if d.kind == "purchase" and d.on_credit is None:
                    d.on_credit = True
        else:
            out.intentions = said_first + out.intentions
    _paid_the_supplier(out.drafts)
    _settle_partials(out.drafts, remainders, rest_later)
    _old_dues_paid(out.drafts)
    _old_bill_of_the_payee(out.drafts)
    _said_to_clear_old_dues(out.drafts, clauses)
    for r in remainders:
        due = due_of(r, env.ctx.now_iso)
        for d in out.drafts:
            if due and d.kind == "purchase" and d.on_credit and not d.due:
                d.due = due  # "..., paid 7,000, rest in 30 days"
    _one_day(out.drafts, days, env)
    said_total = next((t for t in msg.toks if t.tags.get("total_differs")), None)
    if said_total is not None:
        for d in out.drafts:  # (shown whole for a yes or a no: an answer of one sum could fix only one of them)
            d.ask = d.ask or "not_sure"
            d.detail = d.detail or said_total.tags["total_differs"]
    _priced_too_low_for_the_count(out.drafts)
    _done_for_someone_who_pays_later(out)
    _rest_promised(out)
    _shop_owes_rest(out)
    _each_of_the_names_after(out, clauses, msg.toks)
    _goods_listed_for_one_total(out, msg.toks)
    mixed_kinds(out.drafts)
    return out


# Goods counted by the piece; a sum for many of them that leaves under ₹5 a piece is more likely the price of one,
# and so is one said "of" ("95 ke") that leaves under ₹10 a piece.
_PIECES = frozenset({"packet", "piece", "bottle", "box", "tin", "carton"})
_LOW, _LOW_SAID_OF = 500, 1000


def _priced_too_low_for_the_count(drafts: list[Draft]) -> None:
    """"Haldiram bhujia 400g wale 10 packet beche 95 ke": ten packets for ₹95 in all would be ₹9.50 each; "95 ke"
    may be the price of one. Either way is a guess, so which is asked (₹95 or ₹950), never written."""
    for d in drafts:
        if d.ask or not d.amount or not d.qty or d.qty < 2 or (d.unit is not None and d.unit not in _PIECES):
            continue  # (a bare count is of pieces too: "साबुन 12 बेचे, 35" is ₹35 each or ₹35 for twelve)
        said_of = any(m.amount.paise == d.amount and m.tok + 1 < d.clause.end and
                      d.clause.toks[m.tok + 1].tags.get("mark") == "gen" for m in d.clause.nums)
        if d.amount / d.qty >= (_LOW_SAID_OF if said_of and d.unit is not None else _LOW):
            continue
        if d.qty != int(d.qty) or any(m.role in ("price", "total") or (m.amount.paise == d.amount and m.amount.currency)
                                      for m in d.clause.nums):
            continue  # ("झेरॉक्स ४५० प्रती, ४५० रुपये": the rupees said outright are the whole)
        d.ask, d.detail = "approximate_amount", f"{d.amount // 100} / {d.amount * int(d.qty) // 100}"
        d.options = [d.amount, d.amount * int(d.qty)]


def _goes_on_old_list(prev: Clause | None, prev_drafts: list[Draft], c: Clause) -> bool:
    """"Old account: Kulwinder 3,400 baaki, and Goel Traders ka 12,000 dena hai": right after old dues, the next
    dues said with nothing happening now are old dues too (guide: old dues)."""
    if prev is None or not prev_drafts or any(d.kind != "opening_balance" for d in prev_drafts):
        return False
    if not c.verbs and len(c.money) == 1 and len(people(c)) == 1 and not c.cues.keys() - {"also"} and \
            people(c)[0].mark in ("gen", "none"):
        return True  # "रामू का पुराना 600 बाकी है, और हरपाल सिंह का 1,150": the rest of the sentence is said once
    return not c.verbs and bool(c.money) and bool(people(c)) and bool(c.cues.keys() & {"owe", "rest"}) and not \
        c.cues.keys() & {"cost", "q", "goods", "credit"}


def _goods_listed_for_one_total(out: Movements, toks: list) -> None:
    """"സാംസങ് 25W ചാർജർ ഒന്ന്, ടൈപ്പ് സി കേബിൾ 3, അനീഷിന് 1,650 കടം": goods counted one by one with no sum, then one
    person and one sum on credit (or sold): the goods are what that sum is for, one entry."""
    if len(out.drafts) < 2:
        return
    *goods, last = out.drafts
    if last.amount is None or not last.name or last.kind not in ("udhaar_given", "sale") or last.ask:
        return
    if not all(d.amount is None and d.qty is not None for d in goods):
        return
    sums = [t.amount.paise for t in toks if t.amount is not None and t.amount.paise]
    if sums.count(last.amount) != 1 or any(a != last.amount and a > 10000 for a in sums):
        return  # (only counts and sizes besides the one sum: nothing else said with a value)
    out.drafts = [last]


def _each_of_the_names_after(out: Movements, clauses: list[Clause], toks: list) -> None:
    """"అక్టోబర్ ఫీజు ఒక్కొక్కరికి 1,500 ఖాతాలో రాయి: శ్రావ్య, కార్తీక్, హర్ష", "fees 1,500 each on credit: A, B, C": one
    entry with nobody's name, "each", then only names: the same entry for each of them."""
    if len(out.drafts) != 1 or not any(t.tags.get("each") for t in toks):
        return
    d = out.drafts[0]
    if d.name is not None or d.amount is None or d.kind not in (None, "udhaar_given", "payment_received", "sale"):
        return
    after = [c for c in clauses if c.start >= d.clause.end]
    names = [p for c in after for p in people(c) if p.is_person and p.name and p.mark == "none"]
    if len(names) < 2 or any(c.money or c.verbs or c.nums for c in after) or any(
            toks[k].tags and toks[k].script != "punct" and not any(p.start <= k < p.end for p in names)
            for c in after for k in range(c.start, c.end)):
        return
    out.drafts = [replace(d, name=p.name, party=p, ask=None if d.ask == "missing_counterparty" else d.ask)
                  for p in names]


def _shop_owes_rest(out: Movements) -> None:
    """"Salim se 6 bori pyaaz 7,800 ki, 3,900 diye baaki Thursday ko": with only stock bought and paid for in the
    message, "the rest on Thursday" is when the shop pays its supplier (the purchase's due date), never the
    supplier's promise to pay the shop."""
    bought = [d for d in out.drafts if d.kind == "purchase"]
    if not bought or not all(d.kind in ("purchase", "payment_made") for d in out.drafts):
        return
    sellers = {(d.name or "").casefold() for d in bought}
    for it in list(out.intentions):
        if it.what == "pay" and (it.counterparty or "").casefold() in sellers and it.due:
            for d in bought:
                if (d.name or "").casefold() == (it.counterparty or "").casefold():
                    d.on_credit, d.due = True, d.due or it.due
            out.intentions.remove(it)


def _done_for_someone_who_pays_later(out: Movements) -> None:
    """"Jio 299 recharge for Karthik, he will pay later": a service the shop sells, done for someone who is to pay
    for it, is credit given to him, never the shop's own running cost."""
    if len(out.drafts) != 1 or len(out.intentions) != 1:
        return
    d, it = out.drafts[0], out.intentions[0]
    if d.kind != "expense" or d.name or d.ask or not d.amount or it.what != "pay" or not it.counterparty or \
            it.amount_paise not in (None, d.amount):
        return
    if not any(p.name == it.counterparty for p in people(d.clause)):
        return  # ("bijli bill 900 bhara, Ramesh kal dega": the bill is the shop's; Ramesh pays something else)
    d.kind, d.name = "udhaar_given", it.counterparty
    it.amount_paise = d.amount


def _rest_promised(out: Movements) -> None:
    """"..., 1,200 diye, baaki agle hafte": the promise is for the rest of that bill."""
    for it in out.intentions:
        if it.amount_paise is not None or it.counterparty is None:
            continue
        mine = [d for d in out.drafts if d.name == it.counterparty and d.amount is not None]
        owed = sum(d.amount for d in mine if d.kind == "udhaar_given" and d.amount)
        paid = sum(d.amount for d in mine if d.kind == "payment_received" and d.amount)
        if owed > paid > 0:
            it.amount_paise = owed - paid


def _one_day(drafts: list[Draft], days: list[str | None], env: Env) -> None:
    """"kal Rajan ne 500 diye, Mohan ne 300": a day said once is the day of the whole message, except
    for a clause that names its own (or says "aaj")."""
    said = next((d for d in days if d), None)
    if said is None:
        return
    for d in drafts:
        if d.on is None and not _says_today(d.clause):
            d.on = said


def _says_today(c: Clause) -> bool:
    return any(c.toks[i].tags.get("when") == "+0" or c.toks[i].tags.get("period") == "today"
               for i in range(c.start, c.end))


def _pays_later(c: Clause) -> bool:
    """'paise baad me denge', 'payment agle hafte', 'will pay monday': payment to come, nobody named, no value."""
    return not _counts(c) and not people(c) and not c.has("goods") and _pay_promise(c) and not any(
        v in MONEY_VERBS for v, _ in c.verbs)


def _paid_the_supplier(drafts: list[Draft]) -> None:
    """guide: kind and direction within one message: "Salim ko 3000 diye aur unse 10 bori aata aaya": stock came from Salim,
    so what the shop handed him is a payment to a supplier."""
    sellers = {d.name.casefold() for d in drafts if d.kind == "purchase" and d.name}
    for d in drafts:
        if d.kind is None and d.ask == "ambiguous_direction" and d.name and d.name.casefold() in sellers and \
                d.party is not None and d.party.mark == "dat" and main_verb(d.clause)[0] in ("give", "give_out", "pay"):
            d.kind, d.ask = "payment_made", None


def _joined(toks: list[Tok], c: Clause) -> bool:
    """Is the clause joined to the one before by aur/and?"""
    near = [toks[k] for k in (c.start - 1, c.start) if 0 <= k < len(toks)]
    return any(t.key in ("aur", "and", "और") for t in near)


def _counts(c: Clause) -> bool:
    return any(m.role != "skip" for m in c.nums)


def _pay_promise(c: Clause) -> bool:
    """A promise to pay money (not to come, nor to deliver goods)."""
    if c.has("goods") or any(m.role == "qty" for m in c.nums):
        return False
    return c.has("defer") or ("fut" in c.cues and c.toks[c.cues["fut"]].tags.get("fut") == "pay")


def _bought_now(c: Clause, env: Env) -> bool:
    """'X se 5 peti maggi mangayi 2350 ki, paise baad me denge', 'bought 20 bulbs from X ... will pay friday':
    goods already came from a supplier and only the payment is to come. The clause is a purchase on
    credit (guide: kind and direction), not a promise; its promise is the shop's own."""
    verb, _ = main_verb(c)
    if verb not in ("buy", "recv", "take", "got") or not value_of(c).paise:
        return False
    fut = c.cues.get("fut")
    if fut is not None and c.toks[fut].tags.get("fut") != "pay":
        return False  # "... kal aayega": the goods themselves are still to come
    probe = replace(c, cues=dict(c.cues), nums=list(c.nums))
    # "ravi 2 kilo cheeni le gaya 90 ka, paise kal dega": goods taken now, paid later, is credit given.
    return all(d.kind == "purchase" or (d.kind == "udhaar_given" and verb == "take" and d.ask is None)
               for d in decide(probe, env))


def _shop_pays(c: Clause, prev_drafts: list[Draft]) -> bool:
    """'..., will pay Monday' after stock bought: the shop is the one who will pay."""
    return _pay_promise(c) and any(d.kind == "purchase" for d in prev_drafts) and all(
        d.kind in ("purchase", "payment_made") for d in prev_drafts)


def _past_money(c: Clause) -> bool:
    """'Baldev ne 1100 diye, ...' has happened; 'Salim Friday ko dega' has not."""
    v, _ = main_verb(c)
    return v is not None and v not in ("give",) and not c.has("fut")


def _source_carried(prev: Clause | None, prev_drafts: list[Draft], c: Clause) -> Clause:
    """"mandi se 40 kilo tamatar 32 ke rate, 25 kilo pyaaz 28": where the goods before came from (a market, a
    wholesaler) is where the next goods said with no verb and nobody came from too (guide: goods lines)."""
    if prev is None or c.verbs or not prev_drafts or any(d.kind != "purchase" for d in prev_drafts):
        return c
    src = next((p for p in prev.parties if p.role == "supplier" and p.name is None), None)
    qty = {m.tok for m in c.nums if m.role == "qty"}
    # "..., ଚିଙ୍ଗୁଡ଼ି 10 କିଲୋ 400": a bare word right before the count is the goods, not a customer
    if src is None or not qty or any(p.mark != "none" or p.end not in qty for p in c.parties):
        return c
    c2 = replace(c)
    c2.parties = [src]
    return c2


def _same_role(prev: Clause, c: Clause) -> bool:
    """May the verb carry? Not from "Rajan ko ... udhaar" to "Mohan ne 300": the markers disagree."""
    a = next((p.mark for p in people(prev) if p.mark != "none"), "none")
    b = next((p.mark for p in people(c) if p.mark != "none"), "none")
    return a == "none" or b == "none" or a == b or {a, b} <= {"dat", "cred"}


def _carry_verb(prev: Clause, c: Clause) -> Clause:
    c2 = replace(c)
    c2.verbs = [(v, c.start) for v, _ in prev.verbs[:1]]
    # The kind words carry with the verb: "paid salary 6000 to Munna and 5500 to Raju" is two salaries.
    c2.cues = {**{k: c.start for k in ("credit", "paid", "cost") if prev.has(k)}, **c.cues}
    ps = people(c)
    prev_ps = people(prev)
    if ps and prev_ps and all(p.mark == "none" for p in ps) and prev_ps[0].mark != "none":
        c2.parties = [replace(p, mark=prev_ps[0].mark, prep=prev_ps[0].prep) for p in c.parties]
    elif ps and prev_ps and prev.verbs and all(p.mark == "none" for p in ps) and prev_ps[0].mark == "none" and \
            prev_ps[0].start < prev.verbs[0][1] and ps[0].start == c.start:
        # "Aftab paid 1000, Kusum 400": the name before the verb was the doer, and so is the carried one.
        c2.parties = [replace(p, mark="doer") if p in ps else p for p in c.parties]
    if ps and prev_ps and prev_ps[0].start > prev.verbs[0][1] if prev.verbs else False:
        # English verb first ("gave Salim 200 ..., Anil 150 too"): the party stays after the verb.
        c2.verbs = [(v, c.start - 1 if c.start > 0 else 0) for v, _ in prev.verbs[:1]]
    return c2


def _carry_party(prev: Clause, prev_drafts: list[Draft], c: Clause) -> Clause:
    """'Kulkarni ko 2750 ka saamaan diya, 1100 de gaye': the same party, the way the story goes."""
    src = next((d.party for d in prev_drafts if d.party is not None and (d.party.is_person or d.party.pronoun)), None)
    if src is None:
        return c
    verb, _ = main_verb(c)
    if c.has("goods") and verb in ("give", "give_in", "pay", "repay", "recv") and not any(
            m.role == "qty" for m in c.nums) and c.verbs and c.verbs[0][1] == c.start:
        return c  # "Salim ne 700 jama kiye, Pappu 400": a carried payment verb, a word in a name's place
    mark = src.mark
    last_kind = prev_drafts[0].kind
    if verb == "sell" and any(m.role == "qty" for m in c.nums) and not prev.has("goods") and not any(
            d.goods_to_customer or d.item for d in prev_drafts):
        return c  # "रीना को 800 उधार, 2 साड़ी 3,400 में बेचीं": goods counted and sold apart from her money
    goods_out = prev_drafts[0].goods_to_customer or last_kind in ("udhaar_given", "sale")
    old_dues = last_kind == "opening_balance"
    if verb in ("give", "pay"):
        if goods_out or last_kind == "payment_received" and src.mark == "doer" or (
                old_dues and prev_drafts[0].owes == "them"):
            mark = "doer"  # the customer paid part of it ("purana 1,800 tha, aaj 700 diye")
        elif last_kind in ("purchase",) or (old_dues and prev_drafts[0].owes == "shop"):
            mark = "dat"  # the shop paid the supplier
        else:
            mark = "none"
    elif verb == "give_out" and (last_kind == "purchase" or (old_dues and prev_drafts[0].owes == "shop")):
        mark = "dat"  # "রহমান ট্রেডার্স থেকে ... মাল এল, ৮,০০০ দিয়েছি": the owner paid the supplier part of it
    elif verb == "take":
        mark = "none"
    c2 = replace(c)
    ghost = Party(src.name, c.start, c.start, mark=mark, firm=src.firm, pronoun=src.pronoun)
    c2.parties = [ghost, *c.parties]
    return c2


def _settle_partials(drafts: list[Draft], remainders: list[Clause], rest_later: bool = False) -> None:
    """guide: several movements: goods plus a part paid, the rest owed. The unpaid rest makes the goods entry credit."""
    _buyer_named_later(drafts, bool(remainders) or rest_later)
    _bill_then_part_paid(drafts, bool(remainders) or rest_later)
    for i, d in enumerate(drafts):
        if not (d.goods_to_customer or d.kind in ("purchase", "sale")):
            continue
        paid = [x for x in drafts[i + 1:] if x.name == d.name and x.amount is not None and
                x.kind in ("payment_received", "payment_made", "sale")]
        part = bool(paid) and d.amount is not None and all(x.amount is not None and x.amount < d.amount for x in paid)
        if not (remainders or rest_later or part):
            continue  # ("baaki udya", "rest next month": the rest promised is the rest owed)
        if d.goods_to_customer and d.ask == "cash_or_credit" or (
                d.kind == "sale" and d.name and not d.ask and part and all(
                    x.kind in ("payment_received", "sale") for x in paid)):
            # "sold a saree to Lakshmi for 9,800, she paid 5,000": a sale to a named person paid only in
            # part is her credit for the whole, and her payment; never a sale and a payment too.
            d.kind, d.ask, d.goods_to_customer = "udhaar_given", None, False
            for x in paid:
                if x.kind == "sale":
                    x.kind = "payment_received"
            for x in drafts[i + 1:]:
                # ("..., tyanni 500 dile baki udya": the part the buyer gave, the rest owed)
                if x.name == d.name and x.kind is None and x.ask == "ambiguous_direction" and x.amount and \
                        d.amount and x.amount < d.amount and not _owner_said(x.clause):
                    x.kind, x.ask = "payment_received", None
        elif d.kind == "purchase" and (remainders or rest_later or (part and d.on_credit is not False)):
            d.on_credit = True
            for x in paid:
                if x.ask == "ambiguous_direction" or x.kind is None:
                    x.kind, x.ask = "payment_made", None
    _part_paid_by_mode(drafts, bool(remainders) or rest_later)


def _bill_then_part_paid(drafts: list[Draft], rest_owed: bool) -> None:
    """"Mrs Fernandes frame and lenses, total 3200, she paid 2000 gpay rest next week": a person's bill said with
    no verb of its own took "paid" from the clause after it; the bill is her credit, and what she paid her payment
    (guide: several movements), never two payments."""
    if not rest_owed:
        return
    for d, x in zip(drafts, drafts[1:], strict=False):
        own_verb = any(d.clause.toks[i].tags.get("verb") for i in range(d.clause.start, d.clause.end))
        # (or a bill whose direction was open: "ଲିଙ୍ଗରାଜ ପଟ୍ଟନାୟକଙ୍କ ସ୍କୁଟି ସର୍ଭିସିଂ 800, 500 ଦେଲେ ବାକି ପରେ ଦେବେ")
        # (a name of more than two words there may have taken in the goods: that stays asked)
        bill = d.kind == "payment_received" or (d.kind is None and d.ask == "ambiguous_direction" and
                                                d.party is not None and d.party.end - d.party.start <= 2)
        # ("Verma ji ke yahan sajawat ki 18 hazaar ki, 10 hazaar diye baaki baad mein": a part "given" with the
        # rest owed later, the same person and nobody else said to give, is what the customer paid)
        given = x.kind is None and x.ask == "ambiguous_direction" and bill and d.ask == "ambiguous_direction" and \
            not _owner_said(x.clause)
        if bill and (x.kind == "payment_received" or given) and d.name and x.name == d.name and \
                (not own_verb or given) and d.amount is not None and x.amount is not None and x.amount < d.amount:
            d.kind = "udhaar_given"
            d.ask = None if d.ask in ("not_sure", "ambiguous_direction") else d.ask
            if given:
                x.kind, x.ask = "payment_received", None


def _owner_said(c: Clause) -> bool:
    """"maine diye": the owner says he is the one who gave."""
    return any(t.tags.get("owner") for t in c.words())


def _part_paid_by_mode(drafts: list[Draft], rest_owed: bool) -> None:
    """"Samsung A15 Anil ko 13,999 ka becha, 9,000 nakad, baaki agle hafte": the part paid is said as a
    mode of payment. A named buyer who paid less than the price owes the rest: her credit for the whole,
    and her payment (guide: several movements), never a sale of the whole."""
    for d in list(drafts):
        if d.kind != "sale" or not d.name or d.ask or not d.modes or d.amount is None:
            continue
        paid = sum(d.modes.values())
        if not rest_owed or paid >= d.amount:
            continue
        d.kind, d.modes = "udhaar_given", None
        drafts.insert(drafts.index(d) + 1, Draft(d.clause, kind="payment_received", amount=paid, name=d.name,
                                                 party=d.party, on=d.on, rule=("part paid by mode",)))


def _old_dues_paid(drafts: list[Draft]) -> None:
    """"Gaffar bhai ka purana 4,000 dena tha, aaj de diya": a payment told without its amount, right after
    old dues of the same person, pays those dues."""
    for d, x in zip(drafts, drafts[1:], strict=False):
        if d.kind != "opening_balance" or x.ask != "missing_amount" or x.amount is not None:
            continue
        if x.name not in (None, d.name) or main_verb(x.clause)[0] not in ("give", "give_out", "pay", "repay"):
            continue
        x.amount, x.name, x.party, x.ask = d.amount, d.name, d.party, None
        x.kind = "payment_made" if d.owes == "shop" else "payment_received"
    for d, x in zip(drafts, drafts[1:], strict=False):
        # "kal 1750 Jaspal ne bheje, ohda purana udhaar si 1750 da, hun sab clear": his old credit of the same sum,
        # cleared by the payment just told; the dues from before, never a second payment of 1,750.
        old = any(x.clause.toks[i].tags.get("old") for i in range(x.clause.start, x.clause.end))
        if d.kind == "payment_received" and x.kind == "payment_received" and x.amount == d.amount and old and \
                x.name == d.name and not d.ask and not x.ask:
            x.kind, x.owes = "opening_balance", "them"


def _old_bill_of_the_payee(drafts: list[Draft]) -> None:
    """"കേരള മെഡിക്കൽ ഏജൻസീസിന് 15000 അയച്ചു, പഴയ ബില്ല് 22000 ഉണ്ടായിരുന്നു", "sent 15000 to Kerala Medical, old
    bill was 22000": the old bill is what the shop already owed the one just paid (dues from before the books),
    never a cost of 22,000 paid today (guide: old dues)."""
    for d, x in zip(drafts, drafts[1:], strict=False):
        if d.kind != "payment_made" or not d.name or d.ask or x.kind != "expense" or x.name or not x.amount:
            continue
        toks = x.clause.words()
        if not any(t.tags.get("old") for t in toks) or not any(t.key in BILL or t.text in BILL for t in toks) or \
                any(t.tags.get("verb") in ("give", "give_out", "pay", "paid_to", "spend") for t in toks):
            continue
        x.kind, x.owes, x.name, x.party, x.item = "opening_balance", "shop", d.name, d.party, None


def _said_to_clear_old_dues(drafts: list[Draft], clauses: list[Clause]) -> None:
    """"Mohan ne 2,000 diye the, purana baaki tha, ab saaf ho gaya": the message itself says what the payment was
    for, old dues it cleared; the chain books those dues (of the same sum) with it for someone new, never asking
    again, and for someone already in the books it is a payment of what they owe."""
    pays = [d for d in drafts if d.kind in ("payment_received", "payment_made") and d.name and not d.ask and d.amount]
    if len(pays) != 1 or len(drafts) != 1:
        return
    d = pays[0]
    # (a pronoun is the payer again: "Mary aunty paid 700, it was her old dues")
    said = [c for c in clauses if c is not d.clause and not c.money and all(p.pronoun for p in people(c)) and any(
        c.toks[i].tags.get("old") for i in range(c.start, c.end))]
    # ("we owed Vision Lens Lab 9,200 from september, paid it cash today": what was owed from an earlier month,
    # paid in the same breath)
    c = d.clause
    owed_before = "owe" in c.cues and any(c.toks[i].tags.keys() & {"month", "old", "previous"} for i in range(c.start, c.end))
    if said or owed_before:
        d.clears_old_dues = True


def _buyer_named_later(drafts: list[Draft], rest_owed: bool = False) -> None:
    """"suit 2,350 ka, Noor ne 1,200 diye": goods priced with nobody named, then a person pays for them.
    They are Noor's goods: the payment is part of the price (the rest is Noor's udhaar), or all of it
    (a sale to Noor). Never two sales. Goods read as a sale ("2 kilo rasgulla 600", "screen replaced for
    4,500") are the payer's too when the rest of the bill is said to be owed ("baaki kal", "rest tomorrow")."""
    for i, d in enumerate(drafts[:-1]):
        x = drafts[i + 1]
        if rest_owed and d.kind == "sale" and not d.name and not d.ask and d.amount is not None and (
                d.item or d.qty or _goods(d.clause) or _unknown_goods(d.clause)) and x.kind == "payment_received" \
                and x.name and not x.ask and \
                x.amount is not None and x.amount < d.amount:
            d.name, d.party, d.kind = x.name, x.party, "udhaar_given"
            return
        if d.kind == "sale" and not d.name and not d.ask and d.amount is not None and x.kind == "payment_received" \
                and x.name and x.amount is None and x.ask == "missing_amount":
            # "Samsung M14 display maathunen 3,200, Karthik anna GPay pannitaru": who paid for the sale, no sum of
            # their own: the sale is theirs, paid
            d.name, d.party = x.name, x.party
            drafts.remove(x)
            return
        # "Ramu saree 3,200, 1,500 ichadu": the goods' buyer may be named before the price, too.
        named_same = d.name is not None and x.name is not None and d.name.casefold() == x.name.casefold() and \
            d.ask == "ambiguous_direction"
        if (d.name and not named_same) or d.amount is None or d.ask not in (
                "ambiguous_kind", "missing_counterparty", "ambiguous_direction") or not (
                d.item or d.qty or _goods(d.clause) or _unknown_goods(d.clause)):
            continue
        if x.kind != "payment_received" or not x.name or x.ask or x.amount is None or x.amount > d.amount:
            continue
        d.name, d.party, d.ask = x.name, x.party, None
        d.goods_to_customer = True
        name_unknown_goods(d)
        if x.amount == d.amount:
            d.kind = "sale"
            drafts.remove(x)
        else:
            d.kind = "udhaar_given"
        return


def _intention(c: Clause, env: Env, prev: Clause | None) -> Intention:
    ps = [p for p in people(c) if p.is_person or p.pronoun]
    name: str | None = None
    if ps:
        name = env.pronoun() if ps[0].pronoun else ps[0].name
    elif env.named:
        name = env.named[-1]
    elif c.has("rest"):
        name = env.ctx.last_party
    when, dom = when_of(c)
    if when == "+0" and not c.has("fut"):
        when = None
    val = value_of(c)
    what = "visit" if "fut" in c.cues and c.toks[c.cues["fut"]].tags.get("fut") == "visit" else "pay"
    if c.has("goods") or any(t.key.split()[0] in ("delivery", "deliver", "suply", "supply") for t in c.words()):
        what = "deliver"  # "Om Sai kal maal bhejega": goods to come, not money
    return Intention(counterparty=name, due=due_date(when, env.ctx.now_iso, dom), amount_paise=val.paise,
                     what=what)
