"""One request to an OpenAI-compatible server, its cost in the ledger, and how it ended.

The `openai` 2.x client does the talking (it shares httpx with python-telegram-bot); it is imported
only when a call is made. Its own retries are off: a turn has a budget of calls (`Budget`, at most
two), and every attempt, failed or not, is one row in `llm_usage`. How a call ended is data
(`Reply.outcome`), never an exception, so the chain can always say something true to the owner.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import urlparse

from dhandha.clock import Clock, local_day
from dhandha.settings import Settings
from dhandha.store import Store
from dhandha.store.llm import Call

log = logging.getLogger("dhandha.llm")

MAX_CALLS_A_TURN = 2
RETRYABLE = frozenset({"rate_limited", "server_error", "unreachable"})
WAIT_CAP_SECONDS = 3.0  # a Retry-After longer than this is not waited for: the owner is waiting too


@dataclass
class Budget:
    """LLM calls left for one owner message (the seed's doom-loop cap)."""

    calls: int = MAX_CALLS_A_TURN

    def take(self) -> bool:
        if self.calls <= 0:
            return False
        self.calls -= 1
        return True


@dataclass(frozen=True)
class Reply:
    text: str | None  # the message content; None when the call failed
    outcome: str  # ok | empty | timeout | rate_limited | server_error | unreachable | refused | no_budget
    latency_ms: int = 0


@dataclass
class Request:
    messages: list[dict[str, str]]
    purpose: str  # understand | repair | phrase | briefing
    schema: dict[str, Any] | None = None  # the plan's JSON schema, for json_schema mode
    input_id: int | None = None
    max_tokens: int | None = None


@dataclass
class LLM:
    """An OpenAI-compatible chat server as settings describe it, with the shop's cost ledger."""

    settings: Settings
    store: Store
    clock: Clock
    tz: str = "Asia/Kolkata"
    sleep: Any = field(default=asyncio.sleep)  # tests pass a no-op: no sleeping in tests

    @property
    def model(self) -> str:
        return str(self.settings.llm_model)

    @property
    def provider(self) -> str:
        if self.settings.llm_provider:
            return self.settings.llm_provider
        host = urlparse(self.settings.llm_base_url or "https://api.openai.com/v1").hostname or "?"
        return host.removeprefix("api.")

    # -- the daily cap --------------------------------------------------------------------
    def today(self) -> str:
        return local_day(self.clock(), self.tz).isoformat()

    def spent_today(self) -> int:
        """Thousandths of a paisa spent today."""
        return self.store.llm_spent(self.today())

    def over_cap(self) -> bool:
        cap = self.settings.llm_daily_cap_rupees
        return cap > 0 and self.spent_today() >= round(cap * 100_000)

    # -- calls ----------------------------------------------------------------------------
    @asynccontextmanager
    async def session(self) -> AsyncIterator[Session]:
        """An open client for one turn's calls (one connection, closed with the turn)."""
        from openai import AsyncOpenAI, DefaultAsyncHttpxClient

        client = AsyncOpenAI(**self._client_args(), http_client=DefaultAsyncHttpxClient(verify=_tls()))
        try:
            yield Session(self, client)
        finally:
            await client.close()

    @contextmanager
    def sync_session(self) -> Iterator[SyncSession]:
        """For sweeps, which run in a worker thread with no event loop."""
        from openai import DefaultHttpxClient, OpenAI

        client = OpenAI(**self._client_args(), http_client=DefaultHttpxClient(verify=_tls()))
        try:
            yield SyncSession(self, client)
        finally:
            client.close()

    def _client_args(self) -> dict[str, Any]:
        key = self.settings.llm_api_key.get_secret_value() if self.settings.llm_api_key else ""
        return {"api_key": key, "base_url": self.settings.llm_base_url or None,
                "timeout": self.settings.llm_timeout_seconds, "max_retries": 0}

    def body(self, req: Request) -> dict[str, Any]:
        """The create() arguments: model, messages, limits, JSON mode and the provider's extras."""
        s = self.settings
        args: dict[str, Any] = {"model": self.model, "messages": req.messages,
                                "max_tokens": req.max_tokens or s.llm_max_output_tokens}
        if s.llm_temperature is not None:
            args["temperature"] = s.llm_temperature
        if req.schema is not None and s.llm_json_mode == "json_schema":
            args["response_format"] = {"type": "json_schema",
                                       "json_schema": {"name": "munshi_plan", "schema": req.schema, "strict": False}}
        else:
            args["response_format"] = {"type": "json_object"}
        if s.llm_extra_body:
            args["extra_body"] = dict(s.llm_extra_body)
        return args

    def record(self, req: Request, outcome: str, usage: Any, started: float) -> int:
        latency = int((time.perf_counter() - started) * 1000)
        prompt, cached, completion = _tokens(usage)
        s = self.settings
        cost = ((prompt - cached) * s.llm_price_input + cached * s.llm_price_cached_input
                + completion * s.llm_price_output) / 10  # ₹ per million tokens -> thousandths of a paisa
        try:
            with self.store.tx():
                self.store.llm_call_add(Call(
                    day=self.today(), provider=self.provider, model=self.model, purpose=req.purpose, outcome=outcome,
                    prompt_tokens=prompt, cached_tokens=cached, completion_tokens=completion, latency_ms=latency,
                    cost_millipaise=round(cost), input_id=req.input_id))
        except Exception:  # the ledger must never cost the owner an answer
            log.exception("could not record an LLM call")
        if outcome != "ok":
            log.warning("LLM %s call to %s ended %s after %d ms", req.purpose, self.provider, outcome, latency)
        return latency


class Session:
    def __init__(self, llm: LLM, client: Any) -> None:
        self.llm = llm
        self.client = client

    async def ask(self, req: Request, budget: Budget) -> Reply:
        """The model's answer, trying once more after a passing failure while the budget allows."""
        tries = 1 + self.llm.settings.llm_retries
        reply = Reply(None, "no_budget")
        for attempt in range(tries):
            if not budget.take():
                return reply
            reply, wait = await self._once(req)
            if reply.outcome not in RETRYABLE or attempt == tries - 1:
                return reply
            await self.llm.sleep(min(wait, WAIT_CAP_SECONDS))
        return reply

    async def _once(self, req: Request) -> tuple[Reply, float]:
        started = time.perf_counter()
        try:
            resp = await self.client.chat.completions.create(**self.llm.body(req))
        except Exception as exc:
            outcome, wait = classify(exc)
            return Reply(None, outcome, self.llm.record(req, outcome, None, started)), wait
        text, outcome = _content(resp)
        return Reply(text, outcome, self.llm.record(req, outcome, getattr(resp, "usage", None), started)), 0.0


class SyncSession:
    def __init__(self, llm: LLM, client: Any) -> None:
        self.llm = llm
        self.client = client

    def ask(self, req: Request, budget: Budget) -> Reply:
        if not budget.take():
            return Reply(None, "no_budget")
        started = time.perf_counter()
        try:
            resp = self.client.chat.completions.create(**self.llm.body(req))
        except Exception as exc:
            outcome, _ = classify(exc)
            return Reply(None, outcome, self.llm.record(req, outcome, None, started))
        text, outcome = _content(resp)
        return Reply(text, outcome, self.llm.record(req, outcome, getattr(resp, "usage", None), started))


@cache
def _tls() -> ssl.SSLContext:
    """One TLS context for every client: loading the CA bundle costs ~70 ms, on a phone several times that."""
    return ssl.create_default_context()


def classify(exc: BaseException) -> tuple[str, float]:
    """How a failed call ended, and how long the server asked us to wait before trying again."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return "timeout", 0.0
    if isinstance(exc, openai.APIConnectionError):
        return "unreachable", 0.5
    if isinstance(exc, openai.RateLimitError):
        return "rate_limited", _retry_after(exc)
    if isinstance(exc, openai.InternalServerError):
        return "server_error", 0.5
    if isinstance(exc, openai.APIStatusError):
        return "refused", 0.0  # 400, 401, 403, 404: trying again would not help
    log.exception("unexpected failure talking to the LLM", exc_info=exc)
    return "server_error", 0.0


def _retry_after(exc: Any) -> float:
    try:
        return max(0.0, float(exc.response.headers.get("retry-after", "1")))
    except (AttributeError, TypeError, ValueError):
        return 1.0


def _content(resp: Any) -> tuple[str | None, str]:
    try:
        choice = resp.choices[0]
        text = choice.message.content
    except (AttributeError, IndexError, TypeError):
        return None, "empty"
    if not text or not str(text).strip():
        return None, "empty"
    if getattr(choice, "finish_reason", None) == "length":
        return str(text), "truncated"
    return str(text), "ok"


def _tokens(usage: Any) -> tuple[int, int, int]:
    """(prompt, cached prompt, completion) tokens; providers name the cached part differently."""
    if usage is None:
        return 0, 0, 0
    prompt = int(getattr(usage, "prompt_tokens", 0) or 0)
    completion = int(getattr(usage, "completion_tokens", 0) or 0)
    details = getattr(usage, "prompt_tokens_details", None)
    cached = int(getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
    if not cached:
        extra = getattr(usage, "model_extra", None) or {}
        cached = int(extra.get("prompt_cache_hit_tokens") or 0)  # DeepSeek
    return prompt, min(cached, prompt), completion
