"""Bank, UPI and wallet SMS -> one ledger-ready reading, or an honest "not a transaction".

The rule the parser lives by: decide on the main clause and its tense, not on keywords.

1. The sender header routes first: a phone number is never a bank (money-looking texts from one
   go to the owner's review queue), a "-P" header is marketing, a known fund/merchant/lender is
   not the owner's bank.
2. Footers ("Not you? Call ...", "Never share OTP", "SMS BLOCK 1186 to ...") are blanked out:
   words there decide nothing and their digits are never amounts, accounts or references.
3. The main event is the first money verb that is executed (not "will be debited", "to debit",
   "If debited", "not debited") and its direction is the owner's account's side: in
   "X debited; Y credited" the first account named is the owner's.
4. The verdict is vetoed by what the main clause says about itself: failed, scheduled,
   promotional, a card-bill acknowledgement.
5. The amount is the one bound to that verb (never the balance, limit, minimum due or cap).

A bank text that looks like money moved but fits no shape is "review": the owner sees it,
nothing is logged, nothing is silently dropped.
"""

from __future__ import annotations

import bisect
import datetime as dt
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any

from dhandha.money import to_rupees
from dhandha.sms import fields
from dhandha.sms.banks import Sender, is_bank_sender, read_sender
from dhandha.sms.party import counterparty
from dhandha.sms.patterns import rx

__all__ = ["SmsParse", "is_bank_sender", "normalise", "parse_sms"]

# Real alerts are under 500 characters; a longer body is capped so one odd message costs
# the same as any other.
MAX_BODY = 2000


@dataclass(frozen=True)
class SmsParse:
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
def _digit_map() -> dict[int, str]:
    """Indic digits (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada,
    Malayalam) to ASCII, so 'रु ५००' reads as 500."""
    table: dict[int, str] = {}
    for zero in (0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66):
        for i in range(10):
            table[zero + i] = str(i)
    for invisible in (0x200B, 0xFEFF, 0x00AD):
        table[invisible] = ""
    table[0x0D] = "\n"
    return table


def normalise(body: str) -> str:
    """NFKC (math-sans 𝖽𝖾𝖻𝗂𝗍𝖾𝖽 -> debited, full-width digits), Indic digits to ASCII, capped."""
    text = unicodedata.normalize("NFKC", (body or "")[:MAX_BODY])
    return text.translate(_digit_map()).rstrip()


def _blank_footers(text: str) -> str:
    """Replace each footer, up to its sentence end, with spaces: positions stay aligned."""
    p = rx()
    m = p.footer.search(text)
    if not m:
        return text
    out = []
    pos = 0
    while m:
        end_m = p.footer_end.search(text, m.end())
        end = end_m.start() if end_m else len(text)
        out.append(text[pos:m.start()])
        out.append(" " * (end - m.start()))
        pos = end
        m = p.footer.search(text, end)
    out.append(text[pos:])
    return "".join(out)


@cache
def _boundary_rx() -> tuple[re.Pattern[str], frozenset[str]]:
    boundary = re.compile(r"[.!?;](?=\s|$)|[!?;]|\.(?=[A-Za-z]{2})")
    # A dot after these is an abbreviation, not the end of a sentence.
    abbreviations = frozenset(
        ["rs", "inr", "no", "a/c", "ac", "acct", "avl", "bal", "ref", "dr", "cr", "mr", "ms", "mrs", "st", "txn", "amt", "ltd", "pvt", "co", "nos", "info", "avail", "aval", "avbl", "trxn", "incl", "vs", "dt", "sb", "ca", "mob", "ph", "chq", "approx", "govt", "sr", "jr", "smt", "shri"])
    return boundary, abbreviations


def _sentence_ends(core: str) -> list[int]:
    boundary, abbreviations = _boundary_rx()
    ends = []
    for m in boundary.finditer(core):
        i = m.start()
        if core[i] == ".":
            j = i
            while j > 0 and (core[j - 1].isalpha() or core[j - 1] == "/"):
                j -= 1
            word = core[j:i].lower()
            if len(word) == 1 or word in abbreviations:
                continue
        ends.append(i + 1)
    return ends


def _sentence(ends: list[int], pos: int, size: int) -> tuple[int, int]:
    k = bisect.bisect_right(ends, pos)
    return (ends[k - 1] if k else 0), (ends[k] if k < len(ends) else size)


@dataclass(frozen=True)
class _Event:
    start: int
    end: int
    direction: str
    word: str


def _main_event(core: str, ends: list[int], balance_span: tuple[int, int] | None) -> _Event | None:
    """The first executed money verb, with the owner's direction; weak nouns only as a last resort."""
    p = rx()
    weak: _Event | None = None
    for m in p.event.finditer(core):
        if balance_span and balance_span[0] <= m.start() < balance_span[1]:
            continue
        lo, hi = _sentence(ends, m.start(), len(core))
        left = core[max(lo, m.start() - 40):m.start()]
        if p.unexecuted_left.search(left):
            continue
        kind = m.lastgroup or ""
        word = m.group(0).lower()
        right = core[m.end():min(hi, m.end() + 60)]
        if kind == "weak":
            if weak is None and _weak_is_spend(core[lo:hi]):
                weak = _Event(m.start(), m.end(), "debit", word)
            continue
        direction = "debit" if kind in ("debit", "hi_debit") else "credit"
        # "X has received Rs 500 from your A/c": the verb is the payee's; the owner paid.
        if word == "received" and re.search(r"\bfrom\s+(?:your|ur)\b", right, re.I):
            direction = "debit"
        # "Rs 500 transferred to your A/c": money came in.
        elif direction == "debit" and re.match(r"(?:sent|transferred|paid)", word) and re.search(
                r"\bto\s+(?:your|ur)\s+(?:\w+\s+){0,3}?(?:a/c|ac|acct|account|wallet)\b", right, re.I):
            direction = "credit"
        # "NEFT ... for Rs 22050 has been credited to the beneficiary": the owner sent it.
        elif word == "credited" and re.match(r"\s*to\s+(?:the\s+)?(?:beneficiary|payee)", right, re.I):
            direction = "debit"
        # "Net interest INR 248 paid on your Deposit": interest paid to the owner.
        elif word == "paid" and re.search(r"\binterest\b", core[lo:m.start()], re.I):
            direction = "credit"
        return _Event(m.start(), m.end(), direction, word)
    return weak


