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


def test_one_size_of_the_bench_reports_every_figure(tmp_path):
    """`dhandha bench --quick` in small: turns with and without statistics, sweeps, the ledger as a process."""
    import sqlite3

    from dhandha.bench import bench_size
    from dhandha.busy_shop import copy_db

    plain, analyzed = tmp_path / "shop.db", tmp_path / "analyzed.db"
    build(plain, days=20, per_day=20, contacts=40).close()
    copy_db(plain, analyzed)
    con = sqlite3.connect(str(analyzed))
    con.execute("ANALYZE")
    con.commit()
    con.close()
    got = bench_size("tiny", plain, analyzed, tmp_path, turns=5)
    for run in ("plain", "analyzed"):
        assert got["turn"][run]["turns"] == 5 and got["turn"][run]["p95_ms"] >= got["turn"][run]["p50_ms"] > 0
    for when in ("disk_sync_before", "disk_sync_after"):  # what one durable write costs beside the turns
        assert got["turn"][when]["p95_ms"] >= got["turn"][when]["p50_ms"] >= 0
    assert got["ledger"]["text"]["exit"] == 0 and got["ledger"]["json"]["exit"] == 0
    assert got["ledger"]["json"]["peak_rss_mb"] > 0
    assert {"first", "steady", "nothing_new", "total_first_ms"} <= set(got["sweeps"])
    assert got["shop"]["entries"] > 0
