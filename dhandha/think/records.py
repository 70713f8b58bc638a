"""Kind and direction of one clause (guide: kind and direction): who gave whom, credit or cash, sale, purchase or cost.

`decide` turns a clause into a Draft: a record, or the half-built record plus the one question
(guide: when to ask) its answer will complete. It never guesses a direction or a number.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dhandha.reading import Record, ThinkContext

from .amounts import Value, value_of
from .banks import names_bank
from .clauses import BILL, Clause
from .given_names import given_name
from .items import counted_goods, item_of, weighed
from .kinds import Facts
from .kinds import decide as decide_kind
from .langs import small_words, unmarked_doer, unmarked_giver
from .names import WORDY, Party, honoured, titled
from .promises import due_date, when_of
from .reader import Msg
from .targets import from_bank
from .tokens import Tok, keys

_RETURN_WORDS = keys("vapas", "wapas", "vapis", "returned", "lauta", "lautaya", "lautaye", "parat", "ferot", "pacha",
                     "thiruppi", "tirigi")
_ACCOUNT_WORDS = keys("account", "khata", "khate", "khaate", "hisaab", "naam", "name", "tab", "slate")

# Which verb speaks first when a clause has several ("udhaar pe becha", "maal aaya ... diye").
_VERB_ORDER = ("sell", "buy", "repay", "recv", "got", "give_in", "give_out", "paid_to", "pay", "take", "give", "spend")
_GOODS_TO_CUSTOMER = ("take", "give", "give_out")
# Verbs that move money now: with one, "purana" tells what the money was for, not old dues being noted.
_PAYMENT_VERBS = frozenset({"give", "give_in", "give_out", "recv", "got", "repay", "pay", "paid_to", "sell", "buy",
                            "spend"})


@dataclass
class Env:
    msg: Msg
    ctx: ThinkContext
    caps: bool
    named: list[str] = field(default_factory=list)  # names met so far in this message, for pronouns
    # Clauses (by first token) that go on a list of old dues begun earlier in the message ("ਪੁਰਾਣਾ ਹਿਸਾਬ: X ਵੱਲ
    # 3,400 ਬਾਕੀ, ਤੇ Y ਦਾ 12,000 ਦੇਣਾ ਹੈ"): their dues are from before the books too.
    old_list: set[int] = field(default_factory=set)

    def role(self, name: str) -> str | None:
        """What the books or this chat say the party is: supplier, customer, staff, or None."""
        try:
            r = self.ctx.role_of(name)
        except Exception:  # a broken lookup must not break reading the message
            r = None
        if r:
            return r
        last = self.ctx.last_reading
        if last is not None:
            for rec in last.records + ([] if last.clarify is None else last.clarify.partial):
                if rec.counterparty and _same(rec.counterparty, name):
                    if rec.kind in ("purchase", "payment_made"):
                        return "supplier"
                    if rec.kind in ("udhaar_given",):
                        return "customer"
        return None

    def knows(self, name: str) -> bool:
        """Whether the books have an account by this name."""
        try:
            return self.ctx.knows(name)
        except Exception:  # a broken lookup must not break reading the message
            return False

    def pronoun(self) -> str | None:
        if self.named:
            return self.named[-1]
        return self.ctx.last_party


def _same(a: str, b: str) -> bool:
    return a.casefold().strip() == b.casefold().strip()


@dataclass
class Draft:
    clause: Clause
    kind: str | None = None
    amount: int | None = None
    name: str | None = None
    item: str | None = None
    qty: float | None = None
    unit: str | None = None
    on_credit: bool | None = None
    ask: str | None = None
    detail: str | None = None
    options: list[int] = field(default_factory=list)
    party: Party | None = None
    goods_to_customer: bool = False  # goods went to a named person; cash or credit still open
    on: str | None = None  # the day it happened, when not today (dates.py)
    owes: str | None = None  # opening_balance: "them" (old dues to the shop) or "shop" (the shop owed them)
    route: str | None = None  # transfer: bank_to_cash | cash_to_bank | bank_to_bank
    modes: dict[str, int] | None = None  # how it was paid, paise per mode
    due: str | None = None  # a credit purchase's stated due date
    clears_old_dues: bool = False  # a payment said to clear dues from before (the chain books them if new)
    rule: tuple[str, ...] = ()  # the rows of the kind table that decided (kinds.py)
    unsure_name: bool = False  # a sale's or cost's other side with no sign that it is a person (_someone)

    def record(self) -> Record:
        return Record(kind=self.kind, amount_paise=self.amount, counterparty=self.name, item=self.item,
                      qty=self.qty, unit=self.unit, on_credit=self.on_credit if self.kind == "purchase" else None,
                      on=self.on, owes=self.owes if self.kind == "opening_balance" else None,
                      route=self.route if self.kind == "transfer" else None, modes=self.modes,
                      due=self.due if self.kind == "purchase" else None,
                      clears_old_dues=self.clears_old_dues and self.kind in ("payment_received", "payment_made"))


def main_verb(c: Clause) -> tuple[str | None, int]:
    best: tuple[str | None, int] = (None, -1)
    rank = len(_VERB_ORDER)
    for v, i in c.verbs:
        r = _VERB_ORDER.index(v) if v in _VERB_ORDER else rank
        if r < rank:
            rank, best = r, (v, i)
    return best


def people(c: Clause) -> list[Party]:
    ps = [p for p in c.parties if p.is_person or p.pronoun or p.someone]
    if any(p.is_person for p in ps):
        # "Meena gave 500 for her dues": a possessive after a name is that name, not another party.
        first = next(p for p in ps if p.is_person)
        ps = [p for p in ps if not (p.pronoun and p.mark == "gen" and p.start > first.start)]
    return ps


def group_of(c: Clause, p: Party) -> list[Party]:
    """The party with those joined to it by 'aur/and' ("Ravi and Raju")."""
    ps = people(c)
    k = ps.index(p)
    while k > 0 and ps[k - 1].joined_next:
        k -= 1  # "Pappu aur Chintu ke naam": the group starts at its first name
    group = [ps[k]]
    while k < len(ps) - 1 and ps[k].joined_next:
        k += 1
        group.append(ps[k])
    return group


def _priced_goods(c: Clause, env: Env) -> bool:
    """Goods counted ("2 patte", "5 pieces") or a product named with its number, with their value: what a
    shop sells. A bare goods word and a sum ("chawal 500") could as well be stock bought: asked; so are goods
    weighed or measured ("doodh 14 litre 54 ke rate": the milk a tea stall bought, or a dairy sold)."""
    if weighed(c):
        return False
    return _counted(c) or any(c.toks[i].tags.get("product") for i in range(c.start, c.end))


def _own_role_before(c: Clause, p: Party, role: Party, verb: str | None, vi: int) -> bool:
    """"delivery boy Suresh salary 3000", "loader Raju salary 600 paid": a worker's role said bare, in Latin letters,
    right before his name, with no verb or with "paid" and his wage: the role is his own, he is the one paid."""
    paid_his_wage = verb in ("pay", "give_out") and p.end < c.end and bool(c.toks[p.end].tags.get("cost"))
    return (vi < 0 or paid_his_wage) and p.role_hint == "service" and role.end == p.start and role.mark == "none" \
        and all(c.toks[k].script == "latn" and c.toks[k].glued is None for k in range(role.start, role.end))


def _money_came(c: Clause, verb: str | None, vi: int) -> bool:
    """"innu 23 parcel book cheythu, 3,450 kitti", "4 ડિસ્પ્લે બદલ્યા, 6,400 આવ્યા": the "came" verb right after the sum,
    with the goods said before a comma: the money came in, not the goods."""
    if verb not in ("recv", "got") or vi <= c.start or c.toks[vi - 1].amount is None:
        return False
    return any(c.toks[k].script == "punct" for k in range(c.start, vi - 1)) and any(
        m.role == "qty" and m.tok < vi - 1 for m in c.nums)


def _counted(c: Clause) -> bool:
    """Goods counted out ("২০ বস্তা", "10 bori", "5 pieces")."""
    return any(m.role == "qty" for m in c.nums)


def _takings(c: Clause) -> bool:
    """Money said to have come in two ways ("2,950 cash 1,400 GPay"): the counter's takings."""
    return len({c.toks[i].tags.get("mode") for i in range(c.start, c.end)} - {None, "bank"}) >= 2


