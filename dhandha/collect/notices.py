"""UPI apps' payment notifications (GPay, PhonePe, Paytm for Business, BharatPe) as a witness of money.

Read with termux-notification-list where the phone allows it (Termux:API needs notification access),
kept raw like bank SMS (a re-read stores nothing twice), parsed, and then either joined to the entry
the same payment already has (a bank SMS, or the owner's words) or booked as its own entry: a payment
of the contact the app names beyond doubt, else an unexplained bank entry until the owner says.
Promotions, requests, failures and reminders are kept but ignored.
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from dhandha.clock import iso, parse_instant
from dhandha.deps import Deps
from dhandha.money import to_paise

log = logging.getLogger("dhandha.notices")

APPS = {
    "com.google.android.apps.nbu.paisa.user": "gpay", "com.google.android.apps.nbu.paisa.merchant": "gpay",
    "com.phonepe.app": "phonepe", "com.phonepe.app.business": "phonepe", "com.phonepe.merchant": "phonepe",
    "com.paytm.business": "paytm", "net.one97.paytm": "paytm",
    "com.bharatpe.app": "bharatpe", "com.bharatpe.merchant": "bharatpe",
}
# The same words from the same app within this long are the app re-posting one notification.
REPOST = timedelta(minutes=30)
APP_NAMES = {"gpay": "GPay", "phonepe": "PhonePe", "paytm": "Paytm", "bharatpe": "BharatPe"}

_AMOUNT = re.compile(r"(?:₹|rs\.?|inr)\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)", re.IGNORECASE)
_NOT_MONEY = re.compile(r"cashback|reward|offer|request(?:ed|s)?\b|collect|remind|fail|declin|pending|"
                        r"scratch|coupon|win\b|expir|due\b|recharge|bill\b|limit|kyc|statement|settle", re.IGNORECASE)
_IN = re.compile(r"received|paid you|sent you|credited|got\b|payment of", re.IGNORECASE)
_OUT = re.compile(r"you paid|paid to|sent to|debited|payment to", re.IGNORECASE)
_FROM = re.compile(r"\bfrom\s+(.+?)(?:\s+(?:on|via|for|to|at|upi|ref|utr|rrn)\b|[.,;|]|$)", re.IGNORECASE)
_TO = re.compile(r"\bto\s+(.+?)(?:\s+(?:on|via|for|from|at|upi|ref)\b|[.,;|]|$)", re.IGNORECASE)
_PAID_YOU = re.compile(r"^(.+?)\s+(?:has\s+)?(?:paid|sent)\s+you\b", re.IGNORECASE)
_REF = re.compile(r"(?:upi\s*ref(?:erence)?|utr|ref(?:erence)?)\.?\s*(?:no\.?|id|number)?\s*[:#-]?\s*([0-9]{10,16})",
                  re.IGNORECASE)


@dataclass(frozen=True)
class Notice:
    app: str
    direction: str  # credit | debit
    amount_paise: int
    payer: str | None  # the other party as the app names them
    ref: str | None


def parse_notice(app: str, title: str | None, text: str) -> Notice | None:
    """A payment the notification tells of, or None (a promotion, a request, a failure, not money)."""
    whole = " ".join(x for x in (title, text) if x).strip()
    if not whole or _NOT_MONEY.search(whole):
        return None
    m = _AMOUNT.search(whole)
    if m is None:
        return None
    try:
        paise = to_paise(m.group(1).replace(",", ""))
    except ValueError:
        return None
    if paise <= 0:
        return None
    out, inn = _OUT.search(whole), _IN.search(whole)
    if inn and not out:
        direction = "credit"
    elif out and not inn:
        direction = "debit"
    else:
        return None  # says both or neither: not sure which way the money went
    payer = _party(text or whole, title, direction)
    ref = _REF.search(whole)
    return Notice(app, direction, paise, payer, ref.group(1) if ref else None)


def _party(body: str, title: str | None, direction: str) -> str | None:
    """The other party: "X paid you", "from X", "to X" in the text, else a title that is only a name."""
    if direction == "credit":
        m = _PAID_YOU.search(text_without_amount(body)) or _FROM.search(body)
    else:
        m = _TO.search(body)
    if m is None and title and not _AMOUNT.search(title) and not _IN.search(title) and not _OUT.search(title):
        return title.strip() or None  # "Rajan Kumar" as the title, "Paid you ₹500" as the text
    if m is None:
        return None
    name = _AMOUNT.sub("", m.group(1)).strip(" .,-:")
    return name or None


def text_without_amount(text: str) -> str:
    return _AMOUNT.sub("", text).strip()


# -- the phone's notifications, kept and booked -----------------------------------------------------
def key_of(n: dict[str, Any], app: str, posted: str) -> str:
    raw = f"{app}|{n.get('key') or n.get('id')}|{posted}|{n.get('title')}|{n.get('content')}"
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


def posted_at(n: dict[str, Any], fallback: datetime) -> str:
    when = n.get("when")
    try:
        if isinstance(when, int | float) and not isinstance(when, bool):
            return iso(datetime.fromtimestamp(when / 1000 if when > 10**11 else when, UTC))
        if isinstance(when, str) and when.strip():
            return iso(parse_instant(when))
    except (ValueError, OverflowError, OSError):
        pass
    return iso(fallback)


def keep(deps: Deps, items: list[dict[str, Any]]) -> int:
    """Keep the payment apps' notifications among `items`; returns how many were new."""
    store = deps.store
    new = 0
    with store.tx():
        for n in items:
            app = APPS.get(str(n.get("packageName") or ""))
            if app is None:
                continue
            posted = posted_at(n, deps.clock())
            title = str(n.get("title") or "")[:300] or None
            body = str(n.get("content") or "")[:1000]
            if store.notice_store(key_of(n, app, posted), app, title, body, posted) is not None:
                new += 1
    return new


