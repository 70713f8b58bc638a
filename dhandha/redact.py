"""Secrets never leave the process in writing: log lines, stored errors and exception texts pass
through `redact`, which blanks every secret the daemon registered (bot token, API keys)."""

from __future__ import annotations

import logging

_SECRETS: set[str] = set()


def register(*secrets: str | None) -> None:
    for s in secrets:
        if s and len(s) >= 6:  # a tiny value would blank ordinary words
            _SECRETS.add(s)
            # The bot id before the colon is public; the part after it is the secret.
            if ":" in s:
                tail = s.split(":", 1)[1]
                if len(tail) >= 6:
                    _SECRETS.add(tail)


def redact(text: str) -> str:
    for s in sorted(_SECRETS, key=len, reverse=True):
        if s in text:
            text = text.replace(s, "<secret>")
    return text


class RedactingFilter(logging.Filter):
    """Rewrites a record's message (and its traceback) with every secret blanked."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not _SECRETS:
            return True
        message = record.getMessage()
        if record.exc_info:
            formatted = logging.Formatter().formatException(record.exc_info)
            message = f"{message}\n{formatted}"
            record.exc_info = None
            record.exc_text = None
        record.msg = redact(message)
        record.args = None
        return True


def install_log_filter() -> None:
    """Every handler of the root logger blanks secrets, whichever library logged the line."""
    flt = RedactingFilter()
    for handler in logging.getLogger().handlers:
        if not any(isinstance(f, RedactingFilter) for f in handler.filters):
            handler.addFilter(flt)
