-- 0006: every LLM call in the cost ledger says where it went, what it cost and how it ended.
-- Cost is kept in thousandths of a paisa: a short call costs a few paise, and a day's total of
-- rounded calls would drift. `cost_paise` (0001) stays, rounded, for older readers.

ALTER TABLE llm_usage ADD COLUMN provider TEXT;
ALTER TABLE llm_usage ADD COLUMN cached_tokens INTEGER NOT NULL DEFAULT 0;
ALTER TABLE llm_usage ADD COLUMN latency_ms INTEGER NOT NULL DEFAULT 0;
-- ok | invalid | empty | timeout | rate_limited | server_error | unreachable | refused
ALTER TABLE llm_usage ADD COLUMN outcome TEXT NOT NULL DEFAULT 'ok';
ALTER TABLE llm_usage ADD COLUMN cost_millipaise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE llm_usage ADD COLUMN input_id INTEGER REFERENCES inputs(id);
