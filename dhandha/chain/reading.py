"""What the owner meant: the reading a thinker produces, before any check or write.

The shapes follow ../shared/UNDERSTANDING.md §2. Amounts are integer paise.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Kind = Literal["sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made"]
KINDS: tuple[str, ...] = ("sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made")

Intent = Literal[
    "record", "record_many", "query", "correct", "remind", "promise",
    "confirm", "deny", "clarify", "chat", "unknown",
]

# Why a thinker asks before writing (UNDERSTANDING.md §10).
ClarifyWhy = Literal[
    "ambiguous_amount", "approximate_amount", "missing_amount", "missing_counterparty",
    "ambiguous_direction", "ambiguous_kind", "cash_or_credit", "ambiguous_split",
    "unknown_number_word", "ambiguous_reference", "unclear_correction", "absurd_amount",
]

QueryKind = Literal[
    "balance", "daily_summary", "period_summary", "who_owes", "top_customers", "transactions", "stock",
]
Period = Literal["today", "yesterday", "this_week", "this_month"]


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


@dataclass
class Intention:
    """A promise or plan ("Salim Friday ko dega"): kept as a brain observation, never a ledger row."""

    counterparty: str | None
    due: str | None  # ISO date in the owner's zone, resolved by the thinker from the clock
    amount_paise: int | None = None
    what: str = "pay"  # pay | visit | deliver


@dataclass
class Correction:
    what: Literal["last", "last_with_counterparty"] = "last"
    counterparty: str | None = None
    action: Literal["amend", "cancel"] = "amend"
    new_amount_paise: int | None = None
    new_counterparty: str | None = None
    new_kind: str | None = None


@dataclass
class Query:
    query: str  # QueryKind
    counterparty: str | None = None
    period: str | None = None  # Period
    item: str | None = None


@dataclass
class Clarify:
    why: str  # ClarifyWhy
    detail: str | None = None  # e.g. the unknown word, or the two amounts offered
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
    confident: bool = True  # False: the rules path is not sure (hand over to the LLM, or ask)

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
        )


@dataclass
class PendingQuestion:
    """The bot's open question in this chat, shown to the thinker so an answer can complete it."""

    why: str  # a ClarifyWhy, or a pre-action reason: confirm_large, which_contact, duplicate, unusual_amount
    partial: list[Record]
    options: list[int] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)  # contact names offered, for which_contact


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

