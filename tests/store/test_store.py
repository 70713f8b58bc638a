"""The store: migrations, the append-only ledger enforced by the schema itself, idempotent writes."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

import pytest

from dhandha.clock import ManualClock
from dhandha.errors import OperatorError
from dhandha.store import TABLES, NewEntry, Store
from dhandha.store.base import migration_files


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "shop.db", ManualClock(datetime(2026, 11, 25, 5, 0, tzinfo=UTC)))
    yield s
    s.close()


def test_tables_are_exactly_the_known_ones(store):
    # A misspelled table name in code must fail here rather than silently create a table.
    assert store.table_names() == sorted(TABLES)


def test_opening_twice_applies_nothing_new(tmp_path):
    path = tmp_path / "shop.db"
    Store(path).close()
    again = Store(path)
    assert again.migrate() == 0
    assert again.schema_version() == len(migration_files())
    again.close()


def test_a_database_from_newer_code_is_refused(tmp_path):
    path = tmp_path / "shop.db"
    Store(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {len(migration_files()) + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(OperatorError, match="newer dhandha"):
        Store(path)


def test_pragmas_keep_the_books_safe(store):
    assert store.scalar("PRAGMA journal_mode") == "wal"
    assert store.scalar("PRAGMA foreign_keys") == 1
    assert store.scalar("PRAGMA synchronous") == 2  # FULL


def _udhaar(store, amount=50000, key="k1"):
    with store.tx():
        cid = store.contact_by_name("Rajan")
        cid = cid["id"] if cid else store.contact_create("Rajan", "customer")
        return store.entry_add(NewEntry("udhaar_given", amount, cid), source="console", idem_key=key,
                               occurred_at=store.now())[0], cid


def test_ledger_rows_cannot_be_updated_or_deleted(store):
    entry_id, _ = _udhaar(store)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.x("UPDATE entries SET amount_paise = 1 WHERE id = ?", (entry_id,))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.x("DELETE FROM entries WHERE id = ?", (entry_id,))


def test_a_reversal_must_mirror_its_entry_and_happens_once(store):
    entry_id, cid = _udhaar(store)
    with pytest.raises(sqlite3.IntegrityError, match="mirror"):
        store.x("INSERT INTO entries (kind, amount_paise, contact_id, role, reverses_id, source, idem_key,"
                " occurred_at, recorded_at) VALUES ('udhaar_given', 100, ?, 'reversal', ?, 'console', 'x', 't', 't')",
                (cid, entry_id))
    with store.tx():
        store.entry_reverse(entry_id, source="console", idem_key="rev", note="test")
    with pytest.raises(sqlite3.IntegrityError), store.tx():
        store.entry_reverse(entry_id, source="console", idem_key="rev2", note="again")
    assert store.status_of(entry_id) == "cancelled"
    assert store.contact(cid)["balance_paise"] == 0


def test_a_correction_needs_the_reversal_first(store):
    entry_id, cid = _udhaar(store)
    with pytest.raises(sqlite3.IntegrityError, match="reversal"), store.tx():
        store.entry_add(NewEntry("udhaar_given", 60000, cid), source="console", idem_key="new",
                        occurred_at=store.now(), supersedes_id=entry_id)
    with store.tx():
        store.entry_reverse(entry_id, source="console", idem_key="rev", note="corrected")
        new_id, _ = store.entry_add(NewEntry("udhaar_given", 60000, cid), source="console", idem_key="new",
                                    occurred_at=store.now(), supersedes_id=entry_id)
    assert store.status_of(entry_id) == "superseded"
    assert store.status_of(new_id) == "active"
    assert store.contact(cid)["balance_paise"] == 60000


def test_the_same_key_twice_writes_once(store):
    first, cid = _udhaar(store, key="telegram:update:7")
    second, _ = _udhaar(store, key="telegram:update:7")
    assert first == second
    assert store.scalar("SELECT COUNT(*) FROM entries") == 1
    assert store.contact(cid)["balance_paise"] == 50000


def test_a_failed_transaction_leaves_nothing(store):
    with pytest.raises(RuntimeError), store.tx():
        store.contact_create("Salim", "customer")
        raise RuntimeError("disk full, say")
    assert store.contact_by_name("Salim") is None


def test_absurd_amounts_are_refused_by_the_schema(store):
    with pytest.raises(sqlite3.IntegrityError), store.tx():
        store.entry_add(NewEntry("sale", 99_99_99_99_999 * 100, None), source="console", idem_key="big",
                        occurred_at=store.now())


def test_stock_follows_purchases_and_sales_and_reversals(store):
    with store.tx():
        store.entry_add(NewEntry("purchase", 115000, None, item="atta", qty=25, unit="kg"), source="console",
                        idem_key="p", occurred_at=store.now())
        sale, _ = store.entry_add(NewEntry("sale", 9000, None, item="atta", qty=2, unit="kg"), source="console",
                                  idem_key="s", occurred_at=store.now())
    assert store.item_by_name("Atta")["stock_milli"] == 23000
    with store.tx():
        store.entry_reverse(sale, source="console", idem_key="rs", note="test")
    assert store.item_by_name("atta")["stock_milli"] == 25000
    assert store.stock_mismatches() == []
