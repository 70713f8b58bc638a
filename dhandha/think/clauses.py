"""A message cut into clauses, one money movement each (guide: several movements), with what each clause says.

Clauses are cut at punctuation, at "aur/and" when both sides carry an amount, and after a verb that
is followed by another amount (voice has no commas). Then fragments are put back where they
belong: "1250 ka" and "45 ki ek" qualify the clause before them, "Fernandes ko bhi, 650" is one
clause, and "650, arre nahi, 560" keeps only the final value.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from dhandha.lang.scripts import LETTERS

from .counts import CountedList, counted_list
from .langs import small_words
from .names import Party, find_parties, titled
from .numbers import Amount
from .numwords import lexicon, word_key
from .tokens import Tok, sentence_ends

_STOP_PUNCT = frozenset({",", ";", ".", "!", "।", "॥", "|", "—", "–", "-", ":", "..", "..."})
MONEY_VERBS = frozenset({"give", "give_in", "give_out", "recv", "got", "repay", "pay", "paid_to", "take", "buy",
                         "sell", "spend"})


@dataclass
class Money:
    amount: Amount
    tok: int  # token index
    role: str = "money"  # money | qty | price | total | skip


@dataclass
class Clause:
    start: int
    end: int  # token range [start, end)
    toks: list[Tok]
    parties: list[Party] = field(default_factory=list)
    nums: list[Money] = field(default_factory=list)
    verbs: list[tuple[str, int]] = field(default_factory=list)  # (verb class, token index)
    cues: dict[str, int] = field(default_factory=dict)  # category -> first token index (credit, cost, ...)
    oops: bool = False  # a self-correction marker: the next value replaces the last one
    negated: bool = False  # "Rajan ne 500 nahi diye": the movement did not happen

    @property
    def money(self) -> list[Money]:
        return [m for m in self.nums if m.role in ("money", "total")]

    @property
    def verb(self) -> str | None:
        return self.verbs[0][0] if self.verbs else None

    def has(self, cue: str) -> bool:
        return cue in self.cues

    def words(self) -> list[Tok]:
        return self.toks[self.start:self.end]


_CUES = ("credit", "paid", "defer", "cost", "goods", "fut", "said", "when", "also", "both", "each", "together",
         "neg", "q", "qn", "period", "fix", "cancel", "dup", "entry", "remind", "chat", "yes", "no", "inject",
         "someone", "forgot", "tarikh", "days", "firm", "per", "unit", "owner", "pron", "rest", "role", "old", "owe",
         "mart", "withdraw", "deposit", "ownacct", "mode")


def analyse(toks: list[Tok], start: int, end: int, caps: bool, parties: list[Party] | None = None) -> Clause:
    c = Clause(start, end, toks)
    if parties is None:
        parties = find_parties(toks[:end], caps)
    c.parties = [p for p in parties if start <= p.start < end]
    in_party = {i for p in c.parties if p.is_person for i in range(p.start, p.end)}
    for i in range(start, end):
        t = toks[i]
        if t.amount is not None:
            c.nums.append(Money(t.amount, i))
            continue
        v = t.tags.get("verb")
        if v and i not in in_party:
            c.verbs.append((v, i))
        for cue in _CUES:
            if cue in t.tags and cue not in c.cues and (i not in in_party or cue in ("firm", "also", "both")):
                c.cues[cue] = i
        if t.tags.get("oops"):
            c.oops = True
        if t.tags.get("mark") == "cred" and "credit" not in c.cues:
            c.cues["credit"] = i  # "dono ke naam 650", "uske naam": on someone's account
    _relative(c)
    _number_roles(c)
    _self_corrected(c)
    if "cost" in c.cues:
        k = c.cues["cost"]
        nxt = next((toks[j] for j in range(k + 1, end) if not toks[j].tags.get("hon")), None)
        if nxt is not None and nxt.tags.get("mark") == "doer" and nxt.tag_lang.get("mark") != "en":
            del c.cues["cost"]  # "Bill ne 500 diye": whoever gave money is not a running cost
    if "cost" in c.cues and any(p.is_person for p in c.parties):
        costs = [toks[i] for i in range(start, end) if toks[i].tags.get("cost") and i not in in_party]
        if all(t.key in BILL for t in costs):
            del c.cues["cost"]  # "Rajan ka 500 ka bill": a customer's bill, not a running cost
    c.negated = any(_verb_negated(toks, i, start, end) for _, i in c.verbs) or (
        "credit" in c.cues and _verb_negated(toks, c.cues["credit"], start, end))
    return c


# Relative words: "..., jo udhaar liya tha usse" tells the story of the money, it is not a second movement.
_RELATIVE = frozenset({"jo", "jis", "jiska", "jiske", "jiski", "jisko", "jisse", "jinse", "jinka", "jinke", "jinki",
                       "जो", "जिस", "जिसका", "जिसके", "जिसकी", "जिसको", "जिससे", "जिनसे", "जिनका", "जिनके"})
_OWNER_TOOK = frozenset({"take"})


def _relative(c: Clause) -> None:
    """'Bittu ko 400 chuka diye jo udhaar liya tha usse': after a money verb and its amount, a relative
    clause says why; its verbs and its credit word do not decide the kind or the direction (guide: kind and direction).
    When it says the owner took credit ("jo udhaar liya tha", no other doer), the money paid is a debt
    repaid: cue "debt"."""
    toks = c.toks
    r = next((i for i in range(c.start, c.end) if toks[i].key in _RELATIVE or toks[i].text in _RELATIVE), None)
    if r is None:
        return
    before = [(v, i) for v, i in c.verbs if i < r]
    if not any(v in MONEY_VERBS for v, _ in before) or not any(m.tok < r for m in c.nums):
        return
    after = [(v, i) for v, i in c.verbs if i > r]
    c.verbs = before
    credit = c.cues.get("credit")
    if credit is not None and credit > r:
        del c.cues["credit"]
        doer = any(toks[i].tags.get("mark") == "doer" or (toks[i].tags.get("pron") and toks[i].key.endswith(("ne", "ने")))
                   for i in range(r, c.end))
        if any(v in _OWNER_TOOK for v, _ in after) and not doer:
            c.cues["debt"] = r
    for k in [k for k, i in c.cues.items() if i > r and k in ("goods", "cost", "paid", "defer")]:
        del c.cues[k]


BILL = frozenset({"bil", "bill", "बिल", "બિલ", "বিল", "ਬਿੱਲ", "ਬਿਲ", "பில்", "బిల్లు", "బిల్", "ಬಿಲ್", "ಬಿಲ್ಲು",
                   "ബിൽ", "ബില്ല്", "ବିଲ", "ବିଲ୍"})


def _verb_negated(toks: list[Tok], i: int, start: int, end: int) -> bool:
    """A negation right next to the verb: 'nahi diye', 'mat do', "didn't pay", 'dile nahi'."""
    before = toks[i - 1] if i - 1 >= start else None
    after = toks[i + 1] if i + 1 < end else None
    neg_before, neg_after = small_words("negation_before"), small_words("negation_after")
    if before is not None and (before.key in neg_before or before.text in neg_before):
        return True
    if before is not None and before.key in ("did", "has", "have") and after is not None and after.key == "not":
        return True
    return after is not None and (after.key.split()[0] in neg_after or after.text in neg_after) and not (
        i + 2 < end and toks[i + 2].amount is not None)


def _counted_before(toks: list[Tok], u: int) -> bool:
    """Was the unit at u counted earlier in the message ("3 బస్తాలు ... బస్తా 1,300")? Then, standing
    alone before a sum, it is the unit the sum is the price of."""
    unit = toks[u].tags.get("unit")
    # ("மூட்டை 10 வித்தேன், மூட்டை 1,450": the count may follow its unit, as Dravidian owners write it)
    return any(toks[k].tags.get("unit") == unit and (toks[k - 1].amount is not None or (
        k + 1 < u and toks[k + 1].amount is not None and not toks[k + 1].amount.currency)) for k in range(1, u))


# Forms of "one" the number tables do not hold (they are no amount alone): an article, an emphatic or oblique "one".
_ONE_FORMS = frozenset({"a", "ఒక్క", "ಒಂದ", "একটা", "ଗୋଟେ"})


def _says_one(t: Tok) -> bool:
    """"ek", "oru", "ஒரு", "ఒక" ...: the word for one, from the languages' number tables (numwords.py)."""
    if t.amount is not None:
        return bool(t.amount.words) and t.amount.paise == 100
    if t.key in _ONE_FORMS or t.text.casefold() in _ONE_FORMS:
        return True
    word = lexicon().words.get(word_key(t.text))
    return word is not None and word.kind == "num" and word.value == 1


