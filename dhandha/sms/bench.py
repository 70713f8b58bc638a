"""SMS figures for `dhandha bench`: parse throughput beside the npm peer's, and importing a
20,000-SMS inbox.

Parse throughput is SMS per CPU second, on the labelled corpora (tests/data/sms_*.jsonl, when
this is a source checkout) and on the generated inbox, each parsed again and again until at
least half a CPU second is spent. The peer, `transaction-sms-parser` (npm, 3.3.0), parses the
same bodies in the same run under node (peer_bench.mjs): found through DHANDHA_BENCH_PEER, the
node_modules folder it is installed in (default ~/.cache/dhandha/bench-peer/node_modules:
`npm install --prefix ~/.cache/dhandha/bench-peer transaction-sms-parser@3.3.0`). Both figures
are taken warm: our patterns compiled, node's JIT past its first half-second.

The inbox is generated: a kirana owner's phone over a few months, in the shapes Indian banks
use (UPI in and out from several banks, NEFT, card, ATM) among the noise that outnumbers them
(OTPs quoting amounts, offers, due reminders, failed payments, collect requests, balances,
personal texts), with the second-bank copies and resends that make deduplication matter.
The same generator feeds the crash test, which needs to know every true payment.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

PEER_PACKAGE = "transaction-sms-parser"
DEFAULT_PEER = Path("~/.cache/dhandha/bench-peer/node_modules")
LABELLED = Path(__file__).resolve().parents[2] / "tests" / "data"
MIN_CPU_S = 0.5

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


Corpus = list[tuple[str, str]]  # (sender, body)


def corpora(inbox: list[dict[str, Any]]) -> dict[str, Corpus]:
    """The labelled sets found beside the code, and the generated inbox."""
    out: dict[str, Corpus] = {}
    for path in sorted(LABELLED.glob("sms_*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            out[path.stem] = [(c["sender"], c["body"]) for c in map(json.loads, filter(str.strip, fh))]
    out["generated"] = [(m["address"], m["body"]) for m in inbox[:2000]]
    return out


def ours_per_cpu_s(work: Corpus, min_cpu_s: float = MIN_CPU_S) -> tuple[int, float]:
    """(SMS parsed, CPU seconds) parsing `work` over and over for at least min_cpu_s."""
    from dhandha.sms.parse import parse_sms

    for sender, body in work:  # every pattern these texts need, compiled outside the clock
        parse_sms(sender, body)
    n, t0 = 0, time.process_time()
    while (spent := time.process_time() - t0) < min_cpu_s:
        for sender, body in work:
            parse_sms(sender, body)
        n += len(work)
    return n, spent


def find_peer() -> tuple[str, Path] | str:
    """(node, node_modules holding the peer), or why the peer cannot run here."""
    node = shutil.which("node")
    folder = Path(os.environ.get("DHANDHA_BENCH_PEER") or DEFAULT_PEER).expanduser()
    if node is None:
        return "not installed (no node on PATH)"
    if not (folder / PEER_PACKAGE / "package.json").is_file():
        return f"not installed (no {PEER_PACKAGE} in {folder}; set DHANDHA_BENCH_PEER to its node_modules)"
    return node, folder


def peer_per_cpu_s(node: str, folder: Path, work: dict[str, Corpus], rates: dict[str, float],
                   min_cpu_s: float = MIN_CPU_S) -> dict[str, Any]:
    """The peer on the same bodies: {"version", "corpora": {name: {"sms", "cpu_s"}}}. `rates` (our
    SMS per CPU second) sizes its rounds so it too spends about min_cpu_s on each corpus."""
    runner = Path(__file__).with_name("peer_bench.mjs")
    spec = {name: {"bodies": [b for _, b in texts],
                   "rounds": max(1, round(min_cpu_s * 2.5 * rates[name] / max(1, len(texts))))}
            for name, texts in work.items()}
    with tempfile.TemporaryDirectory(prefix="dhandha-peer-") as tmp:
        path = Path(tmp) / "corpora.json"
        path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
        res = subprocess.run([node, str(runner), str(folder), str(path)], capture_output=True, text=True,
                             timeout=600)
    if res.returncode != 0:
        raise RuntimeError(f"peer run failed: {res.stderr.strip()[-300:]}")
    data: dict[str, Any] = json.loads(res.stdout)
    return data


def bench_parse(inbox: list[dict[str, Any]], quick: bool = False) -> dict[str, Any]:
    """Ours and the peer's SMS per CPU second on each corpus, side by side in one run."""
    min_cpu = 0.2 if quick else MIN_CPU_S
    work = corpora(inbox)
    rates: dict[str, float] = {}
    out: dict[str, Any] = {"corpora": {}}
    for name, texts in work.items():
        n, spent = ours_per_cpu_s(texts, min_cpu)
        rates[name] = n / spent
        out["corpora"][name] = {"sms": len(texts), "ours_per_cpu_s": round(rates[name]), "peer_per_cpu_s": None}
    peer = find_peer()
    if isinstance(peer, str):
        out["peer"] = peer
        return out
    try:
        got = peer_per_cpu_s(*peer, work, rates, min_cpu)
    except (OSError, RuntimeError, ValueError, subprocess.TimeoutExpired) as exc:
        out["peer"] = f"failed: {exc}"
        return out
    out["peer"] = f"{PEER_PACKAGE} {got.get('version')} (node {_node_version(peer[0])})"
    for name, fig in got["corpora"].items():
        theirs = fig["sms"] / fig["cpu_s"] if fig["cpu_s"] > 0 else 0.0
        row = out["corpora"][name]
        row["peer_per_cpu_s"] = round(theirs)
        row["ours_vs_peer"] = round(rates[name] / theirs, 2) if theirs else None
    return out


