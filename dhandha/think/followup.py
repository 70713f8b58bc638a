"""Replies to the bot's open question (guide: open questions, open questions): yes/no, or the answer that completes the half-built
entry ("saat sau" after "₹700 ya ₹7,000?", "udhaar" after "paise mile ya udhaar?", a name after
"kiske naam?").
"""

from __future__ import annotations

from dataclasses import replace

from dhandha.money import MAX_PAISE
from dhandha.reading import OUT, Clarify, Correction, PendingQuestion, Reading, Record

from .amounts import sum_still_left
from .clauses import BILL, analyse
from .corrections import takes_back_a_sum
from .names import find_parties, title
from .numbers import needs_scale
from .reader import Msg
from .records import Env, due_of
from .tokens import Tok, key, keys, same_stretch

# Questions asked before writing a complete entry (or sending a drafted message, cancelling, assigning a
# bank payment): the answer is yes or no. The chain says which kind each open question is.
PRE_ACTION = frozenset({"confirm_large", "duplicate", "unusual_amount", "remind_send", "sms_assign"})


def _yes_no(p: PendingQuestion) -> bool:
    return p.kind == "yes_no" or p.why in PRE_ACTION
_AMOUNT_WHYS = frozenset({"ambiguous_amount", "approximate_amount", "missing_amount", "unknown_number_word",
                          "absurd_amount"})
_FILLER = frozenset({"fn", "yes", "chat", "also"})
_RESTATED = frozenset({"old", "rest", "credit", "qn", "owe"})  # what an old-dues or credit proposal says
_SUPPLIER_WORDS = keys("supplier", "payment", "dealer", "wholesaler")


def _words(msg: Msg) -> list:
    return [t for t in msg.toks if t.script not in ("punct", "sym")]


# Questions that ask whether to cancel: there a cancel word agrees ("haan, hata do").
_CANCEL_QUESTIONS = frozenset({"confirm_cancel", "confirm_bulk"})


def yes_no(msg: Msg, why: str | None = None) -> str | None:
    """'confirm' or 'deny' when the message is only yes/no words (and filler)."""
    words = _words(msg)
    if not words:
        return None
    yes = no = oops = False
    for t in words:
        if t.amount is not None:
            return None
        if t.tags.get("cancel") and why in _CANCEL_QUESTIONS and not t.tags.get("no"):
            yes = True  # "haan, hata do" to "Sab cancel kar doon?"
        elif t.tags.get("no") or (t.tags.get("cancel") and not t.tags.get("entry")) or t.tags.get("neg"):
            no = True
        elif t.tags.get("yes"):
            yes = True
        elif t.tags.get("oops"):
            oops = True  # "no no, leave it": a self-correction word said alone is a no
        elif t.tags and set(t.tags) <= _RESTATED:
            continue  # "பழைய பாக்கி தான்": the proposal's own words said back, yes only with a yes word
        elif not (set(t.tags) <= _FILLER | {"hon", "owner", "q"} and t.tags):
            return None
    if no or (oops and not yes):
        return "deny"
    return "confirm" if yes else None


def _values(msg: Msg) -> list:
    """Amounts said as money: not counts ("ek hi baar", "2 din") and not bare small numbers."""
    out = []
    toks = msg.toks
    for i, t in enumerate(toks):
        a = t.amount
        if a is None:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if nxt is not None and (nxt.tags.get("notmoney") in ("after", "size") or nxt.tags.get("days") or "unit" in nxt.tags):
            continue
        if a.paise is not None and needs_scale(a):
            continue
        out.append(a)
    return out


def _lead(msg: Msg) -> str | None:
    """The answer a reply starts with: 'confirm' for haan/yes, 'deny' for nahi/no."""
    w = _words(msg)
    if not w:
        return None
    if w[0].tags.get("yes") and not w[0].tags.get("no"):
        return "confirm"
    if w[0].tags.get("no") or w[0].tags.get("neg"):
        return "deny"
    return None


def _fixes(msg: Msg) -> bool:
    """"sorry, that should be 1,500", "nahi 1500 likho": a change to what was just shown, no new event."""
    return any(t.tags.get("fix") or t.tags.get("oops") for t in msg.toks) and not any(
        t.tags.get("verb") for t in msg.toks)


def _negation_first(msg: Msg) -> bool:
    w = _words(msg)
    return bool(w) and bool(w[0].tags.get("neg") or w[0].tags.get("no"))


def _fill(partial: list[Record], **changes: object) -> list[Record]:
    """The answer completes the entries that lack it; the complete ones of the same message stay as they were.

    A field already set is replaced only when every entry has it set (a contact chosen from candidates).
    """
    if not partial:
        return [Record(kind=None, amount_paise=None, **changes)]  # type: ignore[arg-type]
    gaps = {f for f in changes if any(getattr(r, f) is None for r in partial)}
    out = []
    for r in partial:
        mine = {f: v for f, v in changes.items() if f not in gaps or getattr(r, f) is None}
        if gaps and not any(getattr(r, f) is None for f in gaps):
            mine = {}
        out.append(replace(r, **mine))  # type: ignore[arg-type]
    return out


