"""Sweep timings on a year of a busy shop: `bench_sweeps(path)` for `dhandha bench`.

The sweeps run on a copy of the store (they write notes and profiles), with the clock set to
09:00 the morning after the last entry, so the briefing is due and yesterday is a full day; then
half an hour later with half an hour of new entries (steady), then five minutes on with nothing new.
`collect` (the phone's battery and inbox), `integrity` (SQLite's quick_check reads the whole file,
once a night) and `backup` (file copying) are not brain SQL and are timed by their own benchmarks.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from dhandha.brain.days import local_date
from dhandha.busy_shop import copy_db
from dhandha.clock import ManualClock, iso, zone
from dhandha.deps import Deps
from dhandha.heartbeat import SWEEPS, run_sweep
from dhandha.settings import Settings
from dhandha.store import NewEntry, Store

NOT_BRAIN = frozenset({"collect", "backup", "integrity"})


def _morning_after(store: Store) -> datetime:
    tz = str(store.owner()["timezone"])
    last = store.brain_last_entry_at()
    day = local_date(last, tz) + timedelta(days=1) if last else datetime.now(zone(tz)).date()
    return datetime(day.year, day.month, day.day, 9, 0, tzinfo=zone(tz))


def _half_hour(store: Store, clock: ManualClock, rng: random.Random) -> int:
    """What half an hour of a busy shop adds to the books: a few sales, credit and payments, one cancelled."""
    customers = [int(r[0]) for r in store.q("SELECT id FROM contacts WHERE role = 'customer' ORDER BY id LIMIT 200")]
    at = clock()
    written = []
    with store.tx():
        for n in range(5):
            kind = rng.choice(("sale", "udhaar_given", "payment_received", "udhaar_given", "sale"))
            who = rng.choice(customers) if kind != "sale" and customers else None
            eid, _ = store.entry_add(NewEntry(kind, rng.randrange(50, 2000) * 100, who), source="console",
                                     idem_key=f"bench-sweeps:{iso(at)}:{n}", occurred_at=iso(at - timedelta(minutes=5 * n)))
            written.append(eid)
        store.entry_reverse(written[0], source="console", idem_key=f"bench-sweeps:{iso(at)}:undo", note="bench")
    return len(written) + 1


def bench_sweeps(store_path: Path | str) -> dict[str, Any]:
    """Milliseconds per sweep on a copy of the shop: the first run (every profile new), a steady run
    (half an hour later, with half an hour of new entries) and a run with nothing new (five minutes on)."""
    with tempfile.TemporaryDirectory(prefix="dhandha-bench-") as tmp:
        work = Path(tmp) / "bench.db"
        copy_db(Path(store_path), work)
        probe = Store(work)
        clock = ManualClock(_morning_after(probe))
        probe.close()
        store = Store(work, clock)
        deps = Deps(store=store, clock=clock, settings=Settings(), owner_chat="bench")
        rng = random.Random(11)
        out: dict[str, Any] = {}
        try:
            for label in ("first", "steady", "nothing_new"):
                if label == "steady":
                    clock.advance(minutes=30)
                    out["new_entries"] = _half_hour(store, clock, rng)
                elif label == "nothing_new":
                    clock.advance(minutes=5)
                times: dict[str, float] = {}
                for s in SWEEPS:
                    if s.name in NOT_BRAIN:
                        continue
                    run = run_sweep(deps, s.name)
                    if run.outcome == "failed":
                        raise RuntimeError(f"sweep {s.name} failed on the bench store: {run.detail}")
                    times[s.name] = run.ms
                out[label] = times
                out[f"total_{label}_ms"] = round(sum(times.values()), 1)
        finally:
            store.close()
    return out


def main(argv: list[str] | None = None) -> int:
    """`python -m dhandha.brain.bench [--quick]`: build a busy shop and print the sweep timings."""
    from dhandha.busy_shop import build

    quick = "--quick" in (argv if argv is not None else sys.argv[1:])
    with tempfile.TemporaryDirectory(prefix="dhandha-shop-") as tmp:
        path = Path(tmp) / "shop.db"
        t0 = time.perf_counter()
        store = build(path, per_day=20 if quick else 140, contacts=200 if quick else 1000)
        n = store.scalar("SELECT COUNT(*) FROM entries")
        c = store.scalar("SELECT COUNT(*) FROM contacts")
        store.close()
        print(f"built {n} entries, {c} contacts in {time.perf_counter() - t0:.1f} s")
        times = bench_sweeps(path)
    for k, v in times["first"].items():
        print(f"{k:<9} {v:>8.1f} ms   steady {times['steady'][k]:>8.1f} ms   nothing new {times['nothing_new'][k]:>8.1f} ms")
    print(f"{'all':<9} {times['total_first_ms']:>8.1f} ms   steady {times['total_steady_ms']:>8.1f} ms"
          f"   nothing new {times['total_nothing_new_ms']:>8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
