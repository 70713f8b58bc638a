"""The reading the chain acts on: the rules thinker's, passed through the chain's guards.

Used to measure what the product would write (`python -m dhandha.think.scorecard FILE
--thinker dhandha.think.guarded:GuardedRulesThinker`), next to the thinker's own figures.
"""

from __future__ import annotations

from dhandha.chain.guards import apply_guards
from dhandha.reading import Reading, ThinkContext
from dhandha.think.rules import RulesThinker


class GuardedRulesThinker:
    def __init__(self) -> None:
        self.rules = RulesThinker()

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        return apply_guards(self.rules.think(text, ctx))
