"""Reports of the books for people and scripts: `ledger`, `export`, `usage`.

Every report streams: rows are read from a cursor and written as they come, so ten years of
books print in the same memory as one week.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sqlite3
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from dhandha.clock import from_env, local, parse_instant
from dhandha.errors import OperatorError
from dhandha.money import rupees, to_rupees
from dhandha.paths import home
from dhandha.private import private_dir
from dhandha.store import Store, open_store


@dataclass(frozen=True)
class LedgerFilter:
    """What `dhandha ledger` was asked to narrow to: one contact, a period (UTC bounds), a kind."""

    contact_id: int | None = None
    start: str | None = None  # occurred_at >= start
    end: str | None = None  # occurred_at < end
    kind: str | None = None

    @property
    def narrowed(self) -> bool:
        return any(v is not None for v in (self.contact_id, self.start, self.end, self.kind))


def contact_items(store: Store, f: LedgerFilter = LedgerFilter()) -> Iterator[dict[str, Any]]:
    """The contacts of `ledger --json`, by name, one at a time."""
    for r in store.contacts_listed(contact_id=f.contact_id, start=f.start, end=f.end, kind=f.kind,
                                   narrowed=f.narrowed):
        yield {"name": r["name"], "balance": to_rupees(int(r["balance_paise"]))}


def transaction_items(store: Store, f: LedgerFilter = LedgerFilter(), tz: str | None = None
                      ) -> Iterator[dict[str, Any]]:
    """The transactions of `ledger --json`, oldest first, one at a time (the ledger is never held whole)."""
    from datetime import datetime

    from dhandha.clock import zone

    where = zone(tz or str(store.owner()["timezone"]))
    for e in store.entries_stream(contact_id=f.contact_id, start=f.start, end=f.end, kind=f.kind):
        at = datetime.fromisoformat(e["occurred_at"])  # stored as UTC with its offset (clock.iso)
        t: dict[str, Any] = {
            "id": e["id"], "kind": e["kind"], "amount": to_rupees(int(e["amount_paise"])),
            "counterparty": e["counterparty"], "item": e["item"], "qty": e["qty"], "unit": e["unit"],
            "status": e["status"], "source": e["source"],
            "occurred_at": (at.astimezone(where) if at.tzinfo else local(parse_instant(e["occurred_at"]),
                                                                          str(where))).isoformat(),
            "on_credit": None if e["on_credit"] is None else bool(e["on_credit"]),
            "owes": e["owes"], "route": e["route"], "due_on": e["due_on"], "mode": e["mode"],
            "modes": {k: to_rupees(v) for k, v in json.loads(e["modes"]).items()} if e["modes"] else None,
        }
        if e["supersedes_id"]:
            t["supersedes"] = e["supersedes_id"]
        if e["reverses_id"]:
            t["reverses"] = e["reverses_id"]
        yield t


def ledger_json(store: Store, f: LedgerFilter = LedgerFilter()) -> dict[str, Any]:
    """The whole ledger as one object (for small books and tests; `write_ledger_json` streams it)."""
    return {"contacts": list(contact_items(store, f)), "transactions": list(transaction_items(store, f))}


_ONE_LINE = json.JSONEncoder(ensure_ascii=False)  # what json.dumps(item, ensure_ascii=False) gives, built once


def write_ledger_json(store: Store, out: TextIO, f: LedgerFilter = LedgerFilter(), indent: int | None = None) -> None:
    """`ledger --json`, written as it is read: the same text json.dumps(ledger_json(...)) gives, in pieces."""
    parts = (("contacts", contact_items(store, f)), ("transactions", transaction_items(store, f)))
    if indent is None:
        for n, (key, items) in enumerate(parts):
            out.write(("{" if n == 0 else "], ") + f'"{key}": [')
            for i, item in enumerate(items):
                out.write((", " if i else "") + _ONE_LINE.encode(item))
        out.write("]}")
        return
    pad = " " * indent
    out.write("{")
    for n, (key, items) in enumerate(parts):
        out.write(("," if n else "") + f'\n{pad}"{key}": [')
        wrote = False
        for i, item in enumerate(items):
            text = json.dumps(item, ensure_ascii=False, indent=indent).replace("\n", "\n" + pad * 2)
            out.write(("," if i else "") + "\n" + pad * 2 + text)
            wrote = True
        out.write(f"\n{pad}]" if wrote else "]")
    out.write("\n}")


def ledger_lines(store: Store, f: LedgerFilter = LedgerFilter()) -> Iterator[str]:
    """The text ledger, line by line."""
    yield "Khata (balances — positive: they owe the shop)"
    for c in contact_items(store, f):
        yield f"  {c['name']:<24} {rupees(round(c['balance'] * 100)):>14}"
    yield ""
    yield "Entries"
    for t in transaction_items(store, f):
        mark = "" if t["status"] == "active" else f"  [{t['status']}]"
        who = t["counterparty"] or ""
        what = f" {t['item']}" if t["item"] else ""
        yield (f"  #{t['id']:<4} {t['occurred_at'][:16].replace('T', ' ')}  {t['kind']:<16} "
               f"{rupees(round(t['amount'] * 100)):>12}  {who}{what}{mark}")


def print_ledger(store: Store, f: LedgerFilter = LedgerFilter(), out: TextIO | None = None,
                 page: int | None = None, more: Callable[[], bool] | None = None) -> None:
    """Print the text ledger; with `page`, ask `more()` after every `page` lines (False stops)."""
    out = out or sys.stdout
    for n, line in enumerate(ledger_lines(store, f), start=1):
        print(line, file=out)
        if page and n % page == 0 and more is not None:
            out.flush()
            if not more():
                return


def _ask_more() -> bool:
    """On a terminal: Enter shows the next page, q (or end of input) stops."""
    sys.stdout.write("-- more (Enter; q to stop) --")
    sys.stdout.flush()
    answer = sys.stdin.readline()
    sys.stdout.write("\r\033[K")
    return bool(answer) and answer.strip().lower() not in ("q", "quit")


KINDS = ("sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made", "opening_balance",
         "transfer", "unexplained_in", "unexplained_out")


def ledger_filter(store: Store, args: argparse.Namespace) -> LedgerFilter:
    """The filters of `dhandha ledger` as the store reads them; a name, date or kind it cannot read is
    an OperatorError with one clear line."""
    from datetime import date

    from dhandha.clock import day_bounds

    tz = str(store.owner()["timezone"])
    contact_id = None
    if args.name:
        from dhandha.chain.contacts import resolve

        who = resolve(store, args.name)
        if who.contact_id is None:
            near = f"; did you mean {', '.join(who.candidates)}?" if who.candidates else ""
            raise OperatorError(f"no contact named {args.name!r} in the books{near}")
        contact_id = who.contact_id

    def day(text: str | None, flag: str) -> date | None:
        if text is None:
            return None
        try:
            return date.fromisoformat(text)
        except ValueError:
            raise OperatorError(f"{flag} takes a date like 2026-11-01, not {text!r}") from None

    first, last = day(args.date_from, "--from"), day(args.date_to, "--to")
    if first and last and last < first:
        raise OperatorError(f"--to {last} is before --from {first}")
    if args.kind is not None and args.kind not in KINDS:
        raise OperatorError(f"--kind {args.kind!r} is not a kind of entry; choose one of: {', '.join(KINDS)}")
    return LedgerFilter(contact_id=contact_id, start=day_bounds(first, tz)[0] if first else None,
                        end=day_bounds(last, tz)[1] if last else None, kind=args.kind)


def cmd_ledger(args: argparse.Namespace) -> int:
    store = open_store(from_env())
    try:
        f = ledger_filter(store, args)
        if args.json:
            write_ledger_json(store, sys.stdout, f)
            sys.stdout.write("\n")
            return 0
        on_terminal = sys.stdout.isatty() and sys.stdin.isatty()
        page = args.page
        if page is None and on_terminal:
            import shutil

            page = max(5, shutil.get_terminal_size().lines - 1)
        print_ledger(store, f, page=page, more=_ask_more if on_terminal else None)
    except BrokenPipeError:  # `dhandha ledger | head`: the reader has seen enough
        sys.stderr.close()
    finally:
        store.close()
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Every table a bookkeeper would want, as CSV, and the ledger as JSON, each streamed from its cursor
    into a file only the owner can read."""
    clock = from_env()
    store = open_store(clock)
    out = Path(args.out) if args.out else home() / f"export-{clock().date().isoformat()}"
    try:
        try:
            private_dir(out)
        except OSError as exc:
            raise OperatorError(f"cannot write the export to {out} ({exc.strerror or exc}): choose a folder that "
                                "exists and is writable with --out") from exc
        for table in ("contacts", "entries", "items", "stock_moves", "sms_inbox", "brain_observations"):
            with _private_text(out / f"{table}.csv") as f:
                write_csv(store.table_rows(table), f)
        with _private_text(out / "ledger.json") as f:
            write_ledger_json(store, f, indent=1)
    except sqlite3.DatabaseError as exc:
        raise store._failed(exc) from exc
    finally:
        store.close()
    print(f"exported to {out}")
    return 0


def write_csv(cursor: Any, f: TextIO) -> int:
    """A table's rows as CSV with a header, written as the cursor yields them, every cell spreadsheet-safe;
    nothing for no rows."""
    w = csv.writer(f)
    n = 0
    for row in cursor:
        if n == 0:
            w.writerow([d[0] for d in cursor.description])
        w.writerow([spreadsheet_safe(v) for v in row])
        n += 1
    return n


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
