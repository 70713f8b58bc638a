"""The morning briefing: short, in the owner's language, once a day, and nothing told twice."""

from __future__ import annotations

import argparse
from datetime import timedelta

import pytest

from dhandha.brain import alerts, anomaly, briefing, calendar, pattern, promises
from dhandha.brain.briefing import WORD_LIMIT, compose
from dhandha.lang.detect import LANGS

from .conftest import at


def _busy_month(shop, store, clock) -> None:
    """A month of a shop with everything a briefing can mention."""
    for t in shop.every("2026-08-01 21:00", 31):
        shop.add("sale", 9000 if t.weekday() == 6 else 7000, when=t)
        shop.add("expense", 120, when=t - timedelta(hours=9))
    for i, name in enumerate(("Bablu", "Ramesh", "Joseph", "Lakshmi", "Farhan")):
        shop.add("udhaar_given", 1000 + 300 * i, name, f"2026-08-0{i + 2} 10:00")
    for t in shop.every("2026-08-05 19:00", 28, 7):  # Wednesday payer, due again on 2 Sep
        shop.add("udhaar_given", 400, "Sunita", t - timedelta(days=2))
        shop.add("payment_received", 400, "Sunita", t)
    shop.add("udhaar_given", 400, "Sunita", "2026-08-31 10:00")
    for i, name in enumerate(("Vikas", "Kamla")):
        shop.add("udhaar_given", 500, name, "2026-08-25 10:00")
        clock.set(at("2026-08-26 10:00"))
        with store.tx():
            store.intention_add(None, name, "2026-08-28", 50000, "pay", f"{name} bola Friday ko dega", "hinglish",
                                {"input": f"t:{i}"})
    with store.tx():
        store.intention_add(None, "Joseph", "2026-09-02", None, "pay", "Joseph kal dega", "en", {"input": "t:9"})
    shop.add("udhaar_given", 5000, "Ramesh", "2026-09-01 09:00")  # far above his usual? too little history
    shop.add("sale", 7000, when="2026-09-01 12:00")
    shop.add("sale", 7000, when="2026-09-01 12:40")  # a double-looking sale


def _sweeps(deps) -> None:
    for sweep in (pattern.sweep, anomaly.sweep, calendar.sweep, alerts.sweep):
        sweep(deps)


@pytest.fixture
def busy(shop, store, deps, clock):
    with store.tx():
        store.owner_update(region="Delhi", gst_filer="quarterly")
    _busy_month(shop, store, clock)
    clock.set(at("2026-09-02 07:50"))
    _sweeps(deps)
    clock.set(at("2026-09-02 08:00"))
    promises.check(store, clock(), "Asia/Kolkata")
    return deps


@pytest.mark.parametrize("lang", LANGS)
def test_under_150_words_in_every_language(busy, store, clock, lang):
    b = compose(store, clock(), "Asia/Kolkata", lang)
    assert b.words < WORD_LIMIT
    assert "Vikas" in b.text and "Kamla" in b.text  # broken promises are never trimmed away
    assert "Farhan" in b.text  # the most overdue
    assert "₹" in b.text


def test_what_the_english_briefing_says(busy, store, clock):
    text = compose(store, clock(), "Asia/Kolkata", "en").text
    assert text.splitlines() == [
        "🌅 Good morning!",
        "Yesterday: sales ₹14,000 (usual ₹7,000, +100%), expenses ₹0.",
        "Overdue: Farhan ₹2,200 (27 days), Lakshmi ₹1,900 (28 days), Joseph ₹1,600 (29 days)",
        "Expected today: Joseph (promised), Sunita",
        "Vikas promised ₹500 by 28 Aug; it did not come.",
        "Kamla promised ₹500 by 28 Aug; it did not come.",
        "Janmashtami in 2 days: stock up now (vrat food, milk, curd, butter, decorations).",
    ]


def test_trimmed_to_fit_when_there_is_too_much(busy, store, clock):
    for i in range(12):
        with store.tx():
            store.obs_add(type_="inference", content="x", properties={
                "kind": "broken_rhythm", "alert": "briefing", "name": f"Customer Number {i}", "rhythm": "weekly",
                "weekday": 2, "expected": "2026-08-26", "balance_paise": 123400}, confidence=0.9, source="heartbeat",
                provenance={}, dedup_key=f"many{i}")
    for lang in ("en", "ta", "ml"):
        b = compose(store, clock(), "Asia/Kolkata", lang)
        assert b.words < WORD_LIMIT


def test_sent_once_at_the_owners_time(busy, store, deps, clock, said):
    clock.set(at("2026-09-02 07:40"))
    assert briefing.sweep(deps).produced == 0
    clock.set(at("2026-09-02 08:05"))
    assert briefing.sweep(deps).produced == 1
    clock.set(at("2026-09-02 08:20"))
    assert briefing.sweep(deps).produced == 0
    [text] = said("briefing")
    assert "Vikas" in text
    row = store.q("SELECT * FROM outbox WHERE kind = 'briefing'")[0]
    assert (row["channel"], row["chat_id"], row["idem_key"]) == ("owner", "owner-chat", "briefing:2026-09-02")


def test_a_phone_asleep_all_morning_still_briefs_before_lunch_not_after(busy, store, deps, clock, said):
    clock.set(at("2026-09-02 15:00"))
    briefing.sweep(deps)
    assert said("briefing") == []
    clock.set(at("2026-09-03 13:30"))
    briefing.sweep(deps)
    assert len(said("briefing")) == 1


def test_tomorrow_does_not_repeat_what_was_told(busy, store, deps, clock, said):
    clock.set(at("2026-09-02 08:05"))
    briefing.sweep(deps)
    clock.set(at("2026-09-03 08:05"))
    briefing.sweep(deps)
    first, second = said("briefing")
    assert "Vikas promised" in first and "Vikas promised" not in second
    assert "Farhan" in second  # dues are the state of the books: shown while overdue


def test_the_morning_settles_promises_first(shop, store, deps, clock, said):
    shop.add("udhaar_given", 500, "Vikas", "2026-09-01 10:00")
    clock.set(at("2026-09-01 10:05"))
    with store.tx():
        store.intention_add(None, "Vikas", "2026-09-04", None, "pay", "Vikas bola Friday ko dega", "hinglish",
                            {"input": "x:1"})
    clock.set(at("2026-09-06 08:00"))  # the first morning after the day after the due day
    briefing.sweep(deps)
    assert "Vikas" in said("briefing")[0]


def test_dhandha_brief_prints_it(busy, store, monkeypatch, capsys):
    monkeypatch.setenv("DHANDHA_NOW", "2026-09-02T08:10:00+05:30")
    assert briefing.cmd_brief(argparse.Namespace()) == 0
    out = capsys.readouterr().out
    assert "Good morning" in out and "Farhan" in out


def test_dhandha_brief_prints_what_was_sent_once_it_was(busy, store, deps, clock, monkeypatch, capsys):
    clock.set(at("2026-09-02 08:05"))
    briefing.sweep(deps)
    monkeypatch.setenv("DHANDHA_NOW", "2026-09-02T09:00:00+05:30")
    assert briefing.cmd_brief(argparse.Namespace()) == 0
    assert capsys.readouterr().out.strip() == store.briefing_text("2026-09-02")
