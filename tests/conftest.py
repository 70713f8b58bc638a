"""Every test gets its own DHANDHA_HOME and no borrowed clock or keys from the machine."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "dhandha-home"
    monkeypatch.setenv("DHANDHA_HOME", str(home))
    for var in ("DHANDHA_NOW", "DHANDHA_TELEGRAM_TOKEN", "DHANDHA_LLM_API_KEY", "DHANDHA_LLM_BASE_URL",
                "DHANDHA_OWNER_CHAT_ID", "DHANDHA_SARVAM_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A DHANDHA_HOME that exists already, as after `dhandha init` (the isolated one is not created)."""
    h = tmp_path / "home"
    h.mkdir()
    monkeypatch.setenv("DHANDHA_HOME", str(h))
    return h
