"""bench_sweeps runs every brain sweep on a copy of a generated shop (timings are reported, not asserted)."""

from __future__ import annotations

from dhandha.brain.bench import NOT_BRAIN, bench_sweeps
from dhandha.busy_shop import build
from dhandha.heartbeat import SWEEPS


def test_every_brain_sweep_is_timed_on_a_copy(tmp_path):
    path = tmp_path / "shop.db"
    build(path, days=30, per_day=20, contacts=60).close()
    before = path.read_bytes()
    times = bench_sweeps(path, rounds=2)
    names = [s.name for s in SWEEPS if s.name not in NOT_BRAIN]
    assert list(times) == names + [n + ".again" for n in names]
    assert all(ms >= 0 for ms in times.values())
    assert path.read_bytes() == before  # the benchmark's own store is left as it was
