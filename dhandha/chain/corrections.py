"""Planning a change to entries already written: find the entry the owner means, then cancel or amend it.

Everything the owner said narrows the search: whose entry, which amount, which goods, which kind,
which day, "jo GPay pe aaya" (a bank entry). The search looks first at the entries of this chat's
last message that wrote anything, then at today's, then at the last weeks': exactly one match is
changed and named in the reply; several are listed (up to three, numbered) and the owner picks;
none is said plainly. "The last entry" is only the answer when nothing was said about it.

Cancelling an entry of an earlier day or one booked from a bank SMS, and anything "undo all"-like,
is confirmed first, listing what would go.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta
from typing import Any

from dhandha.chain import checks, contacts
from dhandha.chain.asking import ask, shown
from dhandha.chain.turn import Halt, Turn
from dhandha.clock import day_bounds, iso, local_day, parse_instant
from dhandha.deps import Deps
from dhandha.ledger.steps import Amend, Party, Reverse, Step, Write, to_json
from dhandha.money import times
from dhandha.reading import Correction, Record
from dhandha.think.brands import is_brand

SEARCH_DAYS = 45  # how far back a described entry is looked for
SHOW = 3  # entries listed in a "which one?" question
BULK_MAX = 200  # more than this at once is refused: name a day or a person instead
PLAUSIBLE_FIX = 10  # a new sum within this factor of the old is a slip fixed; beyond it, the owner confirms


def plan_correction(turn: Turn, deps: Deps, c: Correction, before: list[Step] | None = None,
                    target: dict[str, Any] | None = None) -> None:
    """Plan the change; `before`: entries the same message also states (old dues of the person a bank
    entry turns out to be), written first in the same plan; `target`: the entry already known to be meant."""
    store = deps.store
    if before:
        c = replace(c, old_dues=False)  # the old dues are already among the entries said
    contact_id = None
    if c.counterparty:
        who = contacts.resolve(store, c.counterparty)
        if who.contact_id is not None:
            contact_id = who.contact_id
        elif goods := _goods_named(deps, c.counterparty):
            # "Combiflam wali entry", "कालची क्रोसिनची विक्री": no one of that name, but goods of that name
            # (with a case ending of its own) were written.
            c = replace(c, item=c.item or goods, counterparty=None)
        elif c.amount_paise and store.entries_matching(since=iso(deps.clock() - timedelta(days=SEARCH_DAYS)),
                                                       amount_paise=c.amount_paise, limit=1):
            # "Shelcal wali entry 540 nahi 450 thi": no one of that name, and goods written under one total
            # keep no item; the amount said names the entry.
            c = replace(c, counterparty=None)
        else:
            turn.halt = Halt("unknown_contact", {"name": c.counterparty})
            return
    if c.scope == "all":
        _bulk(turn, deps, c, contact_id)
        return
    found = [target] if target is not None else _find(turn, deps, c, contact_id)
    unsure_target = target is None and not _anything_said(c) and not _plainly_the_last(turn, deps, c, found)
    if unsure_target:
        # Nothing named, and the last entry is not plainly the one meant: the owner says which (guide: corrections).
        found = _todays_last(turn, deps)
    if not found and c.item and (stem := _goods_named(deps, c.item)) not in (None, c.item):
        # "the dictionary sale" for "2 Oxford dictionaries": the goods said in the singular, or with an ending
        found = _find(turn, deps, replace(c, item=stem), contact_id)
    if not found and c.item:
        # "delete Monday's battery sale" when the sale was written with no goods named: an entry with no
        # item can still be the one meant; one that names other goods cannot.
        found = [e for e in _find(turn, deps, replace(c, item=None), contact_id) if not e.get("item")]
    if not found and c.item and c.amount_paise:
        # "Friday 2,640 nu potta oil sale" for "Castrol 20W40 ... 2,640": the sum said is the entry's own, the goods
        # named another way; the one entry is shown, and changed only on the owner's yes
        # (only an entry whose goods were written by their brand: "ice" never names an "ice cream" sale)
        loose = _find(turn, deps, replace(c, item=None), contact_id)
        if len(loose) == 1 and int(loose[0]["amount_paise"]) == c.amount_paise and \
                is_brand((loose[0].get("item") or "").split(" ")[0]):
            found, unsure_target = loose, True
    if c.twin:
        found = [e for e in found if _has_twin(deps, e)]
        if len(found) > 1 and len({(e["kind"], e["amount_paise"], e["contact_id"]) for e in found}) == 1:
            # "entered twice, remove one": the twins are the same entry written again; the later one goes.
            found = [max(found, key=lambda e: int(e["id"]))]
    if not found:
        turn.halt = Halt("no_matching_entry", {"described": _described(c), "anything": _anything_said(c)})
        return
    if _own_move_of_two_legs(turn, c, found):
        return
    # An entry the change would leave as it is (the sum it already has) is not offered: each row shown is a plan.
    planned = [(e, p) for e, p in ((e, _plan_for(turn, deps, c, e)) for e in found[:SHOW]) if p is not None]
    if len(found) > 1:
        found = [e for e, _ in planned] + found[SHOW:]
    plans = [[*(before or []), *p] for _, p in planned]
    if not plans:
        turn.halt = Halt("ask_unclear_correction")
        return
    if len(found) > 1:
        rows = [_row(deps, e) for e in found[:SHOW]]
        ask(turn, deps, "which_entry", {"rows": rows, "action": c.action, "more": len(found) > SHOW},
            choices=[_label(deps, e) for e in found[:SHOW]], extra={"plans": [to_json(p) for p in plans]})
        return
    turn.plan = plans[0]
    target = found[0]
    by_llm = turn.reading is not None and turn.reading.source == "llm"
    if c.action == "cancel" and (_earlier_day(deps, turn, target) or deps.store.from_bank_sms(int(target["id"]))
                                 or turn.message.command == "undo" or by_llm or unsure_target):
        ask(turn, deps, "confirm_cancel", {"rows": [_row(deps, target)]}, plan=turn.plan)
        return
    if c.action == "amend" and (by_llm or unsure_target):
        # An LLM's reading of a change is shown, and made only on the owner's yes to exactly that.
        from dhandha.lang.replies import render

        entries = [shown(s.new, was=shown(s.old)) for s in turn.plan if isinstance(s, Amend)]
        ask(turn, deps, "confirm_edit", {"entries": entries}, plan=turn.plan,
            text=render("llm.confirm_change", turn.language, entries=entries))
        return
    if c.action == "amend":
        checks.run(turn, deps, cleared=set())


def _own_move_of_two_legs(turn: Turn, c: Correction, found: list[dict[str, Any]]) -> bool:
    """"HDFC se 25000 SBI wale khate me daale, dono SMS ek hi hai": the two unexplained entries of that sum, one
    out of an account and one into another, are the two banks' views of one move of the owner's own money."""
    if c.new_kind != "transfer" or c.new_route != "bank_to_bank" or c.action != "amend" or len(found) != 2:
        return False
    out = [e for e in found if e["kind"] == "unexplained_out"]
    into = [e for e in found if e["kind"] == "unexplained_in"]
    if len(out) != 1 or len(into) != 1 or out[0]["amount_paise"] != into[0]["amount_paise"]:
        return False
    move = Record(kind="transfer", amount_paise=int(out[0]["amount_paise"]), route="bank_to_bank")
    turn.plan = [*(turn.plan or []), *checks.own_move_steps(out[0], into[0], move)]
    return True


def _find(turn: Turn, deps: Deps, c: Correction, contact_id: int | None) -> list[dict[str, Any]]:
    """Entries that fit the description, from the narrowest place the owner likely means."""
    store = deps.store
    if not _anything_said(c):
        last = store.last_active_entry(turn.message.chat_id)
        return [last] if last else []
    tz = deps.tz()
    now = deps.clock()
    filters: dict[str, Any] = {"contact_id": contact_id, "amount_paise": c.amount_paise,
                               "kind": c.kind, "item": c.item, "mode": "bank" if c.via == "bank" else None}
    since = iso(now - timedelta(days=SEARCH_DAYS))
    if c.each and c.amount_paise:
        # "1400 ની નહીં": the entry of some count at 1,400 each, among those that fit the rest of what was said
        fits = {**filters, "amount_paise": None}
        if c.on:
            fits["start"], fits["end"] = day_bounds(date.fromisoformat(c.on), tz)
        return [e for e in store.entries_matching(since=since, **fits)
                if e.get("qty") and e["amount_paise"] == times(float(e["qty"]), c.amount_paise)]
    if c.on:
        start, end = day_bounds(date.fromisoformat(c.on), tz)
        return store.entries_matching(since=iso(now - timedelta(days=400)), start=start, end=end, **filters)
    tiers: list[dict[str, Any]] = []
    last_input = store.last_writing_input(turn.message.chat_id)
    if last_input is not None:
        tiers.append({"input_id": last_input})
    today_start, _ = day_bounds(local_day(now, tz), tz)
    tiers.append({"start": today_start})
    tiers.append({})
    for extra in tiers:
        hits = store.entries_matching(since=since, **filters, **extra)
        if hits:
            return hits
    return []


def _goods_named(deps: Deps, word: str) -> str | None:
    """The goods a word names among recent entries: the word itself, or it without a case ending of up to
    three letters ("क्रोसिनची" → "क्रोसिन", "Dolo-va"), as long as four letters are left; of several words, the
    longest one an entry has."""
    since = iso(deps.clock() - timedelta(days=SEARCH_DAYS))
    for cut in range(0, 4):
        stem = word[:len(word) - cut].rstrip("-' ")
        if len(stem) < 4 and cut:
            break
        if deps.store.entries_matching(since=since, item=stem, limit=1):
            return stem
    if " " in word:
        # "ಚೈನ್ ಕಿಟ್ ಎಂಟ್ರಿ" for "ಚೈನ್ ಸ್ಪ್ರಾಕೆಟ್ ಕಿಟ್": goods named short; the longest of their words that an entry has
        for part in sorted(word.split(), key=len, reverse=True):
            if len(part) >= 4 and deps.store.entries_matching(since=since, item=part, limit=1):
                return part
    return None


def _plainly_the_last(turn: Turn, deps: Deps, c: Correction, found: list[dict[str, Any]]) -> bool:
    """A correction that names nothing ("nahi 1250 tha", "galat hai, hata do") is about the last entry only
    when that entry came from the owner's message just before this one, and a new sum is a plausible fix
    of it (a slip of a digit or a zero, not ₹2 for ₹2,000)."""
    if len(found) != 1 or turn.input_id is None:
        return False
    e = found[0]
    if e.get("input_id") is None or int(e["input_id"]) != deps.store.input_before(turn.message.chat_id, turn.input_id):
        return False
    if c.new_amount_paise:
        old, new = int(e["amount_paise"]), c.new_amount_paise
        return max(old, new) <= PLAUSIBLE_FIX * min(old, new)
    return True


def _todays_last(turn: Turn, deps: Deps) -> list[dict[str, Any]]:
    """The chat's newest entries of today, newest first: what a change that names nothing may be about."""
    start, _ = day_bounds(local_day(deps.clock(), deps.tz()), deps.tz())
    last = deps.store.last_active_entry(turn.message.chat_id)
    rows = deps.store.entries_matching(since=start, start=start, limit=SHOW)
    if last is not None and all(int(r["id"]) != int(last["id"]) for r in rows):
        rows = [last, *rows][:SHOW]
    return rows


