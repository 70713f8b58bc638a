"""A CSV or XLSX file as rows of text cells, whatever encoding and separator it was saved with."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from dhandha.khata import xlsx

MAX_BYTES = 20 * 1024 * 1024  # a khata of a few thousand people is well under 1 MB


class Unreadable(ValueError):
    """The file cannot be read as a sheet; the message says why and what to do."""


def read_rows(path: Path) -> list[list[str]]:
    if not path.exists():
        raise Unreadable(f"{path} does not exist")
    if path.stat().st_size > MAX_BYTES:
        raise Unreadable(f"{path} is larger than {MAX_BYTES // (1024 * 1024)} MB; is it really a khata export?")
    head = path.read_bytes()[:4]
    if head.startswith(b"PK"):
        try:
            return [[c.strip() for c in row] for row in xlsx.read_rows(path)]
        except xlsx.NotASheet as exc:
            raise Unreadable(f"{path.name} is not a readable .xlsx workbook ({exc}); save it again as .xlsx or .csv") from None
    if head.startswith(b"\xd0\xcf\x11\xe0"):
        raise Unreadable(f"{path.name} is an old Excel .xls file; open it and save it as .xlsx or .csv")
    return _csv_rows(path.read_bytes())


def _csv_rows(data: bytes) -> list[list[str]]:
    text = _decode(data)
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t|")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    return [[c.strip() for c in row] for row in csv.reader(io.StringIO(text), delimiter=delimiter)]


def _decode(data: bytes) -> str:
    # Excel on Windows saves "CSV UTF-8" with a BOM and plain "CSV" in the machine's code page;
    # phones save UTF-8. UTF-16 comes from "Unicode text".
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")
