"""Exported cells are never formulas: an SMS body or a name cannot run in the bookkeeper's spreadsheet."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from dhandha.reports import spreadsheet_safe
from dhandha.store import NewEntry, Store
from ops.support import dhandha, populated

HOSTILE = ["=HYPERLINK(\"http://x\",\"y\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)", "\t=1+1", "\r=1+1",
           "  =1+1", "\"=1+1", "'=1+1", " \"@x", "＝1+1"]


@pytest.mark.parametrize("cell", HOSTILE)
def test_a_formula_start_is_neutralised(cell: str) -> None:
    safe = spreadsheet_safe(cell)
    assert safe == "'" + cell


@pytest.mark.parametrize("cell", [500, -500, 12.5, None, "", "-500", "+91", "1500.50", "Rajan", "Om Sai = Traders",
                                  "note: -ve balance"])
def test_numbers_and_plain_text_stay_as_they_are(cell: object) -> None:
    assert spreadsheet_safe(cell) == cell


def test_the_export_command_writes_no_formula(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 3)
    store = Store(db)
    try:
        with store.tx():
            who = store.contact_create("=HYPERLINK(\"http://evil\",\"Rajan\")", "customer")
            store.entry_add(NewEntry("udhaar_given", 50_000, who, note="@SUM(1+1)*cmd|' /C calc'!A0"),
                            source="console", idem_key="hostile:1", occurred_at=store.now())
    finally:
        store.close()
    out = home / "out"
    res = dhandha("export", "--out", str(out), home=home)
    assert res.returncode == 0, res.stderr
    for path in out.glob("*.csv"):
        with path.open(newline="", encoding="utf-8") as f:
            for row in csv.reader(f):
                for cell in row:
                    assert not cell.lstrip(" \"'").startswith(("=", "+", "@", "\t", "\r")) or cell.startswith("'"), \
                        (path.name, cell)
    entries = list(csv.DictReader((out / "entries.csv").read_text(encoding="utf-8").splitlines()))
    assert entries[-1]["amount_paise"] == "50000"  # a number stays a number
    contacts = {r["name"] for r in csv.DictReader((out / "contacts.csv").read_text(encoding="utf-8").splitlines())}
    assert "'=HYPERLINK(\"http://evil\",\"Rajan\")" in contacts
    assert json.loads((out / "ledger.json").read_text())["contacts"]  # the JSON keeps the real text