def _one_of_the_counted(toks: list[Tok], i: int, start: int) -> bool:
    """"ek watch ke 250", "oru battery 150": "one" and the goods counted earlier in the message ("4 watch", "battery
    3"), then this sum: the price of one of them, never their total."""
    k = i - 1
    if k > start and toks[k].tags.get("mark") == "gen":
        k -= 1  # "ek watch ke 250": the "of" before the sum
    if k - 1 < start or toks[k].amount is not None or toks[k].script in ("punct", "sym", "num") or _is_unit(toks[k]):
        return False  # (a unit counted and said again is read where units are: "oru strip 15 rubai")
    if not _says_one(toks[k - 1]):
        return False
    goods = toks[k].key
    return any(toks[j].key == goods and ((j > 0 and toks[j - 1].amount is not None and j - 1 != i) or (
        j + 1 < k - 1 and toks[j + 1].amount is not None)) for j in range(0, k - 1))


def _unit_told_before(c: Clause, i: int) -> bool:
    """"<goods> carton aaya 2": a unit with no number of its own, then a verb, then this number."""
    toks = c.toks
    if i - 2 < c.start or not toks[i - 1].tags.get("verb") or not _is_unit(toks[i - 2]):
        return False
    return not any(toks[k].amount is not None for k in range(c.start, i - 2))  # "2 atta bag beche 480 wale"


def _is_unit(t: Tok) -> bool:
    return "unit" in t.tags


