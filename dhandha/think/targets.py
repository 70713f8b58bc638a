"""Which entry a correction or cancellation means (docs/reading-guide.md, "Corrections"): everything the
owner said about it. The chain looks the entry up in the books; the thinker only reads the description.

- whose: "Hitesh wali entry", "Rajan ka 500 wala";
- which amount: "1200 nahi 1250 tha" (1200 is the wrong one), "500 wali entry", "woh 1,100 jo ... aaya tha";
- which goods: "Combiflam wali"; which kind: "udhaar wali entry";
- which day: "kal wali entry", "aaj ki saari entries"; and "woh kal ka tha" says the day it really was;
- where from: "jo GPay pe aaya", "SMS wali", "ATM wala": an entry booked from the bank;
- how many: "saari", "poora hisaab", "undo all" (every entry that fits); "double ho gayi" (one of a twin).

A bank entry explained by the owner ("woh 1,100 jo GPay pe aaya tha, Salim ka hai", "6000 jo Anwar ko
gaye the wo udhaar tha") is a change to that entry, never a new one.
"""

from __future__ import annotations

from collections.abc import Callable

from dhandha.reading import Correction, Record

from .brands import is_brand
from .clauses import BILL
from .dates import day_mentions, past_day, read_said, today
from .names import Party, find_parties, honoured
from .reader import Msg
from .tokens import Tok, keys, same_stretch

_ASSERTED = keys("tha", "thi", "the", "hai", "hain", "was", "is", "tho", "थी", "था", "थे", "है",
                 # Marathi, Gujarati, Punjabi "was / is"
                 "होते", "होता", "होती", "होतं", "हतो", "હતા", "હતું", "હતી", "હતો", "ਸੀ", "ਸਨ",
                 "hato", "hati", "hatu", "hata", "hota", "hoti", "hote", "hotam",
                 # Tamil "book it as" ("விற்பனையா போடு": put it down as a sale)
                 "போடு", "போடுங்க")
_ASSERTED_LATIN = keys("tha", "thi", "hai", "hain", "was", "tho")  # "the" and "is" are English words too
_ASSERTED_ENGLISH = keys("was", "is", "were", "are")
_BANK_PLACES = keys("bank", "atm", "बैंक", "एटीएम")
_WALA = keys("wala", "wali", "wale", "vala", "vali", "वाला", "वाली", "वाले", "ਵਾਲਾ", "ਵਾਲੀ", "ਵਾਲੇ", "વાળી", "વાળા", "વાળું")
# Kind words as they name an entry ("udhaar wali entry") or what it really was ("woh udhaar tha").
_KIND_OF_WORD = {"credit": "udhaar_given", "cost": "expense", "transfer": "transfer"}
_SALE_WORDS = keys("sale", "bikri", "becha", "galla")
_ORDER_WORDS = frozenset({*keys("order", "orders"), "ऑर्डर", "ओर्डर", "ઓર્ડર", "ਆਰਡਰ"})


def _goods_ordered(toks: list[Tok]) -> bool:
    """The money is said to be for goods or an order (not a debt, a cost or stock bought)."""
    # ("usne kal 2,750 ka paint liya tha, usi ke paise bheje": goods taken, then their money sent, is the sale paid)
    took = any(t.tags.get("verb") == "take" for t in toks)
    if any(t.tags.get("verb") in ("buy", "give_out", "pay") or (t.tags.get("verb") == "give" and not took) or
           t.tags.get("cost") or t.tags.get("credit") for t in toks):
        return False
    # ("ਬੈਂਕ ਵਿੱਚ ਜਿਹੜੇ 2600 ਆਏ": "which", "the ones that" before the sum is no goods)
    return any(t.key in _ORDER_WORDS or t.text in _ORDER_WORDS or (
        t.tags.get("goods") in ("item", "here") and not t.in_list("relative")) for t in toks)


def from_bank(toks: list[Tok]) -> bool:
    """"jo GPay pe aaya", "SMS wali", "bank wali", "ATM wala 5000"."""
    return any(t.tags.get("viabank") or t.key in _BANK_PLACES or t.tags.get("mode") in ("upi", "bank", "card")
               for t in toks)


_WRITE_IT = frozenset({("likh", "lo"), ("likh", "do"), ("likh", "lijiye"), ("लिख", "लो"), ("लिख", "दो"),
                       ("लिख", "लीजिए"), ("write", "it"), ("add", "it"), ("note", "it"), ("लिहून", "घ्या"),
                       ("lihun", "ghya")})


def _write_it(toks: list[Tok]) -> bool:
    """"..., woh bhi likh lo": the owner asks for the money to be written."""
    words = [t.key for t in toks if t.script not in ("punct", "sym")]
    return any((a, b) in _WRITE_IT for a, b in zip(words, words[1:], strict=False))


