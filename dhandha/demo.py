"""`dhandha demo`: three days of a kirana shop through the real chain, in a temporary home."""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from datetime import datetime
from pathlib import Path

from dhandha.clock import ManualClock, zone

# (day, "HH:MM", what the owner sends). Day 1 is Monday 23 November 2026.
SCRIPT: tuple[tuple[int, str, str], ...] = (
    (1, "08:05", "namaste"),
    (1, "09:10", "Rajan ko 500 udhaar diya"),
    (1, "09:25", "Sharma ji ko 1500 udhaar diya"),
    (1, "09:40", "Sharma ji ne 1200 diye"),
    (1, "10:15", "aaj 2 kilo chini 90 ki becha"),
    (1, "11:30", "chai nashta 120"),
    (1, "12:20", "Om Sai Traders se 25 kilo atta liya 1150 ka udhaar pe"),
    (1, "13:05", "Fernandes bought 4 soaps on credit, 180 total"),
    (1, "14:00", "Baldev ke naam 900 udhaar likho"),
    (1, "14:30", "Salim ko 1100 udhaar diya"),
    (1, "15:45", "Baldev ne saat diye"),
    (1, "15:46", "saat sau"),
    (1, "19:30", "aaj kitna becha?"),
    (2, "09:00", "Kulkarni saheb 2 kilo ghee le gaye, 1250 ka"),
    (2, "09:01", "udhaar"),
    (2, "10:30", "Rajan ko 25000 udhaar diya"),
    (2, "10:31", "nahi"),
    (2, "11:00", "Om Sai Traders ko 1150 bheje"),
    (2, "12:10", "Rajan ko 300 udhaar diya"),
    (2, "12:11", "pichli entry galat hai, 350 tha"),
    (2, "17:00", "राजन ने 400 दिए"),
    (2, "17:01", "1"),
    (2, "18:00", "Rajan bola Friday ko baaki dega"),
    (2, "20:00", "udhaar wale sab log dikhao"),
    (3, "09:15", "Salim ke 1100"),
    (3, "09:16", "Salim ne diye"),
    (3, "10:00", "bijli bill 1850"),
    (3, "11:20", "Naseem ko 650 udhaar, aur Fernandes ne 180 lauta diye"),
    (3, "12:00", "yeh entry double ho gayi, pichli wali mita do"),
    (3, "16:00", "Rajan pe kitna baaki hai?"),
    (3, "20:30", "is hafte ka hisaab batao"),
)


def _at(day: int, hhmm: str) -> datetime:
    hour, minute = (int(x) for x in hhmm.split(":"))
    return datetime(2026, 11, 22 + day, hour, minute, tzinfo=zone("Asia/Kolkata"))


async def play(home: Path, out: list[str]) -> None:
    from dhandha.chain.pipeline import run_turn
    from dhandha.chain.turn import Message
    from dhandha.deps import Deps
    from dhandha.store import Store

    clock = ManualClock(_at(1, "08:00"))
    store = Store(home / "dhandha.db", clock)
    with store.tx():
        store.owner_update(name="Suresh", shop_name="Suresh Kirana", language="hinglish", region="Maharashtra")
    deps = Deps(store=store, clock=clock, owner_chat="demo")
    day_seen = 0
    for n, (day, hhmm, text) in enumerate(SCRIPT, start=1):
        clock.set(_at(day, hhmm))
        if day != day_seen:
            out.append(f"\n── Day {day}: {_at(day, '00:00'):%A %d %B %Y} ──")
            day_seen = day
        turn = await run_turn(deps, Message(text=text, chat_id="demo", channel="console",
                                            input_key=f"demo:{n}", source="console"))
        out.append(f"[{hhmm}] owner: {text}")
        for line in turn.reply.splitlines():
            out.append(f"        munshi: {line}")
    from dhandha.reports import print_ledger

    out.append("\n── The books ──")
    store_lines: list[str] = []
    _capture(lambda: print_ledger(store), store_lines)
    out.extend(store_lines)
    problems = store.integrity_problems() + [f"balance {m}" for m in store.balance_mismatches()]
    out.append("\nChecks: " + ("integrity ok, every balance equals the sum of its entries" if not problems
                               else "; ".join(problems)))
    store.close()


def _capture(fn, into: list[str]) -> None:  # noqa: ANN001 - a print-producing callable
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        fn()
    into.extend(buf.getvalue().splitlines())


def cmd_demo(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="dhandha-demo-") as tmp:
        os.environ["DHANDHA_HOME"] = tmp  # the demo never touches the real books
        out: list[str] = [f"dhandha demo — a kirana shop's three days (temporary home {tmp})"]
        asyncio.run(play(Path(tmp), out))
        print("\n".join(out))
    return 0
