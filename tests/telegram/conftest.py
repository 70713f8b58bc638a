"""`dhandha run` as a real process against the fake Bot API server (and the fake Sarvam server)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.fakes.telegram import FakeTelegram

OWNER = 5550001
STRANGER = 5550999


@dataclass
class Daemon:
    """Starts and stops `dhandha run`; reads the shop's database from outside, as an operator would."""

    home: Path
    tg: FakeTelegram
    env: dict[str, str] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = None

    def start(self, **extra: str) -> Daemon:
        env = {**os.environ, "DHANDHA_TELEGRAM_TOKEN": self.tg.token, "DHANDHA_TELEGRAM_BASE_URL": self.tg.url,
               "DHANDHA_TELEGRAM_POLL_SECONDS": "1", "DHANDHA_LANGUAGE": "hinglish", **self.env, **extra}
        env.pop("DHANDHA_NOW", None)
        self.polls_before = len(self.tg.polls)
        self.proc = subprocess.Popen([sys.executable, "-m", "dhandha", "run"], env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
        return self

    def wait_polling(self, timeout: float = 30) -> None:
        """Until the daemon has asked for updates (it is connected and listening)."""
        self.tg.wait_for(lambda: len(self.tg.polls) > self.polls_before or self.proc_dead(), timeout, "getUpdates")
        assert not self.proc_dead(), self.output()

    def proc_dead(self) -> bool:
        return self.proc is not None and self.proc.poll() is not None

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 10) -> int:
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        finally:
            self._out = self.proc.communicate()

    def kill(self) -> None:
        self.stop(signal.SIGKILL)

    def output(self) -> str:
        out = getattr(self, "_out", None)
        if out is None and self.proc is not None and self.proc.poll() is not None:
            out = self._out = self.proc.communicate()
        return "" if out is None else (out[0] + out[1]).decode(errors="replace")

    # -- looking at the books from outside ----------------------------------------------------
    def db(self) -> sqlite3.Connection:
        conn = sqlite3.connect(f"file:{self.home / 'dhandha.db'}?mode=ro", uri=True, timeout=10)
        conn.row_factory = sqlite3.Row
        return conn

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        if not (self.home / "dhandha.db").exists():
            return []
        with self.db() as conn:
            return [dict(r) for r in conn.execute(sql, params).fetchall()]

    def entries(self) -> list[dict[str, Any]]:
        return self.rows("SELECT * FROM entries ORDER BY id")

    def log(self) -> str:
        path = self.home / "logs" / "dhandha.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


@pytest.fixture
def tg() -> Iterator[FakeTelegram]:
    fake = FakeTelegram().start()
    yield fake
    fake.stop()


SECRETS = ("AAE-fake-token-for-tests_only", "sk-sarvam-fake-key-for-tests", "sk-tripwire-key")


def leaks(home: Path, extra_text: str = "") -> list[str]:
    """Where a secret appears: any file under the home (logs, the database and its WAL, backups,
    kept voice notes, the lock) or the daemon's own output."""
    found = []
    for path in sorted(p for p in home.rglob("*") if p.is_file()):
        data = path.read_bytes()
        found += [f"{path.relative_to(home)}: {s[:6]}…" for s in SECRETS if s.encode() in data]
    found += [f"output: {s[:6]}…" for s in SECRETS if s in extra_text]
    return found


@pytest.fixture
def daemon(_isolated_home: Path, tg: FakeTelegram) -> Iterator[Daemon]:
    d = Daemon(_isolated_home, tg, env={"DHANDHA_OWNER_CHAT_ID": str(OWNER)})
    yield d
    if d.proc is not None and d.proc.poll() is None:
        d.stop(signal.SIGKILL)
    # After every scenario: the token and the keys were written nowhere.
    assert leaks(_isolated_home, d.output()) == []


def replies(tg: FakeTelegram, needle: str) -> list[str]:
    return [t for t in tg.sent_texts(OWNER) if needle in t]


def wait_reply(tg: FakeTelegram, needle: str, timeout: float = 20) -> str:
    got = tg.wait_for(lambda: replies(tg, needle), timeout, f"a reply containing {needle!r}")
    return str(got[0])


def now() -> float:
    return time.monotonic()


class Tripwire:
    """An HTTP server that records every request it gets (an LLM endpoint nobody should call)."""

    def __init__(self) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        self.hits: list[str] = []
        hits = self.hits

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def do_POST(self) -> None:
                hits.append(self.path)
                self.send_response(500)
                self.send_header("Content-Length", "0")
                self.end_headers()

            do_GET = do_POST

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def tripwire() -> Iterator[Tripwire]:
    t = Tripwire()
    yield t
    t.stop()


@pytest.fixture
def sarvam() -> Iterator[Any]:
    from tests.fakes.sarvam import FakeSarvam

    fake = FakeSarvam().start()
    yield fake
    fake.stop()


@pytest.fixture
def voiced(daemon: Daemon, sarvam: Any) -> Daemon:
    """A daemon whose voice goes to the fake Sarvam server."""
    daemon.env.update({"DHANDHA_SARVAM_BASE_URL": sarvam.url, "DHANDHA_SARVAM_API_KEY": sarvam.key,
                       "DHANDHA_SARVAM_TIMEOUT_SECONDS": "1"})
    return daemon


def opus_note(seconds: int, folder: Path) -> bytes:
    """A real OGG/Opus voice note of this length (a tone), made with ffmpeg."""
    out = folder / f"note-{seconds}.ogg"
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
                    f"sine=frequency=440:duration={seconds}", "-ac", "1", "-c:a", "libopus", "-b:a", "16k", str(out)],
                   check=True, timeout=60)
    return out.read_bytes()