def _many_each(c: Clause) -> bool:
    """Ten or more counted, and the price of one said: "85 plate, plate 80", "70 എണ്ണം, 90 രൂപ വെച്ച്"."""
    return any(m.role == "price" for m in c.nums) and any(
        m.role == "qty" and m.amount.paise is not None and m.amount.paise >= 1000 for m in c.nums)


def _job(c: Clause) -> bool:
    """The running cost named is a job a shop may do for its customers (stitching, a repair, a puncture), or the
    verb itself says something was mended ("മാലയുടെ കൊളുത്ത് നന്നാക്കി", mended a chain's hook)."""
    jobs, mended = small_words("jobs"), small_words("mended")
    return any((t.tags.get("cost") and _in(t, jobs)) or _in(t, mended) for t in c.words())


def _job_done(c: Clause, job: bool) -> bool:
    """A job and the owner's own "did" beside it ("3 blouse silai kiye", "2 puncture done", "stove service
    maadide"): the shop's work, paid for by a customer. ("Got it done" is another verb, karwaya / maadisde: the
    owner paid for someone's work.) The "did" may be in a clause before ("3 blouse silai kiye ..., aur 2 pant ki
    alteration 160")."""
    return job and any(_in(t, small_words("did_work")) for t in c.toks)


def _jobs_counted(c: Clause, job: bool) -> bool:
    """Jobs counted, two or more ("2 puncture 80 each", "bike puncture 5, 300"): the shop's own work more often
    than its cost."""
    return job and any(m.role == "qty" and (m.amount.paise or 0) >= 200 for m in c.nums)


def _in(t: Tok, words: frozenset[str]) -> bool:
    return t.text.casefold() in words or t.key in words or (t.stem is not None and t.stem in words) or any(
        w in words for w in t.key.split())


_PURPOSE = frozenset({"towards", "tovards", "for", "against", "liye", "lie"})


def _purpose_before(c: Clause, item: str) -> bool:
    first = item.split()[0]
    for i in range(c.start, c.end):
        if c.toks[i].text == first:
            return any(t.key in _PURPOSE for t in c.toks[max(c.start, i - 2):i])
    return False


def _owned_by_money(c: Clause, item: str) -> bool:
    """"1,260 diye pichhle mahine ke doodh ke": goods in the genitive after the money, with no count, are
    what the money paid for."""
    if any(m.role == "qty" for m in c.nums) or not c.money:
        return False
    last = item.split()[-1]
    for i in range(c.start, c.end):
        if c.toks[i].text == last and i > c.money[0].tok:
            nxt = c.toks[i + 1] if i + 1 < c.end else None
            return nxt is not None and nxt.tags.get("mark") == "gen" and nxt.tag_lang.get("mark") != "en"
    return False


