"""Reminders through the real chain: drafted, shown word for word, approved by button or word, sent once."""

from __future__ import annotations

from urllib.parse import parse_qs, unquote, urlsplit

import pytest

from dhandha.chain.turn import Choice
from dhandha.reading import Reading, Record
from tests.fakes.termux import FakeTermux


def udhaar(name: str, rupees: int) -> Reading:
    return Reading("record", records=[Record(kind="udhaar_given", amount_paise=rupees * 100, counterparty=name)])


def paid(name: str, rupees: int) -> Reading:
    return Reading("record", records=[Record(kind="payment_received", amount_paise=rupees * 100, counterparty=name)])


@pytest.fixture
def rajan(shop):
    shop.thinker.readings.update({
        "Rajan ko 2350 udhaar": udhaar("Rajan", 2350),
        "Rajan ko yaad dilao": Reading("remind", remind="Rajan"),
        "mera UPI": Reading("setting"),  # placeholder, the think stage reads the VPA itself
    })
    shop.say("Rajan ko 2350 udhaar")
    with shop.store.tx():
        shop.store.x("UPDATE contacts SET phone = '98765 43210' WHERE name = 'Rajan'")
    return shop


def reminders(shop):
    return shop.store.q("SELECT * FROM reminders ORDER BY id")


def test_upi_id_is_set_by_words_and_a_yes(rajan):
    t = rajan.say("mera UPI suresh.k@okaxis hai")
    assert t.question is not None and "suresh.k@okaxis" in t.reply
    assert rajan.store.owner()["upi_id"] is None  # nothing until the yes
    t = rajan.say("haan")
    assert rajan.store.owner()["upi_id"] == "suresh.k@okaxis"
    assert "suresh.k@okaxis" in t.reply


def test_a_payment_naming_a_vpa_is_not_a_setting(rajan):
    rajan.thinker.readings["Rajan ne rajan@okaxis se 500 UPI kiye"] = paid("Rajan", 500)
    t = rajan.say("Rajan ne rajan@okaxis se 500 UPI kiye")
    assert t.reading is not None and t.reading.intent == "record"


def _with_upi(shop):
    with shop.store.tx():
        shop.store.owner_update(upi_id="suresh.k@okaxis")


def test_draft_is_shown_exactly_then_a_button_hands_over_the_whatsapp_link(rajan):
    _with_upi(rajan)
    t = rajan.say("Rajan ko yaad dilao")
    assert t.question is not None and t.question.kind == "yes_no"
    step = t.plan[0]
    # The owner sees the customer's text word for word, and nothing has gone anywhere yet.
    assert step.text in t.reply
    assert "₹2,350" in step.text and "Suresh Kirana" in step.text
    assert t.attachment is not None and t.attachment.kind == "photo"  # the UPI QR code
    assert reminders(rajan) == []
    t = rajan.say("", choice=Choice(t.question.nonce, "yes"))
    rows = reminders(rajan)
    assert len(rows) == 1 and rows[0]["status"] == "handed" and rows[0]["text"] == step.text
    link = t.links[0].url
    parts = urlsplit(link)
    assert parts.scheme == "https" and parts.netloc == "wa.me" and parts.path == "/919876543210"
    text = parse_qs(parts.query)["text"][0]
    assert text == step.text  # only that text
    assert " " not in parts.query and "+" not in parts.query  # every space percent-encoded
    upi = next(line for line in text.splitlines() if line.startswith("UPI: "))[5:]
    u = urlsplit(upi)
    q = parse_qs(u.query)
    assert u.scheme == "upi" and u.netloc == "pay"
    assert q == {"pa": ["suresh.k@okaxis"], "pn": ["Suresh Kirana"], "am": ["2350.00"], "cu": ["INR"],
                 "tn": ["Suresh Kirana - Rajan"]}
    assert "%20" in upi and " " not in upi  # the note and name encoded
    # Pressing again (or a replayed press) sends nothing more.
    again = rajan.say("", choice=Choice(rajan.store.q("SELECT nonce FROM pending_actions")[0]["nonce"], "yes"))
    assert again.halt is not None and len(reminders(rajan)) == 1


