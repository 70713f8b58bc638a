"""Settings: $DHANDHA_HOME/config.toml, then DHANDHA_* environment variables (the environment wins)."""

from __future__ import annotations

import json
import os
import tomllib
from typing import Any, Literal

from dhandha.errors import OperatorError
from dhandha.paths import home

# pydantic's API without its import cost: reading the settings is on every command's start (typed_config.py).
from dhandha.typed_config import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")

    telegram_token: SecretStr | None = None
    telegram_base_url: str = "https://api.telegram.org"
    owner_chat_id: str | None = None
    llm_base_url: str | None = None
    llm_api_key: SecretStr | None = None
    llm_model: str | None = None  # model names live in config only (README: provider presets)
    # How the LLM is asked (dhandha/llm): json_schema where the provider enforces a schema, else
    # json_object with the schema in the prompt (DeepSeek). Extras go into the request body as they
    # are, e.g. {"thinking": {"type": "disabled"}} or {"reasoning_effort": "none"}.
    llm_json_mode: Literal["json_object", "json_schema"] = "json_object"
    llm_extra_body: dict[str, Any] = Field(default_factory=dict)
    llm_provider: str | None = None  # a label for `dhandha usage`; default: the base URL's host
    llm_timeout_seconds: float = Field(default=25, gt=0, le=120)
    llm_retries: int = Field(default=1, ge=0, le=1, description="a failed call (429, 5xx, no network) is tried once more")
    llm_max_output_tokens: int = Field(default=900, ge=64)
    llm_temperature: float | None = Field(default=0.1, ge=0, le=2)
    # Rupees per million tokens, for the cost ledger and the daily cap (0: unknown, not counted).
    llm_price_input: float = Field(default=0, ge=0)
    llm_price_cached_input: float = Field(default=0, ge=0)
    llm_price_output: float = Field(default=0, ge=0)
    llm_daily_cap_rupees: float = Field(default=25, ge=0, description="past this, rules only until tomorrow")
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
    upi_notifications: bool = Field(
        default=False, description="read GPay/PhonePe/Paytm/BharatPe payment notifications (termux-notification-list)")
    reminder_via: Literal["whatsapp", "sms"] = Field(
        default="whatsapp", description="how an approved payment reminder reaches the customer")

    # An encrypted copy of each night's backup (age format, this passphrase) for off the phone.
    backup_encrypted_dir: str | None = Field(default=None, description="folder for the age-encrypted copies")
    backup_passphrase: SecretStr | None = None  # DHANDHA_BACKUP_PASSPHRASE; also opens them on restore

    @field_validator("llm_extra_body", mode="before")
    @classmethod
    def _extra_from_env(cls, value: Any) -> Any:
        """DHANDHA_LLM_EXTRA_BODY arrives as JSON text."""
        if isinstance(value, str):
            try:
                return json.loads(value) if value.strip() else {}
            except ValueError as exc:
                raise ValueError("llm_extra_body must be a JSON object") from exc
        return value

    @property
    def sarvam_enabled(self) -> bool:
        return self.sarvam_api_key is not None and bool(self.sarvam_api_key.get_secret_value())

    @property
    def llm_enabled(self) -> bool:
        """An LLM is used only with a key and a model name; otherwise the rules keep the books alone."""
        return (self.llm_api_key is not None and bool(self.llm_api_key.get_secret_value())
                and bool(self.llm_model))


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