def _number_roles(c: Clause) -> None:
    """Which numbers are quantities, unit prices, totals, or not money at all (dates, days)."""
    toks = c.toks
    for m in c.nums:
        i = m.tok
        nxt = toks[i + 1] if i + 1 < c.end else None
        nxt2 = toks[i + 2] if i + 2 < c.end else None
        prev = toks[i - 1] if i - 1 >= c.start else None
        a = m.amount
        if toks[i].tags.get("date") or toks[i].tags.get("product"):
            m.role = "skip"  # "pichhle mahine ki 28 ko", "Combiflam 400": a date or a product's name, not money
            continue
        if prev is not None and prev.tags.get("product") == "size" and a.words and a.paise is not None and \
                a.paise <= 1000 and not a.currency:
            m.role = "qty"  # "Horlicks 500g ஒண்ணு 285-க்கு": how many of the product
            continue
        if toks[i].tags.get("count") == "listed":
            m.role = "qty"  # "sold 45 chai and 20 samosa, 1,150": counts under one total (guide: amounts)
            continue
        if toks[i].tags.get("times") in ("qty", "price", "skip"):
            m.role = toks[i].tags["times"]  # "3 x 239": a count and the price of one (guide: amounts)
            continue
        if nxt is not None and (nxt.tags.get("tarikh") or nxt.tags.get("days")
                                or nxt.tags.get("notmoney") in ("after", "size")) and not a.currency:
            m.role = "skip"
            continue
        if prev is not None and prev.tags.get("notmoney") == "before" and not a.currency:
            m.role = "skip"  # "table no 4", "order no 1234"
            continue
        if nxt is not None and nxt.text == "%":
            m.role = "skip"
            continue
        if (_out_of(toks, i, c.end) and any(n.tok > i for n in c.nums)) or (
                i - 2 >= c.start and [t.key for t in toks[i - 2:i]] == ["out", "of"] and any(n.tok < i for n in c.nums)):
            m.role = "skip"  # "कल वाले ३९० में से २०० दे दिए", "paid 200 out of 390": the whole the part came out of
            toks[i].tags.setdefault("notmoney", "whole")  # accounted for: no stray sum
            continue
        if prev is not None and (prev.tags.get("per") and prev.text.casefold() in ("@", "at", "rate", "bhav", "bhaav",
                                                                                       "रेट", "भाव", "dar", "दर")):
            m.role = "price"
            continue
        if prev is not None and (prev.tags.get("per") == "before" or (
                prev.tags.get("per") and i - 1 == c.start and prev.key.split()[0] in ("ek", "एक"))):
            # "ఒక్కటి 850", "ಒಂದಕ್ಕೆ 1,450", "..., ek ka 150": for one, this much (guide: amounts)
            m.role = "price"
            continue
        if _one_of_the_counted(toks, i, c.start):
            m.role = "price"  # "4 watch service kiye, ek watch ke 250": one of the goods counted, this much
            continue
        if prev is not None and _is_unit(prev) and not a.currency and i - 1 == c.start and \
                _counted_before(toks, i - 1) and not (nxt is not None and _is_unit(nxt)):
            m.role = "price"  # "3 బస్తాలు ..., బస్తా 1,300": a bag, this much; the count said before multiplies it
            continue
        if nxt is not None and nxt.tags.get("per") and not (nxt.tags["per"] == "yes" and nxt.key in _PER_BEFORE and
                                                            nxt2 is not None and nxt2.amount is not None):
            m.role = "price"  # (not "3 at 180 each": "at" opens the price said after it; 3 is the count)
            continue
        if nxt is not None and nxt.in_list("rate_after_count") and any(n.role == "qty" and n.tok < i for n in c.nums):
            m.role = "price"  # "6 किलो 650 ने विकले": after a count, at this much for one (guide: amounts)
            continue
        if nxt is not None and nxt.text in ("/",) and nxt2 is not None and _is_unit(nxt2):
            m.role = "price"
            continue
        if nxt is not None and _is_unit(nxt) and not a.currency and _pack_size(c, i):
            m.role = "skip"  # "250 ગ્રામના ... 40 બોક્સ", "500 gram ke 6 dabbe": the size of each pack, not a count
            toks[i].tags.setdefault("notmoney", "size")
            continue
        if nxt is not None and _is_unit(nxt) and not a.currency and not a.scaled:
            # "60 kilo ke hisaab se" and "45 rupaye kilo" are prices; "2 kilo" is a quantity.
            nxt3 = toks[i + 3] if i + 3 < c.end else None
            # ("25 kg at 68 per kg": "at" opens the rate said after it; 25 is the count)
            # ("20 litre da ik dabba": "one" then a pack after the unit is one pack of that size, not a rate)
            one_pack = nxt2 is not None and nxt2.key.split()[-1] in ONE_WORDS and nxt3 is not None and _is_unit(nxt3)
            if nxt2 is not None and nxt2.tags.get("per") and nxt2.tags.get("per") != "before" and not (
                    nxt3 is not None and nxt3.amount is not None) and not one_pack:
                m.role = "price"  # ("8 ಕೆಜಿ ಕೆಜಿಗೆ 500": "per kilo" opens the rate said after it; 8 is the count)
            else:
                m.role = "qty"
            continue
        if nxt is not None and _is_unit(nxt) and a.currency:
            m.role = "price"
            continue
        if nxt is not None and nxt.tags.get("mark") in ("gen", "dat") and nxt2 is not None and _is_unit(nxt2):
            m.role = "price"  # "130 ka kilo", "200 ka kilo", "१५० ला किलो" (Marathi: 150 to a kilo)
            continue
        if nxt is not None and nxt.key in ("a", "an") and nxt2 is not None and _is_unit(nxt2):
            m.role = "price"  # "84 a dozen"
            continue
        if a.unknown_word is not None and nxt is not None and ("goods" in nxt.tags or _is_item_word(nxt)):
            m.role = "qty"  # "2 peti Thums Up": peti is a crate next to goods
            continue
        if (not a.currency and not a.scaled and a.paise is not None and a.paise % 100 == 0 and a.paise <= 10000
                and nxt is not None and _counted_goods(nxt)):
            m.role = "qty"  # "4 soaps", "4 kurta": a bare count of goods
            continue
        if few_of_a_cost(a, nxt):
            m.role = "qty"  # "6 டீ 2 வடை, 90 கடன்": a few teas or snacks counted, not a sum missing its "hundred"
            continue
        if nxt is not None and nxt.tags.get("together"):
            m.role = "total"
            continue
        if prev is not None and prev.tags.get("together"):
            m.role = "total"
    for m in c.nums:
        if m.role == "money" and _unit_told_before(c, m.tok) and len(c.nums) > 1 and not m.amount.currency and \
                not m.amount.scaled and m.amount.paise is not None and m.amount.paise % 100 == 0 and \
                m.amount.paise <= 100000:
            m.role = "qty"  # "soap carton aaya 2 ... se 1560": the count of the cartons named before the verb
    _price_of_one(c)
    _counted_before_a_price(c)
    # "2 packet biscuit 10 wale": a number before wala, after a counted quantity, is the price of one.
    if any(m.role == "qty" for m in c.nums):
        for m in c.nums:
            nxt = toks[m.tok + 1] if m.tok + 1 < c.end else None
            glued = m.amount.text.casefold().endswith(_WALA_GLUED)  # "5 रुपयेवाले": wala glued to the rupees
            if m.role == "money" and ((nxt is not None and nxt.tags.get("wala")) or glued) and not m.amount.scaled:
                m.role = "price"
                if _bulk_count_after(c, m.tok + (1 if glued else 2)):
                    # "Parle-G 5 wala 2 carton": a carton is not sold at the price of one packet; "5 wala"
                    # names the product (guide: amounts)
                    m.role = "skip"
                    toks[m.tok].tags.setdefault("notmoney", "size")


