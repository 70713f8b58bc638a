"""Payment reminders that reach the customer: drafted, held to the shop's manners, sent once, and judged.

Manners: at most one reminder per customer in three days, none in the owner's quiet hours, and a
ladder (gentle first; firm once a reminder since their last payment went unanswered). The text is
in the customer's language (theirs if known, the script of their name, else the owner's), short,
with what is due, their last payment and a UPI link to the owner's id.

Two ways out (`reminder_via`): a WhatsApp link the owner taps (the default; their tap sends it), or an
SMS through termux-sms-send after the owner's yes. An SMS whose fate is unknown (a timeout, a crash
mid-send) is never sent again by itself: it shows as not surely sent, and the owner decides.

Each reminder that went is judged after seven days: did a payment from them follow? The shares by
tone and by hour are what this shop has learned about asking for money.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from dhandha.brain.days import hhmm, in_window, minute_of_day
from dhandha.brain.outcome import Outcome
from dhandha.clock import iso, local, local_day, parse_instant
from dhandha.collect import upi
from dhandha.deps import Deps
from dhandha.store import Store

GAP = timedelta(days=3)  # one reminder per customer in this long
JUDGE_AFTER = timedelta(days=7)  # a payment within this long counts for the reminder
MIN_SAMPLES = 3  # a tone or an hour needs this many judged reminders before it is called best
HOURS = (("morning", 7, 12), ("afternoon", 12, 17), ("evening", 17, 24), ("night", 0, 7))

# Scripts of a name, and the language a reminder to that person is written in.
_SCRIPT_LANG = ((0x0900, "hi"), (0x0980, "bn"), (0x0A00, "pa"), (0x0A80, "gu"), (0x0B00, "or"), (0x0B80, "ta"),
                (0x0C00, "te"), (0x0C80, "kn"), (0x0D00, "ml"))
_OWN_SCRIPT = {**{lang: start for start, lang in _SCRIPT_LANG}, "mr": 0x0900}


@dataclass(frozen=True)
class Draft:
    contact_id: int
    name: str
    phone: str | None
    language: str
    tone: str  # gentle | firm
    via: str  # whatsapp | sms
    amount_paise: int
    text: str
    upi_link: str | None


@dataclass(frozen=True)
class Refusal:
    """Why no reminder now: a reply template and its values."""

    template: str
    values: dict[str, Any]


def customer_language(row: Any, owner_language: str) -> str:
    """The contact's language; else the script their name is written in; else the owner's."""
    if row["language"]:
        return str(row["language"])
    for ch in str(row["name"]):
        cp = ord(ch)
        for start, lang in _SCRIPT_LANG:
            if start <= cp < start + 0x80:
                # Marathi is written in Devanagari too: a name in the owner's own script is the owner's language.
                return owner_language if _OWN_SCRIPT.get(owner_language) == start else lang
    return owner_language


def quiet_now(deps: Deps, at: datetime) -> tuple[str, str] | None:
    """(start, end) of the owner's quiet hours when `at` falls inside them."""
    owner = deps.store.owner()
    start, end = str(owner["quiet_start"]), str(owner["quiet_end"])
    if in_window(minute_of_day(at, deps.tz()), hhmm(start), hhmm(end)):
        return start, end
    return None


def refusal(deps: Deps, contact_id: int, name: str, at: datetime) -> Refusal | None:
    """The shop's manners, before any draft: quiet hours, then one reminder in three days."""
    quiet = quiet_now(deps, at)
    if quiet is not None:
        return Refusal("collect.quiet", {"start": quiet[0], "end": quiet[1]})
    last = deps.store.reminder_last_went(contact_id)
    if last is not None:
        went = parse_instant(str(last["sent_at"] or last["approved_at"]))
        if at - went < GAP:
            tz = deps.tz()
            return Refusal("collect.too_soon", {"counterparty": name, "last_day": local_day(went, tz).isoformat(),
                                                "next_day": local_day(went + GAP, tz).isoformat()})
    return None


