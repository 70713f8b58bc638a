"""Reports of the books for people and scripts: `ledger`, `export`, `usage`."""

from __future__ import annotations

import argparse
import csv
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from dhandha.clock import from_env, local, parse_instant
from dhandha.errors import OperatorError
from dhandha.money import rupees, to_rupees
from dhandha.paths import home
from dhandha.private import private_dir
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
    try:
        try:
            private_dir(out)
        except OSError as exc:
            raise OperatorError(f"cannot write the export to {out} ({exc.strerror or exc}): choose a folder that "
                                "exists and is writable with --out") from exc
        db = sqlite_utils.Database(store.conn)
        for table in ("contacts", "entries", "items", "stock_moves", "sms_inbox", "brain_observations"):
            rows = list(db[table].rows)
            with _private_text(out / f"{table}.csv") as f:
                if rows:
                    w = csv.DictWriter(f, fieldnames=list(rows[0]))
                    w.writeheader()
                    w.writerows({k: spreadsheet_safe(v) for k, v in row.items()} for row in rows)
        with _private_text(out / "ledger.json") as f:
            f.write(json.dumps(ledger_json(store), ensure_ascii=False, indent=1))
    except sqlite3.DatabaseError as exc:
        raise store._failed(exc) from exc
    finally:
        store.close()
    print(f"exported to {out}")
    return 0


# A cell a spreadsheet would read as a formula starts with one of these (after any spaces or
# quotes it would skip). Tab and CR count too: some programs drop them and read what follows.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
_PLAIN_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")


def spreadsheet_safe(value: Any) -> Any:
    """A cell no spreadsheet will evaluate: text that could start a formula gets a leading quote.

    Numbers stay numbers (ints, floats, and text that is only a signed number); everything the
    books hold still reads the same to a person.
    """
    if not isinstance(value, str) or not value:
        return value
    if _PLAIN_NUMBER.fullmatch(value.strip()):
        return value
    start = value.lstrip(" \u00a0\"'`")
    if start.startswith(_FORMULA_START) or value.startswith(("\t", "\r")):
        return "'" + value
    return value


def _private_text(path: Path) -> Any:
    """A text file for the export, 0600 from its first byte (it holds the whole shop)."""
    import os

    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
    os.fchmod(fd, 0o600)
    return os.fdopen(fd, "w", newline="", encoding="utf-8")


def cmd_usage(args: argparse.Namespace) -> int:
    """`dhandha usage [--day D] [--json]`: LLM calls, tokens and rupees per day, or one day in detail."""
    clock = from_env()
    store = open_store(clock)
    try:
        day = getattr(args, "day", None)
        cap = load_settings_quietly().llm_daily_cap_rupees
        if day:
            rows = [dict(r) for r in store.llm_day_detail(day)]
            spent = store.llm_spent(day)
            if getattr(args, "json", False):
                print(json.dumps({"day": day, "spent": _rupees_of(spent), "cap": cap, "rows": [
                    {**r, "cost": _rupees_of(int(r.pop("cost") or 0))} for r in rows]}, ensure_ascii=False))
                return 0
            print(f"{day}: {_money_text(spent)} of the day's cap ₹{cap:g}")
            for r in rows:
                print(f"  {r['provider'] or '?':<14} {r['model']:<22} {r['purpose']:<10} {r['outcome']:<12} "
                      f"{r['calls']:>4} calls  {r['prompt'] or 0:>7} in ({r['cached'] or 0} cached)  "
                      f"{r['completion'] or 0:>6} out  {_money_text(int(r['cost'] or 0)):>9}  ~{r['latency']} ms")
            return 0
        days = [dict(r) for r in store.llm_days(30)]
        if getattr(args, "json", False):
            print(json.dumps({"cap": cap, "days": [{**d, "cost": _rupees_of(int(d.pop("cost") or 0))} for d in days]},
                             ensure_ascii=False))
            return 0
        if not days:
            print("No LLM calls recorded (the rules read alone: an LLM is asked only when one is configured).")
        for d in days:
            print(f"{d['day']}  {d['calls']:>5} calls ({d['failed'] or 0} failed)  {d['prompt'] or 0:>8} in "
                  f"({d['cached'] or 0} cached)  {d['completion'] or 0:>7} out  {_money_text(int(d['cost'] or 0)):>9}"
                  f"  ~{d['latency']} ms")
        return 0
    finally:
        store.close()


def load_settings_quietly():  # noqa: ANN201 - Settings
    """The settings, or the defaults when the config cannot be read (a report must still print)."""
    from dhandha.errors import OperatorError
    from dhandha.settings import Settings, load_settings

    try:
        return load_settings()
    except OperatorError:
        return Settings()


def _rupees_of(millipaise: int) -> float:
    return round(millipaise / 100_000, 4)


def _money_text(millipaise: int) -> str:
    """LLM money is small: ₹0.0123 shows as ₹0.012, never as ₹0."""
    return f"₹{millipaise / 100_000:,.3f}"
