"""The SMS room: the raw inbox, its parse, and the link to the ledger."""

from __future__ import annotations

from dhandha.store.base import StoreBase


class SmsSQL(StoreBase):
    """SQL for bank SMS ingestion."""
