"""Inline buttons on the wire: callback data bound to one question, one chat, and a secret.

A question's buttons carry `q:<nonce>:<option>` from the chain. On Telegram that becomes
`<nonce>:<option>:<tag>`, where the tag is an HMAC of nonce, option and chat under a secret kept
in the shop's database. A press whose tag does not match was altered, or comes from a chat the
button was never sent to; it is answered "not valid" and goes no further. Whether the question
is still open (an old or replayed press) is the chain's to judge from the nonce.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from dhandha.store import Store

MAX_CALLBACK_BYTES = 64  # Telegram's limit on callback_data
_SECRET_KEY = "telegram:button_secret"
_TAG_BYTES = 8


@dataclass(frozen=True)
class Press:
    nonce: str
    option: str


def secret(store: Store) -> bytes:
    """The shop's button secret, made once and kept (a restart must still accept old buttons)."""
    value = store.kv_get(_SECRET_KEY)
    if value is None:
        with store.tx():
            value = store.kv_get(_SECRET_KEY)
            if value is None:
                value = secrets.token_hex(16)
                store.kv_set(_SECRET_KEY, value)
    return bytes.fromhex(value)


def _tag(key: bytes, chat_id: str, nonce: str, option: str) -> str:
    mac = hmac.new(key, f"{chat_id}|{nonce}|{option}".encode(), hashlib.sha256).digest()[:_TAG_BYTES]
    return base64.urlsafe_b64encode(mac).decode().rstrip("=")


def seal(key: bytes, chat_id: str, data: str) -> str:
    """The chain's `q:<nonce>:<option>` as signed callback data for one chat."""
    kind, _, rest = data.partition(":")
    nonce, _, option = rest.partition(":")
    if kind != "q" or not nonce or not option or ":" in option:
        raise ValueError(f"not a question button: {data!r}")
    sealed = f"{nonce}:{option}:{_tag(key, chat_id, nonce, option)}"
    if len(sealed.encode()) > MAX_CALLBACK_BYTES:
        raise ValueError("callback data over Telegram's 64 bytes")
    return sealed


def open_press(key: bytes, chat_id: str, data: str | None) -> Press | None:
    """The press a callback carries, or None when it was altered or belongs to another chat."""
    parts = (data or "").split(":")
    if len(parts) != 3 or not all(parts):
        return None
    nonce, option, tag = parts
    if not hmac.compare_digest(tag, _tag(key, chat_id, nonce, option)):
        return None
    return Press(nonce, option)
