"""The few errors dhandha raises, named by who has to read them."""


class OwnerError(Exception):
    """Something the owner must be told, in plain words (a template key plus its values)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


class OperatorError(Exception):
    """Something the operator must fix: configuration, permissions, a newer database."""


class LedgerMismatch(Exception):
    """A bug: what was written does not read back as planned, or a balance disagrees with its entries."""


class BooksDamaged(OperatorError):
    """The books file is damaged (SQLite says corrupt or not a database): nothing more is written to it."""


def explain(exc: BaseException) -> str | None:
    """One line for the operator about a failure of the machine itself, or None for a bug.

    A full disk, a read-only or missing folder, a file SQLite cannot open: each says what to do.
    Anything else is a bug and keeps its traceback.
    """
    import errno
    import sqlite3

    if isinstance(exc, sqlite3.Error):
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        text = str(exc)
        if code == 13 or "disk is full" in text:  # SQLITE_FULL
            return "the disk is full and nothing was saved: free some space on the phone, then try again"
        if code == 8 or "readonly database" in text:  # SQLITE_READONLY
            return ("the books are on a read-only filesystem or file: point DHANDHA_HOME at a writable folder "
                    "in Termux's home (the default ~/.dhandha)")
        if code == 10 or "disk I/O error" in text:  # SQLITE_IOERR: on a full disk, the -shm cannot grow
            import shutil

            from dhandha.paths import home

            try:
                full = shutil.disk_usage(home()).free < 1024 * 1024
            except OSError:
                full = False
            if full:
                return "the disk is full and nothing was saved: free some space on the phone, then try again"
            return "a disk I/O error reading or writing the books: check the phone's storage, then `dhandha doctor`"
        if code == 14 or "unable to open database" in text:  # SQLITE_CANTOPEN
            return ("cannot open the books file: does DHANDHA_HOME point at a folder that exists and is "
                    "writable? (the default is ~/.dhandha)")
        return None
    if isinstance(exc, OSError):
        where = f" ({exc.filename})" if exc.filename else ""
        if exc.errno == errno.ENOSPC:
            return f"the disk is full{where} and nothing was saved: free some space on the phone, then try again"
        if exc.errno == errno.EROFS:
            return f"read-only filesystem{where}: point DHANDHA_HOME at a writable folder (the default ~/.dhandha)"
        if exc.errno in (errno.EACCES, errno.EPERM):
            return f"permission denied{where}: check who owns the folder, or point DHANDHA_HOME elsewhere"
        if exc.errno in (errno.ENOTDIR, errno.ENOENT):
            return f"no such folder{where}: create it, or point DHANDHA_HOME at one that exists"
        return None
    return None
