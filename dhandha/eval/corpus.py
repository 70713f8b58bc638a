"""The conversation corpus file: one conversation a line, read into typed steps and expected books.

The format is described in tests/conversations/README.md. Loading checks what a labeller can get
wrong by hand (steps out of order, a kind that does not exist, balances that the listed entries
cannot produce), so a mistake in a label fails loudly instead of scoring the bot against it.
"""

from __future__ import annotations

import itertools
import json
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

KINDS = frozenset({"sale", "expense", "udhaar_given", "payment_received", "purchase", "payment_made",
                   "opening_balance", "transfer", "unexplained_in", "unexplained_out"})
# Optional fields of an expected entry that are checked when the label gives them.
CHECKED = ("date", "on_credit", "owes", "due_on", "route")
OWES = frozenset({"them", "shop"})
ROUTES = frozenset({"bank_to_cash", "cash_to_bank", "bank_to_bank"})
ENTRY_FIELDS = frozenset({"kind", "amount", "counterparty", "item", *CHECKED})
# A label with more layout combinations than this is a labelling slip, not a real day.
MAX_COMBINATIONS = 4096


class FormatError(ValueError):
    """A corpus line that does not follow the format; the message names the line."""


# Zero-width joiners only steer how letters join on screen ("టెక్స్‌టైల్స్" and "టెక్స్టైల్స్" are one word read
# aloud, and a munshi copying a name cannot see them): they are no part of a name's spelling.
_JOINERS = {0x200C: None, 0x200D: None}


