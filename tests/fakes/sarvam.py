"""A fake Sarvam server on loopback: /speech-to-text (multipart) and /text-to-speech (JSON).

It checks what the real service checks where dhandha depends on it: the api-subscription-key
header, the fields each model takes (bulbul:v3 rejects pitch and loudness; a field named in
`rejects` is refused with a 400 naming it, as the service does for a field a model does not
take), at most 2,500 characters a text-to-speech call. Transcripts are scripted in order; a
failure script answers the next calls with a status (429, 500) or hangs past the client's timeout.

Use:
    sv = FakeSarvam(key="sk-sarvam-test").start()
    sv.hear("Rajan ko 500 udhaar diya", "hi-IN")
    env = {"DHANDHA_SARVAM_BASE_URL": sv.url, "DHANDHA_SARVAM_API_KEY": sv.key}
"""

from __future__ import annotations

import base64
import email.parser
import email.policy
import io
import json
import threading
import time
import wave
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

STT_FIELDS = {"model", "language_code", "mode", "with_timestamps", "input_audio_codec"}
TTS_FIELDS = {"text", "target_language_code", "model", "speaker", "pace", "speech_sample_rate",
              "enable_preprocessing", "output_audio_codec", "pitch", "loudness", "temperature"}
V3_REJECTS = {"pitch", "loudness"}


def silent_wav(seconds: float = 0.5, rate: int = 22050) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"\x00\x00" * int(seconds * rate))
    return buf.getvalue()


@dataclass
class SarvamCall:
    path: str
    fields: dict[str, Any]
    audio_bytes: int = 0
    status: int = 200


@dataclass
class FakeSarvam:
    key: str = "sk-sarvam-fake-key-for-tests"
    calls: list[SarvamCall] = field(default_factory=list)
    transcripts: list[tuple[str, str | None]] = field(default_factory=list)
    failures: list[tuple[str, int, int]] = field(default_factory=list)  # (path, status, times); status 0: hang
    rejects: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.server.daemon_threads = True

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def start(self) -> FakeSarvam:
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def hear(self, text: str, language: str | None = "hi-IN") -> None:
        with self._lock:
            self.transcripts.append((text, language))

    def fail(self, path: str, status: int, times: int = 1) -> None:
        with self._lock:
            self.failures.append((path, status, times))

    def calls_to(self, path: str) -> list[SarvamCall]:
        with self._lock:
            return [c for c in self.calls if c.path == path]

    # -- the server side -------------------------------------------------------------------------
    def answer(self, path: str, headers: Any, fields: dict[str, Any], audio: bytes | None) -> tuple[int, Any]:
        call = SarvamCall(path, fields, len(audio or b""))
        with self._lock:
            self.calls.append(call)
            scripted = next((f for f in self.failures if f[0] == path), None)
            if scripted is not None:
                i = self.failures.index(scripted)
                self.failures[i] = (path, scripted[1], scripted[2] - 1)
                if scripted[2] - 1 <= 0:
                    self.failures.pop(i)
        if headers.get("api-subscription-key") != self.key:
            call.status = 403
            return 403, {"error": {"message": "Invalid API key", "code": "invalid_api_key_error"}}
        if scripted is not None:
            call.status = scripted[1]
            if scripted[1] == 0:
                time.sleep(5)  # past the client's timeout in the tests
                return 504, {"error": {"message": "timeout", "code": "internal_server_error"}}
            code = "rate_limit_exceeded_error" if scripted[1] == 429 else "internal_server_error"
            return scripted[1], {"error": {"message": "scripted failure", "code": code}}
        allowed = STT_FIELDS if path == "/speech-to-text" else TTS_FIELDS
        bad = [k for k in fields if k not in allowed or k in self.rejects]
        if path == "/text-to-speech" and str(fields.get("model", "")).startswith("bulbul:v3"):
            bad += [k for k in fields if k in V3_REJECTS]
        if bad:
            call.status = 400
            return 400, {"error": {"message": f"Unknown or unsupported field(s) for this model: {', '.join(bad)}",
                                   "code": "invalid_request_error"}}
        if path == "/speech-to-text":
            if not audio:
                call.status = 400
                return 400, {"error": {"message": "file is required", "code": "invalid_request_error"}}
            with self._lock:
                text, lang = self.transcripts.pop(0) if self.transcripts else ("", None)
            return 200, {"request_id": f"stt-{len(self.calls)}", "transcript": text, "language_code": lang}
        if path == "/text-to-speech":
            text = str(fields.get("text") or "")
            if not text or len(text) > 2500:
                call.status = 400
                return 400, {"error": {"message": "text must be 1 to 2500 characters", "code": "invalid_request_error"}}
            return 200, {"request_id": f"tts-{len(self.calls)}", "audios": [base64.b64encode(silent_wav()).decode()]}
        return 404, {"error": {"message": "not found", "code": "not_found_error"}}


def _handler(fake: FakeSarvam) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            ctype = self.headers.get("Content-Type") or ""
            fields: dict[str, Any] = {}
            audio = None
            if ctype.startswith("multipart/form-data"):
                msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
                    b"Content-Type: " + ctype.encode() + b"\r\n\r\n" + raw)
                for part in msg.iter_parts():
                    name = str(part.get_param("name", header="content-disposition"))
                    payload = part.get_payload(decode=True) or b""
                    if part.get_filename() is not None:
                        audio = payload
                    else:
                        fields[name] = payload.decode()
            else:
                fields = json.loads(raw or b"{}")
            status, body = fake.answer(self.path, self.headers, fields, audio)
            data = json.dumps(body).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass

    return Handler
