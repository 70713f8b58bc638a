"""The brain room: entities, edges, observations, sweep runs and alerts."""

from __future__ import annotations

from dhandha.store.base import StoreBase


class BrainSQL(StoreBase):
    """SQL for the business brain and its heartbeat."""