def name_key(name: str) -> str:
    """How names compare: NFC, casefolded, without zero-width joiners, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFC", name.translate(_JOINERS)).casefold().split())


def to_paise(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError(f"amount {value!r} is not a number")
    try:
        paise = Decimal(str(value)) * 100
    except InvalidOperation as exc:
        raise ValueError(f"amount {value!r} is not a number") from exc
    if paise != paise.to_integral_value() or paise <= 0:
        raise ValueError(f"amount {value!r} must be positive, to the paisa")
    return int(paise)


def show_paise(paise: int) -> str:
    rupees, p = divmod(paise, 100)
    return f"{rupees}" if not p else f"{rupees}.{p:02d}"


@dataclass(frozen=True)
class Expected:
    """One entry a careful munshi would have; `names` None means no person."""

    kind: str
    paise: int
    names: tuple[str, ...] | None
    checked: tuple[tuple[str, Any], ...] = ()
    item: str | None = None

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(name_key(n) for n in self.names or ())

    def describe(self) -> str:
        who = " / ".join(self.names) if self.names else "-"
        extra = "".join(f" {k}={v}" for k, v in self.checked)
        what = f" ({self.item})" if self.item else ""
        return f"{self.kind} {show_paise(self.paise)} {who}{what}{extra}"

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "amount": self.paise / 100,
                               "counterparty": list(self.names) if self.names else None}
        out.update(dict(self.checked))
        if self.item:
            out["item"] = self.item
        return out


Layout = tuple[Expected, ...]


@dataclass(frozen=True)
class Group:
    """One expected entry, or several acceptable layouts of the same money (`any_of`)."""

    layouts: tuple[Layout, ...]


@dataclass(frozen=True)
class Balance:
    names: tuple[str, ...]
    paise: int  # what they owe the shop; negative: the shop owes them

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(name_key(n) for n in self.names)


@dataclass(frozen=True)
class Books:
    groups: tuple[Group, ...]
    balances: tuple[Balance, ...]

    def combinations(self) -> Iterator[tuple[Expected, ...]]:
        """Every way to pick one layout per group, flattened."""
        for pick in itertools.product(*(g.layouts for g in self.groups)):
            yield tuple(e for layout in pick for e in layout)

    def combination_count(self) -> int:
        n = 1
        for g in self.groups:
            n *= len(g.layouts)
        return n


@dataclass(frozen=True)
class Sms:
    sender: str
    received: str
    body: str


@dataclass(frozen=True)
class Step:
    at: str
    say: str | None = None
    sms: Sms | None = None
    if_asked: tuple[str, ...] = ()


@dataclass(frozen=True)
class Conversation:
    id: str
    language: str
    classes: tuple[str, ...]
    story: str
    steps: tuple[Step, ...]
    books: Books
    line: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


def _instant(value: Any, what: str) -> datetime:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be an ISO-8601 string")
    try:
        at = datetime.fromisoformat(value)
    except ValueError as exc:
        raise ValueError(f"{what} {value!r} is not ISO-8601") from exc
    if at.tzinfo is None:
        raise ValueError(f"{what} {value!r} needs an offset (+05:30)")
    return at


def _step(raw: Any, n: int) -> Step:
    if not isinstance(raw, dict):
        raise ValueError(f"step {n} is not an object")
    unknown = set(raw) - {"at", "say", "sms", "if_asked", "restart", "note"}
    if unknown:
        raise ValueError(f"step {n}: unknown field(s) {sorted(unknown)}")
    _instant(raw.get("at"), f"step {n} 'at'")
    say, sms = raw.get("say"), raw.get("sms")
    if (say is None) == (sms is None):
        raise ValueError(f"step {n} needs exactly one of 'say' and 'sms'")
    if say is not None and (not isinstance(say, str) or not say.strip() or "\n" in say):
        raise ValueError(f"step {n}: 'say' must be one non-empty line")
    answers = raw.get("if_asked", [])
    if not isinstance(answers, list) or not all(isinstance(a, str) and a.strip() and "\n" not in a for a in answers):
        raise ValueError(f"step {n}: 'if_asked' must be a list of one-line strings")
    if answers and say is None:
        raise ValueError(f"step {n}: 'if_asked' belongs to a 'say' step")
    parsed_sms = None
    if sms is not None:
        if not isinstance(sms, dict) or not all(isinstance(sms.get(k), str) and sms[k] for k in
                                                ("sender", "received", "body")):
            raise ValueError(f"step {n}: 'sms' needs sender, received and body strings")
        _instant(sms["received"], f"step {n} sms 'received'")
        parsed_sms = Sms(sms["sender"], sms["received"], sms["body"])
    return Step(at=raw["at"], say=say, sms=parsed_sms, if_asked=tuple(answers))


def _names(value: Any, what: str) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v.strip() for v in value):
        raise ValueError(f"{what}: counterparty must be null or a non-empty list of names")
    return tuple(value)


def _entry(raw: Any, where: str) -> Expected:
    if not isinstance(raw, dict):
        raise ValueError(f"{where} is not an object")
    unknown = set(raw) - ENTRY_FIELDS
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {sorted(unknown)}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise ValueError(f"{where}: kind {kind!r} is not one of {sorted(KINDS)}")
    if "counterparty" not in raw:
        raise ValueError(f"{where}: 'counterparty' is required (null for no person)")
    checked = []
    for key in CHECKED:
        if key not in raw:
            continue
        value = raw[key]
        if key in ("date", "due_on"):
            date.fromisoformat(str(value))
        elif key == "on_credit" and not isinstance(value, bool):
            raise ValueError(f"{where}: on_credit must be true or false")
        elif key == "owes" and (kind != "opening_balance" or value not in OWES):
            raise ValueError(f"{where}: owes is 'them' or 'shop', on opening_balance only")
        elif key == "route" and (kind != "transfer" or value not in ROUTES):
            raise ValueError(f"{where}: route is one of {sorted(ROUTES)}, on transfer only")
        checked.append((key, value))
    item = raw.get("item")
    return Expected(kind=kind, paise=to_paise(raw.get("amount")), names=_names(raw["counterparty"], where),
                    checked=tuple(checked), item=item if isinstance(item, str) else None)


def _group(raw: Any, n: int) -> Group:
    if isinstance(raw, dict) and "any_of" in raw:
        layouts = raw["any_of"]
        if set(raw) != {"any_of"} or not isinstance(layouts, list) or len(layouts) < 2:
            raise ValueError(f"entry {n}: any_of needs two or more layouts and nothing else")
        out = []
        for i, layout in enumerate(layouts):
            if not isinstance(layout, list) or not layout:
                raise ValueError(f"entry {n} layout {i}: a layout is a non-empty list of entries")
            out.append(tuple(_entry(e, f"entry {n} layout {i}") for e in layout))
        return Group(tuple(out))
    return Group(((_entry(raw, f"entry {n}"),),))


def effect(e: Expected) -> int:
    """What an expected entry does to its person's balance (what they owe the shop)."""
    checked = dict(e.checked)
    if e.kind == "udhaar_given" or e.kind == "payment_made":
        return e.paise
    if e.kind == "payment_received":
        return -e.paise
    if e.kind == "purchase":
        return -e.paise if checked.get("on_credit") is True else 0
    if e.kind == "opening_balance":
        return e.paise if checked.get("owes", "them") == "them" else -e.paise
    return 0


