"""Faults the books must survive or refuse: a full disk, a corrupted page, a deleted WAL, clock jumps,
and a termux-* command that never answers. Each goes through the real commands."""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from datetime import timedelta
from pathlib import Path

from dhandha.checkup import CHECK_EVERY
from dhandha.clock import iso, parse_instant
from dhandha.torture import books, disk, procs
from dhandha.torture.figures import Figures


def populate(home: Path, n: int = 40) -> None:
    home.mkdir(mode=0o700, exist_ok=True)
    lines = "".join(f"Rajan ko {100 + i} udhaar diya\n" for i in range(n))
    procs.run(home, "chat", stdin=lines)


def chat_answers(home: Path, lines: list[str], env: dict[str, str] | None = None
                 ) -> tuple[subprocess.CompletedProcess[str], list[dict]]:
    res = procs.run(home, "chat", "--json", stdin="".join(line + "\n" for line in lines), env=env)
    answers = []
    for raw in res.stdout.splitlines():
        try:
            answers.append(json.loads(raw))
        except ValueError:
            pass
    return res, answers


def disk_full_pages(root: Path, figures: Figures) -> None:
    """SQLite's own page budget (max_page_count): writes fail with SQLITE_FULL mid-conversation."""
    import asyncio

    from dhandha.chain.pipeline import run_turn
    from dhandha.chain.turn import Message
    from dhandha.channels.console import turn_json
    from dhandha.clock import ManualClock, parse_instant
    from dhandha.deps import Deps
    from dhandha.store import Store

    home = root / "pages"
    populate(home, 3)
    clock = ManualClock(parse_instant(procs.NOW))
    store = Store(home / "dhandha.db", clock)
    pages = int(store.scalar("PRAGMA page_count"))
    store.conn.execute(f"PRAGMA max_page_count = {pages + 2}")
    deps = Deps(store=store, clock=clock)
    acks = []
    for i in range(60):
        turn = asyncio.run(run_turn(deps, Message(text=f"Meena ko {500 + i} udhaar diya", chat_id="console",
                                                  channel="console", input_key=f"full:{i}")))
        answer = turn_json(turn)
        if answer["executed"] and "✅" in (answer["reply"] or ""):
            acks.append(("Meena", (500 + i) * 100))
    store.close()
    figures.faults["disk full (page budget)"] += 1
    books.judge(home / "dhandha.db", figures, "after the page budget ran out")
    books.acknowledged(home / "dhandha.db", acks, figures)


def disk_full_tmpfs(root: Path, figures: Figures) -> None:
    """A real filesystem that fills up (a tiny tmpfs; root only)."""
    where = root / "tiny"
    why_not = disk.mount_tiny(where, "size=1m,mode=0700")
    if why_not is not None:
        figures.skipped["disk full (tiny filesystem)"] = why_not
        return
    try:
        home = where / "home"
        populate(home, 5)
        disk.fill_disk(where)
        run, answers = chat_answers(home, [f"Geeta ko {700 + i} udhaar diya" for i in range(20)])
        figures.faults["disk full (tiny filesystem)"] += 1
        if "Traceback" in run.stderr:
            figures.problem("disk full: a traceback instead of a clear line")
        acks = [("Geeta", (700 + i) * 100) for i, a in enumerate(answers)
                if a.get("executed") and "✅" in a.get("reply", "")]
        (where / "filler").unlink()  # the operator frees space; then the books are judged
        books.judge(home / "dhandha.db", figures, "on a full filesystem")
        books.acknowledged(home / "dhandha.db", acks, figures)
    finally:
        disk.unmount(where)


def corrupt_page(root: Path, figures: Figures, rng: random.Random) -> None:
    """Garbage over one page: chat refuses with the owner's line, doctor fails, restore heals."""
    home = root / "corrupt"
    populate(home, 60)
    procs.run(home, "backup")
    db = home / "dhandha.db"
    size, count = disk.page_layout(db)
    page = rng.randrange(2, count + 1)
    disk.overwrite_page(db, page, size, os.urandom(size))
    figures.faults["corrupted page"] += 1
    before = db.read_bytes()
    # The page goes bad after the backup's clean check; the next command comes a day later, when
    # its own full check is due (within the day, a command is trusted like the daemon between its
    # nightly checks: see dhandha/checkup.py).
    next_day = {"DHANDHA_NOW": iso(parse_instant(procs.NOW) + CHECK_EVERY + timedelta(hours=1))}
    run, answers = chat_answers(home, ["Rajan ko 999 udhaar diya"], next_day)
    damaged = run.returncode == 2
    if damaged:
        if db.read_bytes() != before:
            figures.problem("corrupted page: the damaged file was written to")
        if any("✅" in a.get("reply", "") for a in answers):
            figures.problem("corrupted page: a ✅ on a damaged file")
        doc = procs.run(home, "doctor", "--offline", env=next_day)
        if doc.returncode != 2:
            figures.problem("corrupted page: doctor did not fail")
    # A page whose garbage SQLite does not notice (free or overflow space) is not damage it can
    # see; the books must then still pass their checks after the turn.
    from dhandha.backup import list_backups

    good = list_backups(home / "backups")[-1].path
    healed = procs.run(home, "restore", str(good), env=next_day)
    again, answers = chat_answers(home, ["Rajan ko 998 udhaar diya"], next_day)
    figures.events += 1
    if healed.returncode != 0 or again.returncode != 0 or not any(a.get("executed") for a in answers):
        figures.problem(f"corrupted page: restore did not bring the books back ({healed.stderr[-120:]})")
    books.judge(db, figures, "after restoring over a corrupted page")


