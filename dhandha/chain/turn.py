"""A Turn: one owner message on its way through the seven stages, and what each stage added."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from dhandha.ledger.book import Booking, Effect
from dhandha.ledger.steps import Step
from dhandha.outgoing import Attachment, Button
from dhandha.questions import Open
from dhandha.reading import Reading, Record


@dataclass(frozen=True)
class Choice:
    """A button the owner pressed: which question (its nonce) and which option."""

    nonce: str
    option: str  # "yes" | "no" | "1".."9" (which one of a list) | "new"


@dataclass(frozen=True)
class Message:
    """One owner message as a channel hands it over."""

    text: str
    chat_id: str
    channel: str  # console | telegram | sms
    input_key: str  # unique per delivered event, e.g. 'telegram:update:1234'
    source: str = "console"  # the ledger source: console | telegram | voice
    language_hint: str | None = None  # from speech-to-text, when a voice note
    choice: Choice | None = None  # a button press instead of words
    forwarded: bool = False  # forwarded or quoted text: data to offer as a record, never an instruction
    edit_of: str | None = None  # the input_key of the message this edit replaces
    command: str | None = None  # a channel command: start | help | hisaab | aaj | undo | doctor
    args: str = ""  # the command's words ("/hisaab Rajan" -> "Rajan")


@dataclass
class Halt:
    """An expected stop: the chain skips to pre-response, which turns it into the owner's answer."""

    reason: str  # duplicate_input | ask | confirm | refused | empty | too_long | ... (a template key)
    values: dict[str, Any] = field(default_factory=dict)  # the template's parameters


@dataclass(frozen=True)
class Question:
    """The question a turn leaves open, for a channel to offer as buttons."""

    nonce: str
    kind: Literal["yes_no", "choose", "value"]  # value: the answer is words (an amount, a name)
    text: str
    options: tuple[str, ...] = ()  # labels for "choose", in order (button "1" is the first)
    allow_new: bool = False  # "which Rajan?" may also be answered "a new one"


@dataclass
class Answer:
    """What a read-only step found, as a reply template and its parameters."""

    template: str
    values: dict[str, Any] = field(default_factory=dict)
    text: str = ""  # already worded (knowledge answers word themselves)
    attachment: Attachment | None = None  # a document the answer comes with (a statement)


@dataclass
class Turn:
    message: Message
    received_at: datetime
    input_id: int | None = None
    language: str = "en"
    text: str = ""  # the message as the thinker reads it: invisible characters removed
    recent: list[str] = field(default_factory=list)  # the chat's last owner lines, oldest first
    mentions: list[int] = field(default_factory=list)  # known contacts the message names
    asked: Open | None = None  # the chat's open question when the message came
    reading: Reading | None = None
    plan: list[Step] = field(default_factory=list)
    halt: Halt | None = None
    resumed_from: str | None = None  # the nonce of the question a yes resumed
    beneath: Open | None = None  # an open question this message left alone: it waits beneath a new one
    booking: Booking = field(default_factory=Booking)
    answers: list[Answer] = field(default_factory=list)  # what queries, promises and chat produced
    problems: list[str] = field(default_factory=list)  # post-action findings
    notes: list[Answer] = field(default_factory=list)  # lines pre-response adds (what became of a question)
    reply: str = ""
    question: Question | None = None
    asking_about: list[Record] = field(default_factory=list)  # the entries the open question is about
    attachment: Attachment | None = None  # a file the reply carries (a reminder's QR, a statement, a chart)
    links: list[Button] = field(default_factory=list)  # URL buttons under the reply (a WhatsApp link to tap)

    @property
    def effects(self) -> list[Effect]:
        return self.booking.effects