def implied_balances(entries: Iterable[Expected]) -> dict[frozenset[str], int]:
    """Balances the entries produce, one account per set of overlapping spellings."""
    accounts: list[tuple[set[str], int]] = []
    for e in entries:
        if not e.names:
            continue
        keys = set(e.keys)
        hits = [a for a in accounts if a[0] & keys]
        total = effect(e) + sum(a[1] for a in hits)
        for a in hits:
            keys |= a[0]
            accounts.remove(a)
        accounts.append((keys, total))
    return {frozenset(k): v for k, v in accounts if v}


def check_balances(books: Books) -> str | None:
    """Every layout combination must produce exactly the labelled balances; None when it does."""
    for combo in books.combinations():
        implied = implied_balances(combo)
        for b in books.balances:
            hit = [k for k in implied if k & b.keys]
            if len(hit) != 1 or implied[hit[0]] != b.paise:
                got = implied[hit[0]] if len(hit) == 1 else 0
                return (f"balance of {b.names[0]} is labelled {show_paise(b.paise) if b.paise > 0 else '-' + show_paise(-b.paise)}"
                        f" but the entries give {got / 100:g}")
        labelled = {k for b in books.balances for k in b.keys}
        for k, v in implied.items():
            if not k & labelled:
                return f"the entries leave {sorted(k)[0]} at {v / 100:g}, not listed in balances"
    return None


def _books(raw: Any) -> Books:
    if not isinstance(raw, dict) or not isinstance(raw.get("entries"), list):
        raise ValueError("books.entries must be a list")
    groups = tuple(_group(g, n) for n, g in enumerate(raw["entries"]))
    balances = []
    for b in raw.get("balances", []):
        if not isinstance(b, dict) or set(b) != {"names", "balance"}:
            raise ValueError("a balance is {names, balance}")
        names = _names(b["names"], "balance")
        if not names:
            raise ValueError("a balance needs names")
        value = Decimal(str(b["balance"])) * 100
        if value == 0 or value != value.to_integral_value():
            raise ValueError(f"balance of {names[0]} must be non-zero, to the paisa")
        balances.append(Balance(names, int(value)))
    books = Books(groups, tuple(balances))
    if books.combination_count() > MAX_COMBINATIONS:
        raise ValueError(f"{books.combination_count()} layout combinations; keep any_of groups few")
    return books


def parse_conversation(raw: Any, line: int = 0) -> Conversation:
    if not isinstance(raw, dict):
        raise ValueError("a conversation is a JSON object")
    for key in ("id", "language", "story"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise ValueError(f"'{key}' must be a non-empty string")
    classes = raw.get("classes", [])
    if not isinstance(classes, list) or not all(isinstance(c, str) for c in classes):
        raise ValueError("'classes' must be a list of strings")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise ValueError("'steps' must be a non-empty list")
    steps = tuple(_step(s, n) for n, s in enumerate(steps_raw))
    times = [_instant(s.at, "at") for s in steps]
    if any(b < a for a, b in itertools.pairwise(times)):
        raise ValueError("steps must be in time order")
    books = _books(raw.get("books"))
    known = {"id", "language", "classes", "story", "steps", "books"}
    return Conversation(id=raw["id"], language=raw["language"], classes=tuple(classes), story=raw["story"],
                        steps=steps, books=books, line=line, extra={k: v for k, v in raw.items() if k not in known})


def load(path: Path, strict: bool = True) -> list[Conversation]:
    """Read a corpus file; with `strict`, labelled balances must follow from the labelled entries."""
    out: list[Conversation] = []
    seen: set[str] = set()
    for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not text.strip():
            continue
        try:
            conv = parse_conversation(json.loads(text), n)
            if conv.id in seen:
                raise ValueError(f"duplicate id {conv.id}")
            seen.add(conv.id)
            if strict and (problem := check_balances(conv.books)):
                raise ValueError(problem)
        except (ValueError, json.JSONDecodeError) as exc:
            raise FormatError(f"{path}:{n}: {exc}") from exc
        out.append(conv)
    return out
