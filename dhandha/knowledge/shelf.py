"""The knowledge/ folder as a tree for progressive disclosure: index.md, area overviews, detail pages.

A page links to the pages below it with ordinary markdown links (``[rates.md](rates.md)``), paths
relative to the page. Levels: ``index`` (knowledge/index.md), ``overview`` (an area's
``_overview.md``, or the calendar's ``README.md``) and ``detail`` (everything else: pages and tables).
Every file must be reachable from index.md; tests hold the tree to that.
"""

from __future__ import annotations

import posixpath
import re
from functools import cache
from typing import Literal

from dhandha.knowledge.tables import root

Level = Literal["index", "overview", "detail"]
INDEX = "index.md"
_OVERVIEWS = ("_overview.md", "README.md")
_LINK = re.compile(r"\]\(([^)\s#]+)\)")


@cache
def page(rel: str) -> str:
    """A file's text by its path under knowledge/ ("gst/rates.md"); "" when there is no such file."""
    path = root() / rel
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def level(rel: str) -> Level:
    if rel == INDEX:
        return "index"
    return "overview" if posixpath.basename(rel) in _OVERVIEWS else "detail"


def overview_of(rel: str) -> str | None:
    """The overview page of the area a page belongs to (None for the index)."""
    if rel == INDEX:
        return None
    area = posixpath.dirname(rel)
    for name in _OVERVIEWS:
        candidate = posixpath.join(area, name)
        if candidate != rel and (root() / candidate).is_file():
            return candidate
    return None


def links(rel: str) -> tuple[str, ...]:
    """The files a markdown page links to, as paths under knowledge/, in the order written."""
    if not rel.endswith(".md"):
        return ()
    base = posixpath.dirname(rel)
    out = []
    for target in _LINK.findall(page(rel)):
        if "://" in target:
            continue
        out.append(posixpath.normpath(posixpath.join(base, target)))
    return tuple(dict.fromkeys(out))


def files() -> frozenset[str]:
    """Every file on the shelf, as paths under knowledge/."""
    top = root()
    return frozenset(p.relative_to(top).as_posix() for p in top.rglob("*")
                     if p.is_file() and not any(part.startswith(".") for part in p.relative_to(top).parts))


def reachable() -> frozenset[str]:
    """Every file reached by following links from index.md."""
    seen = {INDEX}
    todo = [INDEX]
    while todo:
        for target in links(todo.pop()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return frozenset(seen)