def explains_bank_entry(msg: Msg) -> bool:
    """The owner says what an amount that came or went by itself (a bank entry) really was:

    - a relative clause about it: "jo 1100 GPay pe aaya tha woh Salim ka tha", "6000 jo Anwar ko gaye the",
      "নিন্ন బ్యాంక్ లో వచ్చిన 3,000 రమేష్ ఇచ్చాడు" (a Telugu participle is the relative);
    - a correlative: "1,200 aaye the woh Deshmukh ke", "काल १,२०० आले ते देशमुखांचे";
    - the bank named with what it was: "ATM wala 5000 transfer tha", "the 1,180 UPI this morning was the
      current bill".
    No cancel or fix word: those are read as corrections anyway."""
    toks = msg.toks
    if not any(t.amount is not None for t in toks) or any(t.tags.get("cancel") or t.tags.get("fix") for t in toks):
        return False
    if _write_it(toks):
        return False  # "कल ATM से ५,००० निकाले थे, वो भी लिख लो": money to write now, not one the books hold
    relative = next((i for i, t in enumerate(toks) if _in(t, "relative")), None)
    bank = from_bank(toks)
    if relative is not None and not any(t.tags.get("verb") and not _in(t, "motion") for t in toks[:relative]):
        after = toks[relative + 1:]
        bare = msg.lang in _NOMINAL_PREDICATES and not any(t.tags.get("verb") for t in after)
        if (bank or _moved(toks)) and (_asserted(after, msg.lang == "en") or _person_after(msg, relative) or
                                       _said_kind(after, verbless=bare) is not None):
            return True
        # otherwise the relative may be about the goods ("2400 ମା ତାରିଣୀ ଟ୍ରେଡର୍ସକୁ ଗଲା, ଆଜି ଆସିଥିବା ସିମେଣ୍ଟ ପାଇଁ"), or
        # "that" says what the money was ("প্রদীপদা যে 4,500 পাঠাল ওটা ... অ্যাডভান্স"): read on; a Latin "jo"/"that"
        # that says none of this is not about a bank entry
        if toks[relative].script == "latn":
            return False
    said = next((i for i, t in enumerate(toks) if _in(t, "demonstrative") and i > 0), None)
    if said is not None and _moved(toks[:said]) and any(t.amount is not None for t in toks[:said]) and (
            _person_after(msg, said) or _said_kind(toks[said:]) is not None or _old_dues_said(toks[said:])
            or any(t.tags.get("risk") == "advance" for t in toks[said:])):  # "... যে 4,500 পাঠাল ওটা ... অ্যাডভান্স"
        return True
    if _went_to(msg) is not None or _the_amount_from(msg) is not None or _this_amount(msg):
        return True
    return bank and _asserted(toks) and not any(t.tags.get("verb") and t.key != "transfer" for t in toks)


def points_at_booked_sum(msg: Msg, booked: Callable[[int], bool]) -> bool:
    """"woh 3480 BSES ka bijli bill tha", "that 2,000 was Ravi's": a demonstrative and a sum the books already
    hold, said to have been something, with no new event: it explains that entry, never a second one
    (guide: bank entries)."""
    if any(t.tags.get("cancel") or t.tags.get("fix") for t in msg.toks):
        return False
    toks = [t for t in msg.toks if t.script not in ("punct", "sym")]
    if len(toks) > 3 and (toks[0].tags.get("period") or toks[0].tags.get("ago")) and toks[1].tags.get("wala") and \
            toks[2].amount is not None and toks[2].amount.paise is not None and booked(toks[2].amount.paise):
        # "कल वाले ६४० डॉ. मिश्रा के क्लिनिक से आए थे": "yesterday's 640" is money the books already hold; how it
        # came and whose it is explain it
        return _said_kind(toks[3:]) is not None or any(p.is_person for p in find_parties(msg.toks, False))
    labelled = bool(toks) and toks[0].amount is not None and len(toks) > 1 and bool(toks[1].tags.get("wala"))
    if labelled:
        # "2,750 वाला कुलदीप का है, उसने ... पेंट लिया था": "the 2,750 one" names the entry; what follows the
        # first stretch is the story of the money, not its naming
        stop = next((i for i, t in enumerate(msg.toks) if t.script == "punct" and i > 1), len(msg.toks))
        toks = [t for t in msg.toks[:stop] if t.script not in ("punct", "sym")]
    elif len(toks) < 3 or not (_in(toks[0], "demonstrative") or toks[0].key == "that"):
        return False
    a = toks[0].amount if labelled else toks[1].amount
    if len(toks) < 3 or a is None or a.paise is None or not booked(a.paise):
        return False
    if any(t.tags.get("verb") for t in toks[2:]) or not _asserted(toks[2:], msg.lang == "en"):
        return False
    return _said_kind(toks[2:]) is not None or any(p.is_person for p in find_parties(toks, False))


# Languages that say "X is Y" with no "is": a kind word after "the money that came" is what it was.
_NOMINAL_PREDICATES = frozenset({"ta", "te", "kn", "ml", "bn", "or"})


def _went_to(msg: Msg) -> Party | None:
    """"2,705 Sri Sai Cement Agency కి పోయింది", "3,020 श्री साई टायर्सला गेले": an amount that went to someone by
    itself (no one is said to have sent it) is a bank debit being explained; the party it went to."""
    toks = msg.toks
    first = next((i for i, t in enumerate(toks) if t.amount is not None), None)
    if first is None:
        return None
    for p in find_parties(toks, False):
        if not p.is_person or p.mark != "dat" or p.start < first:
            continue
        after = toks[p.end:p.end + 3]
        # "... ku poyindi" after the name, or "12000 போனது X-க்கு" right after the amount
        went = any(_in(t, "motion") for t in after) or any(_in(t, "motion") for t in toks[first + 1:first + 3])
        if went and not any(t.tags.get("verb") for t in toks[first:p.start]):
            return p
    return None


