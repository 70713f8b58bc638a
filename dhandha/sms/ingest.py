"""The one path from a stored raw SMS to the ledger.

For each raw row still in state 'new', oldest first:
  parse -> not a transaction: 'ignored'; unsure: 'review' (kept for the owner, never logged)
        -> a transaction: its payment key (see `payment_key`); an earlier SMS of the same
           payment within the window makes this one a 'duplicate' of that entry; otherwise ONE
           ledger entry, booked by `ledger.book` (the same SQL, read-back and balance checks as
           an owner's message): a payment of the matched contact or a transfer ('logged'), or an
           unexplained bank entry ('unassigned'; the owner is asked later by notify).

An SMS the parser crashes on goes to review (never dropped, never blocking the rest) and is
tried again on each run until the owner has been shown it, so a parser fix recovers it.

Rows are done in batches, each batch one transaction holding the entries and the rows' new
states together: a kill at any point leaves either all of a batch or none of it, and the
next run simply goes on with the rows still 'new'.

A batch is booked the cheap way first: every SMS parsed, the earlier SMS of their payments
looked up in one query, each payment joined to the entry the owner or a UPI app already wrote for
it or else written through `ledger.book`'s batch (one read-back for the whole batch), and the
rows' results written with one statement. If anything in that goes
wrong (a write refused, a read-back that disagrees), the batch is undone and done again one SMS
at a time, each in its own savepoint, so the SMS that cannot be written goes to review without
undoing the others. Both ways give the same books.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta
from typing import Any

from dhandha.clock import iso, local, parse_instant, zone
from dhandha.deps import Deps
from dhandha.errors import BooksDamaged
from dhandha.ledger.book import BookingBatch, Where, book
from dhandha.ledger.steps import Amend, Link, Party, Step, Write
from dhandha.money import MAX_PAISE
from dhandha.reading import Record
from dhandha.sms.match import Matcher
from dhandha.store.sms import PARSER_FAILED

log = logging.getLogger("dhandha.sms")

# A second SMS with the same payment key within this window is the same payment (the other
# bank's copy, a resend); later than that, the same key is a new payment.
WINDOW = timedelta(days=3)
# The bank's SMS of a move between the owner's own accounts comes within these of the owner's telling it.
OWN_MOVE_BEFORE, OWN_MOVE_AFTER = timedelta(days=1), timedelta(hours=2)
# ... and cash the owner told of taking out or paying in, within these.
CASH_MOVE_BEFORE, CASH_MOVE_AFTER = timedelta(days=3), timedelta(hours=1)
# The two SMS of one move between the owner's own accounts (the debit of one, the credit of the other, one
# reference) come within this of each other.
OTHER_LEG = timedelta(days=1)
BATCH = 500

Progress = Callable[[int], None]


@dataclass
class Stats:
    logged: int = 0
    unassigned: int = 0
    duplicate: int = 0
    review: int = 0
    ignored: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, state: str) -> None:
        setattr(self, state, getattr(self, state) + 1)

    @property
    def done(self) -> int:
        return self.logged + self.unassigned + self.duplicate + self.review + self.ignored

    def as_dict(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in ("logged", "unassigned", "duplicate", "review", "ignored")}


class NotWritten(Exception):
    """A transaction SMS that could not become an entry; it goes to review with this reason."""


def ingest_pending(deps: Deps, batch: int = BATCH, progress: Progress | None = None) -> Stats:
    """Parse and book every stored SMS not yet done; safe to run again at any time."""
    store = deps.store
    stats = Stats()
    with store.tx():
        store.sms_follow_corrections()
        store.sms_retry_parser_failures()
    run = _Run(deps, Matcher(store), deps.tz(), deps.language(), stats)
    with store.journals_in_memory():
        _book_all(store, run, batch, progress)
    return stats


def _book_all(store: Any, run: _Run, batch: int, progress: Progress | None) -> None:
    stats = run.stats
    while ids := store.sms_unparsed_ids():  # again at the end: rows kept while this ran
        for start in range(0, len(ids), batch):
            chunk = ids[start:start + batch]
            try:
                with store.tx():  # the whole batch the cheap way, or none of it
                    done = _batch(run, store.sms_rows(chunk))
            except _Undone as undone:
                log.info("batch of %d SMS booked one by one after a failure", len(chunk), exc_info=undone.__cause__)
                run.matcher.forget()  # it may remember what the undone batch taught it
                with store.tx():
                    done = [_one(run, row) for row in store.sms_rows(chunk)]
            for state in done:
                stats.add(state)
            if progress is not None:
                progress(stats.done)


class _Undone(Exception):
    """The cheap way failed and its transaction was rolled back: the batch goes again one SMS at a time.

    The batch's own transaction is undone rather than a savepoint inside it: while a savepoint is
    open SQLite copies every page the batch touches into a sub-journal (megabytes a batch), for a
    rollback that almost never happens.
    """


@dataclass
class _Run:
    """What every SMS of one run shares (the owner's zone and language are read once, not per SMS)."""

    deps: Deps
    matcher: Matcher
    tz: str
    lang: str
    stats: Stats


@dataclass
class _Read:
    """One SMS as parsed, before it is booked."""

    row: Any
    received: datetime
    p: Any = None  # the parse; None when the parser failed
    parsed: str | None = None  # its JSON
    key: str | None = None  # the payment key of a transaction
    result: tuple[Any, ...] | None = None  # (state, verdict, reason, parsed, key, entry id) once decided


class _Redo(Exception):
    """The cheap way found something it does not decide itself: the batch goes one SMS at a time."""


def _read(run: _Run, row: Any) -> _Read:
    """Parse one SMS and decide what needs no booking (not a transaction, unsure, the parser failed)."""
    from dhandha.sms.parse import parse_sms

    received = parse_instant(row["received_at"])
    r = _Read(row, received)
    here = local(received, run.tz)
    try:
        p = parse_sms(row["sender"], row["body"], here)
    except Exception as exc:  # a parser bug must not stop the inbox: the SMS waits for the owner
        log.exception("parser failed on sms %s", row["id"])
        r.result = ("review", None, f"{PARSER_FAILED}: {type(exc).__name__}: {exc}"[:300], None, None, None)
        return r
    r.p, r.parsed = p, json.dumps(p.to_json(), ensure_ascii=False)
    if p.verdict == "not_transaction":
        r.result = ("ignored", p.verdict, p.reason, r.parsed, None, None)
    elif p.verdict != "transaction" or p.direction not in ("credit", "debit") or not p.amount_paise:
        r.result = ("review", p.verdict, p.reason or "no amount or direction", r.parsed, None, None)
    else:
        r.key = payment_key(p, row["body"], here.date())
    return r


def _batch(run: _Run, rows: list[Any]) -> list[str]:
    """Book a batch the cheap way (see the module's docstring); raises _Undone to have it done one by one."""
    try:
        return _batch_cheaply(run, rows)
    except BooksDamaged:
        raise  # nothing more is written, one by one or otherwise
    except Exception as exc:
        raise _Undone from exc


def _batch_cheaply(run: _Run, rows: list[Any]) -> list[str]:
    store = run.deps.store
    reads = [_read(run, row) for row in rows]
    keys = sorted({r.key for r in reads if r.key})
    # Earlier SMS of these payments that hold an entry: from earlier batches and runs, then this one; and of
    # the same references the other way (the other side of a move between the owner's own accounts).
    firsts: dict[str, list[tuple[str, int, int]]] = store.sms_payments_holding(
        keys + [k for k in map(_other_way, keys) if k])
    taken = store.entry_keys_taken([f"sms:{k}:0" for k in keys])
    batch = BookingBatch(store)
    written = []
    amounts = _amounts_near(run, reads)
    held: list[_Read] = []  # SMS of this batch now holding an entry, not yet written so
    for r in reads:
        if r.result is not None:
            continue
        assert r.key is not None
        here = firsts.get(r.key, [])
        if here:  # most payments have no earlier SMS: the window is worked out only for those that do
            start, end = iso(r.received - WINDOW), iso(r.received + WINDOW)
            here = [f for f in here if start <= f[0] <= end and f[1] != r.row["id"]]
        if here:
            _, first_id, entry_id = min(here)
            r.result = ("duplicate", r.p.verdict, f"same payment as sms {first_id}", r.parsed, r.key, entry_id)
            continue
        occurred = _occurred(r.p.date, r.received, run.tz)
        if firsts.get(_other_way(r.key) or ""):  # rare: the same reference seen the other way
            _hold(store, held)
            batch.read_back()  # the other leg may be this batch's own entry: it is checked before it changes
            move = _own_move(run, r.p, r.key, r.received)
            if move is not None:
                booking = batch.write([move], Where(source="sms", key=f"sms:{r.key}", at=occurred, tz=run.tz,
                                                    language=run.lang))
                entry_id = booking.effects[0].entry_id
                firsts.setdefault(r.key, []).append((str(r.row["received_at"]), int(r.row["id"]), entry_id))
                r.result = ("logged", r.p.verdict, OWN_MOVE, r.parsed, r.key, entry_id)
                held.append(r)
                written.append(booking)
                continue
        # No entry of this amount anywhere near: none the SMS could join (see _amounts_near).
        near = int(r.p.amount_paise) in amounts
        if near:
            _hold(store, held)
        linked = _same_as_written(run, r.row, r.p, occurred) if near else None
        if linked is not None:  # the owner or a UPI app told of this payment first: the SMS joins that entry
            r.result = ("logged", r.p.verdict, linked[1], r.parsed, r.key, linked[0])
            firsts.setdefault(r.key, []).append((str(r.row["received_at"]), int(r.row["id"]), linked[0]))
            held.append(r)
            continue
        steps, where, logged = _plan(run, r.row, r.p, r.key, occurred, taken)
        booking = batch.write(steps, where)
        if len(booking.effects) != 1:
            raise _Redo(f"sms {r.row['id']}: {len(booking.effects)} entries written")
        entry_id = booking.effects[0].entry_id
        amounts.add(int(r.p.amount_paise))  # an entry of this batch is near the SMS after it too
        taken.add(f"{where.key}:0")
        firsts.setdefault(r.key, []).append((str(r.row["received_at"]), int(r.row["id"]), entry_id))
        r.result = ("logged" if logged else "unassigned", r.p.verdict, r.p.reason, r.parsed, r.key, entry_id)
        held.append(r)
        written.append(booking)
    _hold(store, held)
    batch.read_back()
    problems = [p for b in written for p in b.problems]
    if problems:
        raise _Redo("; ".join(problems))
    results = [r.result for r in reads if r.result is not None]
    store.sms_set_results([(*res[1:], res[0], r.row["id"]) for r, res in zip(reads, results, strict=True)
                           if res[0] not in ("logged", "unassigned")])
    return [res[0] for res in results]


def _amounts_near(run: _Run, reads: list[_Read]) -> set[int]:
    """Every amount an entry has around the batch's payments, in one query: an SMS whose amount is
    not among them cannot be another account of an entry already written (each lookup of
    `_same_as_written` asks for the same amount, in a window inside this one), so it is booked
    without them. The batch's own entries are added as they are written."""
    from dhandha.collect.evidence import OWNER_AFTER, OWNER_BEFORE

    times = [_occurred(r.p.date, r.received, run.tz) for r in reads if r.result is None]
    if not times:
        return set()
    before = max(CASH_MOVE_BEFORE, OWN_MOVE_BEFORE, OWNER_BEFORE)
    after = max(CASH_MOVE_AFTER, OWN_MOVE_AFTER, OWNER_AFTER)
    return run.deps.store.amounts_moved_between(iso(min(times) - before), iso(max(times) + after))


def _hold(store: Any, held: list[_Read]) -> None:
    """The SMS that now hold an entry say so, in one statement, before anything looks: an SMS of the
    batch looking for an entry to join must see those entries as witnessed by a bank SMS already
    (dhandha/collect/evidence.py), as it would one by one. Nothing else in a batch reads them."""
    if held:
        store.sms_set_results([(*r.result[1:], r.result[0], r.row["id"]) for r in held if r.result is not None])
        held.clear()


def _one(run: _Run, row: Any) -> str:
    from dhandha.sms.parse import parse_sms

    deps, tz = run.deps, run.tz
    store = deps.store
    received = parse_instant(row["received_at"])
    try:
        p = parse_sms(row["sender"], row["body"], local(received, tz))
    except Exception as exc:  # a parser bug must not stop the inbox: the SMS waits for the owner
        log.exception("parser failed on sms %s", row["id"])
        return _set(deps, row, "review", None, f"{PARSER_FAILED}: {type(exc).__name__}: {exc}"[:300], None)
    parsed = json.dumps(p.to_json(), ensure_ascii=False)
    if p.verdict == "not_transaction":
        return _set(deps, row, "ignored", p.verdict, p.reason, parsed)
    if p.verdict != "transaction" or p.direction not in ("credit", "debit") or not p.amount_paise:
        return _set(deps, row, "review", p.verdict, p.reason or "no amount or direction", parsed)
    key = payment_key(p, row["body"], local(received, tz).date())
    first = store.sms_payment_for(key, iso(received - WINDOW), iso(received + WINDOW), row["id"])
    if first is not None:
        return _set(deps, row, "duplicate", p.verdict, f"same payment as sms {first['id']}", parsed,
                    key, int(first["entry_id"]))
    occurred = _occurred(p.date, received, tz)
    move = _own_move(run, p, key, received)
    if move is not None:
        with store.tx():
            booking = book(store, [move], Where(source="sms", key=f"sms:{key}", at=occurred, tz=tz,
                                                language=run.lang))
        if booking.problems:
            return _set(deps, row, "review", p.verdict, f"not written: {'; '.join(booking.problems)}"[:300], parsed, key)
        return _set(deps, row, "logged", p.verdict, OWN_MOVE, parsed, key, booking.effects[0].entry_id)
    linked = _same_as_written(run, row, p, occurred)
    if linked is not None:
        return _set(deps, row, "logged", p.verdict, linked[1], parsed, key, linked[0])
    try:
        with store.tx():  # a savepoint: this SMS's entry, or nothing
            entry_id, state = _book(run, row, p, key, occurred)
    except Exception as exc:
        log.exception("could not book sms %s", row["id"])
        run.stats.errors.append(f"sms {row['id']}: {exc}")
        return _set(deps, row, "review", p.verdict, f"not written: {exc}"[:300], parsed, key)
    return _set(deps, row, state, p.verdict, p.reason, parsed, key, entry_id)


OWN_MOVE = "the other side of a move between the owner's own accounts"


def _other_way(key: str | None) -> str | None:
    """The payment key of the same reference and amount, the money going the other way."""
    if not key or not key.startswith("ref:"):
        return None
    head, _, direction = key.rpartition(":")
    return f"{head}:{'debit' if direction == 'credit' else 'credit'}"


def _own_move(run: _Run, p: Any, key: str, received: datetime) -> Amend | None:
    """The debit of one account and the credit of another under one reference ("IMPS ... To A/c xx5546" and
    "A/c **5546 Credited ... IMPS/<ref>/SELF") are one move between the owner's own accounts, whatever the owner
    says of it: the first SMS's unexplained entry becomes that transfer, and this SMS joins it. Both SMS reach
    this phone, so both accounts are the owner's. The same account both ways is a payment coming back (a
    reversal), not a move; either account unknown, nothing is assumed."""
    other = _other_way(key)
    mine = _digits(p.account_tail)
    if other is None or not mine:
        return None
    leg = run.deps.store.sms_other_leg(other, iso(received - OTHER_LEG), iso(received + OTHER_LEG))
    if leg is None:
        return None
    theirs = _digits(json.loads(leg["parsed"] or "{}").get("account_tail"))
    if not theirs or mine.endswith(theirs) or theirs.endswith(mine):
        return None
    amount = int(leg["amount_paise"])
    bank = Record(kind=str(leg["kind"]), amount_paise=amount)
    return Amend(int(leg["id"]), bank, Record(kind="transfer", amount_paise=amount, route="bank_to_bank"))


def _digits(tail: Any) -> str:
    return "".join(ch for ch in str(tail or "") if ch.isdigit())


def _same_as_written(run: _Run, row: Any, p: Any, occurred: datetime) -> tuple[int, str] | None:
    """The entry this SMS is another account of (the owner wrote it, or a UPI app told of it first).

    The SMS joins that entry instead of booking a second one, and the owner is told, with one
    question that undoes the match (dhandha/collect/evidence.py).
    """
    from dhandha.collect.evidence import Witness, find_entry, link_reason, offer_unmerge
    from dhandha.store.sms import TOLD

    if not 0 < int(p.amount_paise) <= MAX_PAISE:
        return None  # no entry holds such a sum; booking refuses it with its reason
    route = _transfer_route(p, row["body"])
    if route is not None:
        # Cash the owner already said was taken out (or paid in): the SMS joins that transfer.
        store = run.deps.store
        mine = store.transfer_near(route, int(p.amount_paise), iso(occurred - CASH_MOVE_BEFORE),
                                   iso(occurred + CASH_MOVE_AFTER), from_bank=False)
        if mine is None:
            return None
        store.sms_mark([int(row["id"])], TOLD)
        return int(mine["id"]), "the transfer the owner wrote"
    store = run.deps.store
    own = store.own_transfer_for_leg(int(p.amount_paise), p.direction, iso(occurred - OWN_MOVE_BEFORE),
                                     iso(occurred + OWN_MOVE_AFTER))
    if own is not None:
        # "moved 20,000 from HDFC to my SBI": the debit of one account and the credit of the other are
        # the bank's two views of that one move.
        store.sms_mark([int(row["id"])], TOLD)
        return int(own["id"]), "the transfer the owner wrote"
    handles = tuple(h for h in (getattr(p, "vpa", None), p.counterparty) if h)
    w = Witness(f"sms:{row['id']}", p.direction == "credit", int(p.amount_paise), occurred, p.ref, handles)
    deps, store = run.deps, run.deps.store
    hit = find_entry(store, w, run.matcher)
    if hit is None:
        return None
    store.sms_mark([int(row["id"])], TOLD)  # not listed as a new entry: it is not one
    if row["received_at"] >= iso(deps.clock() - timedelta(days=7)):
        text = offer_unmerge(store, deps.owner_chat, w.evidence, int(hit["id"]), w.amount_paise, p.counterparty,
                             hit.get("counterparty"), "SMS", run.lang, deps.clock(), 12 * 60)
        if text:
            store.outbox_add(f"sms_link:{row['id']}", "owner", deps.owner_chat, "sms_batch", text)
    return int(hit["id"]), link_reason(hit)


def _set(deps: Deps, row: Any, state: str, verdict: str | None, reason: str | None, parsed: str | None,
         key: str | None = None, entry_id: int | None = None) -> str:
    deps.store.sms_set_result(row["id"], verdict=verdict, reason=reason, parsed=parsed, state=state,
                              dedup_key=key, entry_id=entry_id)
    return state


def payment_key(p: Any, body: str, received_day: Any) -> str:
    """What makes two SMS one payment.

    With a reference: ref + amount + direction. Not the account tail: the two SMS of one UPI
    payment can come from two banks that print different accounts. A reversal reuses the
    ref with the other direction, so it is its own payment. Without a reference: the account,
    amount, direction, day and the text itself, so only a true resend matches.
    """
    if p.ref:
        return f"ref:{str(p.ref).strip().upper()}:{p.amount_paise}:{p.direction}"
    text = " ".join(unicodedata.normalize("NFKC", body).casefold().split())
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return f"text:{p.account_tail or '-'}:{p.amount_paise}:{p.direction}:{p.date or received_day}:{digest}"


def _occurred(day: Any, received: datetime, tz: str) -> datetime:
    """When the money moved: the SMS time, unless the body dates it to an earlier day."""
    here = local(received, tz)
    if day is None or day >= here.date() or (here.date() - day).days > 45:
        return received  # no date, today's, or implausible: the phone's clock is the better witness
    return datetime.combine(day, time(12, 0), tzinfo=zone(tz))


def _book(run: _Run, row: Any, p: Any, key: str, occurred: datetime) -> tuple[int, str]:
    """Book the SMS through the same ledger function as an owner's message, and read it back."""
    store = run.deps.store
    taken = {k for k in (f"sms:{key}:0",) if store.entry_by_key(k) is not None}
    steps, where, logged = _plan(run, row, p, key, occurred, taken)
    booking = book(store, steps, where)
    if booking.problems:
        raise NotWritten("; ".join(booking.problems))
    if len(booking.effects) != 1:
        raise NotWritten(f"{len(booking.effects)} entries written")
    return booking.effects[0].entry_id, "logged" if logged else "unassigned"


def _plan(run: _Run, row: Any, p: Any, key: str, occurred: datetime, taken: set[str]
          ) -> tuple[list[Step], Where, bool]:
    """What one payment SMS writes: (steps, where, logged?).

    A payment from or to a contact the bank's words name beyond doubt is theirs; cash taken out at
    an ATM or paid in at a deposit machine is a transfer; anything else is an unexplained bank entry
    until the owner says what it was (never a sale or an expense by default). `taken`: idempotency
    keys of entries already in the books.
    """
    matcher = run.matcher
    credit = p.direction == "credit"
    handles = [h for h in (getattr(p, "vpa", None), p.counterparty) if h]
    printed = p.counterparty or None
    route = _transfer_route(p, row["body"])
    m = matcher.match(handles) if route is None else None
    party = Party()
    if route is not None:
        rec = Record(kind="transfer", amount_paise=int(p.amount_paise), route=route)
    elif m is not None and m.confident and (m.role in ("customer", None) if credit else m.role == "supplier"):
        rec = Record(kind="payment_received" if credit else "payment_made", amount_paise=int(p.amount_paise),
                     counterparty=m.name)
        party = Party(contact_id=m.contact_id)
        if m.role is None:
            matcher.forget()  # this booking teaches the contact a role, which the next match may need
    else:
        rec = Record(kind="unexplained_in" if credit else "unexplained_out", amount_paise=int(p.amount_paise))
    # The payment key names the entry, so the unique idempotency key backs the dedup above;
    # a payment that repeats a key after the window gets the SMS row's id as well.
    input_key = f"sms:{key}"
    if f"{input_key}:0" in taken:
        input_key = f"sms:{key}#{row['id']}"
    where = Where(source="sms", key=input_key, at=occurred, tz=run.tz, language=run.lang)
    note = f"{'from' if credit else 'to'} {printed}" if printed and party.contact_id is None else None
    steps: list[Step] = [Write(rec, party, note)]
    vpa = next((h for h in handles if "@" in h), None)
    if m is not None and m.how == "phone" and party.contact_id is not None and vpa:
        steps.append(Link(vpa, party.contact_id))  # the payer's UPI id is theirs from now on
        matcher.forget()  # the next SMS from this UPI id is matched by the link
    return steps, where, party.contact_id is not None or route is not None


_CASH_IN = re.compile(r"\bcash\s*dep|\bcdm\b|deposited\s+(?:in|by|through)\s+cash|\bby\s+cash\b|\bcash\s+credit",
                      re.IGNORECASE)


# "Rs.20000 withdrawn from HDFC Bank Card x4521 at HDFC BORING ROAD": a card that withdraws hands out
# cash (a purchase is "spent" or "debited at"); so do AePS and branch withdrawals.
_CASH_OUT = re.compile(r"\bwithdrawn\b|\bcash\s*(?:wdl|withdrawal)\b|\batm\s*(?:wdl|withdrawal)\b", re.IGNORECASE)
_ACCOUNT_TO_ACCOUNT = re.compile(r"\b(?:upi|neft|imps|rtgs|nach|emi|mandate|auto\s*debit)\b", re.IGNORECASE)


def _transfer_route(p: Any, body: str) -> str | None:
    """Cash out of an ATM, or cash paid into the bank: money moving between the galla and the bank."""
    if p.direction == "debit" and (p.channel == "atm" or (
            _CASH_OUT.search(body) and not _ACCOUNT_TO_ACCOUNT.search(body))):
        return "bank_to_cash"
    if p.direction == "credit" and _CASH_IN.search(body):
        return "cash_to_bank"
    return None
