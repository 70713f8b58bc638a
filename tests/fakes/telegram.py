"""A fake Telegram Bot API server on loopback, spoken to by the real python-telegram-bot client.

It keeps a queue of updates (what "Telegram" holds for the bot), answers getUpdates with
offset/timeout like the real one (an offset confirms every update below it), records every
call the bot makes, and can be scripted to fail: `fail("sendMessage", 429, times=3,
retry_after=1)` answers the next three sendMessage calls with flood control; 502 answers with
an HTML gateway page, as a proxy in front of the real server does; `stall("sendMessage")` holds
matching requests unanswered (and unrecorded) until `release()`.

Use:
    tg = FakeTelegram(token="123456:AAE-secret"); tg.start()
    env = {"DHANDHA_TELEGRAM_BASE_URL": tg.url, "DHANDHA_TELEGRAM_TOKEN": tg.token}
    tg.text(OWNER, "Rajan ko 500 udhaar")
    tg.wait_for(lambda: tg.sent_texts(OWNER))
    tg.stop()
"""

from __future__ import annotations

import email.parser
import email.policy
import itertools
import json
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

BOT_ID = 777000111
BOT_USERNAME = "dhandha_test_bot"
EPOCH = 1_790_000_000  # a fixed 'date' base for scripted messages


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    at: float = field(default_factory=time.monotonic)
    result: Any = None  # what the fake answered (a sent message carries its message_id)


@dataclass
class Scripted:
    status: int
    times: int
    retry_after: int | None = None
    description: str = ""


