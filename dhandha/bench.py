"""`dhandha bench`: figures on generated busy shops of 1, 3 and 10 years. Measured here, never asserted in tests.

For each size (built once, then kept in the cache folder, see `busy_shop.shop_for`):
- a turn through all seven stages (rules thinker), p50/p95, on the books as a shop has them (no
  planner statistics: the product never runs ANALYZE) and again on a copy with ANALYZE statistics,
  so a plan that only holds by luck shows up in one of the two;
- the brain sweeps: the first run (every profile new), a steady run (half an hour of new
  entries) and a run with nothing new;
- `dhandha ledger` and `dhandha ledger --json` as their own processes: wall time and peak memory.
Then bank SMS (parse per CPU second beside the npm peer, importing 20,000), and how long the
one-shot commands take to start. `--quick` does all of it on one small shop, for a smoke test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SIZES = (1, 3, 10)  # years
QUICK = {"days": 40, "per_day": 30, "contacts": 80}

GOALS = {"turn_p95_ms": 15, "turn_ratio": 1.3, "sweeps_first_ms": 1000, "sweeps_steady_ms": 300,
         "sweeps_nothing_new_ms": 20, "ledger_rss_mb": 80, "import_20k_s": 5, "start_s": 0.25}


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


# What an owner sends in a day, roughly in proportion: entries, payments, questions, corrections.
MESSAGES = (
    "{name} ko {amt} udhaar diya",
    "{name} ko {amt} udhaar diya",
    "{name} ne {amt} diye",
    "aaj {amt} ka becha",
    "aaj {amt} ka becha",
    "{qty} kg atta becha {amt}",
    "chai nashta {small}",
    "{name} pe kitna baaki hai?",
    "aaj kitna becha?",
    "udhaar wale sab log dikhao",
    "{name} paid {amt}",
    "{name} ko {amt} udhaar, aur {name2} ne {small} lautaye",
    "{name} ka hisaab dikhao",
    "{name} ne gpay pe {amt} bheje",
    "{name} ko {amt} udhaar diya, 5 tarikh tak dega",
    "galat hai",
    "{name} wala cancel karo",
    "haan",
    "biscuit pe GST kitna hai?",
)


async def bench_turns(store_path: Path, turns: int, seed: int = 3) -> dict[str, Any]:
    """p50/p95 of one deterministic turn (rules thinker) through all seven stages, in the shop's own chat."""
    from dhandha.busy_shop import CHAT, regulars_weights
    from dhandha.chain.pipeline import run_turn
    from dhandha.chain.turn import Message
    from dhandha.clock import ManualClock, parse_instant
    from dhandha.deps import Deps
    from dhandha.store import Store

    rng = random.Random(seed)
    probe = Store(store_path)
    names = [r[0] for r in probe.q("SELECT name FROM contacts WHERE role = 'customer' ORDER BY id")]
    start = probe.scalar("SELECT MAX(occurred_at) FROM entries")
    probe.close()
    weights = regulars_weights(len(names))
    random.Random(seed + 1).shuffle(weights)  # the owner names the regulars most, whoever they are
    clock = ManualClock(parse_instant(start))
    store = Store(store_path, clock)
    deps = Deps(store=store, clock=clock, owner_chat=CHAT)
    timings: list[float] = []
    cpu: list[float] = []
    kinds: dict[str, int] = {}
    for n in range(turns + 20):
        clock.advance(minutes=3)
        picked = rng.choices(names, weights, k=2)
        text = rng.choice(MESSAGES).format(name=picked[0], name2=picked[1], amt=rng.randrange(2, 90) * 50,
                                           small=rng.randrange(20, 99), qty=rng.randrange(1, 9))
        msg = Message(text=text, chat_id=CHAT, channel="console", input_key=f"bench:{n}")
        t0, c0 = time.perf_counter(), time.process_time()
        turn = await run_turn(deps, msg)
        dt, dc = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
        if n >= 20:  # the first turns pay for lazy imports and caches
            timings.append(dt)
            cpu.append(dc)
            outcome = turn.halt.reason if turn.halt else (turn.reading.intent if turn.reading else "?")
            kinds[outcome] = kinds.get(outcome, 0) + 1
    store.close()
    return {"turns": len(timings), "p50_ms": round(_pct(timings, 50), 2), "p95_ms": round(_pct(timings, 95), 2),
            "mean_ms": round(statistics.fmean(timings), 2), "max_ms": round(max(timings), 2),
            # CPU time of this process: what the turn costs apart from waiting for the disk (each
            # commit waits for its fsync) and for other processes on a shared machine.
            "cpu_p50_ms": round(_pct(cpu, 50), 2), "cpu_p95_ms": round(_pct(cpu, 95), 2), "outcomes": kinds}


