"""One poll of the phone's SMS inbox: fetch new messages, keep them raw, book them, tell the owner.

Incremental by termux's `_id` (the device module picks `--message-selection` or `-o` paging by
what the phone's Termux:API understands), and each poll re-reads the last 7 days as well, so
anything a crash, a reset or a late delivery hid from the cursor is found again; what is
already kept is ignored by its keys. Every device call is bounded by the settings' timeout.

A device failure (no Termux:API, missing READ_SMS, a hung or garbled answer) is not an
exception for the daemon: it is recorded in kv `sms.last_error` for `dhandha doctor`, logged,
and returned in the result. The next good poll clears it.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from dhandha import device
from dhandha.clock import iso
from dhandha.deps import Deps
from dhandha.sms import raw
from dhandha.sms.ingest import Stats, ingest_pending
from dhandha.store.sms import CURSOR, LAST_ERROR, LAST_POLL

log = logging.getLogger("dhandha.sms")

RESCAN = timedelta(days=7)
PAGE = 500
MAX_PAGES = 400  # 200,000 messages: a whole inbox on the first poll, and a bound on a misbehaving app


@dataclass
class PollResult:
    ok: bool
    fetched: int = 0
    stored: int = 0
    refused: dict[str, int] = field(default_factory=dict)  # reason -> messages not kept (raw.Refused)
    booked: dict[str, int] = field(default_factory=dict)
    error: str | None = None
    error_kind: str | None = None

    def line(self) -> str:
        if not self.ok:
            return f"SMS poll failed ({self.error_kind}): {self.error}"
        booked = ", ".join(f"{k} {v}" for k, v in self.booked.items() if v) or "nothing new"
        refused = sum(self.refused.values())
        kept = f", {refused} not kept ({', '.join(f'{n} {why}' for why, n in self.refused.items())})" if refused else ""
        return f"SMS poll: {self.fetched} read, {self.stored} new{kept}; {booked}"


def poll_once(deps: Deps) -> PollResult:
    """One poll, here and now (the CLI, or a scheduler job in a worker thread)."""
    after = scan_start(deps)
    try:
        msgs = fetch(after, deps.settings.device_timeout_seconds)
    except device.DeviceError as err:
        return failed(deps, err)
    return absorb(deps, msgs)


async def poll(deps: Deps) -> PollResult:
    """The same poll for the daemon: the slow device calls run in a thread, the SQL on the loop."""
    after = scan_start(deps)
    try:
        msgs = await asyncio.to_thread(fetch, after, deps.settings.device_timeout_seconds)
    except device.DeviceError as err:
        return failed(deps, err)
    return absorb(deps, msgs)


def scan_start(deps: Deps) -> int | None:
    """Read after this `_id`: the cursor, or earlier if the last 7 days go back further."""
    store = deps.store
    value = store.kv_get(CURSOR)
    cursor = int(value) if value else None
    if cursor is None:
        return None
    first = store.sms_first_device_id_since(iso(deps.clock() - RESCAN))
    return cursor if first is None else min(cursor, first - 1)


def fetch(after: int | None, timeout: float) -> list[dict[str, Any]]:
    """Every inbox message after `after`, page by page (device calls only, no SQL)."""
    out: list[dict[str, Any]] = []
    cursor = after
    for _ in range(MAX_PAGES):
        page = device.sms_list(cursor, PAGE, timeout)
        out += page
        ids = usable_ids(page)
        if len(page) < PAGE or not ids or (cursor is not None and max(ids) <= cursor):
            break  # the end of the inbox, or an app that gives no ids to walk by
        cursor = max(ids)
    return out


def usable_ids(msgs: list[Any]) -> list[int]:
    """The phone ids a cursor can walk by (a message with an odd `_id` is refused, not walked by)."""
    ids = (m.get("_id") for m in msgs if isinstance(m, dict))
    return [i for i in ids if isinstance(i, int) and not isinstance(i, bool) and 0 <= i <= raw.MAX_DEVICE_ID]


def absorb(deps: Deps, msgs: list[dict[str, Any]]) -> PollResult:
    """Keep the fetched messages, move the cursor, book them and queue the owner's message."""
    from dhandha.sms.notify import after_batch

    store = deps.store
    tz = deps.tz()
    now = deps.clock()
    raws, refused, _ = raw.sort_out(msgs, tz, now)
    # The cursor passes refused messages (an OTP, a bad time) too: they are not read again.
    ids = usable_ids(msgs)
    raw.make_safe(store)  # before anything new is kept (see raw.make_safe)
    with store.tx():
        stored = raw.store_all(store, raws)
        old = store.kv_get(CURSOR)
        if ids:
            store.kv_set(CURSOR, str(max([*ids, int(old) if old else 0])))
        store.kv_set(LAST_POLL, iso(now))
        store.sms_clear_error()
    stats: Stats = ingest_pending(deps)
    after_batch(deps)
    result = PollResult(True, len(msgs), stored, dict(refused), stats.as_dict())
    log.info("%s", result.line())
    return result


def failed(deps: Deps, err: device.DeviceError) -> PollResult:
    store = deps.store
    detail = {"at": iso(deps.clock()), "kind": err.kind, "command": err.command, "message": str(err)}
    with store.tx():
        store.kv_set(LAST_ERROR, json.dumps(detail, ensure_ascii=False))
    log.error("sms poll failed: %s", err)
    return PollResult(False, error=str(err), error_kind=err.kind)