def tone_for(store: Store, contact_id: int) -> str:
    """Gentle first; firm once a reminder since their last payment went unanswered."""
    last_pay = store.last_payment_at(contact_id)
    return "firm" if store.reminders_went_since(contact_id, last_pay or "") else "gentle"


def draft(deps: Deps, contact_id: int, owner_language: str) -> Draft:
    from dhandha.lang.replies import render

    store = deps.store
    row = store.contact(contact_id)
    assert row is not None
    owner = store.owner()
    name = str(row["name"])
    lang = customer_language(row, owner_language)
    amount = int(row["balance_paise"])
    shop = str(owner["shop_name"] or owner["name"] or "")
    last = store.last_payment(contact_id)
    vpa = owner["upi_id"]
    link = None
    if vpa:
        note = f"{shop} - {name}" if shop else name
        link = upi.pay_link(str(vpa), shop or name, amount, note)
    tone = tone_for(store, contact_id)
    phone = row["phone"]
    via = deps.settings.reminder_via
    if via == "sms" and not phone:
        via = "whatsapp"  # no number to text: the owner picks the chat in WhatsApp
    text = render("collect.reminder", lang, tone=tone, name=name, shop=shop or "—", amount=amount,
                  last_amount=int(last["amount_paise"]) if last else None,
                  last_date=local_day(parse_instant(str(last["occurred_at"])), deps.tz()).isoformat() if last else None,
                  link=link)
    return Draft(contact_id, name, phone, lang, tone, via, amount, text, link)


# -- going out --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Went:
    """What became of one approved reminder, for the reply."""

    reminder_id: int
    counterparty: str
    status: str  # handed | sent | unsent | unknown | quiet | already
    via: str
    phone: str | None
    link: str | None = None  # the WhatsApp link to tap
    error: str | None = None


async def go_out(deps: Deps, reminder_id: int) -> Went:
    """Send one approved reminder, once: only a reminder still 'approved' goes; nothing is retried here.

    The database is touched on the caller's thread only; the SMS call (which may hang until its
    timeout) runs in a worker thread so the bot keeps answering meanwhile.
    """
    import asyncio

    store = deps.store
    r = store.reminder(reminder_id)
    assert r is not None
    name, via, phone = str(r["counterparty"]), str(r["via"]), r["phone"]
    now = deps.clock()
    if r["status"] != "approved":
        return Went(reminder_id, name, "already", via, phone,
                    upi_link_wa(phone, str(r["text"])) if via == "whatsapp" else None)
    quiet = quiet_now(deps, now)
    if quiet is not None:
        with store.tx():
            store.reminder_set(reminder_id, "unsent", error="quiet hours", only_from=("approved",))
        return Went(reminder_id, name, "quiet", via, phone, error=f"{quiet[0]}-{quiet[1]}")
    hour = local(now, deps.tz()).hour
    if via == "whatsapp":
        with store.tx():
            store.reminder_set(reminder_id, "handed", hour=hour, only_from=("approved",))
        return Went(reminder_id, name, "handed", via, phone, upi_link_wa(phone, str(r["text"])))
    # SMS: marked 'sending' (committed) before the call, so a crash mid-send leaves it visibly unsure.
    with store.tx():
        if not store.reminder_set(reminder_id, "sending", hour=hour, only_from=("approved",)):
            return Went(reminder_id, name, "already", via, phone)
    status, error = await asyncio.to_thread(_send_sms, deps.settings.device_timeout_seconds, str(phone),
                                            str(r["text"]))
    with store.tx():
        store.reminder_set(reminder_id, status, error=error, only_from=("sending",))
    return Went(reminder_id, name, status, via, phone, error=error)


def upi_link_wa(phone: str | None, text: str) -> str:
    return upi.whatsapp_link(phone, text)


def _send_sms(timeout: float, phone: str, text: str) -> tuple[str, str | None]:
    """(sent | unsent | unknown, why). A timeout or a failure after the call started may have sent it."""
    from dhandha import device

    try:
        device.sms_send(phone, text, timeout)
    except ValueError as exc:
        return "unsent", str(exc)[:200]
    except device.DeviceError as exc:
        surely_not = exc.kind in ("missing", "permission")
        return ("unsent" if surely_not else "unknown"), exc.kind
    return "sent", None


