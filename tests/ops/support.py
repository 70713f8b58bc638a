"""Helpers for the operator's tests: the real `dhandha` process, and books with a fault in them."""

from __future__ import annotations

import contextlib
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from dhandha.clock import ManualClock, parse_instant
from dhandha.store import NewEntry, Store
from dhandha.torture.disk import mount_tiny, overwrite_page, page_layout, unmount

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


def corrupt_page(db: Path, seed: int = 7) -> int:
    """Write garbage over one page in the middle of the file (after folding the WAL in). Returns the page."""
    page_size, count = page_layout(db)
    for side in ("-wal", "-shm"):
        Path(f"{db}{side}").unlink(missing_ok=True)
    page = max(2, count // 2)
    rng = random.Random(seed)
    overwrite_page(db, page, page_size, bytes(rng.randrange(256) for _ in range(page_size)))
    return page


@contextlib.contextmanager
def tiny_fs(where: Path, size: str = "256k", *, read_only: bool = False) -> Iterator[Path]:
    """A small tmpfs mounted at `where` (root only; the test is skipped with the reason otherwise)."""
    why_not = mount_tiny(where, f"size={size},mode=0700" + (",ro" if read_only else ""))
    if why_not is not None:
        pytest.skip(why_not)
    try:
        yield where
    finally:
        unmount(where)