_PER_BEFORE = frozenset({"at", "@", "rate", "bhav", "bhaav", "dar"})  # per words said before the price they mark
ONE_WORDS = frozenset({"ek", "one", "ondu", "ik", "एक", "ਇੱਕ", "ಒಂದು"})  # "one" closing a per phrase ("da ik", "ka ek")
_WALA_GLUED = ("वाले", "वाला", "वाली", "वाल्या", "wale", "wala", "wali", "vale", "vala", "vali", "વાળા", "વાળી", "ਵਾਲੇ", "ਵਾਲਾ",
               "ರೂಪಾಯಿದು", "ರೂಪಾಯಿಯದು", "rupayidu")  # Kannada "10 ರೂಪಾಯಿದು": the ten-rupee one

# Units that hold many of a product: a count of these is never priced by one piece's price.
_BULK_UNITS = frozenset({"carton", "box", "bag", "bundle", "tin"})


def _bulk_count_after(c: Clause, k: int) -> bool:
    """A count of cartons, boxes or bags right at k ("2 carton")."""
    toks = c.toks
    return k + 1 < c.end and toks[k].amount is not None and toks[k + 1].tags.get("unit") in _BULK_UNITS


def _pack_size(c: Clause, i: int) -> bool:
    """A number and its unit in the genitive ("250 ગ્રામના", "500 gram ke") with a count of packs after it."""
    toks = c.toks
    unit = toks[i + 1]
    k = i + 2
    if unit.glued != "gen":
        if k >= c.end or toks[k].tags.get("mark") != "gen":
            return False
        k += 1
    for j in range(k, min(k + 4, c.end)):
        t = toks[j]
        if t.amount is not None:
            nxt = toks[j + 1] if j + 1 < c.end else None
            return nxt is not None and (_is_unit(nxt) or _counted_goods(nxt) or "goods" in nxt.tags)
    return False


def _counted_before_a_price(c: Clause) -> None:
    """"Type-C charger 3 beche 180 ke hisaab se": with the price of one said and no count read, a bare small
    whole number right after the goods, before that price, is how many (guide: amounts), never a sum short of
    its hundreds."""
    price = [m for m in c.nums if m.role == "price"]
    money = [m for m in c.nums if m.role == "money"]
    if len(price) != 1 or len(money) != 1 or any(m.role == "qty" for m in c.nums) or money[0].tok > price[0].tok:
        return
    m, a = money[0], money[0].amount
    before = c.toks[m.tok - 1] if m.tok > c.start else None
    if a.currency or a.scaled or a.paise is None or a.paise % 100 or not 0 < a.paise <= 10000:
        return
    # A price said to be of one ("590 each", "380 വീതം", "250 के हिसाब से") leaves the small number before it
    # nothing to be but how many, whatever word stands before it ("sold 2 Oxford dictionaries 590 each");
    # a price known only by its place ("90 वाले") needs the goods right before the count.
    if not _priced_per_one(c, price[0]) and not (before is not None and (before.tags.get("goods") or
                                                                        before.tags.get("cost"))):
        return
    m.role = "qty"


def _priced_per_one(c: Clause, price: Money) -> bool:
    """The price carries a word of its own saying it is for one ("each", "वीतं", "ಒಂದಕ್ಕೆ", "@ 185")."""
    toks = c.toks
    near = [toks[k] for k in (price.tok - 1, price.tok + 1, price.tok + 2) if c.start <= k < c.end]
    return any(t.tags.get("per") for t in near)


