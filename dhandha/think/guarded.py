"""The reading the chain acts on: a thinker's reading passed through the chain's guards.

The scorecard scores this by default (`python -m dhandha.think.scorecard`), so its "asked" is what
the chain would ask and its "wrong" what the chain would write; `--raw` scores the thinker alone.
"""

from __future__ import annotations

from dhandha.chain.guards import apply_guards
from dhandha.reading import Reading, ThinkContext
from dhandha.think.rules import RulesThinker


class Guarded:
    """Any thinker, as the chain acts on it."""

    def __init__(self, thinker: object) -> None:
        self.thinker = thinker

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        return apply_guards(self.thinker.think(text, ctx))  # type: ignore[attr-defined]


class GuardedRulesThinker(Guarded):
    def __init__(self) -> None:
        super().__init__(RulesThinker())
