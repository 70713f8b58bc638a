"""Promises: "Rajan bola Friday ko dega" is an open intention until the books settle it.

Kept: the promised movement (a payment, for "dega") from that person arrives before the end of
the day after the due date. Broken: that day ends without it; the broken promise becomes an
inference for the next briefing and for that person's context. Each profile keeps the person's
promise-kept rate.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from dhandha.brain.graph import note, props
from dhandha.brain.outcome import Outcome
from dhandha.clock import day_bounds, iso
from dhandha.deps import Deps
from dhandha.store import Store

# Which ledger movements settle which promise. "visit" is any dealing at all.
SETTLES: dict[str, tuple[str, ...]] = {
    "pay": ("payment_received", "payment_made"),
    "deliver": ("purchase", "udhaar_given", "sale"),
    "visit": ("sale", "udhaar_given", "payment_received", "purchase", "payment_made", "expense"),
}
UNDATED_LAPSE_DAYS = 30  # a promise with no day said is dropped after a month, neither kept nor broken


def sweep(deps: Deps) -> Outcome:
    kept, broken = check(deps.store, deps.clock(), deps.tz())
    return Outcome(kept + broken, f"{kept} promises kept, {broken} broken")


def check(store: Store, now: datetime, tz: str) -> tuple[int, int]:
    """Settle every open promise that can be settled now; returns (kept, broken)."""
    kept = broken = 0
    touched: set[int] = set()
    with store.tx():
        for o in store.obs_open("intention"):
            p = props(o)
            if p.get("kind") != "promise":
                continue
            cid = _contact(store, o, p)
            outcome = _settle(store, now, tz, o, p, cid)
            if outcome == "kept":
                kept += 1
            elif outcome == "broken":
                broken += 1
            if outcome in ("kept", "broken") and cid is not None:
                touched.add(cid)
        if touched:
            counts = store.promise_counts()
            for cid in touched:
                k, b = counts.get(cid, (0, 0))
                store.entity_props_merge(store.profile_ensure(cid), {
                    "promises_kept": k, "promises_broken": b,
                    "promise_kept_rate": round(k / (k + b), 2) if k + b else None})
    return kept, broken


def _contact(store: Store, o: Any, p: dict[str, Any]) -> int | None:
    """The person behind a promise; one named before they were a contact is tied to them now."""
    if p.get("contact_id") is not None:
        return int(p["contact_id"])
    cid = store.brain_contact_id(p["name"]) if p.get("name") else None
    if cid is not None:
        store.intention_link(int(o["id"]), cid, store.profile_ensure(cid))
    return cid


def _settle(store: Store, now: datetime, tz: str, o: Any, p: dict[str, Any], cid: int | None) -> str | None:
    if not p.get("due"):
        if now - datetime.fromisoformat(o["created_at"]) > timedelta(days=UNDATED_LAPSE_DAYS):
            store.obs_resolve(int(o["id"]), "lapsed")
            return "lapsed"
        return None
    due = date.fromisoformat(p["due"])
    _, deadline = day_bounds(due + timedelta(days=1), tz)
    if cid is not None:
        hit = store.brain_first_after(cid, SETTLES.get(p.get("what") or "pay", SETTLES["pay"]), o["created_at"],
                                      deadline)
        if hit is not None:
            store.obs_resolve(int(o["id"]), "kept", {"settled_by": int(hit["id"]), "settled_at": hit["occurred_at"]})
            return "kept"
    if iso(now) < deadline:
        return None
    if cid is None:
        store.obs_resolve(int(o["id"]), "lapsed")  # nobody in the books to check it against
        return "lapsed"
    store.obs_resolve(int(o["id"]), "broken")
    name = p.get("name") or store.brain_contact_name(cid) or "?"
    note(store, now, type_="inference", kind="broken_promise", alert="briefing",
         content=f"{name} promised to {p.get('what') or 'pay'} by {due} ({o['content']!r}); it did not happen",
         dedup_key=f"promise:{o['id']}", confidence=0.9, sweep="promises", entity_id=o["entity_id"],
         facts={"contact_id": cid, "name": name, "due": due.isoformat(), "amount_paise": p.get("amount_paise"),
                "what": p.get("what") or "pay", "intention_id": int(o["id"])}, valid_from=iso(now))
    return "broken"


def due_on(store: Store, day: date) -> list[dict[str, Any]]:
    """Open promises falling due on a day (for "expected today" in the briefing)."""
    out = []
    for o in store.obs_open("intention"):
        p = props(o)
        if p.get("kind") == "promise" and p.get("due") == day.isoformat():
            out.append({"id": int(o["id"]), **p})
    return out