def _done(records: list[Record], why_left: str | None = None, options: list[int] | None = None) -> Reading:
    """A record reading, or a question again when something is still missing."""
    for r in records:
        gap = why_left
        if r.amount_paise is None:
            gap = gap or "missing_amount"
        elif r.kind is None:
            gap = gap or "ambiguous_direction"
        elif r.kind in ("udhaar_given", "payment_received", "payment_made") and not r.counterparty:
            gap = gap or "missing_counterparty"
        if gap:
            return Reading("clarify", clarify=Clarify(gap, partial=records, options=options or []))
    return Reading("record" if len(records) == 1 else "record_many", records=records)


def answer(msg: Msg, env: Env, complete_new: bool) -> Reading | None:
    """The message read as the answer to the open question; None when it is not one."""
    r = _answer(msg, env, complete_new)
    if r is not None:
        r.answers = True
    return r


def _answer(msg: Msg, env: Env, complete_new: bool) -> Reading | None:
    p: PendingQuestion | None = env.ctx.pending
    if p is None:
        return None
    if complete_new and not _dues_restated(msg, p, env) and not _yes_restating(msg, p):
        return None  # guide: the order: a complete new record wins, even after "haan"
    yn = yes_no(msg, p.why)
    amounts = _values(msg)
    if p.kind == "choose" and p.partial and amounts and (_negation_first(msg) or _fixes(msg)):
        a = amounts[-1]
        if a.paise is not None:  # "sorry, that should be 1,500" while "old dues or advance?" is open
            return Reading("correct", correction=_changed_amount(amounts))
    if _yes_no(p) or (p.why not in _AMOUNT_WHYS and p.kind != "choose"):
        if amounts and (_negation_first(msg) or _fixes(msg)) and _yes_no(p) and p.partial:
            a = amounts[-1]
            if a.paise is not None:
                return Reading("correct", correction=_changed_amount(amounts))
        if yn is not None and (_yes_no(p) or yn == "deny"):
            return Reading(yn)
        lead = _lead(msg)
        if lead is not None and _yes_no(p):
            return Reading(lead)  # "haan dobara likho", "nahi, ek hi baar": the first word answers
    if yn == "confirm" and not _yes_no(p):
        # "उधार लिख दो" to "paid, or shall I write it as credit?": "लिख दो" is a yes, but the credit word answers
        said = None
        if p.why == "cash_or_credit":
            said = _cash_or_credit(msg, p)
        elif p.why == "ambiguous_direction" and any(t.tags.get("credit") or _advance(t) for t in msg.toks):
            said = _direction(msg, p, env)
        if said is not None:
            return said
        # "haan" does not answer "₹700 ya ₹7,000?": the same question again, the entry still pending.
        return Reading("clarify", clarify=Clarify(p.why, partial=list(p.partial), options=list(p.options)))
    if p.why in _AMOUNT_WHYS:
        if _about_an_entry(msg):
            return None  # "kal ki 5,200 wali entry hata do" changes the books; its amount answers nothing asked
        if takes_back_a_sum(msg) and not _negation_first(msg):
            return None  # "Kavya du 900 alla, 1,100" while "how much?" is open: a change to Kavya's entry
        return _amount_answer(msg, p, env)
    if p.why in ("missing_counterparty", "ambiguous_reference"):
        asked = {r.amount_paise for r in p.partial}
        short = any(t.amount is not None and t.amount.paise is not None and needs_scale(t.amount) for t in msg.toks)
        if _goods_moved(msg) or any(a.paise not in asked for a in amounts) or (
                short and any(t.tags.get("verb") for t in msg.toks)):
            # "sold 2 Type-C chargers" while "in whose name?" is open: goods sold or a sum of its own (even one
            # still to be asked: "ରଞ୍ଜନ 7 ଦେଲା") are a movement of their own; the brand is no name for the entry
            # that waits (guide: open questions)
            return None
        name = _name_answer(msg, env)
        if name:
            return _done(_fill(p.partial, counterparty=name))
        return None
    if p.why == "which_contact":
        return _which(msg, p)
    part = _part_paid(msg, p, amounts)
    if part is not None:
        return part
    if p.why in ("ambiguous_kind", "ambiguous_direction") and _another_sum(msg, p):
        # "ਸੰਧੂ ਸਾਹਬ ਨੇ ਪੰਜ ਦਿੱਤੇ" while "₹2,000 — a sale or dues?" is open: which way money went, or what it
        # was, is never said with another sum; that is a movement of its own (guide: open questions).
        return None
    if p.why in _CHOICE_WHYS | {"old_dues"} and _someone_else_did(msg, p, env):
        return None  # "Kalpesh ... udhaar aapya" while Jignesh's old dues are asked: Kalpesh's own business
    if p.why in _CHOICE_WHYS and any(t.tags.get("cancel") for t in msg.toks):
        # "Saturday Redmi sale cancel pannu" while "₹1,500: sale or dues?" is open: its "sale" names the entry
        # to cancel, it does not answer the question (guide: open questions).
        return None
    if p.why in _CHOICE_WHYS and _own_amount(amounts, p):
        # "... സ്റ്റോക്ക് വന്നു, ബിൽ 16,400" while "₹2,800: paid or credit?" is open: a movement of its own with
        # its own amount, not the answer (guide: open questions); its verb must not settle the other entry.
        return None
    if p.why == "cash_or_credit":
        return _cash_or_credit(msg, p)
    if p.why == "ambiguous_direction":
        return _direction(msg, p, env)
    if p.why == "ambiguous_kind":
        return _kind(msg, p, env)
    if p.why == "old_dues":
        return _old_dues(msg, p)
    if p.why == "ambiguous_split":
        if any(t.tags.get("each") for t in msg.toks) or any(t.tags.get("both") for t in msg.toks):
            return _done(list(p.partial))
        return None
    return None