def again(deps: Deps, reminder_id: int) -> bool:
    """The owner said to send a not-surely-sent reminder again: it goes back to 'approved', once."""
    with deps.store.tx():
        return deps.store.reminder_set(reminder_id, "approved", only_from=("unsent", "unknown", "sending"))


# -- judging ----------------------------------------------------------------------------------------
def settle(deps: Deps) -> Outcome:
    """Judge every reminder whose week has passed, or that a payment already answered."""
    store, now = deps.store, deps.clock()
    paid = unpaid = 0
    with store.tx():
        for r in store.reminders_unsettled():
            went = parse_instant(str(r["sent_at"] or r["approved_at"]))
            hit = store.first_payment_from(int(r["contact_id"]), iso(went), iso(min(now, went + JUDGE_AFTER)))
            if hit is not None:
                store.reminder_settle(int(r["id"]), "paid", int(hit["id"]))
                paid += 1
            elif now - went >= JUDGE_AFTER:
                store.reminder_settle(int(r["id"]), "unpaid", None)
                unpaid += 1
    return Outcome(paid + unpaid, f"{paid} reminders answered by a payment, {unpaid} not within 7 days")


def sweep(deps: Deps) -> Outcome:
    return settle(deps)


def hour_bucket(hour: int | None) -> str:
    if hour is None:
        return "?"
    return next(name for name, lo, hi in HOURS if lo <= hour < hi)


def stats(store: Store) -> dict[str, Any]:
    """What reminders have done here: sent, paid within 7 days, by tone and by time of day."""
    rows = [r for r in store.reminders_all() if r["status"] in ("handed", "sending", "sent", "unknown")]
    judged = [r for r in rows if r["outcome"] is not None]

    def groups(key: Any) -> list[dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for r in judged:
            g = out.setdefault(key(r), {"key": key(r), "settled": 0, "paid": 0})
            g["settled"] += 1
            g["paid"] += r["outcome"] == "paid"
        return sorted(out.values(), key=lambda g: g["key"])

    by_tone = groups(lambda r: r["tone"])
    by_hour = groups(lambda r: hour_bucket(r["local_hour"]))
    best_tone, best_hour = _top(by_tone), _top(by_hour)
    waiting = [{"counterparty": r["counterparty"], "amount": int(r["amount_paise"]), "status": r["status"]}
               for r in store.reminders_not_out() if r["status"] != "approved"]
    return {"sent": len(rows), "settled": len(judged), "paid": sum(r["outcome"] == "paid" for r in judged),
            "by_tone": by_tone, "by_hour": by_hour, "best_tone": best_tone, "best_hour": best_hour,
            "waiting": waiting}


def _top(groups: list[dict[str, Any]]) -> str | None:
    """The tone or hour with the best share paid, among those judged at least MIN_SAMPLES times."""
    ok = [g for g in groups if g["settled"] >= MIN_SAMPLES]
    if not ok:
        return None
    return str(max(ok, key=lambda g: (g["paid"] / g["settled"], g["settled"]))["key"])


def first_unsent_day(deps: Deps, contact_id: int) -> date | None:
    last = deps.store.reminder_last_went(contact_id)
    if last is None:
        return None
    return local_day(parse_instant(str(last["sent_at"] or last["approved_at"])) + GAP, deps.tz())


def cmd_reminders(args: argparse.Namespace) -> int:
    """`dhandha reminders [--json]`: reminders sent, what followed, what works here, what is not surely out."""
    import json

    from dhandha.app import make_deps
    from dhandha.lang.replies import render

    deps = make_deps()
    try:
        settle(deps)
        s = stats(deps.store)
        if getattr(args, "json", False):
            print(json.dumps(s, ensure_ascii=False))
        else:
            print(render("collect.stats", deps.language(), **s))
    finally:
        deps.store.close()
    return 0
