"""A number the reader is not sure of is asked, never normalised (docs/reading-guide.md, "Amounts").

A sign ("-500"), an exponent ("1e308") or a fraction of a paisa ("500.005") is not a plain amount: the
owner is asked, and nothing is written until the answer. These run through the public `dhandha chat
--json` command, where each of them once wrote an entry.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from dhandha.reading import PendingQuestion
from tests.think._rules import read, rec


def _chat(*lines: str) -> list[dict]:
    env = {**os.environ, "DHANDHA_NOW": "2026-11-20T10:00:00+05:30"}
    done = subprocess.run([sys.executable, "-m", "dhandha", "chat", "--json"], input=("\n".join(lines) + "\n").encode(),
                          capture_output=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    return [json.loads(x) for x in done.stdout.decode().splitlines()]


@pytest.mark.parametrize(("message", "said"), [
    ("Ramesh ko -500 udhaar", "-500"),
    ("1e308 ki sale", "1e308"),
    ("500.005 ki sale", "500.005"),
])
def test_a_sign_an_exponent_or_a_fraction_of_a_paisa_is_asked_through_chat(message, said):
    turn = _chat(message)[0]
    assert turn["executed"] == [], turn
    assert turn["pending"] and turn["pending"][0]["amount"] is None, turn
    assert said in turn["reply"], turn  # the question shows the number as the owner wrote it


def test_the_answer_to_the_question_completes_the_entry_through_chat():
    turns = _chat("Ramesh ko -500 udhaar", "500")
    assert turns[1]["executed"] == [{"kind": "udhaar_given", "amount": 500, "counterparty": "Ramesh",
                                     "date": "2026-11-20"}]


def test_an_invisible_joiner_inside_a_number_is_read_through_chat():
    turn = _chat("Ramesh ko 5\u200d00 udhaar")[0]
    entry = {"kind": "udhaar_given", "amount": 500, "counterparty": "Ramesh", "date": "2026-11-20"}
    # Written, or shown back for a yes: never another number, never a crash.
    assert turn["executed"] == [entry] or (turn["executed"] == [] and turn["pending"][0]["amount"] == 500), turn


@pytest.mark.parametrize("message", [
    "Ramesh ne -500 diye", "aaj −1200 ki bikri", "1E5 ka maal aaya Om Sai se", "2.5e3 ka becha",
    "chai 12.345", "Rajan ko 100.001 udhaar",
])
def test_doubtful_numbers_are_asked(message):
    r = read(message)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "approximate_amount", r


@pytest.mark.parametrize(("message", "rupees"), [
    ("500-600 ka becha", None),  # a range: asked as a range, not as a sign
    ("Rs-500 ka becha", 500),  # a dash only setting the currency off
    ("chawal 1.250 kg 60 rupaye kilo becha", 75),  # a weight with three decimals is a quantity
    ("Rajan ne 200 - Mohan ne 300 diye", None),
])
def test_dashes_and_decimals_that_are_not_doubtful(message, rupees):
    r = read(message)
    if rupees is None:
        assert r.intent != "record" or all(x.amount_paise for x in r.records)
    else:
        assert r.intent == "record" and r.records[0].amount_paise == rupees * 100, r


def test_a_doubtful_answer_to_an_amount_question_is_asked_again():
    pending = PendingQuestion(why="missing_amount", partial=[rec("sale", None)])
    r = read("-700", pending=pending)
    assert r.intent == "clarify" and r.clarify is not None and r.clarify.why == "approximate_amount"


def test_a_correction_to_a_doubtful_number_is_not_written():
    r = read("nahi, -500 tha", last=None)
    assert r.intent != "correct"
