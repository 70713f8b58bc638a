"""The small pieces under the daemon: button sealing, redaction, the outgoing type, text cutting."""

from __future__ import annotations

import logging

import pytest

from dhandha import redact
from dhandha.channels import buttons
from dhandha.channels.voice import TTS_MAX_CHARS, chain_language, chunks
from dhandha.outgoing import Attachment, Button, Outgoing


def test_a_sealed_press_opens_only_unchanged_and_in_its_own_chat() -> None:
    key = bytes(range(16))
    data = buttons.seal(key, "555", "q:0123456789abcdef:yes")
    assert len(data.encode()) <= buttons.MAX_CALLBACK_BYTES
    assert buttons.open_press(key, "555", data) == buttons.Press("0123456789abcdef", "yes")
    nonce, option, tag = data.split(":")
    assert buttons.open_press(key, "555", f"{nonce}:no:{tag}") is None  # option changed
    assert buttons.open_press(key, "556", data) is None  # another chat
    assert buttons.open_press(bytes(16), "555", data) is None  # another shop's secret
    assert buttons.open_press(key, "555", "garbage") is None
    with pytest.raises(ValueError):
        buttons.seal(key, "555", "not-a-question")


def test_redaction_blanks_the_token_and_its_secret_half_in_log_lines(caplog: pytest.LogCaptureFixture) -> None:
    token = "999888:ZZsecret-part-of-the-token"
    redact.register(token, "sk-some-api-key", None, "ab")
    assert redact.redact(f"GET /bot{token}/getMe") == "GET /bot<secret>/getMe"
    assert redact.redact("key ZZsecret-part-of-the-token") == "key <secret>"
    assert redact.redact("ab stays") == "ab stays"  # too short to be a secret
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "calling %s with %s", ("url", "sk-some-api-key"), None)
    assert redact.RedactingFilter().filter(record) and record.getMessage() == "calling url with <secret>"


def test_outgoing_survives_the_outbox_and_renders_as_text() -> None:
    out = Outgoing(text="Statement for Rajan", buttons=((Button("WhatsApp", url="https://wa.me/91999"),),
                                                        (Button("✅", data="q:abc:yes"),)),
                   attachment=Attachment("document", "/tmp/x.pdf", "rajan.pdf"), meta={"nonce": "abc"})
    assert Outgoing.from_json(out.to_json()) == out
    assert Outgoing.from_json(None, "plain") == Outgoing(text="plain")
    assert out.as_text().splitlines() == ["Statement for Rajan", "🔗 WhatsApp: https://wa.me/91999", "📎 rajan.pdf"]
    with pytest.raises(ValueError):
        Button("both", data="q:a:yes", url="https://x")
    with pytest.raises(ValueError):
        Attachment("video", "/tmp/x")


def test_speech_text_is_cut_under_the_limit_at_sentence_ends() -> None:
    text = ("Rajan ko 500 udhaar diya. " * 200).strip()
    pieces = chunks(text, TTS_MAX_CHARS)
    assert all(len(p) <= TTS_MAX_CHARS for p in pieces) and len(pieces) == 3
    assert all(p.endswith(".") for p in pieces)
    assert " ".join(pieces) == text


@pytest.mark.parametrize(("code", "text", "lang"), [
    ("hi-IN", "Rajan ko 500 udhaar diya", "hinglish"), ("hi-IN", "राजन को 500 उधार", "hi"),
    ("od-IN", "ରାଜନ", "or"), ("ta-IN", "ராஜன்", "ta"), ("ur-IN", "x", None), (None, "x", None)])
def test_sarvam_languages_become_the_chains(code: str | None, text: str, lang: str | None) -> None:
    assert chain_language(code, text) == lang
