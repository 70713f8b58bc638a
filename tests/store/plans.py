"""Query plans as a test sees them: record every statement a piece of work runs, then EXPLAIN each.

`Recording` wraps a store's sqlite3 connection (the real one does the work) and keeps each distinct
statement with the parameters of its first run. `problems` explains each statement on a store
(with or without ANALYZE statistics) and returns what is wrong with its plan:

- a full scan of a table that grows with the years (the ledger, the chat, the SMS inbox, the
  notebook) is wrong, whichever index it walks;
- a search of the ledger that ignores the most selective key the statement gives it is an index
  chosen against the intent: an entry by id, idempotency key, reversal or successor link, message,
  then contact (unless it searches a window of time, bounded whatever it leaves to the filter).
  A column written with a unary + is deliberately not a key;
- a search of the ledger on its kind alone (every sale the shop ever made), or on a range of
  something other than time or id (every contact's history), is wrong.
A walk of a whole partial index (the open questions) is not a full scan: it holds few rows.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

# Tables whose rows pile up with every day of business. Contacts, items, profiles and edges grow
# with the number of people and goods, not with time, and may be read whole by a sweep.
GROWING = frozenset({"entries", "inputs", "conversation", "pending_actions", "sms_inbox", "stock_moves",
                     "brain_observations", "alerts", "outbox", "sweep_runs", "llm_usage"})

# Equality keys on the ledger, most selective first, and how a plan shows each being used.
KEYS = (("id", "rowid=?"), ("idem_key", "idem_key=?"), ("reverses_id", "reverses_id=?"),
        ("supersedes_id", "supersedes_id=?"), ("input_id", "input_id=?"), ("contact_id", "contact_id=?"))

_NOT_ALIAS = frozenset({"where", "on", "left", "join", "cross", "inner", "indexed", "group", "order", "limit",
                        "union", "natural", "using", "set", "values", "select", "as", "not", "and"})
_TABLE_REF = re.compile(r"\b(?:FROM|JOIN|UPDATE|INTO)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?", re.IGNORECASE)
_PLAN_LINE = re.compile(r"^(SCAN|SEARCH) (\w+)(.*)$")


def _key(sql: str) -> str:
    return " ".join(sql.split())


@dataclass
class Seen:
    sql: str
    params: Any
    count: int = 0


@dataclass
class Recording:
    """A stand-in for a store's connection that remembers every statement run through it."""

    conn: sqlite3.Connection
    seen: dict[str, Seen] = field(default_factory=dict)

    def _keep(self, sql: str, params: Any) -> None:
        k = _key(sql)
        if k not in self.seen:
            self.seen[k] = Seen(sql, params)
        self.seen[k].count += 1

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        self._keep(sql, params)
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> sqlite3.Cursor:
        rows = list(rows)
        if rows:
            self._keep(sql, rows[0])
        return self.conn.executemany(sql, rows)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)


def record(store: Any) -> Recording:
    """Start recording what `store` runs (until `stop`)."""
    rec = Recording(store.conn)
    store.conn = rec
    return rec


def stop(store: Any) -> None:
    if isinstance(store.conn, Recording):
        store.conn = store.conn.conn


def aliases(sql: str) -> dict[str, str]:
    """name used in a plan -> table, for every table the statement names."""
    out: dict[str, str] = {}
    for table, alias in _TABLE_REF.findall(sql):
        out[table] = table
        if alias and alias.lower() not in _NOT_ALIAS:
            out[alias] = table
    return out


def plan(conn: sqlite3.Connection, sql: str, params: Any) -> list[str]:
    return [str(r[3]) for r in conn.execute("EXPLAIN QUERY PLAN " + sql, params)]


def _keys_given(sql: str, alias: str, only_table: bool) -> list[str]:
    """Equality keys the statement gives this alias of the ledger (not those behind a unary +)."""
    given = []
    for col, _ in KEYS:
        qualified = rf"(?<![+\w.]){re.escape(alias)}\.{col}\s*(?:=|\bIS\b(?!\s+NOT\b)|\bIN\b)\s*(?!NULL\b)"
        bare = rf"(?<![+\w.]){col}\s*(?:=|\bIS\b(?!\s+NOT\b)|\bIN\b)\s*(?!NULL\b)"
        if re.search(qualified, sql, re.IGNORECASE) or (only_table and re.search(bare, sql, re.IGNORECASE)):
            given.append(col)
    return given


def partial_indexes(conn: sqlite3.Connection) -> set[str]:
    """Indexes over a few rows only (WHERE status = 'open'): walking one whole is not a full scan."""
    return {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '%WHERE%'")}


# Constraints that bound a walk of the ledger: an equality, a time range, an id range.
_BOUNDED = re.compile(r"\w+=\?|(?:occurred_at|recorded_at|due_on|rowid)[<>]=?\?")


def problems(conn: sqlite3.Connection, sql: str, params: Any) -> list[str]:
    """What is wrong with the plan of one statement on this connection (empty when nothing is)."""
    head = sql.lstrip().split(None, 1)[0].upper()
    if head not in ("SELECT", "WITH", "UPDATE", "INSERT", "DELETE"):
        return []
    partial = partial_indexes(conn)
    names = aliases(sql)
    only_table = len({t for t in names.values()}) == 1
    out = []
    for line in plan(conn, sql, params):
        m = _PLAN_LINE.match(line)
        if m is None:
            continue
        how, name, rest = m.groups()
        if how == "SEARCH" and not rest:
            continue  # MIN or MAX: one step to the end of a b-tree
        table = names.get(name)
        if table is None:
            continue  # a CTE, a subquery, json_each
        index = re.search(r"USING (?:COVERING )?INDEX (\w+)", rest)
        if how == "SCAN" and table in GROWING and not (index and index.group(1) in partial):
            out.append(f"full scan of {table}: {line}")
            continue
        if table != "entries":
            continue
        given = _keys_given(sql, name, only_table)
        windowed = re.search(r"\((?:[^()]*AND )?(occurred_at|recorded_at)>\? AND \1<\?", rest) is not None
        if given and not windowed:  # a window of time is bounded whatever it leaves to the filter
            strongest = given[0]
            shown = dict(KEYS)[strongest]
            if shown not in rest:
                out.append(f"{name} ignores its {strongest}: {line}")
        if re.fullmatch(r" USING (?:COVERING )?INDEX \w+ \(kind=\?\)", rest):
            out.append(f"every entry of a kind: {line}")
        used = re.search(r"\((.*)\)$", rest)
        if how == "SEARCH" and used and not _BOUNDED.search(used.group(1)):
            out.append(f"a range that is not time or id (a walk of all history): {line}")
    return out


def check(rec: Recording, *conns: sqlite3.Connection, allowed: dict[str, str] | None = None) -> list[str]:
    """Every recorded statement's problems on each connection, as readable lines. `allowed`: a piece of
    a statement's text -> why its walk of one kind of entry is meant (never a full scan)."""
    out = []
    for seen in rec.seen.values():
        text = _key(seen.sql)
        meant = any(piece in text for piece in (allowed or {}))
        for i, conn in enumerate(conns):
            for p in problems(conn, seen.sql, seen.params):
                if meant and p.startswith("every entry of a kind"):
                    continue
                out.append(f"[store {i}] {p}\n    in: {_key(seen.sql)[:300]}")
    return out
