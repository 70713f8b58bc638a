"""Raw SMS as termux-sms-list prints them, kept exactly once before anything reads them.

The poller and the importer both come through here, so a message seen by both (the first
import of an old inbox, then the regular polls) is one row. Nothing is parsed here: a raw
row that is stored and never parsed is picked up by the next run, whatever killed this one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from dhandha.clock import iso, zone

if TYPE_CHECKING:  # `sms parse` uses this module without any books
    from dhandha.store import Store


@dataclass
class Raw:
    device_id: int | None
    sender: str
    body: str
    received_at: str  # stored form: UTC ISO-8601

    @property
    def content_key(self) -> str:
        # The normalised time, not the printed string: two app versions print it differently.
        text = f"{self.sender}\x1f{self.body}\x1f{self.received_at}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def parse_received(value: Any, tz: str = "Asia/Kolkata") -> datetime | None:
    """termux's "2026-11-01 09:00:00" (the phone's local time), an ISO string, or epoch milliseconds."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        seconds = value / 1000 if value > 10**11 else value
        try:
            return datetime.fromtimestamp(seconds, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    text = str(value).strip()
    if text.isdigit():
        return parse_received(int(text), tz)
    try:
        at = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if at.tzinfo is None:
        at = at.replace(tzinfo=zone(tz))
    return at.astimezone(UTC)


def from_termux(m: Any, tz: str, fallback: datetime) -> Raw | None:
    """One termux-sms-list object as a Raw; None when it is not a received SMS with text.

    A dump made with `-t all` also holds the owner's own sent messages and drafts: a text the
    owner typed ("Rs 500 credited, check karo") is not a bank alert, whatever it says.
    """
    if not isinstance(m, dict) or str(m.get("type", "inbox")).lower() not in ("inbox", "1"):
        return None
    body = m.get("body")
    if not isinstance(body, str) or not body.strip():
        return None
    sender = m.get("address") or m.get("number") or m.get("sender") or ""
    at = parse_received(m.get("received"), tz) or parse_received(m.get("date"), tz) or fallback
    device_id = m.get("_id")
    try:
        device_id = int(device_id) if device_id is not None else None
    except (TypeError, ValueError):
        device_id = None
    return Raw(device_id, str(sender).strip(), body, iso(at))


def store_all(store: Store, raws: Iterable[Raw]) -> int:
    """Keep each message once; how many were new. The caller holds the transaction."""
    new = 0
    for r in raws:
        if store.sms_store_raw(r.device_id, r.sender, r.body, r.received_at, r.content_key) is not None:
            new += 1
    return new
