"""Reports of the books for people and scripts: `ledger`, `export`, `usage`."""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path
from typing import Any

from dhandha.clock import from_env, local, parse_instant
from dhandha.money import rupees, to_rupees
from dhandha.paths import home
from dhandha.store import Store, open_store


def ledger_json(store: Store) -> dict[str, Any]:
    tz = str(store.owner()["timezone"])
    contacts = [{"name": r["name"], "balance": to_rupees(int(r["balance_paise"]))}
                for r in store.contacts_with_balances()]
    txns = []
    for e in store.entries_list(newest_first=False):
        t: dict[str, Any] = {
            "id": e["id"], "kind": e["kind"], "amount": to_rupees(int(e["amount_paise"])),
            "counterparty": e["counterparty"], "item": e["item"], "qty": e["qty"], "unit": e["unit"],
            "status": e["status"], "source": e["source"],
            "occurred_at": local(parse_instant(e["occurred_at"]), tz).isoformat(),
            "on_credit": None if e["on_credit"] is None else bool(e["on_credit"]),
            "owes": e["owes"], "route": e["route"], "due_on": e["due_on"], "mode": e["mode"],
            "modes": {k: to_rupees(v) for k, v in json.loads(e["modes"]).items()} if e["modes"] else None,
        }
        if e["supersedes_id"]:
            t["supersedes"] = e["supersedes_id"]
        if e["reverses_id"]:
            t["reverses"] = e["reverses_id"]
        txns.append(t)
    return {"contacts": contacts, "transactions": txns}


def print_ledger(store: Store) -> None:
    data = ledger_json(store)
    print("Khata (balances — positive: they owe the shop)")
    for c in data["contacts"]:
        print(f"  {c['name']:<24} {rupees(round(c['balance'] * 100)):>14}")
    print("\nEntries")
    for t in data["transactions"]:
        mark = "" if t["status"] == "active" else f"  [{t['status']}]"
        who = t["counterparty"] or ""
        what = f" {t['item']}" if t["item"] else ""
        print(f"  #{t['id']:<4} {t['occurred_at'][:16].replace('T', ' ')}  {t['kind']:<16} "
              f"{rupees(round(t['amount'] * 100)):>12}  {who}{what}{mark}")


def cmd_ledger(args: argparse.Namespace) -> int:
    store = open_store(from_env())
    try:
        if args.json:
            print(json.dumps(ledger_json(store), ensure_ascii=False, indent=None))
        else:
            print_ledger(store)
    finally:
        store.close()
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Every table a bookkeeper would want, as CSV (via sqlite-utils, which reads rows lazily)."""
    import sqlite_utils

    clock = from_env()
    store = open_store(clock)
    out = Path(args.out) if args.out else home() / f"export-{clock().date().isoformat()}"
    out.mkdir(parents=True, exist_ok=True)
    db = sqlite_utils.Database(store.conn)
    for table in ("contacts", "entries", "items", "stock_moves", "sms_inbox", "brain_observations"):
        rows = list(db[table].rows)
        with (out / f"{table}.csv").open("w", newline="", encoding="utf-8") as f:
            if rows:
                w = csv.DictWriter(f, fieldnames=list(rows[0]))
                w.writeheader()
                w.writerows(rows)
    (out / "ledger.json").write_text(json.dumps(ledger_json(store), ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"exported to {out}")
    store.close()
    return 0


def cmd_usage(args: argparse.Namespace) -> int:
    store = open_store(from_env())
    rows = store.q("SELECT day, model, COUNT(*) AS calls, SUM(prompt_tokens) AS p, SUM(completion_tokens) AS c,"
                   " SUM(cost_paise) AS cost FROM llm_usage GROUP BY day, model ORDER BY day DESC LIMIT 60")
    if not rows:
        print("No LLM calls recorded (rules-only mode needs none).")
    for r in rows:
        print(f"{r['day']}  {r['model']:<20} {r['calls']:>5} calls  {r['p'] or 0:>8} in  {r['c'] or 0:>7} out  "
              f"{rupees(int(r['cost'] or 0))}")
    store.close()
    return 0
