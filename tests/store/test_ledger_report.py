"""`dhandha ledger` and `export`: streamed, filtered, paged, and the same JSON as before, byte for byte."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from argparse import Namespace
from datetime import UTC, datetime

import pytest

from dhandha.clock import ManualClock
from dhandha.errors import OperatorError
from dhandha.paths import db_path
from dhandha.reports import LedgerFilter, ledger_filter, ledger_json, print_ledger, write_ledger_json
from dhandha.store import NewEntry, Store


@pytest.fixture
def books(_isolated_home):
    """A few days of a shop in the home's own books: credit, payments, a cancelled and a corrected entry."""
    clock = ManualClock(datetime(2026, 11, 20, 5, 0, tzinfo=UTC))
    store = Store(db_path(), clock)
    with store.tx():
        rajan = store.contact_create("Rajan", "customer")
        sunita = store.contact_create("Sunita Devi", "customer")
        om = store.contact_create("Om Sai Traders", "supplier")
    n = 0

    def add(e: NewEntry, day: int, hour: int = 5) -> int:
        nonlocal n
        n += 1
        at = datetime(2026, 11, day, hour, 0, tzinfo=UTC).isoformat()
        with store.tx():
            entry_id, _ = store.entry_add(e, source="console", idem_key=f"t:{n}", occurred_at=at)
        return entry_id

    add(NewEntry("udhaar_given", 50_000, rajan), 20)
    add(NewEntry("sale", 120_000, None, item="atta", qty=5, unit="kg"), 20, 6)
    wrong = add(NewEntry("udhaar_given", 30_000, sunita), 21)
    with store.tx():
        store.entry_reverse(wrong, source="console", idem_key="t:undo", note="cancelled by owner")
    fixed = add(NewEntry("payment_received", 20_000, rajan, mode="cash"), 22)
    with store.tx():
        store.entry_reverse(fixed, source="console", idem_key="t:fix:rev", note="corrected by owner")
        store.entry_add(NewEntry("payment_received", 25_000, rajan, modes='{"cash": 5000, "upi": 20000}'),
                        source="console", idem_key="t:fix", occurred_at="2026-11-22T05:00:00+00:00",
                        supersedes_id=fixed)
    add(NewEntry("purchase", 400_000, om, on_credit=True, item="chini", qty=50, unit="kg"), 23)
    add(NewEntry("udhaar_given", 10_000, sunita, due_on="2026-12-01"), 24)
    yield store
    store.close()


def _streamed(store: Store, f: LedgerFilter | None = None, indent: int | None = None) -> str:
    out = io.StringIO()
    write_ledger_json(store, out, f or LedgerFilter(), indent=indent)
    return out.getvalue()


def test_streamed_json_is_the_same_text_as_the_whole_object(books):
    whole = ledger_json(books)
    assert _streamed(books) == json.dumps(whole, ensure_ascii=False)
    assert _streamed(books, indent=1) == json.dumps(whole, ensure_ascii=False, indent=1)
    statuses = [t["status"] for t in whole["transactions"]]
    assert statuses.count("cancelled") == 1 and statuses.count("superseded") == 1
    assert statuses.count("reversal") == 2
    split = next(t for t in whole["transactions"] if t["modes"])
    assert split["modes"] == {"cash": 50, "upi": 200} and split["supersedes"]


def test_an_empty_book_streams_empty_lists(_isolated_home):
    store = Store(db_path())
    assert _streamed(store) == json.dumps(ledger_json(store), ensure_ascii=False) == \
        '{"contacts": [], "transactions": []}'
    assert _streamed(store, indent=1) == json.dumps({"contacts": [], "transactions": []}, indent=1)
    store.close()


def _args(name=None, date_from=None, date_to=None, kind=None) -> Namespace:
    return Namespace(name=name, date_from=date_from, date_to=date_to, kind=kind)


