"""`dhandha bench`: figures on a generated year of a busy shop. Measured here, never asserted in tests."""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


MESSAGES = (
    "{name} ko {amt} udhaar diya",
    "{name} ne {amt} diye",
    "aaj {amt} ka becha",
    "chai nashta {small}",
    "{name} pe kitna baaki hai?",
    "aaj kitna becha?",
    "udhaar wale sab log dikhao",
    "{name} paid {amt}",
    "{name} ko {amt} udhaar, aur {name2} ne {small} lautaye",
)


async def bench_turns(store_path: Path, turns: int, seed: int = 3) -> dict[str, Any]:
    """p50/p95 of one deterministic turn (rules thinker) through all seven stages."""
    from dhandha.chain.pipeline import run_turn
    from dhandha.chain.turn import Message
    from dhandha.clock import ManualClock
    from dhandha.deps import Deps
    from dhandha.store import Store

    rng = random.Random(seed)
    probe = Store(store_path)
    names = [r[0] for r in probe.q("SELECT name FROM contacts WHERE role = 'customer' ORDER BY id")]
    start = probe.scalar("SELECT MAX(occurred_at) FROM entries")
    probe.close()
    from dhandha.clock import parse_instant

    clock = ManualClock(parse_instant(start))
    store = Store(store_path, clock)
    deps = Deps(store=store, clock=clock, owner_chat="bench")
    timings: list[float] = []
    kinds: dict[str, int] = {}
    for n in range(turns + 20):
        clock.advance(minutes=3)
        text = rng.choice(MESSAGES).format(name=rng.choice(names), name2=rng.choice(names),
                                           amt=rng.randrange(2, 90) * 50, small=rng.randrange(20, 99))
        msg = Message(text=text, chat_id="bench", channel="console", input_key=f"bench:{n}")
        t0 = time.perf_counter()
        turn = await run_turn(deps, msg)
        dt = (time.perf_counter() - t0) * 1000
        if n >= 20:  # the first turns pay for lazy imports and caches
            timings.append(dt)
            outcome = turn.halt.reason if turn.halt else (turn.reading.intent if turn.reading else "?")
            kinds[outcome] = kinds.get(outcome, 0) + 1
    store.close()
    return {"turns": len(timings), "p50_ms": round(_pct(timings, 50), 2), "p95_ms": round(_pct(timings, 95), 2),
            "mean_ms": round(statistics.fmean(timings), 2), "max_ms": round(max(timings), 2), "outcomes": kinds}


def run_bench(quick: bool) -> dict[str, Any]:
    from dhandha.busy_shop import build

    out: dict[str, Any] = {"python": sys.version.split()[0], "machine": platform.machine()}
    with tempfile.TemporaryDirectory(prefix="dhandha-bench-") as tmp:
        path = Path(tmp) / "dhandha.db"
        t0 = time.perf_counter()
        store = build(path, days=60 if quick else 365, contacts=200 if quick else 1000)
        out["shop"] = {"entries": store.scalar("SELECT COUNT(*) FROM entries"),
                       "contacts": store.scalar("SELECT COUNT(*) FROM contacts"),
                       "build_s": round(time.perf_counter() - t0, 2),
                       "db_mb": round(path.stat().st_size / 2**20, 1)}
        store.close()
        out["turn"] = asyncio.run(bench_turns(path, 60 if quick else 300))
        try:
            from dhandha.brain.bench import bench_sweeps
        except ImportError:
            out["sweeps"] = "not built yet"
        else:
            sweeps = bench_sweeps(path, rounds=2)
            first = {k: v for k, v in sweeps.items() if not k.endswith(".again")}
            again = {k: v for k, v in sweeps.items() if k.endswith(".again")}
            out["sweeps"] = {**sweeps, "total_first_ms": round(sum(first.values()), 1),
                             "total_steady_ms": round(sum(again.values()), 1)}
        try:
            from dhandha.sms.bench import bench_sms
        except ImportError:
            out["sms"] = "not built yet"
        else:
            out["sms"] = bench_sms(Path(tmp), quick=quick)
    out["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    from dhandha.daemon_bench import bench_daemon

    out["daemon"] = bench_daemon(idle_seconds=2.0 if quick else 8.0)
    return out


def cmd_bench(args: argparse.Namespace) -> int:
    result = run_bench(args.quick)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    shop = result["shop"]
    print(f"Shop: {shop['entries']:,} entries, {shop['contacts']:,} contacts, {shop['db_mb']} MB "
          f"(built in {shop['build_s']} s)")
    t = result["turn"]
    print(f"Turn (rules, all seven stages): p50 {t['p50_ms']} ms, p95 {t['p95_ms']} ms, "
          f"max {t['max_ms']} ms over {t['turns']} turns   [goal p95 <= 30 ms]")
    print(f"  outcomes: {t['outcomes']}")
    print(f"Sweeps: {result['sweeps']}   [goal all together <= 1000 ms]")
    sms = result["sms"]
    if isinstance(sms, dict) and "parse" in sms:
        from dhandha.sms.bench import parse_lines

        print("\n".join(parse_lines(sms["parse"])) + "   [goal: ours/peer >= 1.0]")
        sms = {k: v for k, v in sms.items() if k != "parse"}
    print(f"SMS: {sms}   [goals >= 20,000 SMS/s parse, <= 5 s import of 20,000]")
    print(f"Peak memory: {result['max_rss_mb']} MB")
    d = result["daemon"]
    print(f"Daemon (Telegram, stand-in Bot API server): start to first getUpdates {d.get('start_to_first_poll_s')} s,"
          f" idle RSS {d.get('idle_rss_mb')} MB, SIGTERM to exit {d.get('stop_s')} s   [goals <= 2 s, <= 100 MB]")
    return 0
