"""The first worksheet of an .xlsx file as rows of text, with the standard library only.

An .xlsx is a zip of XML parts: the workbook names its sheets, a relationships part says which
file each sheet is, shared strings hold the text, and each cell is a number, a shared string, an
inline string, a boolean or a formula's cached value. That is all an export of names and amounts
needs; styles are not read, so a date stored as a number stays a number (the sheet reader turns
serial numbers into dates in a date column).
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

_NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
       "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
       "rel": "http://schemas.openxmlformats.org/package/2006/relationships"}
_REF = re.compile(r"([A-Z]+)(\d+)")
MAX_ROWS = 100_000  # a khata export is hundreds of rows; a bigger file is not one
_MAX_PART = 200 * 1024 * 1024  # refuse a zip bomb before inflating it


class NotASheet(ValueError):
    """The file is not a readable .xlsx workbook."""


def read_rows(path: Path) -> list[list[str]]:
    try:
        with zipfile.ZipFile(path) as z:
            for info in z.infolist():
                if info.file_size > _MAX_PART:
                    raise NotASheet(f"{info.filename} inflates to {info.file_size} bytes")
            strings = _shared_strings(z)
            return _sheet(z, _first_sheet(z), strings)
    except (zipfile.BadZipFile, KeyError, ET.ParseError) as exc:
        raise NotASheet(str(exc)) from exc


def _first_sheet(z: zipfile.ZipFile) -> str:
    book = ET.fromstring(z.read("xl/workbook.xml"))
    first = book.find("m:sheets/m:sheet", _NS)
    if first is None:
        raise NotASheet("the workbook has no sheets")
    rid = first.get(f"{{{_NS['r']}}}id")
    rels = ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))
    for rel in rels.findall("rel:Relationship", _NS):
        if rel.get("Id") == rid:
            target = rel.get("Target", "")
            return target.lstrip("/") if target.startswith("/") else "xl/" + target
    raise NotASheet("the first sheet's part is not named")


def _shared_strings(z: zipfile.ZipFile) -> list[str]:
    try:
        data = z.read("xl/sharedStrings.xml")
    except KeyError:
        return []
    root = ET.fromstring(data)
    return [_text(si) for si in root.findall("m:si", _NS)]


def _text(node: ET.Element) -> str:
    """A string item's text: plain (<t>) or rich runs (<r><t>), without phonetic hints (<rPh>)."""
    out = []
    for child in node:
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "t":
            out.append(child.text or "")
        elif tag == "r":
            out.extend(t.text or "" for t in child.findall("m:t", _NS))
    return "".join(out)


def _sheet(z: zipfile.ZipFile, part: str, strings: list[str]) -> list[list[str]]:
    root = ET.fromstring(z.read(part))
    rows: list[list[str]] = []
    for row in root.iterfind("m:sheetData/m:row", _NS):
        index = int(row.get("r") or len(rows) + 1)
        if index > MAX_ROWS:
            raise NotASheet(f"more than {MAX_ROWS} rows")
        while len(rows) < index - 1:
            rows.append([])  # rows left empty are not written at all
        cells: list[str] = []
        for c in row.iterfind("m:c", _NS):
            m = _REF.fullmatch(c.get("r") or "")
            col = _column(m.group(1)) if m else len(cells)
            while len(cells) < col:
                cells.append("")
            cells.append(_value(c, strings))
        rows.append(cells)
    return rows


def _column(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n - 1


def _value(c: ET.Element, strings: list[str]) -> str:
    kind = c.get("t", "n")
    if kind == "inlineStr":
        node = c.find("m:is", _NS)
        return _text(node) if node is not None else ""
    v = c.find("m:v", _NS)
    raw = v.text if v is not None and v.text is not None else ""
    if kind == "s":
        return strings[int(raw)] if raw.isdigit() and int(raw) < len(strings) else ""
    if kind == "b":
        return "TRUE" if raw == "1" else "FALSE"
    if kind == "n" and raw:
        # 1200.0 and 1.2E3 are written by some tools for 1200; keep what a person would read.
        try:
            f = float(raw)
        except ValueError:
            return raw
        return str(int(f)) if f.is_integer() and abs(f) < 1e15 else repr(f)
    return raw  # str (a formula's text), e (an error like #N/A), or empty
