"""A shop whose rules read first and whose LLM is the fake server on loopback, through the real client."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fakes.openai_server import FakeLLM

from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message, Turn
from dhandha.clock import ManualClock
from dhandha.deps import Deps
from dhandha.llm.client import LLM
from dhandha.store import Store
from tests.chain.fakes import Collector

NOW = datetime(2026, 11, 25, 5, 0, tzinfo=UTC)  # 10:30 in India


async def no_sleep(_: float) -> None:
    return None


@dataclass
class LLMShop:
    path: Path
    llm: FakeLLM
    clock: ManualClock = field(default_factory=lambda: ManualClock(NOW))
    channel: Collector = field(default_factory=Collector)
    settings_over: dict[str, Any] = field(default_factory=dict)
    n: int = 0

    def __post_init__(self) -> None:
        self.open()

    def open(self) -> None:
        self.store = Store(self.path, self.clock)
        settings = self.llm.settings(**self.settings_over)
        self.deps = Deps(store=self.store, clock=self.clock, settings=settings, channel=self.channel)
        self.deps.llm = LLM(settings, self.store, self.clock, self.deps.tz(), sleep=no_sleep)

    def configure(self, **over: Any) -> None:
        self.settings_over.update(over)
        self.store.close()
        self.open()

    def say(self, text: str, *, forwarded: bool = False, source: str = "console") -> Turn:
        self.n += 1
        self.clock.advance(seconds=30)
        msg = Message(text=text, chat_id="owner", channel="console", input_key=f"t:{self.n}", source=source,
                      forwarded=forwarded)
        return asyncio.run(run_turn(self.deps, msg))

    def entries(self) -> list[dict[str, Any]]:
        return self.store.entries_list(newest_first=False)

    def contact(self, name: str, role: str = "customer", phone: str | None = None) -> int:
        with self.store.tx():
            cid = self.store.contact_create(name, role)
            if phone:
                self.store.x("UPDATE contacts SET phone = ? WHERE id = ?", (phone, cid))
        return cid

    def usage(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.store.q("SELECT * FROM llm_usage ORDER BY id")]


@pytest.fixture
def fake_llm() -> Iterator[FakeLLM]:
    server = FakeLLM()
    yield server
    server.close()


@pytest.fixture
def shop(tmp_path: Path, fake_llm: FakeLLM) -> Iterator[LLMShop]:
    s = LLMShop(tmp_path / "shop.db", fake_llm)
    yield s
    s.store.close()