def _plan_for(turn: Turn, deps: Deps, c: Correction, e: dict[str, Any]) -> list[Step] | None:
    old = as_record(e)
    if c.action == "cancel":
        return [Reverse(int(e["id"]), old)]
    new = Record(**old.__dict__)
    party = Party(contact_id=e["contact_id"])
    if c.new_amount_paise:
        new.amount_paise = c.new_amount_paise
        if c.each and old.qty and old.qty > 1:
            # "1400 ની નહીં 1300 ની એક": a price of one, times the count of the entry (two cars: 2,600)
            new.amount_paise = times(old.qty, c.new_amount_paise)
    if c.new_on and c.new_on != local_day(parse_instant(e["occurred_at"]), deps.tz()).isoformat():
        new.on = c.new_on  # the day it already has is no change: never a ✅ for nothing changed
    if c.new_counterparty:
        who = contacts.resolve(deps.store, c.new_counterparty)
        if who.status == "known":
            new.counterparty, party = who.name, Party(contact_id=who.contact_id)
        else:
            new.counterparty, party = c.new_counterparty, Party(new_name=c.new_counterparty)
    new.kind = _bank_direction(deps, e, c.new_kind) or _explained_kind(deps, old, new, party)
    if new.kind == "expense" and old.kind in ("payment_made", "unexplained_out") and _a_supplier(deps, party):
        # "the 12,000 that went out by NEFT is Sai Auto's bill": money to a supplier pays what the shop owes
        # them; it is never a second cost beside the purchase already booked (UNDERSTANDING §5.4)
        new.kind = "payment_made"
    if new.kind == "purchase" and old.kind in ("unexplained_out", "payment_made", "expense") and new.on_credit is None:
        new.on_credit = False  # "6000 જે ગયા એ શ્રીજી ઓઇલ ને ... આપ્યા": stock paid for by the money that went out
    if new.kind == "transfer":
        new.route = c.new_route or new.route or _route_of(old)
        party = Party()
        new.counterparty = None
    if new.kind in ("unexplained_in", "unexplained_out", "transfer", "sale", "expense") and new.kind == old.kind \
            and party.contact_id is None and party.new_name is None:
        party = Party()
    if new.kind in ("transfer",) and not new.route:
        return None
    if new.__dict__ == old.__dict__ and party.contact_id == e["contact_id"]:
        return None
    amend = Amend(int(e["id"]), old, new, party)
    if c.old_dues and new.kind in ("payment_received", "payment_made") and checks.no_history(deps, party):
        # "uska purana 850 baaki tha": what they paid was owed from before the books, said outright.
        dues = checks.old_dues_for(new)
        dues.on = local_day(parse_instant(e["occurred_at"]), deps.tz()).isoformat()  # owed by the day it came
        return [Write(dues, party), amend]
    return [amend]


