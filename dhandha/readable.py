"""Sizes and ages the way an operator reads them in one line ("3.2 MB", "5 min ago")."""

from __future__ import annotations

from datetime import timedelta


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n < 1e9 else f"{n / 1e9:.1f} GB"


def ago(delta: timedelta) -> str:
    s = max(0, int(delta.total_seconds()))
    if s < 120:
        return f"{s} s ago"
    if s < 2 * 3600:
        return f"{s // 60} min ago"
    if s < 2 * 86400:
        return f"{s // 3600} h ago"
    return f"{s // 86400} days ago"