def _price_of_one(c: Clause) -> None:
    """"ek patta 15 rupaye", "oru strip 15 rubai": one unit and the money right after it is the price of one (guide:
    amounts), never the whole value; the count said elsewhere multiplies it."""
    for k, m in enumerate(c.nums):
        nxt_num = c.nums[k + 1] if k + 1 < len(c.nums) else None
        if m.amount.paise == 100 and not m.amount.currency and m.tok == c.start and m.tok + 2 < c.end and \
                c.toks[m.tok + 1].tags.get("mark") == "gen" and nxt_num is not None and nxt_num.tok == m.tok + 2 and \
                nxt_num.role == "money":
            m.role, nxt_num.role = "skip", "price"  # "earphone 3 vechya, ek na 150", "ek ka 150": 150 for one
            continue
        if m.role != "qty" or m.amount.paise != 100 or m.tok + 1 >= c.end or not _is_unit(c.toks[m.tok + 1]):
            continue
        nxt = c.nums[k + 1] if k + 1 < len(c.nums) else None
        if nxt is not None and nxt.role == "money" and nxt.tok == m.tok + 2:
            m.role, nxt.role = "skip", "price"


_OUT_OF = (("में", "से"), ("mein", "se"), ("me", "se"), ("main", "se"), ("માંથી",),
           ("पैकी",), ("ਵਿੱਚੋਂ",), ("ਚੋਂ",), ("maithi",), ("paiki",),
           # "ലതയുടെ 1,600 ൽ 1,000 തന്നു", "1,600 இல் 1,000", "১,৬০০ এর মধ্যে ১,০০০": of the whole, the part
           ("ൽ",), ("ൽ", "നിന്ന്"), ("il",), ("ல",), ("இல்",), ("లో",), ("lo",), ("ರಲ್ಲಿ",), ("ಅಲ್ಲಿ",),
           ("এর", "মধ্যে"), ("er", "modhye"))


def _out_of(toks: list[Tok], i: int, end: int) -> bool:
    """Is the number at i followed by "out of" ("390 mein se", "३९० पैकी", "૩૯૦ માંથી")?"""
    words = [t.text.casefold() for t in toks[i + 1:min(i + 3, end)]]
    return any(tuple(words[:len(p)]) == p for p in _OUT_OF)


def _self_corrected(c: Clause) -> None:
    """'1500 diye nahi nahi 1800': an oops word between two values drops the first one."""
    money = [m for m in c.nums if m.role == "money"]
    for a, b in zip(money, money[1:], strict=False):
        between = c.toks[a.tok + 1:b.tok]
        if any(t.tags.get("oops") for t in between) or (between and between[-1].tags.get("neg")):
            a.role = "skip"


def few_of_a_cost(a: Amount, nxt: Tok | None) -> bool:
    """A bare number under ten before a tea or snack word ("6 டீ", "4 ചായ"): how many, not a sum."""
    return (not a.currency and not a.scaled and a.paise is not None and a.paise % 100 == 0 and a.paise < 1000
            and nxt is not None and bool(nxt.tags.get("cost")) and not nxt.tags.get("unit"))


def _is_item_word(t: Tok) -> bool:
    return t.script in LETTERS and not t.tags


def _counted_goods(t: Tok) -> bool:
    """A word after a bare count that makes the number a quantity of goods."""
    if t.tags.get("goods") in ("item", "here"):
        return True
    if t.tags:
        return False
    # English plural goods ("soaps", "eggs") or a lowercase unknown noun after a small count.
    return t.script == "latn" and t.text[:1].islower() and len(t.text) > 2


def split(toks: list[Tok], caps: bool) -> list[Clause]:
    """Cut at punctuation and conjunctions, then glue fragments back (see module doc)."""
    cuts: list[tuple[int, int]] = []
    s = 0
    for i in range(len(toks)):
        if _breaks(toks, i, s):
            if i > s:
                cuts.append((s, i))
            s = i + 1
        elif i > s and _share_said_after_a_sum(toks, i):
            cuts.append((s, i))  # "... 7,450 sagam ichharu ...": the half paid is a clause of its own
            s = i
    if s < len(toks):
        cuts.append((s, len(toks)))
    out: list[tuple[int, int]] = []
    parties = find_parties(toks, caps)
    heads = {p.start for p in parties if p.is_person or p.pronoun}
    for a, b in cuts:
        for x, y in _split_after_verbs(toks, a, b):
            out += _split_list(toks, x, y, heads)
    out = _one_counted_list(toks, out, parties)
    clauses = []
    for a, b in out:
        if b <= a:
            continue
        c = analyse(toks, a, b, caps, parties)
        k = _paid_after_price(c)
        if k is not None:
            clauses += [analyse(toks, a, k, caps, parties), analyse(toks, k, b, caps, parties)]
        else:
            clauses.append(c)
    _rate_carried(clauses)
    return clauses


_WALA_FORMS = ("वाल्या", "वाला", "वाले", "वाली", "wala", "wale", "wali", "vala", "vale")


def _named(p: Party) -> bool:
    """A person's own name, not one made with "wala" ("बेकरीवाल्याकडून": from the bakery man, a role)."""
    return p.is_person and not (p.name or "").casefold().endswith(_WALA_FORMS)


