"""Owner text through the real daemon: the ledger and the reply, strangers, groups, duplicates."""

from __future__ import annotations

from tests.telegram.conftest import OWNER, Daemon, wait_reply


def test_owner_text_is_booked_and_answered(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 500 udhaar diya")
    reply = wait_reply(tg, "₹500")
    assert "Rajan" in reply
    assert daemon.stop() == 0, daemon.output()
    [entry] = daemon.entries()
    assert (entry["kind"], entry["amount_paise"], entry["source"]) == ("udhaar_given", 50000, "telegram")
    # The typing indicator ran while the turn thought; the menu was set at start.
    assert tg.calls_to("sendChatAction")
    [menu] = tg.calls_to("setMyCommands")
    assert [c["command"] for c in menu.params["commands"]] == ["start", "help", "hisaab", "aaj", "undo", "doctor"]
