"""`dhandha sms import FILE`: a termux-sms-list JSON dump (an old inbox) into the books.

Two passes, each crash-safe on its own:
 1. keep every raw SMS, in batches of STORE_BATCH, each batch one transaction; a rerun
    stores nothing twice (phone id and content key are unique);
 2. book what is kept and not yet booked, through `ingest`, again one transaction a batch.
A kill -9 anywhere leaves whole batches or nothing; running the same command again finishes
the job, and every payment ends up in the books exactly once.

Commits per batch, not per SMS: 20,000 SMS cost a few dozen fsyncs, not 40,000.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dhandha.deps import Deps
from dhandha.errors import OperatorError
from dhandha.sms import raw
from dhandha.sms.ingest import Stats, ingest_pending

STORE_BATCH = 5000
# An old inbox is booked in bigger batches than the poller's few new SMS: each commit costs an fsync
# of the WAL and one of the high-water mark (two with its folder), and on a phone's busy flash those
# waits, not the CPU, were most of an import's time.
BOOK_BATCH = 2000
SHOW_REVIEWS = 200


@dataclass
class Summary:
    read: int = 0
    stored: int = 0
    skipped: int = 0  # entries in the file that are not received SMS with text (sent, drafts, junk)
    refused: Counter[str] = field(default_factory=Counter)  # reason -> items not kept (raw.Refused)
    set_aside: int = 0  # rows kept by an older version with a time out of range
    booked: Stats = field(default_factory=Stats)
    seconds: float = 0.0
    # Old SMS to review, listed here instead of in chat (see `old_reviews`).
    reviews: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        b = self.booked
        refused = sum(self.refused.values())
        out = [f"{self.read:,} SMS in the file: {self.stored:,} new, {self.read - self.stored - self.skipped - refused:,}"
               f" already kept" + (f", {self.skipped:,} skipped (sent by you, or no text)" if self.skipped else "")]
        if refused:
            out.append(f"{refused:,} not kept: " + ", ".join(f"{n:,} {why}" for why, n in self.refused.most_common()))
        if self.set_aside:
            out.append(f"{self.set_aside:,} SMS kept earlier set aside: received time out of range")
        out.append(f"books: {b.logged + b.unassigned:,} new entries ({b.logged:,} matched to a contact or a cash/bank transfer,"
                   f" {b.unassigned:,} unassigned), {b.duplicate:,} duplicate SMS of a payment already booked")
        out.append(f"{b.review:,} SMS to review, {b.ignored:,} not transactions   ({self.seconds:.1f} s)")
        if b.errors:
            out.append(f"{len(b.errors)} SMS could not be written and went to review; first: {b.errors[0]}")
        if self.reviews:
            out.append(f"older SMS that looked like money but could not be read for sure ({len(self.reviews)}):")
            out += [f"  {line}" for line in self.reviews[:SHOW_REVIEWS]]
            if len(self.reviews) > SHOW_REVIEWS:
                out.append(f"  ... and {len(self.reviews) - SHOW_REVIEWS:,} more")
        return out


class Progress:
    """One self-overwriting line on a terminal; silent when stderr is a file or a pipe."""

    def __init__(self, total: int, stream: Any = None) -> None:
        self.stream = stream or sys.stderr
        self.on = self.stream.isatty()
        self.total = total
        self.stored = 0
        self.booked = 0
        self._last = 0.0

    def store(self, n: int) -> None:
        self.stored = n
        self._show()

    def book(self, n: int) -> None:
        self.booked = n
        self._show()

    def _show(self, force: bool = False) -> None:
        now = time.monotonic()
        if not self.on or (not force and now - self._last < 0.1):
            return
        self._last = now
        self.stream.write(f"\rimporting: {self.stored:,}/{self.total:,} kept, {self.booked:,} read   ")
        self.stream.flush()

    def close(self) -> None:
        if self.on:
            self._show(force=True)
            self.stream.write("\n")
            self.stream.flush()


def load_dump(path: Path) -> list[Any]:
    """The dump's messages. Bytes that are not UTF-8 become lone surrogates, so only the messages
    holding them are refused (raw.BAD_ENCODING); a message nested too deep to read is kept as a
    marker that raw refuses; an integer too long to be an id or a time stays text."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise OperatorError(f"cannot read {path}: {exc.strerror or exc}") from exc
    text = data.decode("utf-8", errors="surrogateescape").removeprefix("\ufeff")
    try:
        messages = _decode(text)
    except json.JSONDecodeError as exc:
        raise OperatorError(f"{path} is not a termux-sms-list JSON dump: {exc.msg} at line {exc.lineno}") from exc
    except RecursionError:
        raise OperatorError(f"{path} is not a termux-sms-list JSON dump: nested too deep") from None
    if messages is None:
        raise OperatorError(f"{path} is not a termux-sms-list JSON dump: expected a list of messages")
    return messages


