"""The measuring tools take the LLM from the environment: the scorecard's routed thinker, and `dhandha chat`
(which the conversation scorer drives, passing its environment through). Plumbing, end to end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fakes.openai_server import FakeLLM, Step

# A Tamil credit with a word the rules do not know (வச்சுக்கோங்க, "keep it"), so the LLM is asked.
TAMIL = "முத்து அண்ணன் நேத்து வாங்கின அரிசிக்கு 1200 கணக்குல வச்சுக்கோங்க, அவர் மாசக் கடைசியில தருவாராம்"
ROOT = Path(__file__).resolve().parents[2]


def tamil_credit(request) -> Step:
    return Step(plan={"intent": "record", "records": [{"kind": "udhaar_given", "amount": 1200, "counterparty": "முத்து",
                                                      "item": "அரிசி"}]})


@pytest.fixture
def server():
    s = FakeLLM(brain=tamil_credit)
    yield s
    s.close()


def run(args: list[str], env: dict[str, str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("DHANDHA_")} | env
    return subprocess.run([sys.executable, *args], input=stdin, capture_output=True, text=True, env=full,
                          cwd=ROOT, timeout=120, check=False)


def test_the_scorecard_reads_with_the_llm_in_the_environment(tmp_path, server):
    corpus = tmp_path / "cases.jsonl"
    cases = [
        {"id": "ta-1", "lang": "ta", "text": TAMIL,
         "expect": {"intent": "record", "records": [{"kind": "udhaar_given", "amount_paise": 120000,
                                                     "counterparty": "முத்து"}]}},
        {"id": "hi-1", "lang": "hinglish", "text": "Rajan ko 500 udhaar diya",
         "expect": {"intent": "record", "records": [{"kind": "udhaar_given", "amount_paise": 50000,
                                                     "counterparty": "Rajan"}]}},
    ]
    corpus.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8")
    done = run(["-m", "dhandha.think.scorecard", str(corpus), "--thinker", "dhandha.llm.standalone:RoutedThinker"],
               server.env() | {"DHANDHA_HOME": str(tmp_path / "home")})
    assert done.returncode == 0, done.stderr
    assert "2 cases: right 100.0%" in done.stdout
    assert server.calls == 1  # the Tamil message; the rules settle the Hinglish one alone


def test_chat_json_uses_the_llm_from_the_environment(tmp_path, server):
    env = server.env() | {"DHANDHA_HOME": str(tmp_path / "home"), "DHANDHA_NOW": "2026-11-25T10:30:00+05:30"}
    done = run(["-m", "dhandha", "chat", "--json"], env, stdin=TAMIL + "\nRajan ko 500 udhaar diya\n")
    assert done.returncode == 0, done.stderr
    turns = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert [t["executed"] for t in turns] == [
        [{"kind": "udhaar_given", "amount": 1200, "counterparty": "முத்து", "date": "2026-11-25"}],
        [{"kind": "udhaar_given", "amount": 500, "counterparty": "Rajan", "date": "2026-11-25"}]]
    assert server.calls == 1
    usage = run(["-m", "dhandha", "usage"], env)
    assert "2026-11-25" in usage.stdout and "1 calls" in usage.stdout


def test_offline_commands_do_not_import_openai(tmp_path):
    code = ("import sys; from dhandha.cli import main; import io, contextlib\n"
            "sys.stdin = io.TextIOWrapper(io.BytesIO('Rajan ko 500 udhaar diya\\n'.encode()))\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(['chat', '--json'])\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(['ledger'])\n"
            "with contextlib.redirect_stdout(io.StringIO()): main(['usage'])\n"
            "print('openai' in sys.modules)")
    done = run(["-c", code], {"DHANDHA_HOME": str(tmp_path / "home")})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "False"


def test_the_conversation_scorer_passes_the_llm_through(tmp_path, server):
    conv = {"id": "llm-001", "language": "ta", "classes": ["llm"], "story": "A Tamil credit the rules only half read.",
            "steps": [{"at": "2026-11-25T10:30:00+05:30", "say": TAMIL}],
            "books": {"entries": [{"kind": "udhaar_given", "amount": 1200, "counterparty": ["முத்து"],
                                   "date": "2026-11-25"}],
                      "balances": [{"names": ["முத்து"], "balance": 1200}]}}
    path = tmp_path / "conv.jsonl"
    path.write_text(json.dumps(conv, ensure_ascii=False) + "\n", encoding="utf-8")
    done = run(["-m", "dhandha.eval.conversations", str(path), "--json"], server.env())
    assert done.returncode in (0, 1), done.stderr
    report = json.loads(done.stdout)
    assert report["summary"]["exact"] == 1, done.stdout[:500]
    assert server.calls == 1
