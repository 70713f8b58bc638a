"""Changes to a written entry (guide: corrections): amend or cancel the last entry, or the last one of a named party.

Whatever the word order, the value said to be true wins: "1700 nahi 1100 tha" and "it should be
1100, not 1700" both give 1100. Cancelling is a reversal, never a delete; the chain does that part.
"""

from __future__ import annotations

from collections.abc import Callable

from dhandha.reading import Correction

from .given_names import given_name
from .langs import small_words
from .names import Party, honoured
from .reader import Msg
from .targets import describe, says_day
from .tokens import Tok, keys, same_stretch

_ASSERT = frozenset({"tha", "thi", "the", "hai", "was", "is", "hona", "should", "karo", "kar", "make", "it",
                     "hoga", "likho", "थी", "था", "थे", "है", "હતી", "હતા", "હતું", "ಇತ್ತು", "இருந்தது", "ఉంది",
                     "होता", "होती", "होते", "होतं", "ছিল", "ਸੀ", "ਸਨ", "ആയിരുന്നു", "ଥିଲା", "si", "see"})
_INSTEAD = frozenset({"jagah", "jageh", "instead", "badle", "jaga", "jaygay", "jaygae", "jayga", "bodole",
                      *keys("जगह", "बदले", "ऐवजी", "બદલે", "ਥਾਂ", "ਦੀ ਥਾਂ", "বদলে", "জায়গায়", "ବଦଳରେ", "aivaji")})
# "badle" is also "changed" ("2 brake wire badle", the parts replaced): "instead" only after "of" or a sum
_ALSO_CHANGED = keys("badle", "बदले", "bodole", "বদলে")


def _says_instead(toks: list[Tok]) -> bool:
    return any(t.key in _INSTEAD and (t.key not in _ALSO_CHANGED or (i > 0 and (
        toks[i - 1].tags.get("mark") == "gen" or toks[i - 1].amount is not None))) for i, t in enumerate(toks))


_PERSON_WORDS = keys("person", "party", "naam", "name", "banda", "aadmi")
_KIND_WORDS = {
    "sell": "sale", "paid": "sale", "credit": "udhaar_given", "recv": "payment_received", "cost": "expense",
    "spend": "expense", "buy": "purchase", "give_in": "payment_received",
}


def _change_first(toks: list[Tok]) -> bool:
    """'change Mohan to Sohan': 'change' opening the message is an edit (elsewhere it may be coins)."""
    words = [t for t in toks if t.script not in ("punct", "sym")]
    return bool(words) and words[0].key == "change"


def is_correction(msg: Msg, has_last: bool) -> bool:
    toks = msg.toks
    if any(t.tags.get("fix") or t.tags.get("cancel") or t.tags.get("dup") for t in toks) or _change_first(toks):
        return True
    if _says_instead(toks):
        return True
    if not has_last:
        return False
    if says_day(msg):
        return True
    words = [t for t in toks if t.script not in ("punct", "sym")]
    verbs = any(t.tags.get("verb") for t in toks)
    nums = any(t.amount is not None for t in toks)
    # "இல்ல, எழுநூறு" / "nahi, 1750": a no followed by a value, with an entry just written.
    if words and (words[0].tags.get("neg") or words[0].tags.get("no")) and nums and not verbs:
        return True
    # "ಕೊನೆಯ ಎಂಟ್ರಿ 500 ಅಲ್ಲ 700": the last entry and a value.
    # ("মিত্রবাবুর আগের 600 বাকি ছিল": "earlier" beside dues is old dues, not the earlier entry)
    if (any(t.tags.get("entry") and not t.tags.get("old") for t in toks) and nums and not verbs) or sets_entry_sum(msg):
        return True
    # "Baldev nahi, Naseem tha", "woh udhaar tha, cash nahi": a negation and an assertion, no new event.
    neg = any(t.tags.get("neg") or t.tags.get("no") for t in toks)
    asserted = any(t.key in _ASSERT or t.text in _ASSERT or t.key.split()[-1:] in (["tha"], ["thi"], ["the"])
                   for t in toks)
    return neg and asserted


