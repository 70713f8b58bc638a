"""Wiring: settings, store, thinker, channel and heartbeat, for the daemon and the one-shot commands."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from dhandha.clock import Clock, from_env
from dhandha.deps import Channel, Deps
from dhandha.paths import logs_dir
from dhandha.settings import load_settings
from dhandha.store import open_store

log = logging.getLogger("dhandha")


def make_deps(channel: Channel | None = None, clock: Clock | None = None, path: Path | None = None) -> Deps:
    settings = load_settings()
    clock = clock or from_env()
    store = open_store(clock, path)
    owner_chat = settings.owner_chat_id or store.owner()["chat_id"] or "console"
    return Deps(store=store, clock=clock, settings=settings, owner_chat=str(owner_chat), channel=channel)


def start_heartbeat(deps: Deps) -> Any:
    """The APScheduler heartbeat in this process; None if this build has no sweeps."""
    try:
        from dhandha.heartbeat import build_scheduler
    except ImportError:
        return None
    scheduler = build_scheduler(deps)
    scheduler.start()
    return scheduler


async def drain_outbox(deps: Deps, every_seconds: float = 5.0) -> None:
    """Proactive messages (alerts, briefings, SMS summaries) go out through the channel, once each."""
    while True:
        await deliver_outbox(deps)
        await asyncio.sleep(every_seconds)


async def deliver_outbox(deps: Deps) -> int:
    """Send what the owner's channel is owed; a message is marked sent only after the channel took it."""
    sent = 0
    if deps.channel is None:
        return 0
    for row in deps.store.outbox_waiting("owner"):
        try:
            await deps.channel.send(row["chat_id"] or deps.owner_chat, row["text"])
        except Exception as exc:  # a channel failure leaves the message visibly pending
            deps.store.outbox_mark(row["id"], "pending", str(exc))
            continue
        deps.store.outbox_mark(row["id"], "sent")
        sent += 1
    return sent


@contextlib.asynccontextmanager
async def background(deps: Deps) -> AsyncIterator[None]:
    scheduler = start_heartbeat(deps)
    drainer = asyncio.create_task(drain_outbox(deps))
    try:
        yield
    finally:
        drainer.cancel()
        if scheduler is not None:
            from dhandha.heartbeat import stop_scheduler

            stop_scheduler(scheduler)


def setup_logging() -> None:
    logs_dir().mkdir(parents=True, exist_ok=True)
    logging.basicConfig(
        level=logging.INFO, filename=str(logs_dir() / "dhandha.log"),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # Request lines carry the bot token in the URL.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    # Every job (re)scheduling is logged at INFO; the sweep_runs table already records each run.
    logging.getLogger("apscheduler").setLevel(logging.WARNING)


def cmd_run(args: argparse.Namespace) -> int:
    setup_logging()
    settings = load_settings()
    if settings.telegram_token is not None:
        try:
            from dhandha.channels.telegram import run_telegram
        except ImportError:
            print("dhandha: this build has no Telegram channel yet; running on the console")
        else:
            return run_telegram(settings)
    from dhandha.channels.console import cmd_chat

    return cmd_chat(argparse.Namespace(json=False))