# Runs `python -m dhandha ...` and, at exit, writes the process's own peak memory (VmHWM) to stderr.
# The rusage a parent gets for its child counts the parent's pages the child had before exec, so it
# would report the bench's own size; VmHWM is the child's alone.
_PEAK = """import atexit, runpy, sys
def _peak():
    try:
        with open('/proc/self/status') as f:
            for line in f:
                if line.startswith('VmHWM:'):
                    sys.stderr.write('DHANDHA_PEAK_KB ' + line.split()[1] + '\\n')
    except OSError:
        pass
atexit.register(_peak)
sys.argv = ['dhandha', *sys.argv[1:]]
runpy.run_module('dhandha', run_name='__main__', alter_sys=True)
"""


def _child(args: list[str], env: dict[str, str], stdin: bytes | None = None) -> tuple[float, float | None, int]:
    """(wall seconds, peak RSS MB or None where /proc cannot tell, exit code) of `dhandha ARGS`, output thrown away."""
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-c", _PEAK, *args], env=env, input=stdin if stdin is not None else b"",
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - t0
    peak = [line for line in p.stderr.decode(errors="replace").splitlines() if line.startswith("DHANDHA_PEAK_KB ")]
    return wall, (int(peak[-1].split()[1]) / 1024 if peak else None), p.returncode


def _env(home: Path, **extra: str) -> dict[str, str]:
    # Bytecode is written as an installed package has it (pip compiles on install); a shell that
    # forbids it would time the compiling of every module instead of the start.
    env = {k: v for k, v in os.environ.items() if not k.startswith("DHANDHA_") and k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "DHANDHA_HOME": str(home), **extra}


def bench_ledger(store_path: Path) -> dict[str, Any]:
    """`dhandha ledger` (text and --json) on a copy of the shop: wall time and peak memory of the process."""
    out: dict[str, Any] = {}
    home = store_path.parent
    for name, args in (("text", []), ("json", ["--json"])):
        wall, rss, code = _child(["ledger", *args], _env(home))
        out[name] = {"s": round(wall, 2), "peak_rss_mb": None if rss is None else round(rss, 1), "exit": code}
    return out


def bench_start(tmp: Path, rounds: int = 5, shop: Path | None = None) -> dict[str, Any]:
    """How long one-shot commands take from exec to exit: `chat` with one message, `sms parse` with ten
    lines, on a fresh home; and, given a built shop, `chat` on a copy of it (its first run of the day
    pays SQLite's full check of every page, see dhandha/checkup.py; the rest find it on record)."""
    from dhandha.sms.bench import sample_inbox

    home = tmp / "start-home"
    home.mkdir(exist_ok=True)
    env = _env(home)
    chat = ["chat"]
    _child(chat, env, b"namaste\n")  # the first run creates the books; a shop's phone has them already
    msgs, _ = sample_inbox(10, seed=5)
    lines = "".join(json.dumps({"sender": m["address"], "body": m["body"]}) + "\n" for m in msgs).encode()
    runs: list[tuple[str, list[str], bytes, dict[str, str]]] = [
        ("chat_one_message", chat, b"Rajan ko 500 udhaar diya\n", env),
        ("sms_parse_ten", ["sms", "parse"], lines, env)]
    out: dict[str, Any] = {}
    if shop is not None:
        from dhandha.busy_shop import copy_db

        shop_home = tmp / "start-shop-home"
        shop_home.mkdir(exist_ok=True)
        copy_db(shop, shop_home / "dhandha.db")
        shop_env = _env(shop_home)
        out["shop_db_mb"] = round((shop_home / "dhandha.db").stat().st_size / 2**20, 1)
        runs.insert(1, ("chat_one_message_shop_first", chat, b"Rajan ko 500 udhaar diya\n", shop_env))
        runs.insert(2, ("chat_one_message_shop", chat, b"Rajan ko 500 udhaar diya\n", shop_env))
    for name, argv, stdin, run_env in runs:
        walls, cpus = [], []
        for _ in range(1 if name.endswith("_first") else rounds):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            walls.append(_child(argv, run_env, stdin)[0])
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        walls.sort()
        # CPU (user + system) beside the wall time: on a shared machine the wall time is mostly waiting.
        out[name] = {"median_s": round(statistics.median(walls), 3), "min_s": round(walls[0], 3),
                     "max_s": round(walls[-1], 3), "cpu_median_s": round(statistics.median(cpus), 3)}
    return out


