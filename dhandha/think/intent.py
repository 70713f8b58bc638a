"""Choosing the intent, in the order of docs/reading-guide.md ("The order"):

1. a reply to the pending question; 2. a complete new record wins even after "haan";
3. questions; 4. reminders; 5. corrections; 6. money events (or the one question they need);
7. greetings and thanks. Anything else is "unknown": confident when it is an instruction aimed at the
bot (the chain refuses it politely), not confident when the rules simply did not understand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from dhandha.reading import OUT, Clarify, Correction, Query, Reading, ThinkContext

from .amounts import new_price_of_one, new_rate_times_count
from .banks import names_bank
from .brands import is_brand
from .clauses import BILL, few_of_a_cost
from .corrections import (
    changes_booked_sum,
    contrasted,
    is_correction,
    read_correction,
    sets_entry_sum,
    takes_back_a_sum,
)
from .followup import answer
from .items import GOODS_KINDS, goods_in_place
from .movements import Movements, assemble
from .names import WORDY, Party, a_little_word, find_parties
from .queries import is_question, read_query
from .reader import Msg, read
from .records import Draft, Env
from .targets import dues_said_with, explains_bank_entry, from_bank, points_at_booked_sum, read_explanation
from .tokens import script_of


def _caps(msg: Msg) -> bool:
    """Does the owner capitalise names? Then lowercase unknown words are not names."""
    if not msg.latin:
        return False
    words = [t for t in msg.toks if t.script == "latn"]
    return any(t.text[:1].isupper() and t.text not in ("I",) and (k > 0 or not t.tags)
               for k, t in enumerate(words))


def _complete(mv: Movements) -> bool:
    return bool(mv.drafts) and all(d.ask is None and d.kind and d.amount for d in mv.drafts)


def _same_seller(drafts: list[Draft]) -> None:
    """"2 bags maida 2,900 and 50 kg sugar 2,150 from Fernandes Traders": goods listed with no verb before a
    purchase from a named seller came from that seller too; read alone they would be a sale (guide: goods)."""
    for k, d in enumerate(drafts):
        if d.kind != "sale" or d.name or d.clause.verbs or not any("priced_goods" in step for step in d.rule):
            continue
        later = next((x for x in drafts[k + 1:] if x.kind is not None), None)
        if later is not None and later.kind == "purchase" and later.name:
            d.kind, d.name, d.on_credit, d.due = "purchase", later.name, later.on_credit, later.due


def _no_account_for_unsure_names(drafts: list[Draft]) -> None:
    """A sale or a cost needs nobody, and a word no table knows is as likely the goods, the trade, the town or
    the hour as a person ("टेलर को ... 700 दिए", "സന്ധ്യക്ക് 2200 കച്ചവടം", "Pune la GPay ne"): without a sign
    that it names someone, no account is opened for it. A name the message also gives credit to or takes
    money from ("Munna ko ... bechi, 3000 diye baaki ...") is a person (guide: names)."""
    for d in drafts:
        if d.unsure_name and d.kind in ("sale", "expense") and not any(
                x is not d and x.name and x.name.casefold() == (d.name or "").casefold() for x in drafts):
            d.name = None


def _paid_the_one_way_said(drafts: list[Draft], env: Env) -> None:
    """"camera repair ke 2800 diye GPay se": one movement, and one way of paying said anywhere in the message,
    not beside the sum: it was paid that way. The bank's SMS of it, arriving later, then finds this entry
    instead of being booked a second time (collect/evidence.py)."""
    if len(drafts) != 1:
        return
    d = drafts[0]
    if d.modes or not d.amount or d.kind not in ("sale", "expense", "purchase", "payment_received", "payment_made"):
        return
    said = {t.tags["mode"] for t in env.msg.toks if t.tags.get("mode")}
    if len(said) == 1 and "cash" not in said and not (d.kind == "purchase" and d.on_credit):
        d.modes = {said.pop(): d.amount}


def _from_drafts(mv: Movements, env: Env) -> Reading:
    drafts = mv.drafts
    _same_seller(drafts)
    _no_account_for_unsure_names(drafts)
    _paid_the_one_way_said(drafts, env)
    records = [d.record() for d in drafts]
    for d, r in zip(drafts, records, strict=True):
        # "Pappu ne 500 diye, advance hai": the owner said what the money is, so no "old dues?" question.
        r.advance = r.kind == "payment_received" and any(
            d.clause.toks[i].tags.get("risk") == "advance" for i in range(d.clause.start, d.clause.end))
        if r.advance:
            r.item = r.qty = r.unit = None  # "500 advance diye, 5 kilo laddoo ke order ke liye": what it is for
    ask = next((d for d in drafts if d.ask), None)
    if ask is not None:
        detail = ask.detail
        if ask.ask == "ambiguous_direction" and detail is None and any(r.startswith("owner_gave:") for r in ask.rule):
            # "Irfan ko 2200 de aaya": which way the money went is said; only what it was for is not.
            detail = OUT
        return Reading("clarify", clarify=Clarify(ask.ask or "", detail, partial=records, options=ask.options),
                       intentions=mv.intentions)
    undo = _undo_words(drafts, env)
    if undo:
        # A message that takes back or cancels something is never offered as new entries for a yes:
        # shown as a new entry, a careless "haan" would count the money twice (guide: corrections).
        return Reading("clarify", clarify=Clarify("unclear_correction", " ".join(undo)), intentions=mv.intentions)
    left = [w for d in drafts for w in _unexplained(d, env)] + _stray_numbers(drafts, mv, env) + _brands_as_names(drafts, env)
    return Reading("record" if len(records) == 1 else "record_many", records=records, intentions=mv.intentions,
                   confident=not left, unplaced=left)


def _unexplained(d: Draft, env: Env) -> list[str]:
    """Words in a written clause that the rules did not account for ("... jo bounce ho gaya").

    A write is only as sure as the whole clause is understood; leftovers send the reading to the LLM
    (or, offline, to a question) instead of the ledger.
    """
    c = d.clause
    used: set[int] = set()
    if d.party is not None:
        used.update(range(d.party.start, d.party.end))
    out: list[str] = []
    for p in c.parties:
        if p.name is not None and (p.name == d.name or p.mark != "none"):
            used.update(range(p.start, p.end))
            if p.name != d.name and d.party is not None and p.start != d.party.start and \
                    p.mark == d.party.mark == "dat" and script_of(p.name) != "latn":
                # "വയറിംഗ് പണിക്ക് ഇലക്ട്രീഷ്യൻ ബിജുവിന്": two names "to" whom in one clause, one written
                out.append(p.name)
        if p.role or p.owner or p.pronoun:
            used.update(range(p.start, p.end))
    out += _bare_scale_after_name(d)
    goods: set[int] = set()
    if d.kind in GOODS_KINDS and not _price_as_total(d):
        goods = goods_in_place(c, used)  # "पेड़े ५ किलो बेचे": the goods' own name
        used |= goods
    costs = [t for t in c.words() if t.tags.get("cost")]
    if d.kind == "expense" and not c.verbs and costs and all(t.tags["cost"] == "snack" for t in costs) and all(
            t.tags.get("cost") in (None, "snack") for t in env.msg.toks):
        # "samose jalebi 750": a sweet shop sells them, another shop's staff eat them; the rules cannot tell.
        # With tea or breakfast anywhere in the message ("chai 30, samosa 60") it is a tea break.
        out += [t.text for t in costs]
    if d.kind == "expense" and not c.verbs and costs and d.unit in _SERVINGS and (d.qty or 0) >= _MANY_SERVINGS:
        # "સવારે ચા ૩૦૦ કપ, ૧૦ રૂપિયે કપ": hundreds of cups are a tea stall's sales, not its staff's tea break
        out += [t.text for t in costs]
    for i in range(c.start, c.end):
        t = c.toks[i]
        if t.tags.get("risk") == "advance" and d.kind == "payment_received" and d.name:
            continue  # "Pappu ne 500 diye, advance hai": a customer's advance is their payment (guide: when to ask)
        if t.tags.get("risk") and i not in goods and not (
                d.kind == "transfer" and t.tags.keys() & {"deposit", "withdraw"}):
            out.append(t.text)  # "bounce", "advance", "deposit": words that may change the whole meaning
            continue
        if i in used or t.amount is not None or t.script not in WORDY or t.tags:
            continue
        nxt = c.toks[i + 1] if i + 1 < c.end else None
        if nxt is not None and (nxt.tags.get("cost") or nxt.tags.get("goods")):
            continue  # "fridge repair", "shutter repair": a word naming what the cost was for
        if nxt is not None and nxt.tags.get("role") == "service" and t.script == nxt.script:
            continue  # "the cutting boy", "tandoor wale mistri": a word saying which helper
        if nxt is not None and nxt.tags.get("wala") and d.party is not None and d.party.start == i + 2:
            continue  # "स्कूल वाले तिवारी सर": which Tiwari, said before the name
        prev = c.toks[i - 1] if i > c.start else None
        if prev is not None and prev.tags.get("goods") in ("item", "here") and prev.script == t.script and (
                t.script != "latn" or t.text.islower()):
            continue  # "Kaju katli": the second word of the goods' name
        if _for_what(c.toks, i, c.start):
            continue  # "paid 1,000 towards the mixer": what the money was for
        if a_little_word(t):
            continue  # "..., naale birthday aanu": "is", said in passing
        if is_brand(t.text) and d.kind in ("sale", "purchase", "udhaar_given"):
            continue  # "Jio 299 plan recharge": a brand is the goods' own name (brands.py)
        out.append(t.text)
    return out


# Units a running cost is served in, and how many servings are more than a shop's own break.
_SERVINGS = frozenset({"cup", "plate", "glass"})
_MANY_SERVINGS = 20


def _bare_scale_after_name(d: Draft) -> list[str]:
    """"ரவி ஒன்னரை ஆயிரம் கொடுத்தார்": a bare "thousand" right after a name's last word, which the tables do not
    know, may have a number word in the name's place (one and a half thousand): the word is not placed."""
    from .numwords import lexicon, word_key

    c, p = d.clause, d.party
    if p is None or p.end - p.start < 2:
        return []
    last = c.toks[p.end - 1]
    for m in c.nums:
        a = m.amount
        if m.tok != p.end or last.tags or " " in a.text.strip():
            continue
        w = lexicon().words.get(word_key(a.text.strip()))
        if w is not None and w.kind == "scale":
            return [last.text]
    return []


