"""Where state lives (DHANDHA_HOME) and where the shipped data files are."""

from __future__ import annotations

import os
from pathlib import Path


def home() -> Path:
    """All state lives here; one variable relocates it all."""
    return Path(os.environ.get("DHANDHA_HOME") or Path.home() / ".dhandha").expanduser()


def db_path() -> Path:
    return home() / "dhandha.db"


def backups_dir() -> Path:
    return home() / "backups"


def logs_dir() -> Path:
    return home() / "logs"


def resource(name: str) -> Path:
    """A shipped data folder: `migrations`, `knowledge` or `config`.

    In a source checkout (or an editable install) it sits beside the package; a built
    wheel carries a copy inside the package under `_data`.
    """
    pkg = Path(__file__).resolve().parent
    for candidate in (pkg.parent / name, pkg / "_data" / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"shipped folder {name!r} is missing from this install")
