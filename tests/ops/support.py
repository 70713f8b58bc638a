"""Helpers for the operator's tests: the real `dhandha` process, and books with a fault in them."""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from dhandha.clock import ManualClock, parse_instant
from dhandha.store import NewEntry, Store

NOW = "2026-11-20T11:30:00+05:30"


def dhandha(*args: str, home: Path, stdin: str | None = None, env: dict[str, str] | None = None,
            timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The real command in its own process, with its own home and a fixed clock."""
    full = {**os.environ, "DHANDHA_HOME": str(home), "DHANDHA_NOW": NOW, **(env or {})}
    for name in ("DHANDHA_TELEGRAM_TOKEN", "DHANDHA_LLM_API_KEY", "DHANDHA_LLM_BASE_URL"):
        full.pop(name, None)
    return subprocess.run([sys.executable, "-m", "dhandha", *args], input=stdin, env=full, capture_output=True,
                          text=True, timeout=timeout)


def populated(db: Path, n: int = 400, *, note_bytes: int = 200) -> None:
    """Books with n entries over a few customers (big enough to span many pages), made at NOW."""
    store = Store(db, ManualClock(parse_instant(NOW) - timedelta(hours=1)))
    try:
        with store.tx():
            ids = [store.contact_create(name, "customer") for name in ("Rajan", "Meena", "Sharma ji")]
            for i in range(n):
                store.entry_add(NewEntry("udhaar_given" if i % 3 else "payment_received", 100 * (i % 50 + 1),
                                         ids[i % 3], note="x" * note_bytes), source="console",
                                idem_key=f"fill:{i}", occurred_at=store.now())
    finally:
        store.close()


def entries_root_pages(db: Path) -> list[int]:
    """Pages that hold entries rows (leaf pages of the entries table), via the dbstat-free way:
    the table's root page and a walk is SQLite's business, so pick pages by where rows live."""
    conn = sqlite3.connect(db)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        count = conn.execute("PRAGMA page_count").fetchone()[0]
    finally:
        conn.close()
    return [page_size, count]


def corrupt_page(db: Path, seed: int = 7) -> int:
    """Write garbage over one page in the middle of the file (after folding the WAL in). Returns the page."""
    page_size, count = entries_root_pages(db)
    for side in ("-wal", "-shm"):
        Path(f"{db}{side}").unlink(missing_ok=True)
    page = max(2, count // 2)
    rng = random.Random(seed)
    with open(db, "r+b") as f:
        f.seek((page - 1) * page_size)
        f.write(bytes(rng.randrange(256) for _ in range(page_size)))
    return page


@contextlib.contextmanager
def tiny_fs(where: Path, size: str = "256k", *, read_only: bool = False) -> Iterator[Path]:
    """A small tmpfs mounted at `where` (root only; the test is skipped with the reason otherwise)."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a tiny filesystem needs root to mount a tmpfs")
    where.mkdir(parents=True, exist_ok=True)
    opts = f"size={size},mode=0700" + (",ro" if read_only else "")
    res = subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", str(where)], capture_output=True, text=True)
    if res.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {res.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


def fill_disk(folder: Path) -> None:
    """Use up every free byte of the filesystem under folder."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError:
        pass
    finally:
        os.close(fd)