def _price_as_total(d: Draft) -> bool:
    """"15 ट्यूब बेचे, 22 रुपये वाले" written as 22: the amount is a number said as the price of one while
    goods were counted, so the reading may have missed the multiplication; the words stay unplaced."""
    c = d.clause
    counted = any(m.role == "qty" and m.amount.paise and m.amount.paise > 100 for m in c.nums) or any(
        c.toks[i].amount is not None and i + 1 < c.end and c.toks[i + 1].script in WORDY and not c.toks[i + 1].tags
        for i in range(c.start, c.end))
    for i in range(c.start, c.end):
        t = c.toks[i]
        nxt = c.toks[i + 1] if i + 1 < len(c.toks) else None
        if t.amount is not None and t.amount.paise == d.amount and nxt is not None and (
                nxt.tags.keys() & {"wala", "each", "per"}):
            return counted
    return False


def _undo_words(drafts: list[Draft], env: Env) -> list[str]:
    """Words that undo or change an entry, in a message the rules read as a new one.

    "ପରଶୁ ଦିନର କଭର ବିକ୍ରି ୪୫୦ କାଟିଦିଅ, ଭୁଲ ଥିଲା" asks to cancel a sale; read as a new entry it would
    count the money twice. "3,600 not 3,500" changes one. A new entry is never written from such a
    message without the owner seeing it first (guide: corrections).
    """
    toks = env.msg.toks
    out = [t.text for t in toks if t.tags.keys() & {"cancel", "fix"}]
    written = {d.amount for d in drafts}
    for i, t in enumerate(toks):
        if not t.tags.get("neg") or t.tags.get("oops") or (t.tags.get("mark") and t.tag_lang.get("mark") != "en"):
            continue  # (Gujarati "ના" after a number is "of", not "no": "ડોલો ૬૫૦ ના ૩ પત્તા")
        before = next((u for u in reversed(toks[max(0, i - 3):i]) if u.amount is not None), None)
        after = next((u for u in toks[i + 1:i + 4] if u.amount is not None), None)
        if before is None or after is None or before.amount.paise is None or after.amount.paise is None:
            continue
        # English puts "not" before the sum taken back ("3,600 not 3,500"); Indian languages after
        # it ("1200 diye... nahi 1300"). The entry must carry the sum that stands.
        stands, back = (before, after) if t.tag_lang.get("neg") == "en" else (after, before)
        if stands.amount.paise not in written or (back.amount.paise in written and len(drafts) > 1):
            out.append(t.text)  # (a sum taken back is never an entry of its own: "11,600 അല്ല, 11,060")
    return out


