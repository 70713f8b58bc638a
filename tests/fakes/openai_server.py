"""A fake OpenAI-compatible chat server on loopback, for the real `openai` client to talk to.

It answers POST /v1/chat/completions (and GET /v1/models) from a script: each request takes the
next scripted answer, or asks `brain(request)` when the script is empty. An answer can be a plan
(dict), raw content (any text, "" for an empty answer), an HTTP error with headers, or a delay
(a slow server, or a timeout when longer than the client waits). Every raw request body is kept,
so a test can look for what must never leave the phone.

    llm = FakeLLM()
    llm.answer({"intent": "record", "records": [...]})
    llm.answer(status=429, headers={"retry-after": "0"})
    settings = llm.settings()          # DHANDHA_LLM_* pointing here
    ...
    llm.close()
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from dhandha.settings import Settings

MODEL = "fake-munshi-1"


@dataclass
class Step:
    plan: dict[str, Any] | None = None
    content: str | None = None  # raw content; "" is an empty answer
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    cached_tokens: int = 0
    finish_reason: str = "stop"

    def text(self) -> str:
        if self.content is not None:
            return self.content
        return json.dumps(self.plan if self.plan is not None else {"intent": "unknown", "sure": False},
                          ensure_ascii=False)


class FakeLLM:
    def __init__(self, brain: Callable[[dict[str, Any]], Step] | None = None) -> None:
        self.script: list[Step] = []
        self.brain = brain
        self.bodies: list[bytes] = []
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                if self.path.rstrip("/").endswith("/models"):
                    self._send(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})
                else:
                    self._send(404, {"error": {"message": "no such path"}})

            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": "no such path"}})
                    return
                request = json.loads(raw)
                with fake._lock:
                    fake.bodies.append(raw)
                    fake.requests.append(request)
                    step = fake.script.pop(0) if fake.script else None
                if step is None:
                    step = fake.brain(request) if fake.brain is not None else Step()
                if step.delay and fake._stop.wait(step.delay):
                    return
                if step.status != 200:
                    self._send(step.status, {"error": {"message": f"scripted {step.status}", "type": "scripted"}},
                               step.headers)
                    return
                prompt = len(raw) // 4
                text = step.text()
                self._send(200, {
                    "id": f"chatcmpl-{len(fake.requests)}", "object": "chat.completion", "created": int(time.time()),
                    "model": request.get("model", MODEL),
                    "choices": [{"index": 0, "finish_reason": step.finish_reason,
                                 "message": {"role": "assistant", "content": text}}],
                    "usage": {"prompt_tokens": prompt, "completion_tokens": max(1, len(text) // 4),
                              "total_tokens": prompt + len(text) // 4,
                              "prompt_tokens_details": {"cached_tokens": step.cached_tokens}},
                }, step.headers)

            def _send(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
                data = json.dumps(body, ensure_ascii=False).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in (headers or {}).items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up waiting (a timeout test)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.server.block_on_close = False
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02},
                                       daemon=True)
        self.thread.start()

    # -- scripting --------------------------------------------------------------------------
    def answer(self, plan: dict[str, Any] | None = None, **kw: Any) -> FakeLLM:
        self.script.append(Step(plan=plan, **kw))
        return self

    def settings(self, **over: Any) -> Settings:
        values: dict[str, Any] = {"llm_base_url": self.url, "llm_api_key": "sk-fake-test-key", "llm_model": MODEL,
                                  "llm_timeout_seconds": 5, "llm_price_input": 24, "llm_price_cached_input": 0.5,
                                  "llm_price_output": 96}
        return Settings(**{**values, **over})

    def env(self, **over: str) -> dict[str, str]:
        """The same configuration as DHANDHA_* variables, for a subprocess."""
        return {"DHANDHA_LLM_BASE_URL": self.url, "DHANDHA_LLM_API_KEY": "sk-fake-test-key",
                "DHANDHA_LLM_MODEL": MODEL, "DHANDHA_LLM_TIMEOUT_SECONDS": "5", **over}

    # -- what was asked ---------------------------------------------------------------------
    @property
    def calls(self) -> int:
        return len(self.requests)

    def user_text(self, n: int = -1) -> str:
        return str(self.requests[n]["messages"][-1]["content"])

    def prompt_text(self, n: int = -1) -> str:
        return "\n".join(str(m["content"]) for m in self.requests[n]["messages"])

    def close(self) -> None:
        self._stop.set()
        self.server.shutdown()
        self.server.server_close()
