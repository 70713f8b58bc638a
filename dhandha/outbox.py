"""The outbox: every message to the owner is written before it is sent and marked sent after.

A chat's messages go out in the order they were written. When the channel fails or asks to
wait (Telegram's 429 with `retry_after`), the message stays pending with a time before which it
is not tried again, and everything behind it in that chat waits too; a restart picks up where
the last process stopped. A message the channel refuses for its form (a 400) is marked failed
and the queue moves on: it can never go out as it is.

Queues are named by the outbox's `channel` column: `owner` for what the bot says on its own
(alerts, briefings, SMS summaries), and the channel a reply answers (`telegram`, `console`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from datetime import timedelta

from dhandha.clock import iso, parse_instant
from dhandha.deps import Channel, Deps
from dhandha.outgoing import Outgoing
from dhandha.redact import redact

log = logging.getLogger("dhandha.outbox")

MAX_BACKOFF_SECONDS = 60.0


class SendLater(Exception):
    """The channel cannot take the message now; try again after `seconds` (None: back off)."""

    def __init__(self, reason: str, seconds: float | None = None) -> None:
        super().__init__(reason)
        self.seconds = seconds


class SendRefused(Exception):
    """The channel will never take this message as it is (a malformed request, a file too big)."""


# One sender at a time per channel object: the turn that just queued its reply and the drainer
# must not both pick up the same pending row.
_LOCKS: weakref.WeakKeyDictionary[object, asyncio.Lock] = weakref.WeakKeyDictionary()


def _lock(channel: Channel) -> asyncio.Lock:
    lock = _LOCKS.get(channel)
    if lock is None:
        lock = _LOCKS[channel] = asyncio.Lock()
    return lock


def backoff(attempts: int) -> float:
    """1, 1.5, 2.3, 3.4 ... seconds, at most a minute (after ~10 failures): a phone off the network
    keeps retrying cheaply, and a short outage costs seconds, not minutes."""
    return float(min(MAX_BACKOFF_SECONDS, 1.5 ** min(attempts, 12)))


async def flush(deps: Deps, queues: tuple[str, ...], chat_id: str | None = None,
                upto_id: int | None = None) -> int:
    """Send what is due on these queues, in order per chat; returns how many went out."""
    channel = deps.channel
    if channel is None:
        return 0
    store = deps.store
    if store.read_only:  # damaged books: the outbox is inside them; the owner hears why, once
        from dhandha.damage import tell_owner

        return int(await tell_owner(deps))
    sent = 0
    async with _lock(channel):
        waiting: set[tuple[str, str | None]] = set()
        now = deps.clock()
        for row in store.outbox_pending(queues, chat_id, upto_id):
            queue = (row["channel"], row["chat_id"])
            if queue in waiting:
                continue
            if row["not_before"] and parse_instant(row["not_before"]) > now:
                waiting.add(queue)
                continue
            out = Outgoing.from_json(row["body"], row["text"])
            try:
                ref = await channel.send(str(row["chat_id"] or deps.owner_chat), out)
            except SendRefused as exc:
                log.warning("outbox %s refused by the channel: %s", row["id"], exc)
                with store.tx():
                    store.outbox_give_up(row["id"], str(exc))
                continue
            except Exception as exc:  # the network, Telegram's 5xx or 429: wait, keep the order
                seconds = exc.seconds if isinstance(exc, SendLater) and exc.seconds else backoff(row["attempts"])
                log.info("outbox %s not sent (%s); next try in %.0f s", row["id"], _short(exc), seconds)
                with store.tx():
                    store.outbox_later(row["id"], iso(deps.clock() + timedelta(seconds=seconds)), _short(exc))
                waiting.add(queue)
                continue
            with store.tx():
                store.outbox_sent(row["id"], ref)
            sent += 1
    return sent


def next_due(deps: Deps, queues: tuple[str, ...]) -> float | None:
    """Seconds until the earliest pending message may be tried; None when nothing waits."""
    rows = deps.store.outbox_pending(queues)
    if not rows:
        return None
    now = deps.clock()
    waits = [(parse_instant(r["not_before"]) - now).total_seconds() if r["not_before"] else 0.0 for r in rows]
    return max(0.0, min(waits))


async def drain(deps: Deps, queues: tuple[str, ...], wake: asyncio.Event, stop: asyncio.Event | None = None,
                idle_seconds: float = 5.0) -> None:
    """Keep the queues moving: send what is due, then sleep until the next is due or someone wakes us.

    Stop it by setting `stop` (and `wake`), not by cancelling: a send cut off half-way may have
    reached Telegram without being marked, and would go out again.
    """
    while stop is None or not stop.is_set():
        try:
            await flush(deps, queues)
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug or a locked file must not stop the drainer for good
            log.exception("outbox drain failed")
        due = next_due(deps, queues)
        wait = idle_seconds if due is None else min(idle_seconds, max(due, 0.05))
        wake.clear()
        if stop is not None and stop.is_set():
            return
        # asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancel that races a wake-up.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(wait):
                await wake.wait()


def _short(exc: BaseException) -> str:
    return redact(f"{type(exc).__name__}: {exc}")[:300]
