"""SMS figures for `dhandha bench`: parse throughput, and importing a 20,000-SMS inbox.

The inbox is generated: a kirana owner's phone over a few months, in the shapes Indian banks
use (UPI in and out from several banks, NEFT, card, ATM) among the noise that outnumbers them
(OTPs quoting amounts, offers, due reminders, failed payments, collect requests, balances,
personal texts), with the second-bank copies and resends that make deduplication matter.
The same generator feeds the crash test, which needs to know every true payment.
"""

from __future__ import annotations

import json
import random
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PAYERS = ["RAJAN KUMAR", "SUNITA DEVI", "MOHD SALIM", "GURPREET KAUR", "ANITA SHARMA", "VIJAY PATIL",
          "K RAMESH", "PRIYA NAIR", "ARJUN SINGH", "DEEPAK GUPTA", "FATIMA BEE", "SURESH YADAV"]
SUPPLIERS = ["OM SAI TRADERS", "NAGPAL DAIRY", "BALAJI AGENCIES", "SHREE GANESH DISTRIBUTORS", "AMUL PARLOUR"]
MERCHANTS = ["AMAZON", "RELIANCE SMART", "DMART", "HP PETROL PUMP", "SWIGGY"]
TAILS = ["3096", "4521", "0918"]

Payment = tuple[str, int, str]  # (ref, amount paise, direction): what the ledger must hold once each


def _vpa(name: str, rng: random.Random) -> str:
    return f"{name.split()[0].lower()}.{rng.randint(10, 99)}@ok{rng.choice(['axis', 'sbi', 'hdfcbank'])}"


def _rs(paise: int) -> str:
    return f"{paise // 100:,}.{paise % 100:02d}"


def _bare(paise: int) -> str:
    """SBI's way: no grouping, at least one decimal ("86.0", "1760.5", "99.25")."""
    return f"{paise / 100:.1f}" if paise % 10 == 0 else f"{paise / 100:.2f}"


def _credit(rng: random.Random, amt: int, ref: str, when: datetime, tail: str) -> list[tuple[str, str]]:
    name = rng.choice(PAYERS)
    d = when
    shapes = [
        ("JD-SBIUPI-S", f"Dear SBI User, your A/c X{tail}-credited by Rs.{_bare(amt)} on {d:%d%b%y} transfer "
                        f"from {name} Ref No {ref} -SBI"),
        ("VM-HDFCBK-S", f"Rs.{_rs(amt)} credited to HDFC Bank A/c XX{tail} on {d:%d-%m-%y} from VPA "
                        f"{_vpa(name, rng)} (UPI {ref})"),
        ("JM-AXISBK-S", f"INR {_rs(amt)} credited\nA/c no. XX{tail}\n{d:%d-%m-%y}, {d:%H:%M:%S} IST\n"
                        f"UPI/P2A/{ref}/{name}\nNot you? SMS BLOCKUPI Cust ID to 919951860002 - Axis Bank"),
    ]
    first = rng.choice(shapes)
    out = [first]
    if rng.random() < 0.12:  # the payer's PSP bank also writes: the same payment, another bank
        out.append(rng.choice([s for s in shapes if s is not first]))
    return out


def _debit(rng: random.Random, amt: int, ref: str, when: datetime, tail: str) -> list[tuple[str, str]]:
    name = rng.choice(SUPPLIERS + MERCHANTS)
    d = when
    shapes = [
        ("VM-SBIUPI-S", f"Dear UPI user A/C X{tail} debited by {_bare(amt)} on date {d:%d%b%y} trf to {name} "
                        f"Refno {ref} If not u? call-1800111109 for other services-18001234-SBI"),
        ("AD-HDFCBK-S", f"Sent Rs.{_rs(amt)}\nFrom HDFC Bank A/C *{tail}\nTo {name}\nOn {d:%d/%m/%y}\nRef {ref}\n"
                        "Not You?\nCall 18002586161/SMS BLOCK UPI to 7308080808"),
        ("AX-ICICIB-S", f"ICICI Bank Acct XX{tail} debited for Rs {_rs(amt)} on {d:%d-%b-%y}; {name} credited. "
                        f"UPI:{ref}. Call 18002662 for dispute. SMS BLOCK {tail} to 9215676766."),
    ]
    return [rng.choice(shapes)]


