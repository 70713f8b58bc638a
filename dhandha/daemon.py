"""`dhandha run` with a bot token: Telegram, the chain, the heartbeat and the outbox in one process.

One daemon per home (a lock file the kernel releases when the process dies, however it dies).
SIGTERM or SIGINT: the turn under way finishes, the outbox gets a last flush, the heartbeat
stops, the database closes, exit 0. The token and API keys are blanked in every log line and
stored error; the token lives only in memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from dhandha import redact
from dhandha.paths import home
from dhandha.settings import Settings

log = logging.getLogger("dhandha.daemon")

LOCK_NAME = "daemon.lock"
FLUSH_ON_STOP_SECONDS = 2.0
VOICE_RETRY_EVERY_SECONDS = 300.0


@dataclass
class Lock:
    path: Path
    handle: IO[str]

    def release(self) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(self.handle, fcntl.LOCK_UN)
        self.handle.close()


def take_lock() -> Lock | int:
    """The home's one daemon lock, or the pid of the process holding it (0 if unknown)."""
    root = home()
    root.mkdir(parents=True, exist_ok=True)
    path = root / LOCK_NAME
    handle = open(path, "a+", encoding="ascii")  # noqa: SIM115 - held for the life of the daemon
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        holder = handle.read().strip()
        handle.close()
        return int(holder) if holder.isdigit() else 0
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    os.chmod(path, 0o600)
    return Lock(path, handle)


def run(settings: Settings) -> int:
    lock = take_lock()
    if not isinstance(lock, Lock):
        who = f" (pid {lock})" if lock else ""
        print(f"dhandha: a daemon is already running for {home()}{who}; stop it first "
              "(`sv down dhandha` on the phone)", file=sys.stderr)
        return 1
    redact.register(*(s.get_secret_value() for s in (settings.telegram_token, settings.llm_api_key,
                                                       settings.sarvam_api_key) if s is not None))
    redact.install_log_filter()
    # The rate limiter logs a traceback for every 429 it passes on, the request layer one for every
    # gateway error page; the outbox logs one line for each instead.
    for noisy in ("telegram.ext.AIORateLimiter", "telegram.request"):
        logging.getLogger(noisy).setLevel(logging.CRITICAL)
    try:
        return asyncio.run(_main(settings))
    finally:
        lock.release()


def build_bot(settings: Settings) -> Any:
    """python-telegram-bot's bot on our base URL, with its rate limiter (no retries of its own:
    the outbox retries, honouring retry_after, and keeps the order)."""
    os.environ.setdefault("PTB_TIMEDELTA", "true")
    from telegram.ext import AIORateLimiter, ExtBot
    from telegram.request import HTTPXRequest

    assert settings.telegram_token is not None
    root = settings.telegram_base_url.rstrip("/")
    poll = settings.telegram_poll_seconds
    return ExtBot(
        settings.telegram_token.get_secret_value(),
        base_url=f"{root}/bot", base_file_url=f"{root}/file/bot",
        request=HTTPXRequest(connection_pool_size=8, connect_timeout=10, read_timeout=30, write_timeout=30),
        get_updates_request=HTTPXRequest(connect_timeout=10, read_timeout=poll + 15),
        rate_limiter=AIORateLimiter(max_retries=0),
    )


def _send_encrypted_copies(deps: Any, loop: asyncio.AbstractEventLoop, wake: asyncio.Event) -> None:
    """Each night's encrypted copy of the books goes to the owner's own chat, as a document."""
    from dhandha import offsite
    from dhandha.outgoing import Attachment, Outgoing
    from dhandha.store import open_store

    def queue(path: Path) -> None:
        # Called from the heartbeat's worker thread: its own connection, then wake the drainer.
        store = open_store(deps.clock)
        try:
            out = Outgoing(text="🔐 dhandha backup (age)", attachment=Attachment("document", str(path), path.name))
            with store.tx():
                store.outbox_put(f"offsite:{path.name}", "owner", deps.owner_chat, "backup", out.text, out.to_json())
        finally:
            store.close()
        loop.call_soon_threadsafe(wake.set)

    offsite.on_encrypted_copy(queue)


