"""Kept lookup tables: loaded when made from the same data and code, rebuilt when not, never half-read."""

from __future__ import annotations

import marshal
import os
import stat
import zlib

import pytest

from dhandha import prebuilt


class Builder:
    """A table builder that counts its calls."""

    def __init__(self, table: object) -> None:
        self.table = table
        self.calls = 0

    def __call__(self) -> object:
        self.calls += 1
        return self.table


@pytest.fixture
def code(tmp_path):
    src = tmp_path / "builder.py"
    src.write_text("def build(): return 1\n")
    return src


TABLE = {"udhar": [(("udhar",), ("udhaar",), False, ("credit", "yes", "hi"))], "nam": []}


def test_a_table_built_once_is_loaded_by_the_next_process(home, code):
    build = Builder(TABLE)
    assert prebuilt.kept("words", ["udhaar"], [code], build) == TABLE
    again = Builder({"never": "used"})
    assert prebuilt.kept("words", ["udhaar"], [code], again) == TABLE
    assert (build.calls, again.calls) == (1, 0)


def test_changed_data_rebuilds_the_table(home, code):
    prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE))
    build = Builder({"new": 1})
    assert prebuilt.kept("words", ["udhaar", "udhar"], [code], build) == {"new": 1}
    assert build.calls == 1
    # and the rebuilt one is what is kept now
    assert prebuilt.kept("words", ["udhaar", "udhar"], [code], Builder(None)) == {"new": 1}


def test_changed_builder_code_rebuilds_the_table(home, code):
    prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE))
    code.write_text("def build(): return 2\n")
    build = Builder({"new": 2})
    assert prebuilt.kept("words", ["udhaar"], [code], build) == {"new": 2}
    assert build.calls == 1


def _kept_file(home):
    return home / "cache" / "tables" / "words.bin"


@pytest.mark.parametrize("damage", ["flip_a_byte", "truncate", "empty", "garbage", "bad_marshal_good_crc"])
def test_a_damaged_table_is_rebuilt_and_overwritten(home, code, damage):
    prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE))
    path = _kept_file(home)
    raw = path.read_bytes()
    head = len(raw) - len(marshal.dumps(TABLE))
    if damage == "flip_a_byte":  # still good marshal data, but not what was written: only the checksum sees it
        raw = raw.replace(b"udhaar", b"udhaAr")
    elif damage == "truncate":
        raw = raw[: len(raw) // 2]
    elif damage == "empty":
        raw = b""
    elif damage == "garbage":
        raw = os.urandom(len(raw))
    else:  # whole and checksummed, but not marshal data: the unmarshaller's refusal is caught too
        junk = b"\xff\xfe not marshal"
        raw = raw[: head - 4] + zlib.crc32(junk).to_bytes(4, "big") + junk
    path.write_bytes(raw)
    build = Builder(TABLE)
    assert prebuilt.kept("words", ["udhaar"], [code], build) == TABLE
    assert build.calls == 1
    after = Builder(None)
    assert prebuilt.kept("words", ["udhaar"], [code], after) == TABLE
    assert after.calls == 0  # the damaged file was replaced by a good one


def test_a_table_is_replaced_whole_never_rewritten_in_place(home, code):
    prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE))
    path = _kept_file(home)
    old = path.read_bytes()
    with path.open("rb") as reader:  # a process that opened the old table while it is replaced
        prebuilt.kept("words", ["other"], [code], Builder({"new": 1}))
        assert reader.read() == old  # it still reads the old table, whole
    assert path.read_bytes() != old
    assert sorted(p.name for p in path.parent.iterdir()) == ["words.bin"]  # no temporary file left


def test_kept_tables_are_private(home, code):
    prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE))
    path = _kept_file(home)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.parent.parent.stat().st_mode) == 0o700


def test_no_home_yet_means_no_kept_table_and_no_home_made(tmp_path, monkeypatch, code):
    monkeypatch.setenv("DHANDHA_HOME", str(tmp_path / "not-yet"))
    assert prebuilt.kept("words", ["udhaar"], [code], Builder(TABLE)) == TABLE
    assert not (tmp_path / "not-yet").exists()


def test_a_place_it_cannot_write_only_costs_a_rebuild(home, code):
    (home / "cache").write_text("a file where the cache folder should be")  # fails for root too
    build = Builder(TABLE)
    assert prebuilt.kept("words", ["udhaar"], [code], build) == TABLE
    assert prebuilt.kept("words", ["udhaar"], [code], build) == TABLE
    assert build.calls == 2


def test_unreadable_builder_code_is_built_every_time(home, tmp_path):
    build = Builder(TABLE)
    for _ in range(2):
        assert prebuilt.kept("words", ["udhaar"], [tmp_path / "missing.py"], build) == TABLE
    assert build.calls == 2