def disk_sync(folder: Path, rounds: int = 40) -> dict[str, float]:
    """p50/p95 ms of one small write made durable (write + fsync) in this folder, right now.

    A turn that writes commits several times with synchronous=FULL and moves the high-water
    mark (fsync, rename, fsync of the folder), so its wall time carries several of these: on a
    disk shared with other work they, not the turn's CPU, set its tail."""
    probe = folder / "sync-probe"
    fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    waits = []
    try:
        for _ in range(rounds):
            os.pwrite(fd, os.urandom(512), 0)
            t0 = time.perf_counter()
            os.fsync(fd)
            waits.append((time.perf_counter() - t0) * 1000)
    finally:
        os.close(fd)
        probe.unlink()
    return {"p50_ms": round(_pct(waits, 50), 2), "p95_ms": round(_pct(waits, 95), 2)}


def bench_size(label: str, plain: Path, analyzed: Path, tmp: Path, turns: int) -> dict[str, Any]:
    from dhandha.brain.bench import bench_sweeps
    from dhandha.busy_shop import copy_db, remove_db
    from dhandha.store import Store

    work = tmp / label
    work.mkdir(exist_ok=True)
    db = work / "dhandha.db"
    copy_db(plain, db)
    probe = Store(db)
    shop = {"entries": probe.scalar("SELECT COUNT(*) FROM entries"),
            "contacts": probe.scalar("SELECT COUNT(*) FROM contacts"),
            "inputs": probe.scalar("SELECT COUNT(*) FROM inputs"),
            "db_mb": round(plain.stat().st_size / 2**20, 1)}
    probe.close()
    out: dict[str, Any] = {"shop": shop, "ledger": bench_ledger(db)}
    out["turn"] = {"disk_sync_before": disk_sync(work), "plain": asyncio.run(bench_turns(db, turns))}
    copy_db(analyzed, db)
    out["turn"]["analyzed"] = asyncio.run(bench_turns(db, turns))
    out["turn"]["disk_sync_after"] = disk_sync(work)
    remove_db(db)
    out["sweeps"] = bench_sweeps(plain)
    return out


def run_bench(quick: bool, sizes: tuple[float, ...] = SIZES) -> dict[str, Any]:
    from dhandha.busy_shop import build, shop_for

    out: dict[str, Any] = {"python": sys.version.split()[0], "machine": platform.machine(),
                           "load": [round(x, 2) for x in os.getloadavg()], "sizes": {}}
    with tempfile.TemporaryDirectory(prefix="dhandha-bench-") as name:
        tmp = Path(name)
        if quick:
            plain = tmp / "quick.db"
            build(plain, **QUICK).close()
            from dhandha.busy_shop import analyzed_copy

            analyzed = tmp / "quick-analyzed.db"
            analyzed_copy(plain, analyzed)
            out["sizes"]["quick"] = bench_size("quick", plain, analyzed, tmp, 40)
        else:
            for years in sizes:
                t0 = time.perf_counter()
                plain, analyzed = shop_for(years), shop_for(years, analyzed=True)
                label = f"{years:g}y"
                out["sizes"][label] = bench_size(label, plain, analyzed, tmp, 500)
                out["sizes"][label]["shop"]["ready_s"] = round(time.perf_counter() - t0, 1)
            first, last = f"{sizes[0]:g}y", f"{sizes[-1]:g}y"
            if len(sizes) > 1:
                out["turn_ratio"] = {
                    k: round(out["sizes"][last]["turn"][k]["p95_ms"] / out["sizes"][first]["turn"][k]["p95_ms"], 2)
                    for k in ("plain", "analyzed")}
        from dhandha.sms.bench import bench_sms

        out["sms"] = bench_sms(tmp, quick=quick)
        out["start"] = bench_start(tmp, rounds=2 if quick else 5, shop=plain if quick else shop_for(1))
    from dhandha.daemon_bench import bench_daemon

    out["daemon"] = bench_daemon(idle_seconds=2.0 if quick else 8.0)
    out["goals"] = GOALS
    return out