def _this_amount(msg: Msg) -> bool:
    """"the 1,840 UPI today is Banerjee sir's", "ये 15,000 अग्रवाल ट्रेडर्स को भेजे हैं", "ਇਹ 15,000 ਜਸਵੰਤ ਸਿੰਘ ਨੇ ਭੇਜੇ":
    a message that opens with "this/the" and an amount points at money already in the books (a bank entry)
    and says whose it is; booking it again would count it twice. A negation makes it a correction instead."""
    words = [t for t in msg.toks if t.script not in ("punct", "sym")]
    if len(words) < 3 or not _in(words[0], "determiner") or words[1].amount is None or words[1].tags.get("date"):
        return False
    if any(t.tags.get("neg") or t.tags.get("credit") or t.tags.get("q") for t in msg.toks):
        return False  # "ye 500 udhaar likho": a new entry said with "this"; a question is a question
    return _person_after(msg, msg.toks.index(words[1]))


_THE = keys("the", "that", "this")
_IS = keys("is", "was")


def _the_amount_from(msg: Msg) -> Party | None:
    """"the 1,240 from Perpetua is for ...", "that 950 from Sneha was ...": an amount that came from someone,
    said before any verb of the owner's, and then what it is: a bank credit explained (never a purchase)."""
    toks = msg.toks
    if len(toks) < 5 or toks[0].key not in _THE or toks[1].amount is None:
        return None
    for p in find_parties(toks, False):
        if p.is_person and p.mark == "src" and p.prep and p.start == 3 and p.end < len(toks) and \
                toks[p.end].key in _IS and not any(t.tags.get("verb") for t in toks[:p.start]):
            return p
    return None


def _in(t: Tok, name: str) -> bool:
    if t.tags.get("previous"):
        return False  # "போன வெள்ளிக்கிழமை": "last" before a day, not "(the money) that went"
    return t.in_list(name)


def _moved(toks: list[Tok]) -> bool:
    """"aaya", "gaye the", "came", "এসেছিল": money that moved by itself."""
    return any(_in(t, "motion") for t in toks)


def _person_after(msg: Msg, i: int) -> bool:
    return any(p.is_person and p.start > i for p in find_parties(msg.toks, False))


def _asserted(toks: list[Tok], english: bool = False) -> bool:
    # (a word the message's own language reads as a case marker is that: Gujarati "ATM thi" is "from the ATM");
    # English's "is" is Hindi's "this" in a Hinglish message, so it asserts only in an English one
    latin = _ASSERTED_ENGLISH if english else _ASSERTED_LATIN
    return any((t.key.split()[-1] in _ASSERTED and t.script != "latn" or t.key.split()[-1] in latin)
               and not t.tags.get("mark") for t in toks)


def says_day(msg: Msg) -> bool:
    """"woh kal ka tha", "that was Monday's": a day said to be the entry's, and nothing else."""
    toks = msg.toks
    day = any(t.tags.keys() & {"ago", "date", "tarikh"} or t.tags.get("when") in _WEEKDAY_WHEN
              or t.tags.get("period") == "yesterday" for t in toks)
    money = any(t.amount is not None and not t.tags.get("date") for t in toks)
    return day and not money and not any(t.tags.get("verb") for t in toks) and any(
        t.key.split()[-1] in _ASSERTED for t in toks)


_WEEKDAY_WHEN = frozenset({"mon", "tue", "wed", "thu", "fri", "sat", "sun"})


def describe(msg: Msg, parties: list[Party], corr: Correction, now_iso: str) -> Correction:
    """Fill in everything said about which entry is meant (and the day it really was)."""
    toks = msg.toks
    # (a sum changed for another, with only a way of paying named in the reason ("1560 नहीं 1650 था, 600 UPI ही था"),
    # is any entry of that sum; a bank named says it is the bank's)
    changed = corr.new_amount_paise is not None
    if from_bank(toks) and not (changed and not any(t.tags.get("bank") for t in toks)):
        corr.via = "bank"
    if corr.action == "cancel" and corr.kind is None and any(t.tags.get("bank") == "atm" for t in toks) and not any(
            t.tags.get("viabank") or t.tags.get("mode") for t in toks):
        # "ଗତକାଲି ATM ଏଣ୍ଟ୍ରି କାଟିଦିଅ": the ATM entry is the cash taken out, a transfer, whether the owner told it or
        # the bank's SMS booked it
        corr.kind, corr.via = "transfer", None
    if any(t.tags.get("dup") for t in toks) and corr.action == "cancel":
        corr.twin = True
    if _every_entry(toks) and corr.action == "cancel" and not corr.twin:
        corr.scope = "all"
    _day(msg, corr, now_iso)
    _named_amount(msg, corr)
    if corr.twin and corr.amount_paise is None:
        _twin_amount(msg, corr)
    _named_kind(msg, corr)
    _named_item(msg, parties, corr)
    if corr.action in ("amend", "cancel") and corr.item is None and corr.counterparty is None:
        _goods_of_a_sale(msg, corr)
    if corr.action == "cancel" and corr.scope == "one":
        _kind_beside_cancel(msg, corr)
    return corr


