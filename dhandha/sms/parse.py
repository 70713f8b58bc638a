"""Bank, UPI and wallet SMS -> one ledger-ready reading, or an honest "not a transaction".

The rule the parser lives by: decide on the main clause and its tense, not on keywords.

1. The sender header routes first: only a header can be a bank (banks.py); a phone number, a
   contact's name or any other sender never is (money-looking texts from one go to the owner's
   review queue), a "-P" header is marketing, a known fund/merchant/lender is not the owner's bank.
2. Footers ("Not you? Call ...", "Never share OTP", "SMS BLOCK 1186 to ...") are blanked out:
   words there decide nothing and their digits are never amounts, accounts or references.
3. The main event is the first money verb that is executed (not "will be debited", "to debit",
   "If debited", "not debited") and its direction is the owner's account's side: in
   "X debited; Y credited" the first account named is the owner's (see clause.py).
4. The verdict is vetoed by what the main clause says about itself: failed, scheduled,
   promotional, an amount blocked, a card-bill acknowledgement.
5. The amount is the one bound to that verb (never the balance, limit, minimum due or cap).

A bank text that looks like money moved but fits no shape is "review": the owner sees it,
nothing is logged, nothing is silently dropped.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from typing import Any, NamedTuple

from dhandha.money import to_rupees
from dhandha.sms import fields
from dhandha.sms.banks import Sender, is_bank_sender, read_sender
from dhandha.sms.clause import MAX_BODY, Clauses, main_event, normalise, read_clauses
from dhandha.sms.fields import Body
from dhandha.sms.party import counterparty
from dhandha.sms.patterns import NON_TXN_ORDER, rx

__all__ = ["MAX_BODY", "SmsParse", "is_bank_sender", "normalise", "parse_sms"]


class SmsParse(NamedTuple):
    # A NamedTuple, not a frozen dataclass: one is built for every SMS, five times cheaper.
    verdict: str                 # "transaction" | "not_transaction" | "review"
    is_transaction: bool         # verdict == "transaction"
    direction: str | None        # "credit" (money in) | "debit"
    amount_paise: int | None
    account_tail: str | None     # at most the last 4 digits, leading zeros kept
    counterparty: str | None     # exactly as printed (name, else VPA)
    ref: str | None
    balance_paise: int | None    # negative only for an overdrawn ("DR") balance
    channel: str | None          # upi imps neft rtgs card atm cheque wallet other
    date: dt.date | None         # from the body; None when it carries no full date
    reason: str                  # machine-readable why, e.g. "upi_debit", "otp", "failed"

    def to_json(self) -> dict[str, Any]:
        """The INTERFACES.md `sms parse` shape; every field null unless it is a transaction."""
        if not self.is_transaction:
            return {"is_transaction": False, "direction": None, "amount": None, "account_tail": None,
                    "counterparty": None, "ref": None, "balance": None, "channel": None, "date": None}
        return {
            "is_transaction": True,
            "direction": self.direction,
            "amount": None if self.amount_paise is None else to_rupees(self.amount_paise),
            "account_tail": self.account_tail,
            "counterparty": self.counterparty,
            "ref": self.ref,
            "balance": None if self.balance_paise is None else to_rupees(self.balance_paise),
            "channel": self.channel,
            "date": self.date.isoformat() if self.date else None,
        }

    def occurred_on(self, received: dt.datetime) -> dt.date:
        """The body's date, else the day the phone received the SMS."""
        return self.date or received.date()


def _not(reason: str) -> SmsParse:
    return SmsParse("not_transaction", False, None, None, None, None, None, None, None, None, reason)


def _review(reason: str, direction: str | None = None, amount: int | None = None) -> SmsParse:
    # Review keeps what was read, for the owner's queue; to_json still says "not a transaction".
    return SmsParse("review", False, direction, amount, None, None, None, None, None, None, reason)


@cache
def _bare_number() -> re.Pattern[str]:
    return re.compile(r"\d{1,3}(?:,\d{2,3})+|\b\d{3,}\b")


def _not_a_header(low: str, reason: str) -> SmsParse:
    """A person's number or name: never a bank. Money-looking texts (scams, forwards) go to review."""
    if rx().money_word.search(low) and (fields.amounts(low) or _bare_number().search(low)):
        return _review(reason)
    return _not(reason)


def _without_event(low: str, sender: Sender) -> SmsParse:
    """No executed movement: say why, or send a money-looking bank text to review."""
    p = rx()
    kinds = {kind for kind, _, _ in p.non_txn_words.words_in(low)}
    for reason in NON_TXN_ORDER:
        if reason in kinds:
            return _not(reason)
    if (sender.is_money_issuer and p.money_word.search(low)
            and any(a.label is None for a in fields.amounts(low))):
        return _review("unknown_shape")
    return _not("no_money_movement")


