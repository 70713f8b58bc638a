"""The word index kept under the home (dhandha/prebuilt.py) reads every word as a freshly built one."""

from __future__ import annotations

from dhandha.prebuilt import Shelf
from dhandha.think import lexicon


def _fresh() -> tuple[Shelf[lexicon._Phrase], Shelf[lexicon._Phrase]]:
    lexicon._index.cache_clear()  # as a new process would start
    try:
        return lexicon._index()
    finally:
        lexicon._index.cache_clear()


def test_the_kept_word_index_is_the_built_one_key_for_key(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DHANDHA_HOME", str(home))
    kept = home / "cache" / "tables" / "lexicon.bin"
    built = _fresh()
    written = kept.stat()
    loaded = _fresh()
    again = kept.stat()
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)  # loaded, not rebuilt
    for b, got in zip(built, loaded, strict=True):
        keys = set(b.keys())
        assert keys == set(got.keys())
        for k in keys:
            assert got.get(k) == b.get(k)
    assert lexicon.lookup("udhaar") and lexicon.lookup("udhaar") == lexicon.lookup("udhar")
