"""The forecast, the credit-risk note before new udhaar, and the week in a picture, through the real chain."""

from __future__ import annotations

import zlib
from pathlib import Path

from dhandha.heartbeat import run_sweep
from dhandha.reading import Intention, Query, Reading, Record


def rec(kind: str, name: str | None, rupees: int, **kw: object) -> Reading:
    return Reading("record", records=[Record(kind=kind, amount_paise=rupees * 100, counterparty=name, **kw)])


def say(shop, text: str, reading: Reading):  # noqa: ANN201
    shop.thinker.readings[text] = reading
    turn = shop.say(text)
    if turn.question is not None and turn.question.kind == "yes_no":
        turn = shop.say("haan")
    return turn


def test_forecast_lines_with_their_reasons(shop):
    # Meena pays every Monday; Salim promised for Friday; Om Sai's bill falls due in ten days.
    for week in range(6):
        say(shop, f"Meena ko 400 udhaar {week}", rec("udhaar_given", "Meena", 400))
        shop.clock.advance(hours=2)
        say(shop, f"Meena ne 400 diye {week}", rec("payment_received", "Meena", 400))
        shop.clock.advance(days=7, hours=-2)
    say(shop, "Meena ko 350 udhaar", rec("udhaar_given", "Meena", 350))
    say(shop, "Salim ko 900 udhaar", rec("udhaar_given", "Salim", 900))
    today = shop.deps.today()
    from datetime import timedelta

    friday = today + timedelta(days=(4 - today.weekday()) % 7 or 7)
    say(shop, "Salim Friday ko dega", Reading("promise", intentions=[Intention("Salim", friday.isoformat())]))
    due = (today + timedelta(days=10)).isoformat()
    say(shop, "Om Sai bill 7480", rec("purchase", "Om Sai Traders", 7480, on_credit=True, due=due))
    run_sweep(shop.deps, "pattern")
    t = say(shop, "is hafte kitna aana chahiye", Reading("query", query=Query("forecast")))
    assert "Salim ₹900 — vaada kiya hai" in t.reply
    assert "Meena ₹350 — aam taur par weekly dete hain" in t.reply
    assert "Om Sai Traders ₹7,480 — bill ki tareekh" in t.reply
    assert "aana chahiye ₹1,6" in t.reply or "aana chahiye ₹" in t.reply


def test_forecast_is_in_the_monday_briefing(shop):
    from dhandha.brain.briefing import compose

    say(shop, "Salim ko 900 udhaar", rec("udhaar_given", "Salim", 900))
    now = shop.clock()
    while shop.deps.today().weekday() != 0:
        shop.clock.advance(days=1)
    b = compose(shop.store, shop.clock(), "Asia/Kolkata", "hinglish")
    assert "Agle 14 din" in b.text
    shop.clock.set(now)


def test_risk_note_before_new_udhaar_never_a_refusal(shop):
    for i in range(3):
        say(shop, f"Rajan ko 300 udhaar {i}", rec("udhaar_given", "Rajan", 300))
        shop.clock.advance(days=3)
        say(shop, f"Rajan ne 300 diye {i}", rec("payment_received", "Rajan", 300))
        shop.clock.advance(days=4)
    quiet = say(shop, "Rajan ko 400 udhaar", rec("udhaar_given", "Rajan", 400))
    assert "⚠️" not in quiet.reply  # owing a usual order is nothing to remark on
    t = say(shop, "Rajan ko 900 udhaar", rec("udhaar_given", "Rajan", 900))
    assert [e.record.kind for e in t.effects] == ["udhaar_given"]  # written, never refused
    note = [line for line in t.reply.splitlines() if line.startswith("⚠️")]
    assert len(note) == 1 and "Rajan" in note[0] and "₹1,300" in note[0] and "guna" in note[0]
    again = say(shop, "Rajan ko 100 udhaar", rec("udhaar_given", "Rajan", 100))
    assert "⚠️" not in again.reply  # said once; not at every sale


def test_broken_promises_are_part_of_the_note(shop):
    from datetime import timedelta

    say(shop, "Vikas ko 500 udhaar", rec("udhaar_given", "Vikas", 500))
    due = shop.deps.today() + timedelta(days=1)
    say(shop, "Vikas kal dega", Reading("promise", intentions=[Intention("Vikas", due.isoformat())]))
    shop.clock.advance(days=3)
    run_sweep(shop.deps, "promises")
    t = say(shop, "Vikas ko 200 udhaar", rec("udhaar_given", "Vikas", 200))
    assert "vaada toota" in t.reply and [e.record.kind for e in t.effects] == ["udhaar_given"]


def test_week_in_a_picture(shop):
    say(shop, "aaj 8500 ka becha", rec("sale", None, 8500))
    say(shop, "Rajan ko 600 udhaar", rec("udhaar_given", "Rajan", 600))
    say(shop, "Rajan ne 250 diye", rec("payment_received", "Rajan", 250))
    t = say(shop, "hafte ka chart", Reading("query", query=Query("week_chart")))
    assert t.attachment is not None and t.attachment.kind == "photo"
    data = Path(t.attachment.path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    idat = data[data.index(b"IDAT") + 4: data.index(b"IEND") - 8]
    assert len(zlib.decompress(idat)) == height * (1 + 3 * width)
    assert "₹8,500" in t.reply and "₹600" in t.reply and "₹250" in t.reply
    assert "█" in t.reply  # the console's picture: Unicode bars beside the numbers
