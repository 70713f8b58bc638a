"""What a Telegram update is to the shop: the owner speaking, a button press, a voice note, an
edit, a pairing attempt, a stranger, or a group to leave. Pure reading, no network, no database.

Every owner event gets an input key that is the same however often Telegram delivers it: a
message is keyed by chat and message id (so a redelivery under a new update id is still one
event), an edit by the message and its edit time, a press by the callback's id.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

COMMANDS = ("start", "help", "hisaab", "aaj", "undo", "doctor")


@dataclass(frozen=True)
class Incoming:
    kind: str  # text | voice | press | unsupported | pairing | stranger | group | nothing
    chat_id: str
    sender: str = ""
    input_key: str = ""
    text: str = ""
    command: str | None = None
    args: str = ""
    forwarded: bool = False
    edit_of: str | None = None
    file_id: str | None = None
    seconds: int | None = None
    callback_id: str | None = None
    callback_data: str | None = None
    message_id: int | None = None  # the message a press came from


def message_key(chat_id: str, message_id: int) -> str:
    return f"telegram:{chat_id}:{message_id}"


def read(update: Any, owner_chat: str | None) -> Incoming:
    """Sort one update. `owner_chat` None: nobody is paired yet, only a /start CODE can count."""
    if update.my_chat_member is not None:
        chat = update.my_chat_member.chat
        if chat.type != "private" and update.my_chat_member.new_chat_member.status in ("member", "administrator"):
            return Incoming("group", str(chat.id), sender=str(update.my_chat_member.from_user.id))
        return Incoming("nothing", str(chat.id))
    if update.callback_query is not None:
        cq = update.callback_query
        msg = cq.message
        chat_id = str(msg.chat.id) if msg is not None else str(cq.from_user.id)
        kind = "press" if _is_owner(chat_id, str(cq.from_user.id), owner_chat) else "stranger"
        return Incoming(kind, chat_id, sender=str(cq.from_user.id), input_key=f"telegram:callback:{cq.id}",
                        callback_id=cq.id, callback_data=cq.data,
                        message_id=msg.message_id if msg is not None else None)
    edited = update.edited_message is not None
    msg = update.edited_message if edited else update.message
    if msg is None:
        return Incoming("nothing", "")
    chat_id = str(msg.chat.id)
    sender = str(msg.from_user.id) if msg.from_user is not None else ""
    if msg.chat.type != "private":
        return Incoming("group", chat_id, sender=sender)
    key = message_key(chat_id, msg.message_id)
    text = msg.text or msg.caption or ""
    command, args = _command(text)
    if owner_chat is None:
        if command == "start" and args:
            return Incoming("pairing", chat_id, sender=sender, text=args.strip())
        return Incoming("stranger", chat_id, sender=sender)
    if not _is_owner(chat_id, sender, owner_chat):
        return Incoming("stranger", chat_id, sender=sender)
    if edited:
        stamp = int(_timestamp(msg.edit_date))
        return Incoming("text", chat_id, sender=sender, input_key=f"{key}:edit:{stamp}", text=text,
                        edit_of=key, forwarded=_forwarded(msg))
    if msg.voice is not None or msg.audio is not None:
        media = msg.voice or msg.audio
        return Incoming("voice", chat_id, sender=sender, input_key=key, file_id=media.file_id,
                        seconds=_seconds(media.duration), forwarded=_forwarded(msg))
    if not text:
        return Incoming("unsupported", chat_id, sender=sender, input_key=key)
    if command is not None:
        return Incoming("text", chat_id, sender=sender, input_key=key, text=text, command=command, args=args)
    quoted = _quoted(msg)
    if quoted and not msg.text:
        text = quoted
    return Incoming("text", chat_id, sender=sender, input_key=key, text=text,
                    forwarded=_forwarded(msg) or (bool(quoted) and not msg.text))


def _is_owner(chat_id: str, sender: str, owner_chat: str | None) -> bool:
    # The owner's private chat has the owner's user id; both must match.
    return owner_chat is not None and chat_id == owner_chat and sender == owner_chat


def _command(text: str) -> tuple[str | None, str]:
    """'/hisaab@shop_bot Rajan' -> ('hisaab', 'Rajan'); an unknown command is not a command."""
    if not text.startswith("/"):
        return None, ""
    head, _, rest = text[1:].partition(" ")
    name = head.split("@", 1)[0].lower()
    return (name, rest.strip()) if name in COMMANDS else (None, "")


def _forwarded(msg: Any) -> bool:
    return msg.forward_origin is not None


def _quoted(msg: Any) -> str:
    """Text the owner quoted from another chat: data to be offered, never an instruction."""
    if msg.external_reply is not None and msg.quote is not None:
        return str(msg.quote.text or "")
    return ""


def _seconds(duration: Any) -> int | None:
    if duration is None:
        return None
    if isinstance(duration, timedelta):
        return int(duration.total_seconds())
    return int(duration)


def _timestamp(at: Any) -> float:
    return at.timestamp() if isinstance(at, datetime) else float(at or 0)
