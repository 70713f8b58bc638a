"""Lookup tables built from shipped data, kept under the home so the next process loads them.

Building the word index from every language's tables took about 45 ms of a one-message `dhandha chat`
on the build machine (three to five times that on a phone); loading it built takes about 6. A kept
table lives in `$DHANDHA_HOME/cache/tables/<name>.bin` and is used only when everything that made it
is the same:

- its digest covers the table's source data, the source files of the code that builds it, this
  format, the Python version (marshal's format) and the Unicode version (how words are keyed), so
  an edited language table, an edited builder or an upgraded Python rebuilds it;
- a checksum of the payload is checked before it is unmarshalled, so a torn or damaged file is
  rebuilt and overwritten, never half-read;
- it is written to a temporary file beside it and renamed into place, so a reader sees the old
  table or the new one, never a part.

Why marshal and not pickle: the tables are plain values (str, int, tuple, dict), which marshal
stores and loads fastest, and loading marshal data never runs constructors or imports anything.
The file is our own, in the owner's 0700 home; the checksum keeps accidental damage away from the
unmarshaller. A table that cannot be kept (no home yet, a read-only or full disk) is only slower.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import unicodedata
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

from dhandha.paths import home
from dhandha.private import FILE_MODE, private_dir

T = TypeVar("T")

# Bump when the file layout changes.
_MAGIC = b"dhandha-table-1\n"
_DIGEST = 16
_CRC = 4


def folder() -> Path:
    return home() / "cache" / "tables"


def digest(data: Any, code: Iterable[str | Path]) -> bytes:
    """What a kept table must have been made from: the data, the builder's source, the runtime."""
    h = hashlib.blake2b(digest_size=_DIGEST)
    h.update(_MAGIC)
    h.update(f"{sys.version}|{marshal.version}|{unicodedata.unidata_version}".encode())
    h.update(marshal.dumps(data))
    for path in code:
        h.update(Path(path).read_bytes())
    return h.digest()


def kept(name: str, data: Any, code: Iterable[str | Path], build: Callable[[], T]) -> T:
    """The table ``build()`` makes, loaded from the home when it was built from this ``data`` and ``code``.

    ``data`` is the source data in plain values; ``code`` the source files whose change must rebuild it.
    ``build`` must return plain values marshal can store (None counts as not kept).
    """
    try:
        want = digest(data, code)
    except (OSError, ValueError):
        return build()  # source not readable (or not plain data): nothing safe to key a kept copy on
    path = folder() / f"{name}.bin"
    found = _load(path, want)
    if found is not None:
        return found
    table = build()
    _keep(path, want, table)
    return table


def _load(path: Path, want: bytes) -> Any:
    """The kept table if it is whole and was made from ``want``, else None."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    head = len(_MAGIC) + _DIGEST + _CRC
    if len(raw) <= head or not raw.startswith(_MAGIC) or raw[len(_MAGIC):len(_MAGIC) + _DIGEST] != want:
        return None
    payload = memoryview(raw)[head:]
    if zlib.crc32(payload) != int.from_bytes(raw[head - _CRC:head], "big"):
        return None
    try:
        return marshal.loads(payload)
    except (ValueError, EOFError, TypeError):
        return None


def _keep(path: Path, want: bytes, table: Any) -> None:
    """Write the table beside its place and rename it in: readers see a whole file or the old one."""
    try:
        payload = marshal.dumps(table)
    except ValueError:
        return  # not plain data: it is simply not kept
    blob = _MAGIC + want + zlib.crc32(payload).to_bytes(_CRC, "big") + payload
    try:
        if not home().is_dir():
            return  # a command run before `init` does not make a home as a side effect
        private_dir(path.parent.parent)  # cache/
        private_dir(path.parent)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        # No fsync: a file torn by a crash fails its checksum and is rebuilt, which is all a cache needs.
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(blob)
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
    except OSError:
        pass


def shelved(index: Mapping[str, Sequence[tuple[Any, ...]]]) -> dict[str, bytes]:
    """An index of rows by key, each key's rows marshalled on their own: loading it is a dict of bytes,
    and only the keys looked up are ever unpacked (see Shelf)."""
    return {k: marshal.dumps(tuple(rows)) for k, rows in index.items()}


class Shelf(Generic[T]):
    """A shelved index read like a dict of lists: a key's rows are made into objects on its first look-up
    (a message looks up a handful of the thousands of keys a word table holds)."""

    def __init__(self, raw: dict[str, bytes], make: Callable[..., T]) -> None:
        self._raw = raw
        self._make = make
        self._made: dict[str, list[T]] = {}

    def get(self, k: str, default: tuple[()] = ()) -> list[T] | tuple[()]:
        made = self._made.get(k)
        if made is None:
            raw = self._raw.get(k)
            if raw is None:
                return default
            made = self._made[k] = [self._make(*row) for row in marshal.loads(raw)]
        return made

    def keys(self) -> Iterable[str]:
        return self._raw.keys()
