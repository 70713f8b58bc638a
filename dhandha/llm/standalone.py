"""The chain's reading of one message without a shop: rules first, the LLM from the environment when the rules
are not sure, code's checks after. For the scorecard, which reads messages one by one:

    DHANDHA_LLM_BASE_URL=... DHANDHA_LLM_API_KEY=... DHANDHA_LLM_MODEL=... \\
        python -m dhandha.think.scorecard tests/corpus/heldout6.jsonl --thinker dhandha.llm.standalone:RoutedThinker

Without an LLM in the environment it is the rules thinker. Each message is read against an empty
shop in memory (no contacts, no history), so names are new names and amounts come from the text.
"""

from __future__ import annotations

import asyncio

from dhandha.clock import ManualClock, parse_instant
from dhandha.deps import Deps
from dhandha.llm.client import Budget
from dhandha.llm.route import wanted
from dhandha.llm.understand import TRANSPORT_FAILURES, Moment, read
from dhandha.reading import Reading, ThinkContext
from dhandha.settings import load_settings
from dhandha.store import Store
from dhandha.think.rules import RulesThinker


class RoutedThinker:
    def __init__(self) -> None:
        self.rules = RulesThinker()
        self.settings = load_settings()
        self.calls = 0  # LLM readings asked for, for the report

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        reading = self.rules.think(text, ctx)
        if not self.settings.llm_enabled or wanted(text, reading) in (None, "reasoning"):
            return reading
        self.calls += 1
        got = asyncio.run(self._llm(text, ctx))
        return got if got is not None else reading

    async def _llm(self, text: str, ctx: ThinkContext) -> Reading | None:
        now = parse_instant(ctx.now_iso)
        store = Store(":memory:", ManualClock(now))
        try:
            deps = Deps(store=store, clock=store.clock, settings=self.settings)
            llm = deps.get_llm()
            assert llm is not None
            question = None
            if ctx.pending is not None:
                question = {"why": ctx.pending.why, "about": [r.__dict__ for r in ctx.pending.partial],
                            "options": ctx.pending.options}
            m = Moment(text=text, raw=text, chat=None, language=ctx.language, now=now, tz="Asia/Kolkata",
                       question=question)
            async with llm.session() as session:
                got = await read(store, m, session, Budget())
            if got.failure in TRANSPORT_FAILURES or got.failure == "invalid":
                return None  # the rules' reading stands, as in the chain
            return got.reading
        finally:
            store.close()

