"""What goes wrong around the books gets one line for the operator, a non-zero exit, no traceback."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from dhandha.torture.disk import fill_disk
from ops.support import dhandha, populated, tiny_fs


def one_clear_line(res, *words: str) -> None:  # type: ignore[no-untyped-def]
    assert res.returncode != 0, res.stdout
    assert "Traceback" not in res.stderr, res.stderr
    lines = [line for line in res.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, res.stderr
    assert lines[0].startswith("dhandha: ")
    for w in words:
        assert w in lines[0], lines[0]


def test_a_home_whose_folder_is_missing(tmp_path: Path) -> None:
    res = dhandha("chat", home=tmp_path / "no-such-folder" / "home", stdin="Rajan ko 500 udhaar diya\n")
    one_clear_line(res, "does not exist", "DHANDHA_HOME")
    assert not (tmp_path / "no-such-folder").exists(), "a typo in DHANDHA_HOME must not start new books"


def test_a_home_that_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "home").write_text("oops")
    one_clear_line(dhandha("ledger", home=tmp_path / "home"), "is a file")


def test_a_read_only_home(tmp_path: Path) -> None:
    with tiny_fs(tmp_path / "ro", read_only=True) as ro:
        for cmd in (["chat"], ["ledger"], ["backup"], ["sms", "import", str(tmp_path / "dump.json")]):
            one_clear_line(dhandha(*cmd, home=ro / "home", stdin="Rajan ko 500 udhaar diya\n"))
        home_inside = tmp_path / "ro"
        res = dhandha("chat", home=home_inside, stdin="Rajan ko 500 udhaar diya\n")
        one_clear_line(res, "read-only", "DHANDHA_HOME")


def test_a_full_disk_at_first_start(tmp_path: Path) -> None:
    with tiny_fs(tmp_path / "small", size="64k") as small:
        (small / "home").mkdir(mode=0o700)
        fill_disk(small)
        res = dhandha("chat", home=small / "home", stdin="Rajan ko 500 udhaar diya\n")
        one_clear_line(res, "disk is full", "free some space")


def test_a_bad_clock_variable(tmp_path: Path) -> None:
    for cmd in (["chat"], ["ledger"], ["doctor", "--offline"], ["backup"], ["sweep", "all"]):
        res = dhandha(*cmd, home=tmp_path / "home", env={"DHANDHA_NOW": "yesterday at 5"}, stdin="hi\n")
        if cmd[0] == "doctor":
            assert "Traceback" not in res.stderr and res.returncode == 2
            continue
        one_clear_line(res, "DHANDHA_NOW", "ISO-8601")


def test_an_unwritable_export_path(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    populated(home / "dhandha.db", 5)
    (tmp_path / "a-file").write_text("not a folder")
    one_clear_line(dhandha("export", "--out", str(tmp_path / "a-file" / "export"), home=home), "--out")
    with tiny_fs(tmp_path / "ro", read_only=True) as ro:
        one_clear_line(dhandha("export", "--out", str(ro / "export"), home=home), "--out")


def test_books_from_newer_code(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    populated(home / "dhandha.db", 5)
    with sqlite3.connect(home / "dhandha.db") as conn:
        conn.execute("PRAGMA user_version = 999")
    for cmd in (["chat"], ["ledger"], ["sweep", "all"], ["export"]):
        one_clear_line(dhandha(*cmd, home=home, stdin="hi\n"), "newer dhandha", "upgrade")


def test_a_log_that_cannot_be_opened_is_one_line_and_the_books_still_work(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o700)
    populated(home / "dhandha.db", 5)
    (home / "logs").mkdir(mode=0o700)
    os.symlink("/dev/full", home / "logs" / "dhandha.log")  # a planted link is never followed
    res = dhandha("chat", home=home, stdin="".join(f"xyz{i} qqq\n" for i in range(30)) + "Rajan ko 500 udhaar diya\n")
    assert res.returncode == 0 and "✅" in res.stdout
    assert "Traceback" not in res.stderr and res.stderr.count("logging is off") == 1, res.stderr
    assert oct(os.stat("/dev/full").st_mode & 0o777) == "0o666"


def test_a_log_that_stops_taking_writes_says_so_once(capsys: pytest.CaptureFixture[str]) -> None:
    """Every write to /dev/full fails with ENOSPC, like a log on a full disk: one line, then silence."""
    import logging

    from dhandha.app import QuietFileHandler

    handler = QuietFileHandler("/dev/full", mode="a", delay=True)
    log = logging.getLogger("dhandha.test.full")
    log.propagate = False
    log.addHandler(handler)
    try:
        for i in range(200):
            log.error("record %d", i)
    finally:
        log.removeHandler(handler)
        handler.close()
    err = capsys.readouterr().err
    assert err.count("cannot write the log") == 1 and "Traceback" not in err and "Logging error" not in err


@pytest.mark.parametrize("cmd", [["chat"], ["ledger"], ["sweep", "all"], ["backup"], ["export"]])
def test_no_traceback_when_the_home_vanishes_mid_setup(tmp_path: Path, cmd: list[str]) -> None:
    one_clear_line(dhandha(*cmd, home=tmp_path / "gone" / "home", stdin="hi\n"), "does not exist")
