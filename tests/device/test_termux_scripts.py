"""The termux/ scripts run under a real POSIX sh, with fake Termux commands on PATH."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

TERMUX = Path(__file__).resolve().parents[2] / "termux"
SCRIPTS = ["install.sh", "service/dhandha/run", "service/dhandha/log/run", "boot/start-dhandha"]


def tool(bin_dir: Path, name: str, body: str) -> None:
    path = bin_dir / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)


@pytest.fixture
def fake_bin(tmp_path: Path) -> Path:
    b = tmp_path / "bin"
    b.mkdir()
    log = tmp_path / "calls.log"
    for name in ("termux-wake-lock", "sv", "sv-enable"):
        tool(b, name, f'echo "{name} $*" >> {log}')
    # chpst -e DIR: each file in DIR becomes a variable, as runit does it
    tool(b, "chpst", 'dir=$2; shift 2; for f in "$dir"/*; do export "$(basename "$f")=$(cat "$f")"; done; exec "$@"')
    tool(b, "dhandha", f'echo "dhandha $* home=$DHANDHA_HOME" >> {log}')
    return b


@pytest.mark.parametrize("script", SCRIPTS)
def test_scripts_are_valid_sh(script: str) -> None:
    subprocess.run(["sh", "-n", str(TERMUX / script)], check=True)
    assert os.access(TERMUX / script, os.X_OK), f"{script} must be executable"


def test_the_service_runs_the_daemon_with_its_envdir(tmp_path: Path, fake_bin: Path) -> None:
    sv = tmp_path / "service"
    shutil.copytree(TERMUX / "service" / "dhandha", sv)
    (sv / "env").mkdir()
    (sv / "env" / "DHANDHA_HOME").write_text("/data/data/com.termux/files/home/books")
    env = {"PATH": f"{fake_bin}:{os.environ['PATH']}", "HOME": str(tmp_path)}
    subprocess.run(["sh", "./run"], cwd=sv, env=env, check=True, timeout=10)
    calls = (tmp_path / "calls.log").read_text().splitlines()
    assert calls == ["termux-wake-lock ", "dhandha run home=/data/data/com.termux/files/home/books"]


def test_the_log_service_writes_under_the_books(tmp_path: Path, fake_bin: Path) -> None:
    sv = tmp_path / "service"
    shutil.copytree(TERMUX / "service" / "dhandha", sv)
    (sv / "env").mkdir()
    (sv / "env" / "DHANDHA_HOME").write_text(str(tmp_path / "books"))
    tool(fake_bin, "svlogd", f'echo "svlogd $*" >> {tmp_path / "calls.log"}')
    env = {"PATH": f"{fake_bin}:{os.environ['PATH']}", "HOME": str(tmp_path)}
    subprocess.run(["sh", "./run"], cwd=sv / "log", env=env, check=True, timeout=10)
    logdir = tmp_path / "books" / "logs" / "service"
    assert (logdir / "config").read_text() == "s1000000\nn10\n"
    assert (tmp_path / "calls.log").read_text().strip() == f"svlogd -tt {logdir}"


def test_boot_takes_the_wake_lock_then_starts_services(tmp_path: Path, fake_bin: Path) -> None:
    prefix = tmp_path / "usr"
    (prefix / "etc").mkdir(parents=True)
    (prefix / "etc" / "profile").write_text(f'echo "profile loaded" >> {tmp_path / "calls.log"}\n')
    env = {"PATH": f"{fake_bin}:{os.environ['PATH']}", "HOME": str(tmp_path), "PREFIX": str(prefix)}
    subprocess.run(["sh", str(TERMUX / "boot" / "start-dhandha")], env=env, check=True, timeout=10)
    assert (tmp_path / "calls.log").read_text().splitlines() == [
        "termux-wake-lock ", "profile loaded", "sv up dhandha"]


def test_install_refuses_outside_termux(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PREFIX": str(tmp_path / "nowhere")}
    res = subprocess.run(["sh", str(TERMUX / "install.sh")], env=env, capture_output=True, text=True, timeout=10)
    assert res.returncode == 1 and "inside Termux" in res.stderr


def test_install_refuses_books_on_shared_storage(tmp_path: Path, fake_bin: Path) -> None:
    tool(fake_bin, "pkg", f'echo "pkg $*" >> {tmp_path / "calls.log"}')
    env = {"PATH": f"{fake_bin}:/usr/bin:/bin", "HOME": str(tmp_path), "PREFIX": str(tmp_path),
           "DHANDHA_HOME": "/sdcard/dhandha"}
    res = subprocess.run(["sh", str(TERMUX / "install.sh")], env=env, capture_output=True, text=True, timeout=10)
    assert res.returncode == 1 and "shared storage" in res.stderr
    assert not (tmp_path / "calls.log").exists(), "nothing installed before the check"
