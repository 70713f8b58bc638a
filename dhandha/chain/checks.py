"""The checks every new entry passes before it is written; the first that needs the owner asks.

In order: the phone's clock (a time far from the last entry's); which contact (two close names, or a
near-miss of a known one); a payment from or to someone with no history (old dues or an advance?);
a bank entry nobody explained with the same amount (the same payment?); a large amount; the same
entry again (by when the money moved); an amount far outside this person's usual. A check the
owner already answered for this plan is in `cleared` and is not asked again.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from dhandha.chain import contacts
from dhandha.chain.asking import ask, shown
from dhandha.chain.turn import Answer, Turn
from dhandha.clock import at_local_day, day_bounds, iso, local, local_day, parse_instant
from dhandha.deps import Deps
from dhandha.ledger.steps import Amend, Party, Reverse, Step, Write, to_json
from dhandha.reading import Record

# A phone clock outside these years, or this far from the last entry, is asked about before booking.
SANE_YEARS = range(2020, 2090)
CLOCK_BACK = timedelta(days=1)
CLOCK_AHEAD = timedelta(days=366)
# An owner's payment within this window of a bank entry of the same amount may be that entry.
BANK_BEFORE, BANK_AFTER = timedelta(days=3), timedelta(hours=6)
# How the bank's SMS shows cash moving: taken out is money out of the account, paid in is money in.
ROUTE_SEEN_AS = {"bank_to_cash": "unexplained_out", "cash_to_bank": "unexplained_in"}
# The side of a bank entry nobody explained that an owner's kind of money would show up as.
BANK_SIDE = {"payment_received": "unexplained_in", "payment_made": "unexplained_out", "sale": "unexplained_in",
             "expense": "unexplained_out", "purchase": "unexplained_out"}


def run(turn: Turn, deps: Deps, cleared: set[str]) -> None:
    """Stop at the first check that needs the owner; otherwise the plan goes on to execute."""
    store = deps.store
    writes = [(i, s) for i, s in enumerate(turn.plan) if isinstance(s, Write)]
    if "clock_wrong" not in cleared and writes and _clock_wrong(deps, turn.received_at):
        _ask(turn, deps, "clock_wrong", cleared, 0, {"now": local(turn.received_at, deps.tz()).isoformat()})
        return
    if "bank_match" not in cleared:
        _transfers_the_bank_saw(turn, deps)
    owner = store.owner()
    for i, step in enumerate(turn.plan):
        if not isinstance(step, Write | Amend):
            continue
        rec = step.record if isinstance(step, Write) else step.new
        if step.party.new_name and "which_contact" not in cleared:
            who = contacts.resolve(store, step.party.new_name)
            # "700 wali Manjeet nahi, Manpreet ki thi": the name the entry is moved away from is never the one meant.
            moved_off = isinstance(step, Amend) and set(who.candidates) <= {step.old.counterparty}
            if who.status in ("ambiguous", "near_miss") and not moved_off:
                _ask(turn, deps, "which_contact", cleared, i, {"name": rec.counterparty, "candidates": who.candidates},
                     choices=who.candidates, extra={"near_miss": who.status == "near_miss"})
                return
        if isinstance(step, Write) and "bank_match" not in cleared:
            if _bank_match(turn, deps, i, step, cleared):
                return
            if turn.plan[i] is not step:
                continue  # the bank's own entry, now explained: nothing new is written to check
        if rec.kind in ("payment_received", "payment_made") and "old_dues" not in cleared and not rec.advance \
                and no_history(deps, step.party) and not _named_elsewhere(turn.plan, step, rec):
            if rec.clears_old_dues:
                # "purana baaki tha, ab saaf": the owner said what the money cleared; nothing to ask. The dues go
                # in before the payment (a new one, or a bank entry now explained as it), and the loop meets the
                # payment again at i + 1 for the other checks.
                turn.plan.insert(i, Write(old_dues_for(rec), step.party))
                cleared.add("old_dues")
                continue
            from dhandha.lang.replies import render

            choices = [render("choice_old_dues", turn.language, kind=rec.kind),
                       render("choice_advance", turn.language, kind=rec.kind)]
            _ask(turn, deps, "old_dues", cleared, i, {"entry": shown(rec)}, choices=choices)
            return
        if not isinstance(step, Write):
            continue
        if rec.amount_paise and rec.amount_paise > int(owner["confirm_above_paise"]) and "confirm_large" not in cleared:
            _ask(turn, deps, "confirm_large", cleared, i, {"entries": [shown(s.record) for _, s in writes]})
            return
        moved = moved_at(turn, deps, rec)
        if "duplicate" not in cleared and (step.party.contact_id is not None or not rec.counterparty):
            window = timedelta(minutes=deps.settings.duplicate_minutes)
            start, end = iso(moved - window), iso(moved + window)
            if rec.on and rec.on != local_day(turn.received_at, deps.tz()).isoformat() and rec.counterparty:
                # "Ghosh da kal 1600 er mach niyechilen": an earlier day's entry told again has no time of day;
                # the same one that day is the entry already written, not a second
                start, end = day_bounds(date.fromisoformat(rec.on), deps.tz())
            same = store.similar_moved(rec.kind or "", rec.amount_paise or 0, step.party.contact_id, start, end)
            # The same input run again (killed before its reply was queued) finds its own entry: not a double.
            if same is not None and same["input_id"] != turn.input_id:
                minutes = max(1, int(abs((moved - parse_instant(same["occurred_at"])).total_seconds()) // 60))
                _ask(turn, deps, "duplicate", cleared, i, {"entry": shown(rec), "minutes": minutes})
                return
        if step.party.contact_id is not None and "unusual_amount" not in cleared:
            avg, count = store.usual_amount(step.party.contact_id, rec.kind or "", iso(moved - timedelta(days=180)))
            amount = rec.amount_paise or 0
            if count >= 3 and amount > 4 * avg and amount - avg >= 100_000:
                _ask(turn, deps, "unusual_amount", cleared, i, {"entry": shown(rec), "usual": avg})
                return


def _ask(turn: Turn, deps: Deps, why: str, cleared: set[str], index: int, values: dict[str, object],
         choices: list[str] | None = None, extra: dict[str, object] | None = None) -> None:
    ask(turn, deps, why, values, plan=turn.plan, cleared=sorted(cleared), index=index, choices=choices, extra=extra)


def moved_at(turn: Turn, deps: Deps, rec: Record) -> datetime:
    """When the money moved: the day the owner named, else when the message came."""
    return at_local_day(rec.on, local(turn.received_at, deps.tz())) if rec.on else turn.received_at


def bank_window(turn: Turn, deps: Deps, rec: Record) -> tuple[str, str]:
    """Where the bank's own entry of this money may lie. "kal" names a day, not an hour: said at 09:00, a credit
    the bank saw yesterday at 18:00 is still yesterday's, so the whole day named counts."""
    if not rec.on:
        return iso(turn.received_at - BANK_BEFORE), iso(turn.received_at + BANK_AFTER)
    start, end = day_bounds(date.fromisoformat(rec.on), deps.tz())
    return iso(parse_instant(start) - BANK_BEFORE), iso(parse_instant(end) + BANK_AFTER)


