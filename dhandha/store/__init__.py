"""The one class that speaks SQL, assembled from one room per area of the shop."""

from __future__ import annotations

from pathlib import Path

from dhandha.clock import Clock, system_clock
from dhandha.paths import db_path, ensure_home
from dhandha.store.brain import BrainSQL
from dhandha.store.chat import ChatSQL
from dhandha.store.collect import CollectSQL
from dhandha.store.ledger import LedgerSQL, NewEntry, norm
from dhandha.store.llm import LlmSQL
from dhandha.store.outbox import OutboxSQL
from dhandha.store.sms import SmsSQL

# Every table the code writes to. A typo in a table name must fail a test, not
# silently create a table.
TABLES = (
    "alerts", "brain_edges", "brain_entities", "brain_observations", "contact_links", "contact_names",
    "contacts", "conversation", "entries", "inputs", "items", "kv", "llm_usage", "outbox", "owner_profile",
    "not_same", "pending_actions", "reminders", "sms_inbox", "stock_moves", "sweep_runs", "upi_notices",
    "voice_notes",
    "balance_checked", "receivables", "stock_checked",
)


class Store(LedgerSQL, ChatSQL, BrainSQL, SmsSQL, OutboxSQL, LlmSQL, CollectSQL):
    """The shop's SQLite file. Opening it applies any missing migration."""


def open_store(clock: Clock = system_clock, path: Path | str | None = None) -> Store:
    if path is None:
        ensure_home()  # a missing, read-only or full home is one clear line, not a traceback
    return Store(path if path is not None else db_path(), clock)


__all__ = ["TABLES", "NewEntry", "Store", "norm", "open_store"]
