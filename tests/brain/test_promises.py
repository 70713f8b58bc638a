"""Promises: noted by the chain, settled by the heartbeat, remembered per person."""

from __future__ import annotations

import json

from dhandha.brain import promises
from dhandha.brain.context import load_context
from dhandha.brain.graph import profile_facts

from .conftest import at


def _promise(store, name: str, due: str, key: str, contact_id: int | None = None) -> int:
    with store.tx():
        return store.intention_add(contact_id, name, due, None, "pay", f"{name} bola Friday ko dega", "hinglish",
                                   {"input": key})


def test_intention_add_links_the_contact_and_is_idempotent(shop, store):
    rajan = shop.contact("Rajan")
    first = _promise(store, "Rajan", "2026-09-04", "console:1")
    again = _promise(store, "Rajan", "2026-09-04", "console:1")
    assert first == again
    row = store.obs_get(first)
    p = json.loads(row["properties"])
    assert (row["type"], p["contact_id"], p["due"], p["kind"]) == ("intention", rajan, "2026-09-04", "promise")
    assert row["expires_at"] is None and row["entity_id"] == store.profile_of(rajan)["id"]


def test_kept_by_a_payment_before_the_day_after(shop, store, deps, clock):
    shop.add("udhaar_given", 800, "Rajan", "2026-09-01 10:00")
    obs = _promise(store, "Rajan", "2026-09-04", "k:1")
    shop.add("payment_received", 500, "Rajan", "2026-09-05 19:00")  # the day after still counts
    clock.set(at("2026-09-05 20:00"))
    assert promises.check(store, clock(), "Asia/Kolkata") == (1, 0)
    assert store.obs_get(obs)["resolution"] == "kept"
    assert profile_facts(store, store.contact_by_name("Rajan")["id"])["promise_kept_rate"] == 1.0


def test_broken_when_the_day_after_ends(shop, store, deps, clock, noted):
    shop.add("udhaar_given", 800, "Vikas", "2026-09-01 10:00")
    obs = _promise(store, "Vikas", "2026-09-04", "b:1")
    clock.set(at("2026-09-05 23:00"))
    assert promises.check(store, clock(), "Asia/Kolkata") == (0, 0)  # still the day after
    clock.set(at("2026-09-06 00:05"))
    assert promises.check(store, clock(), "Asia/Kolkata") == (0, 1)
    assert promises.check(store, clock(), "Asia/Kolkata") == (0, 0)
    assert store.obs_get(obs)["resolution"] == "broken"
    [b] = noted("broken_promise")
    assert b["props"]["name"] == "Vikas" and b["props"]["due"] == "2026-09-04" and b["props"]["alert"] == "briefing"
    vikas = store.contact_by_name("Vikas")["id"]
    assert profile_facts(store, vikas)["promise_kept_rate"] == 0.0
    ctx = load_context(store, "Vikas ka kitna baaki hai", "hinglish", [vikas], clock())
    person = ctx["tier2"][0]
    assert any(n.get("resolution") == "broken" for n in person["notes"])
    assert any("did not happen" in n["note"] for n in person["notes"])


def test_a_payment_before_the_promise_does_not_keep_it(shop, store, clock):
    shop.add("payment_received", 500, "Vikas", "2026-09-01 09:00")
    clock.set(at("2026-09-01 10:00"))
    _promise(store, "Vikas", "2026-09-04", "p:1")
    clock.set(at("2026-09-06 08:00"))
    assert promises.check(store, clock(), "Asia/Kolkata") == (0, 1)


def test_a_promise_from_someone_not_yet_in_the_books(shop, store, clock):
    obs = _promise(store, "Naya Grahak", "2026-09-04", "n:1")
    assert json.loads(store.obs_get(obs)["properties"])["contact_id"] is None
    shop.add("payment_received", 300, "Naya Grahak", "2026-09-04 18:00")
    clock.set(at("2026-09-04 19:00"))
    assert promises.check(store, clock(), "Asia/Kolkata") == (1, 0)


def test_a_promise_with_no_day_lapses_after_a_month(store, clock):
    obs = _promise(store, "Kamla", "", "u:1")
    clock.set(at("2026-10-05 10:00"))
    promises.check(store, clock(), "Asia/Kolkata")
    assert store.obs_get(obs)["resolution"] == "lapsed"


def test_the_rate_counts_all_settled_promises(shop, store, clock):
    shop.contact("Vikas")
    for i, (due, paid) in enumerate((("2026-09-02", "2026-09-02 18:00"), ("2026-09-09", None),
                                     ("2026-09-16", "2026-09-17 10:00"))):
        clock.set(at(f"{due} 08:00"))
        _promise(store, "Vikas", due, f"r:{i}")
        if paid:
            shop.add("payment_received", 200, "Vikas", paid)
        clock.set(at("2026-09-20 08:00"))
        promises.check(store, clock(), "Asia/Kolkata")
    f = profile_facts(store, store.contact_by_name("Vikas")["id"])
    assert (f["promises_kept"], f["promises_broken"], f["promise_kept_rate"]) == (2, 1, 0.67)
