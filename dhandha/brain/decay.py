"""Relationships and decay: edges follow recent activity and fade with silence; stale notes and questions expire.

An edge's weight is recomputed from two stored facts (its activity weight and when it was last
refreshed), never decremented in place, so running this sweep twice a day or once a week gives
the same weights.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from dhandha.brain.days import parse
from dhandha.brain.graph import EXPIRY_DAYS, props, shop_entity
from dhandha.brain.outcome import Outcome
from dhandha.brain.pattern import PROFILES_CHANGED
from dhandha.clock import local_day
from dhandha.deps import Deps
from dhandha.store import Store

DECAY_PER_WEEK = 0.01
FLOOR = 0.1
BUSY_EVENTS_90D = 12  # a person seen this often in three months is as close as it gets


def activity_weight(events_90d: int) -> float:
    return round(0.2 + 0.8 * min(1.0, events_90d / BUSY_EVENTS_90D), 3)


def decayed(base: float, last_refreshed: str, now: datetime) -> float:
    """-0.01 for every full week of silence since the edge was last refreshed, never below 0.1."""
    weeks = max(0, (now - parse(last_refreshed)).days // 7)
    return round(max(FLOOR, base - DECAY_PER_WEEK * weeks), 3)


# "<owner-zone day>|<pattern's profiles stamp>" of the last edge refresh. Weights move by whole
# weeks of silence and profiles change only when the pattern sweep writes them, so the edges are
# looked at once a day, or sooner when a profile changed; the heartbeat runs this daily anyway.
STAMP = "decay.stamp"


def sweep(deps: Deps) -> Outcome:
    store, now = deps.store, deps.clock()
    stamp = f"{local_day(now, deps.tz()).isoformat()}|{store.kv_get(PROFILES_CHANGED) or ''}"
    refreshed: list[Any] = []
    reweighed: list[Any] = []
    with store.tx():
        if store.kv_get(STAMP) != stamp:
            refreshed, reweighed = _edges(store, now)
            store.brain_mark(STAMP, stamp)
        filled = store.obs_fill_expiry(EXPIRY_DAYS)
        expired = store.obs_expire_due(store.now())
        questions = store.pending_expire()
    return Outcome(len(refreshed) + len(reweighed) + expired + questions,
                   f"{len(refreshed)} edges refreshed, {len(reweighed)} decayed, {filled} lifetimes set,"
                   f" {expired} notes expired, {questions} stale questions closed")


def _edges(store: Store, now: datetime) -> tuple[list[Any], list[Any]]:
    """Every profile's edge to the shop, refreshed from its facts or decayed by its silence."""
    shop = shop_entity(store)
    edges = {(int(e["from_entity_id"]), e["type"]): e for e in store.edges_all()
             if e["to_entity_id"] == shop}
    refreshed, reweighed = [], []
    for prof in store.profiles().values():
        f = props(prof)
        last = f.get("last_activity_at")
        if not last:
            continue
        etype = "supplies_to" if prof["type"] == "supplier_profile" else "buys_from"
        base = activity_weight(int(f.get("events_90d") or 0))
        weight = decayed(base, last, now)
        edge = edges.get((int(prof["id"]), etype))
        facts = {"base_weight": base, "since": f.get("since"), "last_amount_paise": f.get("last_amount_paise"),
                 "trend": f.get("trend"), "every_days": f.get("order_every_days")}
        if edge is None or edge["last_refreshed"] != last or props(edge) != facts:
            refreshed.append((int(prof["id"]), shop, etype, weight, facts, last))
        elif abs(float(edge["weight"]) - weight) > 1e-9:
            reweighed.append((weight, int(edge["id"])))
    store.edges_upsert(refreshed)
    store.edges_set_weights(reweighed)
    return refreshed, reweighed
