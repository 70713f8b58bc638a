"""The kind table (dhandha/think/kinds.py): every row's own example is decided by that row.

A row is one case of "verb x the party's case marker x cues -> kind, or the question to ask"; its
example is the shortest message that needs it. A new row comes with its example, and this test runs it.
"""

from __future__ import annotations

import pytest

from dhandha.think.intent import _caps
from dhandha.think.kinds import TABLES, Row
from dhandha.think.movements import assemble
from dhandha.think.reader import read
from dhandha.think.records import Env
from tests.think._rules import ctx

ROWS = [(table, row) for table, rows in TABLES.items() for row in rows]


def _decided_by(row: Row) -> tuple[str, ...]:
    msg = read(row.example, row.lang)
    env = Env(msg, ctx(lang=row.lang, roles=dict(row.roles)), _caps(msg))
    drafts = assemble(env).drafts
    assert drafts, f"no movement read in {row.example!r}"
    return drafts[0].rule


@pytest.mark.parametrize(("table", "row"), ROWS, ids=[f"{t}: {r.name or 'otherwise'}" for t, r in ROWS])
def test_each_row_decides_its_own_example(table: str, row: Row) -> None:
    assert row.example, "every row needs an example"
    assert f"{table}: {row.name}" in _decided_by(row), f"{row.example!r} was decided by {_decided_by(row)}"


def test_every_table_ends_with_a_row_for_anything_else() -> None:
    for rows in TABLES.values():
        assert rows[-1].when == ""
