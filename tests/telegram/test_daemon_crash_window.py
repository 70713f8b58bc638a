"""A kill after execute committed the entry but before deliver queued the reply.

The database is left exactly as a SIGKILL at that point leaves it (each stage commits on its own;
nothing in memory survives), by running the first five stages in this process. Telegram still
holds the update (its offset was never confirmed), so the restarted daemon reads it again.
"""

from __future__ import annotations

import asyncio

from dhandha.chain.pipeline import STAGES
from dhandha.chain.turn import Message, Turn
from dhandha.clock import system_clock
from dhandha.deps import Deps
from dhandha.settings import load_settings
from dhandha.store import open_store
from tests.telegram.conftest import OWNER, Daemon, replies, wait_reply


def _up_to_post_action(message: Message) -> None:
    store = open_store(system_clock)
    deps = Deps(store=store, clock=system_clock, settings=load_settings(), owner_chat=str(OWNER))
    turn = Turn(message=message, received_at=system_clock())

    async def run() -> None:
        for name, stage, _always in STAGES:
            if name in ("pre_response", "deliver"):
                break
            await stage(turn, deps)

    asyncio.run(run())
    store.close()


def test_killed_between_the_ledger_commit_and_the_reply_the_reply_goes_once(daemon: Daemon) -> None:
    tg = daemon.tg
    tg.text(OWNER, "Rajan ko 500 udhaar diya", message_id=77)
    _up_to_post_action(Message(text="Rajan ko 500 udhaar diya", chat_id=str(OWNER), channel="telegram",
                               input_key=f"telegram:{OWNER}:77", source="telegram"))
    assert [e["amount_paise"] for e in daemon.entries()] == [50000]
    assert daemon.rows("SELECT status FROM inputs") == [{"status": "received"}]
    daemon.start().wait_polling()
    wait_reply(tg, "₹500")
    tg.text(OWNER, "aaj 300 ka becha")
    wait_reply(tg, "₹300")
    assert daemon.stop() == 0
    assert [e["amount_paise"] for e in daemon.entries()] == [50000, 30000]
    assert len(replies(tg, "₹500")) == 1
    assert "phir se" not in replies(tg, "₹500")[0]  # not asked as if it were a second entry
