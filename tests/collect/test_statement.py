"""Statements: every line with date, running balance and proof; a document that reads right in any script."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from dhandha.chain.turn import Message
from dhandha.collect.statement import as_html, as_json, build
from dhandha.reading import Reading, Record
from tests.collect.reconcile_shop import Payment, sms


def rec(kind: str, name: str, rupees: int, **kw: object) -> Reading:
    return Reading("record", records=[Record(kind=kind, amount_paise=rupees * 100, counterparty=name, **kw)])


def books_for(shop, name: str) -> None:
    """Old dues, two udhaar, a payment said by the owner, and one told by the bank."""
    t = shop.thinker.readings
    t[f"{name} purana"] = rec("opening_balance", name, 1200, owes="them")
    t[f"{name} udhaar 1"] = rec("udhaar_given", name, 850)
    t[f"{name} udhaar 2"] = rec("udhaar_given", name, 650)
    t[f"{name} paid"] = rec("payment_received", name, 300)
    for text in (f"{name} purana", f"{name} udhaar 1", f"{name} udhaar 2", f"{name} paid"):
        turn = shop.say(text)
        if turn.question is not None:
            shop.say("haan")
        shop.clock.advance(hours=5)


def test_lines_running_balance_and_proof(shop):
    books_for(shop, "Rajan")
    with shop.store.tx():
        shop.store.owner_update(upi_id="suresh.k@okaxis")
    sms(shop, Payment("Rajan", 400, "607000555666"), 50)
    t = shop.say("haan")  # the bank's ₹400 from RAJAN KUMAR: Rajan? yes
    cid = int(shop.store.contact_by_name("Rajan")["id"])
    s = build(shop.store, cid, "Asia/Kolkata")
    assert [(ln.kind, ln.amount // 100, ln.balance // 100) for ln in s.lines] == [
        ("opening_balance", 1200, 1200), ("udhaar_given", 850, 2050), ("udhaar_given", 650, 2700),
        ("payment_received", 300, 2400), ("payment_received", 400, 2000)]
    assert s.closing == int(shop.store.contact(cid)["balance_paise"]) == 200000
    sources = [ln.source for ln in s.lines]
    assert sources[0] == "opening balance"
    assert sources[1].startswith("typed ")
    assert sources[4].startswith("bank SMS ref 607000555666")
    j = as_json(s)
    assert j["closing"] == 2000 and j["lines"][4]["ref"] == "607000555666" and j["lines"][1]["input_id"]
    page = as_html(s, "2026-11-26")
    assert "<svg" in page and "upi://pay?pa=suresh.k@okaxis" in page and "http" not in page.split("<body>")[0]
    assert t is not None


def test_from_to_carries_the_balance_forward(shop):
    books_for(shop, "Rajan")
    cid = int(shop.store.contact_by_name("Rajan")["id"])
    days = sorted({ln.date for ln in build(shop.store, cid, "Asia/Kolkata").lines})
    from datetime import date

    s = build(shop.store, cid, "Asia/Kolkata", start=date.fromisoformat(days[-1]))
    assert s.opening + sum(ln.change for ln in s.lines) == s.closing == 240000
    assert all(ln.date >= days[-1] for ln in s.lines)


def test_hisaab_command_answers_with_the_document(shop):
    books_for(shop, "Rajan")
    t = shop.say("", command="hisaab", args="Rajan")
    assert "₹2,400" in t.reply and t.attachment is not None and t.attachment.kind == "document"
    assert t.attachment.filename == "hisaab-Rajan.html"
    from pathlib import Path

    page = Path(t.attachment.path).read_text(encoding="utf-8")
    assert "Rajan" in page and "₹2,400" in page


def test_cli_statement_json(shop, tmp_path, monkeypatch, capsys):
    from dhandha.cli import main

    books_for(shop, "Rajan")
    shop.store.close()
    monkeypatch.setenv("DHANDHA_HOME", str(shop.path.parent))
    shop.path.rename(shop.path.parent / "dhandha.db")
    assert main(["statement", "Rajan", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["closing"] == 2400 and len(out["lines"]) == 4 and out["document"].endswith(".html")
    assert main(["statement", "Nobody"]) == 1
    shop.path = shop.path.parent / "dhandha.db"
    shop.open()


# -- the document, rendered and read back for three scripts -------------------------------------------
SCRIPTS = [("hin", "राजेश कुमार"), ("tam", "முத்துக்குமார்"), ("ben", "সুভঙ্কর পাল")]


def _renderer() -> tuple[str, str] | None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    tesseract = shutil.which("tesseract")
    if not chromium or not tesseract:
        return None
    langs = subprocess.run([tesseract, "--list-langs"], capture_output=True, text=True).stdout.split()
    if not {"hin", "tam", "ben"} <= set(langs):
        return None
    return chromium, tesseract


@pytest.mark.parametrize("ocr_lang,name", SCRIPTS, ids=[s[0] for s in SCRIPTS])
def test_document_renders_each_script(shop, tmp_path, ocr_lang, name):
    tools = _renderer()
    if tools is None:
        pytest.skip("needs chromium and tesseract with hin/tam/ben (.ci/run installs them from Debian)")
    chromium, tesseract = tools
    books_for(shop, name)
    cid = int(shop.store.contact_by_name(name)["id"])
    page = tmp_path / "page.html"
    page.write_text(as_html(build(shop.store, cid, "Asia/Kolkata"), "2026-11-26"), encoding="utf-8")
    png = tmp_path / "page.png"
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", "--hide-scrollbars", "--window-size=900,1200", "--force-device-scale-factor=2",
                    f"--screenshot={png}", page.as_uri()], capture_output=True, timeout=120, check=True)
    text = subprocess.run([tesseract, str(png), "-", "-l", f"{ocr_lang}+eng"], capture_output=True, text=True,
                          timeout=120).stdout
    flat = " ".join(text.split())
    assert name in flat, flat  # the name's glyphs are shaped and readable, not boxes
    assert "2,400" in flat  # the closing balance is right
    assert "2,050" in flat and "2,700" in flat  # the running balance, line by line


def test_message_dataclass_still_takes_commands():
    assert Message(text="", chat_id="x", channel="console", input_key="k", command="hisaab", args="R").args == "R"
