"""Generated years of a busy shop, for benchmarks: what a kirana's books hold after one, three or ten years.

About 140 movements a day, most of them owner messages in one chat (so the inputs, the
conversation and the questions grow with the ledger), bank SMS among them, cancellations and
corrections, due dates, goods counted in stock, and the brain's settled notes. Customers are
not equal: a few regulars account for much of the credit (a Zipf-like share), and new ones keep
arriving, as in a real shop. Rows are written straight into the store with bulk SQL; the chain
and the sweeps are what the benchmark then times.

`shop_for(years)` keeps built shops in a cache folder, keyed by the schema and this generator's
version, so `dhandha bench` builds each size once. Nothing here runs ANALYZE: the product does not.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from dhandha.clock import ManualClock, iso
from dhandha.store import Store, norm

FIRST = ["Rajan", "Ramesh", "Suresh", "Mahesh", "Dinesh", "Ganesh", "Naresh", "Mukesh", "Rakesh", "Anil", "Sunil", "Vijay", "Ajay", "Sanjay", "Manoj", "Amit", "Sumit", "Rohit", "Mohit", "Arjun", "Kiran", "Ravi", "Gopal", "Hari", "Shyam", "Mohan", "Sohan", "Lalit", "Deepak", "Prakash", "Salim", "Naseem", "Imran", "Farhan", "Irfan", "Joseph", "Thomas", "Fernandes", "Baldev", "Gurpreet", "Harpreet", "Muthu", "Senthil", "Venkat", "Lakshmi", "Priya", "Anita", "Sunita", "Geeta", "Rekha", "Meena", "Kavita", "Pooja", "Neha", "Ritu", "Asha", "Usha", "Savita", "Shobha"]
LAST = ["Kumar", "Sharma", "Verma", "Gupta", "Singh", "Yadav", "Patel", "Shah", "Mehta", "Joshi", "Kulkarni", "Deshmukh", "Patil", "Naik", "Rao", "Reddy", "Nair", "Menon", "Pillai", "Iyer", "Das", "Ghosh", "Bose", "Sethi", "Khanna", "Kapoor", "Malhotra", "Chopra", "Ansari", "Khan", "Sheikh"]
FIRMS = ("Om Sai", "Shri Ganesh", "Balaji", "Laxmi", "Mahalaxmi", "Jai Ambe", "Sai Krupa", "Shiv Shakti")
FIRM_KINDS = ("Traders", "Agencies", "Enterprises", "Distributors", "Wholesale")
ITEMS = (("atta", "kg", 45), ("chini", "kg", 44), ("chawal", "kg", 60), ("toor dal", "kg", 140),
         ("tel", "litre", 150), ("ghee", "kg", 620), ("sabun", None, 40), ("chai patti", "packet", 120))

# Bump when what a built shop holds changes, so cached shops are rebuilt.
GENERATOR = 5
END = datetime(2026, 11, 25, 3, 30, tzinfo=UTC)  # the books end here (09:00 in India), whatever their length
CHAT = "owner"  # the owner's chat id in a generated shop
ZIPF = 0.7  # the k-th most regular customer gets a share proportional to 1 / k**ZIPF
NEW_PER_YEAR = 150  # customers who join after the first year, each year


def regulars_weights(n: int) -> list[float]:
    return [1 / (k + 1) ** ZIPF for k in range(n)]


class _Shop:
    """Rows of the shop in the order they happened, with their ids assigned as SQLite would."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.entries: list[tuple[Any, ...]] = []
        self.inputs: list[tuple[Any, ...]] = []
        self.said: list[tuple[Any, ...]] = []
        self.pending: list[tuple[Any, ...]] = []
        self.sms: list[tuple[Any, ...]] = []
        self.moves: list[tuple[Any, ...]] = []
        self.obs: list[tuple[Any, ...]] = []
        self.alerts: list[tuple[Any, ...]] = []
        self.outbox: list[tuple[Any, ...]] = []
        self.owed: dict[int, int] = {}  # what each customer owes, roughly (corrections left out)
        self.entry_id = 0
        self.input_id = 0
        self.obs_id = 0

    def message(self, at: datetime, text: str, intent: str, reply: str) -> int:
        self.input_id += 1
        n = self.input_id
        when = iso(at)
        self.inputs.append((n, "console", f"console:bench:{n}", CHAT, text, when, "done", reply))
        reading = json.dumps({"intent": intent, "records": [], "query": None}, separators=(",", ":"))
        self.said.append((CHAT, when, "owner", text, "hinglish", n, intent, reading))
        self.said.append((CHAT, when, "bot", reply, "hinglish", n, None, None))
        if n % 25 == 0:  # a question asked now and then, long since settled
            status = self.rng.choice(("answered", "confirmed", "expired", "replaced"))
            self.pending.append((f"bench{n:012d}", CHAT, "duplicate", reply, "{}", "hinglish", when,
                                 iso(at + timedelta(minutes=30)), status, when))
        return n

    def entry(self, kind: str, amount: int, contact: int | None, at: datetime, *, source: str = "console",
              input_id: int | None = None, item: str | None = None, qty: float | None = None,
              unit: str | None = None, on_credit: int | None = None, mode: str | None = None,
              due_on: str | None = None, note: str | None = None, role: str = "entry",
              reverses: int | None = None, supersedes: int | None = None, recorded: datetime | None = None,
              key: str | None = None) -> int:
        self.entry_id += 1
        n = self.entry_id
        self.entries.append((n, kind, amount, contact, item, qty, unit, on_credit, mode, due_on, role, reverses,
                             supersedes, source, key or f"bench:{n}", iso(at), iso(recorded or at), input_id, note))
        return n


