"""`dhandha import-khata FILE`: show what the sheet would book, book it on the owner's yes, all or nothing."""

from __future__ import annotations

import argparse
from datetime import datetime
from pathlib import Path

from dhandha import phones
from dhandha.errors import LedgerMismatch, OperatorError
from dhandha.khata import shapes, sheet
from dhandha.khata.plan import Due, Plan, plan
from dhandha.ledger.book import Where, book
from dhandha.ledger.steps import Party, SavePhone, Write
from dhandha.money import rupees
from dhandha.reading import Record
from dhandha.store import Store

SHOWN = 25  # rows of the preview shown without --all

_APP = {"khatabook": "Khatabook-style (You'll Get / You'll Give, or You Gave / You Got)",
        "okcredit": "OkCredit-style (Credit / Payment, Due / Advance)",
        "accounting": "accounting-style (Debit / Credit)", "hand-made": "a hand-made list (name, amount)"}


def read(path: Path, supplier: bool) -> tuple[shapes.Columns, list[shapes.Line]]:
    try:
        rows = sheet.read_rows(path)
        cols = shapes.find_columns(rows)
    except (sheet.Unreadable, shapes.NoHeader) as exc:
        raise OperatorError(f"import-khata: {exc}. A sheet needs a header row with a name and an amount,"
                            " e.g. 'Name,Phone,Amount' (see `dhandha import-khata --help`)") from None
    return cols, shapes.read_lines(rows, cols, default_supplier=supplier)


def book_plan(store: Store, p: Plan, now_at: datetime, tz: str) -> int:
    """Book every due of the plan in one transaction; a read-back problem undoes all of it."""
    n = 0
    with store.tx():
        for due in p.book:
            rec = Record(kind="opening_balance", amount_paise=abs(due.paise), counterparty=due.name, owes=due.owes,
                         on=due.on)
            party = Party(contact_id=due.contact_id) if due.contact_id else Party(new_name=due.name)
            where = Where(source="import", key=due.key, at=now_at, tz=tz, text=f"import row {due.rows[0]}")
            done = book(store, [Write(rec, party, note=f"imported, row {due.rows[0]}")], where)
            if done.problems:
                raise LedgerMismatch("; ".join(done.problems))
            cid = done.effects[0].contact_id
            assert cid is not None
            store.contact_learn_role(cid, "supplier" if due.supplier else "customer")
            if due.phone:
                book(store, [SavePhone(cid, due.phone)], Where(source="import", key=due.key + ":phone", at=now_at,
                                                              tz=tz))
            n += 1
    return n


def preview(path: Path, cols: shapes.Columns, p: Plan, show_all: bool) -> list[str]:
    out = [f"{path.name}: {_APP[cols.app]}, header on row {cols.header_row + 1}"]
    if p.book:
        out.append(f"will book {len(p.book)} old dues (opening balances): {rupees(p.owed_to_shop)} owed to you,"
                   f" {rupees(p.shop_owes)} you owe")
        for due in p.book if show_all else p.book[:SHOWN]:
            out.append(_line(due))
        if not show_all and len(p.book) > SHOWN:
            out.append(f"  … and {len(p.book) - SHOWN} more (--all shows every row)")
    else:
        out.append("nothing new to book")
    if p.already:
        out.append(f"already booked by an earlier import of this sheet: {len(p.already)} (not booked again)")
    for due in p.conflicts:
        out.append(f"  row {due.rows[0]:>4}  {due.name}: already has old dues from an earlier import; not booked"
                   " again (correct them in chat if they changed)")
    if p.bad:
        out.append(f"not booked, fix these rows in the sheet and import again ({len(p.bad)}):")
        out.extend(f"  row {r:>4}  {name}: {why}" for r, name, why in p.bad)
    if p.skipped:
        out.append(f"skipped ({len(p.skipped)}):")
        out.extend(f"  row {r:>4}  {name}: {why}" for r, name, why in p.skipped)
    return out


def _line(due: Due) -> str:
    way = "owes you" if due.paise > 0 else "you owe "
    who = "supplier" if due.supplier else "customer"
    phone = phones.shown(due.phone) if due.phone else ""
    known = "existing account" if due.contact_id else "new"
    since = f" since {due.on}" if due.on else ""
    notes = f"  ({'; '.join(due.notes)})" if due.notes else ""
    return (f"  row {due.rows[0]:>4}  {due.name[:28]:<28} {phone:<11}  {way} {rupees(abs(due.paise)):>12}"
            f"  {who}, {known}{since}{notes}")


def _yes(question: str) -> bool:
    print(question, end=" ", flush=True)
    try:
        said = input().strip().casefold()
    except EOFError:
        print()
        return False
    return said in ("y", "yes", "haan", "ha", "han", "hā", "हाँ", "हां")


def cmd_import_khata(args: argparse.Namespace) -> int:
    from dhandha.app import make_deps

    path = Path(args.file)
    cols, lines = read(path, args.suppliers)
    deps = make_deps()
    store = deps.store
    try:
        p = plan(store, lines, many_rows=cols.shape == "transactions")
        print("\n".join(preview(path, cols, p, args.all)))
        if not p.book:
            return 1 if p.bad else 0
        if not args.yes and not _yes(f"Book these {len(p.book)}? [y/N]"):
            print("nothing booked (run again and answer y, or add --yes)")
            return 1
        n = book_plan(store, p, deps.clock(), deps.tz())
        print(f"booked {n} old dues; they now owe you {rupees(store.receivable_total())} in all."
              " `dhandha ledger` shows them.")
        return 1 if p.bad else 0
    finally:
        store.close()

