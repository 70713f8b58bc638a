"""Sweep timings on a year of a busy shop: `bench_sweeps(path)` for `dhandha bench`.

The sweeps run on a copy of the store (they write notes and profiles), with the clock set to
09:00 the morning after the last entry, so the briefing is due and yesterday is a full day.
`collect` (the phone's battery and inbox) and `backup` (file copying) are not brain SQL and are
timed by their own benchmarks.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from dhandha.brain.days import local_date
from dhandha.clock import ManualClock, zone
from dhandha.deps import Deps
from dhandha.heartbeat import SWEEPS, run_sweep
from dhandha.settings import Settings
from dhandha.store import Store

NOT_BRAIN = frozenset({"collect", "backup"})


def _copy(src: Path, dst: Path) -> None:
    a, b = sqlite3.connect(str(src)), sqlite3.connect(str(dst))
    try:
        a.backup(b)
    finally:
        b.close()
        a.close()


def _morning_after(store: Store) -> datetime:
    tz = str(store.owner()["timezone"])
    last = store.brain_last_entry_at()
    day = local_date(last, tz) + timedelta(days=1) if last else datetime.now(zone(tz)).date()
    return datetime(day.year, day.month, day.day, 9, 0, tzinfo=zone(tz))


def bench_sweeps(store_path: Path | str, rounds: int = 1) -> dict[str, float]:
    """Milliseconds per sweep, first run on a fresh copy (the heaviest: every profile is new).

    With rounds=2 the second, steady-state run is reported too, as "<name>.again".
    """
    with tempfile.TemporaryDirectory(prefix="dhandha-bench-") as tmp:
        work = Path(tmp) / "bench.db"
        _copy(Path(store_path), work)
        probe = Store(work)
        clock = ManualClock(_morning_after(probe))
        probe.close()
        store = Store(work, clock)
        deps = Deps(store=store, clock=clock, settings=Settings(), owner_chat="bench")
        out: dict[str, float] = {}
        try:
            for r in range(rounds):
                for s in SWEEPS:
                    if s.name in NOT_BRAIN:
                        continue
                    run = run_sweep(deps, s.name)
                    if run.outcome == "failed":
                        raise RuntimeError(f"sweep {s.name} failed on the bench store: {run.detail}")
                    out[s.name + (".again" if r else "")] = run.ms
                clock.advance(minutes=30)
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
        times = bench_sweeps(path, rounds=2)
    first = {k: v for k, v in times.items() if not k.endswith(".again")}
    for k, v in first.items():
        print(f"{k:<9} {v:>8.1f} ms   again {times[k + '.again']:>8.1f} ms")
    print(f"{'all':<9} {sum(first.values()):>8.1f} ms   again "
          f"{sum(v for k, v in times.items() if k.endswith('.again')):>8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
