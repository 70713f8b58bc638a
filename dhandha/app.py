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
from dhandha.errors import BooksDamaged
from dhandha.paths import logs_dir
from dhandha.private import private_dir, private_file
from dhandha.settings import load_settings
from dhandha.store import Store, open_store

log = logging.getLogger("dhandha")


def open_books(clock: Clock, path: Path | None = None, *, full_check: bool = False) -> Store:
    """Open the books and check them before anything is written (see dhandha/checkup.py).

    The daemon (`full_check`) always runs SQLite's quick_check; a one-shot command runs it only
    when no clean one is on record from the last day, or the file's header looks odd. A damaged
    file is not an exception at this point: the store comes back read-only (it refuses every
    write), so the channel can still tell the owner and the command can say what to do.
    """
    from dhandha import checkup

    store = open_store(clock, path)
    try:
        checkup.on_open(store, always=full_check)
    except BooksDamaged:
        pass  # marked: the store now refuses writes
    return store


def make_deps(channel: Channel | None = None, clock: Clock | None = None, path: Path | None = None, *,
              full_check: bool = False) -> Deps:
    settings = load_settings()
    clock = clock or from_env()
    store = open_books(clock, path, full_check=full_check)
    chat = None if store.read_only else store.owner()["chat_id"]
    owner_chat = settings.owner_chat_id or chat or "console"
    return Deps(store=store, clock=clock, settings=settings, owner_chat=str(owner_chat), channel=channel)


def start_heartbeat(deps: Deps) -> Any:
    """The APScheduler heartbeat in this process, started."""
    from dhandha.heartbeat import build_scheduler

    scheduler = build_scheduler(deps)
    from dhandha import device

    if device.on_termux():  # the beat file tells doctor whether Android may freeze us
        scheduler.dhandha_runner.wake_lock = device.wake_lock()
    scheduler.start()
    scheduler.dhandha_runner.beat()
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
        from dhandha.heartbeat import stop_scheduler

        stop_scheduler(scheduler)


class QuietFileHandler(logging.FileHandler):
    """The log file; when it cannot be written (disk full, read-only), one line on stderr, then silence.

    logging's default prints a traceback to stderr for every record that fails, which buries
    the one useful line under hundreds.
    """

    failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord | None) -> None:
        if self.failed:
            return
        self.failed = True
        exc = sys.exc_info()[1]
        print(f"dhandha: cannot write the log {self.baseFilename} ({exc}); logging is off for this run",
              file=sys.stderr, flush=True)

    def flush(self) -> None:
        try:
            super().flush()
        except OSError:
            self.handleError(None)

    def close(self) -> None:
        try:
            super().close()
        except OSError:  # the last buffered lines could not be written either; said once already
            self.handleError(None)


def setup_logging() -> None:
    root = logging.getLogger()
    if not root.handlers:
        try:
            path = private_file(private_dir(logs_dir()) / "dhandha.log")
        except OSError as exc:
            print(f"dhandha: cannot write logs under {logs_dir()} ({exc.strerror or exc}); logging is off",
                  file=sys.stderr, flush=True)
            root.addHandler(logging.NullHandler())
        else:
            handler = QuietFileHandler(str(path), delay=True, encoding="utf-8")
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
            root.addHandler(handler)
        root.setLevel(logging.INFO)
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