def _brands_as_names(drafts: list[Draft], env: Env) -> list[str]:
    """Latin words in a name the books do not know, in a message written in another script.

    An owner writing Bengali or Tamil types people's names in his own script and the brands he sells
    in Latin letters ("ঘোষবাবু Telma 40 নিয়ে গেলেন", "అబ్దుల్ ఖాదర్ Metformin"): such a word in a new
    account's name is far more likely a product than a person, so the entry waits for the owner.
    """
    if env.msg.latin:
        return []
    out = []
    for d in drafts:
        if not d.name or env.role(d.name) is not None:
            continue
        latin = [w for w in d.name.split() if script_of(w) == "latn"]
        if latin and len(latin) < len(d.name.split()) + (0 if d.party is None or d.party.firm else 1):
            out += latin
    return out


def _stray_numbers(drafts: list[Draft], mv: Movements, env: Env) -> list[str]:
    """Sums in the message that no written record accounts for.

    "Samsung A15 Anil ko 13,999 ka becha, 9,000 nakad" read as one sale of 13,999 would drop the 9,000
    that makes it part credit; a sum said and not used means the reading is not the whole message
    (guide: when to ask). Parts of an entry (modes, the part paid, the rest, the price of one,
    counts, dates, product numbers) are accounted for.
    """
    known: set[int] = set()
    for d in drafts:
        if d.amount:
            known.add(d.amount)
            if d.qty:
                known.add(round(d.amount / d.qty))
        known.update((d.modes or {}).values())
        if d.amount and d.modes:
            known.add(d.amount - sum(d.modes.values()))
    known.update(i.amount_paise for i in mv.intentions if i.amount_paise)  # "baaki 800 Friday ko dega"
    known.update(mv.left_said)  # "abhi 1,000 aur baaki hai": where the account stands
    amounts = sorted(known)
    known.update(abs(a - b) for a in amounts for b in amounts)
    known.update(a + b for a in amounts for b in amounts)
    out = []
    toks = env.msg.toks
    for i, t in enumerate(toks):
        a = t.amount
        if a is None or a.paise is None or a.paise <= 0 or a.paise in known or t.tags.keys() - {"q"}:
            continue
        if a.words and a.paise < 1000:
            continue  # "ek minute", "do packet": small number words are counts far more often than sums
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if few_of_a_cost(a, nxt):
            continue  # "4 ചായ, 2 പഴംപൊരി, 80 കടം": the teas counted under the total
        if nxt is not None and nxt.tags.keys() & {"each", "per"}:
            counts = [u.amount.paise / 100 for u in toks if u.amount is not None and u.amount.paise and u is not t]
            if any(d.amount and any(round(a.paise * c) == d.amount for c in counts) for d in drafts):
                continue  # "25 kg at 68 per kg": the price of one, times the count, is the entry
            out.append(t.text)
            continue
        if nxt is not None and nxt.tags.get("days") and not any(d.due or d.on or d.on_credit for d in drafts) and not \
                mv.intentions:
            out.append(t.text)  # "payment after 15 days" with no credit or due date written: half read
            continue
        if nxt is not None and (nxt.tags.keys() & {"unit", "date", "times", "product", "wala", "goods", "days",
                                                    "notmoney"}):
            continue  # "25 kg", "5 tareekh", "3 x 40", "Frooti 200ml": a count, a day or a name, not a sum
        ahead = [u for u in toks[i + 1:i + 6] if u.script not in ("punct", "sym")][:4]
        if any(u.tags.keys() & {"oops", "neg"} for u in ahead) and any(u.amount is not None for u in toks[i + 1:]):
            continue  # "900 udhaar, nahi nahi 1900": the number the owner took back
        if any(d.qty and round(d.qty * 100) == a.paise for d in drafts):
            continue
        out.append(t.text)
    return out


