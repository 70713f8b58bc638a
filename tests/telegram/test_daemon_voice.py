"""Voice notes through the real daemon and the fake Sarvam server."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.telegram.conftest import OWNER, Daemon, opus_note, replies, wait_reply

NOTE = b"OggS-not-really-audio-but-the-fake-does-not-listen"


def test_a_voice_note_is_heard_booked_and_the_heard_line_shown(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    sarvam.hear("Rajan ko 500 udhaar diya", "hi-IN")
    voiced.start().wait_polling()
    tg.voice(OWNER, NOTE, seconds=4)
    reply = wait_reply(tg, "₹500")
    assert reply.startswith('🎤 Suna: "Rajan ko 500 udhaar diya"')
    assert voiced.stop() == 0
    [entry] = voiced.entries()
    assert (entry["amount_paise"], entry["source"]) == (50000, "voice")
    [stt] = sarvam.calls_to("/speech-to-text")
    assert stt.fields == {"model": "saaras:v3", "language_code": "unknown", "mode": "transcribe"}
    assert stt.audio_bytes == len(NOTE)
    assert sarvam.calls_to("/text-to-speech") == []  # a short confirmation is not spoken
    assert tg.calls_to("sendChatAction")[0].params["action"] == "record_voice"


def test_a_longer_answer_to_a_spoken_question_is_spoken_back(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    voiced.start().wait_polling()
    for text in ("Rajan ko 500 udhaar diya", "Salim ko 700 udhaar diya", "Mohan ko 900 udhaar diya"):
        tg.text(OWNER, text)
    wait_reply(tg, "₹900")
    sarvam.hear("kaun kaun pe kitna baaki hai", "hi-IN")
    tg.voice(OWNER, NOTE, seconds=3)
    tg.wait_for(lambda: tg.calls_to("sendVoice") or tg.calls_to("sendAudio"), what="a spoken reply")
    assert voiced.stop() == 0
    [tts] = sarvam.calls_to("/text-to-speech")
    assert tts.fields["model"] == "bulbul:v3" and tts.fields["target_language_code"] == "hi-IN"
    assert not {"pitch", "loudness"} & set(tts.fields)
    spoken = (tg.calls_to("sendVoice") or tg.calls_to("sendAudio"))[0]
    if shutil.which("ffmpeg"):
        assert spoken.method == "sendVoice" and spoken.files["voice"][:4] == b"OggS"
    else:
        assert spoken.method == "sendAudio"
    # The written reply came first, then the voice.
    assert tg.sent(OWNER)[-2].method == "sendMessage"


@pytest.mark.skipif(shutil.which("ffmpeg") is None, reason="ffmpeg is not installed: a long note cannot be split")
def test_a_note_over_thirty_seconds_is_split_and_heard_whole(voiced: Daemon, sarvam: Any, tmp_path: Path) -> None:
    tg = voiced.tg
    sarvam.hear("Rajan ko 500", "hi-IN")
    sarvam.hear("udhaar diya", "hi-IN")
    voiced.start().wait_polling()
    tg.voice(OWNER, opus_note(45, tmp_path), seconds=45)
    wait_reply(tg, "₹500", timeout=40)
    assert voiced.stop() == 0
    calls = sarvam.calls_to("/speech-to-text")
    assert len(calls) == 2 and all(c.audio_bytes > 0 for c in calls)
    assert [e["amount_paise"] for e in voiced.entries()] == [50000]


def test_without_sarvam_a_voice_note_is_asked_to_be_typed(daemon: Daemon) -> None:
    tg = daemon.tg
    daemon.start().wait_polling()
    tg.voice(OWNER, NOTE, seconds=4)
    wait_reply(tg, "likh kar")
    assert daemon.stop() == 0
    assert daemon.entries() == [] and tg.calls_to("getFile") == []


def test_an_empty_or_garbled_transcript_is_asked_about_never_booked(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    sarvam.hear("", None)
    sarvam.hear("…", "hi-IN")
    voiced.start().wait_polling()
    tg.voice(OWNER, NOTE, seconds=2)
    tg.voice(OWNER, NOTE, seconds=2)
    tg.wait_for(lambda: len(replies(tg, "samajh nahi aaya")) == 2, what="two questions back")
    assert voiced.stop() == 0
    assert voiced.entries() == []


def test_sarvam_429_and_a_field_the_model_refuses_are_retried(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    sarvam.fail("/speech-to-text", 429, times=1)
    sarvam.rejects.add("mode")
    sarvam.hear("aaj 250 ka becha", "hi-IN")
    voiced.start().wait_polling()
    tg.voice(OWNER, NOTE, seconds=3)
    wait_reply(tg, "₹250")
    assert voiced.stop() == 0
    statuses = [c.status for c in sarvam.calls_to("/speech-to-text")]
    assert statuses == [429, 400, 200]
    assert "mode" not in sarvam.calls_to("/speech-to-text")[-1].fields


def test_sarvam_down_gets_an_honest_reply_and_the_note_is_kept(voiced: Daemon, sarvam: Any) -> None:
    tg = voiced.tg
    sarvam.fail("/speech-to-text", 500, times=2)
    sarvam.fail("/speech-to-text", 0, times=1)  # and then a timeout
    voiced.start().wait_polling()
    tg.voice(OWNER, NOTE, seconds=3)
    wait_reply(tg, "Sambhal kar rakha")
    assert voiced.stop() == 0
    assert voiced.entries() == []
    [kept] = voiced.rows("SELECT * FROM voice_notes")
    assert kept["status"] == "waiting" and Path(kept["path"]).read_bytes() == NOTE
