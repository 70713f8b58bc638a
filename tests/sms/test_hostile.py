"""Hostile SMS and dumps, through the public commands: each bad item is refused alone and
counted, the rest of the batch is kept and booked, and nothing kept can stop a later run."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from fakes.termux import FakeTermux, sms

from dhandha import device
from dhandha.cli import main
from dhandha.clock import ManualClock
from dhandha.sms import raw
from dhandha.sms.commands import parse_lines
from dhandha.store import Store

NOW = "2026-11-25T10:00:00+05:30"


def credit(n: int, sender: str = "JD-AXISBK-S", amount: str = "INR 150.00") -> str:
    return (f"{amount} credited A/c no. XX4521 24-11-26, 10:00:00 IST UPI/P2A/63124570{n:04d}/ANITA SHARMA/KKBK/UPI"
            " - Axis Bank")


def good(i: int) -> dict[str, Any]:
    return {"_id": i, "address": "JD-AXISBK-S", "received": "2026-11-24 10:00:00", "body": credit(i)}


@pytest.fixture
def home(_isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DHANDHA_NOW", NOW)
    return _isolated_home


def run_import(tmp_path: Path, items: Any, capsys: pytest.CaptureFixture[str], *, text: str | None = None) -> str:
    path = tmp_path / f"dump{len(list(tmp_path.iterdir()))}.json"
    if text is not None:
        path.write_bytes(text.encode("utf-8", errors="surrogatepass"))
    else:
        path.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    code = main(["sms", "import", str(path)])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "Traceback" not in out.err
    return out.out


def inbox(home: Path) -> list[dict[str, Any]]:
    store = Store(home / "dhandha.db", ManualClock(raw.EARLIEST))
    try:
        return [dict(r) for r in store.q("SELECT * FROM sms_inbox ORDER BY id")]
    finally:
        store.close()


def booked_bodies(home: Path) -> list[str]:
    return [r["body"] for r in inbox(home) if r["entry_id"] is not None]


# ------------------------------------------------------------------ a date no run can work with


def test_a_far_future_date_is_refused_and_later_imports_go_on(home: Path, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Once, one SMS dated 9999-12-31 raised OverflowError in this and every later import."""
    bad = {**good(1), "received": "9999-12-31 23:59:59"}
    out = run_import(tmp_path, [bad, good(2)], capsys)
    assert "1 not kept: 1 bad received time" in out
    assert booked_bodies(home) == [credit(2)]
    run_import(tmp_path, [good(3)], capsys)
    assert booked_bodies(home) == [credit(2), credit(3)]