def _goods_of_a_sale(msg: Msg, corr: Correction) -> None:
    """"the dictionary sale yesterday was 3 not 2": the word right before a word for a sale names the goods sold."""
    toks = msg.toks
    for k, (prev, t) in enumerate(zip(toks, toks[1:], strict=False)):
        sold = t.key in _SALE_WORDS or (t.tags.get("verb") == "sell" and t.script not in ("latn", "deva"))
        if not sold or prev.amount is not None or prev.script != t.script:
            continue
        if prev.tags.get("goods") in ("item", "here") or (prev.script == "latn" and not prev.tags and
                                                           prev.text.islower()):
            corr.item, corr.kind = prev.text, corr.kind or "sale"
            return
        if prev.script != "latn" and not prev.tags and prev.glued is None:
            # "முந்தாநேத்து பிரஷ் ரோலர் வித்தது ... அழிச்சிடு": the unknown words before "sold" name what was sold
            j = k
            while j > 0 and k - j < 2 and toks[j - 1].script == prev.script and not toks[j - 1].tags and \
                    toks[j - 1].amount is None and toks[j - 1].glued is None:
                j -= 1
            corr.item, corr.kind = " ".join(x.text for x in toks[j:k + 1]), corr.kind or "sale"
            return


_ALL_WORDS = keys("all", "everything")


def _every_entry(toks: list[Tok]) -> bool:
    """"sab entry hata do", "wipe all these": an "all" about the entries. One before a count ("returned all six
    pipes") is about goods, and one after a comma from the cancel word says why, not which."""
    cancels = [i for i, t in enumerate(toks) if t.tags.get("cancel")]
    if any(set(toks[i].key.split()) & _ALL_WORDS for i in cancels):
        return True  # "clear everything", "erase all": the all is part of the cancel phrase
    for i, t in enumerate(toks):
        if not t.tags.get("every"):
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if nxt is not None and nxt.amount is not None:
            continue
        if not cancels or any(same_stretch(toks, i, k) for k in cancels):
            return True
    return False


def _kind_beside_cancel(msg: Msg, corr: Correction) -> None:
    """"delete Monday's battery sale": a kind word in the same stretch as the cancel word says which
    entry (a sale, not Monday's purchase), and goods right before it which goods; what is said after a
    comma is why ("the customer returned it"), not which."""
    toks = msg.toks
    at = next((i for i, t in enumerate(toks) if t.tags.get("cancel")), None)
    if at is None:
        return
    lo = at
    while lo > 0 and toks[lo - 1].script != "punct":
        lo -= 1
    hi = at
    while hi + 1 < len(toks) and toks[hi + 1].script != "punct":
        hi += 1
    for i in range(lo, hi + 1):
        t = toks[i]
        if i == at or t.amount is not None:
            continue
        kind = "sale" if (t.key in _SALE_WORDS or t.tags.get("verb") == "sell") else \
            "udhaar_given" if t.tags.get("credit") else "expense" if t.tags.get("cost") else None
        prev = toks[i - 1] if i > lo else None
        goods = prev.text if prev is not None and prev.tags.get("goods") in ("item", "here") else None
        if kind is None and t.tags.get("verb") in ("give", "give_out", "take", "buy") and corr.item is None and goods:
            corr.item = goods  # "মণ্ডলবাবুকে যে ৫ বস্তা আলু দিয়েছিলাম ওটা বাতিল করো": the goods given name it
        if kind is None:
            continue
        if corr.kind is None:
            corr.kind = kind
        if corr.item is None and goods and not (corr.counterparty and corr.counterparty.casefold() == goods.casefold()):
            corr.item = goods
        return