_IN = frozenset({"unexplained_in", "payment_received", "sale"})
_OUT_KINDS = {"expense": "sale", "purchase": "sale", "payment_made": "payment_received"}
_IN_KINDS = {"sale": "purchase", "payment_received": "payment_made"}


def _bank_direction(deps: Deps, e: dict[str, Any], kind: str | None) -> str | None:
    """The kind the owner gave a bank entry, turned to the way the bank saw the money go.

    A credit is money in whatever words explain it ("jo 4800 aaye wo Kale saheb ka mithai ka order tha"
    is the sale of the sweets, not a sweets expense); the owner's own entries he may turn around."""
    if kind is None or not deps.store.from_bank_sms(int(e["id"])):
        return kind
    if e.get("kind") in _IN:
        return _OUT_KINDS.get(kind, kind)
    return _IN_KINDS.get(kind, kind)


def _route_of(old: Record) -> str | None:
    """A bank entry that turns out to be the owner's own money moving: out of the bank is cash taken
    out (an ATM, a cheque to self); into the bank is cash paid in."""
    return {"unexplained_out": "bank_to_cash", "unexplained_in": "cash_to_bank"}.get(old.kind or "")


def _explained_kind(deps: Deps, old: Record, new: Record, party: Party) -> str | None:
    """A bank entry nobody explained, now given a person: money in is their payment; money out is a
    payment to a supplier, or credit to a customer (UNDERSTANDING §5.4: only their role decides)."""
    if old.kind == "unexplained_in" and (party.contact_id or party.new_name):
        return "payment_received"
    if old.kind == "unexplained_out" and (party.contact_id or party.new_name):
        row = deps.store.contact(party.contact_id) if party.contact_id else None
        role = row["role"] if row is not None else None
        return "udhaar_given" if role == "customer" else "payment_made"
    return old.kind