def test_names_and_notes_with_odd_characters_are_encoded(rajan):
    with rajan.store.tx():
        rajan.store.owner_update(upi_id="suresh.k@okaxis", shop_name="Sharma & Sons #1")
    t = rajan.say("Rajan ko yaad dilao")
    upi = t.plan[0].upi_link
    q = parse_qs(urlsplit(upi).query)
    assert q["pn"] == ["Sharma & Sons #1"] and q["tn"] == ["Sharma & Sons #1 - Rajan"]
    assert "&" not in unquote(upi.split("pn=")[1].split("&")[0]).replace("Sharma & Sons #1", "")


def test_approved_by_word(rajan):
    rajan.say("Rajan ko yaad dilao")
    t = rajan.say("haan")
    assert [r["status"] for r in reminders(rajan)] == ["handed"]
    assert t.links and t.links[0].url.startswith("https://wa.me/919876543210?text=")


def test_no_means_nothing_goes(rajan):
    rajan.say("Rajan ko yaad dilao")
    rajan.say("nahi")
    assert reminders(rajan) == []


def test_second_request_within_three_days_is_refused_with_the_reason(rajan):
    rajan.say("Rajan ko yaad dilao")
    rajan.say("haan")
    rajan.clock.advance(days=2)
    t = rajan.say("Rajan ko yaad dilao")
    assert t.halt is not None and t.halt.reason == "collect.too_soon"
    assert "3 din" in t.reply and t.question is None
    rajan.clock.advance(days=1, hours=1)
    t = rajan.say("Rajan ko yaad dilao")
    assert t.question is not None
    # The ladder: the second reminder since their last payment is firm.
    assert t.plan[0].tone == "firm" and "jaldi" in t.plan[0].text


def test_a_payment_resets_the_ladder(rajan):
    rajan.thinker.readings["Rajan ne 500 diye"] = paid("Rajan", 500)
    rajan.say("Rajan ko yaad dilao")
    rajan.say("haan")
    rajan.clock.advance(days=4)
    rajan.say("Rajan ne 500 diye")
    t = rajan.say("Rajan ko yaad dilao")
    assert t.plan[0].tone == "gentle" and "₹1,850" in t.plan[0].text and "₹500" in t.plan[0].text


def test_quiet_hours_are_respected(rajan):
    rajan.clock.set(rajan.clock().replace(hour=17, minute=0))  # 22:30 in the shop
    t = rajan.say("Rajan ko yaad dilao")
    assert t.halt is not None and t.halt.reason == "collect.quiet" and "22:00" in t.reply
    assert reminders(rajan) == []


def test_approval_that_lands_in_quiet_hours_sends_nothing(rajan):
    rajan.clock.set(rajan.clock().replace(hour=16, minute=20))  # 21:50
    rajan.say("Rajan ko yaad dilao")
    rajan.clock.set(rajan.clock().replace(hour=16, minute=35))  # 22:05
    t = rajan.say("haan")
    assert [r["status"] for r in reminders(rajan)] == ["unsent"] and not t.links


def test_customer_language_from_the_name_script(shop):
    shop.thinker.readings["முத்து 500 கடன்"] = udhaar("முத்து", 500)
    shop.thinker.readings["remind muthu"] = Reading("remind", remind="முத்து")
    shop.say("முத்து 500 கடன்")
    t = shop.say("remind muthu")
    assert "வணக்கம்" in t.plan[0].text and t.plan[0].language == "ta"
    assert "Send it?" in t.reply  # the owner is asked in the language they wrote in


def test_nothing_due_is_not_reminded(shop):
    shop.thinker.readings["x"] = Reading("remind", remind="Rajan")
    shop.thinker.readings["Rajan ko 100 udhaar"] = udhaar("Rajan", 100)
    shop.thinker.readings["Rajan ne 100 diye"] = paid("Rajan", 100)
    shop.say("Rajan ko 100 udhaar")
    shop.say("Rajan ne 100 diye")
    t = shop.say("x")
    assert t.halt is not None and t.halt.reason == "collect.nothing_due" and t.question is None


