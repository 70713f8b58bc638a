"""What every stage and sweep may use, wired once by the app (or a test)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from dhandha.clock import Clock, local_day
from dhandha.outgoing import Outgoing
from dhandha.reading import Reading, ThinkContext
from dhandha.settings import Settings
from dhandha.store import Store

if TYPE_CHECKING:
    from dhandha.llm.client import LLM


class Thinker(Protocol):
    """Reads an owner message into a Reading (rules offline, or an LLM)."""

    def think(self, text: str, ctx: ThinkContext) -> Reading: ...


class Channel(Protocol):
    """Where replies and proactive messages go: the console, Telegram, or a test's collector.

    `send` takes one outgoing message (text, buttons, a file) and returns the channel's id for
    it, if it has one. It raises `dhandha.outbox.SendLater` to be tried again later, and
    `SendRefused` for a message it will never take; anything else is retried with backoff.
    """

    async def send(self, chat_id: str, out: Outgoing) -> str | None: ...


@dataclass
class Deps:
    store: Store
    clock: Clock
    settings: Settings = field(default_factory=Settings)
    thinker: Thinker | None = None  # None: the rules thinker, built on first use
    owner_chat: str = "console"  # the owner's chat id on the active channel
    channel: Channel | None = None
    llm: LLM | None = None  # None: built on first use when settings name one (dhandha/llm)

    def tz(self) -> str:
        return str(self.store.owner()["timezone"])

    def language(self) -> str:
        return str(self.store.owner()["language"] or self.settings.language)

    def today(self):  # noqa: ANN201 - a date
        return local_day(self.clock(), self.tz())

    def get_thinker(self) -> Thinker:
        if self.thinker is None:
            from dhandha.think.rules import RulesThinker

            self.thinker = RulesThinker()
        return self.thinker

    def get_llm(self) -> LLM | None:
        """The LLM the settings configure, or None: then the rules read alone."""
        if self.llm is None and self.settings.llm_enabled:
            from dhandha.llm.client import LLM

            self.llm = LLM(self.settings, self.store, self.clock, self.tz())
        return self.llm
