"""Generated hostile input for `sms parse`, `sms import` and `sms poll`: no traceback, no stall
(every subprocess has a timeout), no booking from a sender that is not a bank header, no
secret kept, and a good SMS in the same batch still booked."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from fakes.termux import FakeTermux
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dhandha import device
from dhandha.cli import main
from dhandha.clock import ManualClock
from dhandha.sms import raw
from dhandha.sms.banks import read_sender
from dhandha.sms.clause import normalise
from dhandha.sms.parse import parse_sms
from dhandha.sms.score import load
from dhandha.sms.secret import carries_secret
from dhandha.store import Store

DATA = Path(__file__).resolve().parents[1] / "data"

INVISIBLE = ("\x00\x01\x07\x08\x0b\x1b\x7f\x85\x9f\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u202a\u202b"
             "\u202c\u202d\u202e\u2060\u2066\u2067\u2068\u2069\ufeff\u2028\u2029\ufe0f\U000e0041")
BANKS = ["VM-HDFCBK-S", "AD-SBIUPI", "JD-AXISBK-T", "HDFCBK", "VM-iPaytm", "HDFC Bank", "AX-QWERTY-S", "VM-KOTAKB-P"]
NOT_BANKS = ["Mom", "Mummy", "Papa ji", "Rajesh", "RAJESH", "+919812345678", "9812345678", "57575", "", "   ",
             "alerts@hdfcbank.net", "HDFC Bank wala", "VM-HDFC\u200bBK-S", "HDFC\u202eKB-MV"]

amounts = st.one_of(
    st.integers(0, 10**9).map(str),
    st.decimals(min_value=-10**7, max_value=10**7, allow_nan=False, places=3).map(str),
    st.sampled_from(["-500", "+500", "−500", "1e5", "1.5E3", "5.505", "5.5055", "9" * 40, "1,00,000.00", ".5", "0.00",
                     "1,2,3", "12,34,56,789.999", "NaN", "Infinity", "1_000"]),
)
dates = st.sampled_from(["12-01-26", "31-02-26", "00-00-00", "9999-12-31", "0001-01-01", "29FEB25", "12Jan2026",
                         "2026-13-45", "1-1-1", "on 31/12/99"])
words = st.sampled_from(["debited", "credited", "sent", "received", "OTP", "is your OTP", "Never share OTP",
                         "will be debited", "failed", "refund", "Avl Bal", "A/c XX1234", "Card ending 4521",
                         "UPI Ref 612345678901", "to VPA x@ybl", "from RAMESH", "PIN is 4821", "password: Ab12cd",
                         "Rs", "INR", "₹", ".", ";", "\n", "  "])
noise = st.text(alphabet=st.one_of(st.characters(codec="utf-8"), st.sampled_from(INVISIBLE)), max_size=40)


@st.composite
def bodies(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.one_of(words, noise, amounts.map(lambda a: f"Rs {a}"), amounts, dates), max_size=14))
    body = " ".join(parts)
    if draw(st.booleans()):  # a real alert shape with hostile pieces in it
        body = (f"{draw(st.sampled_from(['Rs', 'INR', '₹', 'Rs.']))} {draw(amounts)} {draw(words)} A/c XX1234 on "
                f"{draw(dates)} {body}")
    if draw(st.integers(0, 9)) == 0:
        body *= draw(st.integers(2, 60))  # long bodies
    for ch in draw(st.lists(st.sampled_from(INVISIBLE), max_size=4)):
        at = draw(st.integers(0, len(body)))
        body = body[:at] + ch + body[at:]
    return body


senders = st.one_of(st.sampled_from(BANKS + NOT_BANKS), noise)
leaves = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(), noise, amounts, dates)
hostile_values = st.recursive(leaves, lambda kids: st.lists(kids, max_size=3)
                              | st.dictionaries(st.text(max_size=4), kids, max_size=3), max_leaves=6)


def assert_sane(sender: str, body: str) -> None:
    got = parse_sms(sender, body)
    assert got.verdict in ("transaction", "not_transaction", "review")
    json.dumps(got.to_json())
    if got.is_transaction:
        assert read_sender(sender).is_header, (sender, body)
        assert isinstance(got.amount_paise, int) and got.amount_paise > 0
    read = normalise(body)
    assert not any(unicodedata.category(c) in ("Cc", "Cf") and c != "\n" for c in read)


@settings(max_examples=500, deadline=timedelta(seconds=10), suppress_health_check=[HealthCheck.too_slow])
@given(sender=senders, body=bodies())
def test_parse_never_fails_and_only_a_header_books(sender: str, body: str) -> None:
    assert_sane(sender, body)


def test_parse_at_volume_over_mutated_real_alerts() -> None:
    """Every labelled SMS, mutated 30 ways (invisible characters, hostile amounts, cuts, other
    senders): about 11,000 parses, each held to the same rules."""
    rng = random.Random(12)
    cases = [c for path in sorted(DATA.glob("sms_*.jsonl")) for c in load(path)]
    hostile = ["-", "+", "e5", ".005", "\u200d", "\u202e", "\x00", "\n", "99999999999999999999", "₹", "Rs -"]
    for c in cases:
        for _ in range(30):
            body = c["body"]
            for _ in range(rng.randint(1, 4)):
                at = rng.randrange(len(body) + 1)
                body = body[:at] + rng.choice(hostile + list(INVISIBLE)) + body[at:]
            if rng.random() < 0.2:
                body = body[rng.randrange(len(body)):] if rng.random() < 0.5 else body * rng.randint(2, 30)
            assert_sane(rng.choice([c["sender"], *NOT_BANKS]), body)


@settings(max_examples=150, deadline=timedelta(seconds=10))
@given(sender=st.sampled_from(NOT_BANKS), body=bodies())
def test_no_text_from_a_person_is_a_transaction(sender: str, body: str) -> None:
    assert parse_sms(sender, body).is_transaction is False


@settings(max_examples=4, deadline=None)
@given(lines=st.lists(st.one_of(
    st.builds(lambda s, b: json.dumps({"sender": s, "body": b}), senders, bodies()),
    st.builds(lambda s, b, r: json.dumps({"sender": s, "body": b, "received": r}), senders, bodies(), hostile_values),
    st.builds(lambda v: json.dumps(v), hostile_values),
    noise.filter(lambda t: "\n" not in t and "\r" not in t and t.strip() != ""),
), min_size=1, max_size=25))
def test_the_parse_command_answers_every_line(lines: list[str]) -> None:
    text = "".join(line + "\n" for line in lines)
    res = subprocess.run([sys.executable, "-m", "dhandha", "sms", "parse"], input=text.encode("utf-8", "surrogatepass"),
                         capture_output=True, timeout=60, env=os.environ)
    assert res.returncode == 0 and b"Traceback" not in res.stderr, res.stderr
    out = [json.loads(line) for line in res.stdout.decode("utf-8").splitlines()]
    want = [line for line in text.split("\n") if line.strip()]  # the command reads lines as a file does
    assert len(out) == len(want)


# ------------------------------------------------------------------ sms import and sms poll


GOOD = ("INR {n}.00 credited A/c no. XX4521 24-11-26, 10:00:00 IST UPI/P2A/63124570{n:04d}/ANITA SHARMA/KKBK/UPI"
        " - Axis Bank. Never share your OTP with anyone.")


@st.composite
def messages(draw: st.DrawFn, provider: bool = False) -> dict[str, Any]:
    """One inbox message with any field hostile; `provider`: as the phone's provider would print it
    (an integer `_id` and a text time, whatever the time says; everything else may still be odd)."""
    m: dict[str, Any] = {"_id": draw(st.integers(100, 10**6)), "address": draw(senders), "body": draw(bodies()),
                         "received": draw(st.sampled_from(["2026-11-24 09:00:00", "2026-11-23 20:15:00"]))}
    for key in draw(st.lists(st.sampled_from(["_id", "address", "body", "received", "type", "date", "extra"]),
                             max_size=3)):
        if provider and key == "_id":
            continue
        if provider and key == "received":
            m[key] = draw(st.one_of(noise, dates, st.sampled_from(["9999-12-31 23:59:59", "0001-01-01 00:00:00"])))
            continue
        m[key] = draw(st.one_of(hostile_values, st.sampled_from(["9999-12-31 23:59:59", "0001-01-01 00:00:00",
                                                                  "1970-01-01 00:00:00", 10**19, -1])))
    return m


@contextlib.contextmanager
def fresh_home() -> Iterator[Path]:
    """A new DHANDHA_HOME (and a fixed clock) for one generated example."""
    before = {k: os.environ.get(k) for k in ("DHANDHA_HOME", "DHANDHA_NOW")}
    with tempfile.TemporaryDirectory(prefix="dhandha-fuzz-") as tmp:
        os.environ.update(DHANDHA_HOME=tmp, DHANDHA_NOW="2026-11-25T10:00:00+05:30")
        try:
            yield Path(tmp)
        finally:
            for k, v in before.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def run(args: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    assert code == 0 and "Traceback" not in err.getvalue(), err.getvalue()
    return out.getvalue()


def check_books(home: Path, good: str) -> None:
    store = Store(home / "dhandha.db", ManualClock(raw.EARLIEST))
    try:
        rows = [dict(r) for r in store.q("SELECT * FROM sms_inbox")]
    finally:
        store.close()
    assert [r["entry_id"] is not None for r in rows if r["body"] == good] == [True]
    for r in rows:
        assert r["entry_id"] is None or read_sender(r["sender"]).is_header, r
        assert not carries_secret(r["body"]), r
        assert raw.parse_received(r["received_at"]) is not None, r


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batch=st.lists(messages(), max_size=6), at=st.integers(0, 6), n=st.integers(1, 9999))
def test_import_refuses_hostile_items_alone(batch: list[dict[str, Any]], at: int, n: int) -> None:
    good = GOOD.format(n=n)
    batch.insert(min(at, len(batch)), {"_id": 1, "address": "JD-AXISBK-S", "received": "2026-11-24 10:00:00",
                                       "body": good})
    with fresh_home() as home:
        path = home / "dump.json"
        path.write_bytes(json.dumps(batch, ensure_ascii=False).encode("utf-8", "surrogatepass"))
        run(["sms", "import", str(path)])
        check_books(home, good)
        run(["sms", "import", str(path)])  # nothing kept stops the next run
        check_books(home, good)


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeTermux:
    f = FakeTermux(tmp_path / "termux")
    f.install(monkeypatch)
    f.sms_list("new")
    return f


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(batch=st.lists(messages(provider=True), max_size=5, unique_by=lambda m: m["_id"]), at=st.integers(0, 5),
       n=st.integers(1, 9999))
def test_poll_refuses_hostile_messages_alone(fake: FakeTermux, batch: list[dict[str, Any]], at: int, n: int) -> None:
    good = GOOD.format(n=n)
    batch.insert(min(at, len(batch)), {"_id": 1, "address": "JD-AXISBK-S", "received": "2026-11-24 10:00:00",
                                       "body": good})
    fake.inbox_file.write_bytes(json.dumps(batch, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    device.forget_probe()
    with fresh_home() as home:
        run(["sms", "poll"])
        check_books(home, good)
        run(["sms", "poll"])
        check_books(home, good)
