"""Receivables aging kept as a summary: after any new entries it says what a fresh computation says,
and one debtor's figure read alone is the one the whole list gives."""

from __future__ import annotations

import random
from datetime import timedelta

from dhandha.brain.overdue import AGING_UPTO, overdue, overdue_days
from dhandha.busy_shop import build
from dhandha.clock import iso
from dhandha.store import NewEntry


def _fresh(store, now, tz):
    """The list as if the summary had never been kept."""
    with store.tx():
        store.receivables_clear()
        store.x("DELETE FROM kv WHERE key = ?", (AGING_UPTO,))
    return overdue(store, now, tz)


def test_the_kept_summary_follows_new_entries(tmp_path):
    store = build(tmp_path / "shop.db", days=60, per_day=40, contacts=60)
    tz = "Asia/Kolkata"
    now = store.clock()
    first = overdue(store, now, tz)
    assert first and first == _fresh(store, now, tz)
    rng = random.Random(2)
    people = [int(r[0]) for r in store.q("SELECT id FROM contacts WHERE role = 'customer'")]
    for round_ in range(3):
        written = []
        with store.tx():
            for n in range(12):
                kind = rng.choice(("udhaar_given", "payment_received", "udhaar_given"))
                at = iso(now - timedelta(days=rng.randrange(0, 40), minutes=n))
                eid, _ = store.entry_add(NewEntry(kind, rng.randrange(5, 400) * 100, rng.choice(people)),
                                         source="console", idem_key=f"aging:{round_}:{n}", occurred_at=at)
                written.append(eid)
            store.entry_reverse(written[0], source="console", idem_key=f"aging:{round_}:undo", note="test")
        kept = overdue(store, now, tz)  # the summary, brought up to date from its watermark
        assert kept == _fresh(store, now, tz)


def test_one_debtor_read_alone_agrees_with_the_list(tmp_path):
    store = build(tmp_path / "shop.db", days=60, per_day=40, contacts=60)
    tz, now = "Asia/Kolkata", store.clock()
    listed = {d.contact_id: d.days for d in overdue(store, now, tz)}
    for (cid,) in store.q("SELECT id FROM contacts"):
        assert overdue_days(store, int(cid), now, tz) == listed.get(int(cid))