def _unknown_goods(c: Clause) -> bool:
    return unknown_goods_at(c) is not None


def unknown_goods_at(c: Clause) -> int | None:
    """A word the lexicon does not know, standing where goods stand: next to the amount ("2350 ka suit",
    "suit 2350 ka") or right before the verb ("Noor ne suit liya"). Not part of a name."""
    named = {i for p in c.parties for i in range(p.start, p.end)}
    verbs = {i for _, i in c.verbs}
    for i in range(c.start, c.end):
        t = c.toks[i]
        if i in named or t.tags or t.amount is not None or t.script not in WORDY or t.glued or len(t.text) < 3:
            continue
        if t.script == "latn" and t.text[:1].isupper() and i > c.start:
            continue  # a capitalised word inside a sentence is more likely a name
        near = [c.toks[k] for k in (i - 1, i + 1, i - 2) if c.start <= k < c.end]
        if i + 1 in verbs or any(x.amount is not None for x in near[:2]) or (
                len(near) > 2 and near[0].tags.get("mark") == "gen" and near[2].amount is not None):
            return i
        before = i - 1 if i - 1 >= c.start and c.toks[i - 1].key in _ARTICLES else i
        if before - 1 in verbs and c.toks[before - 1].tag_lang.get("verb") == "en":
            return i  # "took a mixer grinder", "sold Pigeon kettle": the verb's object
    return None


_ARTICLES = frozenset({"a", "an", "the", "some", "one"})


def name_unknown_goods(d: Draft) -> None:
    """The goods word found by unknown_goods_at becomes the item, and is accounted for."""
    i = unknown_goods_at(d.clause)
    if i is not None and d.item is None:
        c = d.clause
        words = []
        while i < c.end and not c.toks[i].tags and c.toks[i].amount is None and c.toks[i].script in WORDY:
            c.toks[i].tags["goods"] = "here"  # "mixer grinder": every word of the goods' name
            words.append(c.toks[i].text)
            i += 1
        d.item = " ".join(words)


def _goods(c: Clause) -> bool:
    return c.has("goods") or any(m.role == "qty" for m in c.nums)