def _weak_is_spend(sentence: str) -> bool:
    """'Txn Rs.58 On Card 1186 At X', 'transaction ... by Debit Card done at X',
    'payment ... was processed successfully': a card or completed payment with no verb."""
    if re.search(r"\bwill\s+be\b|\bdue\b", sentence, re.I):
        return False
    card = re.search(r"card\b|\bwallet\b", sentence, re.I)
    if card and re.search(r"\b(?:at|done|used)\b|@", sentence, re.I):
        return True
    return bool(re.search(r"\b(?:processed|successful(?:ly)?|completed)\b", sentence, re.I)) and not re.search(
        r"\brefund", sentence, re.I)


def _from_phone(text: str) -> SmsParse:
    """A person's number: never a bank. Money-looking texts (scams, forwards) go to review."""
    p = rx()
    looks_like_money = bool(fields.amounts(text)) or bool(
        re.search(r"\d{1,3}(?:,\d{2,3})+|\b\d{3,}\b", text) and p.money_word.search(text))
    if looks_like_money and p.money_word.search(text):
        return _review("plain_number_sender")
    return _not("plain_number_sender")


def _without_event(core: str, sender: Sender, found: list[fields.Amount]) -> SmsParse:
    """No executed movement: say why, or send a money-looking bank text to review."""
    p = rx()
    for reason, pattern in p.non_txn_reasons:
        if pattern.search(core):
            return _not(reason)
    if sender.is_money_issuer and any(a.label is None for a in found) and p.money_word.search(core):
        return _review("unknown_shape")
    return _not("no_money_movement")


def parse_sms(sender: str, body: str, received: dt.datetime | None = None) -> SmsParse:
    """Read one SMS. `received` is accepted for the caller's date fallback (see occurred_on)."""
    who = read_sender(sender)
    text = normalise(body)
    if who.kind == "mobile":
        return _from_phone(text)
    if who.promotional:
        return _not("promo")
    if who.kind == "nonbank":
        return _not("not_a_bank")
    p = rx()
    core = _blank_footers(text)
    if p.otp.search(core):
        return _not("otp")
    if p.request.search(core):
        return _not("collect_request")
    balance_paise, balance_span = fields.balance(core)
    found = [a for a in fields.amounts(core)
             if not (balance_span and balance_span[0] <= a.start < balance_span[1])]
    ends = _sentence_ends(core)
    event = _main_event(core, ends, balance_span)
    if event is None:
        return _without_event(core, who, found)

    lo, hi = _sentence(ends, event.start, len(core))
    sentence = core[lo:hi]
    if p.failed.search(core) and not (event.direction == "credit" and p.reversal.search(core)):
        return _not("failed")
    if p.future_sentence.search(sentence):
        return _not("mandate_notice")
    if p.blocked.search(sentence):
        return _not("amount_blocked")
    if event.direction == "credit" and p.not_money_in.search(sentence):
        return _not("reward_voucher")
    if p.promo_sentence.search(sentence):
        return _not("promo")
    if event.direction == "credit" and p.card_payment_ack.search(core) and not p.reversal.search(core):
        return _not("card_payment_ack")

    tail = fields.account_tail(core, event.direction)
    owner_named = bool(tail or balance_paise is not None or p.owner_words.search(core))
    if p.third_party_ack.search(core) and not tail:
        return _not("third_party_confirmation")
    if who.kind == "unknown" and not owner_named:
        return _not("no_owner_account")

    amount = fields.transaction_amount(found, event.start, (lo, hi))
    if amount is None:
        # No rupee amount bound to the verb (or only a foreign currency one): the owner decides.
        return _review("no_amount", event.direction)

    narrated = fields.narration(core)
    chan = fields.channel(core, text, who.upi_header)
    party = None
    if chan != "atm":
        # A one-word header sentence ("Received!") hands its slots to the next sentence.
        slots_end = hi if hi - lo >= 25 else _sentence(ends, hi, len(core))[1]
        party = counterparty(core, event.direction, event.start, (lo, slots_end), amount.end,
                             narrated.name if narrated else None)
    ref = fields.reference(core) or (narrated.ref if narrated else None)
    return SmsParse(
        verdict="transaction",
        is_transaction=True,
        direction=event.direction,
        amount_paise=amount.paise,
        account_tail=tail,
        counterparty=party,
        ref=ref,
        balance_paise=balance_paise,
        channel=chan,
        date=fields.first_date(core),
        reason=f"{chan or 'account'}_{event.direction}",
    )
