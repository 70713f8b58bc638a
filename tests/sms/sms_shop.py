"""A shop for SMS tests: a store on a temp file, a steerable clock, and SMS as the phone keeps them.

(A helper module, not conftest.py: the parser's tests share this folder.)
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message, Turn
from dhandha.clock import ManualClock
from dhandha.deps import Deps
from dhandha.outgoing import Outgoing
from dhandha.reading import Reading, ThinkContext
from dhandha.settings import Settings
from dhandha.sms import raw
from dhandha.sms.ingest import Stats, ingest_pending
from dhandha.store import Store

DEV = Path(__file__).resolve().parents[1] / "data" / "sms_dev.jsonl"
START = datetime(2026, 11, 24, 4, 30, tzinfo=UTC)  # 10:00 in the shop


def dev_cases() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in map(json.loads, DEV.read_text(encoding="utf-8").splitlines())}


class OwnerThinker:
    """Reads the owner's few words in these tests: yes, no, and anything else as small talk."""

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        if text in ("haan", "yes"):
            return Reading("confirm")
        if text in ("nahi", "no"):
            return Reading("deny")
        return Reading("chat")


class Collector:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []

    async def send(self, chat_id: str, out: Outgoing) -> str | None:
        self.sent.append((chat_id, out.as_text()))
        return None


@dataclass
class SmsShop:
    path: Path
    clock: ManualClock = field(default_factory=lambda: ManualClock(START))
    settings: Settings = field(default_factory=lambda: Settings(language="en"))
    n: int = 0

    def __post_init__(self) -> None:
        self.store = Store(self.path, self.clock)
        with self.store.tx():
            self.store.owner_update(language="en", chat_id="owner")
        self.deps = Deps(store=self.store, clock=self.clock, settings=self.settings, thinker=OwnerThinker(),
                         owner_chat="owner", channel=Collector())

    # -- the phone ------------------------------------------------------------------
    def receive(self, sender: str, body: str, *, at: datetime | None = None, device_id: int | None = None) -> int:
        """Keep one SMS as the poller would; returns its device id."""
        self.n += 1
        when = at or self.clock()
        r = raw.Raw(device_id if device_id is not None else self.n, sender, body,
                    when.astimezone(UTC).replace(microsecond=0).isoformat())
        with self.store.tx():
            raw.store_all(self.store, [r])
        return r.device_id or 0

    def case(self, case_id: str, *, at: datetime | None = None) -> int:
        c = dev_cases()[case_id]
        return self.receive(c["sender"], c["body"], at=at)

    def ingest(self) -> Stats:
        return ingest_pending(self.deps)

    def after(self, **delta: float) -> datetime:
        self.clock.advance(**delta)
        return self.clock()

    # -- the owner ------------------------------------------------------------------
    def contact(self, name: str, role: str | None = "customer", phone: str | None = None) -> int:
        with self.store.tx():
            cid = self.store.contact_create(name, role)
            if phone:
                self.store.x("UPDATE contacts SET phone = ? WHERE id = ?", (phone, cid))
        return cid

    def say(self, text: str) -> Turn:
        self.clock.advance(seconds=30)
        self.n += 1
        msg = Message(text=text, chat_id="owner", channel="console", input_key=f"owner:{self.n}")
        return asyncio.run(run_turn(self.deps, msg))

    # -- what the books say -----------------------------------------------------------
    def rows(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.store.q("SELECT * FROM sms_inbox ORDER BY id")]

    def row(self, device_id: int) -> dict[str, Any]:
        r = self.store.one("SELECT * FROM sms_inbox WHERE device_id = ?", (device_id,))
        assert r is not None
        return dict(r)

    def sms_entries(self) -> list[dict[str, Any]]:
        return [e for e in self.store.entries_list(newest_first=False) if e["source"] == "sms"]

    def outbox(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.store.q("SELECT * FROM outbox ORDER BY id")]

    def pending(self) -> dict[str, Any] | None:
        row = self.store.pending_open("owner")
        return dict(row) if row else None

    def close(self) -> None:
        self.store.close()


def later(at: datetime, **delta: float) -> datetime:
    return at + timedelta(**delta)