def read_explanation(msg: Msg, parties: list[Party], now_iso: str) -> Correction:
    """"woh 1,100 jo GPay pe aaya tha, Salim ka hai": the bank entry of 1,100 was Salim's."""
    toks = msg.toks
    # "jo GPay pe aaya", "jo Anwar ko gaye the": money that came or went by itself is a bank entry;
    # "jo Rajan ko diye the" is the owner's own.
    moved = _moved(toks)
    # "ਇਹ 2300 ਗੁਰਪ੍ਰੀਤ ਨੇ ਭੇਜੇ": "this" amount is money already in the books by itself, a bank entry
    corr = Correction(action="amend", via="bank" if from_bank(toks) or moved or _this_amount(msg) else None)
    amounts = [t for t in toks if t.amount is not None and t.amount.paise is not None and not t.tags.get("date")]
    if amounts:
        corr.amount_paise = amounts[0].amount.paise
    went = _went_to(msg)
    people = [p for p in parties if p.is_person]
    marked = [p for p in people if p.mark in ("dat", "doer", "src")]
    came = _the_amount_from(msg)
    if went is not None:
        corr.new_counterparty = went.name
    elif came is not None:
        corr.new_counterparty, corr.via = came.name, "bank"
    elif marked or people:
        # "आलेले १५६० सुनील गायकवाडचे आहेत ... दुधाचे पैसे": whose the money is comes first; later genitives
        # say what it was for
        whose = [p for p in people if p.mark == "gen"]
        # "ଏଇ ୨,୨୦୦ ବିଶ୍ୱନାଥ ଭାଇ ପଠାଇଛନ୍ତି": a name said with a title is the person; a bare unknown word after
        # it is more likely a verb the tables lack ("sent") than a second person
        honoured_ones = [p for p in people if p.end - p.start > 1 and honoured(toks, p.start, p.end)]
        corr.new_counterparty = marked[0].name if marked else whose[0].name if whose else \
            honoured_ones[0].name if honoured_ones and people[-1].end - people[-1].start == 1 and \
            not honoured(toks, people[-1].start, people[-1].end) else people[-1].name
    corr.new_kind = _said_kind(toks)
    if corr.new_kind is None and msg.lang in _NOMINAL_PREDICATES and not any(t.tags.get("verb") for t in toks) and \
            _said_kind(toks, verbless=True) == "expense":
        corr.new_kind = "expense"  # "அந்த 1800 லாரி வாடகை, ... க்கு": that 1,800 is lorry hire (a running cost)
    relative = next((i for i, t in enumerate(toks) if _in(t, "relative")), None)
    if corr.new_kind is None and corr.new_counterparty is None and relative is not None and \
            msg.lang in _NOMINAL_PREDICATES and not any(
            t.tags.get("verb") for t in toks[relative + 1:]):
        corr.new_kind = _said_kind(toks[relative + 1:], verbless=True)  # "... ಹೋದ 1,500 ಕರೆಂಟ್ ಬಿಲ್"
    if corr.new_kind == "expense" and went is None and came is None and corr.new_counterparty and _for_purpose(
            toks, [p for p in people if p.name == corr.new_counterparty]):
        corr.new_counterparty = None  # "... was tailoring charges for the blouses": what a cost was for, no one
    corr.old_dues = _old_dues_said(toks)
    whose_words = {i for p in people if p.name == corr.new_counterparty for i in range(p.start, p.end)}
    if corr.new_kind == "expense" and corr.new_counterparty and _goods_bill(toks, whose_words):
        corr.new_kind = "payment_made"  # "murge ka bill chukaya", "against the cement bill": a supplier's bill paid
    paid_to = any(p.name == corr.new_counterparty and p.mark == "dat" for p in people)  # "ಗೌಡ ಫ್ಲವರ್ಸ್ ಗೆ": to them
    if corr.new_kind is None and not corr.old_dues and corr.new_counterparty and went is None and not paid_to and \
            _goods_ordered(toks):
        corr.new_kind = "sale"  # "the 950 on UPI was Sneha's birthday cake order": her money paid for goods
    if corr.new_kind is None and not corr.old_dues and went is not None and went.firm and any(
            t.tags.get("goods") == "item" for t in toks) and not any(t.tags.get("cost") or t.tags.get("credit")
                                                                      for t in toks):
        corr.new_kind = "purchase"  # "2400 ମା ତାରିଣୀ ଟ୍ରେଡର୍ସକୁ ଗଲା, ... ସିମେଣ୍ଟ ପାଇଁ": paid to a firm for goods
    to_firm = went if went is not None else next((p for p in people if p.mark == "dat" and p.name == corr.new_counterparty),
                                                   None)
    if corr.new_kind is None and not corr.old_dues and to_firm is not None and to_firm.firm and any(
            t.tags.get("goods") for t in toks) and any(t.tags.get("period") == "today" for t in toks) and not any(
            t.tags.get("cost") or t.tags.get("credit") or t.tags.get("risk") == "advance" for t in toks):
        # "ee 9500 Sai Balaji Traders ki, ivvala vachina wires saruku ki": paid a firm for goods that came the
        # same day, a purchase paid on the spot (goods from before would be its old bill, which is asked).
        corr.new_kind = "purchase"
    if corr.new_kind == "sale" and any(t.tags.get("risk") == "advance" for t in toks):
        corr.new_kind = None  # "... ওটা পুজো প্যান্ডেলের লাইটিংয়ের অ্যাডভান্স": paid ahead for goods not yet given
    if corr.old_dues and corr.new_kind in ("expense", "sale"):
        # the old bill's money settled dues (guide: bank entries), it is no cost; nor a sale of the goods the dues
        # were for ("she cleared her old notebook and xerox dues")
        corr.new_kind = None
    if came is not None and corr.new_kind == "udhaar_given":
        # "the 1,240 from Perpetua is for the groceries she took on credit": money from her pays her credit
        corr.new_kind, corr.old_dues = None, True
    _day(msg, corr, now_iso)
    return corr


_PURPOSE = keys("for", "liye", "लिए", "ke liye")


def _for_purpose(toks: list[Tok], parties: list[Party]) -> bool:
    """"for the blouses", "blouse ke liye": the name follows or precedes a purpose word."""
    for p in parties:
        before = toks[max(0, p.start - 2):p.start]
        after = toks[p.end:p.end + 2]
        if any(t.key in _PURPOSE for t in before) or any(t.key in _PURPOSE for t in after):
            return True
    return False