def decide(c: Clause, env: Env) -> list[Draft]:
    """The record(s) one clause describes, each with the question it still needs, if any."""
    val = value_of(c)
    verb, vi = main_verb(c)
    # "2 commercial gas cylinders, 3,620": the words after a count are the goods counted (guide: goods)
    # ("3 dabbe Sharma aunty le gayi": a name with its honorific after the count is the one who took them)
    ps = [p for p in people(c) if not (p.is_person and p.mark == "none" and not p.firm and not p.prep
                                       and env.role(p.name or "") is None and counted_goods(c, p.start, p.end)
                                       and not titled(c.toks, p))
          and not (p.name and names_bank(p.name))  # "एचडीएफसी से गए": the bank the money went from, no one
          and not _for_it(c, p, env)]
    roles = [p for p in c.parties if p.role]
    owner = next((p for p in c.parties if p.owner), None)
    main = _pick(ps)
    sender = next((p for p in ps if p.mark == "none" and p.is_person and honoured(
        c.toks, p.start, min(p.end + 1, len(c.toks)))), None)
    if verb == "give_in" and main is not None and main.mark == "dat" and sender is not None and \
            sender.start < main.start:
        # "சுந்தரம் சார் கல்யாண சமையலுக்கு 35,000 அட்வான்ஸ் அனுப்பினாரு": the verb says he sent it; what it is "for"
        # (the wedding cooking) is no one
        main = sender
    owner_firm = next((p for p in ps if p.firm and p.mark == "gen"), None)
    if main is not None and main.mark == "src" and not main.firm and owner_firm is not None and \
            main.end <= owner_firm.start and env.role(main.name or "") is None:
        # "सूरत से अग्रवाल टेक्सटाइल्स का माल आया": the firm whose goods came is the seller; the word "from"
        # before it is where they came from (guide: goods)
        main = owner_firm
    # (a bank marked "to" is where the money landed, never a payee: "Abdul bhai 2000 Canara ಗೆ ಕಳಿಸಿದ್ರು")
    marked_role = next((r for r in roles if r.mark != "none" and not c.toks[r.start].tags.get("bank")), None)
    if main is not None and (main.mark == "none" or (main.mark == "gen" and marked_role is not None and
                                                      marked_role.mark == "dat")) and marked_role is not None \
            and not main.pronoun:
        main = None  # "mistri ko 700 diye shutter repair ke": the marked role noun is the payee ("चक्की का पट्टा
        # बदलवाया, मिस्त्री को 650 दिए": whose belt it was is no one paid)
        roles = [marked_role]
    elif main is not None and main.mark == "none" and roles and not main.pronoun and not main.firm and (
            _serviced(c, main) or _role_is_object(c, roles[0], vi)) and not _own_role_before(c, main, roles[0], verb, vi):
        main = None  # "paid plumber 450 for the tap repair": the tap is what was repaired, the plumber a role
    ps = [p for p in ps if p is main] if main is None and roles else ps
    route = _route(c, main, roles)
    if route is not None:
        # "ATM se 5000 nikale", "5000 bank mein jama kiye": the owner's own money, moved (a transfer).
        d = Draft(c, kind="transfer", amount=val.paise, route=route)
        _finish(d, val, None, env)
        return [d]
    d = Draft(c)
    kind, party, ask, d.rule = _kind(c, env, verb, vi, main, roles, owner)
    if kind == "sale" and _sale_of(c, party, vi, env):
        party = None  # "ਸਵੇਰ ਦੀ ਵਿਕਰੀ", "ફાફડા જલેબીનું વેચાણ": the morning's sale, the fafda's sale; not a buyer
    if kind == "expense" and _hired(c, party, env):
        party = None  # "टेंपो भाड़ा 650", "ଠେଲା ଭଡା 100": the vehicle or place hired, not whom the hire was paid to
    d.kind, d.party = kind, party
    # Who: a person, a pronoun resolved to one, or nobody.
    if party is not None and party.pronoun:
        name = env.pronoun()
        if name is None:
            d.ask = "ambiguous_reference"
        d.name = name
    elif party is not None and party.is_person:
        d.name = party.name
    d.unsure_name = kind in ("sale", "expense") and bool(d.name) and party is not None and not party.pronoun \
        and not _someone(c, party, d.name or "", env)
    d.item, _, d.unit = item_of(c, kind, _party_tokens(c, party, d.name))
    if kind in ("payment_received", "payment_made") and d.item and (
            _purpose_before(c, d.item) or _owned_by_money(c, d.item)):
        d.item = None  # "paid 1,000 towards the mixer": what the money was for, not goods that moved
    if d.item is None and kind in ("sale", "udhaar_given", "purchase", None) and (ask in (None, "cash_or_credit")) \
            and verb in ("take", "give", "give_out", "recv", "got", "buy", "sell"):
        name_unknown_goods(d)
    d.qty = val.qty
    if d.qty is None:
        d.unit = None
    d.amount = val.paise
    d.modes = val.modes
    if kind == "purchase":
        # "paise baad me denge", "will pay friday": the shop pays for the stock later (guide: kind and direction).
        later = c.has("defer") or ("fut" in c.cues and c.toks[c.cues["fut"]].tags.get("fut") == "pay") or (
            "owe" in c.cues and c.toks[c.cues["owe"]].tags["owe"] == "shop") or give_after_days(c)
        d.on_credit = True if (c.has("credit") or later) else (False if c.has("paid") else None)
        if d.on_credit:
            d.due = due_of(c, env.ctx.now_iso)  # "bill 7,480, 21 din mein dena hai"
    if ask == "cash_or_credit":
        d.goods_to_customer = True
    if kind == "opening_balance":
        d.owes = _owes(c, env, party)
    group = group_of(c, main) if main is not None else []
    drafts = [d]
    if len(group) == 1 and kind is not None and _both_after(c, main) and not (val.each or c.has("each")):
        d.ask = d.ask or "ambiguous_split"  # "X ... dono ke naam 400": two people, one of them unread
    if len(group) > 1 and kind is not None:
        if val.each or c.has("each"):
            drafts = [_copy(d, g.name) for g in group]
        else:
            d.ask = d.ask or "ambiguous_split"
            drafts = [_copy(d, g.name) for g in group]
            for x in drafts:
                x.ask = "ambiguous_split"
    for x in drafts:
        _finish(x, val, ask, env)
    return drafts


def _for_it(c: Clause, p: Party, env: Env) -> bool:
    """"got 800 for formatting": a word right after an English "for", unmarked, with no sign that it names
    someone, is what the money was for ("battery for Faisal", "lunch for Kharkongor sir" are people)."""
    return p.mark == "none" and not p.firm and p.start > c.start and c.toks[p.start - 1].key == "for" and \
        not _someone(c, p, p.name or "", env)


def _someone(c: Clause, p: Party, name: str, env: Env) -> bool:
    """A sign that the word taken for the other side names a person or a firm: the books know it, a firm word,
    an honorific, a role said with it ("karigar Salim", "Ramesh electrician"), or a name people are given."""
    if p.firm or p.role_hint or env.role(name) is not None or env.knows(name):
        return True
    if honoured(c.toks, max(p.start - 1, 0), min(p.end + 1, len(c.toks))):
        return True
    if any(q.role and q.end == p.start for q in c.parties):
        return True
    if all(c.toks[k].tags.get("cost") for k in range(p.start, p.end)) and any(v == "spend" for v, _ in c.verbs):
        return False  # "ఐస్ కి 450 ఖర్చు": money spent on a running cost, whatever name the word sounds like
    return any(given_name(w) for w in name.split())


def _serviced(c: Clause, p: Party) -> bool:
    """An unmarked word right before a cost word ("tap repair", "fan repair") names the thing serviced."""
    nxt = c.toks[p.end] if p.end < c.end else None
    return nxt is not None and bool(nxt.tags.get("cost")) and p.end - p.start == 1


def _role_is_object(c: Clause, role: Party, vi: int) -> bool:
    """'paid the mistri 1200 for geyser fitting': a role noun right after an English pay verb is the payee."""
    if vi < 0 or c.toks[vi].tag_lang.get("verb") != "en" or role.start <= vi:
        return False
    if any(p.is_person and p.start == role.end for p in c.parties):
        return False  # "paid electrician Ramesh 600": the role names the person after it
    between = c.toks[vi + 1:role.start]
    return all(t.key in ("the", "a", "an", "our", "my", "this") for t in between)


