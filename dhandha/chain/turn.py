"""A Turn: one owner message on its way through the seven stages, and what each stage added."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from dhandha.chain.reading import Reading


@dataclass(frozen=True)
class Message:
    """One owner message as a channel hands it over."""

    text: str
    chat_id: str
    channel: str  # console | telegram
    input_key: str  # unique per delivered event, e.g. 'telegram:update:1234'
    source: str = "console"  # the ledger source: console | telegram | voice
    language_hint: str | None = None  # from speech-to-text, when a voice note


@dataclass
class Halt:
    """An expected stop: the chain skips to pre-response, which turns it into the owner's answer."""

    reason: str  # duplicate_input | ask | confirm | refused | empty | too_long | ... (a template key)
    values: dict[str, Any] = field(default_factory=dict)


@dataclass
class Action:
    """One deterministic step execute() performs."""

    op: str  # write | reverse | amend | intention | answer | remind | nothing
    values: dict[str, Any] = field(default_factory=dict)


@dataclass
class Turn:
    message: Message
    received_at: datetime
    input_id: int | None = None
    language: str = "en"
    context: dict[str, Any] = field(default_factory=dict)
    reading: Reading | None = None
    plan: list[Action] = field(default_factory=list)
    halt: Halt | None = None
    resumed_from: str | None = None  # the pending nonce a confirmation resumed
    written: list[dict[str, Any]] = field(default_factory=list)  # ledger effects, read back
    answer: dict[str, Any] | None = None  # a query's result
    problems: list[str] = field(default_factory=list)  # post-action findings
    reply: str = ""
    pending: list[dict[str, Any]] = field(default_factory=list)  # questions left open for yes/no
    notes: list[str] = field(default_factory=list)  # things pre-response must mention
