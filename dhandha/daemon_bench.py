"""Daemon figures for `dhandha bench`: start to the first getUpdates, idle memory, stop time.

`dhandha run` is started as a real process in a temporary home against a small stand-in Bot API
server on loopback that answers the start-up calls and holds each long poll empty.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

TOKEN = "100000001:bench-token-not-a-real-one"


class _StandIn:
    """Answers getMe, deleteWebhook, setMyCommands and sendMessage; holds getUpdates for its timeout."""

    def __init__(self) -> None:
        self.first_poll: float | None = None
        me = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                method = self.path.rsplit("/", 1)[-1]
                result: Any = True
                if method == "getMe":
                    result = {"id": 1, "is_bot": True, "first_name": "Bench", "username": "bench_bot"}
                elif method == "getUpdates":
                    if me.first_poll is None:
                        me.first_poll = time.perf_counter()
                    time.sleep(1.0)
                    result = []
                elif method == "sendMessage":
                    result = {"message_id": 1, "date": 0, "chat": {"id": 1, "type": "private"}, "text": "x"}
                data = json.dumps({"ok": True, "result": result}).encode()
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _rss_mb(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def bench_daemon(idle_seconds: float = 5.0) -> dict[str, Any]:
    stand_in = _StandIn()
    try:
        with tempfile.TemporaryDirectory(prefix="dhandha-bench-daemon-") as home:
            env = {**os.environ, "DHANDHA_HOME": home, "DHANDHA_TELEGRAM_TOKEN": TOKEN,
                   "DHANDHA_TELEGRAM_BASE_URL": stand_in.url, "DHANDHA_OWNER_CHAT_ID": "1",
                   "DHANDHA_TELEGRAM_POLL_SECONDS": "1"}
            env.pop("DHANDHA_NOW", None)
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "dhandha", "run"], env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                while stand_in.first_poll is None and proc.poll() is None and time.perf_counter() - t0 < 60:
                    time.sleep(0.01)
                if stand_in.first_poll is None:
                    return {"error": "the daemon never polled"}
                to_poll = stand_in.first_poll - t0
                time.sleep(idle_seconds)  # the heartbeat's first sweeps run, then it idles
                rss = _rss_mb(proc.pid)
                t1 = time.perf_counter()
                proc.send_signal(signal.SIGTERM)
                code = proc.wait(timeout=30)
                return {"start_to_first_poll_s": round(to_poll, 2), "idle_rss_mb": rss,
                        "stop_s": round(time.perf_counter() - t1, 2), "exit_code": code}
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
    finally:
        stand_in.close()
