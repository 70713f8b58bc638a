"""What an LLM noticed, written into the brain: observations, edges and facts, each saying which message and
which model it came from. Only about people the owner's own message named, and never from carried text
(understand.py filters); names are put back before anything is stored.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from dhandha.brain.graph import EXPIRY_DAYS, shop_entity
from dhandha.chain.anonymise import Veil
from dhandha.clock import iso
from dhandha.llm.plan import PlanEdge, PlanFact, PlanNote
from dhandha.store import Store


def write(store: Store, veil: Veil, *, notes: list[PlanNote], edges: list[PlanEdge], facts: list[PlanFact],
          input_key: str, model: str, language: str, now: datetime) -> int:
    """Write them in one transaction; returns how many rows were added or changed."""
    if not (notes or edges or facts):
        return 0
    provenance = {"by": "llm", "model": model, "input": input_key}
    n = 0
    with store.tx():
        for i, note in enumerate(notes):
            entity = _profile(store, veil, note.about)
            if note.about is not None and entity is None:
                continue
            days = EXPIRY_DAYS.get(note.type, 30)
            if store.obs_add(type_=note.type, content=veil.show(note.text)[:200], properties={"kind": "llm_note"},
                             confidence=0.5, source="conversation", provenance=provenance,
                             dedup_key=f"llm:{input_key}:{i}", entity_id=entity, language=language,
                             expires_at=iso(now + timedelta(days=days))) is not None:
                n += 1
        for e in edges:
            src = _profile(store, veil, e.source)
            dst = shop_entity(store) if e.target == "shop" else _profile(store, veil, e.target)
            if src is not None and dst is not None and src != dst:
                store.llm_edge_add(src, dst, e.type, provenance)
                n += 1
        for f in facts:
            entity = _profile(store, veil, f.about)
            if entity is not None:
                value = veil.show(f.value) if isinstance(f.value, str) else f.value
                store.llm_fact_set(entity, f.key, value, provenance)
                n += 1
    return n


def _profile(store: Store, veil: Veil, token: str | None) -> int | None:
    cid = veil.contacts.get(token or "")
    return store.profile_ensure(cid) if cid is not None else None