def parse_sms(sender: str, body: str, received: dt.datetime | None = None) -> SmsParse:
    """Read one SMS. `received` is accepted for the caller's date fallback (see occurred_on)."""
    who = read_sender(sender)
    printed = Body.of(normalise(body))
    if not who.is_header:
        return _not_a_header(printed.low, "plain_number_sender" if who.kind == "mobile" else "not_a_header")
    if who.promotional:
        return _not("promo")
    # A merchant's code may also keep a stored balance for the owner ("paid using your Amazon Pay
    # balance"): that text is the only record of the wallet's money. Anything else it sends is not.
    if who.kind == "nonbank" and not rx().stored_balance.search(printed.low):
        return _not("not_a_bank")
    c = read_clauses(printed)
    p = rx()
    if "otp" in c.gates:
        return _not("otp")
    if "request" in c.gates:
        return _not("collect_request")
    low = c.body.low
    if not c.verbs:
        return _without_event(low, who)
    balance_paise, balance_span = fields.balance(low)
    event = main_event(c, balance_span)
    if event is None:
        return _without_event(low, who)

    lo, hi = c.sentence(event.start)
    # Whether money came back matters only to a credit (every use below asks the direction first).
    reversal = event.direction == "credit" and _reversal(low)
    veto = _veto(c, event.direction, (lo, hi), reversal)
    if veto:
        return _not(veto)
    tail = fields.account_tail(low, event.direction)
    if not tail and "third_party" in c.gates:
        return _not("third_party_confirmation")
    # A sender we cannot place must show the owner's account, not just a card a merchant saw.
    # A UPI payment with its RRN ("paid to X via slice UPI. UPI Ref: 6083..") is the payer's app's own
    # record: only the payer's PSP knows the RRN at debit time, and the ledger dedupes on it.
    if who.kind == "unknown" and not ((tail and not tail.card) or balance_paise is not None
                                      or p.owner_words.search(low)
                                      or (event.direction == "debit" and p.upi_ref.search(low))):
        return _not("no_owner_account")

    found = fields.amounts(low, balance_span)
    amount = fields.transaction_amount(low, found, (event.start, event.end), (lo, hi))
    if amount is None:
        # Amounts but none the verb can own (a foreign currency spend beside an INR limit): the
        # owner decides. No amount at all ("request for cheque book received"): not money.
        return _review("no_amount", event.direction) if found or balance_paise is not None else _not("no_amount")
    if fields.doubtful(low, amount):
        return _review("unsure_amount", event.direction)

    narrated = fields.narration(c.body) if _has_bank_rail(c.rails) else None
    chan = fields.channel(low, printed.low, c.rails, who.upi_header)
    party = None
    # Cash out (an ATM, or an agent's shop over AePS) has no other party: the shop only hands over cash.
    if chan != "atm" and not event.word.startswith(("withdr", "wdl", "आहर", "निका")):
        # A one-word header sentence ("Received!") hands its slots to the next sentence; a
        # heading ("UPI Debit Alert! ... To: RAMESH") to the whole body.
        slots_end = len(low) if event.header else hi if hi - lo >= 25 else c.sentence(hi)[1]
        party = counterparty(c.body, event.direction, event.start, (lo, slots_end), amount.end,
                             narrated.name if narrated else None, reversal)
    ref = fields.reference(c.body) or (narrated.ref if narrated else None)
    return SmsParse(
        verdict="transaction",
        is_transaction=True,
        direction=event.direction,
        amount_paise=amount.paise,
        account_tail=tail.digits if tail else None,
        counterparty=party,
        ref=ref,
        balance_paise=balance_paise,
        channel=chan,
        # A date in a sentence about the future ("next instalment on 05-02") is not this one's.
        date=fields.first_date(low, [c.sentence(at) for at in c.gates.get("future", ())]),
        reason=f"{chan or 'account'}_{event.direction}",
    )


def _has_bank_rail(rails: dict[str, int]) -> bool:
    return "upi" in rails or "imps" in rails or "neft" in rails or "rtgs" in rails


def _reversal(low: str) -> bool:
    """The body says money came back (rx().reversal). Its words are gated by plain substring
    tests first: "revers", "refund" and "cashback" match on their own; the other two alternatives
    are searched one at a time, each from its own literal opening word, which the regex engine
    skips to directly (the joined pattern would stop at every "c" and "r" of the body)."""
    if "revers" in low or "refund" in low or "cashback" in low:
        return True
    p = rx()
    return ("credited" in low and p.credited_back.search(low) is not None) or (
        "returned" in low and p.returned_to_you.search(low) is not None)


def _veto(c: Clauses, direction: str, sentence: tuple[int, int], reversal: bool) -> str | None:
    """What the main clause says about itself that makes the movement not (yet) one.
    `reversal`: the body says the money came back (a reversal, a refund)."""
    low = c.body.low
    gates = c.gates
    if "failed" in gates and not (direction == "credit" and reversal):
        return "failed"
    if direction == "credit" and reversal and rx().not_yet.search(low):
        return "refund_initiated"
    if not gates:  # most alerts: no gate word at all, so none of the sentence checks below can hold
        return _payment_ack(low, direction, reversal)
    if "future" in gates and c.in_sentence("future", sentence):
        return "mandate_notice"
    if "blocked" in gates and c.in_sentence("blocked", sentence):
        return "amount_blocked"
    if "statement" in gates:
        return "statement"
    if "emi_conversion" in gates:
        return "emi_conversion"
    if direction == "credit" and "voucher" in gates and c.in_sentence("voucher", sentence):
        return "reward_voucher"
    if "promo" in gates and c.in_sentence("promo", sentence):
        return "promo"
    return _payment_ack(low, direction, reversal)


def _payment_ack(low: str, direction: str, reversal: bool) -> str | None:
    """A card bill or loan payment acknowledged by whoever was paid (the owner's own bank already
    wrote the money leaving)."""
    # Every shape of the acknowledgement holds "payment", or "received" with "card".
    if (direction == "credit" and not reversal and ("payment" in low or ("card" in low and "received" in low))
            and rx().payment_ack.search(low)
            and not rx().into_your_account.search(low)):
        return "payment_ack"
    return None
