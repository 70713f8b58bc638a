"""Owner only: strangers get silence, groups are left, pairing binds the first /start CODE."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys

from tests.telegram.conftest import OWNER, STRANGER, Daemon, Tripwire, wait_reply


def test_a_stranger_gets_no_reply_no_llm_call_and_one_log_line_a_day(daemon: Daemon, tripwire: Tripwire) -> None:
    tg = daemon.tg
    daemon.start(DHANDHA_LLM_BASE_URL=tripwire.url, DHANDHA_LLM_API_KEY="sk-tripwire-key").wait_polling()
    for text in ("Rajan ko 500 udhaar diya", "hisaab batao", "/hisaab Rajan"):
        tg.text(STRANGER, text)
    tg.text(OWNER, "aaj 300 ka becha")
    wait_reply(tg, "₹300")  # the owner's message after the stranger's: the stranger's are done
    assert daemon.stop() == 0
    assert tg.sent(STRANGER) == [] and not [c for c in tg.calls if str(c.params.get("chat_id")) == str(STRANGER)]
    assert tripwire.hits == []
    assert daemon.rows("SELECT * FROM inputs WHERE chat_id = ?", (str(STRANGER),)) == []
    assert daemon.rows("SELECT * FROM conversation WHERE chat_id = ?", (str(STRANGER),)) == []
    assert [e["amount_paise"] for e in daemon.entries()] == [30000]
    assert len(re.findall(f"ignored a message from {STRANGER}", daemon.log())) == 1


def test_added_to_a_group_the_bot_leaves(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.added_to_group(-100123, by_user=OWNER)
    tg.text(-100456, "Rajan ko 500 udhaar diya", chat_type="group", user_id=OWNER)
    tg.wait_for(lambda: len(tg.calls_to("leaveChat")) == 2, what="leaveChat twice")
    assert daemon.stop() == 0
    assert sorted(c.params["chat_id"] for c in tg.calls_to("leaveChat")) == ["-100123", "-100456"]
    assert tg.sent(-100123) == tg.sent(-100456) == []
    assert daemon.entries() == []


def test_init_prints_a_code_and_the_first_start_with_it_pairs(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.env = {}  # no DHANDHA_OWNER_CHAT_ID: pairing decides
    init = subprocess.run([sys.executable, "-m", "dhandha", "init", "--language", "en"], capture_output=True,
                          text=True, env=os.environ, timeout=60)
    assert init.returncode == 0, init.stderr
    code = re.search(r"pairing code: (\d{6})", init.stdout)
    assert code is not None, init.stdout
    assert stat.S_IMODE((daemon.home / "config.toml").stat().st_mode) == 0o600
    daemon.start().wait_polling()
    tg.text(STRANGER, "/start 000000")
    tg.text(STRANGER, "Rajan ko 500 udhaar diya")
    tg.text(OWNER, f"/start {code.group(1)}")
    wait_reply(tg, "Paired")
    tg.text(STRANGER, f"/start {code.group(1)}")  # the code is spent
    tg.text(OWNER, "sold 2 kg sugar for 90")
    wait_reply(tg, "₹90")
    assert daemon.stop() == 0
    assert tg.sent(STRANGER) == []
    assert daemon.rows("SELECT chat_id, pairing_code FROM owner_profile") == [
        {"chat_id": str(OWNER), "pairing_code": None}]
    assert [e["amount_paise"] for e in daemon.entries()] == [9000]
    assert len(tg.calls_to("setMyCommands")) == 1


def test_without_a_token_run_says_why_and_runs_on_the_console() -> None:
    done = subprocess.run([sys.executable, "-m", "dhandha", "run"], input="aaj 300 ka becha\n", capture_output=True,
                          text=True, env={k: v for k, v in os.environ.items() if k != "DHANDHA_TELEGRAM_TOKEN"},
                          timeout=60)
    assert done.returncode == 0
    assert done.stderr.strip().splitlines() == [
        "dhandha: no Telegram bot token (DHANDHA_TELEGRAM_TOKEN), so the munshi runs here on the console"]
    assert "₹300" in done.stdout
