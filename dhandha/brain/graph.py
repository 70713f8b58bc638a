"""Writing into the brain's notebook and graph: observations with provenance and a lifetime, and profiles."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from dhandha.clock import iso
from dhandha.store import Store

# How long a note stays true unless the situation renews it. Intentions have no entry: a
# promise stays open until the heartbeat settles it as kept or broken.
EXPIRY_DAYS: dict[str, int] = {
    "anomaly": 7,
    "mood": 2,
    "insight": 90,
    "inference": 30,
    "prediction": 14,
    "todo": 30,
}

# Who hears about a note, and when: `critical` at once (any hour), `normal` as a push alert under
# the day's cap, `briefing` in the next morning briefing only, None never by itself.
SEVERITIES = ("critical", "normal", "briefing")

SHOP = ("business_snapshot", "shop")


def note(store: Store, now: datetime, *, type_: str, kind: str, content: str, alert: str | None,
         dedup_key: str, confidence: float, sweep: str, entries: Sequence[int] = (),
         entity_id: int | None = None, facts: dict[str, Any] | None = None, valid_from: str | None = None,
         expires_at: str | None = None) -> int | None:
    """One observation, once per dedup key; returns its id, or None if it was noted before."""
    props: dict[str, Any] = {"kind": kind, "alert": alert, **(facts or {})}
    if entries:
        props["entry_ids"] = list(entries)
    if expires_at is None and type_ in EXPIRY_DAYS:
        expires_at = iso(now + timedelta(days=EXPIRY_DAYS[type_]))
    return store.obs_add(
        type_=type_, content=content, properties=props, confidence=round(min(max(confidence, 0.0), 1.0), 2),
        source="heartbeat" if sweep != "calendar" else "calendar",
        provenance={"sweep": sweep, "entries": list(entries)}, dedup_key=dedup_key, entity_id=entity_id,
        valid_from=valid_from, expires_at=expires_at)


def props(row: Any) -> dict[str, Any]:
    """The JSON properties of an entity or observation row."""
    raw = row["properties"] if row is not None else None
    return json.loads(raw) if raw else {}


def shop_entity(store: Store) -> int:
    """The shop itself: the hub every customer and supplier edge points to."""
    row = store.entity_named(*SHOP)
    if row is not None:
        return int(row["id"])
    return store.entity_named_save(*SHOP, {}, 0.5, {"by": "graph"})


def profile_facts(store: Store, contact_id: int) -> dict[str, Any]:
    """What the brain has learned about one contact (empty if nothing yet). Here, not in pattern.py:
    a turn's risk check reads it, and pattern's learning (statistics and all) is a sweep's."""
    row = store.profile_of(contact_id)
    return json.loads(row["properties"]) if row is not None else {}