# -- SMS: sent once after the yes; a hang or a failure is visibly unsent and waits for the owner -----------
@pytest.fixture
def by_sms(rajan, tmp_path, monkeypatch):
    rajan.deps.settings = rajan.deps.settings.model_copy(update={"reminder_via": "sms",
                                                                   "device_timeout_seconds": 1.0})
    fake = FakeTermux(tmp_path / "termux")
    fake.install(monkeypatch)
    rajan.fake = fake
    return rajan


def test_sms_goes_once_after_the_yes(by_sms):
    by_sms.fake.sms_send("ok")
    t = by_sms.say("Rajan ko yaad dilao")
    text = t.plan[0].text
    assert by_sms.fake.sent() == []
    t = by_sms.say("haan")
    assert by_sms.fake.sent() == [{"number": "9876543210", "text": text}]
    assert [r["status"] for r in reminders(by_sms)] == ["sent"] and "✅" in t.reply
    by_sms.say("haan")  # a second yes has nothing to carry out
    assert len(by_sms.fake.sent()) == 1


@pytest.mark.parametrize("variant,status", [("hang", "unknown"), ("fail", "unknown"), ("permission", "unsent")])
def test_a_send_that_hangs_or_fails_is_visibly_unsent_and_not_retried_without_the_owner(by_sms, variant, status):
    by_sms.fake.sms_send(variant)
    by_sms.say("Rajan ko yaad dilao")
    t = by_sms.say("haan")
    assert [r["status"] for r in reminders(by_sms)] == [status]
    assert t.question is not None and "❗" in t.reply and "Dobara bhejun?" in t.reply
    # Time passes, sweeps run: nothing sends it again by itself.
    from dhandha.heartbeat import run_all

    by_sms.fake.sms_send("ok")
    by_sms.clock.advance(hours=1)
    run_all(by_sms.deps)
    assert by_sms.fake.sent() == []
    # The three-day rule counts a reminder whose fate is unknown, but not one surely unsent.
    t2 = by_sms.say("Rajan ko yaad dilao")
    assert (t2.halt is not None and t2.halt.reason == "collect.too_soon") == (status == "unknown")


def test_the_owner_decides_to_send_again(by_sms):
    by_sms.fake.sms_send("fail")
    by_sms.say("Rajan ko yaad dilao")
    by_sms.say("haan")
    by_sms.fake.sms_send("ok")
    t = by_sms.say("haan")  # "Dobara bhejun?" — yes
    assert len(by_sms.fake.sent()) == 1 and [r["status"] for r in reminders(by_sms)] == ["sent"]
    assert "✅" in t.reply


def test_outcome_is_judged_and_learned(rajan):
    from dhandha.collect.reminders import settle, stats

    rajan.thinker.readings["Rajan ne 500 diye"] = paid("Rajan", 500)
    rajan.say("Rajan ko yaad dilao")
    rajan.say("haan")
    rajan.clock.advance(days=2)
    rajan.say("Rajan ne 500 diye")
    settle(rajan.deps)
    s = stats(rajan.store)
    assert s["sent"] == 1 and s["settled"] == 1 and s["paid"] == 1
    assert s["by_tone"] == [{"key": "gentle", "settled": 1, "paid": 1}]
    assert s["by_hour"][0]["key"] == "morning"
    rajan.clock.advance(days=3)
    rajan.say("Rajan ko yaad dilao")
    rajan.say("haan")
    rajan.clock.advance(days=7, seconds=10)
    settle(rajan.deps)
    s = stats(rajan.store)
    assert s["settled"] == 2 and s["paid"] == 1


def test_a_devanagari_name_at_a_marathi_shop_is_reminded_in_marathi():
    from dhandha.collect.reminders import customer_language

    assert customer_language({"language": None, "name": "देशमुख"}, "mr") == "mr"
    assert customer_language({"language": None, "name": "देशमुख"}, "hinglish") == "hi"
    assert customer_language({"language": None, "name": "முத்து"}, "mr") == "ta"
    assert customer_language({"language": "gu", "name": "देशमुख"}, "mr") == "gu"
