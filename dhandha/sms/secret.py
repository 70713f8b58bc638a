"""Texts that carry a secret: an OTP, a password or a PIN. They are never kept, nor logged.

The test is the parser's own reading of the body: the OTP words it gates on, read only
outside footers, so "Never share your OTP" at the end of a debit alert does not make the
alert a secret (the alert is kept and booked). A password or PIN counts when the body hands
one over ("Your new MPIN is 4821", "password: Ab12cd"), not when it only names one ("UPI PIN
changed successfully"); an OTP text must hold a code (4 to 8 digits standing alone), so a scam
that only asks for one ("Share OTP to claim Rs 49,999") stays in the owner's review queue.
"""

from __future__ import annotations

# Words without which no text can carry a secret: most SMS are decided by these substring
# tests alone, before any pattern runs. ("use" counts only before a space: "Use 482913 to
# log in"; the "User" of "Dear UPI User" names no code.)
_ANCHORS = ("otp", "code", "pass", "pin", "pwd", "ओटीपी")


def carries_secret(body: str) -> bool:
    from dhandha.sms.clause import normalise, read_clauses
    from dhandha.sms.fields import Body
    from dhandha.sms.patterns import rx

    printed = Body.of(normalise(body))
    low = printed.low
    if not (any(word in low for word in _ANCHORS) or _use_then_space(low)):
        return False
    c = read_clauses(printed)
    p = rx()
    low = c.body.low  # footers blanked
    return (("otp" in c.gates and p.code.search(low) is not None)
            # Every word a handed-over password or PIN is named by holds one of these.
            or (("pin" in low or "pass" in low or "pwd" in low) and p.secret_value.search(low) is not None))


def _use_then_space(low: str) -> bool:
    at = low.find("use")
    while at >= 0:
        if low[at + 3:at + 4].isspace():
            return True
        at = low.find("use", at + 1)
    return False