_PURPOSE = frozenset({"towards", "tovards", "for", "against"})  # spelling keys


def _for_what(toks: list, i: int, start: int) -> bool:
    """A lowercase word after "towards / for / against (the)": the purpose of a payment, not a party. After an
    article any words the tables do not know are ("for the Nagar site", "for the Pearson parcel"): nobody is
    "the Nagar"."""
    k = i - 1
    while k >= start and not toks[k].tags and toks[k].amount is None and toks[k].script == "latn" and \
            toks[k].key not in _ARTICLES:
        k -= 1  # back over the words of the phrase
    article = k >= start and toks[k].key in _ARTICLES
    if article:
        k -= 1
    return k >= start and toks[k].key in _PURPOSE and (article or (toks[i].text.islower() and k == i - 1))


_ARTICLES = frozenset({"the", "a", "his", "her", "their", "my"})


def _ellipsis(mv: Movements, env: Env) -> None:
    """'Fernandes ko bhi, 650' after an udhaar: the entry takes the kind of the previous one (guide: open questions)."""
    last = env.ctx.last_reading
    if last is None:
        return
    kinds = [r.kind for r in last.records or (last.clarify.partial if last.clarify else []) if r.kind]
    if not kinds:
        return
    words = [t for t in env.msg.toks if t.script not in ("punct", "sym")]
    goes_on = bool(words) and words[0].key in ("aur", "and", "phir", "fir", "then", "also")
    for d in mv.drafts:
        if d.ask in ("ambiguous_direction", "ambiguous_kind") and (d.clause.has("also") or goes_on) and (
                d.name or d.ask == "ambiguous_kind"):
            mark = d.party.mark if d.party is not None else "none"
            if (mark == "doer" and kinds[0] != "payment_received") or (mark == "dat" and kinds[0] == "payment_received"):
                continue  # "Sohan ne bhi 250" after an udhaar: the markers disagree, so still ask
            d.kind, d.ask = kinds[0], None
            if d.kind in ("udhaar_given", "payment_received", "payment_made") and not d.name:
                d.ask = "missing_counterparty"


def _has_money_event(mv: Movements) -> bool:
    return any(d.clause.verbs and d.amount for d in mv.drafts)


