"""Prompt sizes over the scenarios that matter: within the budget, soul first and the plan's shape last."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from dhandha.brain.context import MAX_BUDGET, TYPICAL_BUDGET
from dhandha.busy_shop import build
from dhandha.chain.anonymise import Veil
from dhandha.chain.mentions import find_mentions
from dhandha.llm.prompt import stable_prefix
from dhandha.llm.understand import Moment, prompt_for
from dhandha.store import Store

NOW = datetime(2026, 11, 25, 5, 0, tzinfo=UTC)


def size(store: Store, text: str, *, mentions: list[int] | None = None, chat: str = "owner") -> tuple[int, int, list[str]]:
    m = Moment(text=text, raw=text, chat=chat, language="hinglish", now=store.clock(), tz="Asia/Kolkata",
               mentions=find_mentions(store, text) if mentions is None else mentions)
    p = prompt_for(store, m, Veil.of(store))
    assert p.messages[0]["content"] == stable_prefix() and p.messages[0]["content"].startswith("# I am the munshi")
    assert p.messages[1]["content"].rstrip().endswith("Leave out the parts the intent does not use.")
    return p.tokens, p.budget, p.dropped


@pytest.fixture(scope="module")
def busy(tmp_path_factory):
    store = build(tmp_path_factory.mktemp("busy") / "busy.db", days=365, per_day=40, contacts=1000)
    with store.tx():
        for i in range(12):
            store.obs_add(type_="anomaly" if i % 3 == 0 else "inference", content=f"note {i}: Rajan Kumar paid late, "
                          "3 times this month, and Om Sai Traders raised the atta rate", properties={}, confidence=0.8,
                          source="heartbeat", provenance={}, dedup_key=f"busy:{i}")
        for i in range(8):
            store.said("owner", "owner" if i % 2 == 0 else "bot", f"line {i}: Suresh Sharma ko 450 ka maal diya, "
                       "paise baad mein dega bola", language="hinglish")
    yield store
    store.close()


def test_prompt_sizes_over_the_scenarios(tmp_path, busy):
    new = Store(tmp_path / "new.db")
    new.clock = lambda: NOW  # type: ignore[method-assign]
    sizes = {
        "new shop": size(new, "aaj mandi se lauta toh pata chala Pappu ne 700 bhijwa diye the"),
        "busy year": size(busy, "aaj mandi se lauta toh pata chala kisi ne 700 bhijwa diye the"),
        "mentioned people": size(busy, "Rajan Kumar aur Suresh Sharma aur Om Sai Traders ka kya scene hai, 500 diye the kya"),
        "GST question": size(busy, "biscuit pe GST kitna lagta hai aur GSTR-3B kab bharna hai"),
        "festival question": size(busy, "Diwali kab hai aur uske liye kya maal mangau"),
    }
    new.close()
    print("\nprompt sizes (estimated tokens / budget, dropped):")
    for name, (tokens, budget, dropped) in sizes.items():
        print(f"  {name:<18} {tokens:>5} / {budget}  {', '.join(sorted(set(dropped))) or '-'}")
    for name, (tokens, budget, _) in sizes.items():
        assert tokens <= MAX_BUDGET, name
        assert tokens <= budget, name
    assert sizes["new shop"][0] <= TYPICAL_BUDGET and sizes["busy year"][0] <= TYPICAL_BUDGET


def test_the_soul_and_the_shape_are_never_dropped(busy):
    tokens, budget, dropped = size(busy, "GST " * 400)
    assert tokens <= budget
    assert not {"soul", "schema"} & set(dropped)
