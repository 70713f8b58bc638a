"""Files only the owner reads: the home 0700, every file of the books 0600, whatever the umask.

The books, the bot token and the owner's customers live here; on a phone that is rooted, shared
or backed up by another app, group- or world-readable modes would hand them out. Modes are set
explicitly when a file or folder is made (never left to the umask), and `dhandha doctor --fix`
puts back any that drifted.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600


def private_dir(path: Path, *, parents: bool = False) -> Path:
    """Make (or keep) a folder only the owner can enter."""
    path.mkdir(mode=DIR_MODE, parents=parents, exist_ok=True)
    if stat.S_IMODE(path.stat().st_mode) != DIR_MODE:
        path.chmod(DIR_MODE)
    return path


def private_file(path: Path) -> Path:
    """Create the file empty if it is missing, with mode 0600; an existing one is set to 0600.

    A symlink is refused (ELOOP), never followed: a link planted in the home must not get its
    target's mode changed, nor the books written through it.
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW, FILE_MODE)
    try:
        if stat.S_IMODE(os.fstat(fd).st_mode) != FILE_MODE:
            os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)
    return path


def tighten(path: Path) -> None:
    """Set an existing file's mode to 0600 (a file made by someone else, like SQLite's WAL)."""
    try:
        if stat.S_IMODE(path.stat().st_mode) != FILE_MODE:
            path.chmod(FILE_MODE)
    except FileNotFoundError:
        pass


def write_private(path: Path, data: bytes) -> None:
    """Write a small file atomically and durably: temp 0600, fsync, rename, fsync the folder."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    try:
        os.fchmod(fd, FILE_MODE)
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def fsync_dir(path: Path) -> None:
    """Make a rename or unlink in this folder durable (the name lives in the folder)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:  # some filesystems refuse fsync on a folder; the rename still happened
        if exc.errno not in (errno.EINVAL, errno.EBADF):
            raise
    finally:
        os.close(fd)


def too_open(home: Path) -> Iterator[tuple[Path, int, int]]:
    """(path, its mode, the mode it should have) for everything under the home others could read."""
    if not home.is_dir():
        return
    if stat.S_IMODE(home.stat().st_mode) & 0o077:
        yield home, stat.S_IMODE(home.stat().st_mode), DIR_MODE
    for root, dirs, files in os.walk(home):
        for name in dirs + files:
            p = Path(root) / name
            try:
                st = p.lstat()
            except FileNotFoundError:
                continue
            if stat.S_ISLNK(st.st_mode):
                continue
            want = DIR_MODE if stat.S_ISDIR(st.st_mode) else FILE_MODE
            if stat.S_IMODE(st.st_mode) & 0o077:
                yield p, stat.S_IMODE(st.st_mode), want


def fix_modes(home: Path) -> list[Path]:
    """Take group and world access away from everything under the home; returns what changed."""
    changed = []
    for p, _mode, want in list(too_open(home)):
        try:
            p.chmod(want)
            changed.append(p)
        except FileNotFoundError:
            pass
    return changed