def _one_counted_list(toks: list[Tok], out: list[tuple[int, int]], parties: list[Party]) -> list[tuple[int, int]]:
    """"sold 45 chai and 20 samosa this morning, 1,150": counts of goods and the one total said for them are one
    clause, whatever commas and "and"s stand between (guide: amounts). Only when that clause has at most one
    money verb and one person: two verbs or two people are two movements."""
    found = counted_list(toks, parties)
    if found is None or sentence_ends(toks, found.start, found.end):
        return out  # ("500, udhaar. tyane ... 40 vade nele": a sentence apart tells another story, not the list)
    inside = [(a, b) for a, b in out if a < found.end and b > found.start]
    a, b = min(x for x, _ in inside), max(y for _, y in inside)
    before = [(x, y) for x, y in out if y <= a]
    if before and not any(toks[k].tags.get("verb") in MONEY_VERBS for k in range(a, b)):
        x, y = before[-1]
        if not any(toks[k].amount is not None for k in range(x, y)) and any(
                toks[k].tags.get("verb") in MONEY_VERBS for k in range(x, y)) and all(
                t.text.strip() in (",", "") for t in toks[y:a] if t.script == "punct"):
            a = x  # "Mrs D'Souza took her BP tablets, Telma 40, two strips, 340": who took what, then the list
    verbs = {toks[k].tags["verb"] for k in range(a, b) if toks[k].tags.get("verb") in MONEY_VERBS}
    counted = found.goods(toks)
    # "2 Parle-G": what was counted, not a person; nor is a brand before its product's number or its counted goods
    # ("రెనాల్డ్స్ 045 పెన్నులు 10", "ടൈപ്പ്-സി കേബിൾ 2")
    # (a firm or a person marked "from" or "to" is never what was counted: "6 tin Murali Agencies kitta vaanginen",
    # "50 packet Rakesh ko beche")
    # (nor is a name with its honorific: "3 dabbe Sharma aunty le gayi")
    goods = [p for p in parties if (p.start in counted and not ((p.firm or _named(p)) and p.mark in ("src", "dat"))
                                    and not titled(toks, p)) or
             p.end in found.packs and toks[p.end].amount is not None and
             not toks[p.end].amount.currency and p.mark == "none"]  # ("டோலோ 650 மூணு ...": the brand of what was counted)
    # ("took her BP tablets": a word between "her" and goods says which goods)
    goods += [p for p in parties if p.mark == "none" and p.start > 0 and toks[p.start - 1].tags.get("pron") and
              p.end < len(toks) and toks[p.end].tags.get("goods") in ("item", "here")]
    persons = [p for p in parties if p.is_person and a <= p.start < b and p not in goods]
    if len({p.name for p in persons}) > 1:
        # (the first person may be the customer, "Sunita 3 packet doodh ..."; the later ones are brands)
        goods += [p for p in persons[1:] if _brand_of_counted(toks, p, found)]
        first = persons[0]
        number = toks[first.end].amount if first.end < len(toks) else None
        wala = first.end + 1 < len(toks) and bool(toks[first.end + 1].tags.get("wala"))  # "पारले-जी ५ रुपये वाले"
        # (a person marked "to" or "from" is never a brand: "દેસાઈ સાહેબને ત્યાં ૩ કિલો ફાફડા ...")
        if first.mark == "none" and ((first.end in found.packs and number is not None and (not number.currency or wala))
                                     or (_brand_of_counted(toks, first, found) and first.end not in found.counts and
                                         all(_brand_of_counted(toks, p, found) for p in persons[1:]))):
            goods.append(first)
    people = {p.name for p in parties if p.is_person and a <= p.start < b and p not in goods}
    if len(verbs) > 1 or len(people) > 1 or any(toks[k].tags.keys() & {"rest", "neg", "oops"} for k in range(a, b)):
        return out
    found.mark(toks)
    parties[:] = [p for p in parties if p not in goods]
    return [r for r in out if r[1] <= a] + [(a, b)] + [r for r in out if r[0] >= b]


def _brand_of_counted(toks: list[Tok], p: Party, found: CountedList) -> bool:
    """A name right before a product's number or goods that a count follows: the brand of what was counted."""
    for k in range(p.end, min(p.end + 4, len(toks))):
        if k in found.counts:
            return True
        t = toks[k]
        if k in found.packs or t.script in ("punct", "sym") or (t.tags and not t.tags.keys() <= {"goods", "unit", "product"}):
            # (a brand before its number or "₹5 wala"; a person before the price of the goods she took is no brand)
            wala = k + 1 < len(toks) and bool(toks[k + 1].tags.get("wala"))
            return k in found.packs and k == p.end and (not t.amount.currency or wala)
    return False


def _rate_carried(clauses: list[Clause]) -> None:
    """"mandi se 40 kilo tamatar 32 ke rate, 25 kilo pyaaz 28": a goods clause of the same shape next to one
    said at a rate (goods, a count with its unit, one bare sum) is said at a rate too, when only the rate reading
    keeps that sum near the rate said beside it; "..., 5 kilo daal 450" after "45 rupaye kilo" stays a total, and
    a sum near both readings is asked. A rate word at the end of a list ("ಈರುಳ್ಳಿ 50 ಕೆಜಿ 28 ರೂ, ಟೊಮೆಟೊ 30 ಕೆಜಿ 18
    ರೂ ದರದಲ್ಲಿ") reaches back to the goods before it the same way (guide: amounts)."""
    _carry_rate(clauses)
    _carry_rate(clauses[::-1])


def _carry_rate(clauses: list[Clause]) -> None:
    rate: int | None = None
    for c in clauses:
        qty = [m for m in c.nums if m.role == "qty"]
        price = [m for m in c.nums if m.role == "price"]
        money = [m for m in c.nums if m.role in ("money", "total")]
        if len(qty) == 1 and len(price) == 1 and not money and qty[0].tok < price[0].tok:
            rate = price[0].amount.paise
            continue
        if rate is None or len(qty) != 1 or price or len(money) != 1 or money[0].role != "money" or any(
                p.is_person and p.mark != "none" for p in c.parties):
            rate = None
            continue
        q, m = qty[0], money[0]
        after = c.toks[m.tok + 1] if m.tok + 1 < c.end else None
        n, count = m.amount.paise, q.amount.paise
        if m.tok < q.tok or not _is_unit(c.toks[q.tok + 1]) or n is None or not count or count == 100 or (
                after is not None and (after.tags.get("mark") == "gen" or after.tags.get("together"))):
            rate = None  # one of them: its rate and its total are the same sum
            continue
        as_rate = abs(math.log(n / rate))
        as_total = abs(math.log(n * 100 / count / rate))
        if as_rate + _TWICE < as_total:
            m.role = "price"
        elif as_rate < as_total + _TWICE:
            c.toks[m.tok].tags["rate_or_total"] = "carried"  # "..., 5 kilo daal 90": either reading is near; asked