class FakeTelegram:
    def __init__(self, token: str = "123456789:AAE-fake-token-for-tests_only") -> None:
        self.token = token
        self.calls: list[Call] = []
        self.updates: list[dict[str, Any]] = []
        self.confirmed = 0  # every update id below this was confirmed by an offset
        self.files: dict[str, bytes] = {}
        self.failures: dict[str, list[Scripted]] = {}
        self.stalled: set[str] = set()
        self.polls: list[float] = []  # monotonic time of each getUpdates
        self._ids = itertools.count(1)
        self._message_ids = itertools.count(1000)
        self._cond = threading.Condition()
        self._release = threading.Event()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    # -- lifecycle ----------------------------------------------------------------------------
    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> FakeTelegram:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.release()
        self.server.shutdown()
        self.server.server_close()

    # -- scripting what the bot receives -----------------------------------------------------
    def push(self, update: dict[str, Any]) -> int:
        """Queue one update as Telegram would hold it; returns its update_id."""
        with self._cond:
            if "update_id" not in update:
                update = {"update_id": next(self._ids), **update}
            self.updates.append(update)
            self._cond.notify_all()
            return int(update["update_id"])

    def redeliver(self, update_id: int) -> int:
        """The same update again (Telegram resends what it thinks was not received)."""
        with self._cond:
            original = next(u for u in self.updates if u["update_id"] == update_id)
        copy = json.loads(json.dumps(original))
        copy["update_id"] = next(self._ids)
        return self.push(copy)

    def message(self, chat_id: int, text: str | None = None, *, chat_type: str = "private",
                user_id: int | None = None, message_id: int | None = None, **extra: Any) -> dict[str, Any]:
        user = {"id": user_id or chat_id, "is_bot": False, "first_name": "Owner"}
        chat: dict[str, Any] = {"id": chat_id, "type": chat_type}
        if chat_type != "private":
            chat["title"] = "Some group"
        msg: dict[str, Any] = {"message_id": message_id or next(self._message_ids), "date": EPOCH,
                               "chat": chat, "from": user, **extra}
        if text is not None:
            msg["text"] = text
            if text.startswith("/"):
                cmd = text.split()[0]
                msg["entities"] = [{"type": "bot_command", "offset": 0, "length": len(cmd)}]
        return msg

    def text(self, chat_id: int, text: str, **kw: Any) -> int:
        return self.push({"message": self.message(chat_id, text, **kw)})

    def edit(self, chat_id: int, message_id: int, text: str) -> int:
        msg = self.message(chat_id, text, message_id=message_id)
        msg["edit_date"] = EPOCH + 60
        return self.push({"edited_message": msg})

    def voice(self, chat_id: int, audio: bytes, seconds: int, mime: str = "audio/ogg") -> int:
        file_id = f"voice-{len(self.files) + 1}"
        self.files[file_id] = audio
        voice = {"file_id": file_id, "file_unique_id": f"u{file_id}", "duration": seconds,
                 "mime_type": mime, "file_size": len(audio)}
        return self.push({"message": self.message(chat_id, voice=voice)})

    def press(self, chat_id: int, data: str, message_id: int, callback_id: str | None = None) -> int:
        user = {"id": chat_id, "is_bot": False, "first_name": "Owner"}
        msg = {"message_id": message_id, "date": EPOCH, "chat": {"id": chat_id, "type": "private"},
               "from": {"id": BOT_ID, "is_bot": True, "first_name": "Munshi"}, "text": "?"}
        cq = {"id": callback_id or f"cq{next(self._ids)}", "from": user, "chat_instance": "ci1",
              "message": msg, "data": data}
        return self.push({"callback_query": cq})

    def added_to_group(self, chat_id: int, by_user: int) -> int:
        bot = {"id": BOT_ID, "is_bot": True, "first_name": "Munshi"}
        member = {
            "chat": {"id": chat_id, "type": "group", "title": "Some group"},
            "from": {"id": by_user, "is_bot": False, "first_name": "Someone"},
            "date": EPOCH,
            "old_chat_member": {"status": "left", "user": bot},
            "new_chat_member": {"status": "member", "user": bot},
        }
        return self.push({"my_chat_member": member})

    def fail(self, method: str, status: int, times: int = 1, retry_after: int | None = None) -> None:
        with self._cond:
            self.failures.setdefault(method, []).append(Scripted(status, times, retry_after))

    def stall(self, method: str) -> None:
        self._release.clear()
        self.stalled.add(method)

    def release(self) -> None:
        self.stalled.clear()
        self._release.set()

    # -- what the bot did ------------------------------------------------------------------------
    def calls_to(self, method: str) -> list[Call]:
        with self._cond:
            return [c for c in self.calls if c.method == method]

    def sent(self, chat_id: int | None = None) -> list[Call]:
        """Everything the bot said, in order: texts, voices, files (not chat actions)."""
        said = ("sendMessage", "sendVoice", "sendAudio", "sendDocument", "sendPhoto")
        with self._cond:
            return [c for c in self.calls if c.method in said
                    and (chat_id is None or str(c.params.get("chat_id")) == str(chat_id))]

    def sent_texts(self, chat_id: int | None = None) -> list[str]:
        return [c.params.get("text") or c.params.get("caption") or "" for c in self.sent(chat_id)
                if c.method == "sendMessage"]

    def wait_for(self, predicate: Callable[[], Any], timeout: float = 20.0, what: str = "") -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            got = predicate()
            if got:
                return got
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what or predicate}; calls: "
                             f"{[(c.method, c.params.get('text')) for c in self.calls][-15:]}")

    def pending_updates(self) -> list[dict[str, Any]]:
        with self._cond:
            return [u for u in self.updates if u["update_id"] >= self.confirmed]

    # -- the server side ------------------------------------------------------------------------
    def _answer(self, method: str, params: dict[str, Any], files: dict[str, bytes]) -> tuple[int, Any]:
        if method in self.stalled:
            self._release.wait(timeout=60)
            return 502, None
        with self._cond:
            queue = self.failures.get(method)
            if queue:
                scripted = queue[0]
                scripted.times -= 1
                if scripted.times <= 0:
                    queue.pop(0)
                self.calls.append(Call(f"!{method}", params))
                if scripted.status == 429:
                    return 429, {"ok": False, "error_code": 429, "description": "Too Many Requests: retry after "
                                 f"{scripted.retry_after or 1}", "parameters": {"retry_after": scripted.retry_after or 1}}
                if scripted.status >= 500:
                    return scripted.status, None
                return scripted.status, {"ok": False, "error_code": scripted.status,
                                         "description": scripted.description or "Bad Request: scripted"}
        if method == "getUpdates":
            return 200, {"ok": True, "result": self._get_updates(params)}
        result = self._result(method, params, files)
        with self._cond:
            self.calls.append(Call(method, params, files, result=result))
        return 200, {"ok": True, "result": result}

    def _get_updates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(params.get("offset") or 0)
        timeout = min(float(params.get("timeout") or 0), 2.0)
        limit = int(params.get("limit") or 100)
        deadline = time.monotonic() + timeout
        with self._cond:
            self.polls.append(time.monotonic())
            if offset:
                self.confirmed = max(self.confirmed, offset)
            while True:
                ready = [u for u in self.updates if u["update_id"] >= max(offset, self.confirmed)]
                left = deadline - time.monotonic()
                if ready or left <= 0:
                    return ready[:limit]
                self._cond.wait(timeout=left)

    def _result(self, method: str, params: dict[str, Any], files: dict[str, bytes]) -> Any:
        chat_id = params.get("chat_id")
        if method == "getMe":
            return {"id": BOT_ID, "is_bot": True, "first_name": "Munshi", "username": BOT_USERNAME,
                    "can_join_groups": True, "can_read_all_group_messages": False,
                    "supports_inline_queries": False}
        if method == "getFile":
            file_id = params["file_id"]
            return {"file_id": file_id, "file_unique_id": f"u{file_id}", "file_size": len(self.files[file_id]),
                    "file_path": f"voice/{file_id}.oga"}
        if method in ("sendMessage", "sendVoice", "sendAudio", "sendDocument", "sendPhoto"):
            msg: dict[str, Any] = {"message_id": next(self._message_ids), "date": EPOCH,
                                   "chat": {"id": int(chat_id), "type": "private"},
                                   "from": {"id": BOT_ID, "is_bot": True, "first_name": "Munshi"}}
            if "text" in params:
                msg["text"] = params["text"]
            return msg
        if method == "editMessageText":
            return {"message_id": int(params.get("message_id", 0)), "date": EPOCH,
                    "chat": {"id": int(chat_id or 0), "type": "private"}, "text": params.get("text", "")}
        return True  # sendChatAction, answerCallbackQuery, editMessageReplyMarkup, setMyCommands, leaveChat, ...