@dataclass
class _Seen:
    """One message as the steps below see it."""

    msg: Msg
    env: Env
    mv: Movements
    parties: list[Party]

    @property
    def ctx(self) -> ThinkContext:
        return self.env.ctx


def _reply(s: _Seen) -> Reading | None:
    """guide: the order-2: an answer to the open question, unless a complete new record came instead."""
    if s.ctx.pending is None:
        return None
    if is_question(s.msg) and _asks(s.msg) and read_query(s.msg, s.parties, s.ctx.last_party, s.ctx.now_iso):
        return None  # "Rajan pe kitna baaki hai?" while a question is open: a question of its own
    if _fixes_an_earlier_day(s):
        return None  # "day before yesterday's milk was 3,600 not 3,500": about an entry written days ago
    if _wipes_entries(s):
        return None  # "ok it works. wipe all these entries": its "ok" answers nothing; the wipe is asked itself
    # A record complete on its own ("Farooq ko 640 udhaar") is its own entry, not the answer (guide: a whole conversation);
    # but "bill 7,480" after "kitne ka?" about stock is that stock's bill.
    waiting_bill = any(r.kind == "purchase" and r.amount_paise is None for r in s.ctx.pending.partial) and all(
        d.kind == "expense" and d.item and d.item.casefold() in BILL for d in s.mv.drafts)
    return answer(s.msg, s.env, _complete(s.mv) and not waiting_bill)


def _fixes_an_earlier_day(s: _Seen) -> bool:
    """A plain "A not B" change that names a day before today is about an entry already written, never the
    answer to today's open question (guide: open questions)."""
    from .dates import day_mentions, today

    if not contrasted(s.msg, s.parties):
        return False
    now = today(s.ctx.now_iso)
    return any(d < now for _, d in day_mentions(s.msg.toks, s.ctx.now_iso))


def _wipes_entries(s: _Seen) -> bool:
    """A request to cancel many entries at once, while a question that is not about cancelling is open."""
    if s.ctx.pending is None or s.ctx.pending.why in ("confirm_cancel", "confirm_bulk"):
        return False
    if not is_correction(s.msg, True):
        return False
    corr = read_correction(s.msg, s.parties, None, s.ctx.now_iso)
    return corr is not None and corr.action == "cancel" and corr.scope == "all"


def _question(s: _Seen) -> Reading | None:
    """guide: the order: questions are queries, with or without '?'."""
    if _remind_words(s.msg) or _tell_someone(s) or not is_question(s.msg) or (
            s.ctx.pending is not None and _complete(s.mv)):
        return None
    told = (_complete(s.mv) and _has_money_event(s.mv)) or any(
        d.ask == "missing_amount" and d.detail and any(v in ("sell", "buy") for v, _ in d.clause.verbs)
        for d in s.mv.drafts)
    if told and not any(t.tags.get("q") in ("how_much", "who", "what") or (t.script == "punct" and "?" in t.text)
                        for t in s.msg.toks):
        # "Mrs D'Souza paid 700 yesterday, forgot to tell you": a payment told, not a question; so are goods sold
        # at a price whose total is still to be asked ("Bata ... 2 ಜೋಡಿ ಮಾರಿದೆ, 499 ರಂತೆ")
        return None
    if _record_then_question(s.msg, s.mv):
        # "Rajan ne 500 diye, ab kitna baaki hai?": a payment and a question. Neither alone is the
        # whole message; hand it over (or ask) rather than drop the payment or skip the question.
        r = _from_drafts(s.mv, s.env)
        r.confident = False
        return r
    topic = _topic(s.msg)
    if topic is not None:
        # "namkeen pe kitna tax hai", "return kab bharna hai": not about a person or the books.
        return Reading("query", query=Query("knowledge", item=topic))
    him = s.ctx.last_party
    if him is None and any(p.pronoun for p in s.parties) and not any(p.is_person for p in s.parties):
        return Reading("clarify", clarify=Clarify("ambiguous_reference"))  # "uska kitna baaki hai?" whose?
    q = read_query(s.msg, s.parties, him, s.ctx.now_iso)
    return Reading("query", query=q) if q is not None else Reading("unknown", confident=False)


def _tell_someone(s: _Seen) -> Party | None:
    """'Lalit ko bata do 2000 baaki hai': "tell X" is a message to X (a reminder), not a question to the bot."""
    toks = s.msg.toks
    if any(t.script == "punct" and "?" in t.text for t in toks):
        return None
    for p in s.parties:
        nxt = toks[p.end + 1] if p.is_person and p.mark == "dat" and p.end + 1 < len(toks) else None
        if nxt is not None and nxt.tags.get("q") == "show" and nxt.key.split()[0] in ("bata", "batao", "batana"):
            return p
    return None


