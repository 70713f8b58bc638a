"""The LLM room: one row per call in the cost ledger, and the day's figures the cap and reports read."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from dhandha.store.base import StoreBase


@dataclass(frozen=True)
class Call:
    """One request to an LLM server, as the ledger keeps it."""

    day: str  # the owner's business day, ISO date
    provider: str
    model: str
    purpose: str  # understand | repair | phrase | briefing
    outcome: str  # ok | invalid | empty | timeout | rate_limited | server_error | unreachable | refused
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: int = 0
    cost_millipaise: int = 0
    input_id: int | None = None


class LlmSQL(StoreBase):
    def llm_call_add(self, c: Call) -> None:
        self.x(
            "INSERT INTO llm_usage (at, day, provider, model, purpose, outcome, prompt_tokens, cached_tokens,"
            " completion_tokens, latency_ms, cost_millipaise, cost_paise, input_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (self.now(), c.day, c.provider, c.model, c.purpose, c.outcome, c.prompt_tokens, c.cached_tokens,
             c.completion_tokens, c.latency_ms, c.cost_millipaise, round(c.cost_millipaise / 1000), c.input_id))

    def llm_spent(self, day: str) -> int:
        """Thousandths of a paisa spent on a day."""
        return int(self.scalar("SELECT COALESCE(SUM(cost_millipaise), 0) FROM llm_usage WHERE day = ?", (day,)))

    def llm_days(self, limit: int = 30) -> list[sqlite3.Row]:
        """Per day, newest first: calls, failures, tokens and cost."""
        return self.q(
            "SELECT day, COUNT(*) AS calls, SUM(outcome != 'ok') AS failed, SUM(prompt_tokens) AS prompt,"
            " SUM(cached_tokens) AS cached, SUM(completion_tokens) AS completion,"
            " SUM(cost_millipaise) AS cost, CAST(AVG(latency_ms) AS INTEGER) AS latency"
            " FROM llm_usage GROUP BY day ORDER BY day DESC LIMIT ?", (limit,))

    def llm_day_detail(self, day: str) -> list[sqlite3.Row]:
        """One day by provider, model, purpose and outcome."""
        return self.q(
            "SELECT COALESCE(provider, '') AS provider, model, COALESCE(purpose, '') AS purpose, outcome,"
            " COUNT(*) AS calls, SUM(prompt_tokens) AS prompt, SUM(cached_tokens) AS cached,"
            " SUM(completion_tokens) AS completion, SUM(cost_millipaise) AS cost,"
            " CAST(AVG(latency_ms) AS INTEGER) AS latency FROM llm_usage WHERE day = ?"
            " GROUP BY provider, model, purpose, outcome ORDER BY calls DESC", (day,))

    # -- what an LLM noted in the brain, each with where it came from -----------------------------
    def llm_edge_add(self, from_id: int, to_id: int, type_: str, provenance: dict[str, Any]) -> None:
        """A relationship the owner's words showed; a sweep's own edge of the same kind is left alone."""
        self.x("INSERT INTO brain_edges (from_entity_id, to_entity_id, type, weight, properties, provenance,"
               " last_refreshed, created_at) VALUES (?, ?, ?, 0.3, '{}', ?, ?, ?)"
               " ON CONFLICT(from_entity_id, to_entity_id, type) DO NOTHING",
               (from_id, to_id, type_, json.dumps(provenance, ensure_ascii=False), self.now(), self.now()))

    def llm_fact_set(self, entity_id: int, key: str, value: Any, provenance: dict[str, Any]) -> None:
        """A short fact about a person (their usual item, their shop), under `noted` in the profile."""
        self.x("UPDATE brain_entities SET properties = json_patch(properties, ?),"
               " provenance = json_patch(COALESCE(provenance, '{}'), ?), updated_at = ? WHERE id = ?",
               (json.dumps({"noted": {key: value}}, ensure_ascii=False),
                json.dumps({"noted": {key: provenance}}, ensure_ascii=False), self.now(), entity_id))
