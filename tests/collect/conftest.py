from __future__ import annotations

from datetime import UTC, datetime

import pytest

from dhandha.clock import ManualClock
from tests.chain.conftest import Shop
from tests.chain.fakes import Collector, ScriptedThinker


@pytest.fixture
def shop(tmp_path):
    # 10:30 in the shop (05:00 UTC): inside business hours, outside the quiet hours 22:00-07:00.
    s = Shop(tmp_path / "shop.db", ManualClock(datetime(2026, 11, 25, 5, 0, tzinfo=UTC)), ScriptedThinker(),
             Collector())
    s.deps.owner_chat = "owner"  # the chat the owner's messages come from, as in the daemon
    with s.store.tx():
        s.store.owner_update(shop_name="Suresh Kirana", name="Suresh", language="hinglish")
    yield s
    s.store.close()
