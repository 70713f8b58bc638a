"""`dhandha import-khata`: the apps' export shapes and a hand-made sheet, each way of owing, bad rows, re-imports."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from dhandha.cli import main
from dhandha.clock import local_day, parse_instant
from dhandha.store import open_store

DATA = Path(__file__).parent.parent / "data" / "khata"


def books() -> dict[str, tuple[int, str | None]]:
    """name -> (balance paise, phone) for every contact; checks the books add up."""
    store = open_store()
    try:
        assert store.balance_mismatches() == [] and store.integrity_problems() == []
        return {r["name"]: (int(r["balance_paise"]), store.contact(r["id"])["phone"])
                for r in store.contacts_with_balances()}
    finally:
        store.close()


def entries() -> list[dict]:
    store = open_store()
    try:
        return store.entries_list(newest_first=False)
    finally:
        store.close()


def _day(entry: dict) -> str:
    """The owner's local day of an entry: stored instants are UTC, and the shop's day starts at 18:30 UTC."""
    return local_day(parse_instant(entry["occurred_at"])).isoformat()


def run(capsys, *args: str) -> tuple[int, str]:
    rc = main(["import-khata", *args])
    return rc, capsys.readouterr().out


def test_a_khatabook_customer_list(capsys):
    rc, out = run(capsys, str(DATA / "khatabook_customers.csv"), "--yes")
    assert rc == 1  # some rows were not booked: the operator's script sees it
    assert "Khatabook-style" in out and "header on row 5" in out
    assert "will book 4 old dues (opening balances): ₹14,150.50 owed to you, ₹300 you owe" in out
    assert "row   10  (no name): no name" in out
    assert "row   11  Baldev: amounts in both the get and the give columns" in out
    assert "row   12  Sharma Ji: the same as row 7" in out
    assert "row   13  Naseem: nothing due (settled)" in out
    assert "Total" not in out.split("will book")[1]  # the export's total line is not a person
    assert books() == {"Rajan": (120_000, "9876543210"), "Sharma Ji": (50_000, "9812345678"),
                       "Fernandes": (-30_000, None), "Kulkarni Saheb": (1_245_050, "9822012345")}
    rows = entries()
    assert {(e["kind"], e["source"], e["owes"]) for e in rows} == {
        ("opening_balance", "import", "them"), ("opening_balance", "import", "shop")}


def test_the_same_file_again_books_nothing(capsys):
    run(capsys, str(DATA / "khatabook_customers.csv"), "--yes")
    before = entries()
    rc, out = run(capsys, str(DATA / "khatabook_customers.csv"), "--yes")
    assert "nothing new to book" in out and "already booked by an earlier import of this sheet: 4" in out
    assert entries() == before


def test_an_edited_sheet_books_only_the_new_people_and_shows_changed_ones(capsys, tmp_path):
    run(capsys, str(DATA / "khatabook_customers.csv"), "--yes")
    edited = (DATA / "khatabook_customers.csv").read_text(encoding="utf-8")
    edited = edited.replace('Rajan,+91 98765 43210,"₹1,200",', 'Rajan,+91 98765 43210,"₹1,500",')
    edited += "Deepa,9000000003,₹250,\n"
    sheet = tmp_path / "again.csv"
    sheet.write_text(edited, encoding="utf-8")
    rc, out = run(capsys, str(sheet), "--yes")
    assert "Rajan: already has old dues from an earlier import; not booked again" in out
    assert "will book 1 old dues" in out
    got = books()
    assert got["Rajan"] == (120_000, "9876543210") and got["Deepa"] == (25_000, "9000000003")


def test_a_khatabook_entry_list_adds_up_each_person(capsys):
    rc, out = run(capsys, str(DATA / "khatabook_transactions.csv"), "--yes")
    assert rc == 0, out
    assert "Salim: nothing due (settled)" in out
    assert books() == {"Rajan": (120_000, None), "Om Sai Traders": (-300_000, None)}
    rajan = next(e for e in entries() if e["counterparty"] == "Rajan")
    assert _day(rajan) == "2026-11-07"  # as of the last entry


def test_okcredit_due_and_advance(capsys):
    rc, out = run(capsys, str(DATA / "okcredit_customers.csv"), "--yes")
    assert "OkCredit-style" in out
    assert "Geeta: 'later' does not say who owes whom" in out
    assert books() == {"Rajan Kumar": (120_000, "9876543210"), "Priya": (-35_000, "9811111111"),
                       "Mohan": (80_000, "9822222222")}


def test_okcredit_credit_is_what_the_customer_took_and_payment_what_they_paid(capsys):
    run(capsys, str(DATA / "okcredit_transactions.csv"), "--yes")
    assert books() == {"Rajan": (40_000, None), "Priya": (-50_000, None)}


def test_an_okcredit_supplier_list_runs_the_other_way(capsys, tmp_path):
    sheet = tmp_path / "suppliers.csv"
    sheet.write_text("Name,Mobile,Balance,Status\nOm Sai Traders,,8000,Due\nBalaji Agency,,500,Advance\n",
                     encoding="utf-8")
    run(capsys, str(sheet), "--yes", "--suppliers")
    assert books() == {"Om Sai Traders": (-800_000, None), "Balaji Agency": (50_000, None)}


def test_a_hand_made_sheet(capsys):
    rc, out = run(capsys, str(DATA / "hand_made.csv"), "--yes")
    assert "a hand-made list" in out
    assert "row    5  Munna: amount 'abc' is not a number" in out
    assert "row    6  Raju: date '31/02/2026' is not a date like 31/03/2025" in out
    assert "row    8  Raju Bhai: the same as row 7" in out
    assert books() == {"Rajan": (120_000, "9876543210"), "Om Sai Traders": (-450_000, None),
                       "Pinky": (-25_000, None), "Raju Bhai": (30_000, None)}
    store = open_store()
    try:
        assert store.contact_by_name("Om Sai Traders")["role"] == "supplier"
        assert store.contact_by_name("Rajan")["role"] == "customer"
    finally:
        store.close()


def test_an_existing_account_gets_the_old_dues(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # the owner says nothing: no
    store = open_store()
    with store.tx():
        cid = store.contact_create("Rajan", "customer")
    store.close()
    rc, out = run(capsys, str(DATA / "hand_made.csv"))
    assert "existing account" in out and "nothing booked" in out
    assert books() == {"Rajan": (0, None)}
    run(capsys, str(DATA / "hand_made.csv"), "--yes")
    assert books()["Rajan"] == (120_000, "9876543210")
    assert open_store().contact_by_name("Rajan")["id"] == cid


def test_an_xlsx_written_by_another_program(capsys):
    rc, out = run(capsys, str(DATA / "khatabook_customers.xlsx"), "--yes")
    assert "row    8  Bad Amount: get 'twelve' is not a number" in out
    assert "row    9  Rajan: the same as row 5" in out
    assert books() == {"Rajan": (120_000, "9876543210"), "राजेश": (250_050, "9812345678"),
                       "Fernandes": (-30_000, None)}
    dates = {e["counterparty"]: _day(e) for e in entries()}
    assert dates["Rajan"] == "2026-10-01" and dates["राजेश"] == "2026-11-02"  # Excel day numbers


def _xlsx_with_shared_strings(path: Path, rows: list[list[object]]) -> None:
    """A minimal workbook the way Excel and most exporters write it: text in a shared-strings table."""
    strings: list[str] = []
    cells_xml = []
    for r, row in enumerate(rows, start=1):
        cells = []
        for c, value in enumerate(row):
            ref = f"{chr(65 + c)}{r}"
            if isinstance(value, str):
                strings.append(value)
                cells.append(f'<c r="{ref}" t="s"><v>{len(strings) - 1}</v></c>')
            elif value is not None:
                cells.append(f'<c r="{ref}"><v>{value}</v></c>')
        cells_xml.append(f'<row r="{r}">{"".join(cells)}</row>')
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    rel_ns = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("xl/workbook.xml", f'<workbook {ns} {rel_ns}><sheets><sheet name="Khata" sheetId="1"'
                                      ' r:id="rId1"/></sheets></workbook>')
        z.writestr("xl/_rels/workbook.xml.rels",
                   '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                   '<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>')
        z.writestr("xl/sharedStrings.xml", f'<sst {ns}>' + "".join(
            f"<si><t>{s}</t></si>" if i % 2 else f"<si><r><t>{s[:1]}</t></r><r><t>{s[1:]}</t></r></si>"
            for i, s in enumerate(strings)) + "</sst>")
        z.writestr("xl/worksheets/sheet1.xml", f'<worksheet {ns}><sheetData>{"".join(cells_xml)}</sheetData></worksheet>')


def test_an_xlsx_with_shared_strings_and_rich_text(capsys, tmp_path):
    path = tmp_path / "okcredit.xlsx"
    _xlsx_with_shared_strings(path, [["Name", "Mobile", "Balance", "Status"], ["Salim", "9833333333", 1100, "Due"],
                                     ["Anita", None, 75.25, "Advance"]])
    run(capsys, str(path), "--yes")
    assert books() == {"Salim": (110_000, "9833333333"), "Anita": (-7_525, None)}


@pytest.mark.parametrize(("content", "says"), [
    (b"just some words\nno header here\n", "no header row with a name column and an amount column"),
    (b"PK\x03\x04 broken zip", "is not a readable .xlsx workbook"),
    (b"\xd0\xcf\x11\xe0 old excel", "is an old Excel .xls file; open it and save it as .xlsx or .csv"),
])
def test_a_file_that_is_not_a_khata_says_what_to_do(capsys, tmp_path, content, says):
    path = tmp_path / "upload.csv"
    path.write_bytes(content)
    assert main(["import-khata", str(path)]) == 2
    assert says in capsys.readouterr().err
    assert entries() == []


def test_the_owner_says_yes_on_stdin_of_a_real_process(_isolated_home):
    env = {**os.environ, "DHANDHA_HOME": str(_isolated_home)}
    cmd = [sys.executable, "-m", "dhandha", "import-khata", str(DATA / "okcredit_transactions.csv")]
    no = subprocess.run(cmd, input="n\n", capture_output=True, text=True, env=env, timeout=60)
    assert no.returncode == 1 and "Book these 2? [y/N]" in no.stdout and "nothing booked" in no.stdout
    assert entries() == []
    yes = subprocess.run(cmd, input="haan\n", capture_output=True, text=True, env=env, timeout=60)
    assert yes.returncode == 0 and "booked 2 old dues" in yes.stdout
    assert books() == {"Rajan": (40_000, None), "Priya": (-50_000, None)}
