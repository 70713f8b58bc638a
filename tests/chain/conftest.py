from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from datetime import UTC, datetime

import pytest

from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message, Turn
from dhandha.clock import ManualClock
from dhandha.deps import Deps
from dhandha.store import Store
from tests.chain.fakes import Collector, ScriptedThinker


@dataclass
class Shop:
    """A shop on a temp file, a steerable clock, a scripted thinker and a collecting channel."""

    path: object
    clock: ManualClock
    thinker: ScriptedThinker
    channel: Collector
    store: Store = field(init=False)
    deps: Deps = field(init=False)
    n: int = 0

    def __post_init__(self) -> None:
        self.open()

    def open(self) -> None:
        """(Re)open the file, as a new process would."""
        self.store = Store(self.path, self.clock)  # type: ignore[arg-type]
        self.deps = Deps(store=self.store, clock=self.clock, thinker=self.thinker, channel=self.channel)

    def restart(self) -> None:
        self.store.close()
        self.open()

    def say(self, text: str, key: str | None = None, **extra: object) -> Turn:
        """One owner message (extra: a button `choice`, `forwarded`, `edit_of`, a `command` and `args`)."""
        self.n += 1
        self.clock.advance(seconds=30)
        msg = Message(text=text, chat_id="owner", channel="console", input_key=key or f"t:{self.n}",
                      **extra)  # type: ignore[arg-type]
        return asyncio.run(run_turn(self.deps, msg))

    def active(self) -> list[tuple]:
        """The books as a munshi reads them: (kind, rupees, party) of every entry that counts."""
        return [(e["kind"], e["amount_paise"] // 100, e["counterparty"]) for e in self.entries()
                if e["status"] == "active"]

    def entries(self) -> list[dict]:
        return self.store.entries_list(newest_first=False)


@pytest.fixture
def shop(tmp_path):
    s = Shop(tmp_path / "shop.db", ManualClock(datetime(2026, 11, 25, 5, 0, tzinfo=UTC)), ScriptedThinker(),
             Collector())
    yield s
    s.store.close()