def _negated(toks: list[Tok], i: int, j: int) -> bool:
    """Is the span [i, j) the wrong value? A following 'nahi'/'ki jagah' or a preceding English 'not'."""
    nxt = toks[j] if j < len(toks) else None
    nxt2 = toks[j + 1] if j + 1 < len(toks) else None
    prev = toks[i - 1] if i > 0 else None
    if nxt is not None and nxt.script != "latn" and nxt.tags.get("neg"):
        return True
    if nxt is not None and nxt.key.split()[0] in small_words("negation_postfix") and not (
            nxt.tags.get("mark") and not nxt.tags.get("neg")) and not nxt.tags.get("per"):
        # ("ek na 150": the reader found "of", not "no"; "35 na bhave": at 35 each)
        return True
    if nxt is not None and nxt.tags.get("mark") == "gen" and nxt2 is not None and (
            nxt2.key in _INSTEAD or (nxt2.script != "latn" and nxt2.tags.get("neg"))):
        return True  # ("1400 ની નહીં 1300 ની એક": the one "of 1400" is not it)
    if nxt is not None and nxt.key in _INSTEAD and not (nxt2 is not None and nxt2.key == "of"):
        return True  # ("1,400 ki jagah 1,300"; but "1,300 instead of 1,400" says the right one first)
    if prev is not None and prev.key == "of" and i > 1 and toks[i - 2].key == "instead":
        return True
    return prev is not None and prev.key in ("not", "no") and prev.script == "latn"


def takes_back_a_sum(msg: Msg) -> bool:
    """A sum said to be wrong and a right one after it ("7,300 illa, 7,030", "70,000 ಅಲ್ಲ, 68,400")."""
    toks = msg.toks
    wrong = next((i for i, t in enumerate(toks) if t.amount is not None and t.amount.paise is not None
                  and _negated(toks, i, i + 1)), None)
    return wrong is not None and any(t.amount is not None and t.amount.paise for t in toks[wrong + 1:])


def _paid_to(toks: list[Tok], p: Party) -> bool:
    """"X ko payment thi": the party the payment went to, named with the new kind."""
    return p.mark == "dat" and not p.prep and any(t.key == "payment" for t in toks[p.end:p.end + 2])


def names_entry(toks: list[Tok], i: int) -> bool:
    """"500 wala", "450 wali entry", "600 ki entry": the number says which entry, it is not a new value."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    nxt2 = toks[i + 2] if i + 2 < len(toks) else None
    return nxt is not None and (bool(nxt.tags.get("wala")) or bool(nxt.tags.get("entry")) or (
        nxt.tags.get("mark") == "gen" and nxt2 is not None and bool(nxt2.tags.get("entry"))))


def negated_amount(toks: list[Tok]) -> int | None:
    """The amount said to be wrong ("1200 nahi 1250 tha": 1200), if one is."""
    for i, t in enumerate(toks):
        if t.amount is not None and t.amount.paise is not None and _negated(toks, i, i + 1) and not _a_count(toks, i) \
                and not t.tags.get("product"):  # "Nokia 105 નહીં, Nokia 110": the goods were wrong, not a sum
            return int(t.amount.paise)
    return None


_MAKE_IT = keys("kar", "kardo", "karo", "कर", "करो", "करदो", "make")


def sets_entry_sum(msg: Msg) -> bool:
    """"बलवीर वाली 19,750 की एंट्री में से 10 बोरी वापस आ गईं, 15,800 कर दो", "2,000 wali entry 2,500 kar do": an entry
    named by its sum and a new sum it should be made, whatever happened in between (guide: corrections)."""
    toks = msg.toks
    named = next((i for i, t in enumerate(toks) if t.amount is not None and t.amount.paise and names_entry(toks, i)), None)
    if named is None:
        return False
    for i in range(named + 1, len(toks) - 1):
        t = toks[i]
        if t.amount is not None and t.amount.paise and not _a_count(toks, i) and not names_entry(toks, i) and \
                toks[i + 1].key.split()[0] in _MAKE_IT:
            return True
    return False


def _a_rate(toks: list[Tok], i: int) -> bool:
    """"bhav 65 ka", "rate 65", "65 ki ek": a price of one, not an entry's sum."""
    prev = toks[i - 1] if i > 0 else None
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return (prev is not None and bool(prev.tags.get("per"))) or (nxt is not None and bool(nxt.tags.get("per")))