def _a_supplier(deps: Deps, party: Party) -> bool:
    row = deps.store.contact(party.contact_id) if party.contact_id else None
    return row is not None and (row["role"] == "supplier" or int(row["balance_paise"]) < 0)


def _bulk(turn: Turn, deps: Deps, c: Correction, contact_id: int | None) -> None:
    """'poora hisaab saaf karo', 'aaj ki saari entries hatao': list what would go, and wait for a yes."""
    store = deps.store
    tz = deps.tz()
    start = end = None
    if c.on:
        start, end = day_bounds(date.fromisoformat(c.on), tz)
    hits = store.entries_matching(since="0000", contact_id=contact_id, kind=c.kind, start=start, end=end,
                                  mode="bank" if c.via == "bank" else None, limit=BULK_MAX + 1)
    if not hits:
        turn.halt = Halt("no_matching_entry", {"described": _described(c), "anything": True})
        return
    if len(hits) > BULK_MAX:
        turn.halt = Halt("bulk_too_many", {"count": len(hits)})
        return
    turn.plan = [Reverse(int(e["id"]), as_record(e)) for e in hits]
    total = sum(int(e["amount_paise"]) for e in hits)
    ask(turn, deps, "confirm_bulk", {"rows": [_row(deps, e) for e in hits[:5]], "count": len(hits), "total": total},
        plan=turn.plan)


