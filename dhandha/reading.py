"""What the owner meant: the reading a thinker produces, before any check or write.

This is the contract between the thinkers (rules, LLM) and the chain, so it lives below both.
The shapes follow docs/reading-guide.md. Amounts are integer paise; dates are ISO dates in the
owner's zone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Kind = Literal["sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made",
               "opening_balance", "transfer", "unexplained_in", "unexplained_out"]
# What an owner can say happened. The two `unexplained_*` kinds are only ever written from a bank
# SMS nobody has explained yet; an owner's words never produce them.
KINDS: tuple[str, ...] = ("sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made",
                          "opening_balance", "transfer")
LEDGER_KINDS: tuple[str, ...] = (*KINDS, "unexplained_in", "unexplained_out")

Intent = Literal[
    "record", "record_many", "query", "correct", "remind", "promise",
    "confirm", "deny", "clarify", "chat", "setting", "unknown",
]

# Why a thinker asks before writing (docs/reading-guide.md guide: when to ask).
ClarifyWhy = Literal[
    "ambiguous_amount", "approximate_amount", "missing_amount", "missing_counterparty",
    "ambiguous_direction", "ambiguous_kind", "cash_or_credit", "ambiguous_split",
    "unknown_number_word", "ambiguous_reference", "unclear_correction", "absurd_amount", "not_sure",
]

QueryKind = Literal[
    "balance", "daily_summary", "period_summary", "who_owes", "top_customers", "transactions", "stock",
    "forecast",  # money expected in and out over the next 14 days ("is hafte kitna aana chahiye?")
    "statement",  # one person's lines with running balance, and the document ("/hisaab Rajan")
    "week_chart",  # the week's sales, udhaar and collections as a picture
    "reminders",  # what reminders have done for the shop
]
Period = Literal["today", "yesterday", "this_week", "this_month", "last_week", "last_month"]


@dataclass
class Record:
    """One money or goods movement as the owner said it."""

    kind: str | None  # one of KINDS; None while the direction/kind is still being asked
    amount_paise: int | None
    counterparty: str | None = None
    item: str | None = None
    qty: float | None = None
    unit: str | None = None
    on_credit: bool | None = None  # purchases only, and only when stated
    on: str | None = None  # the day the money moved, when the owner said one ("kal", "9 tareekh ko")
    due: str | None = None  # a stated due date: "21 din mein dena hai" on a credit purchase
    owes: str | None = None  # opening_balance only: "them" (old dues to the shop) or "shop" (the shop owed)
    route: str | None = None  # transfer only: bank_to_cash | cash_to_bank | bank_to_bank
    modes: dict[str, int] | None = None  # how it was paid, paise per mode: {"upi": 90000, "cash": 380000}
    advance: bool = False  # payment_received said to be an advance ("advance hai"): not old dues, nothing to ask
    # a payment said to clear dues from before ("purana baaki tha, ab saaf"): someone new owed exactly this much
    clears_old_dues: bool = False


@dataclass
class Intention:
    """A promise or plan ("Salim Friday ko dega"): kept as a brain observation, never a ledger row."""

    counterparty: str | None
    due: str | None  # ISO date in the owner's zone, resolved by the thinker from the clock
    amount_paise: int | None = None
    what: str = "pay"  # pay | visit | deliver


@dataclass
class Correction:
    """A change to entries already written, and everything the owner said about which ones.

    The target fields describe the entry meant ("Hitesh wali", "1200 wali", "Combiflam wali",
    "kal ki", "jo GPay pe aaya"); the chain looks it up in the books. Nothing said -> the last entry.
    """

    what: Literal["last", "last_with_counterparty"] = "last"
    counterparty: str | None = None  # target: whose entry
    action: Literal["amend", "cancel"] = "amend"
    new_amount_paise: int | None = None
    new_counterparty: str | None = None
    new_kind: str | None = None
    amount_paise: int | None = None  # target: the amount said to be wrong ("1200 nahi 1250": 1200)
    item: str | None = None  # target: goods named ("Combiflam wali")
    kind: str | None = None  # target: the kind named ("udhaar wali entry")
    on: str | None = None  # target: the day named ("kal wali")
    via: str | None = None  # target: "bank" for an entry from a bank SMS or UPI ("jo GPay pe aaya")
    scope: Literal["one", "all"] = "one"  # "all": every entry that matches ("aaj ki saari entries", "undo all")
    twin: bool = False  # "double ho gayi": cancel one only where an identical twin really exists
    new_on: str | None = None  # the day it really happened ("woh kal ka tha")
    new_route: str | None = None  # a transfer's way, when it becomes one ("mere dusre account mein gaya tha")
    old_dues: bool = False  # the money paid old dues ("uska purana 850 baaki tha", "clearing his old tab")
    each: bool = False  # the sums said are prices of one ("1400 ની નહીં 1300 ની એક"): times the entry's count


@dataclass
class Query:
    query: str  # QueryKind
    counterparty: str | None = None
    period: str | None = None  # Period, or a named span: last_week, last_month, a day, a month
    item: str | None = None
    start: str | None = None  # the span asked about, as ISO dates [start, end), when not a Period
    end: str | None = None


@dataclass
class Setting:
    """The owner sets something of their own: `upi` (their UPI id, "mera UPI suresh@okaxis")."""

    name: str
    value: str


# Clarify.detail of an ambiguous_direction question when the owner said he gave the money: only what it was
# for (credit, or paying what the shop owed) is asked.
OUT = "out"


@dataclass
class Clarify:
    why: str  # ClarifyWhy
    detail: str | None = None  # e.g. the unknown word, or the two amounts offered; OUT (see above)
    # The half-built entries that the answer will complete.
    partial: list[Record] = field(default_factory=list)
    # Candidate values the question offers (paise), e.g. [70000, 700000] for "₹700 ya ₹7,000?"
    options: list[int] = field(default_factory=list)


@dataclass
class Reading:
    intent: str  # Intent
    records: list[Record] = field(default_factory=list)
    query: Query | None = None
    correction: Correction | None = None
    clarify: Clarify | None = None
    intentions: list[Intention] = field(default_factory=list)
    remind: str | None = None  # counterparty to draft a reminder for
    source: str = "rules"  # rules | llm
    confident: bool = True  # False: the thinker is not sure (hand over to the LLM, or ask)
    unplaced: list[str] = field(default_factory=list)  # words beside a record the thinker could not place
    answers: bool = False  # the message was read as the answer to the bot's open question
    setting: Setting | None = None  # intent "setting": what the owner sets
    via_bank: bool = False  # the message names a bank, a bank transfer or a UPI app: money the bank saw

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Reading:
        return Reading(
            intent=d["intent"],
            records=[Record(**r) for r in d.get("records") or []],
            query=Query(**d["query"]) if d.get("query") else None,
            correction=Correction(**d["correction"]) if d.get("correction") else None,
            clarify=(
                Clarify(**{**d["clarify"], "partial": [Record(**r) for r in d["clarify"].get("partial") or []]})
                if d.get("clarify") else None
            ),
            intentions=[Intention(**i) for i in d.get("intentions") or []],
            remind=d.get("remind"),
            source=d.get("source", "rules"),
            confident=d.get("confident", True),
            unplaced=list(d.get("unplaced") or []),
            answers=bool(d.get("answers")),
            setting=Setting(**d["setting"]) if d.get("setting") else None,
            via_bank=bool(d.get("via_bank")),
        )


@dataclass
class PendingQuestion:
    """The bot's open question in this chat, shown to the thinker so an answer can complete it."""

    why: str  # a ClarifyWhy, or a pre-action reason: confirm_large, which_contact, duplicate, unusual_amount
    partial: list[Record]
    options: list[int] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)  # contact names offered, for which_contact
    kind: str = "value"  # yes_no: a plan waits for yes/no | choose: a short list | value: a value is missing


@dataclass
class ThinkContext:
    """What a thinker may read besides the message itself."""

    now_iso: str  # the injected clock, owner's zone, ISO-8601
    language: str
    pending: PendingQuestion | None = None
    last_reading: Reading | None = None  # the previous owner message's reading in this chat
    last_party: str | None = None  # the last named counterparty, for pronouns
    # The role the books know for a name: "customer" | "supplier" | "staff" | None (unknown).
    role_of: Callable[[str], str | None] = field(default=lambda name: None)
    # Is there an account by this name (however shortened or spelled)?
    knows: Callable[[str], bool] = field(default=lambda name: False)
    # Is there an active entry of this sum (paise) from the last days? "7,300 illa, 7,030" changes it then.
    booked: Callable[[int], bool] = field(default=lambda paise: False)

