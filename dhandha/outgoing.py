"""What the bot says: one message type that every channel renders (Telegram as it is, the console as text).

An `Outgoing` is written to the outbox as JSON before it is sent, so it holds only plain data:
text, rows of buttons, at most one file, and whether the text should also be spoken.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

ATTACHMENT_KINDS = ("voice", "audio", "document", "photo")


@dataclass(frozen=True)
class Button:
    """An inline button: `data` comes back to the bot when pressed; `url` opens a link instead."""

    label: str
    data: str | None = None
    url: str | None = None

    def __post_init__(self) -> None:
        if (self.data is None) == (self.url is None):
            raise ValueError("a button has either callback data or a url")


@dataclass(frozen=True)
class Attachment:
    """A file sent with the message (a statement, a chart, a spoken reply); `caption` shows under it."""

    kind: str  # voice | audio | document | photo
    path: str
    filename: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ATTACHMENT_KINDS:
            raise ValueError(f"unknown attachment kind {self.kind!r}")


@dataclass(frozen=True)
class Outgoing:
    text: str = ""
    buttons: tuple[tuple[Button, ...], ...] = ()  # rows of inline buttons
    attachment: Attachment | None = None  # the text becomes its caption
    speak: str | None = None  # a language: say `text` aloud (text-to-speech) instead of writing it
    meta: dict[str, Any] = field(default_factory=dict)  # what the sender may want later (e.g. the question nonce)

    def as_text(self) -> str:
        """The console's rendering: the text, then links and files. Choice buttons repeat what the
        question already says, so they are not drawn."""
        lines = [self.text] if self.text else []
        for row in self.buttons:
            lines += [f"🔗 {b.label}: {b.url}" for b in row if b.url]
        if self.attachment is not None:
            lines.append(f"📎 {self.attachment.filename or self.attachment.path}")
        return "\n".join(lines)

    def to_json(self) -> str:
        body: dict[str, Any] = {"text": self.text}
        if self.buttons:
            body["buttons"] = [[{k: v for k, v in vars(b).items() if v is not None} for b in row]
                               for row in self.buttons]
        if self.attachment is not None:
            body["attachment"] = {k: v for k, v in vars(self.attachment).items() if v is not None}
        if self.speak:
            body["speak"] = self.speak
        if self.meta:
            body["meta"] = self.meta
        return json.dumps(body, ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: str | None, text: str = "") -> Outgoing:
        """Read an outbox row's body; rows written before bodies existed hold text only."""
        if not raw:
            return cls(text=text)
        body = json.loads(raw)
        att = body.get("attachment")
        return cls(
            text=body.get("text", text),
            buttons=tuple(tuple(Button(**b) for b in row) for row in body.get("buttons", ())),
            attachment=Attachment(**att) if att else None,
            speak=body.get("speak"),
            meta=body.get("meta") or {},
        )


def text(message: str) -> Outgoing:
    return Outgoing(text=message)
