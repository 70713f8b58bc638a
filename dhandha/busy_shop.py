"""A generated year of a busy shop, for benchmarks: a thousand contacts and fifty thousand entries."""

from __future__ import annotations

import random
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


def build(path: Path, *, days: int = 365, per_day: int = 140, contacts: int = 1000, seed: int = 7) -> Store:
    """Write the shop straight into a fresh store (bulk SQL: the chain is what the benchmark then times)."""
    rng = random.Random(seed)
    start = datetime(2025, 11, 25, 3, 30, tzinfo=UTC)
    clock = ManualClock(start + timedelta(days=days))
    store = Store(path, clock)
    names: set[str] = set()
    while len(names) < contacts - len(FIRMS):
        names.add(f"{rng.choice(FIRST)} {rng.choice(LAST)}")
    people = sorted(names)
    firms = [f"{f} {rng.choice(FIRM_KINDS)}" for f in FIRMS]
    now = iso(clock())
    with store.tx():
        store.conn.executemany(
            "INSERT INTO contacts (name, norm, role, created_at, source) VALUES (?, ?, ?, ?, 'import')",
            [(n, norm(n), "customer", now) for n in people] + [(n, norm(n), "supplier", now) for n in firms])
        ids = [r[0] for r in store.q("SELECT id FROM contacts WHERE role = 'customer' ORDER BY id")]
        sup = [r[0] for r in store.q("SELECT id FROM contacts WHERE role = 'supplier' ORDER BY id")]
        rows: list[tuple[Any, ...]] = []
        n = 0
        for d in range(days):
            day0 = start + timedelta(days=d)
            for _ in range(per_day):
                n += 1
                at = iso(day0 + timedelta(minutes=rng.randrange(0, 14 * 60)))
                r = rng.random()
                item, unit, price = rng.choice(ITEMS)
                if r < 0.62:
                    rows.append(("sale", rng.randrange(20, 900) * 100, None, item, None, unit, None, at, n))
                elif r < 0.80:
                    rows.append(("udhaar_given", rng.randrange(50, 2500) * 100, rng.choice(ids), None, None, None,
                                 None, at, n))
                elif r < 0.93:
                    rows.append(("payment_received", rng.randrange(50, 2000) * 100, rng.choice(ids), None, None,
                                 None, None, at, n))
                elif r < 0.97:
                    rows.append(("expense", rng.randrange(20, 3000) * 100, None, "chai", None, None, None, at, n))
                elif r < 0.99:
                    rows.append(("purchase", rng.randrange(1000, 40000) * 100, rng.choice(sup), item, 25.0, unit,
                                 1, at, n))
                else:
                    rows.append(("payment_made", rng.randrange(1000, 30000) * 100, rng.choice(sup), None, None,
                                 None, None, at, n))
        store.conn.executemany(
            "INSERT INTO entries (kind, amount_paise, contact_id, item, qty, unit, on_credit, source, idem_key,"
            " occurred_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'import', 'bench:' || ?9, ?8, ?8)",
            [(k, a, c, i, q, u, oc, at, num) for (k, a, c, i, q, u, oc, at, num) in rows])
    store.conn.execute("ANALYZE")
    return store
