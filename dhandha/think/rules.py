"""The rules thinker: a deterministic, offline reading of owner messages (docs/reading-guide.md).

It reads what its rules settle and asks (or hands over to the LLM) when they do not; it never
guesses a number or a direction. The work is split by idea:

- reader.py, tokens.py, lexicon.py: tokens, number expressions (numbers.py), word readings, language;
- langs/: one data module per language (words by category, number words, name endings);
- names.py: counterparties and their case markers (guide: names);
- clauses.py, movements.py: one movement per clause, verbs and parties carried across (guide: several movements);
- counts.py: counts of goods under one total (guide: amounts); one_verb.py: one verb, one kind (guide: several movements);
- records.py, amounts.py, items.py: kind and direction (guide: kind and direction), amounts (guide: amounts), items (guide: goods);
- queries.py (guide: questions), corrections.py (guide: corrections), followup.py (guide: open questions, open questions), promises.py (guide: kind and direction);
- intent.py: the order in which these are tried (guide: the order), and how sure a write is.

A reading is `confident` only when every word of a written clause is accounted for; otherwise the
chain hands it to the LLM or, offline, asks. Instructions aimed at the bot are "unknown" and confident.
"""

from __future__ import annotations

from dhandha.reading import Reading, ThinkContext


class RulesThinker:
    """`think(text, ctx)` -> Reading. Cheap to construct; the word tables load on first use."""

    def think(self, text: str, ctx: ThinkContext) -> Reading:
        from .intent import think

        reading = think(text, ctx)
        reading.source = "rules"
        return reading