def _clock_wrong(deps: Deps, at: datetime) -> bool:
    """A clock in 1970 or 2099, or one that jumped back a day or a year ahead of the last entry."""
    if at.year not in SANE_YEARS:
        return True
    last = deps.store.last_recorded_at()
    if last is None:
        return False
    then = parse_instant(last)
    return at < then - CLOCK_BACK or at > then + CLOCK_AHEAD


def printed(note: str | None) -> str | None:
    """The name a bank printed, as kept on an unexplained entry ("to NILESH PATEL"): the reply already says in the
    owner's language which way the money went, so only the name is shown, never the English "to"/"from"."""
    if not note:
        return note
    for word in ("to ", "from "):
        if note.startswith(word):
            return note[len(word):]
    return note


def old_dues_for(pay: Record, amount_paise: int | None = None) -> Record:
    """The opening balance a payment from someone new clears: what they owed (or the shop owed them), the
    payment's sum unless the owner said how much the dues were."""
    owes = "them" if pay.kind == "payment_received" else "shop"
    return Record(kind="opening_balance", amount_paise=amount_paise or pay.amount_paise, counterparty=pay.counterparty,
                  owes=owes, on=pay.on)


def no_history(deps: Deps, party: Party) -> bool:
    """Nobody in the books yet by this name, or a contact with no entries."""
    if party.contact_id is None:
        return bool(party.new_name)
    return not deps.store.has_entries(party.contact_id)


def _named_elsewhere(plan: list[Step], step: Step, rec: Record) -> bool:
    """The same message also writes another entry for this person (their goods on credit, their old
    dues): the payment belongs with it, and there is no history to ask about."""
    name = (rec.counterparty or "").casefold()
    return any(isinstance(s, Write) and s is not step and (s.record.counterparty or "").casefold() == name
               for s in plan)


