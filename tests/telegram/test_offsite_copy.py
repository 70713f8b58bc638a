"""The night's encrypted copy of the books reaches the owner's own chat as a document."""

from __future__ import annotations

import asyncio
import shutil
from datetime import UTC, datetime

import pytest

from dhandha import offsite
from dhandha.app import make_deps
from dhandha.backup import backup_now
from dhandha.clock import ManualClock
from dhandha.daemon import _send_encrypted_copies
from dhandha.outgoing import Outgoing
from dhandha.settings import Settings

pytestmark = pytest.mark.skipif(shutil.which("age") is None, reason="the age binary is not installed")


def test_the_encrypted_copy_is_queued_for_the_owner_as_a_document(tmp_path, monkeypatch):
    monkeypatch.setenv("DHANDHA_OWNER_CHAT_ID", "4242")
    deps = make_deps(clock=ManualClock(datetime(2026, 11, 25, 20, 0, tzinfo=UTC)))
    offsite.forget_senders()

    async def night() -> None:
        wake = asyncio.Event()
        _send_encrypted_copies(deps, asyncio.get_running_loop(), wake)
        backup = backup_now(deps.store)
        settings = Settings(backup_encrypted_dir=str(tmp_path / "copies"), backup_passphrase="chai-pe-charcha")
        await asyncio.to_thread(offsite.nightly, backup, settings)
        await asyncio.wait_for(wake.wait(), 5)

    try:
        asyncio.run(night())
    finally:
        offsite.forget_senders()
    [row] = deps.store.q("SELECT * FROM outbox WHERE kind = 'backup'")
    out = Outgoing.from_json(row["body"], row["text"])
    assert row["chat_id"] == "4242" and out.attachment is not None and out.attachment.kind == "document"
    assert out.attachment.path.endswith(".age")
    deps.store.close()
