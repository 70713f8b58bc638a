"""The briefing after a scripted day through the real chain: collections, dues, promises, bank entries."""

from __future__ import annotations

import asyncio
from datetime import datetime

import pytest

from dhandha.brain import promises
from dhandha.brain.briefing import WORD_LIMIT, compose
from dhandha.chain.pipeline import run_turn
from dhandha.chain.turn import Message
from dhandha.cli import main
from dhandha.clock import ManualClock, iso, zone
from dhandha.deps import Deps
from dhandha.lang.detect import LANGS
from dhandha.ledger.book import Where, book
from dhandha.ledger.steps import Party, Write
from dhandha.paths import db_path
from dhandha.reading import Record
from dhandha.sms.poller import absorb
from dhandha.store import Store

TZ = "Asia/Kolkata"

# (day of November 2026, time, what the owner says). Day 25 is the morning of the briefing.
SCRIPT = (
    (22, "10:00", "Rajan ko 2000 udhaar diya"),
    (22, "10:05", "Salim ko 1500 udhaar diya"),
    (22, "10:10", "Vikas ko 800 udhaar diya"),
    (22, "11:00", "Vikas bola kal 500 dega"),        # due the 23rd, never paid: broken by the 25th
    (24, "09:00", "Rajan ne 1500 diye"),
    (24, "10:00", "Salim ne 1000 diye"),              # ₹2,500 collected yesterday
    (24, "11:00", "aaj 3000 ka becha"),
    (24, "12:00", "chai nashta 120"),
    (24, "13:00", "Salim bola kal 500 dega"),         # due today
)
UNKNOWN_PAYER = ("VM-HDFCBK", "Credit Alert!\nRs.750.00 credited to HDFC Bank A/c XX3527 on 24-11-26 from VPA "
                              "someone.new@okicici (UPI 632915550001)")


def at(day: int, hhmm: str) -> datetime:
    hour, minute = (int(x) for x in hhmm.split(":"))
    return datetime(2026, 11, day, hour, minute, tzinfo=zone(TZ))


async def _play(store: Store, clock: ManualClock) -> None:
    deps = Deps(store=store, clock=clock, owner_chat="owner")
    for n, (day, hhmm, text) in enumerate(SCRIPT):
        clock.set(at(day, hhmm))
        await run_turn(deps, Message(text=text, chat_id="owner", channel="console", input_key=f"d:{n}",
                                     source="console"))
    # Dues with a stated date, booked through the one ledger function: a customer's udhaar due today
    # and a supplier's bill due yesterday.
    clock.set(at(22, "12:00"))
    book(store, [Write(Record("udhaar_given", 70_000, "Ramesh", due="2026-11-25"), Party(new_name="Ramesh")),
                 Write(Record("purchase", 600_000, "Om Sai Traders", on_credit=True, due="2026-11-24"),
                       Party(new_name="Om Sai Traders"))],
         Where(source="console", key="dues", at=clock(), tz=TZ))
    clock.set(at(24, "15:00"))
    absorb(deps, [{"_id": 1, "number": UNKNOWN_PAYER[0], "body": UNKNOWN_PAYER[1], "received": iso(clock())}])


@pytest.fixture
def day(_isolated_home):
    db_path().parent.mkdir(parents=True, exist_ok=True)
    clock = ManualClock(at(22, "08:00"))
    store = Store(db_path(), clock)
    asyncio.run(_play(store, clock))
    clock.set(at(25, "08:00"))
    promises.check(store, clock(), TZ)  # as the briefing sweep does first
    yield store, clock
    store.close()


def test_the_morning_after_says_what_came_in_what_is_due_and_who_promised(day, capsys, monkeypatch):
    store, clock = day
    store.close()
    monkeypatch.setenv("DHANDHA_NOW", iso(clock()))
    assert main(["brief"]) == 0
    text = capsys.readouterr().out.strip()
    lines = text.splitlines()
    assert lines[0] == "🌅 Namaste!"
    assert "Kal ki bikri ₹3,000, kharcha ₹120, vasooli ₹2,500." in lines
    assert "Lene-dene ki tareekh aayi: Om Sai Traders ₹6,000 (dena), Ramesh ₹700 (lena)" in lines
    assert "Aaj umeed: Salim (vaada)" in lines
    assert "Bank ki bina naam entry: 1 aaye ₹750. Kiske the?" in lines
    assert any(line.startswith("Vikas ne") and "vaada kiya tha, nahi aaya" in line for line in lines)
    assert len(text.split()) < WORD_LIMIT


def test_in_english(day):
    store, clock = day
    text = compose(store, clock(), TZ, "en").text
    assert "Yesterday: sales ₹3,000, expenses ₹120, collected ₹2,500." in text
    assert "Falls due: Om Sai Traders ₹6,000 (to pay), Ramesh ₹700 (to collect)" in text
    assert "Expected today: Salim (promised)" in text
    assert "Bank entries not explained yet: 1 in ₹750. Whose were they?" in text
    assert "Vikas promised ₹500" in text


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_says_it_all_within_the_limit(day, lang):
    store, clock = day
    b = compose(store, clock(), TZ, lang)
    assert b.words < WORD_LIMIT
    for must in ("₹3,000", "₹120", "₹2,500", "Om Sai Traders", "Ramesh", "Salim", "Vikas", "₹750"):
        assert must in b.text, (lang, must, b.text)
    assert "{" not in b.text and "None" not in b.text