def deleted_wal(root: Path, figures: Figures) -> None:
    """Commit, SIGKILL, delete the -wal: doctor must report the lost commits (a detected loss)."""
    home = root / "wal"
    populate(home, 3)
    proc = procs.start(home, "chat", "--json", stdin=True, stdout=True)
    assert proc.stdin is not None and proc.stdout is not None
    acked = 0
    for i in range(4):
        proc.stdin.write(f"Kamla ko {300 + i} udhaar diya\n")
        proc.stdin.flush()
        if json.loads(proc.stdout.readline()).get("executed"):
            acked += 1
    procs.kill(proc)
    figures.kills["chat"] += 1
    Path(f"{home / 'dhandha.db'}-wal").unlink(missing_ok=True)
    Path(f"{home / 'dhandha.db'}-shm").unlink(missing_ok=True)
    figures.faults["deleted WAL"] += 1
    doc = procs.run(home, "doctor", "--json", "--offline")
    checks = {c["name"]: c for c in json.loads(doc.stdout)["checks"]} if doc.stdout.startswith("{") else {}
    figures.events += 1
    if acked and checks.get("highwater", {}).get("status") != "fail":
        figures.lost += acked
        figures.problem("deleted WAL: acknowledged entries vanished and doctor did not notice")


def clock_jumps(root: Path, figures: Figures) -> None:
    """The phone's clock a year ahead, in 1970 and 2099, and back: books and backups stay right."""
    from dhandha.backup import list_backups

    home = root / "clock"
    populate(home, 5)
    acks = []
    times = ["2027-11-20T11:30:00+05:30", "1970-01-02T10:00:00+05:30", "2026-11-21T11:30:00+05:30"]
    for k, when in enumerate(times):
        lines = [f"Mohan ko {400 + k * 10 + i} udhaar diya" for i in range(3)]
        run, answers = chat_answers(home, [x for line in lines for x in (line, "haan")], {"DHANDHA_NOW": when})
        for a in answers:
            if a.get("executed") and "✅" in a.get("reply", ""):
                for e in a["executed"]:
                    acks.append((e["counterparty"], round(e["amount"] * 100)))
        procs.run(home, "backup", env={"DHANDHA_NOW": when})
        figures.faults["clock jump"] += 1
    made = list_backups(home / "backups")
    figures.events += 1
    if not made or made[-1].at.year != 2026:
        figures.problem("clock jumps: the newest backup is not the one made last")
    newest_entries = books.read_rows(home / "dhandha.db")
    if made and made[-1].last_id != max(newest_entries, default=0):
        figures.problem("clock jumps: the last backup does not hold the last entry")
    books.judge(home / "dhandha.db", figures, "after clock jumps")
    books.acknowledged(home / "dhandha.db", acks, figures)


def hung_termux(root: Path, figures: Figures) -> None:
    """termux-sms-list never answers: the poll gives up within its timeout and leaves no process behind."""
    home = root / "hung"
    populate(home, 1)
    bin_dir = root / "hung-bin"
    bin_dir.mkdir()
    pidfile = root / "hung.pid"
    for name in ("termux-sms-list", "termux-battery-status"):
        (bin_dir / name).write_text(f"#!/bin/sh\necho $$ >> {pidfile}\nsleep 1000\n")
        (bin_dir / name).chmod(0o755)
    started = time.monotonic()
    res = procs.run(home, "sms", "poll", timeout=120, env={"PATH": f"{bin_dir}:{os.environ.get('PATH', '')}",
                                                           "DHANDHA_DEVICE_TIMEOUT_SECONDS": "1"})
    took = time.monotonic() - started
    figures.faults["hung termux-*"] += 1
    figures.events += 1
    if "Traceback" in res.stderr:
        figures.problem("hung termux: a traceback")
    if took > 60:
        figures.problem(f"hung termux: the poll took {took:.0f} s")
    for pid in (int(p) for p in pidfile.read_text().split()) if pidfile.exists() else ():
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            continue
        figures.problem(f"hung termux: process {pid} was left running")
        os.kill(pid, 9)
    books.judge(home / "dhandha.db", figures, "after a hung termux command")


def run_all(root: Path, figures: Figures, rng: random.Random) -> None:
    for fault in (disk_full_pages, disk_full_tmpfs, deleted_wal, clock_jumps, hung_termux):
        fault(root, figures)
    corrupt_page(root, figures, rng)
