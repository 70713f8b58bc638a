"""Settings: $DHANDHA_HOME/config.toml, then DHANDHA_* environment variables (the environment wins)."""

from __future__ import annotations

import os
import tomllib
from typing import Any

from dhandha.errors import OperatorError
from dhandha.paths import home

# pydantic's API without its import cost: reading the settings is on every command's start (typed_config.py).
from dhandha.typed_config import BaseModel, ConfigDict, Field, SecretStr, ValidationError


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")

    telegram_token: SecretStr | None = None
    telegram_base_url: str = "https://api.telegram.org"
    owner_chat_id: str | None = None
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str = "gpt-4o-mini"
    sarvam_api_key: SecretStr | None = None
    sarvam_base_url: str = "https://api.sarvam.ai"
    sarvam_stt_model: str = "saaras:v3"
    sarvam_stt_mode: str | None = "transcribe"
    sarvam_tts_model: str = "bulbul:v3"
    sarvam_tts_speaker: str | None = None  # None: the model's default voice
    sarvam_timeout_seconds: float = Field(default=30, gt=0)
    telegram_poll_seconds: int = Field(default=25, ge=0, le=50, description="how long one getUpdates waits")

    # How the munshi behaves; the owner profile in the database can override the first two.
    confirm_above_rupees: int = Field(default=10_000, ge=0)
    language: str = "hinglish"
    pending_minutes: int = Field(default=30, ge=1, description="how long a question waits for yes/no")
    duplicate_minutes: int = Field(default=10, ge=0, description="the same entry again within this asks first")
    heartbeat_minutes: int = Field(default=30, ge=1)
    sms_poll_minutes: int = Field(default=5, ge=1)
    device_timeout_seconds: float = Field(default=20, gt=0, description="a termux-* call slower than this is killed")
    max_message_chars: int = Field(default=2000, ge=100)

    @property
    def sarvam_enabled(self) -> bool:
        return self.sarvam_api_key is not None and bool(self.sarvam_api_key.get_secret_value())

    @property
    def llm_enabled(self) -> bool:
        return self.llm_api_key is not None and bool(self.llm_api_key.get_secret_value())


def load_settings(environ: dict[str, str] | None = None) -> Settings:
    env = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    path = home() / "config.toml"
    if path.exists():
        try:
            values.update(tomllib.loads(path.read_text(encoding="utf-8")))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise OperatorError(f"cannot read {path}: {exc}") from exc
    for name in Settings.model_fields:
        key = "DHANDHA_" + name.upper()
        if env.get(key):
            values[name] = env[key]
    try:
        return Settings(**values)
    except ValidationError as exc:
        raise OperatorError(f"bad setting: {exc.errors()[0]['loc'][0]}: {exc.errors()[0]['msg']}") from exc
