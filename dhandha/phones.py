"""Indian mobile numbers, however they were written: "+91 98765-43210", "098765 43210", "9876543210".

One form is kept (the ten digits), so a number from the phone book, a sheet, a chat line or a
UPI id finds the same account.
"""

from __future__ import annotations

import re

_NOT_DIGIT = re.compile(r"[\s\-().]")
# Ten digits starting 6-9, after an optional +91 / 91 / 0 prefix.
_MOBILE = re.compile(r"(?:\+?91|0)?([6-9]\d{9})")
# A mobile number inside longer text ("rajan.9876543210@oksbi", "number 98765 43210 hai").
_INSIDE = re.compile(r"(?<!\d)(?:\+?91[\s-]?|0)?([6-9]\d{4}[\s-]?\d{5})(?!\d)")


def mobile(text: str | None) -> str | None:
    """The ten digits of an Indian mobile number written as a whole field, else None."""
    if not text:
        return None
    m = _MOBILE.fullmatch(_NOT_DIGIT.sub("", str(text).strip()))
    return m.group(1) if m else None


def find_mobile(text: str) -> str | None:
    """The first Indian mobile number written somewhere inside a text, as ten digits."""
    m = _INSIDE.search(text)
    return re.sub(r"\D", "", m.group(1)) if m else None


def shown(ten: str) -> str:
    """How a number is shown back: 98765 43210."""
    return f"{ten[:5]} {ten[5:]}" if len(ten) == 10 else ten
