"""A sum the owner tells that the bank already booked, unexplained, is that entry explained — never a second entry.

The thinker reads "that 4500 in ICICI is from Rajesh" or "ते २६४० देशमुख काकांनी पाठवले" as a payment whose
direction it may not know; only the books know that the bank saw exactly that sum come in a little
earlier. So the chain looks: exactly one unexplained bank entry of that sum, and either the message names
the bank (or a UPI app), or the bank printed the very name the owner said, or (when the words left only
the direction open) the money moved within the last hours. Then the owner's words explain that entry: its
direction is the bank's, and the reply names the change. Anything less certain is left to the checks,
which ask (docs/reading-guide.md, "Bank entries are the owner's to explain").
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from dhandha.chain import checks, contacts
from dhandha.chain.asking import shown
from dhandha.chain.checks import BANK_SIDE, ROUTE_SEEN_AS
from dhandha.chain.corrections import as_record, plan_correction
from dhandha.chain.turn import Answer, Turn
from dhandha.clock import local_day, parse_instant
from dhandha.deps import Deps
from dhandha.ledger.steps import Step
from dhandha.reading import Correction, Reading, Record

# With nothing but the sum to go on, only a bank entry booked this recently is the one the owner means.
FRESH = timedelta(hours=6)
# Questions a bank entry answers by itself: which way the money went, and whose kind it was.
_BANK_SETTLES = frozenset({"ambiguous_direction", "ambiguous_kind", "missing_counterparty"})
# Cash paid in shows in the bank as money in; cash taken out as money out.
_ROUTE_OF_SIDE = {side: route for route, side in ROUTE_SEEN_AS.items()}


def explain(turn: Turn, deps: Deps, r: Reading) -> bool:
    """Plan the explanation of a bank entry when the message is one; False leaves the reading as it was."""
    if _cash_the_bank_moved(turn, deps, r):
        return True
    records, settles = _told(r)
    money = [x for x in records if x.kind != "opening_balance"]
    dues = [x for x in records if x.kind == "opening_balance"]
    if len(money) != 1:
        return False
    rec = money[0]
    if not rec.amount_paise or (rec.modes and set(rec.modes) == {"cash"}) or (rec.kind and rec.kind not in BANK_SIDE):
        return False
    if rec.kind == "purchase" and rec.on_credit:
        return False
    found = [dict(e) for e in deps.store.unexplained_around(rec.amount_paise, *checks.bank_window(turn, deps, rec))
             if rec.kind is None or e["kind"] == BANK_SIDE[rec.kind]]
    if not found:
        return settles and _already_booked(turn, deps, rec)
    if len(found) > 1:
        return False
    bank = found[0]
    if not (r.via_bank or _printed_for(deps, bank, rec.counterparty) or
            (settles and not rec.on and turn.received_at - parse_instant(str(bank["recorded_at"])) <= FRESH)):
        return False
    # ("SBI te 6400 elo Karim bhai er, purono baki chhilo": what the money cleared is said too, so nothing is asked)
    said = Correction(action="amend", via="bank", amount_paise=rec.amount_paise, new_counterparty=rec.counterparty,
                      new_kind=rec.kind, old_dues=rec.clears_old_dues and not _dues_said(dues, rec))
    # The dues the money cleared were owed by the day it came in, not only from today.
    came = local_day(parse_instant(str(bank["occurred_at"])), deps.tz()).isoformat()
    owed = [d for d in dues if not rec.counterparty or d.counterparty == rec.counterparty]
    for d in owed:
        d.on = came if d.on is None or d.on > came else d.on
    before: list[Step] = [contacts.write_step(deps, d) for d in owed]
    plan_correction(turn, deps, said, before=before or None, target=bank)
    return True


def _dues_said(dues: list[Record], rec: Record) -> bool:
    """The old dues are said with their own sum ("uska purana 5000 baaki tha"): written as said, not as the payment."""
    return any(not rec.counterparty or d.counterparty == rec.counterparty for d in dues)


def _cash_the_bank_moved(turn: Turn, deps: Deps, r: Reading) -> bool:
    """"that 30k deposit was today's counter cash": the bank's SMS already booked those 30,000 as cash paid in.
    The owner's words say where the cash came from; nothing new is written (never a 30,000 sale beside the
    sales already told). Only for words about the bank that did not say how the money came (UPI is not cash)."""
    if not r.via_bank:
        return False
    records = r.clarify.partial if r.intent == "clarify" and r.clarify is not None and \
        r.clarify.why == "not_sure" else r.records if r.intent == "record" else []
    if len(records) != 1:
        return False
    rec = records[0]
    route = _ROUTE_OF_SIDE.get(BANK_SIDE.get(rec.kind or "", ""))
    if route is None or rec.counterparty or rec.modes or not rec.amount_paise:
        return False
    booked = deps.store.transfer_near(route, rec.amount_paise, *checks.bank_window(turn, deps, rec), from_bank=True)
    if booked is None:
        return False
    _say_booked(turn, deps, dict(booked))
    return True


def _say_booked(turn: Turn, deps: Deps, e: dict[str, Any]) -> None:
    """Nothing to write: the owner is told where the money already is."""
    day = local_day(parse_instant(str(e["occurred_at"])), deps.tz()).isoformat()
    turn.plan = []
    turn.notes.append(Answer("already_in_books", {"entry": shown(as_record(e)), "date": day}))


def _told(r: Reading) -> tuple[list[Record], bool]:
    """The records the message tells, and whether the thinker left only what a bank entry settles open."""
    if r.intent in ("record", "record_many"):
        return r.records, False
    if r.intent == "clarify" and r.clarify is not None and r.clarify.why in _BANK_SETTLES:
        return r.clarify.partial, True
    return [], False


def _printed_for(deps: Deps, bank: dict[str, Any], name: str | None) -> bool:
    from dhandha.collect.evidence import printed_sounds_like

    return bool(name) and printed_sounds_like(deps.store, int(bank["id"]), name or "")


def _already_booked(turn: Turn, deps: Deps, rec: Record) -> bool:
    """"10k NEFT is from Mehta Builders" when the bank's SMS already put those 10,000 on Mehta Builders:
    nothing to write or ask, and the owner is told where it already is."""
    if not rec.counterparty or rec.amount_paise is None:
        return False
    who = contacts.resolve(deps.store, rec.counterparty)
    if who.status != "known":
        return False
    hits = [dict(h) for h in deps.store.bank_booked_for(who.contact_id, rec.amount_paise,
                                                         *checks.bank_window(turn, deps, rec))]
    if len(hits) != 1:
        return False
    _say_booked(turn, deps, hits[0])
    return True