def _both_after(c: Clause, p: Party | None) -> bool:
    """'dono'/'both' right after the party: the owner speaks of two people, one amount."""
    if p is None or not p.is_person:
        return False
    return any(c.toks[k].tags.get("both") for k in range(p.end, min(p.end + 2, c.end)))


def _copy(d: Draft, name: str | None) -> Draft:
    return Draft(d.clause, d.kind, d.amount, name, d.item, d.qty, d.unit, d.on_credit, d.ask, d.detail,
                 list(d.options), d.party, d.goods_to_customer, d.on, d.owes, d.route,
                 dict(d.modes) if d.modes else None, d.due)


def _finish(d: Draft, val: Value, ask: str | None, env: Env) -> None:
    """The first reason to ask wins: the number, then who, then which way."""
    if val.ask and not d.ask:
        d.ask, d.detail, d.options = val.ask, val.detail, val.options
    if d.ask:
        return
    if ask:
        d.ask = ask
        return
    if d.kind in ("udhaar_given", "payment_received", "payment_made") and not d.name:
        d.ask = "missing_counterparty"


def _party_tokens(c: Clause, chosen: Party | None, name: str | None = None) -> set[int]:
    """Tokens that name a party (so not an item); an unmarked word the record did not use may be goods."""
    out: set[int] = set()
    for p in c.parties:
        if p is chosen or p.mark != "none" or not p.is_person or (name is not None and p.name == name):
            out.update(range(p.start, p.end))
    return out


_MARK_RANK = {"doer": 0, "dat": 0, "src": 0, "cred": 0, "gen": 1, "loc": 2, "none": 3}


def _sale_of(c: Clause, p: Party | None, vi: int, env: Env) -> bool:
    """A name the books do not know, in the genitive right before the word for sales ("X ki bikri"), is
    what or when was sold (a time of day, the goods), not who bought: a buyer is told with "ko" or
    "ne", not as the owner of the sale."""
    if p is None or not p.is_person or p.mark != "gen" or vi < 0 or p.end > vi:
        return False
    between = [t for t in c.toks[p.end:vi] if t.script not in ("punct", "sym")]
    if any(not t.tags.get("mark") for t in between):
        return False
    return env.role(p.name or "") is None


def _hired(c: Clause, p: Party | None, env: Env) -> bool:
    """An unmarked word the books do not know, right before the word for hire or fare, is what was hired."""
    if p is None or not p.is_person or p.mark != "none" or p.end >= c.end or env.role(p.name or ""):
        return False
    from .langs import small_words

    hire = small_words("hire")
    nxt = c.toks[p.end]
    return nxt.key in hire or nxt.text in hire or (nxt.stem or "") in hire


def _pick(ps: list[Party]) -> Party | None:
    """The party the movement is with: a doer, recipient or source first; a possessor ("X ka bill")
    only when nobody else is marked; else the first named."""
    if not ps:
        return None
    return min(ps, key=lambda p: _MARK_RANK.get(p.mark, 3))


def _kind(c: Clause, env: Env, verb: str | None, vi: int, p: Party | None, roles: list[Party],
          owner: Party | None) -> tuple[str | None, Party | None, str | None, tuple[str, ...]]:
    """(kind, party, question, the rows that decided), from the kind table (kinds.py). A question with a
    kind still set keeps the half-built entry."""
    facts = _facts(c, env, verb, vi, p, roles, owner)
    out = decide_kind(facts)
    who = _who(out.who, p, facts)
    if who is not None and out.kind == "sale" and who.mark == "gen" and who.end < c.end and \
            c.toks[who.end].amount is not None and not c.toks[who.end].amount.currency and \
            not honoured(c.toks, who.start, who.end):
        who = None  # "ଚାର୍ଜର ୩ଟା ବିକିଲି": three of the chargers sold; what a sale is "of" is its goods
    return out.kind, who, out.ask, out.path