def _has_twin(deps: Deps, e: dict[str, Any]) -> bool:
    """Another active entry with the same kind, amount and person, written close to this one."""
    at = parse_instant(e["occurred_at"])
    window = timedelta(hours=12)
    twins = deps.store.entries_matching(since="0000", contact_id=e["contact_id"], amount_paise=int(e["amount_paise"]),
                                        kind=e["kind"], start=iso(at - window), end=iso(at + window))
    return any(int(t["id"]) != int(e["id"]) and t["contact_id"] == e["contact_id"] for t in twins)


def as_record(e: dict[str, Any]) -> Record:
    """An entry row as the record it was written from."""
    import json

    return Record(kind=e["kind"], amount_paise=int(e["amount_paise"]), counterparty=e.get("counterparty"),
                  item=e.get("item"), qty=e.get("qty"), unit=e.get("unit"),
                  on_credit=None if e.get("on_credit") is None else bool(e["on_credit"]), owes=e.get("owes"),
                  route=e.get("route"), due=e.get("due_on"),
                  modes=json.loads(e["modes"]) if e.get("modes") else None)


def _earlier_day(deps: Deps, turn: Turn, e: dict[str, Any]) -> bool:
    tz = deps.tz()
    return local_day(parse_instant(e["occurred_at"]), tz) < local_day(turn.received_at, tz)


def _row(deps: Deps, e: dict[str, Any]) -> dict[str, Any]:
    day = local_day(parse_instant(e["occurred_at"]), deps.tz()).isoformat()
    return shown(as_record(e), date=day, source=e.get("source"), today=local_day(deps.clock(), deps.tz()).isoformat())


def _label(deps: Deps, e: dict[str, Any]) -> str:
    from dhandha.money import rupees

    day = local_day(parse_instant(e["occurred_at"]), deps.tz())
    # (the goods too, so "the Frooti one" picks it: "Pappu Frooti 200 ₹90 01 Nov")
    return " ".join(x for x in (e.get("counterparty") or "", e.get("item") or "", rupees(int(e["amount_paise"])),
                                day.strftime("%d %b")) if x)


def _anything_said(c: Correction) -> bool:
    return any((c.counterparty, c.amount_paise, c.item, c.kind, c.on, c.via))


def _described(c: Correction) -> dict[str, Any]:
    return {"counterparty": c.counterparty, "amount": c.amount_paise, "item": c.item, "kind": c.kind, "on": c.on,
            "bank": c.via == "bank"}
