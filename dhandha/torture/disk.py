"""Disk faults made on purpose: a tiny filesystem that fills up, and a page of the books overwritten.

Shared by `dhandha torture` and the operator's tests, so both break the disk the same way.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path


def mount_tiny(where: Path, options: str) -> str | None:
    """Mount a tmpfs at where with these mount options; None when mounted, else why it could not be.

    Needs root; the caller unmounts with `unmount`."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return "needs root to mount a tmpfs"
    where.mkdir(parents=True, exist_ok=True)
    res = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True, text=True)
    if res.returncode != 0:
        return f"cannot mount a tmpfs: {res.stderr.strip()[:80]}"
    return None


def unmount(where: Path) -> None:
    """Lazily unmount what `mount_tiny` mounted (a file still open does not keep it)."""
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


def fill_disk(folder: Path) -> None:
    """Use up every free byte of the filesystem under folder, in a file named `filler`."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError:
        pass
    finally:
        os.close(fd)


def page_layout(db: Path) -> tuple[int, int]:
    """(page size, page count) of the books once the WAL is folded in, so every page lives in the file."""
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = int(conn.execute("PRAGMA page_size").fetchone()[0])
        count = int(conn.execute("PRAGMA page_count").fetchone()[0])
    return size, count


def overwrite_page(db: Path, page: int, size: int, garbage: bytes) -> None:
    """Write garbage over one page (numbered from 1) of the file."""
    with open(db, "r+b") as f:
        f.seek((page - 1) * size)
        f.write(garbage)