def _facts(c: Clause, env: Env, verb: str | None, vi: int, p: Party | None, roles: list[Party],
           owner: Party | None) -> Facts:
    """What the clause says that decides its kind, with the verb read for what it means here."""
    mark = p.mark if p is not None else "none"
    english = c.toks[vi].tag_lang.get("verb") == "en" if vi >= 0 else False
    subject = p is not None and vi >= 0 and p.start < vi and mark == "none"
    goods = _goods(c) or (verb in ("take", "give", "give_out", "recv", "got", "buy") and _unknown_goods(c))
    if verb in ("recv", "got") and goods and mark == "none" and p is not None and p.is_person and not _return_word(c) \
            and any(v == "take" and i < vi for v, i in c.verbs):
        verb = "take"  # "Sharma aunty 1 litre tel le gayi 180 ka, cash mila": paid for the goods (guide: kind and direction)
        c.cues.setdefault("paid", vi)
    if verb == "got":
        # "got 500 from Rajan": the owner got it. "Rajan received 500": Rajan got it, from the shop.
        if subject and p is not None and not (owner is not None and owner.owner == "subj" and owner.start < vi):
            verb, mark, subject = "give_out", "dat", False
        else:
            verb = "recv"
    if verb == "give" and subject and unmarked_giver(c.toks[vi].tag_lang.get("verb")):
        mark = "doer"  # "Jose chettan 300 GPay cheythu": Jose sent it; "രമേശിന് 5000 GPay ചെയ്തു" is marked "to"
    if verb == "pay" and subject and english and "owe" in c.cues and \
            c.toks[c.cues["owe"]].tags.get("owe") == "shop" and c.cues["owe"] < (p.start if p is not None else vi):
        # "we owed Vision Lens Lab 9,200 from september, paid it cash today": the shop owed them, so the shop paid
        mark, subject = "dat", False
    if verb == "pay" and subject and english and _wage_of(c, p):
        mark, subject = "dat", False  # "loader Raju salary 600 paid": his salary was paid to him
    if verb == "paid_to":
        verb, mark, english, subject = "pay", "dat", True, False  # "Rajan was paid 500": the shop paid Rajan
    if verb == "buy" and p is not None and p.is_person and not p.firm and subject and not env.role(p.name or "") and \
            unmarked_doer(c.toks[vi].tag_lang.get("verb")):
        mark = "doer"  # "ഷാജി ചേട്ടൻ ... വാങ്ങി": Malayalam verbs say no person, so the bare name bought (took) it
    if verb == "buy" and p is not None and p.is_person and not p.firm and ((english and subject) or mark == "doer"):
        verb = "take"  # "Fernandes bought 4 soaps", "Rajan ne saamaan kharida": a customer bought
    if verb == "pay" and any(v in ("take", "buy") for v, _ in c.verbs) and goods:
        verb = next(v for v, _ in c.verbs if v in ("take", "buy"))  # "... sabun liya 960 paid"
        c.cues.setdefault("paid", vi)
    role = roles[0] if roles else None
    name = (env.pronoun() if p.pronoun else p.name) if p is not None else None
    known = env.role(name) if name else None
    if known is None and p is not None and p.role_hint in ("supplier", "service"):
        known = "supplier" if p.role_hint == "supplier" else "staff"
    party = "none" if p is None else ("unknown" if p.someone else ("pronoun" if p.pronoun else "person"))
    job = _job(c)
    return Facts(
        verb=verb, mark=mark, party=party, firm=bool(p is not None and p.firm),
        role=env.role(p.name) if p is not None and p.name else None, known=known,
        hint=p.role_hint if p is not None else None, english=english, subject=subject,
        owner=owner.owner if owner is not None else None, place=role.role if role is not None else None,
        place_mark=role.mark if role is not None else "none",
        credit=c.has("credit") or mark == "cred" or _account_word(c, p), goods=goods, goods_cue=c.has("goods") or _goods_in_verb(c),
        cost=c.has("cost"), paid=c.has("paid"), defer=c.has("defer"), fut_pay=_fut_pay(c),
        pay_verb=any(v == "pay" for v, _ in c.verbs), return_word=_return_word(c), bill=_bill_word(c),
        old_dues=_old_dues(c) or c.start in env.old_list, paying=any(v in _PAYMENT_VERBS for v, _ in c.verbs), debt=c.has("debt"),
        priced_goods=_priced_goods(c, env), money_came=_money_came(c, verb, vi), counted=_counted(c), takings=_takings(c), many_each=_many_each(c),
        rest=c.has("rest"), job=job, job_done=_job_done(c, job), jobs_counted=_jobs_counted(c, job),
        gave_out=verb in ("recv", "got") and any(v == "give_out" for v, _ in c.verbs), paid_in=any(v == "give_in" for v, _ in c.verbs),
        bank_money=names_bank(env.msg.text) or from_bank(env.msg.toks),
        wage_of=_wage_of(c, p), goods_left=verb == "give_in" and vi > c.start and bool(
            c.toks[vi - 1].tags.keys() & {"goods", "unit"}),
    )


def _wage_of(c: Clause, p: Party | None) -> bool:
    """"karigar Raju ki aaj ki mazdoori", "प्लंबर पप्पू की मजदूरी", "বাপির মাইনে": a person in the genitive (or a
    named worker, bare) before a wage word, or right before a cost, is the one it was paid to (a customer's bill
    is not a wage)."""
    from .langs import small_words

    if p is None or not p.is_person or not (p.mark == "gen" or (p.mark == "none" and p.role_hint == "service")):
        return False  # ("Raju helper daily wage 400": a named worker, bare, before his wage)
    if any(q.mark == "dat" and (q.is_person or q.role) for q in c.parties):
        # "કારીગરને અઠવાડિયાનો પગાર": the wage went to the one named with "to"; "सुताराला कपाटाच्या दुरुस्तीचे":
        # the carpenter was paid, for the cupboard's repair
        return False
    if p.end < c.end and c.toks[p.end].tags.get("cost"):
        return True  # "বাপির মাইনে ৪,৫০০ দিলাম": Bapi's salary, paid to him
    wages = small_words("wage")
    return any(c.toks[i].key in wages or c.toks[i].text in wages for i in range(p.end, min(p.end + 5, c.end)))


def _goods_in_verb(c: Clause) -> bool:
    """"maal aaya", "মাল এল": a verb phrase that names the goods itself."""
    from .lexicon import lookup

    for _, i in c.verbs:
        words = c.toks[i].text.split()
        if len(words) > 1 and any(r[0] == "goods" for w in words for r in lookup(w)):
            return True
    return False


def _who(who: str, p: Party | None, f: Facts) -> Party | None:
    """The party a row keeps on the entry."""
    if p is None or who == "-":
        return None
    keep = {
        "party": True,
        "someone": p.is_person or p.pronoun,
        # the one who paid for what was sold is its buyer ("Kiran phone back panel marchanu, 450 cash ichadu")
        "buyer": p.is_person and (p.mark in ("dat", "cred", "gen") or (p.mark == "none" and f.paid_in)),
        "seller": (p.is_person or p.pronoun) and (p.mark in ("src", "gen") or (p.firm and p.mark == "none")),
        "payee": p.is_person and (f.mark in ("dat", "none") or f.wage_of),
        "payee_dat": p.is_person and (f.mark == "dat" or f.wage_of),
        "payee_cred": f.mark in ("dat", "none", "cred") or f.wage_of,
    }[who]
    return p if keep else None


