"""Drafting a payment reminder; it goes out only after the owner says yes to exactly this text.

The owner sees the reminder word for word as the customer will (with its QR code attached), and the
way it will go. Refused with the reason, before any draft: in the owner's quiet hours, or within three
days of the last reminder to the same person. The going out itself is in dhandha/collect/reminders.py.
"""

from __future__ import annotations

from dhandha.chain import contacts
from dhandha.chain.asking import ask
from dhandha.chain.turn import Halt, Turn
from dhandha.deps import Deps
from dhandha.ledger.steps import SendReminder


def plan_reminder(turn: Turn, deps: Deps, name: str) -> None:
    from dhandha.collect import reminders
    from dhandha.lang.replies import render

    store = deps.store
    who = contacts.resolve(store, name)
    if who.contact_id is None:
        turn.halt = Halt("unknown_contact", {"name": name})
        return
    row = store.contact(who.contact_id)
    assert row is not None
    balance = int(row["balance_paise"])
    if balance <= 0:
        turn.halt = Halt("collect.nothing_due", {"counterparty": who.name, "balance": balance})
        return
    no = reminders.refusal(deps, who.contact_id, who.name, turn.received_at)
    if no is not None:
        turn.halt = Halt(no.template, no.values)
        return
    d = reminders.draft(deps, who.contact_id, turn.language)
    step = SendReminder(d.contact_id, d.name, d.phone, d.text, d.amount_paise, via=d.via, tone=d.tone,
                        language=d.language, upi_link=d.upi_link)
    turn.plan = [step]
    preview = render("collect.preview", turn.language, counterparty=d.name, text=d.text, via=d.via, phone=d.phone,
                     tone=d.tone, no_upi=d.upi_link is None)
    if d.upi_link:
        from dhandha.collect.qr import qr_file
        from dhandha.outgoing import Attachment

        turn.attachment = Attachment("photo", str(qr_file(d.upi_link)), "upi-qr.png")
    ask(turn, deps, "remind_send", {"counterparty": d.name, "text": d.text}, plan=turn.plan, text=preview)


def plan_upi(turn: Turn, deps: Deps, vpa_text: str) -> None:
    """"mera UPI suresh@okaxis": shown back and saved only after a yes (payment links will carry it)."""
    from dhandha.collect.upi import clean_vpa
    from dhandha.lang.replies import render
    from dhandha.ledger.steps import SetOwner

    vpa = clean_vpa(vpa_text)
    if vpa is None:
        turn.halt = Halt("not_understood")
        return
    turn.plan = [SetOwner("upi_id", vpa)]
    ask(turn, deps, "confirm_setting", {"vpa": vpa}, plan=turn.plan,
        text=render("collect.upi_confirm", turn.language, vpa=vpa))


def went_out(turn: Turn, deps: Deps, went: object) -> None:
    """Say what became of an approved reminder; one that did not surely go asks the owner what now."""
    from dhandha.chain.turn import Answer
    from dhandha.collect.reminders import Went
    from dhandha.lang.replies import render
    from dhandha.ledger.steps import ResendReminder
    from dhandha.outgoing import Button

    assert isinstance(went, Went)
    lang = turn.language
    if went.link and went.status in ("handed", "already"):
        turn.answers.append(Answer("collect.handed", {"counterparty": went.counterparty, "phone": went.phone}))
        turn.links.append(Button(render("collect.button_whatsapp", lang, counterparty=went.counterparty)[:60],
                                 url=went.link))
    elif went.status == "sent":
        turn.answers.append(Answer("collect.sent", {"counterparty": went.counterparty, "phone": went.phone}))
    elif went.status == "quiet":
        start, _, end = (went.error or "-").partition("-")
        turn.answers.append(Answer("collect.quiet_not_sent", {"counterparty": went.counterparty, "start": start,
                                                              "end": end}))
    elif went.status in ("unsent", "unknown"):
        text = render("collect.not_sent", lang, counterparty=went.counterparty, status=went.status, error=went.error)
        ask(turn, deps, "remind_resend", {"counterparty": went.counterparty}, plan=[ResendReminder(went.reminder_id)],
            text=text)