_TWICE = math.log(2)  # one reading must stay twice as near the rate said before as the other


_PAID_VERBS = frozenset({"give", "give_out", "pay"})


def _paid_after_price(c: Clause) -> int | None:
    """'X se 4 peti tel aaya 1500 ki ek 3000 de diye': the goods end at their price; the money after it,
    with a give or pay verb of its own, is a second movement (the part paid, guide: several movements). Returns where it starts."""
    qty = [m for m in c.nums if m.role == "qty"]
    price = [m for m in c.nums if m.role == "price"]
    if len(qty) != 1 or len(price) != 1 or qty[0].tok > price[0].tok:
        return None
    later = [m for m in c.nums if m.role == "money" and m.tok > price[0].tok]
    if len(later) != 1 or any(m.role == "money" and m.tok < price[0].tok for m in c.nums):
        return None
    m = later[0]
    if not any(v in ("buy", "recv", "take", "got") and i < m.tok for v, i in c.verbs):
        return None  # the goods need their own verb before the payment
    for v, i in c.verbs:
        if v in _PAID_VERBS and m.tok < i <= m.tok + 2:
            return m.tok  # "... 3000 de diye"
        if v in _PAID_VERBS and i == m.tok - 1 and i > price[0].tok:
            return i  # "... paid 2000"
    return None


def _breaks(toks: list[Tok], i: int, s: int) -> bool:
    """Does a clause end at token i? Punctuation, or 'aur/and' with an amount on both sides."""
    t = toks[i]
    if t.text == "+" and i + 1 < len(toks) and toks[i + 1].amount is None:
        return True  # "Rajan ne 200 + Mohan ne 300 diye"
    if t.script == "punct":
        if t.text.strip() == "," and _comma_in_a_list_of_names(toks, i):
            return False  # "Sravya, Karthik and Harsha 1,500 each": one group, one sum each
        return t.text.strip() in _STOP_PUNCT or t.text.strip()[:1] in ",;.!।—–-|\n"
    splits = small_words("split_conjunctions")
    if t.key not in splits and t.text not in splits:
        return False
    # Counts of goods on either side ("2 kilo dal aur ek tel ki bottle di, 460 ka") are one list of goods
    # under one total, not two movements: only money on both sides cuts.
    return _has_money(toks, s, i) and _has_money(toks, i + 1, _next_stop(toks, i + 1)) and not _joins_names(toks, i)


def _bare_word(t: Tok) -> bool:
    return not t.tags and t.amount is None and t.script not in ("punct", "sym", "digit") and t.text.isalpha()


def _comma_in_a_list_of_names(toks: list[Tok], i: int) -> bool:
    """A comma between single unknown words (names) in a message that gives a sum to each of them."""
    if i == 0 or i + 1 >= len(toks) or not any(u.tags.get("each") for u in toks):
        return False
    before, after = toks[i - 1], toks[i + 1]
    if not (_bare_word(before) and _bare_word(after)):
        return False
    nxt = toks[i + 2] if i + 2 < len(toks) else None
    return nxt is None or nxt.text.strip() == "," or nxt.key in small_words("split_conjunctions") or \
        nxt.text in small_words("split_conjunctions")


def _share_said_after_a_sum(toks: list[Tok], i: int) -> bool:
    """A share ("half") right after a sum, not of a unit, with a verb of paying after it."""
    t = toks[i]
    if not t.tags.get("frac") or toks[i - 1].amount is None or (i + 1 < len(toks) and "unit" in toks[i + 1].tags):
        return False
    return any(u.tags.get("verb") in ("pay", "give", "give_out", "give_in") for u in toks[i + 1:i + 4])


def _has_amount(toks: list[Tok], a: int, b: int) -> bool:
    return any(toks[k].amount is not None for k in range(a, b))


def _next_stop(toks: list[Tok], i: int) -> int:
    for k in range(i, len(toks)):
        if toks[k].script == "punct":
            return k
    return len(toks)


def _joins_names(toks: list[Tok], i: int) -> bool:
    """'Kishore aur Manoj dono ne 500-500 diye': the conjunction joins two names, not two clauses."""
    if i == 0 or i + 1 >= len(toks):
        return False
    before, after = toks[i - 1], toks[i + 1]
    return not before.tags and not after.tags and before.amount is None and after.amount is None and \
        before.script != "punct" and after.script != "punct" and _no_verb_between(toks, 0, i)


def _no_verb_between(toks: list[Tok], a: int, b: int) -> bool:
    return not any(toks[k].tags.get("verb") for k in range(a, b))