def _node_version(node: str) -> str:
    res = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30)
    return res.stdout.strip()


def parse_lines(figures: dict[str, Any]) -> list[str]:
    """The parse figures as `dhandha bench` prints them."""
    lines = [f"SMS parse per CPU second, ours vs {figures['peer']}:"]
    for name, row in figures["corpora"].items():
        peer = row["peer_per_cpu_s"]
        beside = f"  peer {peer:>9,}  ours/peer {row['ours_vs_peer']:.2f}" if peer else ""
        lines.append(f"  {name:<14} {row['sms']:>5} SMS   ours {row['ours_per_cpu_s']:>9,}{beside}")
    return lines


def bench_sms(tmpdir: Path, quick: bool = False) -> dict[str, Any]:
    """Parse SMS per CPU second (ours and the peer's), and the wall time to import a 20,000-SMS dump."""
    from dhandha.clock import ManualClock
    from dhandha.deps import Deps
    from dhandha.sms.importer import Progress, import_file
    from dhandha.store import open_store

    n = 2_000 if quick else 20_000
    msgs, payments = sample_inbox(n)
    parse = bench_parse(msgs, quick)

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
    t0, cpu0 = time.perf_counter(), time.process_time()
    summary = import_file(deps, dump, Progress(n, stream=_Quiet()))
    import_s = time.perf_counter() - t0
    # The CPU time beside the wall time: on a machine others share, the wall time also holds the
    # time this process waited for a core.
    import_cpu_s = time.process_time() - cpu0
    counts = store.sms_entry_counts()
    store.close()
    per_s = parse["corpora"]["generated"]["ours_per_cpu_s"]
    parse_cpu_s = parse_once_cpu_s(msgs)
    return {
        "parse_per_s": per_s,
        "parse": parse,
        "import_n": n,
        "import_s": round(import_s, 2),
        "import_cpu_s": round(import_cpu_s, 2),
        "import_ms_per_sms": round(1000 * import_s / n, 3),
        "parse_ms_per_sms": round(1000 / per_s, 3) if per_s else None,
        # The import's CPU split in two: parsing these same SMS once each (as the import does), and
        # everything else it does per SMS (keeping, deduplicating, matching, booking, reading back).
        "import_parse_cpu_ms_per_sms": round(1000 * parse_cpu_s / n, 3),
        "book_cpu_ms_per_sms": round(1000 * max(0.0, import_cpu_s - parse_cpu_s) / n, 3),
        "entries": counts["entries"],
        "payments_generated": len(payments),
        "duplicates": summary.booked.duplicate,
        "review": summary.booked.review,
    }


def parse_once_cpu_s(msgs: list[dict[str, Any]]) -> float:
    """CPU seconds to parse each of these SMS once, the way an import reads them (with their time)."""
    from dhandha.clock import local
    from dhandha.sms.parse import parse_sms
    from dhandha.sms.raw import parse_received

    work = [(m["address"], m["body"], local(at, "Asia/Kolkata") if (at := parse_received(m["received"])) else None)
            for m in msgs]
    t0 = time.process_time()
    for sender, body, at in work:
        parse_sms(sender, body, at)
    return time.process_time() - t0


class _Quiet:
    def isatty(self) -> bool:
        return False

    def write(self, s: str) -> int:
        return len(s)

    def flush(self) -> None:
        pass