def dues_said_with(msg: Msg, corr: Correction) -> Record | None:
    """"હમણાં ૧૩૨૦ આવ્યા એ દેસાઈના છે, ગયા મહિનાના ૬૬૦ બાકી હતા", "woh 1,100 Salim ka tha, uska purana 850 baaki tha":
    dues from before said beside the bank money (a part of it, or the whole balance it goes toward) are that
    person's opening balance, of the amount said."""
    toks = msg.toks
    if corr.via != "bank" or not corr.new_counterparty or corr.amount_paise is None:
        return None
    if not any(t.tags.get("old") or t.tags.get("period") in ("last_week", "last_month") for t in toks):
        return None
    for i, t in enumerate(toks):
        a = t.amount
        if a is None or a.paise is None or a.paise == corr.amount_paise or t.tags.get("date"):
            continue
        # "..., பழைய பாக்கி, மொத்தம் 3,000 இருந்தது", "ତାଙ୍କର ପୁରୁଣା ବାକି 12,000 ଥିଲା": the whole of the old dues
        # (said with "in all", or right after the old-dues words), of which this money paid a part
        near = toks[max(0, i - 2):i] + toks[i + 1:i + 3]
        # ... or a larger sum beside the dues word in a message that says they are from before ("গত মাসের বাকি ছিল
        # ৪,০০০", "he owed 2300 ... from last month"): the dues this money went toward
        whole = a.paise > corr.amount_paise and i > 0 and (bool(toks[i - 1].tags.get("together")) or any(
            n.tags.get("old") for n in toks[max(0, i - 2):i]) or any(
            n.tags.keys() & {"rest", "credit", "owe"} or n.tags.get("qn") == "balance" for n in near))
        if a.paise > corr.amount_paise and not whole:
            continue
        if whole or any(n.tags.keys() & {"rest", "credit", "owe"} for n in near):
            owes = "shop" if _went_to(msg) is not None else "them"
            return Record(kind="opening_balance", amount_paise=a.paise, counterparty=corr.new_counterparty, owes=owes)
    return None


def _said_kind(toks: list[Tok], verbless: bool = False) -> str | None:
    """What the entry really was: "udhaar tha", "transfer tha", "kharcha tha", "sale thi", or after the
    assertion: "was the current bill". `verbless`: the words are a predicate with no "was" at all, as the
    Dravidian languages say it ("Axis ಇಂದ ಹೋದ 1,500 ಕರೆಂಟ್ ಬಿಲ್": the 1,500 that went is the current bill)."""
    said = [i for i, t in enumerate(toks) if t.key.split()[0] in _ASSERTED]
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        right_before = nxt is not None and nxt.key.split()[0] in _ASSERTED
        # "ವ್ಯಾಪಾರದ್ದು" (it is the business's): a possessive ending glued on says "was" by itself
        if not (right_before or any(j < i for j in said) or t.glued == "gen" or verbless):
            continue
        if t.key == "transfer":
            return "transfer"
        if t.tags.get("credit") and not _about_old_dues(toks, i):
            return "udhaar_given"
        if t.tags.get("cost"):
            return "expense"
        if t.key in _SALE_WORDS or t.tags.get("verb") == "sell":
            return "sale"
    if any(t.tags.get("verb") == "buy" for t in toks):
        return "purchase"  # "..., సిమెంట్ బస్తాలు కొన్నాను": what the money went on
    if any(t.tags.get("verb") == "sell" for t in toks) and not any(
            t.tags.get("verb") not in (None, "sell", "recv") and not _in(t, "motion") for t in toks):
        return "sale"  # "450 aavya e chhaas ane dahi vechya na": what the money came from
    return None


_DUES_WORDS = frozenset({"tab", "dues", "balance", "debt", "pending", "outstanding"})


def _goods_bill(toks: list[Tok], name: set[int] | frozenset[int] = frozenset()) -> bool:
    """The only cost said is a bare "bill" (not "bijli ka bill", "light bill"): a supplier's bill for goods, paid
    to the person named; the money settles what the shop owed, it is no running cost. Words of the name
    itself ("Sai Auto's bill") say whose bill it is, not what it was for."""
    costs = [t for i, t in enumerate(toks) if t.tags.get("cost") and i not in name]
    if not costs or not all(t.key in BILL or t.text in BILL for t in costs):
        return False
    for i, t in enumerate(toks):
        if t.key in BILL or t.text in BILL:
            before = [u for k, u in enumerate(toks[max(0, i - 3):i], max(0, i - 3)) if u.script not in ("punct", "sym")
                      and k not in name]
            if any(u.tags.get("cost") or u.tags.get("bank") for u in before):
                return False
    return True


def _old_dues_said(toks: list[Tok]) -> bool:
    """"uska purana 850 baaki tha", "clearing his old tab", "जुनी उधारी होती", "पिछले महीने का उधार था":
    the money explained paid what the person owed from before."""
    for i, t in enumerate(toks):
        if t.tags.get("old") and (t.key.split()[-1] in _DUES_WORDS or any(
                n.tags.keys() & {"rest", "credit", "debt", "owe"} or n.key in _DUES_WORDS for n in toks[i + 1:i + 6])):
            return True
        bill = (*t.key.split(), *t.text.split(), *(toks[i + 1].text.split() if i + 1 < len(toks) else ()))
        if t.tags.get("old") and any(w in BILL for w in bill):
            return True  # "woh pichla bill tha": an old bill paid is old dues, not today's running cost
        if (t.tags.get("credit") or t.tags.get("rest")) and _about_old_dues(toks, i):
            return True  # ("kazhinja maasathe pacchakari bakki": what was left of last month's vegetables)
        if t.tags.get("period") in _PAST_PERIODS and any(n.tags.get("rest") or n.key in BILL or n.text in BILL
                                                         for n in toks[i + 1:i + 6]):
            return True  # "gaya mahina nu dudh nu baaki hatu", "last month's pipe bill": last month's dues, paid now
    return False