_DECODER = json.JSONDecoder(parse_int=lambda s: int(s) if len(s) <= 30 else s)


def _decode(text: str) -> list[Any] | None:
    """A JSON list read one element at a time: one element too deep for the decoder becomes
    `raw.TOO_DEEP` instead of failing the file. A {"messages": [...]} wrapper is read whole."""
    pos = _skip_space(text, 0)
    if text.startswith("{", pos):
        data = _DECODER.decode(text)
        return data["messages"] if isinstance(data, dict) and isinstance(data.get("messages"), list) else None
    if not text.startswith("[", pos):
        _DECODER.decode(text)  # raises the decoder's own error for what it is
        return None
    out: list[Any] = []
    pos = _skip_space(text, pos + 1)
    if text.startswith("]", pos):
        _end(text, pos + 1)
        return out
    while True:
        try:
            item, pos = _DECODER.raw_decode(text, pos)
        except RecursionError:
            item, pos = raw.TOO_DEEP, _skip_value(text, pos)
        out.append(item)
        pos = _skip_space(text, pos)
        if text.startswith("]", pos):
            _end(text, pos + 1)
            return out
        if not text.startswith(",", pos):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, pos)
        pos = _skip_space(text, pos + 1)


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\n\r":
        pos += 1
    return pos


def _end(text: str, pos: int) -> None:
    if _skip_space(text, pos) != len(text):
        raise json.JSONDecodeError("Extra data", text, pos)


def _skip_value(text: str, pos: int) -> int:
    """The end of the (nested) value at pos, by counting brackets outside strings."""
    depth, in_string, i = 0, False, pos
    while i < len(text):
        ch = text[i]
        if in_string:
            if ch == "\\":
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise json.JSONDecodeError("Unterminated value", text, pos)


def import_file(deps: Deps, path: Path, progress: Progress | None = None) -> Summary:
    t0 = time.perf_counter()
    items = load_dump(path)
    progress = progress or Progress(len(items))
    summary = Summary(read=len(items))
    tz = deps.tz()
    now = deps.clock()
    raws, summary.refused, summary.skipped = raw.sort_out(items, tz, now)
    store = deps.store
    # Before anything new is kept: the one-time sweep then reads only what older versions kept.
    summary.set_aside = raw.make_safe(store)
    for start in range(0, len(raws), STORE_BATCH):
        with store.tx():
            summary.stored += raw.store_all(store, raws[start:start + STORE_BATCH])
        progress.store(min(start + STORE_BATCH, len(raws)))
    from dhandha.sms.notify import after_batch

    with store.journals_in_memory():  # the batch message marks thousands of rows in one statement
        summary.booked = ingest_pending(deps, batch=BOOK_BATCH, progress=progress.book)
        after_batch(deps)
    summary.reviews = old_reviews(deps)
    progress.close()
    summary.seconds = time.perf_counter() - t0
    return summary


def old_reviews(deps: Deps) -> list[str]:
    """Review items older than chat cares about: shown here, on the importer's terminal, once.

    Months of an old inbox can hold hundreds; riding three at a time on the owner's replies
    they would crowd the chat for weeks. Recent ones stay queued for the chat as usual.
    """
    from dhandha.clock import iso, local
    from dhandha.clock import parse_instant as when
    from dhandha.sms.notify import FRESH, snippet

    store = deps.store
    rows = store.sms_review_before(iso(deps.clock() - FRESH))
    with store.tx():
        store.sms_mark_reviewed([int(r["id"]) for r in rows])
    tz = deps.tz()
    return [f"{local(when(r['received_at']), tz):%d %b %Y} {r['sender']}: {snippet(r['body'])}" for r in rows]