def _a_count(toks: list[Tok], i: int) -> bool:
    """"2.5 kg not 2", "2 kilo nahi 3 kilo": a quantity taken back, not the entry's sum."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and nxt.tags.get("unit"):
        return True
    a = toks[i].amount
    if nxt is not None and a is not None and not a.currency and not a.scaled and a.paise is not None and \
            a.paise <= 10000 and (nxt.tags.get("goods") in ("item", "here") or nxt.tags.get("cost") == "snack" or (
                nxt.script == "latn" and nxt.text.islower() and not nxt.tags and len(nxt.text) > 3)):
        # "1350 kaadu 1800, 4 blouses ichindi": four blouses, never a new sum of ₹4 ("2 samosa extra": two samosas)
        return True
    if nxt is not None and nxt.tags.get("neg") and i + 3 < len(toks) and toks[i + 2].amount is not None and \
            toks[i + 3].tags.get("unit"):
        return True  # "दूध 80 नहीं 85 लीटर था": the count taken back, its unit said once after the right one
    return i >= 3 and toks[i - 1].key in ("not", "no") and bool(toks[i - 2].tags.get("unit"))


def read_correction(msg: Msg, parties: list[Party], last_kind: str | None,
                    now_iso: str = "2026-01-01T00:00:00+05:30") -> Correction | None:
    """The correction, with everything said about which entry it is (targets.py); None when it does not
    say what to change (guide: when to ask unclear_correction)."""
    corr = _read_change(msg, parties, last_kind)
    if corr is None:
        if any(t.tags.get("every") for t in msg.toks) and any(t.tags.get("cancel") for t in msg.toks):
            corr = Correction(action="cancel")  # "poora hisaab saaf karo": every entry, listed first
        elif says_day(msg):
            corr = Correction(action="amend")  # "woh kal ka tha": only the day changes
            whose = _entry_owner(msg.toks, [p for p in parties if p.is_person])
            if whose is not None:
                corr.what, corr.counterparty = "last_with_counterparty", whose.name
        else:
            return None
    return describe(msg, parties, corr, now_iso)


def _read_change(msg: Msg, parties: list[Party], last_kind: str | None) -> Correction | None:
    toks = msg.toks
    if any(t.amount is not None and t.amount.doubt for t in toks):
        return None  # "nahi, -500 tha": a number that is not plainly money is asked, never written
    cancel = any(t.tags.get("cancel") or t.tags.get("dup") for t in toks)
    # "kal wali 2,000 ki SMS entry hata do, woh Fatima ko ... bheje the": an entry to remove; the rest
    # says why (targets.py reads which entry it is).
    only_cancel = cancel and any(t.tags.get("entry") for t in toks) and not _says_instead(toks)
    fix = any(t.tags.get("fix") for t in toks) or _says_instead(toks) or _change_first(toks)
    negated = any(t.tags.get("neg") for t in toks)
    corr = Correction()
    # Amounts: the one not negated is the new value.
    nums = [(i, t) for i, t in enumerate(toks) if t.amount is not None and t.amount.paise is not None
            and not t.tags.get("product")]
    # "कल की 600 की एंट्री उधार नहीं थी": a number that names the entry is never its new value.
    kept = [t for i, t in nums if not _negated(toks, i, i + 1) and not names_entry(toks, i)]
    # "1200 nahi 1300 tha, bhav 65 ka tha", "३,२५० होती, 5 किलोच होतं": a rate or a count said beside the new
    # sum explains it; it is never the new sum itself (guide: corrections).
    kept = [t for i, t in nums if t in kept and not _a_rate(toks, i) and not _a_count(toks, i)] or kept
    # "420 की जगह 480 कर दो, एक इंजेक्शन भी था": a small number said in words beside sums in digits counts the
    # goods ("one injection"); it is never the new sum (it had made the entry ₹1)
    kept = [t for t in kept if not (t.amount.words and not t.amount.currency and (t.amount.paise or 0) <= 1000)] \
        or kept
    # With only a cancel word, a number names the entry to cancel ("500 wali entry hata do"), not a new value.
    if cancel:
        # "ek hata do": a count of entries, not a value.
        kept = [t for t in kept if t.amount.paise > 200 or t.amount.currency]
        # "Parminder ka 500 wala galti se likh diya, cancel karo": "500 wala" names the entry to cancel.
        kept = [t for i, t in nums if t in kept and not names_entry(toks, i)]
    # "ପରଶୁ ଦିନର କଭର ବିକ୍ରି ୪୫୦ କାଟିଦିଅ, ଭୁଲ ଥିଲା": with a cancel word, "it was wrong" is why the entry
    # goes, and its one sum says which entry; a new value needs a second sum or a "not".
    # With one sum, a "not" elsewhere ("woh 2200 ghar ka hai, dukaan ka nahi, hata do") says why it goes.
    if nums and kept and not (cancel and (len(nums) < 2 or (not negated and not fix))):
        corr.new_amount_paise = kept[-1].amount.paise
        # (only for sums: "was 3 not 2, make it 1770" takes back a count, and the new sum is the one said after)
        back = [i for i, t in nums if _negated(toks, i, i + 1) and (t.amount.paise or 0) >= 10000]
        beside = [(abs(i - back[0]), t) for i, t in nums if back and t in kept and same_stretch(toks, back[0], i)]
        if beside:
            # "ਐਂਟਰੀ 4,800 ਨਹੀਂ 4,600 ਸੀ, 200 ਛੋਟ ਦਿੱਤੀ ਸੀ": the sum said against the one taken back is the new one; a
            # sum in another stretch ("200 discount given") says why
            corr.new_amount_paise = min(beside, key=lambda x: x[0])[1].amount.paise
    # People: the negated one is the old party, an asserted one the new.
    people = [p for p in parties if p.is_person]
    neg_people = [p for p in people if _negated(toks, p.start, p.end)]
    pos_people = [p for p in people if p not in neg_people]
    entry_of = _entry_owner(toks, pos_people)
    if entry_of is not None and len(neg_people) == 1 and neg_people[0].end <= entry_of.start:
        # "700 ki entry Manjeet nahi, Manpreet ki thi": whose it was after the "not" is the new owner, not whose
        # entry is meant; the one said not to be names that.
        entry_of = None
    if entry_of is not None:
        corr.what, corr.counterparty = "last_with_counterparty", entry_of.name
        pos_people = [p for p in pos_people if p is not entry_of]
    to_whom = [p for p in pos_people if (p.prep and p.mark == "dat") or (
        p.start > 0 and toks[p.start - 1].key.split()[-1] == "to")]
    if entry_of is None and len(neg_people) == 1 and pos_people and not cancel:
        # "kal Gurdeep nahi, Gurpreet si": the entry meant is still "the one just said" (what="last"), and the
        # person said not to be narrows it to theirs: never a list of the day's entries, never someone else's
        # (guide: corrections)
        corr.counterparty = neg_people[0].name
    if fix and to_whom:
        corr.new_counterparty = to_whom[-1].name  # "change Ravi to Raju", "change it to Raju"
    elif pos_people and (neg_people or _said_was(toks, pos_people[0]) or _person_word(toks)):
        corr.new_counterparty = pos_people[0].name
    elif pos_people and _paid_to(toks, pos_people[0]):
        corr.new_counterparty = pos_people[0].name  # "woh kharcha nahi tha, Ganga Stores ko payment thi"
    # Kinds: "udhaar mat likho, woh nakad bikri thi" -> sale.
    kinds = _kinds(toks)
    wrong_at = next((i for i, t in nums if _negated(toks, i, i + 1)), None)
    if wrong_at is not None and corr.new_amount_paise is not None and not any(neg for _, neg in kinds):
        # "nethu chicken sale 7,300 illa, 7,030", "ನಂದಿ ಬಿಲ್ 70,000 ಅಲ್ಲ, 68,400": a kind word before the sum
        # taken back says which entry it is, not what the entry becomes.
        kinds = [(k, neg) for at, k, neg in _kind_words(toks) if at > wrong_at]
    if corr.new_amount_paise is not None and not any(neg for _, neg in kinds):
        # "വിൽപന 6,300 അല്ല, ഒരു കോയിൽ തിരിച്ചു വന്നു, 3,150 ആക്കണം": with a new sum, a kind word in another
        # stretch of the message is the reason told ("one coil came back"), never a new kind for the entry
        at_new = next(i for i, t in nums if t is kept[-1])
        kinds = [(k, neg) for at, k, neg in _kind_words(toks) if same_stretch(toks, at, at_new)
                 and (wrong_at is None or at > wrong_at or not same_stretch(toks, at, wrong_at))]
    if corr.counterparty is None and corr.new_counterparty is None:
        for at, _kind, neg in _kind_words(toks):
            owner = next((p for p in pos_people if neg and at - p.end in (0, 1)), None)
            if owner is not None:
                # "Lakshmi akka ku kadan nu pottathu thappu": the credit said to be wrong is Lakshmi's entry
                corr.what, corr.counterparty = "last_with_counterparty", owner.name
                break
    pos_kinds = [k for k, neg in kinds if not neg and k != last_kind]
    negated_any = any(neg for _, neg in kinds)
    if pos_kinds and not (entry_of is not None and corr.new_amount_paise is not None) and not (
            cancel and not negated_any):
        corr.new_kind = pos_kinds[0]
    if only_cancel or (cancel and any(t.tags.get("every") for t in toks)):
        # ("munde ne phone naal chhed chhaad kar ditti, ajj diyan saariyan entries mita do": everything of the day
        # goes; what is said before is why, never a new name for an entry)
        corr.new_amount_paise = corr.new_kind = corr.new_counterparty = None
    if cancel and corr.new_amount_paise is None and corr.new_kind is None and corr.new_counterparty is None:
        corr.action = "cancel"
        said = _named_before_cancel(toks, pos_people)
        if said is not None and said.mark == "none" and any(t.tags.get("every") for t in toks):
            said = None  # "இன்னைக்கு போட்ட எல்லா entry": a bare word before "all" is how, not whose
        if corr.counterparty is None and said is not None:
            # A person named before the cancel word names the entry, whatever joins them ("முருகன் என்ட்ரியை அழி"):
            # never the last entry when someone was named (guide: corrections). A reason after it is not whose.
            corr.what, corr.counterparty = "last_with_counterparty", said.name
        return corr
    if corr.new_amount_paise is None and corr.new_kind is None and corr.new_counterparty is None:
        return None
    # (a name plainly written as one: a given name, capitalised, or with an honorific; "1700 ki jagah" and "৩২০০
    # হবে" (it will be) are none)
    named = [p for p in pos_people if p.name and not p.pronoun and p.name != corr.new_counterparty and (
        (toks[p.start].script == "latn" and toks[p.start].text[:1].isupper()) or given_name(p.name.split()[0]) or
        honoured(toks, p.start, min(p.end + 1, len(toks))))]
    # (a sum said to be wrong already names the entry: "ഹേയ് Vicks 450 അല്ല, 540")
    if corr.what == "last" and corr.counterparty is None and named and corr.amount_paise is None:
        # "Mary aunty paid 700, it was actually ...": someone named in a change is whose entry it is; never the
        # last entry of someone else (guide: corrections)
        corr.what, corr.counterparty = "last_with_counterparty", named[0].name
    return corr


def _named_before_cancel(toks: list[Tok], people: list[Party]) -> Party | None:
    """The person named in the same stretch as the cancel word, before it (no punctuation between), in a script
    other than Latin."""
    at = next((i for i, t in enumerate(toks) if t.tags.get("cancel")), None)
    if at is None:
        return None
    for p in people:
        # In Latin letters a little verb can look like a name ("2 baar chad gayi"); the languages' own scripts
        # have the words around a name in the tables.
        if p.end <= at and toks[p.start].script != "latn" and not any(
                toks[k].script == "punct" for k in range(p.end, at)):
            return p
    return None


def contrasted(msg: Msg, parties: list[Party]) -> bool:
    """"A nahi B": a value said to be wrong and one of the same sort said to be right, two amounts, two
    people or two kinds. Only this plain shape is an edit when no reading of the chat is at hand."""
    toks = msg.toks
    nums = [i for i, t in enumerate(toks) if t.amount is not None and t.amount.paise is not None
            and not names_entry(toks, i)]  # "600 ki entry" says which entry, not a value
    neg_nums = [i for i in nums if _negated(toks, i, i + 1)]
    if neg_nums and len(neg_nums) < len(nums):
        return True
    people = [p for p in parties if p.is_person]
    neg_people = [p for p in people if _negated(toks, p.start, p.end)]
    if neg_people and len(neg_people) < len(people) and not nums:
        return True
    kinds = _kinds(toks)
    return any(neg for _, neg in kinds) and any(not neg for _, neg in kinds) and not nums


def changes_booked_sum(msg: Msg, booked: Callable[[int], bool]) -> bool:
    """"Sale 7,300 illa, 7,030": a sum taken back that the books hold, and a new one said beside it.

    Read alone such a message looks like two new sales; with an entry of 7,300 in the books it can
    only be a change of that entry (guide: corrections).
    """
    toks = msg.toks
    nums = [i for i, t in enumerate(toks) if t.amount is not None and t.amount.paise and not names_entry(toks, i)]
    back = [i for i in nums if _negated(toks, i, i + 1)]
    stands = [i for i in nums if i not in back]
    return len(back) == 1 and len(stands) == 1 and booked(toks[back[0]].amount.paise) \
        and not booked(toks[stands[0]].amount.paise)


def _entry_owner(toks: list[Tok], people: list[Party]) -> Party | None:
    """'Hitesh wali entry', 'Rajan ki entry', 'Naseem ka 1100 galat', 'the Fernandes entry'."""
    for p in people:
        after = toks[p.end] if p.end < len(toks) else None
        before = toks[p.start - 1] if p.start > 0 else None
        if p.mark in ("gen",) or (p.end > p.start and toks[p.end - 1].tags.get("wala")):
            return p
        if after is not None and (after.tags.get("entry") or after.tags.get("wala") or after.tags.get("credit")):
            return p
        if before is not None and before.key == "the" and after is not None and after.tags.get("entry"):
            return p
        if before is not None and before.key == "of" and p.start > 1 and toks[p.start - 2].tags.get("entry"):
            return p  # "cancel yesterday's entry of Ramesh"
    return None


def _said_was(toks: list[Tok], p: Party) -> bool:
    nxt = toks[p.end] if p.end < len(toks) else None
    prev = toks[p.start - 1] if p.start > 0 else None
    return (nxt is not None and nxt.key in _ASSERT) or (prev is not None and prev.key in ("was", "tha", "is"))


def _person_word(toks: list[Tok]) -> bool:
    return any(t.key in _PERSON_WORDS for t in toks)


def _kinds(toks: list[Tok]) -> list[tuple[str, bool]]:
    return [(k, neg) for _, k, neg in _kind_words(toks)]


def _kind_words(toks: list[Tok]) -> list[tuple[int, str, bool]]:
    """Each kind word: where it stands, the kind it names, and whether it is said to be wrong."""
    out: list[tuple[int, str, bool]] = []
    for i, t in enumerate(toks):
        k = None
        v = t.tags.get("verb")
        if v in _KIND_WORDS:
            k = _KIND_WORDS[v]
        elif t.tags.get("credit"):
            k = "udhaar_given"
        elif t.tags.get("paid") and (t.key in ("cash", "nakad", "naqad", "nagad", "नकद", "कैश") or t.tags.get("mode") == "cash"):
            k = "sale"
        elif t.key in ("payment", "jama"):
            # "Ganga Stores ko payment thi", "a payment to Shiv Traders": the shop paid them (guide: kind and direction).
            before = toks[i - 1] if i > 0 else None
            after = [x.key for x in toks[i + 1:i + 3]]
            to_them = (before is not None and before.tags.get("mark") == "dat" and before.tag_lang.get("mark") != "en") \
                or "to" in after
            k = "payment_made" if to_them else "payment_received"
        elif t.tags.get("cost"):
            k = "expense"
        if k is None:
            continue
        neg = _negated(toks, i, i + 1)
        if not neg and i + 1 < len(toks) and toks[i + 1].key in ("mat",):
            neg = True
        if not neg and k == "udhaar_given":
            # "Lakshmi akka ku kadan nu pottathu thappu": the credit written was the mistake (the words between say
            # how it was written)
            between = toks[i + 1:i + 4]
            at = next((j for j, x in enumerate(between) if x.tags.get("fix")), None)
            neg = at is not None and all(not x.tags.keys() - {"fn", "mark"} and x.amount is None for x in between[:at])
        out.append((i, k, neg))
    return out
