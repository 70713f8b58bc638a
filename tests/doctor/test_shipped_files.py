"""The files an operator copies onto the phone: the example settings load as written."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from dhandha.settings import Settings, load_settings

CONFIG = Path(__file__).resolve().parents[2] / "config"


def uncommented(text: str) -> str:
    """The example with every `# key = value` line switched on."""
    lines = []
    for line in text.splitlines():
        body = line.removeprefix("# ")
        if "=" in body and not body.startswith("#") and body.split("=")[0].strip().isidentifier():
            lines.append(body)
    return "\n".join(lines) + "\n"


def test_every_example_key_is_a_real_setting() -> None:
    values = tomllib.loads(uncommented((CONFIG / "settings.example.toml").read_text(encoding="utf-8")))
    assert set(values) <= set(Settings.model_fields), "every key in the example must be a real setting"
    assert {"telegram_token", "llm_api_key", "device_timeout_seconds"} <= set(values)


def test_the_example_loads_when_switched_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "home").mkdir(exist_ok=True)
    text = uncommented((CONFIG / "settings.example.toml").read_text(encoding="utf-8"))
    (tmp_path / "home" / "config.toml").write_text(text, encoding="utf-8")
    s = load_settings({})
    assert s.device_timeout_seconds == 20 and s.llm_enabled and s.telegram_token is not None


def test_the_persona_is_shipped() -> None:
    soul = (CONFIG / "SOUL.md").read_text(encoding="utf-8")
    assert soul.startswith("# ") and "udhaar" in soul and len(soul.split()) > 300
