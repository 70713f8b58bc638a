"""bench_sweeps runs every brain sweep on a copy of a generated shop: first, steady and with nothing new
(timings are reported, not asserted)."""

from __future__ import annotations

from dhandha.brain.bench import NOT_BRAIN, bench_sweeps
from dhandha.busy_shop import build
from dhandha.heartbeat import SWEEPS


def test_every_brain_sweep_is_timed_on_a_copy(tmp_path):
    path = tmp_path / "shop.db"
    build(path, days=30, per_day=20, contacts=60).close()
    before = path.read_bytes()
    times = bench_sweeps(path)
    names = [s.name for s in SWEEPS if s.name not in NOT_BRAIN]
    for run in ("first", "steady", "nothing_new"):
        assert list(times[run]) == names
        assert all(ms >= 0 for ms in times[run].values())
        assert times[f"total_{run}_ms"] >= 0
    assert times["new_entries"] > 0
    assert path.read_bytes() == before  # the benchmark's own store is left as it was