def _line(label: str, s: dict[str, Any]) -> list[str]:
    t, sw, led = s["turn"], s["sweeps"], s["ledger"]
    shop = s["shop"]
    return [
        f"{label}: {shop['entries']:,} entries, {shop['contacts']:,} contacts, {shop['inputs']:,} messages,"
        f" {shop['db_mb']} MB",
        f"  turn p50/p95 ms: {t['plain']['p50_ms']} / {t['plain']['p95_ms']} (no statistics),"
        f" {t['analyzed']['p50_ms']} / {t['analyzed']['p95_ms']} (ANALYZE);"
        f" CPU p95 {t['plain']['cpu_p95_ms']} / {t['analyzed']['cpu_p95_ms']};"
        f" one fsync p50/p95 {t['disk_sync_before']['p50_ms']} / {t['disk_sync_before']['p95_ms']} ms before,"
        f" {t['disk_sync_after']['p50_ms']} / {t['disk_sync_after']['p95_ms']} after",
        f"  sweeps ms: first {sw['total_first_ms']}, steady {sw['total_steady_ms']},"
        f" nothing new {sw['total_nothing_new_ms']}",
        f"  ledger: {led['text']['s']} s, {led['text']['peak_rss_mb']} MB;"
        f" --json {led['json']['s']} s, {led['json']['peak_rss_mb']} MB",
    ]


def cmd_bench(args: argparse.Namespace) -> int:
    result = run_bench(args.quick)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    g = GOALS
    print(f"load average at start: {result['load']}   (the machine is shared: figures vary with it)")
    for label, s in result["sizes"].items():
        print("\n".join(_line(label, s)))
    print(f"goals: turn p95 <= {g['turn_p95_ms']} ms at every size, with and without statistics;"
          f" sweeps <= {g['sweeps_first_ms']} ms first, <= {g['sweeps_steady_ms']} ms steady,"
          f" <= {g['sweeps_nothing_new_ms']} ms with nothing new; ledger <= {g['ledger_rss_mb']} MB")
    if "turn_ratio" in result:
        r = result["turn_ratio"]
        print(f"turn p95 ratio, largest / smallest shop: {r['plain']} (no statistics), {r['analyzed']} (ANALYZE)"
              f"   [goal <= {g['turn_ratio']}]")
    sms = result["sms"]
    from dhandha.sms.bench import parse_lines

    print("\n".join(parse_lines(sms["parse"])) + "   [goal: ours/peer >= 1.0]")
    print(f"SMS import: {sms['import_n']:,} in {sms['import_s']} s, CPU {sms['import_cpu_s']} s"
          f" ({sms['import_ms_per_sms']} ms each;"
          f" parsing alone {sms['parse_ms_per_sms']} ms)   [goal <= {g['import_20k_s']} s for 20,000]")
    print(f"  import CPU per SMS: parsing {sms['import_parse_cpu_ms_per_sms']} ms, booking (all the rest)"
          f" {sms['book_cpu_ms_per_sms']} ms   [goal: booking < parsing]")
    st = result["start"]
    print(f"start-up: chat one message {st['chat_one_message']['median_s']} s"
          f" (CPU {st['chat_one_message']['cpu_median_s']} s), sms parse ten lines {st['sms_parse_ten']['median_s']} s"
          f" (CPU {st['sms_parse_ten']['cpu_median_s']} s) (medians)   [goal <= {g['start_s']} s]")
    if "chat_one_message_shop" in st:
        print(f"start-up on a {st['shop_db_mb']} MB shop: chat one message {st['chat_one_message_shop']['median_s']} s"
              f" (CPU {st['chat_one_message_shop']['cpu_median_s']} s, median); the day's first, with the full"
              f" check, {st['chat_one_message_shop_first']['median_s']} s"
              f" (CPU {st['chat_one_message_shop_first']['cpu_median_s']} s)")
    d = result["daemon"]
    print(f"Daemon (Telegram, stand-in Bot API server): start to first getUpdates {d.get('start_to_first_poll_s')} s,"
          f" idle RSS {d.get('idle_rss_mb')} MB, SIGTERM to exit {d.get('stop_s')} s   [goals <= 2 s, <= 100 MB]")
    return 0