_PAST_PERIODS = frozenset({"last_month", "last_week"})


def _about_old_dues(toks: list[Tok], i: int) -> bool:
    """"uska pichle mahine ka udhaar tha", "his old tab": a credit word about the person's dues, which the
    money paid; not what the entry itself was."""
    return any(t.tags.keys() & {"old", "period", "ago", "rest"} or (t.tags.get("pron") and (
        t.key.endswith(("ka", "ke", "ki", "का", "के", "की")) or t.key in ("his", "her", "their")))
        for t in toks[max(0, i - 3):i])


def _day(msg: Msg, corr: Correction, now_iso: str) -> None:
    """"kal wali entry" names the entry's day; "woh kal ka tha", with nothing else to change, is the day it
    really happened; "aaj ki nahi, kal ki thi": the day said not to be is the entry's, the other the true one."""
    days = day_mentions(msg.toks, now_iso)
    if corr.scope == "all" and len(days) >= 2:
        # "ye kal ke order hain ... aaj ki saari entries hata do": the day said with "all the entries" is the one
        # whose entries go; another day word is part of the reason
        said = [d for i, d in days if any(t.tags.keys() & {"every", "entry"} for t in msg.toks[i + 1:i + 5])]
        if said:
            corr.on = said[0].isoformat()
            return
    if len(days) >= 2:
        wrong = [d for i, d in days if _negated_near(msg.toks, i)]
        # ("kal wali entry ..., aaj diye, kal nahi": the day that names the entry is the one said not to be)
        right = [d for i, d in days if not _negated_near(msg.toks, i) and d not in wrong]
        if wrong and corr.action == "cancel":
            # "kal wali Salim ki entry radd karo, use aaj diye, kal nahi": the day taken back is why the entry
            # goes; the owner writes the true one afresh, so moving it as well would count the money twice.
            corr.on = wrong[0].isoformat()
            return
        if wrong and right:
            corr.on, corr.new_on = wrong[0].isoformat(), right[0].isoformat()
            corr.action = "amend"
            return
    toks = msg.toks
    if corr.via == "bank" and corr.new_counterparty:
        # "সকালে SBI তে যে ২৫০০ এসেছে ওটা দত্তবাবুর টাকা, কালকের মিষ্টির": the day of the money is said before its
        # owner; "yesterday's sweets" after it is what the money paid for, not the entry's day
        whose = next((i for i, t in enumerate(toks) if t.stem == corr.new_counterparty or
                      t.text == corr.new_counterparty), None)
        if whose is not None:
            toks = toks[:whose]
    cancel_at = next((i for i, t in enumerate(toks) if t.tags.get("cancel")), None)
    if corr.action == "cancel" and cancel_at is not None and any(i < cancel_at for i, _ in days):
        # "parso wali Raju ki tankhwah hata do, woh toh 1 tareekh ko dete hain": the day said before "remove" names
        # the entry; a date after it is part of why it goes
        toks = toks[:cancel_at]
    s = read_said(toks)
    now = today(now_iso)
    if s.period == "today" and s.ago is None and s.dom is None and s.weekday is None:
        day = now
    else:
        d = past_day(s, now)
        if d is None:
            return
        day = d
    if day > now:
        return
    iso = day.isoformat()
    changes = corr.new_amount_paise or corr.new_counterparty or corr.new_kind
    if corr.action == "amend" and not changes and corr.scope == "one" and not _names_entry_day(msg):
        corr.new_on = iso  # "woh kal ka tha": the entry belongs to yesterday
    else:
        corr.on = iso


def _negated_near(toks: list[Tok], i: int) -> bool:
    """"aaj ki nahi": a negation within two words after the day word."""
    return any(t.tags.get("neg") or t.tags.get("no") for t in toks[i + 1:i + 3])


def _names_entry_day(msg: Msg) -> bool:
    """"kal wali entry", "kal ki entry": the day word points at an entry."""
    toks = msg.toks
    for i, t in enumerate(toks):
        if not (t.tags.get("ago") or t.tags.get("period") or t.tags.get("date") or t.tags.get("when")):
            continue
        for nxt in toks[i + 1:i + 3]:
            if nxt.key in _WALA or nxt.tags.get("entry"):
                return True
    return False


