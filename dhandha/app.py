"""Wiring: settings, store, thinker, channel and heartbeat, for the daemon and the one-shot commands."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import secrets
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from dhandha import damage
from dhandha.clock import Clock, from_env
from dhandha.deps import Channel, Deps
from dhandha.errors import BooksDamaged
from dhandha.paths import home, logs_dir
from dhandha.private import private_dir, private_file
from dhandha.settings import load_settings
from dhandha.store import Store, open_store

log = logging.getLogger("dhandha")


def open_books(clock: Clock, path: Path | None = None) -> Store:
    """Open the books and run SQLite's quick_check before anything is written.

    The daemon and every one-shot command open the books through here. A damaged file is not
    an exception at this point: the store comes back read-only (it refuses every write), so the
    channel can still tell the owner and the command can say what to do.
    """
    store = open_store(clock, path)
    if store.on_disk and not store.read_only:
        try:
            store.quick_check()
        except BooksDamaged:
            pass  # marked: the store now refuses writes
    return store


def make_deps(channel: Channel | None = None, clock: Clock | None = None, path: Path | None = None) -> Deps:
    settings = load_settings()
    clock = clock or from_env()
    store = open_books(clock, path)
    chat = None if store.read_only else store.owner()["chat_id"]
    owner_chat = settings.owner_chat_id or chat or "console"
    return Deps(store=store, clock=clock, settings=settings, owner_chat=str(owner_chat), channel=channel)


def owner_language(deps: Deps) -> str:
    """The owner's language, without trusting damaged books."""
    if deps.store.read_only:
        return deps.settings.language
    try:
        return deps.language()
    except BooksDamaged:
        return deps.settings.language


async def tell_owner_books_damaged(deps: Deps) -> bool:
    """Once per damage, the owner hears it through the channel (the outbox is inside the damaged file)."""
    found = damage.damaged(deps.store.path) if deps.store.on_disk else None
    if found is None or found.owner_told or deps.channel is None:
        return False
    await deps.channel.send(deps.owner_chat, damage.owner_notice(owner_language(deps)))
    damage.owner_told(deps.store.path)
    return True


def start_heartbeat(deps: Deps) -> Any:
    """The APScheduler heartbeat in this process; None if this build has no sweeps."""
    try:
        from dhandha.heartbeat import build_scheduler
    except ImportError:
        return None
    scheduler = build_scheduler(deps)
    from dhandha import device

    if device.on_termux():  # the beat file tells doctor whether Android may freeze us
        scheduler.dhandha_runner.wake_lock = device.wake_lock()
    scheduler.start()
    scheduler.dhandha_runner.beat()
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
    if deps.store.read_only:
        return int(await tell_owner_books_damaged(deps))
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
    from dhandha import daemon_files

    setup_logging()
    settings = load_settings()
    lock = daemon_files.take_lock()  # one daemon per books; doctor reads who holds them
    try:
        if settings.telegram_token is not None:
            try:
                from dhandha.channels.telegram import run_telegram
            except ImportError:
                print("dhandha: this build has no Telegram channel yet; running on the console")
            else:
                return run_telegram(settings)
        from dhandha.channels.console import cmd_chat

        return cmd_chat(argparse.Namespace(json=False))
    finally:
        lock.release()


def cmd_init(args: argparse.Namespace) -> int:
    deps = make_deps()
    store = deps.store
    cfg = home() / "config.toml"
    if not cfg.exists():
        from dhandha.paths import resource

        example = resource("config") / "settings.example.toml"
        private_file(cfg)  # 0600 from the first byte: it will hold the bot token and API keys
        cfg.write_text(example.read_text(encoding="utf-8") if example.exists() else "", encoding="utf-8")
    code = store.owner()["pairing_code"] or f"{secrets.randbelow(10**6):06d}"
    with store.tx():
        fields: dict[str, Any] = {"pairing_code": code}
        if args.language:
            fields["language"] = args.language
        if args.name:
            fields["name"] = args.name
        store.owner_update(**fields)
    print(f"config: {cfg}")
    print(f"pairing code: {code}  (the owner sends it to bind their chat once a Telegram token is set;"
          " until then `dhandha chat` is the channel)")
    store.close()
    return 0