async def _main(settings: Settings) -> int:
    from telegram.error import InvalidToken

    from dhandha.app import make_deps, start_heartbeat
    from dhandha.channels.telegram import QUEUES, Desk, TelegramChannel, set_commands
    from dhandha.channels.voice import Sarvam
    from dhandha.heartbeat import stop_scheduler
    from dhandha.outbox import drain, flush

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)

    deps = make_deps(full_check=True)  # a long-lived process: every page read once at start
    bot = build_bot(settings)
    sarvam = Sarvam(settings) if settings.sarvam_enabled else None
    scheduler = None
    tasks: list[asyncio.Task[Any]] = []
    try:
        if not await _connect(bot, stop):
            return 0
        channel = TelegramChannel(bot, deps, sarvam)
        deps.channel = channel
        if deps.owner_chat == "console":
            log.info("no owner paired yet: send /start <code> from your Telegram (the code `dhandha init` printed)")
        else:
            await set_commands(bot, deps.language())
            _back_online(deps)
        wake = asyncio.Event()
        desk = Desk(deps, channel, wake)
        _send_encrypted_copies(deps, loop, wake)
        scheduler = start_heartbeat(deps)
        drainer = asyncio.create_task(drain(deps, QUEUES, wake, stop), name="outbox")
        if sarvam is not None:
            tasks.append(asyncio.create_task(_retry_voice(desk, stop), name="voice"))
        log.info("daemon up: polling %s", settings.telegram_base_url)
        await desk.serve(stop)
        log.info("stopping: the last turn is done; flushing the outbox")
        wake.set()  # the drainer finishes the send it is in, flushes once more and returns
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(FLUSH_ON_STOP_SECONDS):
                await asyncio.shield(drainer)
                await flush(deps, QUEUES)
        tasks.append(drainer)
        return 0
    except InvalidToken:
        print("dhandha: Telegram rejected the bot token; get a fresh one from @BotFather and set "
              "DHANDHA_TELEGRAM_TOKEN", file=sys.stderr)
        return 2
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if scheduler is not None:
            stop_scheduler(scheduler)
        with contextlib.suppress(Exception):
            await bot.shutdown()
        if sarvam is not None:
            await sarvam.aclose()
        deps.store.close()
        log.info("daemon stopped")


async def _connect(bot: Any, stop: asyncio.Event) -> bool:
    """getMe and deleteWebhook, retried while the phone has no network; False when told to stop first."""
    from telegram.error import InvalidToken, NetworkError, RetryAfter, TimedOut

    wait = 1.0
    while not stop.is_set():
        try:
            await bot.initialize()
            await bot.delete_webhook(drop_pending_updates=False)
            return True
        except InvalidToken:
            raise
        except (NetworkError, TimedOut, RetryAfter) as exc:
            log.warning("cannot reach Telegram yet (%s); again in %.0f s", type(exc).__name__, wait)
            await pause(stop, wait)
            wait = min(60.0, wait * 2)
    return False


def _back_online(deps: Any) -> None:
    from dhandha.clock import iso
    from dhandha.lang.replies import render

    with deps.store.tx():
        deps.store.outbox_put(f"online:{iso(deps.clock())}:{os.getpid()}", "telegram", deps.owner_chat, "notice",
                              render("telegram.back_online", deps.language()))


async def _retry_voice(desk: Any, stop: asyncio.Event) -> None:
    while not stop.is_set():
        try:
            await desk.retry_voice_notes()
        except Exception:
            log.exception("retrying kept voice notes failed")
        await pause(stop, VOICE_RETRY_EVERY_SECONDS)


async def pause(stop: asyncio.Event, seconds: float) -> None:
    """Sleep, but wake at once when the daemon is told to stop."""
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(seconds):
            await stop.wait()