def _banks(c: Clause) -> list[str]:
    """The bank words of a clause: "atm", "bank", or a bank's name ("HDFC", "SBI" ...)."""
    out = []
    for i in range(c.start, c.end):
        t = c.toks[i]
        b = t.tags.get("bank")
        if b is None and t.key.startswith("atm") and t.script == "latn":
            b = "atm"  # "ATM-ல", "ATM-se": a case ending glued on
        if b is not None:
            out.append(t.key if b == "name" else b)
    return out


def _route(c: Clause, p: Party | None, roles: list[Party]) -> str | None:
    """Which way the owner's own money moved, when it moved between cash and bank; None otherwise."""
    banks = _banks(c)
    names = {b for b in banks if b not in ("atm", "bank")}
    # ("took 5000 from atm for cash parts": money only comes out of an ATM, whatever it is for)
    atm_cash = "atm" in banks and (c.has("withdraw") or bool(c.verbs) and {v for v, _ in c.verbs} <= {"recv", "take",
                                                                                                     "got"})
    if p is not None and p.is_person and not (p.mark == "none" and (len(names) >= 2 or atm_cash)):
        return None  # money to or from a person is never the owner's own transfer (an unmarked word beside two
        # banks, or beside cash taken out of an ATM, is no one: "PNB থেকে ICICI তে ... অ্যাকাউন্টেই পাঠালাম",
        # "ATM मधून ४००० काढले गल्ल्यासाठी")
    verbs = {v for v, _ in c.verbs}
    moved = verbs or c.has("deposit") or c.has("withdraw")
    # ("deposited 20,000 cash into the HDFC account", "withdrew 5000 from HDFC account": one bank's account, and
    # the cash side said by the verb)
    one_account = names and _account_word_in(c) and not c.has("deposit") and not c.has("withdraw")
    if moved and (c.has("ownacct") or len(names) >= 2 or one_account):
        return "bank_to_bank"  # "apne dusre account mein daale", "HDFC wale account se SBI wale mein"
    src = any(r.mark == "src" for r in roles if c.toks[r.start].tags.get("bank"))
    if c.has("withdraw") and c.has("deposit") and banks and "atm" not in banks and not src:
        return "cash_to_bank"  # "galle se 5000 nikal ke bank me jama karwa diye": out of the till, into the bank
    if c.has("withdraw") and (banks or (c.has("paid") and not _goods(c))):
        # "ATM se 5000 nikale", "bank se cash nikala"; goods taken and paid for are bought ("25 കിലോ മത്തി ... എടുത്തു,
        # പൈസ കൊടുത്തു")
        return "bank_to_cash"
    if "atm" in banks and verbs <= {"recv", "take", "got"}:
        return "bank_to_cash"  # "ATM se 5000": money only comes out of an ATM
    cash_paid_in = "pay" in verbs and c.has("paid") and not c.has("cost")  # "ಬ್ಯಾಂಕಿಗೆ ೧೨,೦೦೦ ಕ್ಯಾಶ್ ಕಟ್ಟಿದೆ"
    # a loan's instalment paid at the bank ("ബാങ്കിൽ EMI 5000 അടച്ചു") is a cost, not the owner's own money moved
    if banks and "atm" not in banks and not src and not c.has("cost") and (
            c.has("deposit") or "recv" in verbs or "give" in verbs or cash_paid_in):
        return "cash_to_bank"  # "5000 bank mein jama kiye", "galla bank mein daala"
    return None


def _account_word_in(c: Clause) -> bool:
    return any(c.toks[i].key in _ACCOUNT_WORDS or c.toks[i].key == "acount" for i in range(c.start, c.end))


def _bill_word(c: Clause) -> bool:
    return any(c.toks[i].key in BILL for i in range(c.start, c.end))


def give_after_days(c: Clause) -> bool:
    """"30 din vich dena", "21 din mein dena": the shop's own "to give" after a day count is when it pays."""
    from .langs import small_words

    give = small_words("pay_due")
    days = next((i for i in range(c.start, c.end) if c.toks[i].tags.get("days")), None)
    return days is not None and any(c.toks[i].key in give or c.toks[i].text in give for i in range(days + 1, c.end))


def due_of(c: Clause, now_iso: str) -> str | None:
    """The day a payment is due, from "21 din mein", "15 tareekh tak", "Monday ko", "agle mahine"."""
    when, dom = when_of(c)
    for i in range(c.start + 1, c.end):
        prev = c.toks[i - 1]
        if c.toks[i].tags.get("days") and prev.amount is not None and prev.amount.paise and prev.amount.paise % 100 == 0:
            when = f"+{prev.amount.paise // 100}"  # "aaj ... 30 din mein": the count of days, not "aaj"
    if dom is not None and any(c.toks[i].tags.get("period") == "last_month" for i in range(c.start, c.end)):
        dom = None  # "ଗତ ମାସ ୨୮ ତାରିଖରେ ... ଆସିଥିଲା, ଏଯାଏଁ ଦେଇନି": last month's 28th is when the goods came, not a due day
    if when == "+0" and dom is None:
        return None
    return due_date(when, now_iso, dom)


