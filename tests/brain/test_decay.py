"""Relationships fade with silence; notes expire by type; stale questions close."""

from __future__ import annotations

import json

from dhandha.brain import decay, pattern
from dhandha.brain.decay import activity_weight, decayed

from .conftest import at


def _edge(store, name: str):
    prof = store.profile_of(store.contact_by_name(name)["id"])
    return store.one("SELECT * FROM brain_edges WHERE from_entity_id = ?", (prof["id"],))


def test_weight_falls_a_hundredth_a_week_and_stops_at_a_tenth(clock):
    assert decayed(0.5, "2026-08-01T04:30:00+00:00", at("2026-08-07 10:00")) == 0.5
    assert decayed(0.5, "2026-08-01T04:30:00+00:00", at("2026-08-29 10:00")) == 0.46
    assert decayed(0.15, "2026-01-01T04:30:00+00:00", at("2026-08-29 10:00")) == 0.1
    assert activity_weight(0) == 0.2 and activity_weight(12) == 1.0 and activity_weight(40) == 1.0


def test_edges_follow_activity_and_decay_without_it(shop, store, deps, clock):
    for t in shop.every("2026-07-01 11:00", 36, 3):  # twelve visits, the last on 3 Aug
        shop.add("udhaar_given", 300, "Rajan", t)
    clock.set(at("2026-08-04 08:00"))
    pattern.sweep(deps)
    decay.sweep(deps)
    fresh = _edge(store, "Rajan")
    assert fresh["type"] == "buys_from" and fresh["weight"] == 1.0
    assert json.loads(fresh["properties"])["base_weight"] == 1.0
    clock.set(at("2026-09-08 08:00"))  # five weeks of silence
    decay.sweep(deps)
    decay.sweep(deps)  # running twice changes nothing: weight is computed, not decremented
    assert _edge(store, "Rajan")["weight"] == 0.95
    assert _edge(store, "Rajan")["last_refreshed"] == fresh["last_refreshed"]


def test_suppliers_supply(shop, store, deps, clock):
    shop.add("purchase", 5000, "Om Sai Traders", "2026-08-20 10:00", on_credit=True)
    clock.set(at("2026-08-21 08:00"))
    pattern.sweep(deps)
    decay.sweep(deps)
    assert _edge(store, "Om Sai Traders")["type"] == "supplies_to"


def test_notes_expire_by_type(store, deps, clock):
    with store.tx():
        for type_ in ("anomaly", "mood", "insight", "intention"):
            store.obs_add(type_=type_, content=f"a {type_}", properties={}, confidence=0.7, source="conversation",
                          provenance={}, dedup_key=type_)
    clock.set(at("2026-09-04 10:00"))  # three days on
    decay.sweep(deps)
    open_now = {r["type"] for r in store.q("SELECT type FROM brain_observations WHERE is_resolved = 0")}
    assert open_now == {"anomaly", "insight", "intention"}  # mood lives two days
    clock.set(at("2026-09-09 10:00"))
    decay.sweep(deps)
    open_now = {r["type"] for r in store.q("SELECT type FROM brain_observations WHERE is_resolved = 0")}
    assert open_now == {"insight", "intention"}  # anomaly lives seven
    clock.set(at("2027-01-01 10:00"))
    decay.sweep(deps)
    open_now = {r["type"] for r in store.q("SELECT type FROM brain_observations WHERE is_resolved = 0")}
    assert open_now == {"intention"}  # an intention waits until it is settled


def test_stale_questions_close(store, deps, clock):
    with store.tx():
        store.pending_create("owner-chat", "confirm_large", "₹25,000?", {}, "en", "2026-09-01T05:00:00+00:00")
    clock.set(at("2026-09-01 11:00"))
    out = decay.sweep(deps)
    assert store.pending_open("owner-chat") is None
    assert "1 stale questions closed" in out.detail