def _remind(s: _Seen) -> Reading | None:
    """guide: the order: remind or chase a person, amount or not."""
    told = _tell_someone(s)
    if told is not None:
        return Reading("remind", remind=told.name)
    if not _remind_words(s.msg):
        return None
    person = next((p for p in s.parties if p.is_person), None)
    if person is not None:
        return Reading("remind", remind=person.name)
    if any(p.pronoun for p in s.parties) and s.ctx.last_party:
        return Reading("remind", remind=s.ctx.last_party)
    return Reading("clarify", clarify=Clarify("ambiguous_reference"))


def _bank_money_for(s: _Seen, said: Correction) -> None:
    """guide: bank entries: what the bank's money was for, by the way it moved. A bank is never whose money it
    was ("अॅक्सिसमधून गेलेले 6,000 महालक्ष्मी फार्माकडून घेतलेल्या औषधांचे": the seller is the one the goods came
    from); money that came in for goods or a service given is a sale to whose it was ("কোটকে আসা 640 অমোলের অফিসে
    দেওয়া চায়ের", "পায়েলের শাড়ির দাম, কিনেছিল": she bought, the shop sold); money that went out for goods bought is a
    purchase from the seller named "from" or "at"."""
    toks = s.msg.toks
    # ("उसने ... पैसे भेजे": sent by the one marked as doing it, so the money came in)
    senders = [p.end for p in s.parties if p.mark == "doer" and (p.pronoun or p.is_person)]
    out = any(t.in_list("motion_out") and not any(e <= i for e in senders) for i, t in enumerate(toks))
    came = not out and any(t.in_list("motion") for t in toks)
    people = [p for p in s.parties if p.is_person and p.name and not names_bank(p.name)]
    bank_named = bool(said.new_counterparty and names_bank(said.new_counterparty))
    if bank_named:
        said.new_counterparty = None
    own = any(t.tags.get("ownacct") for t in toks) or len({t.key for t in toks if t.tags.get("bank") == "name"}) >= 2
    if own and not people and said.new_kind in (None, "udhaar_given", "expense"):
        # "ਕੱਲ੍ਹ ਵਾਲੇ 2,000 ... ਆਪਣੇ ਦੂਜੇ ਖਾਤੇ ਵਿੱਚ ਪਾਏ ਸੀ", "HDFC se 25000 SBI wale khate me daale": the owner's own
        # money moved between his accounts
        said.new_kind, said.new_route, said.new_counterparty = "transfer", "bank_to_bank", None
        return
    # the owner's "took" with money gone out is stock bought ("दवाई ली थी")
    bought = any(t.tags.get("verb") == "buy" or (out and t.tags.get("verb") == "take") for t in toks)
    seller = next((p for p in people if p.mark in ("src", "loc")), None) or next((p for p in people if p.firm), None)
    if out and said.new_kind == "sale":
        said.new_kind = None  # money that went out is never a sale: bought from a seller, or asked
        bought = bought or seller is not None
    if out and bought and said.new_kind in (None, "purchase") and seller is not None:
        said.new_kind, said.new_counterparty = "purchase", seller.name
    if bank_named and said.new_counterparty is None and people and not out:
        whose = [p for p in people if p.mark in ("gen", "doer", "src")]
        said.new_counterparty = (whose or people)[0].name
    if came and said.new_kind in ("expense", "purchase") and (bought or any(
            t.tags.keys() & {"cost", "goods"} for t in toks)):
        said.new_kind = "sale"  # money that came in is never a cost or stock bought by the shop
    if came and said.old_dues and said.new_kind == "sale":
        # "காலையில வந்த 1,480 அன்பு சார் மருந்து காசு, போன வாரம் கடன்ல வாங்கினது, முழுசா அடைச்சிட்டார்": goods taken on
        # credit before the books, paid off by this money: a payment of those dues (the chain books them), never a
        # sale today
        said.new_kind = None
    chosen = next((p for p in people if p.name == said.new_counterparty), None)
    if came and chosen is not None and chosen.mark == "dat":
        owner = next((p for p in people if p.end == chosen.start and p.mark == "gen"), None)
        if owner is not None:
            said.new_counterparty = owner.name  # "अमोलच्या ऑफिसला": to Amol's office, so Amol's money