def _split_after_verbs(toks: list[Tok], a: int, b: int) -> list[tuple[int, int]]:
    """Voice has no commas: 'Rajan ne 500 diye Mohan ne 300 diye', '... saman diya 400 diye baaki udhaar'.

    A movement ends after its verb when more money follows (with its own verb, or a new party), and
    before 'baaki' (the rest of a bill) once an amount has been said.
    """
    out = []
    s = a
    for i in range(a, b):
        t = toks[i]
        if t.tags.get("rest") and i > s and _has_money(toks, s, i) and _has_verb(toks, s, i):
            out.append((s, i))
            s = i
            continue
        if _promise_after_paid(toks, s, i):
            # "she paid 5,000 by UPI and will pay the rest on Sunday": the payment has happened, the
            # promise is a second clause (guide: several movements).
            out.append((s, i))
            s = i
            continue
        if i > s and _has_money(toks, s, i) and _has_verb(toks, s, i) and toks[i - 1].amount is not None and \
                i + 1 < b and (toks[i + 1].tags.get("hon") or t.glued == "hon") and _starts_new_party(toks, i) and any(
                toks[k].amount is not None for k in range(i + 1, b)) and any(
                toks[k].tags.get("verb") in MONEY_VERBS for k in range(i + 1, b)):
            # "খাট বিক্রি হল ২৪,০০০ দত্ত বাবু ১৫,০০০ দিলেন": a sale and its sum, then someone named with his title and
            # his own sum and verb: the sale, then what he paid
            out.append((s, i))
            s = i
            continue
        if t.tags.get("pron") and i > s and _has_money(toks, s, i) and any(
                toks[k].amount is not None for k in range(i + 1, b)) and any(
                toks[k].tags.get("verb") in MONEY_VERBS for k in range(i + 1, b)) and not any(
                toks[k].tags.get("verb") in MONEY_VERBS for k in range(s, i)):
            # "total bill 42 hazaar bana unhone 30 hazaar de diye": a sum said with no verb of money, then "he" and
            # his own sum and verb: the bill, then what he paid
            out.append((s, i))
            s = i
            continue
        v = t.tags.get("verb")
        if v in MONEY_VERBS and _has_money(toks, s, i) and i + 1 < b:
            rest = range(i + 1, b)
            more_money = any(toks[k].amount is not None for k in rest)
            if more_money and (any(toks[k].tags.get("verb") in MONEY_VERBS for k in rest)
                               or _starts_new_party(toks, i + 1)):
                out.append((s, i + 1))
                s = i + 1
    out.append((s, b))
    return out


def _split_list(toks: list[Tok], a: int, b: int, heads: set[int]) -> list[tuple[int, int]]:
    """Voice lists with no commas: 'chai 60 auto 120', 'Harish 1200 udhar Jaspreet 650 udhar'. A new name
    or cost word right after a finished item (an amount, or a cue word after one) starts the next item,
    when more money follows it."""
    out = []
    s = a
    for i in range(a + 1, b):
        t, prev = toks[i], toks[i - 1]
        if t.tags.get("together") and prev.amount is not None and _has_money(toks, i, b) and _has_money(toks, s, i) \
                and not _has_verb(toks, s, b):
            out.append((s, i))  # "chai 40 nashta 60 total 100": the total is said after the list, apart from it
            s = i
            continue
        if not (i in heads or (t.tags.get("cost") and not t.tags.get("mark"))):
            continue
        done = prev.amount is not None or (bool(prev.tags.keys() & {"credit", "also"}) and _has_money(toks, s, i))
        if done and _has_money(toks, s, i) and _has_money(toks, i, b) and not _has_verb(toks, s, i):
            out.append((s, i))
            s = i
        elif i in heads and _priced(toks, s, i) and _has_money(toks, i, b) and _has_verb(toks, s, i) and \
                _has_verb(toks, i, b):
            out.append((s, i))  # "3 rice bag beche 1300 ke ek golu ne 900 lautaye": the sale ends at its price
            s = i
    out.append((s, b))
    return out


def _priced(toks: list[Tok], a: int, i: int) -> bool:
    """Does [a, i) end with an amount and its price word ("1300 ke ek", "45 each")?"""
    return i - 2 >= a and toks[i - 1].tags.get("per") is not None and toks[i - 2].amount is not None


def _has_money(toks: list[Tok], a: int, b: int) -> bool:
    """An amount that is not a quantity ("12 bori") or a count ("2 din") in tokens [a, b)."""
    for k in range(a, b):
        if toks[k].amount is None:
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if nxt is not None and ("unit" in nxt.tags or nxt.tags.get("notmoney") or nxt.tags.get("days")):
            continue
        amt = toks[k].amount
        if nxt is not None and nxt.tags.get("goods") in ("item", "here") and not amt.currency and \
                not amt.scaled and amt.paise is not None and amt.paise <= 10000:
            continue  # "2 sabun", "6 ande": a count of goods
        if few_of_a_cost(amt, nxt):
            continue  # "6 டீ": six teas
        return True
    return False


def _promise_after_paid(toks: list[Tok], s: int, i: int) -> bool:
    """A promise to pay ("will pay", "denge") without a verb of its own, after money already paid in the same span."""
    t = toks[i]
    if not (t.tags.get("defer") or t.tags.get("fut") == "pay") or t.tags.get("verb") or i <= s:
        return False
    paid = [k for k in range(s, i) if toks[k].tags.get("verb") in ("pay", "give", "give_in", "repay") and not (
        toks[k].tags.get("fut") or toks[k].tags.get("defer"))]
    return bool(paid) and _has_money(toks, s, i)


def _has_verb(toks: list[Tok], a: int, b: int) -> bool:
    return any(toks[k].tags.get("verb") in MONEY_VERBS for k in range(a, b))


def _starts_new_party(toks: list[Tok], i: int) -> bool:
    t = toks[i]
    return t.script in LETTERS and (
        not t.tags or bool(t.tags.get("pron")))