def _noise(rng: random.Random, when: datetime, tail: str) -> tuple[str, str]:
    amt = rng.randint(100, 500_000) * 100
    d = when
    shapes = [
        ("AD-HDFCBK-S", f"{rng.randint(100000, 999999)} is the OTP for a transaction of Rs.{_rs(amt)} at "
                        f"{rng.choice(MERCHANTS)} on your HDFC Bank card ending {tail}. Valid for 10 mins. "
                        "Do not share OTP with anyone."),
        ("VK-HDFCBK-P", "Dear Customer, get a pre-approved personal loan of up to Rs.5,00,000 at 10.5% p.a. "
                        "in 10 seconds. Apply now: https://hdfc.bank.example/pl T&C"),
        ("BP-SBICRD-S", f"Payment of Rs.{_rs(amt)} is due on your SBI Card ending {tail} by {d + timedelta(days=9):%d-%m-%Y}."
                        f" Minimum amount due Rs.{_rs(amt // 20)}. Pay now to avoid charges."),
        ("AX-ICICIB-S", f"Your UPI transaction of Rs {_rs(amt)} to {_vpa(rng.choice(SUPPLIERS), rng)} has failed. "
                        "If debited, the amount will be reversed in 3 working days."),
        ("JD-SBIUPI-S", f"{rng.choice(PAYERS)} has requested money from you of Rs.{_rs(amt)} on BHIM UPI. "
                        "On approving, money will be debited from your account. -SBI"),
        ("VM-KOTAKB-S", f"Available balance in your Kotak A/c X{tail} is Rs.{_rs(amt)} as on {d:%d-%m-%Y}."),
        ("+919876543210", rng.choice(["bhaiya kal 2 crate doodh bhej dena", "payment kar diya check karo",
                                      "Shop kitne baje khulegi?"])),
    ]
    return rng.choice(shapes)


def sample_inbox(n: int, seed: int = 1, end: datetime | None = None) -> tuple[list[dict[str, Any]], set[Payment]]:
    """n messages like termux-sms-list prints them (newest first), and the payments among them."""
    rng = random.Random(seed)
    end = end or datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
    step = timedelta(days=120) / max(n, 1)
    when = end - step * n
    msgs: list[tuple[str, str, datetime]] = []
    payments: set[Payment] = set()
    while len(msgs) < n:
        when += step
        tail = rng.choice(TAILS)
        roll = rng.random()
        if roll < 0.45:
            credit = roll < 0.3
            amt = rng.choice([rng.randint(10, 5_000) * 100, rng.randint(1_000, 900_000)])
            ref = str(rng.randint(6 * 10**11, 7 * 10**11 - 1))
            made = (_credit if credit else _debit)(rng, amt, ref, when, tail)
            payments.add((ref, amt, "credit" if credit else "debit"))
            for i, (sender, body) in enumerate(made):
                msgs.append((sender, body, when + timedelta(seconds=20 * i)))
            if rng.random() < 0.02:  # an identical resend a few minutes later
                msgs.append((made[0][0], made[0][1], when + timedelta(minutes=4)))
        else:
            sender, body = _noise(rng, when, tail)
            msgs.append((sender, body, when))
    msgs = msgs[:n]
    kept = {ref for _, body, _ in msgs for ref in _refs_in(body)}
    payments = {p for p in payments if p[0] in kept}  # the cut at n may drop the last one
    ist = timedelta(hours=5, minutes=30)
    out = [{"threadid": 1, "type": "inbox", "read": True, "address": sender, "number": sender,
            "received": (at + ist).strftime("%Y-%m-%d %H:%M:%S"), "body": body, "_id": i + 1}
           for i, (sender, body, at) in enumerate(msgs)]
    return out[::-1], payments


def _refs_in(body: str) -> list[str]:
    import re

    return re.findall(r"\b6\d{11}\b", body)


def bench_sms(tmpdir: Path, quick: bool = False) -> dict[str, Any]:
    """Parse SMS/s over the generated mix, and the wall time to import a 20,000-SMS dump."""
    from dhandha.clock import ManualClock
    from dhandha.deps import Deps
    from dhandha.sms.importer import Progress, import_file
    from dhandha.sms.parse import parse_sms
    from dhandha.store import open_store

    n = 2_000 if quick else 20_000
    msgs, payments = sample_inbox(n)
    work = [(m["address"], m["body"]) for m in msgs]
    parse_sms(*work[0])  # compile the patterns outside the clock
    t0 = time.perf_counter()
    for sender, body in work:
        parse_sms(sender, body, None)
    parse_s = time.perf_counter() - t0

    tmpdir = Path(tmpdir)
    dump = tmpdir / "sms_dump.json"
    dump.write_text(json.dumps(msgs, ensure_ascii=False), encoding="utf-8")
    clock = ManualClock(datetime(2026, 11, 21, 6, 0, tzinfo=UTC))
    store = open_store(clock, tmpdir / "sms_bench.db")
    with store.tx():
        for name in PAYERS[:8]:
            store.contact_create(name.title(), "customer")
        for name in SUPPLIERS[:3]:
            store.contact_create(name.title(), "supplier")
    deps = Deps(store=store, clock=clock)
    t0 = time.perf_counter()
    summary = import_file(deps, dump, Progress(n, stream=_Quiet()))
    import_s = time.perf_counter() - t0
    counts = store.sms_entry_counts()
    store.close()
    return {
        "parse_per_s": round(n / parse_s),
        "import_n": n,
        "import_s": round(import_s, 2),
        "entries": counts["entries"],
        "payments_generated": len(payments),
        "duplicates": summary.booked.duplicate,
        "review": summary.booked.review,
    }


class _Quiet:
    def isatty(self) -> bool:
        return False

    def write(self, s: str) -> int:
        return len(s)

    def flush(self) -> None:
        pass