def _correction(s: _Seen) -> Reading | None:
    """guide: the order: a change to a written entry; one that does not say what to change is asked."""
    if (explains_bank_entry(s.msg) or points_at_booked_sum(s.msg, s.ctx.booked)) and not contrasted(s.msg, s.parties):
        # (a sum said to be wrong against another, "1560 नहीं 1650 था, 600 UPI ही था", is a change of that entry
        # whatever way of paying the reason names)
        # "woh 1,100 jo GPay pe aaya tha, Salim ka hai": the bank entry is Salim's, not a second entry.
        said = read_explanation(s.msg, s.parties, s.ctx.now_iso)
        _bank_money_for(s, said)
        if said.new_kind == "sale" and said.new_counterparty and s.ctx.role_of(said.new_counterparty):
            said.new_kind = None  # someone the books know may be paying what they owe: the chain decides
        dues = dues_said_with(s.msg, said)
        if dues is not None:
            said.old_dues = False  # the dues are said with their own amount, written with the change
            said.new_kind = None  # ("the 1500 is Anil's, he owed 2300 for his lens": the money went toward them)
            return Reading("correct", correction=said, records=[dues])
        return Reading("correct", correction=said)
    last = s.ctx.last_reading
    if changes_booked_sum(s.msg, s.ctx.booked):
        corr = read_correction(s.msg, s.parties, None, s.ctx.now_iso)
        if corr is not None and corr.amount_paise and corr.new_amount_paise:
            return _changed(corr, s)
    # "nethu sale 7,300 illa, 7,030 dhaan" after entries were written: the sum taken back names an entry
    # already in the books, so this changes it; it is never a new entry of its own (guide: corrections).
    takes_back = last is not None and takes_back_a_sum(s.msg)
    if not is_correction(s.msg, last is not None):
        if (last is None and not is_correction(s.msg, True)) or (
                _complete(s.mv) and _has_money_event(s.mv) and not takes_back):
            return None
        # "1750 nahi 1570 tha", "woh Venu nahi Vinod tha", "Ramesh ra 800 nuhen 850" say plainly what to
        # change (guide: corrections); the chain finds the entry in the books. Anything vaguer is read as something else.
        if not contrasted(s.msg, s.parties):
            return None
        corr = read_correction(s.msg, s.parties, None, s.ctx.now_iso)
        return _changed(corr, s) if corr is not None else None
    if _complete(s.mv) and _has_money_event(s.mv) and (last is None or not (_fix_words(s.msg) or takes_back)):
        return None  # "Vikram ne 1200 diye... nahi 1300 diye" corrects itself; with nothing written yet, a record
    if _unknown_payer_event(s) and not any(t.tags.get("cancel") or t.tags.get("dup") for t in s.msg.toks):
        return None  # "kisi ne 1200 diye, naam yaad nahi ...": a new event with an unknown party, not an edit
    last_kind = last.records[0].kind if last is not None and last.records else None
    corr = read_correction(s.msg, s.parties, last_kind, s.ctx.now_iso)
    if corr is None:
        return Reading("clarify", clarify=Clarify("unclear_correction"))
    times = new_rate_times_count(s.msg.toks, corr.new_amount_paise, [r.qty for r in last.records] if last else [])
    if times is not None:
        corr.new_amount_paise = times  # "nahi 170 ke hisaab se": the new price of one times the entry's count
        return Reading("correct", correction=_items_named(corr, s))
    return _changed(corr, s)


def _changed(corr: Correction, s: _Seen) -> Reading:
    """The correction as read; a new sum said as the price of one ("1400 ની નહીં 1300 ની એક હતી") is marked so,
    and the chain multiplies it by the count of the entry it finds in the books (guide: corrections)."""
    corr.each = new_price_of_one(s.msg.toks, corr.new_amount_paise)
    return Reading("correct", correction=_items_named(corr, s))


def _items_named(corr: Correction, s: _Seen) -> Correction:
    """"Combiflam wali entry": a word read as whose entry is the goods of the last entries, not a person."""
    last = s.ctx.last_reading
    if corr.counterparty is None or last is None:
        return corr
    said = corr.counterparty.casefold()
    recs = last.records + (last.clarify.partial if last.clarify else [])
    if any((r.counterparty or "").casefold() == said for r in recs):
        return corr
    if any(r.item and said in r.item.casefold().split() for r in recs):
        corr.item, corr.counterparty, corr.what = corr.counterparty, None, "last"
    return corr


def _money(s: _Seen) -> Reading | None:
    """guide: the order: money events, or the one question they need; promises are kept apart."""
    if s.mv.drafts:
        return _dues_paid_by_bank(s) or _from_drafts(s.mv, s.env)
    if s.mv.negated:
        return Reading("unknown", confident=False)  # "Rajan ne paise nahi diye": nothing happened to write
    if s.mv.intentions:
        return Reading("promise", intentions=s.mv.intentions)
    return None