_CHOICE_WHYS = frozenset({"cash_or_credit", "ambiguous_direction", "ambiguous_kind"})


def _part_paid(msg: Msg, p: PendingQuestion, amounts: list) -> Reading | None:
    """"20,000 રોકડા આપ્યા, બાકી 12,000 ઉધાર" to "did Joshi pay ₹32,000, or did you give it?" (or to "paid, or on
    credit?"): a part of the sum asked about paid and the rest on credit answers it: the whole on their account and
    the part they paid (guide: amounts in context, a part paid). Any other sum said makes it a message of its own."""
    if p.why not in ("cash_or_credit", "ambiguous_direction") or len(p.partial) != 1:
        return None
    r = p.partial[0]
    whole = r.amount_paise
    if not whole or not r.counterparty or r.kind not in (None, "sale", "udhaar_given"):
        return None
    toks = msg.toks
    rest = any(t.tags.keys() & {"credit", "rest", "defer"} for t in toks)
    paid = any(t.tags.keys() & {"paid", "mode"} or t.tags.get("verb") in ("give", "give_in", "recv", "pay")
               for t in toks)
    if not (rest and paid) or any(pa.is_person and pa.name != r.counterparty for pa in find_parties(toks, False)):
        return None
    said = [a.paise for a in amounts if a.paise]
    # the part paid, alone or with the rest, which must make up the whole
    if not said or said[0] >= whole or len(said) > 2 or (len(said) == 2 and said[0] + said[1] != whole):
        return None
    part = said[0]
    owed = _fill(p.partial, kind="udhaar_given")[0]
    return _done([owed, Record(kind="payment_received", amount_paise=part, counterparty=r.counterparty, on=r.on)])


def _another_sum(msg: Msg, p: PendingQuestion) -> bool:
    """The message says a sum (even a bare "five" that needs its hundreds) that is not the one asked about."""
    asked = {r.amount_paise for r in p.partial if r.amount_paise}
    toks = msg.toks
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.amount is None or (nxt is not None and (nxt.tags.keys() & {"days", "unit", "notmoney"})):
            continue
        if asked and t.amount.paise not in asked:
            return True
    return False


def _own_amount(amounts: list, p: PendingQuestion) -> bool:
    """The message says an amount larger than the open entry's: it is about other money (a smaller one may be
    the part paid: "500 diye baaki udhaar")."""
    asked = [r.amount_paise for r in p.partial if r.amount_paise]
    return bool(asked) and any(a.paise is not None and a.paise > max(asked) for a in amounts)


def _changed_amount(amounts: list) -> Correction:
    """"nahi 1200 nahi 1250 the": the first amount is the one shown wrongly, the last the right one."""
    wrong = amounts[0].paise if len(amounts) >= 2 and amounts[0].paise != amounts[-1].paise else None
    return Correction(amount_paise=wrong, new_amount_paise=amounts[-1].paise)


def _about_an_entry(msg: Msg) -> bool:
    """A cancel or an entry named ("...wali entry", "नोंद रद्द करा"): the message is about the books."""
    return any(t.tags.get("cancel") or t.tags.get("entry") for t in msg.toks)


