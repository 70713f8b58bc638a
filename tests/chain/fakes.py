"""An in-process scripted thinker for stage tests (the rules thinker has its own tests)."""

from __future__ import annotations

from collections.abc import Callable

from dhandha.outgoing import Outgoing
from dhandha.reading import Reading, ThinkContext


class ScriptedThinker:
    """Answers each message with the reading a test gives for it (by exact text, or a function)."""

    def __init__(self, readings: dict[str, Reading] | None = None,
                 fallback: Callable[[str, ThinkContext], Reading] | None = None) -> None:
        self.readings = readings or {}
        self.fallback = fallback
        self.seen: list[tuple[str, ThinkContext]] = []

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        self.seen.append((text, ctx))
        if text in self.readings:
            return self.readings[text]
        if text in ("haan", "yes"):
            return Reading("confirm")
        if text in ("nahi", "no"):
            return Reading("deny")
        if self.fallback is not None:
            return self.fallback(text, ctx)
        return Reading("unknown", confident=False)


class Collector:
    """A channel that keeps what it was asked to send."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []

    async def send(self, chat_id: str, out: Outgoing) -> str | None:
        self.sent.append((chat_id, out.as_text()))
        return None