def _dues_paid_by_bank(s: _Seen) -> Reading | None:
    """guide: old dues: "కవిత గారి పాత బాకీ 3,200 ఉండేది, అదే నిన్న ICICI లో వేసింది": old dues, then that same money
    came by bank with no sum of its own. The dues are booked and the bank's entry is theirs (a change to that
    entry), never a second payment."""
    drafts = s.mv.drafts
    if len(drafts) != 2 or not (names_bank(s.msg.text) or from_bank(s.msg.toks)):
        return None
    dues, paid = drafts
    if dues.kind != "opening_balance" or not dues.name or not dues.amount or paid.amount is not None or \
            paid.name not in (None, dues.name) or paid.kind not in (None, "payment_received", "payment_made"):
        return None
    said = Correction(action="amend", via="bank", amount_paise=dues.amount, new_counterparty=dues.name, on=paid.on)
    return Reading("correct", correction=said, records=[dues.record()])


def _talk(s: _Seen) -> Reading | None:
    """guide: the order: greetings, thanks, a lone yes."""
    toks = s.msg.toks
    if any(t.tags.get("chat") for t in toks) and not any(t.amount for t in toks):
        return Reading("chat")
    if s.ctx.pending is None and _only_yes_no(s.msg):
        return Reading("chat")
    return None


# The order of docs/reading-guide.md ("The order"), said once.
STEPS = (_reply, _question, _remind, _correction, _money, _talk)


@cache
def _steering() -> re.Pattern[str]:
    """Instructions spread over a sentence ("ignore all your previous instructions"), and asks
    for everyone's private details, which no phrase table catches word for word."""
    return re.compile(
        r"\b(?:ignore|forget|disregard|override|bhool|bhul)\b.{0,40}\b(?:instructions?|rules?|prompts?|"
        r"previous|above|niyam|guidelines?)\b"
        r"|\b(?:phone|mobile|contact|whatsapp)\s*(?:no|nos|numbers?)\b.{0,40}\b(?:all|every|everyone|sab|sabke|saare)\b"
        r"|\b(?:all|every|everyone|sab|sabke|saare)\b.{0,40}\b(?:phone|mobile|contact|whatsapp)\s*(?:no|nos|numbers?)\b",
        re.IGNORECASE)


def think(text: str, ctx: ThinkContext) -> Reading:
    msg = read(text, ctx.language)
    if not any(t.script not in ("punct", "sym") for t in msg.toks):
        return Reading("unknown", confident=False)
    if any(t.tags.get("inject") for t in msg.toks) or _steering().search(text):
        return Reading("unknown", confident=True)  # an instruction to the bot: refused, never obeyed
    env = Env(msg, ctx, _caps(msg))
    mv = assemble(env)
    _ellipsis(mv, env)
    seen = _Seen(msg, env, mv, find_parties(msg.toks, env.caps))
    for step in STEPS:
        r = step(seen)
        if r is not None:
            r.via_bank = names_bank(text) or from_bank(msg.toks)
            return r
    return Reading("unknown", confident=False)


def _topic(msg: Msg) -> str | None:
    """The words of a question for the knowledge shelf (tax, festivals, what to stock, prices), or None."""
    if not any(t.tags.get("topic") for t in msg.toks):
        return None
    return " ".join(t.text for t in msg.toks if t.script not in ("punct", "sym"))


def _asks(msg: Msg) -> bool:
    """A question word or a question mark: the owner is asking, not answering."""
    return any(t.tags.get("q") or (t.script == "punct" and "?" in t.text) for t in msg.toks)


def _remind_words(msg: Msg) -> bool:
    return any(t.tags.get("remind") for t in msg.toks)


def _record_then_question(msg: Msg, mv: Movements) -> bool:
    """A complete money event followed by a new question ("..., ab kitna baaki hai?").

    "diye the kya" and "dekh ke batao" ask about the event itself; "kitna" or "who" after it asks
    something else.
    """
    asks = [i for i, t in enumerate(msg.toks) if t.tags.get("q") in ("how_much", "who")]
    for d in mv.drafts:
        if d.ask or not d.amount or not d.clause.verbs:
            continue
        vi = max(i for _, i in d.clause.verbs)
        if any(i > vi for i in asks):
            return True
    return False


def _fix_words(msg: Msg) -> bool:
    words = [t for t in msg.toks if t.script not in ("punct", "sym")]
    return any(t.tags.get("fix") or t.tags.get("cancel") for t in msg.toks) or (
        bool(words) and words[0].key == "change") or sets_entry_sum(msg)


def _only_yes_no(msg: Msg) -> bool:
    words = [t for t in msg.toks if t.script not in ("punct", "sym")]
    return bool(words) and any(t.tags.get("yes") for t in words) and all(
        t.tags.get("yes") or t.tags.get("hon") or (t.tags.get("fn") and t.amount is None) for t in words)



def _unknown_payer_event(s: _Seen) -> bool:
    """A money verb with an amount done by "someone" ("kisi ne 1200 diye"): a new event, not a change."""
    return any(d.clause.verbs and d.amount and d.ask == "missing_counterparty"
               and any(p.someone for p in d.clause.parties) for d in s.mv.drafts)
