"""What owners call what the knowledge tables know: items, festivals and returns, in every language set.

Read from knowledge/ on first use and kept for the process. Apart from the facts (tables.py) because
telling whether a message is a knowledge question needs only these names, not the facts' classes.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

from dhandha.lang.detect import LANGS
from dhandha.paths import resource


def root() -> Path:
    return resource("knowledge")


def rows(rel: str) -> list[dict[str, str]]:
    """One knowledge table (a path under knowledge/, e.g. "calendar/states.csv") as its rows by column name."""
    with (root() / rel).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split_list(text: str) -> tuple[str, ...]:
    """A cell that lists several values ("a; b; c"), in order, blanks dropped."""
    return tuple(x.strip() for x in text.split(";") if x.strip())


def _names(rel: str, key: str) -> dict[str, dict[str, tuple[str, ...]]]:
    return {r[key]: {lang: split_list(r[lang]) for lang in LANGS} for r in rows(rel)}


@cache
def item_names() -> dict[str, dict[str, tuple[str, ...]]]:
    """item -> language -> its names there, the first being the one to show."""
    return _names("gst/item-names.csv", "item")


@cache
def festival_names() -> dict[str, dict[str, tuple[str, ...]]]:
    """festival key -> language -> its names there, the first being the one to show."""
    return _names("calendar/festival-names.csv", "key")


@cache
def return_names() -> dict[str, tuple[str, ...]]:
    """The form as tax-deadlines.csv writes it -> what owners call it."""
    return {r["form"]: split_list(r["names"]) for r in rows("calendar/return-names.csv")}


def shown_name(names: dict[str, tuple[str, ...]], language: str) -> str:
    """The name to show in a language: its own first name, else the English one."""
    return (names.get(language) or names.get("en") or ("",))[0]
