"""The SMS parser against the labelled dev corpus (every field of every case) and its API contract."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dhandha.sms.banks import is_bank_sender, read_sender
from dhandha.sms.parse import MAX_BODY, SmsParse, normalise, parse_sms
from dhandha.sms.score import load, report, score

CORPUS = Path(__file__).resolve().parents[1] / "data" / "sms_dev.jsonl"
CASES: list[dict[str, Any]] = load(CORPUS)
JSON_KEYS = ["is_transaction", "direction", "amount", "account_tail", "counterparty", "ref", "balance",
             "channel", "date"]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_dev_corpus_case(case: dict[str, Any]) -> None:
    got = parse_sms(case["sender"], case["body"])
    out = got.to_json()
    want = case["expected"]
    assert out["is_transaction"] == want["is_transaction"], (got.verdict, got.reason)
    assert got.is_transaction == (got.verdict == "transaction")
    if not want["is_transaction"]:
        assert all(out[k] is None for k in JSON_KEYS[1:])
        return
    assert out["direction"] == want["direction"]
    assert got.amount_paise == round(want["amount"] * 100)
    assert out["account_tail"] == want["account_tail"]
    assert out["counterparty"] == want["counterparty"]
    assert out["ref"] == want["ref"]
    want_balance = None if want["balance"] is None else round(want["balance"] * 100)
    assert got.balance_paise == want_balance
    assert out["channel"] == want["channel"]
    assert out["date"] == case["expected_date"]


def test_scorer_meets_the_targets_on_the_dev_corpus() -> None:
    s = score(CASES)
    assert s.f1 >= 0.98
    assert not s.false_positive_categories, s.false_positive_categories
    for name in ("amount", "direction", "account_tail"):
        assert s.accuracy(name) >= 0.99, name
    for name in ("ref", "balance"):
        assert s.accuracy(name) >= 0.97, name
    assert s.accuracy("counterparty") >= 0.90
    assert "F1" in report(s)


def test_scorer_counts_a_missed_transaction_against_every_field() -> None:
    case = {"id": "x", "sender": "+919800000000", "body": "Rs 500 debited from A/c XX1234",
            "category": "upi_debit", "expected_date": None,
            "expected": {"is_transaction": True, "direction": "debit", "amount": 500.0, "account_tail": "1234",
                         "counterparty": None, "ref": None, "balance": None, "channel": None}}
    s = score([case])
    assert (s.tp, s.fn, s.right["amount"], s.right["date"]) == (0, 1, 0, 0)


def test_scorer_command_prints_detection_and_fields(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from dhandha.sms.score import main

    dumped = tmp_path / "results.jsonl"
    assert main([str(CORPUS), "--dump", str(dumped)]) == 0
    out = capsys.readouterr().out
    assert "precision" in out and "counterparty" in out
    rows = [json.loads(line) for line in dumped.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in rows] == [c["id"] for c in CASES]
    assert set(rows[0]) == {"id", *JSON_KEYS}


# ---------------------------------------------------------------- the JSON contract


def test_to_json_of_a_transaction_is_the_interfaces_shape() -> None:
    got = parse_sms("VM-HDFCBK-S", "Rs.1,500.50 credited to a/c XX4521 on 24-11-26 from VPA rajan@okaxis "
                                   "(UPI Ref No 632845789012). Avl bal: INR 15,230.50")
    out = got.to_json()
    assert list(out) == JSON_KEYS
    assert out == {"is_transaction": True, "direction": "credit", "amount": 1500.5, "account_tail": "4521",
                   "counterparty": "rajan@okaxis", "ref": "632845789012", "balance": 15230.5,
                   "channel": "upi", "date": "2026-11-24"}
    assert isinstance(got.amount_paise, int) and got.amount_paise == 150050
    json.dumps(out)  # plain JSON types only


def test_whole_rupees_are_json_integers() -> None:
    out = parse_sms("VM-SBIINB-S", "Rs 2000 debited from A/c XX1234 on 01-02-26. Avl Bal Rs 5000").to_json()
    assert out["amount"] == 2000 and isinstance(out["amount"], int)
    assert out["balance"] == 5000 and isinstance(out["balance"], int)


@pytest.mark.parametrize("sender,body,verdict,reason", [
    ("VM-HDFCBK-S", "Your OTP is 381946 for INR 2,999.00 at AMAZON on HDFC Bank Card XX1186.", "not_transaction",
     "otp"),
    ("VM-KOTAKB-P", "Get Rs.15,00,000 credited instantly to your Kotak A/c!", "not_transaction", "promo"),
    ("VM-SBIMF-S", "Your SIP of Rs.5,000 will be debited from bank a/c XX1457.", "not_transaction", "not_a_bank"),
    ("+918250197734", "Rs.1,00,000 instant loan credited in 5 mins!", "review", "plain_number_sender"),
    ("+919822011234", "Kal milte hain", "not_transaction", "plain_number_sender"),
    ("VM-PNBSMS-S", "Txn of Rs 4,000.00 on A/c XX1234 dt 03-04-26.", "review", "unknown_shape"),
    ("VM-ICICIT-S", "DEEPAK AUTO has requested Rs. 1,850.00 from you via UPI.", "not_transaction",
     "collect_request"),
    ("VM-BOBTXN-S", "UPI txn of Rs.1,100.00 to GANESH from A/c XX6672 failed. If debited, amount will be "
                    "auto-reversed.", "not_transaction", "failed"),
    ("VM-AXISBK-S", "Your A/c XX8035 balance is INR 24,110.55 as on 18-05-2026.", "not_transaction",
     "balance_only"),
])
def test_verdicts_and_reasons(sender: str, body: str, verdict: str, reason: str) -> None:
    got = parse_sms(sender, body)
    assert (got.verdict, got.reason) == (verdict, reason)
    assert got.to_json() == dict.fromkeys(JSON_KEYS) | {"is_transaction": False}


def test_review_keeps_what_it_read_for_the_owners_queue() -> None:
    # A foreign-currency spend: money moved, but no rupee amount the verb owns.
    got = parse_sms("JM-ICICIT-S", "USD 11.80 spent using ICICI Bank Card XX7004 on 03-Sep-25 on JETBRAINS. "
                                   "Avl Limit: INR 17,95,899.53.")
    assert (got.verdict, got.direction, got.is_transaction, got.reason) == ("review", "debit", False, "no_amount")
    # A verb with no amount anywhere names no money ("request for cheque book received").
    got = parse_sms("VM-HDFCBK-S", "Your request for a cheque book has been received.")
    assert (got.verdict, got.reason) == ("not_transaction", "no_amount")


def test_parse_is_frozen_and_received_is_only_a_fallback() -> None:
    got = parse_sms("VM-HDFCBK-S", "Rs.500 debited from a/c XX1234 on 08-04 to RAMESH (UPI Ref No 609812345678)",
                    received=dt.datetime(2026, 4, 8, 10, 0))
    assert got.date is None
    assert got.occurred_on(dt.datetime(2026, 4, 8, 10, 0)) == dt.date(2026, 4, 8)
    with pytest.raises(AttributeError):  # immutable (a NamedTuple: one is built for every SMS)
        got.amount_paise = 1  # type: ignore[misc]
    assert isinstance(got, SmsParse)


# ---------------------------------------------------------------- senders


@pytest.mark.parametrize("sender,bank", [
    ("VM-HDFCBK-S", True), ("AD-SBIUPI", True), ("VM-iPaytm", True), ("JM-BOIIND-S", True),
    ("SBI CARDS AND PAYMENT SERVICES", True), ("HDFC Bank", True), ("VM-KARBNK-S", True),
    ("VM-SBIMF-S", False), ("VM-SWIGGY-S", False), ("VM-TPDDL-S", False), ("+918250197734", False),
    ("9876543210", False), ("+91 98220 11234", False), ("Swiggy", False), ("", False),
])
def test_is_bank_sender(sender: str, bank: bool) -> None:
    assert is_bank_sender(sender) is bank


def test_sender_suffix_and_exact_code() -> None:
    assert read_sender("VM-KOTAKB-P").promotional
    assert read_sender("VM-SBIUPI-S").upi_header
    assert read_sender("VM-SBIMF-S").kind == "nonbank"       # shares letters with SBI, not the bank
    assert read_sender("VM-SBIPSG-S").issuer == "SBI"


# ---------------------------------------------------------------- text handling


def test_normalise_folds_math_sans_and_indic_digits() -> None:
    assert normalise("Rs.2,075.50 𝗌𝗉𝖾𝗇𝗍 on Card 𝖾𝗇𝖽𝗂𝗇𝗀 4418") == "Rs.2,075.50 spent on Card ending 4418"
    assert normalise("रु ५००") == "रु 500"
    assert len(normalise("x" * 10_000)) == MAX_BODY


def test_a_huge_body_is_capped_and_still_parsed() -> None:
    body = "Rs.500.00 debited from A/c XX1234 on 12-01-26 to RAMU (UPI Ref No 601234567891). " + "z " * 50_000
    got = parse_sms("VM-HDFCBK-S", body)
    assert got.is_transaction and got.amount_paise == 50000


def test_importing_the_parser_compiles_nothing() -> None:
    code = ("import dhandha.sms.parse, dhandha.sms.patterns as p, dhandha.sms.banks as b;"
            "print(p.rx.cache_info().currsize, b._rx.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "0"]


# ---------------------------------------------------------------- any input


@settings(max_examples=300, deadline=None)
@given(sender=st.sampled_from(["VM-HDFCBK-S", "+919800000000", "HDFC Bank", "VM-QWERTY-S", "", "57575"]),
       body=st.text(alphabet=st.sampled_from(list("abdeinrstuvxyRSXAC0123456789 .,:;/-@*#()₹\nडेबिटजमा")),
                    max_size=300))
def test_any_text_gives_a_verdict_and_the_contract_shape(sender: str, body: str) -> None:
    got = parse_sms(sender, body)
    out = got.to_json()
    assert list(out) == JSON_KEYS
    assert got.verdict in ("transaction", "not_transaction", "review")
    if got.is_transaction:
        assert got.direction in ("credit", "debit") and got.amount_paise and got.amount_paise > 0
        assert got.account_tail is None or (got.account_tail.isdigit() and len(got.account_tail) <= 4)
        assert got.channel in (None, "upi", "imps", "neft", "rtgs", "card", "atm", "cheque", "wallet", "other")
    else:
        assert all(out[k] is None for k in JSON_KEYS[1:])

