"""doctor tells a live daemon from a dead or frozen one, and a manual sweep from the heartbeat's."""

from __future__ import annotations

import json
import os
from datetime import timedelta
from pathlib import Path

import pytest

from dhandha import daemon_files
from dhandha.clock import parse_instant
from dhandha.errors import OperatorError
from ops.support import NOW, dhandha, populated


def check(home: Path, name: str, env: dict[str, str] | None = None) -> dict[str, str]:
    res = dhandha("doctor", "--json", "--offline", home=home, env=env)
    return next(c for c in json.loads(res.stdout)["checks"] if c["name"] == name)


def test_no_daemon_yet(home: Path) -> None:
    c = check(home, "daemon")
    assert c["status"] == "warn" and "no daemon has run" in c["detail"]


def test_a_live_daemon_and_a_frozen_one(home: Path) -> None:
    lock = daemon_files.take_lock(home)
    try:
        daemon_files.beat(parse_instant(NOW) - timedelta(minutes=3), wake_lock=True, where=home)
        c = check(home, "daemon")
        assert c["status"] == "ok" and f"pid {os.getpid()}" in c["detail"] and "3 s" not in c["detail"]
        daemon_files.beat(parse_instant(NOW) - timedelta(hours=2), wake_lock=True, where=home)
        c = check(home, "daemon")
        assert c["status"] == "warn" and "frozen" in c["detail"] and "Unrestricted" in c["detail"]
        daemon_files.beat(parse_instant(NOW), wake_lock=False, where=home)
        c = check(home, "daemon")
        assert c["status"] == "warn" and "without a wake lock" in c["detail"]
        with pytest.raises(OperatorError, match="already keeps these books"):
            daemon_files.take_lock(home)
    finally:
        lock.release()
    c = check(home, "daemon")
    assert c["status"] == "warn" and "not running" in c["detail"] and "sv up dhandha" in c["detail"]
    assert daemon_files.lock_holder(home) is None


def test_a_manual_sweep_is_not_the_heartbeat(home: Path) -> None:
    populated(home / "dhandha.db", 3)
    res = dhandha("sweep", "all", home=home)
    assert "Traceback" not in res.stderr
    c = check(home, "sweeps")
    assert c["status"] == "warn", c
    assert "has not run a sweep yet" in c["detail"] and "last run by hand 0 s ago" in c["detail"]


def test_android_12_and_later_get_the_phantom_process_hint(home: Path, tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in (("getprop", 'echo "13"'), ("termux-wake-lock", "exit 0")):
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    env = {"PATH": f"{bin_dir}:{os.environ['PATH']}", "TERMUX_VERSION": "0.118.1"}
    c = check(home, "phone", env)
    assert c["status"] == "ok" and c["detail"].startswith("Android 13")
    assert "phantom" in c["detail"] and "Unrestricted" in c["detail"]
    (bin_dir / "getprop").write_text('#!/bin/sh\necho "11"\n')
    assert "phantom" not in check(home, "phone", env)["detail"]