def _dues_for_what(c: Clause) -> bool:
    """"Mehta uncle ka purana 2,400 baaki hai september ke tiffin ka": the running cost comes after the old dues,
    in a "... ka" saying what they were for; it is no cost paid now."""
    old = next((i for i in range(c.start, c.end) if c.toks[i].tags.get("old")), None)
    costs = [i for i in range(c.start, c.end) if c.toks[i].tags.get("cost")]
    return old is not None and bool(costs) and all(
        i > old and i + 1 < c.end and c.toks[i + 1].tags.get("mark") == "gen" for i in costs)


def _old_dues(c: Clause) -> bool:
    """"purana 1,800", "purane 900", "purana baaki", "old dues": the old word is about money, not goods
    ("purane fridge ki repair"); a running cost is never old dues."""
    if "owe" in c.cues and "rest" in c.cues and not c.verbs and not c.has("cost") and c.money and \
            c.cues["rest"] > c.cues["owe"] - 2:
        return True  # "જયેશ ટ્રેડર્સને 6,500 ચૂકવવાના બાકી છે": still to be paid, with nothing happening now
    if _dues_of_a_past_month(c):
        return True
    if "owe" in c.cues and not c.verbs and c.money and not c.has("cost") and not c.has("q") and any(
            c.toks[i].tags.get("previous") or c.toks[i].tags.get("entry") == "last" for i in range(c.start, c.end)):
        return True  # "I owe Shree Balaji Traders 14,500 for the last cement lot": owed for goods that came before
    if "old" not in c.cues:
        return False
    if c.has("cost") and not any(c.toks[i].tags.get("old") and c.toks[i].key.split()[-1] in ("balance", "bal", "dues")
                                 for i in range(c.start, c.end)) and not _dues_for_what(c):
        return False  # ("opening bal: Sunil's office owes 1,800 for November tea": said to be dues, whatever for)
    for i in range(c.start, c.end):
        if not c.toks[i].tags.get("old"):
            continue
        nxt = c.toks[i + 1] if i + 1 < c.end else None
        if nxt is not None and nxt.tags.get("mark") == "gen" and i + 2 < c.end and c.toks[i + 2].amount is not None:
            nxt = c.toks[i + 2]  # "ਪਿਛਲੀ ਫ਼ਸਲ ਦਾ 22,000": last season's 22,000
        prev = c.toks[i - 1] if i > c.start else None
        if c.toks[i].key.split()[-1] in ("balance", "dues") or (nxt is not None and (
                nxt.amount is not None or nxt.tags.keys() & {"rest", "credit", "qn", "owe"})) or (
                prev is not None and prev.amount is not None):
            return True
        if i == c.start and ("owe" in c.cues or (c.toks[i].tags["old"] == "account" and c.money and not c.verbs)):
            return True  # "পুরনো হিসাব: মন্ডলবাবুর কাছে ৩,২০০ পাওনা": the old account first, then who owes
    return False


_PAST_SPANS = frozenset({"last_month", "last_week", "last_year"})


def _dues_of_a_past_month(c: Clause) -> bool:
    """"Mehta sir owes 2,350 from last month", "ਰਮੇਸ਼ ਵੱਲ ਪਿਛਲੇ ਮਹੀਨੇ ਦੇ 1200 ਬਾਕੀ", "I owe X 6,000 from
    October": dues said to stand from a past month, with nothing happening now, are dues from before the
    books (guide: old dues). A bare credit word is not enough: "pichhle mahine Ramesh ko 500 udhaar" is
    credit given then."""
    if c.verbs or not c.money or not c.cues.keys() & {"owe", "rest"} or c.has("cost") or c.has("q"):
        return False
    for i in range(c.start, c.end):
        t = c.toks[i]
        if t.tags.get("period") in _PAST_SPANS:
            return True
        if t.tags.get("month") and ((i > c.start and c.toks[i - 1].tags.get("mark") == "src") or (
                i + 1 < c.end and c.toks[i + 1].tags.get("mark") == "gen")):
            return True  # "from October", "October ka": a month the dues come from, not one they fall due in
    return False


def _owes(c: Clause, env: Env, p: Party | None) -> str:
    """Who owed whom before the books began: said outright ("dena hai", "lena hai"), or the party's role.
    Old dues of a customer are the usual case; a firm or a known supplier was owed by the shop."""
    if "owe" in c.cues:

        said = c.toks[c.cues["owe"]]
        if p is not None and p.is_person and p.mark == "none" and not p.firm and (
                said.in_list("subject_owes")):
            return "them"  # "ஆறுமுகம் பழைய பாக்கி 3000 தரணும்": Arumugam is the one who must give
        return said.tags["owe"]
    if p is not None and (p.firm or p.mark == "dat" or (p.name and env.role(p.name) == "supplier")):
        return "shop"  # "Vardhman Agencies ka purana 5000", "Ramesh ko purana 2000 dena"
    return "them"


def _fut_pay(c: Clause) -> bool:
    return "fut" in c.cues and c.toks[c.cues["fut"]].tags.get("fut") == "pay"


def _return_word(c: Clause) -> bool:
    return any(t.key.split()[0] in _RETURN_WORDS for t in c.words() if t.tags.get("verb") == "recv")






def _account_word(c: Clause, p: Party | None) -> bool:
    """"on Salim's account": a genitive name before an account word is a credit entry."""
    if p is None or p.mark != "gen":
        return False
    nxt = c.toks[p.end] if p.end < c.end else None
    return nxt is not None and nxt.key in _ACCOUNT_WORDS