def _named_amount(msg: Msg, corr: Correction) -> None:
    """The amount that names the entry: "500 wali entry", the wrong one in "1200 nahi 1250", or the one
    a description follows ("woh 1,100 jo ...", "ATM wala 5000")."""
    if corr.amount_paise is not None:
        return
    toks = msg.toks
    from .corrections import names_entry, negated_amount

    for i, t in enumerate(toks):
        if t.amount is None or t.amount.paise is None or t.tags.get("date"):
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        prev = toks[i - 1] if i else None
        if names_entry(toks, i) or (nxt is not None and _in(nxt, "relative")) or (
                prev is not None and prev.key in _WALA and corr.via == "bank"):
            corr.amount_paise = t.amount.paise
            return
    wrong = negated_amount(toks)
    counts = [t for t in toks if t.amount is not None and t.amount.paise is not None and t.amount.paise < 10000]
    if wrong is not None and corr.new_amount_paise is not None and wrong < 10000 and wrong * 10 < corr.new_amount_paise \
            and len(counts) >= 2:
        return  # "ఇయర్‌ఫోన్స్ 3 కాదు, 2 మాత్రమే, 2,198": how many was wrong, not a sum; the new total says the rest
    total_said = any(k and toks[k - 1].tags.get("together") and t.amount is not None and
                     t.amount.paise == corr.new_amount_paise for k, t in enumerate(toks))
    if wrong is not None and corr.new_amount_paise is not None and total_said and wrong * 2 <= corr.new_amount_paise:
        return  # "650 இல்ல, ஒன்று 750, மொத்தம் 3,000": the price of one was wrong; the new total says the rest
    if wrong is not None and corr.new_amount_paise is not None and wrong != corr.new_amount_paise:
        corr.amount_paise = wrong
        return
    # "कालची ३,९४० विक्री चुकली ४,३९० होती", "kal ki 3940 ki bikri galat thi, 4390 thi": the amount said
    # before the right one names the entry
    said = [t.amount.paise for t in toks if t.amount is not None and t.amount.paise is not None and
            not t.tags.get("date") and not t.tags.get("product")]
    if corr.action == "amend" and len(said) == 2 and said[1] == corr.new_amount_paise and said[0] != said[1]:
        corr.amount_paise = said[0]
        return
    # "ପରଶୁ ଦିନର କଭର ବିକ୍ରି ୪୫୦ କାଟିଦିଅ": the one sum in a cancel is the entry's, never ignored (an entry of
    # another sum is not the one meant).
    big = [p for p in said if p >= 1000]
    if corr.action == "cancel" and len(set(big)) == 1:
        corr.amount_paise = big[0]


def _twin_amount(msg: Msg, corr: Correction) -> None:
    """"Wednesday's 7,300 cash sales got entered twice, remove one": the one amount said names the twin
    ("one", "ek" are how many to remove, not an amount)."""
    said = [t.amount.paise for t in msg.toks if t.amount is not None and t.amount.paise is not None and
            not t.tags.get("date") and not (t.amount.words and t.amount.paise < 1000)]
    if len(set(said)) == 1:
        corr.amount_paise = said[0]


def _named_kind(msg: Msg, corr: Correction) -> None:
    """"udhaar wali entry", "kharche wali entry hatao": the kind of the entry meant."""
    toks = msg.toks
    for i, t in enumerate(toks[:-1]):
        nxt = toks[i + 1]
        # "Redmi sale cancel pannu": a kind word right before the cancel word names the entry's kind too
        if not (nxt.key in _WALA or nxt.tags.get("entry") or (nxt.tags.get("cancel") and t.script != "deva"
                                                                 and t.tag_lang.get("verb") != "hi")):
            continue
        if t.tags.get("credit"):
            corr.kind = "udhaar_given"
        elif t.tags.get("cost"):
            corr.kind = "expense"
        elif t.key in _SALE_WORDS or t.tags.get("verb") == "sell":
            corr.kind = "sale"
        elif t.tags.get("verb") in ("recv", "give_in") or t.key == "payment":
            corr.kind = "payment_received"


def _named_item(msg: Msg, parties: list[Party], corr: Correction) -> None:
    """"Combiflam wali entry", "cheeni wali": goods named where a person would be."""
    toks = msg.toks
    for i, t in enumerate(toks[:-1]):
        nxt = toks[i + 1]
        if not (nxt.key in _WALA or nxt.tags.get("entry")) or t.amount is not None:
            continue
        # "દવે સાહેબની Benadryl વાળી એન્ટ્રી": a Latin brand in a message in an Indian script, with the person
        # named apart, is the goods
        brand = t.script == "latn" and not t.tags and corr.counterparty is not None and \
            corr.counterparty.casefold() != t.text.casefold() and any(u.script not in ("latn", "punct", "sym") and
                                                                       u.amount is None for u in toks)
        before = toks[i - 1] if i > 0 else None
        if before is not None and before.script == "latn" and before.text[:1].isupper() and \
                (not before.tags or is_brand(before.text)) and \
                before.amount is None and t.script == "latn" and (t.tags.get("goods") or (
                    not t.tags and t.text.islower())) and corr.counterparty in (None, before.text):
            # "Havells socket entry": the brand says which goods; it is no one's name
            corr.item, corr.counterparty = before.text, None
            continue
        if t.tags.get("goods") not in ("item", "here") and not brand and not (t.tags.get("cost") and t.key not in BILL):
            continue  # ("delete the gas cylinder entry": a running cost named is the entry's item too)
        taken = corr.counterparty and corr.counterparty.casefold() == t.text.casefold()
        if taken and t.tag_lang.get("goods") not in (msg.lang, "en"):
            continue  # "pappu wali entry": goods only in another language; here a person
        corr.item = t.stem if t.stem and t.glued else t.text  # "പാലിന്റെ എൻട്രി": the milk's entry, item പാൽ
        if taken:
            corr.counterparty, corr.what = None, "last"

