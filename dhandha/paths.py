"""Where state lives (DHANDHA_HOME) and where the shipped data files are."""

from __future__ import annotations

import os
from pathlib import Path


def home() -> Path:
    """All state lives here; one variable relocates it all."""
    return Path(os.environ.get("DHANDHA_HOME") or Path.home() / ".dhandha").expanduser()


def ensure_home() -> Path:
    """The home, made if missing (0700); a missing parent, a read-only or full disk is one clear line.

    The parent is never created: a typo in DHANDHA_HOME must not quietly start a second set of books.
    """
    import errno
    import tempfile

    from dhandha.errors import OperatorError
    from dhandha.private import private_dir

    h = home()
    try:
        if not h.exists():
            if not h.parent.is_dir():
                raise OperatorError(f"DHANDHA_HOME={h}: the folder {h.parent} does not exist; create it, or point "
                                    "DHANDHA_HOME at a folder that exists (the default is ~/.dhandha)")
            private_dir(h)
        elif not h.is_dir():
            raise OperatorError(f"DHANDHA_HOME={h} is a file, not a folder: point it at a folder")
        with tempfile.TemporaryFile(dir=h, prefix=".probe-"):
            pass
    except OSError as exc:
        reason = {errno.EROFS: "it is on a read-only filesystem", errno.ENOSPC: "the disk is full",
                  errno.EACCES: "permission denied", errno.EPERM: "permission denied"}.get(
                      exc.errno or 0, exc.strerror or str(exc))
        raise OperatorError(f"cannot write in DHANDHA_HOME={h}: {reason}; "
                            + ("free some space on the phone" if exc.errno == errno.ENOSPC else
                               "point DHANDHA_HOME at a writable folder in Termux's home (the default ~/.dhandha)")
                            ) from exc
    return h


def db_path() -> Path:
    return home() / "dhandha.db"


def backups_dir() -> Path:
    return home() / "backups"


def logs_dir() -> Path:
    return home() / "logs"


def resource(name: str) -> Path:
    """A shipped data folder: `migrations`, `knowledge` or `config`.

    In a source checkout (or an editable install) it sits beside the package; a built
    wheel carries a copy inside the package under `_data`.
    """
    pkg = Path(__file__).resolve().parent
    for candidate in (pkg.parent / name, pkg / "_data" / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"shipped folder {name!r} is missing from this install")