def ingest(deps: Deps) -> dict[str, int]:
    """Book or join every kept notification not yet done; safe to run again at any time."""
    from dhandha.collect.evidence import Witness, find_entry, link_reason, offer_unmerge
    from dhandha.ledger.book import Where, book
    from dhandha.ledger.steps import Party, Write
    from dhandha.reading import Record
    from dhandha.sms.match import Matcher

    store = deps.store
    counts = {"logged": 0, "unassigned": 0, "linked": 0, "ignored": 0}
    matcher = Matcher(store)
    lang = deps.language()
    with store.tx():
        for row in store.notices_new():
            p = parse_notice(str(row["app"]), row["title"], str(row["body"]))
            nid = int(row["id"])
            if p is None:
                store.notice_set(nid, state="ignored", reason="not a payment", entry_id=None)
                counts["ignored"] += 1
                continue
            at = parse_instant(str(row["posted_at"]))
            credit = p.direction == "credit"
            again = store.notice_same_text(nid, str(row["app"]), row["title"], str(row["body"]),
                                           iso(at - REPOST), iso(at + REPOST))
            if again is not None:  # the app posted the same words again (updated, re-shown): one payment
                store.notice_set(nid, state="linked", reason=f"same notification as {again['id']}",
                                 entry_id=int(again["entry_id"]), direction=p.direction,
                                 amount_paise=p.amount_paise, payer=p.payer, ref=p.ref)
                store.notices_mark_told([nid])
                counts["linked"] += 1
                continue
            w = Witness(f"notice:{nid}", credit, p.amount_paise, at, p.ref, (p.payer,) if p.payer else ())
            hit = find_entry(store, w, matcher)
            if hit is not None:
                store.notice_set(nid, state="linked", reason=link_reason(hit), entry_id=int(hit["id"]),
                                 direction=p.direction, amount_paise=p.amount_paise, payer=p.payer, ref=p.ref)
                counts["linked"] += 1
                if str(hit["source"]) in ("console", "telegram", "voice"):
                    text = offer_unmerge(store, deps.owner_chat, w.evidence, int(hit["id"]), p.amount_paise, p.payer,
                                         hit.get("counterparty"), APP_NAMES.get(p.app, p.app), lang, deps.clock(),
                                         12 * 60)
                    if text:
                        store.outbox_add(f"notice_link:{nid}", "owner", deps.owner_chat, "sms_batch", text)
                continue
            m = matcher.match([p.payer]) if p.payer else None
            party = Party()
            if m is not None and m.confident and (m.role in ("customer", None) if credit else m.role == "supplier"):
                rec = Record(kind="payment_received" if credit else "payment_made", amount_paise=p.amount_paise,
                             counterparty=m.name)
                party = Party(contact_id=m.contact_id)
            else:
                rec = Record(kind="unexplained_in" if credit else "unexplained_out", amount_paise=p.amount_paise)
            note = f"{'from' if credit else 'to'} {p.payer} ({APP_NAMES.get(p.app, p.app)})" \
                if p.payer and party.contact_id is None else None
            booking = book(store, [Write(rec, party, note)],
                           Where(source="notification", key=f"notice:{nid}", at=at, tz=deps.tz(), language=lang))
            state = "logged" if party.contact_id is not None else "unassigned"
            store.notice_set(nid, state=state, reason=None, entry_id=booking.effects[0].entry_id,
                             direction=p.direction, amount_paise=p.amount_paise, payer=p.payer, ref=p.ref)
            counts[state] += 1
    return counts


def poll(deps: Deps) -> dict[str, int] | str:
    """Read the phone's notifications once, keep the payment apps' ones, book them; an error line if not."""
    from dhandha import device

    try:
        items = device.notification_list(deps.settings.device_timeout_seconds)
    except device.DeviceError as err:
        log.warning("notifications not read: %s", err)
        return f"{err.kind}: {err}"
    keep(deps, items)
    return ingest(deps)
