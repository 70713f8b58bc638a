"""Files the bot makes to send (QR codes, statements, charts): kept under the home, named by content."""

from __future__ import annotations

import hashlib
from pathlib import Path

from dhandha.paths import home


def files_dir() -> Path:
    d = home() / "files"
    d.mkdir(parents=True, exist_ok=True)
    return d


def keep(prefix: str, suffix: str, data: bytes) -> Path:
    """Write once per content: the same QR or statement asked twice is one file."""
    name = f"{prefix}-{hashlib.sha256(data).hexdigest()[:12]}{suffix}"
    path = files_dir() / name
    if not path.exists():
        tmp = path.with_suffix(suffix + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return path
