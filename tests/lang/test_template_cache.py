"""Compiled reply templates are kept under the home, and a cache that cannot be written only costs time."""

from __future__ import annotations

import os

import pytest

from dhandha.lang.replies import Replies


def test_compiled_templates_are_kept_under_the_home(_isolated_home):
    first = Replies().render("recorded", "en", entries=[{"kind": "sale", "amount": 50000}])
    kept = list((_isolated_home / "cache" / "templates").iterdir())
    assert kept and "500" in first
    again = Replies().render("recorded", "en", entries=[{"kind": "sale", "amount": 50000}])  # read from the cache
    assert again == first


def test_a_cache_folder_that_cannot_be_made_only_costs_time(_isolated_home):
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "cache").write_text("a file where the folder would go")
    assert "500" in Replies().render("recorded", "en", entries=[{"kind": "sale", "amount": 50000}])


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through file permissions")
def test_an_unwritable_cache_only_costs_time(_isolated_home):
    folder = _isolated_home / "cache" / "templates"
    folder.mkdir(parents=True)
    folder.chmod(0o500)
    try:
        assert "500" in Replies().render("recorded", "en", entries=[{"kind": "sale", "amount": 50000}])
    finally:
        folder.chmod(0o700)


def test_a_corrupt_cache_file_is_compiled_afresh(_isolated_home):
    Replies().render("recorded", "en", entries=[])
    for f in (_isolated_home / "cache" / "templates").iterdir():
        f.write_bytes(b"not a jinja2 cache")
    assert Replies().render("recorded", "en", entries=[{"kind": "sale", "amount": 50000}])
