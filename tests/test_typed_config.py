"""Settings without pydantic: the same fields, the same conversions from text, the same refusals."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any, Literal

import pytest

from dhandha.errors import OperatorError
from dhandha.settings import Settings, load_settings
from dhandha.typed_config import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator


class Sample(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = "shop"
    token: SecretStr | None = None
    minutes: int = Field(default=30, ge=1)
    ratio: float | None = Field(default=0.5, gt=0, le=2)
    on: bool = False
    mode: Literal["a", "b"] = "a"
    extra_body: dict[str, Any] = Field(default_factory=dict)

    @field_validator("extra_body", mode="before")
    @classmethod
    def _from_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            try:
                return json.loads(value) if value.strip() else {}
            except ValueError as exc:
                raise ValueError("extra_body must be JSON") from exc
        return value


def test_text_from_the_environment_is_converted():
    s = Sample(minutes="45", ratio="1.5", on="yes", mode="b", token="sk-1", extra_body='{"x": 1}', unknown=3)
    assert (s.minutes, s.ratio, s.on, s.mode, s.extra_body) == (45, 1.5, True, "b", {"x": 1})
    assert s.token is not None and s.token.get_secret_value() == "sk-1"
    assert "sk-1" not in repr(s) and "sk-1" not in str(s.token)


def test_defaults_are_fresh_for_each_record():
    a, b = Sample(), Sample()
    a.extra_body["x"] = 1
    assert b.extra_body == {} and a.minutes == 30 and a.ratio == 0.5 and a.token is None


@pytest.mark.parametrize(("values", "field", "says"), [
    ({"minutes": "0"}, "minutes", "greater than or equal to 1"),
    ({"minutes": "abc"}, "minutes", "valid integer"),
    ({"ratio": "3"}, "ratio", "less than or equal to 2"),
    ({"mode": "c"}, "mode", "'a' or 'b'"),
    ({"on": "maybe"}, "on", "valid boolean"),
    ({"extra_body": "{bad"}, "extra_body", "must be JSON"),
    ({"name": 5}, "name", "valid string"),
])
def test_bad_values_are_named(values, field, says):
    with pytest.raises(ValidationError) as caught:
        Sample(**values)
    first = caught.value.errors()[0]
    assert first["loc"] == (field,) and says in first["msg"]


def test_copies_and_fields():
    s = Sample(minutes=5)
    assert s.model_copy(update={"minutes": 7}).minutes == 7 and s.minutes == 5
    assert list(Sample.model_fields) == ["name", "token", "minutes", "ratio", "on", "mode", "extra_body"]
    assert s.model_dump()["minutes"] == 5 and s == Sample(minutes=5)


def test_the_shop_settings_read_as_before(tmp_path):
    (tmp_path.parent / "dhandha-home").mkdir(exist_ok=True)
    s = load_settings({"DHANDHA_PENDING_MINUTES": "45", "DHANDHA_LLM_API_KEY": "sk-x", "DHANDHA_LLM_MODEL": "m",
                       "DHANDHA_DEVICE_TIMEOUT_SECONDS": "1.5"})
    assert (s.pending_minutes, s.device_timeout_seconds, s.llm_enabled) == (45, 1.5, True)
    assert Settings().llm_enabled is False
    with pytest.raises(OperatorError, match="bad setting: pending_minutes: Input should be greater than or equal to 1"):
        load_settings({"DHANDHA_PENDING_MINUTES": "0"})


def test_a_one_message_chat_never_imports_pydantic(tmp_path):
    """pydantic costs about a tenth of a second to import; the console's one-shot path must not pay it."""
    code = ("import sys, io\nsys.stdin = io.TextIOWrapper(io.BytesIO(b'namaste\\n'))\n"
            "from dhandha.cli import main\nmain(['chat'])\nprint('pydantic' in sys.modules, file=sys.stderr)")
    env = {**os.environ, "DHANDHA_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr.decode().strip().splitlines()[-1] == "False"
