"""Nothing lost, nothing doubled: Telegram failing, duplicates, kills, restarts, a second daemon."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from tests.telegram.conftest import OWNER, Daemon, replies, wait_reply


def test_telegram_429_and_502_for_a_while_every_reply_once_in_order(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.fail("sendMessage", 429, times=2, retry_after=1)
    tg.fail("sendMessage", 502, times=2)
    for amount in (101, 102, 103):
        tg.text(OWNER, f"aaj {amount} ka becha")
    wait_reply(tg, "₹103", timeout=40)
    assert daemon.stop() == 0
    amounts = [a for t in tg.sent_texts(OWNER) for a in ("₹101", "₹102", "₹103") if a in t]
    assert amounts == ["₹101", "₹102", "₹103"]
    assert [e["amount_paise"] for e in daemon.entries()] == [10100, 10200, 10300]
    assert len(tg.calls_to("!sendMessage")) == 4  # every scripted failure was met, then retried
    assert daemon.rows("SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'") == [{"n": 0}]


def test_a_redelivered_update_has_one_effect(daemon: Daemon) -> None:
    tg = daemon.tg
    first = tg.text(OWNER, "Rajan ko 500 udhaar diya")
    tg.redeliver(first)  # the same message under a new update id
    daemon.start().wait_polling()
    wait_reply(tg, "₹500")
    tg.text(OWNER, "aaj 300 ka becha")
    wait_reply(tg, "₹300")
    assert daemon.stop() == 0
    assert [e["amount_paise"] for e in daemon.entries()] == [50000, 30000]
    assert len(replies(tg, "₹500")) == 1


def test_what_arrived_while_down_is_read_once_after_back_online(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    wait_reply(tg, "online")
    assert daemon.stop() == 0
    tg.text(OWNER, "aaj 700 ka becha")
    tg.text(OWNER, "chai 40 kharcha")
    daemon.start().wait_polling()
    wait_reply(tg, "₹40")
    assert daemon.stop() == 0
    texts = tg.sent_texts(OWNER)
    assert [i for i, t in enumerate(texts) if "online" in t] == [0, 1]
    assert sorted(e["amount_paise"] for e in daemon.entries()) == [4000, 70000]
    assert tg.pending_updates() == []  # all confirmed by the offset


def test_sigkill_after_the_ledger_commit_the_reply_goes_once_after_restart(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    wait_reply(tg, "online")
    tg.stall("sendMessage")  # Telegram takes the request and never answers: the reply is not out
    tg.text(OWNER, "Rajan ko 500 udhaar diya")
    tg.wait_for(lambda: daemon.entries(), what="the entry committed")
    tg.wait_for(lambda: daemon.rows("SELECT * FROM outbox WHERE kind = 'reply'"), what="the reply queued")
    daemon.kill()
    tg.release()
    daemon.start().wait_polling()
    wait_reply(tg, "₹500")
    tg.text(OWNER, "aaj 300 ka becha")
    wait_reply(tg, "₹300")
    assert daemon.stop() == 0
    assert len(replies(tg, "₹500")) == 1
    assert [e["amount_paise"] for e in daemon.entries()] == [50000, 30000]


def test_sigterm_finishes_cleanly_and_fast(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 500 udhaar diya")
    wait_reply(tg, "₹500")
    assert daemon.stop(signal.SIGTERM, timeout=5) == 0, daemon.output()
    assert "daemon stopped" in daemon.log()
    with daemon.db() as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_second_run_is_refused_while_one_runs(daemon: Daemon) -> None:
    daemon.start().wait_polling()
    env = {**os.environ, "DHANDHA_TELEGRAM_TOKEN": daemon.tg.token, "DHANDHA_TELEGRAM_BASE_URL": daemon.tg.url}
    second = subprocess.run([sys.executable, "-m", "dhandha", "run"], capture_output=True, text=True, env=env,
                            timeout=60)
    assert second.returncode == 1
    assert "already running" in second.stderr and str(daemon.proc.pid) in second.stderr
    assert daemon.stop() == 0
