"""Questions as buttons, bound to their nonce; words still work; edits offer a correction."""

from __future__ import annotations

from tests.fakes.telegram import FakeTelegram
from tests.telegram.conftest import OWNER, Daemon, replies, wait_reply


def _keyboard(tg: FakeTelegram, needle: str) -> tuple[int, list[list[dict]]]:
    """The message id Telegram gave the question, and its inline keyboard."""
    for call in tg.calls_to("sendMessage"):
        if needle in (call.params.get("text") or "") and call.params.get("reply_markup"):
            return call.result["message_id"], call.params["reply_markup"]["inline_keyboard"]
    raise AssertionError(f"no question with buttons containing {needle!r}")


def test_a_large_entry_is_confirmed_by_button_and_a_replay_does_nothing(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 25000 udhaar diya")
    tg.wait_for(lambda: [c for c in tg.calls_to("sendMessage") if c.params.get("reply_markup")], what="buttons")
    msg_id, keyboard = _keyboard(tg, "25,000")
    [[yes, no]] = keyboard
    assert yes["text"] == "✅ Haan" and no["text"] == "❌ Nahi"
    assert all(len(b["callback_data"].encode()) <= 64 for b in (yes, no))
    assert daemon.entries() == []
    tg.press(OWNER, yes["callback_data"], msg_id, callback_id="press-1")
    tg.wait_for(lambda: daemon.entries(), what="the entry after yes")
    tg.press(OWNER, yes["callback_data"], msg_id, callback_id="press-1")  # the very same callback again
    tg.press(OWNER, yes["callback_data"], msg_id, callback_id="press-2")  # an old button pressed again
    wait_reply(tg, "purane")  # stale: the question is closed
    assert daemon.stop() == 0
    assert [e["amount_paise"] for e in daemon.entries()] == [2500000]
    assert len(tg.calls_to("answerCallbackQuery")) == 3
    assert tg.calls_to("editMessageReplyMarkup")  # the buttons were taken away after the first press


def test_an_altered_or_foreign_press_is_refused_without_a_turn(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 25000 udhaar diya")
    tg.wait_for(lambda: [c for c in tg.calls_to("sendMessage") if c.params.get("reply_markup")], what="buttons")
    msg_id, [[yes, _no]] = _keyboard(tg, "25,000")
    nonce, option, tag = yes["callback_data"].split(":")
    tg.press(OWNER, f"{nonce}:{option}:{'A' * len(tag)}", msg_id)  # a forged tag
    tg.press(OWNER, f"{nonce}:no:{tag}", msg_id)  # the option changed under the tag
    tg.wait_for(lambda: len(tg.calls_to("answerCallbackQuery")) == 2, what="two answers")
    tg.text(OWNER, "haan")  # and the word still works
    tg.wait_for(lambda: daemon.entries(), what="the entry after haan")
    assert daemon.stop() == 0
    assert all(c.params.get("show_alert") in ("true", True) for c in tg.calls_to("answerCallbackQuery"))
    assert [e["amount_paise"] for e in daemon.entries()] == [2500000]


def test_an_edited_message_offers_the_correction_and_writes_one_entry(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 500 udhaar diya", message_id=42)
    wait_reply(tg, "₹500")
    tg.edit(OWNER, 42, "Rajan ko 600 udhaar diya")
    tg.wait_for(lambda: replies(tg, "₹600"), what="the correction offer")
    assert [e["amount_paise"] for e in daemon.entries()] == [50000]  # nothing changed before the yes
    msg_id, [[yes, _no]] = _keyboard(tg, "₹600")
    tg.press(OWNER, yes["callback_data"], msg_id)
    tg.wait_for(lambda: len(daemon.entries()) > 1, what="the correction")
    assert daemon.stop() == 0
    rows = daemon.rows("SELECT e.amount_paise, e.role FROM entries e ORDER BY id")
    assert rows[-1] == {"amount_paise": 60000, "role": "entry"}
    assert daemon.rows("SELECT COUNT(*) AS n FROM entries WHERE role = 'entry'") == [{"n": 2}]  # original + successor


def test_commands_answer_from_the_books(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "Rajan ko 500 udhaar diya")
    wait_reply(tg, "₹500")
    tg.text(OWNER, "/hisaab Rajan")
    tg.text(OWNER, "/aaj")
    tg.text(OWNER, "/help")
    tg.wait_for(lambda: len(tg.sent(OWNER)) >= 5, what="three answers")
    assert daemon.stop() == 0
    assert [e["amount_paise"] for e in daemon.entries()] == [50000]
    # /hisaab answers with the statement as a document, its lines in the caption.
    said = tg.sent(OWNER)[-3:]
    assert said[0].method == "sendDocument"
    answers = [c.params.get("text") or c.params.get("caption") or "" for c in said]
    assert "₹500" in answers[0]


def test_doctor_answers_with_a_short_health_line_and_writes_nothing(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.text(OWNER, "/doctor")
    tg.wait_for(lambda: len(tg.sent(OWNER)) >= 2, what="the health line")
    assert daemon.stop() == 0
    said = tg.sent(OWNER)[-1].params.get("text") or ""
    assert said.startswith(("🟢", "⚠️")), said  # the checks' verdict, not the help text
    assert "Sab theek" in said or "dekhna" in said
    assert daemon.entries() == []
