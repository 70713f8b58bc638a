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
# tests alone, before any pattern runs.
_ANCHORS = ("otp", "code", "pass", "pin", "pwd", "use", "ओटीपी")


def carries_secret(body: str) -> bool:
    from dhandha.sms.clause import normalise, read_clauses
    from dhandha.sms.fields import Body
    from dhandha.sms.patterns import rx

    printed = Body.of(normalise(body))
    if not any(word in printed.low for word in _ANCHORS):
        return False
    c = read_clauses(printed)
    p = rx()
    low = c.body.low
    return (("otp" in c.gates and p.code.search(low) is not None)
            # Every word a handed-over password or PIN is named by holds one of these.
            or (("pin" in low or "pass" in low or "pwd" in low) and p.secret_value.search(low) is not None))
