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
    (3, "10:30", "Om Sai Traders se 20 kilo chini aayi 2000 ki, udhaar pe"),
    (3, "11:20", "Naseem ko 650 udhaar, aur Fernandes ne 180 lauta diye"),
    (3, "12:00", "yeh entry double ho gayi, pichli wali mita do"),
    (3, "13:20", "haan"),
    (3, "16:00", "Rajan pe kitna baaki hai?"),
    (3, "20:30", "is hafte ka hisaab batao"),
)


# Bank SMS that reach the phone on day 3 at 13:00 (bodies in real banks' shapes, invented values).
INBOX: tuple[tuple[str, str], ...] = (
    ("VM-HDFCBK", "Credit Alert!\nRs.1,250.00 credited to HDFC Bank A/c XX3527 on 25-11-26 from VPA "
                  "kulkarni.s@okicici (UPI 632914785210)"),
    ("JD-SBIUPI-S", "Dear SBI User, your A/c X3096-credited by Rs.1250 on 25Nov26 transfer from KULKARNI S "
                    "Ref No 632914785210 -SBI"),
    ("AD-HDFCBK-S", "Sent Rs.2,000.00\nFrom HDFC Bank A/C *3527\nTo OM SAI TRADERS\nOn 25/11/26\nRef 632915520014"
                    "\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808"),
    ("VM-HDFCBK", "Credit Alert!\nRs.450.00 credited to HDFC Bank A/c XX3527 on 25-11-26 from VPA "
                  "rajan.k1984@oksbi (UPI 632916004471)"),
    ("JD-KOTAKB-S", "904412 is the OTP for your transaction of INR 18,000.00 at MAKEMYTRIP on Kotak Debit Card XX4519. "
                    "Never share OTP with anyone - Kotak Bank"),
    ("+919812345678", "Your A/c is credited with Rs 5000.00 by RBI lottery. Share your card details to claim now."),
)


WHAT_NEXT = ("What next: `dhandha init` sets up your shop; put your bot token from Telegram's @BotFather in"
             " the config it writes and `dhandha run` talks to you there; on the phone, termux/install.sh sets up"
             " Termux:API so bank SMS and phone numbers are read.")


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
    sms_done = False
    for n, (day, hhmm, text) in enumerate(SCRIPT, start=1):
        if day == 3 and hhmm >= "13:00" and not sms_done:
            sms_done = True
            clock.set(_at(3, "13:00"))
            await _bank_sms(deps, out)
        clock.set(_at(day, hhmm))
        if day != day_seen:
            out.append(f"\n── Day {day}: {_at(day, '00:00'):%A %d %B %Y} ──")
            day_seen = day
        turn = await run_turn(deps, Message(text=text, chat_id="demo", channel="console",
                                            input_key=f"demo:{n}", source="console"))
        out.append(f"[{hhmm}] owner: {text}")
        for line in turn.reply.splitlines():
            out.append(f"        munshi: {line}")
    from dhandha.brain import briefing, promises
    from dhandha.reports import print_ledger

    clock.set(_at(4, "08:00"))
    promises.check(store, clock(), "Asia/Kolkata")
    out.append(f"\n── Day 4: {_at(4, '00:00'):%A %d %B %Y}, the morning briefing ──")
    for line in briefing.compose(store, clock(), "Asia/Kolkata", "hinglish").text.splitlines():
        out.append(f"[08:00] munshi: {line}")
    out.append("\n── The books ──")
    store_lines: list[str] = []
    _capture(lambda: print_ledger(store), store_lines)
    out.extend(store_lines)
    problems = store.integrity_problems() + [f"balance {m}" for m in store.balance_mismatches()]
    out.append("\nThe books add up: every balance is the sum of its entries." if not problems
               else "\nProblems in the books: " + "; ".join(problems))
    store.close()


async def _bank_sms(deps, out: list[str]) -> None:  # noqa: ANN001 - Deps
    """The phone's inbox gets bank SMS; the poller books them and tells the owner in one message."""
    from dhandha.clock import iso
    from dhandha.sms.poller import absorb

    msgs = [{"_id": 100 + i, "number": sender, "body": body, "received": iso(deps.clock())}
            for i, (sender, body) in enumerate(INBOX)]
    out.append(f"[13:00] ({len(msgs)} SMS reach the phone: bank alerts, a duplicate, an OTP, a scam from a mobile"
               " number; the munshi reads them by itself)")
    absorb(deps, msgs)
    for row in deps.store.outbox_waiting("owner"):
        for line in row["text"].splitlines():
            out.append(f"        munshi: {line}")
        deps.store.outbox_mark(row["id"], "sent")


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
        out: list[str] = ["dhandha demo — three days of Suresh Kirana: what the owner texts, what the munshi"
                          " answers (nothing here touches your own books)"]
        asyncio.run(play(Path(tmp), out))
        out.append("")
        out.append(WHAT_NEXT)
        print("\n".join(out))
    return 0
