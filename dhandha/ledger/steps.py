"""A plan: the typed steps pre-action decides on and execute carries out, in order.

Steps are plain data so a plan can wait inside a pending question (as JSON) and be carried out
exactly as it was shown when the owner says yes, even from a later process.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from dhandha.reading import Intention, Query, Record


@dataclass(frozen=True)
class Party:
    """Who an entry is with, as pre-action settled it: a known contact, a new one, or nobody."""

    contact_id: int | None = None
    new_name: str | None = None  # create this contact when the entry is written

    @property
    def is_new(self) -> bool:
        return self.contact_id is None and bool(self.new_name)


@dataclass
class Write:
    """A new movement in the books."""

    record: Record
    party: Party = field(default_factory=Party)
    note: str | None = None  # kept on the row: the name a bank printed for an unexplained entry


@dataclass
class Reverse:
    """Cancel an entry: its mirror is written, the original stays."""

    entry_id: int
    shown: Record  # the entry as the owner was shown it


@dataclass
class Amend:
    """Correct an entry: its reversal, then a successor that supersedes it (same day as the original)."""

    entry_id: int
    old: Record
    new: Record
    party: Party = field(default_factory=Party)


@dataclass
class NotePromise:
    """A promise or plan, kept as an intention in the brain; never a ledger row."""

    intention: Intention
    contact_id: int | None = None


@dataclass
class Alias:
    """The owner said this spelling is that contact: next time it needs no question."""

    contact_id: int
    name: str


@dataclass
class Link:
    """A UPI handle or a bank-printed name belongs to a contact."""

    handle: str
    contact_id: int


@dataclass
class SavePhone:
    """A contact's mobile number, as the owner said it or a sheet or the phone book gave it (ten digits)."""

    contact_id: int
    phone: str
    replace: bool = False  # False: keep a number the contact already has


@dataclass
class SendReminder:
    """A payment reminder the owner approved, word for word."""

    contact_id: int
    counterparty: str
    phone: str | None
    text: str
    amount_paise: int
    via: str = "whatsapp"  # whatsapp: a link the owner taps | sms: termux-sms-send after the yes
    tone: str = "gentle"
    language: str = "en"
    upi_link: str | None = None


@dataclass
class ResendReminder:
    """The owner decided: a reminder that did not surely go is to be sent again, once."""

    reminder_id: int


@dataclass
class SetOwner:
    """A setting of the owner's profile the owner confirmed (the UPI id payment links use)."""

    field: str
    value: str


@dataclass
class Unmerge:
    """The owner said a piece of bank evidence ('sms:<id>', 'notice:<id>') is not this entry."""

    evidence: str
    entry_id: int


@dataclass
class Answer:
    """A question about the books: read, never written."""

    query: Query


@dataclass
class Chat:
    """Greetings and thanks."""


Step = (Write | Reverse | Amend | NotePromise | Alias | Link | SavePhone | SendReminder | ResendReminder | SetOwner
        | Unmerge | Answer | Chat)
WRITES = (Write, Reverse, Amend, NotePromise, Alias, Link, SavePhone, SendReminder, ResendReminder, SetOwner, Unmerge)

_BY_NAME: dict[str, type] = {cls.__name__: cls for cls in (Write, Reverse, Amend, NotePromise, Alias, Link,
                                                             SavePhone, SendReminder, ResendReminder, SetOwner,
                                                             Unmerge, Answer, Chat)}


def to_json(steps: list[Step]) -> list[dict[str, Any]]:
    return [{"step": type(s).__name__, **asdict(s)} for s in steps]


def from_json(rows: list[dict[str, Any]]) -> list[Step]:
    return [_one(dict(r)) for r in rows]


def _one(d: dict[str, Any]) -> Step:
    cls = _BY_NAME[d.pop("step")]
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in d:
            continue
        v = d[f.name]
        if f.name in ("record", "old", "new", "shown"):
            v = record_from(v)
        elif f.name == "party":
            v = Party(**v)
        elif f.name == "intention":
            v = Intention(**v)
        elif f.name == "query":
            v = Query(**v)
        values[f.name] = v
    step: Step = cls(**values)
    return step


def record_from(d: dict[str, Any]) -> Record:
    names = {f.name for f in fields(Record)}
    return Record(**{k: v for k, v in d.items() if k in names})
