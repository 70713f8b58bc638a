"""A damaged books file is noticed and refused: never written to again, never answered with a ✅.

SQLite reports a damaged file as SQLITE_CORRUPT ("database disk image is malformed") or
SQLITE_NOTADB ("file is not a database"). Wherever such an error surfaces — the quick_check at
start, the nightly check, any query — the books are marked damaged: a small marker file beside
the database (so every process, and the next start, knows) and a flag in this process. The store
refuses every write while the mark stands; the owner is told once in plain words (the channel
delivers the notice from the marker, since the outbox lives in the damaged file) and the operator
gets one line with the restore steps. `dhandha restore` clears the mark.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dhandha.errors import BooksDamaged
from dhandha.private import write_private

if TYPE_CHECKING:
    from dhandha.deps import Deps
    from dhandha.store.base import StoreBase

log = logging.getLogger("dhandha.damage")

_CORRUPT_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB (primary codes)
_CORRUPT_WORDS = ("database disk image is malformed", "file is not a database", "malformed database schema")

# In-process: the books this process has found damaged (other connections here see it at once).
_DAMAGED: dict[str, Damage] = {}
_SAID: set[str] = set()


@dataclass(frozen=True)
class Damage:
    db: Path
    detail: str
    owner_told: bool = False


def is_corruption(exc: BaseException) -> bool:
    """Does this error mean the file itself is damaged (not a busy lock, a full disk or a bug)?"""
    if not isinstance(exc, sqlite3.DatabaseError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and (code & 0xFF) in _CORRUPT_CODES:
        return True
    text = str(exc).lower()
    return any(w in text for w in _CORRUPT_WORDS)


def marker_path(db: Path) -> Path:
    return db.with_name(db.name + ".damaged")


def damaged(db: Path) -> Damage | None:
    """The damage recorded for these books, by this process or an earlier one; None when sound."""
    key = str(db)
    if key in _DAMAGED:
        return _DAMAGED[key]
    marker = marker_path(db)
    try:
        data = json.loads(marker.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError):
        data = {"detail": "the damage marker itself is unreadable"}
    found = Damage(db, str(data.get("detail") or "damaged"), bool(data.get("owner_told")))
    _DAMAGED[key] = found
    return found


def operator_line(db: Path, detail: str) -> str:
    return (f"the books file {db} is damaged ({detail}); nothing more is written to it. To restore: stop the "
            f"daemon (`sv down dhandha`), run `dhandha doctor` to see the newest good backup, then "
            f"`dhandha restore FILE` (the damaged file is kept aside) and `sv up dhandha`")


def mark(db: Path, detail: str) -> Damage:
    """Record that these books are damaged; idempotent. Returns the damage."""
    key = str(db)
    if key in _DAMAGED:
        return _DAMAGED[key]
    found = Damage(db, detail[:300])
    _DAMAGED[key] = found
    try:
        write_private(marker_path(db), json.dumps({"detail": found.detail, "owner_told": False}).encode())
    except OSError as exc:  # the marker is belt and braces; the flag in this process still holds
        log.error("could not write the damage marker beside %s: %s", db, exc)
    log.error(operator_line(db, found.detail))
    return found


def say_once(key: str, line: str) -> None:
    """The operator's line on stderr, once per process per books."""
    if key in _SAID:
        return
    _SAID.add(key)
    print(f"dhandha: {line}", file=sys.stderr, flush=True)


def refuse(db: Path) -> BooksDamaged:
    found = damaged(db)
    return BooksDamaged(operator_line(db, found.detail if found else "damaged"))


def noticed(db: Path, exc: BaseException) -> BooksDamaged | None:
    """If exc means corruption, mark the books and return the error to raise instead; else None."""
    if not is_corruption(exc):
        return None
    mark(db, f"{exc}")
    return refuse(db)


def owner_told(db: Path) -> None:
    """The owner has been given the notice; the marker remembers so a restart does not repeat it."""
    found = damaged(db)
    if found is None or found.owner_told:
        return
    _DAMAGED[str(db)] = Damage(db, found.detail, True)
    try:
        write_private(marker_path(db), json.dumps({"detail": found.detail, "owner_told": True}).encode())
    except OSError:
        pass


def clear(db: Path) -> None:
    """The books were replaced by a good copy (restore): forget the damage."""
    _DAMAGED.pop(str(db), None)
    _SAID.discard(str(db))
    marker_path(db).unlink(missing_ok=True)


def owner_notice(language: str) -> str:
    """The one line the owner gets, in their language."""
    from dhandha.lang.replies import render

    try:
        return render("ops.books_damaged", language)
    except Exception:  # the notice must go out even if a template is broken
        return ("⚠️ The books file on this phone is damaged. I have stopped writing to it so nothing gets worse; "
                "this message was not saved. Ask whoever set up the munshi to restore the last backup.")


def sweep(store: StoreBase) -> int:
    """The nightly check: quick_check the file on disk; damage is marked and the sweep fails loudly.

    A fresh read-only connection, not the daemon's own: a long-lived connection's page cache can
    still hold good copies of pages that have gone bad on the disk.
    """
    if store.read_only:
        raise refuse(store.path)
    if not store.on_disk:
        return 0
    from contextlib import closing
    from urllib.parse import quote

    try:
        with closing(sqlite3.connect(f"file:{quote(str(store.path))}?mode=ro", uri=True, timeout=30)) as conn:
            problems = quick_check(conn)
    except sqlite3.DatabaseError as exc:
        if not is_corruption(exc):
            raise
        problems = [str(exc)]
    if problems:
        mark(store.path, "quick_check: " + "; ".join(problems[:2]))
        raise refuse(store.path)
    return 0


def owner_language(deps: Deps) -> str:
    """The owner's language, without trusting damaged books."""
    if deps.store.read_only:
        return deps.settings.language
    try:
        return deps.language()
    except BooksDamaged:
        return deps.settings.language


async def tell_owner(deps: Deps) -> bool:
    """Once per damage, the owner hears it through the channel (the outbox is inside the damaged file)."""
    from dhandha.outgoing import Outgoing

    found = damaged(deps.store.path) if deps.store.on_disk else None
    if found is None or found.owner_told or deps.channel is None:
        return False
    await deps.channel.send(deps.owner_chat, Outgoing(text=owner_notice(owner_language(deps))))
    owner_told(deps.store.path)
    return True


def quick_check(conn: sqlite3.Connection) -> list[str]:
    """PRAGMA quick_check as lines; empty when clean. A corrupt header raises instead."""
    return [r[0] for r in conn.execute("PRAGMA quick_check").fetchall() if r[0] != "ok"]
