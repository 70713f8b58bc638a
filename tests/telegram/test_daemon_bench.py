"""`dhandha bench`'s daemon figures come from a real start and stop (the figures are reported, not asserted)."""

from __future__ import annotations

from dhandha.daemon_bench import bench_daemon


def test_the_daemon_bench_starts_polls_and_stops_cleanly() -> None:
    got = bench_daemon(idle_seconds=0.5)
    assert got["exit_code"] == 0
    assert got["start_to_first_poll_s"] > 0 and got["stop_s"] >= 0
    assert got["idle_rss_mb"] is None or got["idle_rss_mb"] > 0