def build(path: Path, *, days: int = 365, per_day: int = 140, contacts: int = 1000, seed: int = 7,
          new_per_year: int = NEW_PER_YEAR) -> Store:
    """Write the shop straight into a fresh store and return it open (its clock at the end of the books)."""
    rng = random.Random(seed)
    start = END - timedelta(days=days)
    clock = ManualClock(END)
    store = Store(path, clock)
    store.conn.execute("PRAGMA cache_size = -262144")  # 256 MB while building: the indexes are written out of order
    people = _people(rng, contacts + new_per_year * max(0, days // 365 - 1) - len(FIRMS))
    firms = [f"{f} {rng.choice(FIRM_KINDS)}" for f in FIRMS]
    # When each customer first came: the first `contacts` from the start, the rest spread over the years.
    joined = [0] * (contacts - len(FIRMS)) + sorted(rng.randrange(365, max(366, days)) for _ in
                                                    range(len(people) - (contacts - len(FIRMS))))
    shop = _Shop(rng)
    with store.tx():
        store.conn.executemany(
            "INSERT INTO contacts (id, name, norm, role, created_at, source) VALUES (?, ?, ?, ?, ?, 'import')",
            [(i + 1, n, norm(n), "customer", iso(start + timedelta(days=joined[i]))) for i, n in enumerate(people)]
            + [(len(people) + j + 1, n, norm(n), "supplier", iso(start)) for j, n in enumerate(firms)])
        store.conn.executemany("INSERT INTO items (id, name, norm, unit, created_at) VALUES (?, ?, ?, ?, ?)",
                               [(i + 1, name, norm(name), unit, iso(start)) for i, (name, unit, _) in
                                enumerate(ITEMS)])
    suppliers = list(range(len(people) + 1, len(people) + len(firms) + 1))
    # Who the regulars are has nothing to do with their names or when they came: each customer gets a
    # share at random, and on any day the customers who have come so far share the day's dealings.
    weights = regulars_weights(len(people))
    rng.shuffle(weights)
    by_join = sorted(range(len(people)), key=lambda i: joined[i])
    arrived = 0
    customers: list[int] = []
    cum: list[float] = []
    for d in range(days):
        while arrived < len(by_join) and joined[by_join[arrived]] <= d:
            customers.append(by_join[arrived] + 1)
            cum.append((cum[-1] if cum else 0.0) + weights[by_join[arrived]])
            arrived += 1
        _day(shop, rng, start + timedelta(days=d), per_day, customers, cum, suppliers)
        if len(shop.entries) > 50_000:
            _flush(store, shop)
    _flush(store, shop)
    return store


def _people(rng: random.Random, n: int) -> list[str]:
    names: set[str] = set()
    while len(names) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name in names:
            name = f"{name} {rng.choice('ABCDEGHJKLMNPRSTV')}"
        names.add(name)
    return sorted(names)


def _day(shop: _Shop, rng: random.Random, day0: datetime, per_day: int, customers: list[int], cw: list[float],
         suppliers: list[int]) -> None:
    times = sorted(rng.randrange(0, 14 * 60) for _ in range(per_day))
    for minute in times:
        at = day0 + timedelta(minutes=minute, seconds=rng.randrange(60))
        r = rng.random()
        item, unit, price = rng.choice(ITEMS)
        if r < 0.62:
            if rng.random() < 0.25:  # "5 kg atta becha": goods leave the stock
                qty = float(rng.randrange(1, 10))
                n = _said(shop, at, f"{int(qty)} {unit or ''} {item} becha".replace("  ", " "), "record")
                eid = shop.entry("sale", int(qty * price * 100), None, at, input_id=n, item=item, qty=qty, unit=unit,
                                 mode="cash")
                shop.moves.append((ITEMS.index((item, unit, price)) + 1, -int(qty * 1000), eid, "sale", iso(at)))
            else:
                n = _said(shop, at, "aaj ka becha", "record")
                shop.entry("sale", rng.randrange(20, 900) * 100, None, at, input_id=n, item=item, mode="cash")
        elif r < 0.80:
            cid = rng.choices(customers, cum_weights=cw)[0]
            due = (at + timedelta(days=rng.randrange(5, 30))).date().isoformat() if rng.random() < 0.05 else None
            n = _said(shop, at, "udhaar diya", "record")
            amount = rng.randrange(50, 2500) * 100
            shop.owed[cid] = shop.owed.get(cid, 0) + amount
            _maybe_fixed(shop, rng, "udhaar_given", amount, cid, at, n, due_on=due)
        elif r < 0.93:
            # Customers pay back what they owe, a part or all of it (a few pay ahead): the balances
            # stay the size of a few weeks' credit, as in a real khata, instead of growing for years.
            cid = rng.choices(customers, cum_weights=cw)[0]
            for _ in range(4):
                if shop.owed.get(cid, 0) > 0:
                    break
                cid = rng.choices(customers, cum_weights=cw)[0]
            owed = shop.owed.get(cid, 0)
            amount = max(5000, int(round(owed * rng.choice((0.5, 1.0, 1.0, 1.0)), -2))) if owed > 0 else \
                rng.randrange(50, 500) * 100
            shop.owed[cid] = owed - amount
            if rng.random() < 0.4:  # paid by UPI: the bank's SMS booked it
                _bank(shop, rng, "payment_received", amount, cid, at, "credit")
            else:
                n = _said(shop, at, "paise diye", "record")
                _maybe_fixed(shop, rng, "payment_received", amount, cid, at, n)
        elif r < 0.96:
            n = _said(shop, at, "chai nashta", "record")
            shop.entry("expense", rng.randrange(20, 3000) * 100, None, at, input_id=n, item="chai", mode="cash")
        elif r < 0.98:
            cid = rng.choice(suppliers)
            qty = 25.0
            n = _said(shop, at, f"{item} kharida", "record")
            eid = shop.entry("purchase", rng.randrange(1000, 40000) * 100, cid, at, input_id=n, item=item, qty=qty,
                             unit=unit, on_credit=1)
            shop.moves.append((ITEMS.index((item, unit, price)) + 1, int(qty * 1000), eid, "purchase", iso(at)))
        elif r < 0.99:
            _bank(shop, rng, "payment_made", rng.randrange(1000, 30000) * 100, rng.choice(suppliers), at, "debit")
        else:  # a bank SMS nobody explained yet
            credit = rng.random() < 0.6
            _bank(shop, rng, "unexplained_in" if credit else "unexplained_out", rng.randrange(100, 5000) * 100,
                  None, at, "credit" if credit else "debit")
    for _ in range(20):  # questions about the books, which write nothing
        at = day0 + timedelta(minutes=rng.randrange(0, 14 * 60))
        _said(shop, at, rng.choice(("aaj kitna becha?", "udhaar wale dikhao", "Rajan pe kitna baaki?")), "query")
    for k in range(12):  # the bank's other SMS: OTPs, offers, balances
        at = day0 + timedelta(minutes=rng.randrange(0, 24 * 60))
        state = "reviewed" if k == 0 and rng.random() < 0.3 else "ignored"
        shop.sms.append((None, f"noise:{day0.date()}:{k}", "VM-HDFCBK", f"Your OTP is not kept {k}", iso(at),
                         "not_transaction" if state == "ignored" else "review", None, state, None, 0, None))
    _brain_day(shop, rng, day0, customers)


def _said(shop: _Shop, at: datetime, text: str, intent: str) -> int:
    return shop.message(at, text, intent, "✅ likh liya")


def _maybe_fixed(shop: _Shop, rng: random.Random, kind: str, amount: int, cid: int, at: datetime, input_id: int,
                 due_on: str | None = None) -> None:
    """An owner's entry; now and then cancelled ("galat hai") or corrected a few minutes later."""
    eid = shop.entry(kind, amount, cid, at, input_id=input_id, due_on=due_on, mode="cash")
    roll = rng.random()
    if roll < 0.01:
        later = at + timedelta(minutes=2)
        n = _said(shop, later, "galat hai, cancel karo", "correct")
        shop.entry(kind, amount, cid, at, input_id=n, due_on=due_on, mode="cash", role="reversal", reverses=eid,
                   recorded=later)
    elif roll < 0.015:
        later = at + timedelta(minutes=3)
        n = _said(shop, later, "500 nahi 600 tha", "correct")
        shop.entry(kind, amount, cid, at, input_id=n, due_on=due_on, mode="cash", role="reversal", reverses=eid,
                   recorded=later, key=f"bench:{eid}:rev")
        shop.entry(kind, amount + 10_000, cid, at, input_id=n, due_on=due_on, mode="cash", supersedes=eid,
                   recorded=later)


def _bank(shop: _Shop, rng: random.Random, kind: str, amount: int, cid: int | None, at: datetime,
          direction: str) -> None:
    ref = f"{rng.randrange(10**11, 10**12)}"
    key = f"ref:{ref}:{amount}:{direction}"
    eid = shop.entry(kind, amount, cid, at, source="sms", mode="bank", key=f"sms:{key}:0",
                     note=None if cid is not None else "from UPI PAYER")
    parsed = json.dumps({"direction": direction, "amount": amount / 100, "ref": ref}, separators=(",", ":"))
    state = "logged" if cid is not None else "unassigned"
    shop.sms.append((None, f"sms:{eid}", "VM-HDFCBK", f"Rs.{amount / 100:.2f} {direction}ed UPI Ref {ref}", iso(at),
                     "transaction", parsed, state, eid, 3, key))


def _brain_day(shop: _Shop, rng: random.Random, day0: datetime, customers: list[int]) -> None:
    """What the heartbeat noted on a day, long since settled: a couple of anomalies, a promise, what it told."""
    for k in range(2):
        shop.obs_id += 1
        at = day0 + timedelta(hours=rng.randrange(1, 14))
        shop.obs.append((shop.obs_id, "anomaly", None, f"day note {k}", json.dumps({"kind": "duplicate", "alert": "normal"}),
                         0.6, "heartbeat", f"bench:{day0.date()}:{k}", 1, "expired", iso(at),
                         iso(at + timedelta(days=7)), iso(at)))
        shop.alerts.append((f"obs:bench:{day0.date()}:{k}", shop.obs_id, "normal", day0.date().isoformat(),
                            iso(at), "sent", f"day note {k}"))
    if rng.random() < 0.5 and customers:
        shop.obs_id += 1
        cid = rng.choice(customers)
        kept = rng.random() < 0.7
        props = json.dumps({"kind": "promise", "contact_id": cid, "due": (day0 + timedelta(days=3)).date().isoformat(),
                            "what": "pay"})
        shop.obs.append((shop.obs_id, "intention", None, "Friday ko dega", props, 0.9, "conversation",
                         f"intention:bench:{shop.obs_id}", 1, "kept" if kept else "broken", None, None, iso(day0)))
    shop.outbox.append((f"briefing:{day0.date()}", "owner", CHAT, "briefing", "Subah ki khabar", iso(day0), "sent"))


def _flush(store: Store, shop: _Shop) -> None:
    c = store.conn
    with store.tx():
        c.executemany("INSERT INTO inputs (id, channel, input_key, chat_id, text, received_at, status, reply)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", shop.inputs)
        c.executemany("INSERT INTO conversation (chat_id, at, speaker, text, language, input_id, intent, reading)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", shop.said)
        c.executemany("INSERT INTO pending_actions (nonce, chat_id, why, question, payload, language, created_at,"
                      " expires_at, status, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", shop.pending)
        c.executemany(
            "INSERT INTO entries (id, kind, amount_paise, contact_id, item, qty, unit, on_credit, mode, due_on, role,"
            " reverses_id, supersedes_id, source, idem_key, occurred_at, recorded_at, input_id, note)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", shop.entries)
        c.executemany("INSERT INTO stock_moves (item_id, delta_milli, entry_id, reason, at) VALUES (?, ?, ?, ?, ?)",
                      shop.moves)
        c.executemany("INSERT INTO sms_inbox (device_id, content_key, sender, body, received_at, stored_at, verdict,"
                      " parsed, state, entry_id, notified, dedup_key) VALUES (?, ?, ?, ?, ?, ?5, ?, ?, ?, ?, ?, ?)", shop.sms)
        c.executemany("INSERT INTO brain_observations (id, type, entity_id, content, properties, confidence, source,"
                      " dedup_key, is_resolved, resolution, valid_from, expires_at, created_at)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", shop.obs)
        c.executemany("INSERT INTO alerts (idem_key, observation_id, severity, day, at, status, text)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?)", shop.alerts)
        c.executemany("INSERT INTO outbox (idem_key, channel, chat_id, kind, text, created_at, status)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?)", shop.outbox)
    for rows in (shop.entries, shop.inputs, shop.said, shop.pending, shop.sms, shop.moves, shop.obs, shop.alerts,
                 shop.outbox):
        rows.clear()


# -- the cache of built shops ---------------------------------------------------------------------
def cache_dir() -> Path:
    """Where built shops are kept between runs: DHANDHA_BENCH_CACHE, else ~/.cache/dhandha/bench-shops."""
    explicit = os.environ.get("DHANDHA_BENCH_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "dhandha" / "bench-shops"


def shop_for(years: float, folder: Path | None = None, *, analyzed: bool = False, per_day: int = 140,
             contacts: int = 1000) -> Path:
    """The path of a built shop of this many years (built now if the cache lacks it).

    With `analyzed`, a copy on which ANALYZE has run: what the planner would see if statistics existed.
    """
    folder = folder or cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    days = round(years * 365)
    stem = f"shop-{days}d-{per_day}pd-{contacts}c-s{schema_key()}-g{GENERATOR}"
    plain = folder / f"{stem}.db"
    if not plain.exists():
        tmp = folder / f"{stem}.building"
        remove_db(tmp)
        build(tmp, days=days, per_day=per_day, contacts=contacts).close()
        _checkpoint(tmp)
        tmp.rename(plain)
        remove_db(tmp)
    if not analyzed:
        return plain
    stats = folder / f"{stem}-analyzed.db"
    if not stats.exists():
        tmp = folder / f"{stem}-analyzed.building"
        remove_db(tmp)
        analyzed_copy(plain, tmp)
        tmp.rename(stats)
        remove_db(tmp)
    return stats


def schema_key() -> str:
    """A short digest of the shipped migrations: a cached shop built under another schema is not reused."""
    import hashlib

    from dhandha.store.base import migration_files

    digest = hashlib.sha256()
    for _, path in migration_files():
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


def copy_db(src: Path, dst: Path) -> None:
    """A consistent copy of a store, by SQLite's own backup (the file may be in WAL mode)."""
    remove_db(dst)
    a, b = sqlite3.connect(str(src)), sqlite3.connect(str(dst))
    try:
        a.backup(b)
    finally:
        b.close()
        a.close()
    _checkpoint(dst)


def analyzed_copy(src: Path, dst: Path) -> None:
    """A copy of a store with ANALYZE statistics: the plans SQLite would choose if the product ran ANALYZE."""
    copy_db(src, dst)
    con = sqlite3.connect(str(dst))
    try:
        con.execute("ANALYZE")
        con.commit()
    finally:
        con.close()


def _checkpoint(path: Path) -> None:
    con = sqlite3.connect(str(path))
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()


def remove_db(path: Path) -> None:
    """A database and what is kept beside it: its WAL, its high-water mark, a damage marker."""
    for suffix in ("", "-wal", "-shm", ".mark", ".mark.lock", ".damaged"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
