"""The owner's UPI id and the links built on it: a UPI payment link and a WhatsApp link.

A UPI link (`upi://pay?...`) opens any UPI app with the payee, amount and note filled in; Telegram
refuses it in a button, so it travels in the reminder's text. A WhatsApp link
(`https://wa.me/<number>?text=...`) opens WhatsApp with the text ready; the owner's tap sends it.
Every value is percent-encoded (spaces as %20, never '+', which some UPI apps show literally).
"""

from __future__ import annotations

import re
from urllib.parse import quote

# A VPA: a handle of letters, digits, dots, hyphens or underscores, '@', and the bank's handle.
_VPA = re.compile(r"[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}", re.IGNORECASE)
_VPA_IN_TEXT = re.compile(r"(?<![\w.@-])([a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63})(?![\w@])", re.IGNORECASE)
# Words that say a VPA is the owner's UPI id ("mera UPI", "my VPA", "यूपीआई", GPay/PhonePe/Paytm number).
UPI_WORDS = re.compile(r"\b(?:upi|vpa|gpay|g pay|phonepe|phone pe|paytm|bhim)\b|यूपीआई|ಯುಪಿಐ|யுபிஐ|యూపీఐ|ইউপিআই",
                       re.IGNORECASE)
NOTE_LIMIT = 50  # UPI apps cut the note (tn) around here


def clean_vpa(text: str) -> str | None:
    """The VPA as it should be kept (lower case, no spaces), or None when it is not one."""
    v = "".join(text.split()).strip(".,;:!?\"'").lower()
    return v if _VPA.fullmatch(v) else None


def find_vpa(text: str) -> str | None:
    """The one VPA written in a message ("mera UPI suresh@okaxis hai"), else None."""
    found = {m.group(1).lower() for m in _VPA_IN_TEXT.finditer(text)}
    return found.pop() if len(found) == 1 else None


def _q(value: str) -> str:
    return quote(value, safe="")


def pay_link(vpa: str, payee: str, amount_paise: int | None, note: str) -> str:
    """upi://pay?pa=…&pn=…&am=…&cu=INR&tn=… with every value percent-encoded."""
    # The VPA keeps its "@": UPI apps read it either way, and some older ones only read it plain.
    parts = [f"pa={quote(vpa, safe='@')}", f"pn={_q(payee)}"]
    if amount_paise:
        parts.append(f"am={amount_paise // 100}.{amount_paise % 100:02d}")
    parts.append("cu=INR")
    parts.append(f"tn={_q(note[:NOTE_LIMIT])}")
    return "upi://pay?" + "&".join(parts)


def wa_number(phone: str | None) -> str | None:
    """A phone as wa.me wants it: country code and digits only (a 10-digit Indian mobile gets 91)."""
    if not phone:
        return None
    digits = re.sub(r"\D", "", phone)
    if len(digits) == 11 and digits.startswith("0"):
        digits = digits[1:]
    if len(digits) == 10 and digits[0] in "6789":
        return "91" + digits
    if len(digits) == 12 and digits.startswith("91"):
        return digits
    return digits if 8 <= len(digits) <= 15 else None


def whatsapp_link(phone: str | None, text: str) -> str:
    """https://wa.me/<number>?text=… ; without a number WhatsApp asks the owner whom to send it to."""
    number = wa_number(phone) or ""
    return f"https://wa.me/{number}?text={_q(text)}"
