"""What every doctor check returns and may read: one finding, and the context of this run."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from dhandha.clock import Clock
from dhandha.paths import db_path
from dhandha.settings import Settings

Status = Literal["ok", "warn", "fail"]


@dataclass(frozen=True)
class Check:
    name: str
    status: Status
    detail: str


@dataclass
class Ctx:
    offline: bool
    clock: Clock
    settings: Settings
    settings_error: str | None = None
    db: Path = field(default_factory=db_path)
    db_ready: bool = False  # the file opens and its schema is this code's
    db_readable: bool = False  # the file opens (maybe an older schema)
    fix: bool = False  # `doctor --fix`: put file modes right
    accept_lost: bool = False  # `doctor --accept-lost`: take the books as they are as the new high-water mark

    @property
    def device_timeout(self) -> float:
        # The daemon may wait long for a sleepy phone; the operator at the doctor should not.
        return min(self.settings.device_timeout_seconds, 10.0)