def test_a_bad_time_kept_by_an_older_version_is_set_aside(home: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    run_import(tmp_path, [], capsys)  # creates the books
    store = Store(home / "dhandha.db", ManualClock(raw.EARLIEST))
    with store.tx():  # what an older version stored for "9999-12-31 23:59:59"
        raw.store_all(store, [raw.Raw(1, "JD-AXISBK-S", credit(1), "9999-12-31T18:29:59+00:00")])
    store.close()
    out = run_import(tmp_path, [good(2)], capsys)
    assert "1 SMS kept earlier set aside" in out
    rows = inbox(home)
    assert [(r["state"], r["reason"]) for r in rows][0] == ("ignored", "refused: bad received time")
    assert booked_bodies(home) == [credit(2)]


@pytest.mark.parametrize("field,value,reason", [
    ("received", "0001-01-01 00:00:00", raw.BAD_TIME),
    ("received", 10**20, raw.BAD_TIME),
    ("received", -5, raw.BAD_TIME),
    ("received", "yesterday", raw.BAD_TIME),
    ("received", {"when": "today"}, raw.BAD_TIME),
    ("received", "9" * 5000, raw.BAD_TIME),
    ("_id", -3, raw.BAD_ID),
    ("_id", 2**70, raw.BAD_ID),
    ("_id", 4.5, raw.BAD_ID),
    ("_id", "seven", raw.BAD_ID),
    ("_id", [7], raw.BAD_ID),
    ("_id", True, raw.BAD_ID),
    ("address", {"name": "HDFC"}, raw.BAD_SENDER),
    ("address", ["VM-HDFCBK-S"], raw.BAD_SENDER),
    ("address", "A" * 500, raw.BAD_SENDER),
    ("body", {"text": "Rs 500 credited"}, raw.BAD_BODY),
    ("body", ["Rs 500 credited"], raw.BAD_BODY),
    ("body", 500, raw.BAD_BODY),
    ("body", "Rs 500 credited to A/c XX4521. " * 200, raw.LONG_BODY),
])
def test_a_field_out_of_range_refuses_that_sms_alone(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     field: str, value: Any, reason: str) -> None:
    out = run_import(tmp_path, [{**good(1), field: value}, good(2)], capsys)
    assert f"1 not kept: 1 {reason}" in out
    assert booked_bodies(home) == [credit(2)]


def test_bytes_that_are_not_utf8_refuse_only_their_sms(home: Path, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin.json"
    items = json.dumps([good(1), good(2)], ensure_ascii=False).encode("utf-8")
    path.write_bytes(items.replace(b"ANITA SHARMA/KKBK/UPI - Axis Bank\"", b"ANITA \xe9\xff/KKBK\"", 1))
    assert main(["sms", "import", str(path)]) == 0
    assert f"1 not kept: 1 {raw.BAD_ENCODING}" in capsys.readouterr().out
    assert booked_bodies(home) == [credit(2)]


def test_a_lone_surrogate_and_deep_nesting_refuse_only_their_sms(home: Path, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    deep = "[" * 50_000 + "]" * 50_000
    text = ("[" + json.dumps({**good(1), "body": "Rs 500 credited \\ud800"}).replace("\\\\ud800", "\\ud800")
            + ", {\"_id\": 3, \"body\": " + deep + "}, " + json.dumps(good(2)) + "]")
    out = run_import(tmp_path, None, capsys, text=text)
    assert f"2 not kept: 1 {raw.BAD_ENCODING}, 1 {raw.TOO_DEEP_TEXT}" in out or \
        f"2 not kept: 1 {raw.TOO_DEEP_TEXT}, 1 {raw.BAD_ENCODING}" in out
    assert booked_bodies(home) == [credit(2)]


def test_a_whole_file_nested_too_deep_is_refused_plainly(home: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"messages": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert main(["sms", "import", str(path)]) == 2
    assert "nested too deep" in capsys.readouterr().err


# ------------------------------------------------------------------ who may book


@pytest.mark.parametrize("sender", ["Mom", "Mummy", "Rajesh Bhai", "alerts@hdfcbank.net", "57575", "+919812345678",
                                    "HDFC Bank wala", "VM-HDFC\u200bBK-S", ""])
def test_only_a_bank_header_can_book(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     sender: str) -> None:
    """Once, a bank-looking SMS from "Mom" was booked and cut a customer's dues."""
    out = run_import(tmp_path, [{**good(1), "address": sender}, good(2)], capsys)
    rows = inbox(home)
    assert booked_bodies(home) == [credit(2)]
    if sender:
        assert [r["state"] for r in rows if r["sender"] == sender] == ["review"]
    assert "1 SMS to review" in out or sender == ""


@pytest.mark.parametrize("sender", ["VM-HDFCBK-S", "HDFCBK", "AD-SBIUPI", "SBI CARDS AND PAYMENT SERVICES",
                                    "HDFC Bank", "JD-KARBNK-T"])
def test_bank_headers_still_book(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], sender: str) -> None:
    run_import(tmp_path, [{**good(1), "address": sender}], capsys)
    assert booked_bodies(home) == [credit(1)]


# ------------------------------------------------------------------ amounts the parser is not sure of


@pytest.mark.parametrize("amount", ["INR -150.00", "Rs.-150", "INR +150", "INR 1.5e2", "INR 15E1", "INR 150.005",
                                    "INR 150.0051", "₹−150"])
def test_a_signed_exponent_or_sub_paisa_amount_is_review_never_normalised(
        home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], amount: str) -> None:
    body = credit(1, amount=amount)
    [got] = _parse([{"sender": "JD-AXISBK-S", "body": body}])
    assert got["is_transaction"] is False
    run_import(tmp_path, [{**good(1), "body": body}, good(2)], capsys)
    assert [r["state"] for r in inbox(home) if r["body"] == body] == ["review"]
    assert booked_bodies(home) == [credit(2)]


def test_invisible_characters_are_removed_before_reading() -> None:
    zwj, rlo, nul = "\u200d", "\u202e", "\x00"
    hidden = f"INR 1{zwj}50.00 cred{rlo}ited A/c no. XX4521{nul} 24-11-26, 10:00:00 IST UPI/P2A/631245700001/ANITA/KKBK/UPI"
    [got] = _parse([{"sender": "JD-AXISBK-S", "body": hidden}])
    assert got["is_transaction"] is True and got["amount"] == 150 and got["account_tail"] == "4521"


def _parse(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = io.StringIO()
    parse_lines(io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


# ------------------------------------------------------------------ secrets


OTP = "482913 is the OTP for a transaction of Rs.2,000.00 at AMAZON on your HDFC Bank card ending 4521. Do not share."
PIN = "Your new MPIN for Mobile Banking is 4821. Do not disclose it to anyone."
FOOTER = ("Rs.2,000.00 debited from A/c XX4521 on 24-11-26 to VPA amazon@apl (UPI Ref No 631245709999). "
          "Never share your OTP, PIN or password with anyone - HDFC Bank")


def test_secrets_are_never_kept_nor_logged(home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    items = [{**good(1), "address": "AD-HDFCBK-S", "body": OTP}, {**good(2), "address": "+919812345678", "body": PIN},
             {**good(3), "address": "AD-HDFCBK-S", "body": FOOTER}]
    out = run_import(tmp_path, items, capsys)
    assert f"2 not kept: 2 {raw.SECRET}" in out
    kept = [r["body"] for r in inbox(home)]
    assert kept == [FOOTER] and booked_bodies(home) == [FOOTER]  # the alert that only warns about OTPs is booked
    assert "482913" not in caplog.text and "4821" not in caplog.text and "482913" not in out


def test_secrets_kept_by_an_older_version_are_forgotten(home: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    home.mkdir(parents=True)
    store = Store(home / "dhandha.db", ManualClock(raw.EARLIEST))  # books an older version kept
    with store.tx():
        raw.store_all(store, [raw.Raw(1, "AD-HDFCBK-S", OTP, "2026-11-24T04:30:00+00:00")])
    store.close()
    run_import(tmp_path, [good(2)], capsys)
    assert [r["body"] for r in inbox(home)] == [credit(2)]


# ------------------------------------------------------------------ the same through `sms poll`


def test_a_poll_refuses_bad_messages_alone(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    device.forget_probe()
    fake = FakeTermux(tmp_path / "termux")
    fake.install(monkeypatch)
    fake.sms_list("new")
    fake.set_inbox([sms(1, "JD-AXISBK-S", credit(1), "9999-12-31 23:59:59"), sms(2, "Mom", credit(2)),
                    sms(3, "AD-HDFCBK-S", OTP), {**sms(4, "JD-AXISBK-S", credit(4)), "body": {"nested": [1]}},
                    sms(5, "JD-AXISBK-S", credit(5), "2026-11-24 10:00:00")])
    assert main(["sms", "poll"]) == 0
    out = capsys.readouterr().out
    assert "5 read, 2 new, 2 not kept" in out and raw.BAD_TIME in out and raw.SECRET in out
    assert booked_bodies(home) == [credit(5)]
    assert main(["sms", "poll"]) == 0  # and the next poll runs as usual
    assert "nothing new" in capsys.readouterr().out
