"""The daemon's two small files in the home: the lock (one daemon per books) and the heartbeat.

`dhandha run` takes the lock for as long as it lives (an flock, so a killed daemon lets go at
once) and its heartbeat rewrites the beat file on every beat. `dhandha doctor` reads both: who
holds the books, and whether that process is still beating or Android has frozen it.
"""

from __future__ import annotations

import fcntl
import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from dhandha.clock import iso, parse_instant
from dhandha.errors import OperatorError
from dhandha.paths import home
from dhandha.private import FILE_MODE, write_private

LOCK_NAME = "daemon.lock"
BEAT_NAME = "daemon.beat"


@dataclass
class DaemonLock:
    path: Path
    fd: int

    def release(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)  # closing drops the flock
            self.fd = -1


@dataclass(frozen=True)
class Beat:
    pid: int
    at: datetime
    wake_lock: bool | None  # did the daemon get Android's wake lock (None: not on a phone / unknown)


def lock_path(where: Path | None = None) -> Path:
    return (where or home()) / LOCK_NAME


def beat_path(where: Path | None = None) -> Path:
    return (where or home()) / BEAT_NAME


def take_lock(where: Path | None = None) -> DaemonLock:
    """Hold the books for this process; a second daemon gets one clear line instead."""
    path = lock_path(where)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, FILE_MODE)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        holder = lock_holder(where)
        raise OperatorError(f"another dhandha daemon (pid {holder or '?'}) already keeps these books; "
                            "stop it first (`sv down dhandha`)") from None
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode())
    os.fsync(fd)
    return DaemonLock(path, fd)


def lock_holder(where: Path | None = None) -> int | None:
    """The pid holding the daemon lock, or None when no process holds it."""
    path = lock_path(where)
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            text = os.read(fd, 32).decode(errors="replace").strip()
            return int(text) if text.isdigit() else -1
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


def beat(at: datetime, *, wake_lock: bool | None = None, where: Path | None = None) -> None:
    """One heartbeat: who, when (the daemon's clock), and whether it holds the wake lock."""
    write_private(beat_path(where), json.dumps({"pid": os.getpid(), "at": iso(at), "wake_lock": wake_lock}).encode())


def last_beat(where: Path | None = None) -> Beat | None:
    try:
        data = json.loads(beat_path(where).read_text(encoding="utf-8"))
        wake = data.get("wake_lock")
        return Beat(int(data["pid"]), parse_instant(str(data["at"])), None if wake is None else bool(wake))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
