"""The scorer end to end: a short conversation played through the real CLI scores exact."""

from __future__ import annotations

import json

from dhandha.eval.conversations import main

PLAIN = {
    "id": "plain-1", "language": "hinglish", "classes": ["busy_day", "dates"],
    "story": "Two plain messages over two days.",
    "steps": [{"at": "2026-11-20T10:05:00+05:30", "say": "Rajan ko 500 udhaar diya"},
              {"at": "2026-11-21T11:30:00+05:30", "say": "Rajan ne 200 diye"}],
    "books": {"entries": [
        {"kind": "udhaar_given", "amount": 500, "counterparty": ["Rajan"], "date": "2026-11-20"},
        {"kind": "payment_received", "amount": 200, "counterparty": ["Rajan"], "date": "2026-11-21"}],
        "balances": [{"names": ["Rajan"], "balance": 300}]},
}


def test_a_plain_conversation_scores_exact_through_the_real_cli(tmp_path, capsys):
    corpus = tmp_path / "plain.jsonl"
    corpus.write_text(json.dumps(PLAIN, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main([str(corpus), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    conv = out["conversations"][0]
    assert (conv["verdict"], conv["failed_steps"], conv["written"]) == ("exact", 0, 2), conv
    assert out["summary"]["exact"] == 1
    assert out["summary"]["by_class"]["dates"]["exact"] == 1
    assert [x["sent"] for x in conv["transcript"]] == ["Rajan ko 500 udhaar diya", "Rajan ne 200 diye"]


def test_a_bad_label_is_refused_before_anything_runs(tmp_path, capsys):
    bad = dict(PLAIN, books={"entries": PLAIN["books"]["entries"], "balances": []})
    corpus = tmp_path / "bad.jsonl"
    corpus.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    assert main([str(corpus)]) == 2
    assert "bad.jsonl:1" in capsys.readouterr().err


def test_steps_that_fail_are_counted_and_the_run_goes_on(tmp_path, capsys):
    corpus = tmp_path / "plain.jsonl"
    corpus.write_text(json.dumps(PLAIN, ensure_ascii=False) + "\n", encoding="utf-8")
    # No dhandha process can start and answer in a millisecond: every call times out.
    assert main([str(corpus), "--json", "--timeout", "0.001"]) == 0
    conv = json.loads(capsys.readouterr().out)["conversations"][0]
    assert conv["failed_steps"] == 2
    assert conv["verdict"] == "wrong" and conv["error"].startswith("ledger --json")


def test_a_saved_run_is_judged_again_without_replaying_it(tmp_path, capsys):
    # A result saved under an older rule is re-read from the books it kept: the same verdict comes back
    # here, and a ledger changed by hand (an extra entry) is judged wrong, so it is really re-judged.
    corpus = tmp_path / "plain.jsonl"
    corpus.write_text(json.dumps(PLAIN, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main([str(corpus), "--json"]) == 0
    saved = json.loads(capsys.readouterr().out)
    first = tmp_path / "first.json"
    first.write_text(json.dumps(saved), encoding="utf-8")
    assert main([str(corpus), "--rescore", str(first), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["summary"]["exact"] == 1 and again["conversations"][0]["transcript"] == \
        saved["conversations"][0]["transcript"]
    extra = dict(saved["conversations"][0]["ledger"]["transactions"][0], id=99, kind="sale", amount=50)
    saved["conversations"][0]["ledger"]["transactions"].append(extra)
    first.write_text(json.dumps(saved), encoding="utf-8")
    assert main([str(corpus), "--rescore", str(first), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["conversations"][0]["verdict"] == "wrong"