def _transfers_the_bank_saw(turn: Turn, deps: Deps) -> None:
    """Cash the owner says was taken out (or paid in) that a bank SMS already booked is that entry:
    a transfer the SMS booked needs nothing new; an unexplained one becomes the transfer."""
    store = deps.store
    for step in list(turn.plan):
        rec = step.record if isinstance(step, Write) else None
        if rec is None or rec.kind != "transfer" or not rec.amount_paise:
            continue
        start, end = bank_window(turn, deps, rec)
        if rec.route != "bank_to_bank" and rec.route not in ROUTE_SEEN_AS:
            continue
        # (a move between the owner's accounts is booked by the bank when both its SMS share a reference,
        # sms/ingest.py)
        booked = store.transfer_near(rec.route, rec.amount_paise, start, end, from_bank=True)
        if booked is None and rec.route == "bank_to_bank":
            _own_move_the_bank_saw(turn, step, rec, store.unexplained_near("unexplained_out", rec.amount_paise, start, end),
                                   store.unexplained_near("unexplained_in", rec.amount_paise, start, end))
            continue
        if booked is not None:
            turn.plan.remove(step)
            day = local_day(parse_instant(booked["occurred_at"]), deps.tz()).isoformat()
            turn.notes.append(Answer("already_in_books", {"entry": shown(rec), "date": day}))
            continue
        hit = store.unexplained_near(ROUTE_SEEN_AS[rec.route], rec.amount_paise, start, end)
        if hit is not None:
            bank = Record(kind=str(hit["kind"]), amount_paise=int(hit["amount_paise"]), counterparty=printed(hit["note"]))
            turn.plan[turn.plan.index(step)] = Amend(int(hit["id"]), bank, Record(**{**rec.__dict__, "on": None}))


def _own_move_the_bank_saw(turn: Turn, step: Step, rec: Record, out: Any, into: Any) -> None:
    """"moved 20,000 from HDFC to SBI" after both banks' SMS were booked unexplained: one move, not three entries."""
    if out is None:
        return
    at = turn.plan.index(step)
    turn.plan[at:at + 1] = own_move_steps(out, into, rec)


def own_move_steps(out: Any, into: Any, rec: Record) -> list[Step]:
    """The debit of one account becomes the owner's transfer, and the credit, the same money arriving in the
    other account, is cancelled, not counted again."""
    bank = Record(kind=str(out["kind"]), amount_paise=int(out["amount_paise"]), counterparty=printed(out["note"]))
    steps: list[Step] = [Amend(int(out["id"]), bank, Record(**{**rec.__dict__, "on": None}))]
    if into is not None:
        seen = Record(kind=str(into["kind"]), amount_paise=int(into["amount_paise"]), counterparty=printed(into["note"]))
        steps.append(Reverse(int(into["id"]), seen))
    return steps


def _bank_match(turn: Turn, deps: Deps, i: int, step: Write, cleared: set[str]) -> bool:
    """An owner's payment that a bank SMS already booked unexplained: one payment, not two. A sale, an expense or
    a purchase paid then is money that moved too: "ಕರೆಂಟ್ ಬಿಲ್ 1,180 ಫೋನ್ ಅಲ್ಲಿ ಕಟ್ಟಿದ್ದು" half an hour after the
    bank's SMS of 1,180 is that debit, and a second entry would count it twice (asked, never guessed)."""
    rec = step.record
    if rec.kind not in BANK_SIDE or not rec.amount_paise or (rec.kind == "purchase" and rec.on_credit):
        return False
    if rec.modes and set(rec.modes) == {"cash"}:
        return False  # said to be cash: the bank never saw it
    start, end = bank_window(turn, deps, rec)
    # A bank witness nobody explained yet, or one already put on this person (an SMS or a UPI app's
    # notification that named them): either way the owner's words may be the same payment.
    # One whose printed payer is clearly someone else is another person's payment, not this one.
    from dhandha.collect.evidence import names_someone_else, names_this_one

    hit = next((h for h in deps.store.bank_witnessed_near(BANK_SIDE[rec.kind], rec.kind, step.party.contact_id,
                                                          rec.amount_paise, start, end)
                if not names_someone_else(deps.store, int(h["id"]), step.party.contact_id)), None)
    if hit is None:
        return False
    bank = Record(kind=str(hit["kind"]), amount_paise=int(hit["amount_paise"]), counterparty=printed(hit["note"]))
    new = Record(**{**rec.__dict__, "on": None})
    if names_this_one(deps.store, int(hit["id"]), step.party.contact_id):
        # The SMS itself names this person ("AGRAWAL TRADERS credited"): the owner's words explain that
        # entry, there is nothing to ask (guide: bank entries are the owner's to explain).
        turn.plan[i] = Amend(int(hit["id"]), bank, new, step.party)
        return False
    match: list[Step] = [Amend(int(hit["id"]), bank, new, step.party)]
    match += [s for j, s in enumerate(turn.plan) if j != i]
    from dhandha.clock import local_day
    from dhandha.lang.replies import render

    day = local_day(parse_instant(hit["occurred_at"]), deps.tz()).isoformat()
    choices = [render("choice_same_payment", turn.language), render("choice_other_payment", turn.language)]
    _ask(turn, deps, "bank_match", cleared, i, {"entry": shown(rec), "bank_day": day, "bank_note": printed(hit["note"])},
         choices=choices, extra={"match": to_json(match)})
    return True