def _params(handler: BaseHTTPRequestHandler) -> tuple[dict[str, Any], dict[str, bytes]]:
    length = int(handler.headers.get("Content-Length") or 0)
    raw = handler.rfile.read(length) if length else b""
    ctype = handler.headers.get("Content-Type") or ""
    params: dict[str, Any] = {}
    files: dict[str, bytes] = {}
    if ctype.startswith("application/json"):
        params = json.loads(raw or b"{}")
    elif ctype.startswith("multipart/form-data"):
        msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            b"Content-Type: " + ctype.encode() + b"\r\n\r\n" + raw)
        for part in msg.iter_parts():
            name = part.get_param("name", header="content-disposition")
            payload = part.get_payload(decode=True) or b""
            if part.get_filename() is not None:
                files[str(name)] = payload
            else:
                params[str(name)] = payload.decode("utf-8")
    else:
        params = {k: v[0] for k, v in urllib.parse.parse_qs(raw.decode("utf-8")).items()}
    for key in ("reply_markup", "commands", "allowed_updates"):
        if isinstance(params.get(key), str):
            params[key] = json.loads(params[key])
    return params, files


def _handler(fake: FakeTelegram) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def _send(self, status: int, body: Any, ctype: str = "application/json") -> None:
            data = (json.dumps(body) if ctype == "application/json" else body).encode() if not isinstance(
                body, bytes) else body
            try:
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the bot hung up (a long poll cancelled at shutdown, or a killed daemon)

        def _route(self) -> None:
            path = urllib.parse.unquote(urllib.parse.urlparse(self.path).path)
            file_prefix = f"/file/bot{fake.token}/"
            if path.startswith(file_prefix):
                file_id = path[len(file_prefix):].split("/")[-1].rsplit(".", 1)[0]
                if file_id in fake.files:
                    with fake._cond:
                        fake.calls.append(Call("download", {"file_id": file_id}))
                    self._send(200, fake.files[file_id], "application/octet-stream")
                else:
                    self._send(404, {"ok": False, "error_code": 404, "description": "Not Found"})
                return
            prefix = f"/bot{fake.token}/"
            if not path.startswith(prefix):
                self._send(401, {"ok": False, "error_code": 401, "description": "Unauthorized"})
                return
            method = path[len(prefix):]
            params, files = _params(self)
            status, body = fake._answer(method, params, files)
            if status >= 500 and body is None:
                self._send(status, b"<html><body><h1>502 Bad Gateway</h1></body></html>", "text/html")
            else:
                self._send(status, body)

        do_GET = _route
        do_POST = _route

    return Handler