def test_a_name_narrows_contacts_and_transactions(books):
    got = ledger_json(books, ledger_filter(books, _args(name="rajan")))
    assert got["contacts"] == [{"name": "Rajan", "balance": 250}]
    assert {t["counterparty"] for t in got["transactions"]} == {"Rajan"}
    assert len(got["transactions"]) == 4  # the credit, the payment, its reversal and its correction


def test_a_period_and_a_kind_narrow_both(books):
    f = ledger_filter(books, _args(date_from="2026-11-21", date_to="2026-11-22", kind="payment_received"))
    got = ledger_json(books, f)
    assert [c["name"] for c in got["contacts"]] == ["Rajan"]
    assert {t["kind"] for t in got["transactions"]} == {"payment_received"}
    assert {t["occurred_at"][:10] for t in got["transactions"]} == {"2026-11-22"}
    days = ledger_json(books, ledger_filter(books, _args(date_from="2026-11-23")))
    assert [c["name"] for c in days["contacts"]] == ["Om Sai Traders", "Sunita Devi"]
    assert [t["kind"] for t in days["transactions"]] == ["purchase", "udhaar_given"]


@pytest.mark.parametrize(("args", "says"), [
    (_args(name="Nobody"), "no contact named 'Nobody'"),
    (_args(date_from="25-11-2026"), "--from takes a date"),
    (_args(date_from="2026-11-25", date_to="2026-11-01"), "is before --from"),
    (_args(kind="loan"), "--kind 'loan' is not a kind"),
])
def test_filters_it_cannot_read_are_one_clear_line(books, args, says):
    with pytest.raises(OperatorError, match=says):
        ledger_filter(books, args)


def test_pages_stop_when_the_reader_says_so(books):
    out = io.StringIO()
    asked: list[int] = []

    def more() -> bool:
        asked.append(len(out.getvalue().splitlines()))
        return len(asked) < 2

    print_ledger(books, out=out, page=4, more=more)
    assert asked == [4, 8]
    assert len(out.getvalue().splitlines()) == 8
    whole = io.StringIO()
    print_ledger(books, out=whole)
    assert whole.getvalue().startswith(out.getvalue())


def _dhandha(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "DHANDHA_NOW": "2026-11-25T10:00:00+05:30"}
    return subprocess.run([sys.executable, "-m", "dhandha", *args], capture_output=True, env=env, timeout=60)


def test_the_command_streams_the_same_json_and_filters(books):
    done = _dhandha("ledger", "--json")
    assert done.returncode == 0, done.stderr.decode()
    assert json.loads(done.stdout) == ledger_json(books)
    one = _dhandha("ledger", "Sunita Devi", "--json", "--kind", "udhaar_given")
    assert json.loads(one.stdout)["contacts"] == [{"name": "Sunita Devi", "balance": 100}]
    text = _dhandha("ledger", "--from", "2026-11-24", "--page", "2")
    assert text.returncode == 0 and b"Sunita Devi" in text.stdout and b"Rajan" not in text.stdout
    bad = _dhandha("ledger", "Nobody")
    assert bad.returncode == 2 and bad.stderr.decode().count("\n") == 1 and b"Nobody" in bad.stderr


def test_export_writes_every_row_and_the_ledger(books, tmp_path):
    done = _dhandha("export", "--out", str(tmp_path / "x"))
    assert done.returncode == 0, done.stderr.decode()
    with (tmp_path / "x" / "entries.csv").open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == books.scalar("SELECT COUNT(*) FROM entries")
    assert {r["kind"] for r in rows} >= {"udhaar_given", "sale", "purchase", "payment_received"}
    assert (tmp_path / "x" / "ledger.json").read_text(encoding="utf-8") == \
        json.dumps(ledger_json(books), ensure_ascii=False, indent=1)
    assert (tmp_path / "x" / "stock_moves.csv").read_text(encoding="utf-8").startswith("id,item_id,")
