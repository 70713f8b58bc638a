"""`dhandha sms parse`: JSON lines in, one JSON line out per input line, whatever the line holds."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from dhandha.sms.commands import parse_lines
from tests.sms.sms_shop import dev_cases

KEYS = {"is_transaction", "direction", "amount", "account_tail", "counterparty", "ref", "balance", "channel", "date"}


def run(lines: list[str]) -> list[dict[str, object]]:
    out = io.StringIO()
    assert parse_lines(io.StringIO("".join(line + "\n" for line in lines)), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_each_line_gets_the_interfaces_shape() -> None:
    case = dev_cases()["dev-sbi-upi-credit-01"]
    [got] = run([json.dumps({"sender": case["sender"], "body": case["body"], "received": "2026-03-14 10:00:00"})])
    assert set(got) == KEYS
    assert got["is_transaction"] is True and got["direction"] == "credit" and got["amount"] == 1760
    assert got["ref"] == "607309904418" and got["channel"] == "upi"


def test_a_non_transaction_is_all_null() -> None:
    case = dev_cases()["dev-personal-hinglish"]
    [got] = run([json.dumps({"sender": case["sender"], "body": case["body"]})])
    assert got == {k: (False if k == "is_transaction" else None) for k in KEYS}


def test_a_bad_line_gives_an_error_line_and_the_rest_go_on() -> None:
    good = json.dumps({"sender": "VM-HDFCBK", "body": "hello"})
    got = run([good, "{not json", json.dumps(["a"]), json.dumps({"sender": "X"}),
               json.dumps({"sender": "X", "body": "y", "received": "someday"}), "", good])
    assert len(got) == 6  # the blank line is skipped, every other line answered in order
    assert [("error" in g) for g in got] == [False, True, True, True, True, False]
    assert "sender and body" in str(got[3]["error"]) and "received" in str(got[4]["error"])


def test_unicode_survives_the_round_trip() -> None:
    [got] = run([json.dumps({"sender": "+919822011234", "body": "पैसे भेज दिए ₹500"}, ensure_ascii=False)])
    assert got["is_transaction"] is False


def test_the_parse_command_end_to_end(tmp_path: Path) -> None:
    cases = list(dev_cases().values())
    text = "".join(json.dumps({"sender": c["sender"], "body": c["body"]}) + "\n" for c in cases) + "oops\n"
    env = {**os.environ, "DHANDHA_HOME": str(tmp_path / "home")}
    res = subprocess.run([sys.executable, "-m", "dhandha", "sms", "parse"], input=text, env=env,
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    lines = [json.loads(line) for line in res.stdout.splitlines()]
    assert len(lines) == len(cases) + 1 and "error" in lines[-1]
    found = sum(1 for c, g in zip(cases, lines, strict=False) if g.get("is_transaction") == c["expected"]["is_transaction"])
    assert found >= len(cases) * 0.95  # the parser's own tests hold it to the real bar
    assert not (tmp_path / "home" / "dhandha.db").exists()  # parsing touches no books
