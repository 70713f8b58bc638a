"""Wiring: settings, store, thinker, channel and heartbeat, for the daemon and the one-shot commands."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
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


# The queues a console session sends: what the bot says on its own, and its own replies.
CONSOLE_QUEUES = ("owner", "console")


@contextlib.asynccontextmanager
async def background(deps: Deps) -> AsyncIterator[None]:
    from dhandha.outbox import drain

    scheduler = start_heartbeat(deps)
    drainer = asyncio.create_task(drain(deps, CONSOLE_QUEUES, asyncio.Event()))
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
    if settings.telegram_token is not None and settings.telegram_token.get_secret_value():
        from dhandha.daemon import run

        return run(settings)
    print("dhandha: no Telegram bot token (DHANDHA_TELEGRAM_TOKEN), so the munshi runs here on the console",
          file=sys.stderr)
    from dhandha.channels.console import cmd_chat

    return cmd_chat(argparse.Namespace(json=False))
