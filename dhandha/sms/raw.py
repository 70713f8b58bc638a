"""Raw SMS as termux-sms-list prints them, kept exactly once before anything reads them.

The poller and the importer both come through here, so a message seen by both (the first
import of an old inbox, then the regular polls) is one row. Nothing is parsed here: a raw
row that is stored and never parsed is picked up by the next run, whatever killed this one.

Whatever a dump or the phone hands over is checked field by field before it is kept: a time
outside 2000-2099, an `_id` that is not a small non-negative integer, a sender or body that is
not text (an object, a list, a number), a body longer than any real SMS, bytes that are not
UTF-8. Such an item is refused alone, with its reason counted, and the rest of the batch goes
on; nothing kept can later stop a run. A text that carries an OTP, a password or a PIN is
never kept at all (see `secret.py`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from dhandha.clock import iso, zone

if TYPE_CHECKING:  # `sms parse` uses this module without any books
    from dhandha.store import Store

# Every time kept lies in these years, so no later date arithmetic (a dedup window, a local
# day) can overflow, whatever a dump claims.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(2100, 1, 1, tzinfo=UTC)
# A long multi-part SMS is about 1,600 characters; four thousand is already not a text message.
MAX_BODY_CHARS = 4000
MAX_SENDER_CHARS = 64
MAX_DEVICE_ID = 2**63 - 1  # SQLite's INTEGER
# The key `device.sms_list` puts on a message whose `_id` it could not read.
BAD_ID_KEY = "_bad_id"

# Why an item was refused, as `sms import` and `sms poll` count them.
BAD_ID = "bad _id"
BAD_TIME = "bad received time"
BAD_SENDER = "sender is not text"
BAD_BODY = "body is not text"
LONG_BODY = "body too long"
BAD_ENCODING = "not valid text"
SECRET = "OTP, password or PIN"
TOO_DEEP_TEXT = "nested too deep"
# What a reader puts in place of a message nested too deep to decode.
TOO_DEEP = {"_too_deep": True}


@dataclass
class Raw:
    device_id: int | None
    sender: str
    body: str
    received_at: str  # stored form: UTC ISO-8601

    @property
    def content_key(self) -> str:
        import hashlib  # here, not at the top: `sms parse` reads times without keeping anything

        # The normalised time, not the printed string: two app versions print it differently.
        text = f"{self.sender}\x1f{self.body}\x1f{self.received_at}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class Refused:
    """An item that is not kept, and why (one of the reasons above)."""

    reason: str


def parse_received(value: Any, tz: str = "Asia/Kolkata") -> datetime | None:
    """termux's "2026-11-01 09:00:00" (the phone's local time), an ISO string, or epoch
    milliseconds (or seconds); None for anything else, or a time outside 2000-2099."""
    at = _instant(value, tz)
    return at if at is not None and EARLIEST <= at < LATEST else None


def _instant(value: Any, tz: str) -> datetime | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        if not math.isfinite(value) or abs(value) > 10**15:
            return None
        seconds = value / 1000 if value > 10**11 else value
        try:
            return datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    if not isinstance(value, str) or len(value) > 40:
        return None
    text = value.strip()
    if text.isascii() and text.isdigit():
        return _instant(int(text), tz)
    try:
        at = datetime.fromisoformat(text.replace("Z", "+00:00"))
        if at.tzinfo is None:
            at = at.replace(tzinfo=zone(tz))
        return at.astimezone(UTC)
    except (ValueError, OverflowError):
        return None


def _device_id(value: Any) -> int | None | Refused:
    """termux's `_id`: a non-negative integer (digits in a string are accepted), else refused."""
    if value is None:
        return None
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 19:
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_DEVICE_ID:
        return value
    return Refused(BAD_ID)


def _text_ok(s: str) -> bool:
    """Encodable as UTF-8: a lone surrogate (a broken escape, or a byte that was not UTF-8) is not."""
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def from_termux(m: Any, tz: str, fallback: datetime) -> Raw | Refused | None:
    """One termux-sms-list object as a Raw; None when it is not a received SMS with text;
    Refused when a field is out of range or the text carries a secret.

    A dump made with `-t all` also holds the owner's own sent messages and drafts: a text the
    owner typed ("Rs 500 credited, check karo") is not a bank alert, whatever it says.
    """
    if m is TOO_DEEP:
        return Refused(TOO_DEEP_TEXT)
    if not isinstance(m, dict) or str(m.get("type", "inbox")).lower() not in ("inbox", "1"):
        return None
    body = m.get("body")
    if body is None or (isinstance(body, str) and not body.strip()):
        return None
    if not isinstance(body, str):
        return Refused(BAD_BODY)
    if len(body) > MAX_BODY_CHARS:
        return Refused(LONG_BODY)
    sender = m.get("address") or m.get("number") or m.get("sender") or ""
    if not isinstance(sender, str) or len(sender) > MAX_SENDER_CHARS:
        return Refused(BAD_SENDER)
    if not (_text_ok(body) and _text_ok(sender)):
        return Refused(BAD_ENCODING)
    device_id = Refused(BAD_ID) if BAD_ID_KEY in m else _device_id(m.get("_id"))
    if isinstance(device_id, Refused):
        return device_id
    at = fallback
    for key in ("received", "date"):  # a time that is there must be read; only none at all falls back
        if m.get(key) is not None:
            got = parse_received(m[key], tz)
            if got is None:
                return Refused(BAD_TIME)
            at = got
            break
    from dhandha.sms.secret import carries_secret

    if carries_secret(body):
        return Refused(SECRET)
    return Raw(device_id, sender.strip(), body, iso(at))


def sort_out(items: Iterable[Any], tz: str, fallback: datetime) -> tuple[list[Raw], Counter[str], int]:
    """The items to keep, the refused ones counted by reason, and how many were skipped."""
    raws: list[Raw] = []
    refused: Counter[str] = Counter()
    skipped = 0
    for m in items:
        r = from_termux(m, tz, fallback)
        if r is None:
            skipped += 1
        elif isinstance(r, Refused):
            refused[r.reason] += 1
        else:
            raws.append(r)
    return raws, refused, skipped


def make_safe(store: Store) -> int:
    """Before a run books anything: set aside rows kept (by older versions) with a time no run can
    work with, and, once per store, forget the secrets older versions kept. How many were set aside."""
    from dhandha.store.sms import SECRETS_SWEPT

    with store.tx():
        set_aside = store.sms_set_aside_bad_times(iso(EARLIEST), iso(LATEST))
        if not store.kv_get(SECRETS_SWEPT):
            from dhandha.sms.secret import carries_secret

            rows = store.sms_bodies_without_entry()
            store.sms_forget([int(r["id"]) for r in rows if carries_secret(str(r["body"]))])
            store.kv_set(SECRETS_SWEPT, "1")
    return set_aside


def store_all(store: Store, raws: Iterable[Raw]) -> int:
    """Keep each message once; how many were new. The caller holds the transaction."""
    return store.sms_store_raws([(r.device_id, r.sender, r.body, r.received_at, r.content_key) for r in raws])