def _not_money(toks: list, i: int) -> bool:
    """A count of days or a day of the month in an answer ("21 din mein", "28 tareekh"), not the amount."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return bool(toks[i].tags.get("date")) or (nxt is not None and bool(
        nxt.tags.get("days") or nxt.tags.get("tarikh") or nxt.tags.get("notmoney") in ("after", "size")))


def _other_business(msg: Msg, p: PendingQuestion, env: Env) -> bool:
    """A message about someone else ("ભરતભાઈ ને ... ૧,૯૨૦" while Jayesh's amount is asked) or about the bank
    ("ബാങ്കിൽ 15,000 ക്യാഷ് അടച്ചു") is its own business: its amount is not the one asked for."""
    asked = [r.counterparty for r in p.partial if r.counterparty]
    if any(t.tags.get("bank") for t in msg.toks) and not any(r.kind == "transfer" for r in p.partial):
        return True
    items = " ".join(r.item or "" for r in p.partial).casefold()
    goods = [t for t in msg.toks if (t.tags.get("goods") or t.tags.get("product") == "number"
                                     or t.tags.get("cost") == "snack") and t.text.casefold() not in items]
    counted = any(t.amount is not None and k + 1 < len(msg.toks) and msg.toks[k + 1].tags.get("unit")
                  for k, t in enumerate(msg.toks))
    if goods and (counted or any(t.tags.get("verb") for t in msg.toks)):
        # "ORS 200ml ১২ বোতল বেচলাম, ৩৮ টাকা করে", "samosa kachori 80 plate gayi 20 ki plate": other goods moving,
        # not the amount asked for
        return True
    kinds_asked = {r.kind for r in p.partial if r.kind}
    if kinds_asked and "expense" not in kinds_asked and any(
            t.tags.get("cost") and t.key not in BILL and t.text.casefold() not in items for t in msg.toks):
        return True  # "ଦୋକାନରେ 780 ନଗଦ ମରାମତି ହେଲା" while the panel's amount is asked: a repair, with its own sum
    if items and _words_of_its_own(msg, items + " " + " ".join(asked).casefold()):
        return True  # "ഗ്യാസ് സിലിണ്ടർ 1,880" while the maida's amount is asked: other things, with their own sum
    if any(t.tags.get("old") for t in msg.toks):
        return True  # "ପୁରୁଣା ବାକି", "purana baaki": someone's old dues, not the amount asked for
    kinds = {r.kind for r in p.partial if r.kind}
    verbs = {t.tags.get("verb") for t in msg.toks}
    if kinds and (("sell" in verbs and not kinds & {"sale", "udhaar_given"}) or (
            "buy" in verbs and "purchase" not in kinds)):
        return True  # "sold 6 tins at 385 each" while a purchase's amount is asked: a trade of its own
    parties = find_parties(msg.toks, env.caps)
    for party in parties:
        if party.is_person and party.mark != "none" and party.name and \
                not any(_same_person(party.name, a) for a in asked):
            return True  # someone else, or someone named where the question is about nobody (a sale)
    if not asked and any(t.amount is not None for t in msg.toks) and any(
            party.is_person and party.name and party.end < len(msg.toks) and msg.toks[party.end].tags.get("verb")
            for party in parties):
        return True  # "Mrs D'Souza took ... total 1,140" while a sale's amount is asked: her own business
    return _someone_else_did(msg, p, env)


def _words_of_its_own(msg: Msg, said: str) -> bool:
    """Words the reader does not know, beside the sum, that are not the goods or person asked about: an
    answer to "how much was the maida?" is the sum (with "ka", "total", "rupees"), not a thing of its own."""
    toks = msg.toks
    sums = [i for i, t in enumerate(toks) if t.amount is not None]
    # ("680, I checked the slip": what follows a comma is how the owner knows, not a thing with its own sum)
    return any(not t.tags and t.amount is None and t.script not in ("punct", "sym", "digit") and len(t.text) >= 3
               and t.text.casefold() not in said and any(same_stretch(toks, i, k) for k in sums)
               for i, t in enumerate(toks))


def _someone_else_did(msg: Msg, p: PendingQuestion, env: Env) -> bool:
    """"ரமேஷ் அஞ்சு குடுத்தாரு", "ସାହୁ ବାବୁ ଚାରି ଦେଲେ" while a question about Murugan or Das is open: another
    named person with a money verb of his own is his own movement, never the answer about someone else."""
    asked = [r.counterparty for r in p.partial if r.counterparty]
    toks = msg.toks
    if not asked:
        # "ஜெயா 400" while the amount of a sale is asked: a name in the owner's own script is someone's money
        return any(party.is_person and party.name and party.start == 0 and toks[0].script != "latn"
                   and not toks[0].tags for party in find_parties(toks, env.caps)) and any(
            t.amount is not None for t in toks)
    for party in find_parties(toks, env.caps):
        if party.is_person and party.name and not any(_same_person(party.name, a) for a in asked) and any(
                t.tags.get("verb") or (t.tags.get("neg") and k > 0 and toks[k - 1].amount is not None) or (
                    t.tags.get("fut") and any(x.amount is not None for x in toks[party.end:k]))
                for k, t in enumerate(toks) if k >= party.end):
            # (or "கவிதா மேடம் 650 இல்ல, 680": a change to someone else's entry; "বিশ্বজিৎ বাকি ৩ হাজার সামনের সপ্তাহে
            # দেবে": his promise to pay)
            return True
    return False


def _same_person(a: str, b: str) -> bool:
    from rapidfuzz import fuzz

    from dhandha.lang import phonetic

    return a.casefold() == b.casefold() or fuzz.ratio(phonetic.key(a), phonetic.key(b)) >= 80


def _amount_answer(msg: Msg, p: PendingQuestion, env: Env) -> Reading | None:
    picked = _offered_first(msg, p)
    if picked is not None:
        return picked
    if _other_business(msg, p, env):
        return None
    last = env.ctx.last_reading
    if p.why == "missing_amount" and _negation_first(msg) and last is not None and last.intent in (
            "record", "record_many"):
        # "അല്ല, 290 ആണ്" right after an entry was written (the "how much?" being older): the "no" is about
        # that entry, not an answer; right after the question ("కాదు, మొత్తం 870") it answers it.
        return None
    amounts = [t.amount for i, t in enumerate(msg.toks) if t.amount is not None and not _not_money(msg.toks, i)]
    keys = {t.key for t in msg.toks}
    if not amounts:
        # "hazaar" / "sau" alone picks one of the two offered values.
        if p.why == "ambiguous_amount" and len(p.options) == 2:
            if keys & {"hajar", "hazar", "thousand", "हज़ार", "हजार"}:
                return _done(_fill(p.partial, amount_paise=max(p.options)))
            if keys & {"sau", "so", "hundred", "सौ"}:
                return _done(_fill(p.partial, amount_paise=min(p.options)))
        return None
    a = amounts[-1]
    if a.doubt:
        return Reading("clarify", clarify=Clarify("approximate_amount", detail=a.text, partial=list(p.partial),
                                                  options=list(p.options)))
    scale_only = {t.key for t in msg.toks if t.amount is not None} <= {"hajar", "hazar", "hajaar", "sau", "so",
                                                                       "thousand", "hundred", "हज़ार", "हजार", "सौ"}
    if scale_only and p.why == "ambiguous_amount" and len(p.options) == 2:
        # "hazaar" alone picks the larger of the two values offered, "sau" the smaller.
        big = a.paise is not None and a.paise >= 100000
        return _done(_fill(p.partial, amount_paise=max(p.options) if big else min(p.options)))
    if a.paise is None:
        return Reading("clarify", clarify=Clarify("approximate_amount" if a.alternatives else "unknown_number_word",
                                                  partial=list(p.partial), options=list(a.alternatives)))
    value = a.paise
    at = next((i for i, t in enumerate(msg.toks) if t.amount is a), 0)
    # ("Anil 3 ichhadu" while "₹2 or ₹1,150?" is open: a short sum is its own too when neither of its scales was
    # offered)
    scaled = {value * 100, value * 1000} if needs_scale(a) else set()
    if p.why == "approximate_amount" and p.options and value not in p.options and not scaled & set(p.options) and (
            any(t.tags.get("verb") for t in msg.toks) or any(
                q.is_person and same_stretch(msg.toks, q.start, at) for q in find_parties(msg.toks, env.caps))):
        # "Mrs D'Souza took ..., total 1,140" while "625 or 204?" is open: a sum that is none of those offered,
        # said with its own verb or person, is a movement of its own (guide: open questions)
        return None
    if needs_scale(a) and p.options:
        hit = [o for o in p.options if o in (value * 100, value * 1000)]
        if len(hit) != 1:
            return Reading("clarify", clarify=Clarify("ambiguous_amount", partial=list(p.partial),
                                                      options=list(p.options)))
        value = hit[0]
    elif needs_scale(a):
        return Reading("clarify", clarify=Clarify("ambiguous_amount", partial=list(p.partial),
                                                  options=[value * 100, value * 1000]))
    if value > MAX_PAISE:
        return Reading("clarify", clarify=Clarify("absurd_amount", partial=list(p.partial)))
    if value <= 0:
        return Reading("clarify", clarify=Clarify("missing_amount", partial=list(p.partial)))
    # "450 ka" for 5 kilo at a rate: a per-unit answer multiplies the quantity.
    per = any(t.tags.get("per") or t.tags.get("unit") for t in msg.toks)
    recs = []
    partial = p.partial or [Record(kind=None, amount_paise=None)]
    open_ones = [r for r in partial if r.amount_paise is None] or partial
    for r in partial:
        if r not in open_ones:
            recs.append(r)  # a complete entry of the same message keeps its own amount
            continue
        v = value
        if per and r.qty:
            v = round(value * r.qty)
        recs.append(replace(r, amount_paise=v))
    if any(t.tags.get("credit") for t in msg.toks):
        # "500, udhaar": the sum asked for, and what it was
        recs = [replace(r, kind="udhaar_given") if r.kind is None and r.counterparty else r for r in recs]
    return _done(_credit_terms(recs, msg, env))


def _offered_first(msg: Msg, p: PendingQuestion) -> Reading | None:
    """"saat sau. purana khata tha uska ab clear", "4000. it was his old balance" to "₹700 or ₹7,000?": one of
    the sums offered, said first and on its own, answers; what follows says what the money was (old dues
    cleared, an advance), never a movement of its own."""
    words = [t for t in msg.toks if t.script not in ("punct", "sym")]
    if p.why != "ambiguous_amount" or not p.options or len(words) < 2 or words[0].amount is None:
        return None
    first = msg.toks.index(words[0])
    said = words[0].amount.paise
    others = [t.amount.paise for t in words[1:] if t.amount is not None]
    if said not in p.options or first + 1 >= len(msg.toks) or msg.toks[first + 1].script != "punct" or \
            len(others) > 1:
        return None
    old = any(t.tags.get("old") for t in msg.toks)
    ahead = any(_advance(t) for t in msg.toks)
    if not (old or ahead):
        return None  # "500, udhaar": the plain answer, read below
    recs = [replace(r, amount_paise=said if r.amount_paise is None else r.amount_paise,
                    clears_old_dues=old and not ahead and r.kind in ("payment_received", "payment_made"),
                    advance=ahead and r.kind == "payment_received") for r in p.partial]
    if others:
        # "രണ്ടായിരം, പഴയ ബാക്കി ആയിരുന്നു, മൊത്തം 3,000 ഉണ്ടായിരുന്നു": 2,000 paid of old dues that were 3,000
        pay = recs[0] if len(recs) == 1 and recs[0].kind in ("payment_received", "payment_made") else None
        whole = others[0]
        if not old or ahead or pay is None or whole is None or whole < said:
            return None
        dues = Record(kind="opening_balance", amount_paise=whole, counterparty=pay.counterparty,
                      owes="them" if pay.kind == "payment_received" else "shop", on=pay.on)
        return _done([dues, replace(pay, clears_old_dues=False)])
    return _done(recs)


def _credit_terms(recs: list[Record], msg: Msg, env: Env) -> list[Record]:
    """"bill 7,480, 21 din mein dena hai" answering "kitne ka?" about stock: a purchase on credit, due then."""
    if not any(r.kind == "purchase" for r in recs):
        return recs
    c = analyse(msg.toks, 0, len(msg.toks), env.caps)
    later = c.has("defer") or c.has("credit") or ("owe" in c.cues and c.toks[c.cues["owe"]].tags["owe"] == "shop")
    if not later:
        return recs
    due = due_of(c, env.ctx.now_iso)
    return [replace(r, on_credit=True, due=due or r.due) if r.kind == "purchase" else r for r in recs]


def _goods_moved(msg: Msg) -> bool:
    """A sale or a purchase said in the message ("Ramesh ne liye" still names who took the goods)."""
    return any(t.tags.get("verb") in ("sell", "buy") for t in msg.toks)


def _name_answer(msg: Msg, env: Env) -> str | None:
    parties = find_parties(msg.toks, env.caps)
    for party in parties:
        if party.is_person:
            return party.name
        if party.pronoun and env.ctx.last_party:
            return env.ctx.last_party
    words = [t for t in _words(msg) if not t.tags and t.amount is None]
    if words and len(words) <= 3:
        return " ".join(title(t.stem or t.text) for t in words)
    return None


def _which(msg: Msg, p: PendingQuestion) -> Reading | None:
    """Which of the offered contacts: the one whose words the answer uses, or an ordinal ("pehla wala")."""
    said = {t.key for t in msg.toks if t.script not in ("punct", "sym") and not t.tags.get("fn")}
    said |= {key(t.stem) for t in msg.toks if t.stem}
    hits = [c for c in p.candidates if said & {key(w) for w in c.split()}]
    # Words every candidate shares ("Rajan" in "Rajan Kumar" and "Rajan Pillai") do not choose.
    shared = set.intersection(*({key(w) for w in c.split()} for c in p.candidates)) if p.candidates else set()
    telling = [c for c in hits if (said - shared) & {key(w) for w in c.split()}]
    if len(telling) == 1:
        return _done(_fill(p.partial, counterparty=telling[0]))
    ordinals = {key(w): n for w, n in (("pehla", 0), ("pehle", 0), ("first", 0), ("1", 0), ("pahla", 0),
                                        ("doosra", 1), ("dusra", 1), ("second", 1), ("2", 1), ("teesra", 2),
                                        ("third", 2), ("3", 2))}
    for t in msg.toks:
        k = ordinals.get(t.key)
        if k is not None and k < len(p.candidates):
            return _done(_fill(p.partial, counterparty=p.candidates[k]))
    return None


def _paying(t: Tok) -> bool:
    return bool(t.tags.get("paid") or t.tags.get("verb") in ("give", "give_in", "pay"))


def _cash_or_credit(msg: Msg, p: PendingQuestion) -> Reading | None:
    toks = msg.toks
    credit = any(t.tags.get("credit") or t.tags.get("defer") for t in toks)
    # ("credit, he hasn't paid yet", "udhaar, paise nahi diye": the "not" is about paying, which says credit too)
    not_paid = any(t.tags.get("neg") and not (i > 0 and toks[i - 1].tags.get("credit")) and (
        (i + 1 < len(toks) and _paying(toks[i + 1])) or (i > 0 and _paying(toks[i - 1]))) for i, t in enumerate(toks))
    if credit and (not_paid or not any(t.tags.get("neg") for t in toks)):
        return _done(_fill(p.partial, kind="udhaar_given"))
    if any(t.tags.get("paid") or t.tags.get("verb") in ("give", "recv", "give_in", "pay") for t in toks):
        return _done(_fill(p.partial, kind="sale"))
    return None


def _direction(msg: Msg, p: PendingQuestion, env: Env) -> Reading | None:
    toks = msg.toks
    parties = find_parties(toks, env.caps)
    gave_out = any(t.tags.get("verb") in ("give_out", "pay") for t in toks) or any(
        pa.is_person and pa.mark == "dat" for pa in parties)
    # ("aa Ramu ki 450 ichhanu, vaadi jeetham lo advance": an advance the owner gave, on a salary, went out)
    if any(_advance(t) for t in toks) and not any(pa.owner == "subj" for pa in parties) and not gave_out:
        # "advance for her album, nothing old", "ho, advance aahe": a customer's money ahead of the work came in;
        # the shop owes the work (guide: old dues). "maine advance diya" is the owner's and stays asked.
        return _done(_fill(p.partial, kind="payment_received", advance=True))
    if any(t.tags.get("old") for t in toks):
        # "hale baaki", "பழைய பாக்கி தான்": old dues say what the money was for, not which way it went.
        return None
    if any(t.key in _SUPPLIER_WORDS for t in toks):
        # "Raghu namma haalu supplier, ... baaki ittu, adu kotte": a supplier's dues are what the shop owed him
        paid = _fill(p.partial, kind="payment_made")
        owed = [r for r in paid if r.counterparty and r.amount_paise and env.ctx.role_of(r.counterparty) is None]
        if len(owed) == 1 == len(paid) and any(t.tags.keys() & {"old", "credit", "rest"} for t in toks):
            # ... and the dues were from before the books: what the shop owed him, then paid (guide: old dues)
            r = owed[0]
            dues = Record(kind="opening_balance", amount_paise=r.amount_paise, counterparty=r.counterparty, owes="shop",
                          on=r.on)
            return _done([dues, *paid])
        return _done(paid)
    if any(t.tags.get("credit") for t in toks):
        return _done(_fill(p.partial, kind="udhaar_given"))
    sold = _sold_what_was_taken_for_a_name(msg, p)
    if sold is not None:
        return sold
    if any(t.tags.get("verb") == "repay" for t in toks):
        return _done(_fill(p.partial, kind="payment_made"))
    if any(t.tags.get("cost") for t in toks):
        return _done(_fill(p.partial, kind="expense"))
    if any(t.key in BILL for t in toks) and not any(t.tags.get("verb") in ("recv", "give_in") for t in toks):
        return _done(_fill(p.partial, kind="payment_made"))  # "unka bill tha": what the shop owed them, paid
    inward = any(t.tags.get("verb") in ("recv", "give_in") for t in toks) or any(
        (pa.pronoun or pa.is_person) and pa.mark == "doer" for pa in parties) or any(
        pa.owner == "obj" for pa in parties)
    if inward:
        return _done(_fill(p.partial, kind="payment_received"))
    if any(pa.owner == "subj" for pa in parties):
        # "maine diye": the owner gave, which still leaves credit or payment open (guide: kind and direction).
        return Reading("clarify", clarify=Clarify("ambiguous_direction", OUT, partial=list(p.partial)))
    return None


def _advance(t: Tok) -> bool:
    return t.tags.get("risk") == "advance"


def _sold_what_was_taken_for_a_name(msg: Msg, p: PendingQuestion) -> Reading | None:
    """"Malai 300" asked as a person, answered "malai bechi thi, cash mila": the word was the goods sold, and
    the money a sale with nobody's account."""
    names = {r.counterparty.casefold() for r in p.partial if r.counterparty}
    if len(p.partial) != 1 or len(names) != 1 or not any(t.tags.get("verb") == "sell" for t in msg.toks):
        return None
    name = next(iter(names))
    toks = msg.toks
    if not any(t.text.casefold() == name and toks[i + 1].tags.get("verb") == "sell"
               for i, t in enumerate(toks[:-1])):
        return None  # ("Ramesh ko cheeni bechi": sold to him; only the word itself sold, right before the verb)
    r = p.partial[0]
    return _done([replace(r, kind="sale", counterparty=None, item=r.counterparty)])


def _yes_restating(msg: Msg, p: PendingQuestion) -> bool:
    """"हाँ, पूरा १२,५०० का ही बिल था, अब कुछ बाकी नहीं" to "write ₹12,500?": a yes first, then the same sum said
    again as the reason; never a second entry of it."""
    sums = {t.amount.paise for t in msg.toks if t.amount is not None}
    return _yes_no(p) and _lead(msg) == "confirm" and bool(sums) and sums <= {r.amount_paise for r in p.partial}


def _dues_restated(msg: Msg, p: PendingQuestion, env: Env) -> bool:
    """"it's his old dues from last month, he owed 600, now clear" while "old dues or advance?" is open for the
    600: the same sum, said of old dues, by nobody else; it reads like a payment of its own, but answers."""
    if p.why != "old_dues" or _someone_else_did(msg, p, env):
        return False
    sums = {t.amount.paise for t in msg.toks if t.amount is not None}
    return sums <= {r.amount_paise for r in p.partial} and any(t.tags.get("old") for t in msg.toks)


def _old_dues(msg: Msg, p: PendingQuestion) -> Reading | None:
    """"haan pichhle hafte ka udhaar tha" to "old dues or advance?": the dues from before (an opening balance for
    the same person and amount), then the payment that waited."""
    toks = msg.toks
    pay = next((r for r in p.partial if r.kind in ("payment_received", "payment_made")), None)
    if pay is None or pay.amount_paise is None or any(t.tags.get("risk") for t in toks):
        return None
    sums = {t.amount.paise for t in toks if t.amount is not None and not t.amount.doubt}
    whole = {d for d in sums if d is not None and d - pay.amount_paise in sums}
    # ("motham 5,000 undedi, inka 3,000 raavali" for a payment of 2,000: the sums themselves say dues and what is left)
    adds_up = len(sums) == 2 and len(whole) == 1
    if adds_up:
        sums = whole  # "his old balance was 1,500, so 900 is still pending": the dues, and what they leave
    left = sum_still_left(toks)
    if sums == {left} and left is not None:
        sums = {pay.amount_paise + left}  # "ಹಳೆ ಬಾಕಿ, ಇನ್ನೂ 1,500 ಬಾಕಿ ಇದೆ": the dues were the payment and what is left
    if len(sums) > 1 or any(t.amount is not None and t.amount.paise is None for t in toks):
        return None
    if sums <= {pay.amount_paise} and pay.kind == "payment_received" and any(
            t.tags.get("verb") == "sell" for t in toks) and not any(t.tags.keys() & {"old", "credit", "rest"}
                                                                   for t in toks):
        # "bikri hai, pisaai ki kamaai", "विक्री, दळणाची कमाई": neither dues nor an advance but takings; the word
        # read as a payer ("pisaai", milling) was never an account, so the sale is nobody's (guide: open questions)
        return _done([replace(pay, kind="sale", counterparty=None)])
    if not adds_up and not any(t.tags.keys() & {"old", "credit", "rest"} or t.tags.get("period") in (
            "last_week", "last_month") for t in toks):
        return None
    # "haan purana baaki tha, 1200 ka" for a payment of 800: the old dues were 1,200, and 400 is still owed.
    # Dues smaller than the payment leave part of it unexplained (an advance?): the question stays.
    dues_paise = next(iter(sums), pay.amount_paise)
    if dues_paise is None or dues_paise < pay.amount_paise:
        return Reading("clarify", clarify=Clarify(p.why, partial=list(p.partial)))
    owes = "them" if pay.kind == "payment_received" else "shop"
    dues = Record(kind="opening_balance", amount_paise=dues_paise, counterparty=pay.counterparty, owes=owes,
                  on=pay.on)
    return Reading("record_many", records=[dues, *p.partial])


def _kind(msg: Msg, p: PendingQuestion, env: Env) -> Reading | None:
    toks = msg.toks
    if any(t.tags.get("verb") == "sell" for t in toks):
        return _done(_fill(p.partial, kind="sale"))
    if any(t.tags.get("verb") == "buy" for t in toks) and not any(t.tags.get("neg") for t in toks):
        return _done(_fill(p.partial, kind="purchase"))  # "kharida tha": stock the shop bought
    if any(t.tags.get("cost") for t in toks) and not any(t.tags.get("neg") for t in toks) and \
            not any(r.counterparty for r in p.partial):
        return _done(_fill(p.partial, kind="expense"))  # "bijli ka bill hai, kharcha": the shop's own cost
    name = _name_answer(msg, env)
    if name:
        return _done(_fill(p.partial, kind="payment_received", counterparty=name))
    if any(t.tags.get("credit") or t.tags.get("rest") or t.tags.get("old") for t in toks):
        return _done(_fill(p.partial, kind="payment_received"))  # "haan purana hisaab tha": dues paid
    return None
